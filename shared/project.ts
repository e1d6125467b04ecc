/**
 * Investment-attraction projects (招商项目): what a signed clue becomes. Their stages, statuses, the moves of the
 * status (approval by the workflow engine, then signing), currencies and the schedule's milestone states, shared by
 * the server (server/modules/project), the admin screens and the mocks. Labels live in the locales (project.*).
 */

/** Where the project stands in its delivery, in order. */
export const PROJECT_STAGES = ['intent', 'negotiation', 'landing', 'construction', 'production'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

/**
 * Its approval and signing: a draft is submitted for approval (the 'project_approval' workflow), which approves,
 * returns or rejects it; only an approved project is signed; a project may be terminated at any time before it is
 * signed, and reopened as a draft.
 */
export const PROJECT_STATUSES = ['draft', 'reviewing', 'returned', 'rejected', 'approved', 'signed', 'terminated'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** What the status call (`/api/pms/admin/project/post`) does. */
export const PROJECT_ACTIONS = ['submit', 'recall', 'sign', 'terminate', 'reopen'] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/** From which statuses each action may be taken, and the status it leads to (submit and recall go through the workflow). */
export const PROJECT_ACTION_RULES: Readonly<Record<ProjectAction, { from: readonly ProjectStatus[]; to: ProjectStatus }>> = {
  submit: { from: ['draft', 'returned', 'rejected'], to: 'reviewing' },
  recall: { from: ['reviewing'], to: 'draft' },
  sign: { from: ['approved'], to: 'signed' },
  terminate: { from: ['draft', 'returned', 'rejected', 'approved'], to: 'terminated' },
  reopen: { from: ['terminated'], to: 'draft' },
};

/** Statuses in which the project's own fields may change (not under review, not signed, not terminated). */
export const PROJECT_EDITABLE_STATUSES: readonly ProjectStatus[] = ['draft', 'returned', 'rejected', 'approved'];

export const isProjectStatus = (value: string): value is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(value);

/** The actions a project in this status allows. */
export const projectActionsFrom = (status: ProjectStatus): ProjectAction[] => PROJECT_ACTIONS.filter((a) => PROJECT_ACTION_RULES[a].from.includes(status));

/** Whether the action is allowed, and if not, a sentence saying from which statuses it is. */
export function checkProjectAction(status: ProjectStatus, action: ProjectAction): { ok: true; to: ProjectStatus } | { ok: false; message: string } {
  const rule = PROJECT_ACTION_RULES[action];
  if (rule.from.includes(status)) return { ok: true, to: rule.to };
  const message =
    action === 'sign'
      ? `only an approved project can be signed (this one is ${status})`
      : `a ${status} project cannot be ${action === 'submit' ? 'submitted' : `${action}ed`}; allowed from: ${rule.from.join(', ')}`;
  return { ok: false, message };
}

/** The project list counts its matches up to this many (then says "more than"), as the clue list does. */
export const PROJECT_COUNT_CAP = 10_000;

export const PROJECT_CURRENCIES = ['CNY', 'USD', 'EUR', 'HKD', 'JPY'] as const;
export type ProjectCurrency = (typeof PROJECT_CURRENCIES)[number];

/** A milestone of a project's schedule. */
export const MILESTONE_STATES = ['pending', 'in_progress', 'done', 'skipped'] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];
/** Finished milestones are never overdue. */
export const MILESTONE_CLOSED_STATES: readonly MilestoneState[] = ['done', 'skipped'];

/** A flow's milestone template: its name, an optional task type of the clue module, and how many days it takes. */
export type FlowStep = { name: string; taskTypeId: number | null; days: number };

/** What a project's document is: feasibility study, agreement, contract, licence, drawing, other. */
export const PROJECT_DOCUMENT_KINDS = ['feasibility', 'agreement', 'contract', 'license', 'drawing', 'other'] as const;
export type ProjectDocumentKind = (typeof PROJECT_DOCUMENT_KINDS)[number];

export const FLOW_STEPS_MAX = 30;
export const PROJECT_TEAM_MAX = 20;
export const PROJECT_UNITS_MAX = 20;
export const CATEGORY_DEPTH_MAX = 4;

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** A schedule from a flow: each step starts the day after the one before ends (the first on `start`), lasting its days. */
export function planFromFlow(steps: readonly FlowStep[], start: string) {
  let from = start;
  return steps.map((step, index) => {
    const plannedStart = from;
    const plannedEnd = addDays(from, Math.max(1, step.days) - 1);
    from = addDays(plannedEnd, 1);
    return { sort: index + 1, name: step.name, taskTypeId: step.taskTypeId, plannedStart, plannedEnd };
  });
}

/** A milestone is overdue on `today` (YYYY-MM-DD, China) when its planned end is past and it is not finished. */
export const milestoneOverdue = (m: { plannedEnd: string | null; state: MilestoneState }, today: string) =>
  !!m.plannedEnd && m.plannedEnd < today && !MILESTONE_CLOSED_STATES.includes(m.state);

/** The days of a Gantt chart: from the earliest to the latest date of the bars, and each bar's offset and length in days. */
export function ganttRange(bars: { start: string | null; end: string | null }[]): { start: string; days: number } | null {
  const dates = bars.flatMap((b) => [b.start, b.end]).filter((d): d is string => !!d);
  if (!dates.length) return null;
  const start = dates.reduce((a, b) => (a < b ? a : b));
  const end = dates.reduce((a, b) => (a > b ? a : b));
  return { start, days: Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1 };
}

/** A bar's place in the range, as a share (0–1) of its width; null when the bar has no dates. */
export function ganttBar(range: { start: string; days: number }, bar: { start: string | null; end: string | null }) {
  const from = bar.start ?? bar.end;
  const to = bar.end ?? bar.start;
  if (!from || !to) return null;
  const offset = Math.round((Date.parse(from) - Date.parse(range.start)) / DAY_MS);
  const length = Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1);
  return { left: offset / range.days, width: length / range.days };
}
