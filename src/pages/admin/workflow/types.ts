import { workflowConditionFields, type WorkflowBusinessType } from '@shared/workflow';
import { parseCondition } from '@shared/workflowCondition';
import type { queryWorkflows, workflowSteps } from '@/services/portal/workflow';
import type { Translate } from '@/utils/i18n';
import type { DataOf } from '@/utils/request/dataOf';

/** A workflow as the list, the step calls and a save answer it. */
export type WorkflowItem = DataOf<typeof queryWorkflows>['list'][number];
/** What every step call answers: the workflow (its draft flag, its step count) with its steps in order. */
export type WorkflowWithSteps = DataOf<typeof workflowSteps>;
export type StepItem = WorkflowWithSteps['steps'][number];
export type StepField = StepItem['fields'][number];

/** The columns the server sorts the list by. */
export const SORT_FIELDS = ['name', 'updatedAt', 'publishedVersion'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** A colour per business type, so a long list reads at a glance. */
export const BUSINESS_TYPE_COLORS: Record<WorkflowBusinessType, string> = {
  policy_application: 'blue',
  article_audit: 'purple',
  project_approval: 'gold',
  company_change: 'cyan',
};

/** Actors who are a group of people; only they can be asked to decide "all of them" (the server's rule). */
export const GROUP_ACTORS: readonly StepItem['actorType'][] = ['users', 'role'];

/** The server's limits (server/modules/workflow/schemas.ts), mirrored so most mistakes never leave the form. */
export const MAX_NAME = 64;
export const MAX_DESCRIPTION = 500;
export const MAX_ACTOR_USERS = 50;
export const MAX_TIME_LIMIT_HOURS = 24 * 90;
export const MAX_STEP_FIELDS = 10;
export const STEP_FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
export const MAX_FIELD_LABEL = 32;

export type ConditionProblem = { kind: 'syntax'; error: string } | { kind: 'unknownFields'; fields: string[]; known: string[] };

/**
 * What is wrong with a step's condition for this business type, as the server would refuse it: the parser's
 * message (with its position), or the fields the business type does not expose. Undefined when it holds up
 * (an empty condition means "always").
 */
export function conditionProblem(text: string | undefined, businessType: WorkflowBusinessType): ConditionProblem | undefined {
  if (!text?.trim()) return undefined;
  const parsed = parseCondition(text.trim());
  if (!parsed.ok) return { kind: 'syntax', error: parsed.error };
  const known = Object.keys(workflowConditionFields[businessType]);
  const unknown = parsed.fields.filter((f) => !known.includes(f));
  return unknown.length ? { kind: 'unknownFields', fields: unknown, known } : undefined;
}

/** The step ids after moving the step at `from` to `to`: what stepsort takes, the full new order. */
export function movedIds(steps: readonly { id: number }[], from: number, to: number): number[] {
  const ids = steps.map((s) => s.id);
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return ids;
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved);
  return ids;
}

/** Who acts at a step, in words: the named people, the role, or the kind of leader the engine resolves. */
export function actorText(step: Pick<StepItem, 'actorType' | 'actorUsers' | 'actorRole'>, t: Translate): string {
  if (step.actorType === 'users') return step.actorUsers.map((u) => u.name).join(t('workflow.separator'));
  if (step.actorType === 'role') return t('workflow.actor.role', { role: step.actorRole?.name ?? '-' });
  return t(`workflow.actorType.${step.actorType}`);
}

/** A published version as the list shows it ("v2"); 0 means never published. */
export const versionText = (version: number, t: Translate) => (version > 0 ? `v${version}` : t('workflow.unpublished'));
