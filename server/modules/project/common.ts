import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { companies, departments, projectCategories, projectMembers, projectMilestones, projects, users } from '../../db/schema';
import { inScope, scopeCondition } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { likeLiteral } from '../../lib/like';
import type { Actor } from '../clue/common';
import { scopeTabOf } from '../clue/service';

/**
 * The projects' data scope, the clues' rules (server/modules/clue/common.ts: the actor, their scope from lib/access)
 * over the project's owner and department; a member of its team sees it and works on it too.
 */

export type Project = typeof projects.$inferSelect;

const isMember = (actor: Actor) =>
  exists(sql`(select 1 from ${projectMembers} where ${and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, actor.id))})`);

/** The list's condition: within the actor's data scope, or on the project's team; undefined when they see everything. */
export function projectScope(db: DbOrTx, actor: Actor): SQL | undefined {
  const inDataScope = scopeCondition(db, actor.scope, { department: projects.departmentId, owner: projects.ownerId });
  return inDataScope ? or(inDataScope, isMember(actor)) : undefined;
}

/** The list's scope tabs over projects: mine, my department's (and below), all within the data scope or team. */
export async function projectTab(db: DbOrTx, actor: Actor, tab: 'mine' | 'department' | 'all'): Promise<SQL | undefined> {
  return tab === 'all' ? projectScope(db, actor) : scopeTabOf(db, actor, tab, { department: projects.departmentId, owner: projects.ownerId });
}

const OPEN_MILESTONE = sql`${projectMilestones.state} in ('pending', 'in_progress')`;
// The projects among those with such a milestone: drawn from the milestones (a range of their indexes), not probed per project.
const hasMilestone = (condition: SQL | undefined) =>
  inArray(projects.id, sql`(select ${projectMilestones.projectId} from ${projectMilestones} where ${condition})`);

/**
 * Projects with an open milestone past its planned end on `today` (China's day, YYYY-MM-DD), as the schedule shows it
 * overdue; a terminated project's schedule is closed (the overdue sweep leaves it too). Read from openMilestoneEnd, the
 * earliest open planned end a trigger keeps.
 */
export const overdueMilestoneCondition = (today: string) => and(sql`${projects.status} <> 'terminated'`, sql`${projects.openMilestoneEnd} < ${today}`);

/** Projects (not terminated) with an open milestone planned to end within the days. */
export const milestoneDueCondition = (days: { from?: string; to?: string }) =>
  and(
    sql`${projects.status} <> 'terminated'`,
    hasMilestone(
      and(
        OPEN_MILESTONE,
        days.from ? sql`${projectMilestones.plannedEnd} >= ${days.from}` : sql`${projectMilestones.plannedEnd} is not null`,
        days.to ? sql`${projectMilestones.plannedEnd} <= ${days.to}` : undefined,
      ),
    ),
  );

/** Projects with a milestone done within the days (its actual end). */
export const milestoneDoneCondition = (days: { from?: string; to?: string }) =>
  hasMilestone(
    and(
      eq(projectMilestones.state, 'done'),
      days.from ? sql`${projectMilestones.actualEnd} >= ${days.from}` : sql`${projectMilestones.actualEnd} is not null`,
      days.to ? sql`${projectMilestones.actualEnd} <= ${days.to}` : undefined,
    ),
  );

/** Whether one project is the actor's to see and change. */
export async function projectInScope(db: DbOrTx, actor: Actor, p: Pick<Project, 'id' | 'departmentId' | 'ownerId'>) {
  if (inScope(actor.scope, { departmentId: p.departmentId, ownerId: p.ownerId })) return true;
  const [m] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, p.id), eq(projectMembers.userId, actor.id)));
  return !!m;
}

/** The project locked for a write; outside the actor's scope it is "not found", as any unknown id. */
export async function lockProject(tx: DbOrTx, actor: Actor, id: number): Promise<Project> {
  const [p] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  if (!p || !(await projectInScope(tx, actor, p))) throw notFound('Project');
  return p;
}

export const projectOwner = alias(users, 'project_owner');

/** A project with its category's, company's, owner's and department's names. */
export const projectSelect = (db: DbOrTx) =>
  db
    .select({
      project: projects,
      categoryName: projectCategories.name,
      companyName: companies.name,
      ownerName: projectOwner.realName,
      departmentName: departments.name,
    })
    .from(projects)
    .leftJoin(projectCategories, eq(projectCategories.id, projects.categoryId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(projectOwner, eq(projectOwner.id, projects.ownerId))
    .leftJoin(departments, eq(departments.id, projects.departmentId));

export type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectSelect>['where']>>[number];

export function projectOut(row: ProjectRow) {
  const p = row.project;
  return {
    id: p.id,
    name: p.name,
    categoryId: p.categoryId,
    categoryName: row.categoryName,
    companyId: p.companyId,
    companyName: row.companyName,
    industryCode: p.industryCode,
    investmentAmount: p.investmentAmount,
    currency: p.currency,
    landArea: p.landArea,
    floorArea: p.floorArea,
    stage: p.stage,
    status: p.status,
    ownerId: p.ownerId,
    ownerName: row.ownerName,
    departmentId: p.departmentId,
    departmentName: row.departmentName,
    clueId: p.clueId,
    flowId: p.flowId,
    signedAt: p.signedAt ? p.signedAt.toISOString() : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A category and every category below it (by the ancestors' path), as ids; empty when it does not exist. */
export async function categoryAndBelow(db: DbOrTx, categoryId: number): Promise<number[]> {
  const [c] = await db.select({ ancestors: projectCategories.ancestors }).from(projectCategories).where(eq(projectCategories.id, categoryId));
  if (!c) return [];
  const prefix = `${c.ancestors},${categoryId}`;
  const below = await db
    .select({ id: projectCategories.id })
    .from(projectCategories)
    .where(or(eq(projectCategories.ancestors, prefix), sql`${projectCategories.ancestors} like ${`${likeLiteral(prefix)},%`}`));
  return [categoryId, ...below.map((b) => b.id)];
}

/** Active staff accounts with their departments, by id (those missing or disabled are left out). */
export async function activeStaff(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; name: string; departmentId: number | null }>();
  const rows = await db
    .select({ id: users.id, name: users.realName, username: users.username, departmentId: users.departmentId })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active')));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name || r.username, departmentId: r.departmentId }]));
}
