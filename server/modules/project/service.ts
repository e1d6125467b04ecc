import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { NO_INDUSTRY } from '@shared/clueStats';
import { PROJECT_COUNT_CAP, PROJECT_EDITABLE_STATUSES, projectActionsFrom } from '@shared/project';
import type { DbOrTx } from '../../db/client';
import { clues, companies, projectCategories, projectMembers, projects, projectUnits, scheduleFlows, units, users, workflowInstances } from '../../db/schema';
import type { Deps } from '../../deps';
import { inScope } from '../../lib/access';
import { audit } from '../../lib/audit';
import { withinDays } from '../../lib/dayRange';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { keyset } from '../../lib/keyset';
import { literalMatch } from '../../lib/like';
import { actorOf, assertDictValues, chinaDay, record as recordClue, type Actor } from '../clue/common';
import { registerDictUsage } from '../dict/usage';
import {
  activeStaff,
  categoryAndBelow,
  lockProject,
  milestoneDoneCondition,
  milestoneDueCondition,
  overdueMilestoneCondition,
  projectInScope,
  projectOut,
  projectSelect,
  projectTab,
  type Project,
} from './common';
import { makeSchedule, scheduleOf } from './schedule';
import type * as s from './schemas';
import { readAll } from '../../db/reads';

registerDictUsage('industry', 'projects', async (db, v) => (await db.select({ n: count() }).from(projects).where(eq(projects.industryCode, v)))[0].n);

// ---------- the list ----------

const sortColumns = {
  updatedAt: projects.updatedAt,
  createdAt: projects.createdAt,
  investmentAmount: projects.investmentAmount,
  signedAt: projects.signedAt,
} as const;

/** Part of the project's name or of its company's. */
export function keywordMatch(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return or(
    literalMatch(keyword, projects.name),
    inArray(projects.companyId, sql`(select ${companies.id} from ${companies} where ${literalMatch(keyword, companies.name)})`),
  );
}

/** GET query: one page of the projects the scope tab and the filters select, within the caller's data scope (or team). */
export async function queryProjects(deps: Deps, request: FastifyRequest, q: z.infer<typeof s.projectQuery>) {
  const db = deps.db;
  const actor = await actorOf(db, request);
  const categories = q.categoryId ? await categoryAndBelow(db, q.categoryId) : undefined;
  const where = and(
    await projectTab(db, actor, q.scope),
    keywordMatch(q.keyword),
    categories ? (categories.length ? inArray(projects.categoryId, categories) : sql`false`) : undefined,
    q.stage ? eq(projects.stage, q.stage) : undefined,
    q.status ? eq(projects.status, q.status) : undefined,
    q.ownerId ? eq(projects.ownerId, q.ownerId) : undefined,
    q.industryCode ? (q.industryCode === NO_INDUSTRY ? isNull(projects.industryCode) : eq(projects.industryCode, q.industryCode)) : undefined,
    q.currency ? eq(projects.currency, q.currency) : undefined,
    withinDays(projects.createdAt, q),
    withinDays(projects.signedAt, { from: q.signedFrom, to: q.signedTo }),
    q.hasOverdueMilestone === 'true' ? overdueMilestoneCondition(chinaDay(deps.now())) : undefined,
    q.milestoneDueFrom || q.milestoneDueTo ? milestoneDueCondition({ from: q.milestoneDueFrom, to: q.milestoneDueTo }) : undefined,
    q.milestoneDoneFrom || q.milestoneDoneTo ? milestoneDoneCondition({ from: q.milestoneDoneFrom, to: q.milestoneDoneTo }) : undefined,
  );
  const order = keyset({ column: sortColumns[q.sortField], id: projects.id, ascending: q.sortOrder === 'ascend' }).orderBy;
  const [rows, [{ total }]] = await Promise.all([
    projectSelect(db)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    // Counted up to the cap: counting 100,000 matches at every page costs more than the page.
    db.select({ total: count() }).from(
      db
        .select({ one: sql`1` })
        .from(projects)
        .where(where)
        .limit(PROJECT_COUNT_CAP + 1)
        .as('capped'),
    ),
  ]);
  return { list: rows.map(projectOut), total: Math.min(total, PROJECT_COUNT_CAP), more: total > PROJECT_COUNT_CAP, current: q.current, pageSize: q.pageSize };
}

// ---------- the detail ----------

export async function projectDetail(deps: Deps, request: FastifyRequest, id: number) {
  const actor = await actorOf(deps.db, request);
  return detailOf(deps.db, actor, id, deps.now());
}

export async function detailOf(db: DbOrTx, actor: Actor, id: number, now: Date) {
  const [row] = await projectSelect(db).where(eq(projects.id, id));
  if (!row || !(await projectInScope(db, actor, row.project))) throw notFound('Project');
  const p = row.project;
  const [team, occupied, [clue], [flow], [instance], milestones] = await readAll(db, [
    () =>
      db
        .select({ id: users.id, name: users.realName, username: users.username })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(eq(projectMembers.projectId, id))
        .orderBy(asc(users.id)),
    () =>
      db
        .select({ id: units.id, code: units.code, building: units.building, floor: units.floor, usableArea: units.usableArea })
        .from(projectUnits)
        .innerJoin(units, eq(units.id, projectUnits.unitId))
        .where(eq(projectUnits.projectId, id))
        .orderBy(asc(units.code)),
    () => (p.clueId ? db.select({ id: clues.id, name: clues.name, stage: clues.stage }).from(clues).where(eq(clues.id, p.clueId)) : Promise.resolve([])),
    () => (p.flowId ? db.select({ name: scheduleFlows.name }).from(scheduleFlows).where(eq(scheduleFlows.id, p.flowId)) : Promise.resolve([])),
    () =>
      p.instanceId
        ? db
            .select({ id: workflowInstances.id, status: workflowInstances.status, startedAt: workflowInstances.startedAt })
            .from(workflowInstances)
            .where(eq(workflowInstances.id, p.instanceId))
        : Promise.resolve([]),
    () => scheduleOf(db, id, now),
  ]);
  return {
    ...projectOut(row),
    remark: p.remark,
    team: team.map((u) => ({ id: u.id, name: u.name || u.username })),
    units: occupied,
    clue: clue ?? null,
    flowName: flow?.name ?? null,
    approval: instance ? { instanceId: instance.id, status: instance.status, comment: p.reviewComment, startedAt: instance.startedAt.toISOString() } : null,
    actions: projectActionsFrom(p.status),
    schedule: milestones,
  };
}

// ---------- create, convert and update ----------

type Fields = Omit<z.infer<typeof s.projectUpdate>, 'id'>;

/**
 * Checks what a project refers to, each with a 422 naming its field: the category, company, industry, owner, team,
 * units and flow must exist (accounts active); a new owner must be in the actor's data scope (a write may not move a
 * project out of it). Returns the owner's department.
 */
async function checkReferences(
  tx: DbOrTx,
  actor: Actor,
  f: Pick<Fields, 'categoryId' | 'companyId' | 'industryCode' | 'teamIds' | 'unitIds' | 'flowId'>,
  ownerId: number,
  ownerChanges = true,
) {
  const [[category], company, staff, found, flow] = await readAll(tx, [
    () => tx.select({ id: projectCategories.id }).from(projectCategories).where(eq(projectCategories.id, f.categoryId)),
    () => (f.companyId ? tx.select({ id: companies.id }).from(companies).where(eq(companies.id, f.companyId)) : Promise.resolve([{ id: 0 }])),
    () => activeStaff(tx, [ownerId, ...f.teamIds]),
    () => (f.unitIds.length ? tx.select({ id: units.id }).from(units).where(inArray(units.id, f.unitIds)) : Promise.resolve([])),
    () => (f.flowId ? tx.select({ id: scheduleFlows.id }).from(scheduleFlows).where(eq(scheduleFlows.id, f.flowId)) : Promise.resolve([{ id: 0 }])),
  ]);
  if (!category) throw unprocessable(`categoryId: no project category ${f.categoryId}`, 'categoryId');
  if (!company.length) throw unprocessable(`companyId: no company ${f.companyId}`, 'companyId');
  await assertDictValues(tx, [{ dict: 'industry', value: f.industryCode, field: 'industryCode' }]);
  const owner = staff.get(ownerId);
  if (!owner) throw unprocessable(`ownerId: no active staff account ${ownerId}`, 'ownerId');
  if (ownerChanges && !inScope(actor.scope, { ownerId: owner.id, departmentId: owner.departmentId }))
    throw forbidden(`ownerId: ${owner.name} is outside your data scope`, 'ownerId');
  const missingMember = f.teamIds.find((m) => !staff.has(m));
  if (missingMember) throw unprocessable(`teamIds: no active staff account ${missingMember}`, 'teamIds');
  const missingUnit = f.unitIds.find((u) => !found.some((x) => x.id === u));
  if (missingUnit) throw unprocessable(`unitIds: no unit ${missingUnit}`, 'unitIds');
  if (!flow.length) throw unprocessable(`flowId: no schedule flow ${f.flowId}`, 'flowId');
  return owner.departmentId;
}

async function setLinks(tx: DbOrTx, projectId: number, teamIds: number[], unitIds: number[]) {
  await tx.delete(projectMembers).where(eq(projectMembers.projectId, projectId));
  await tx.delete(projectUnits).where(eq(projectUnits.projectId, projectId));
  if (teamIds.length) await tx.insert(projectMembers).values(teamIds.map((userId) => ({ projectId, userId })));
  if (unitIds.length) await tx.insert(projectUnits).values(unitIds.map((unitId) => ({ projectId, unitId })));
}

function columnsOf(f: Fields) {
  return {
    name: f.name,
    categoryId: f.categoryId,
    companyId: f.companyId,
    industryCode: f.industryCode,
    investmentAmount: f.investmentAmount,
    currency: f.currency,
    landArea: f.landArea,
    floorArea: f.floorArea,
    stage: f.stage,
    flowId: f.flowId,
    remark: f.remark,
  };
}

/**
 * POST create: a new project owned by the given staff member (the creator by default), in their department; with
 * `clueId`, the signed clue in the caller's scope becomes the project (its name, industry, investment and area where
 * not given, its owner), once: the clue records the conversion in its history and links the project.
 */
export async function createProject(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.projectCreate>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    let clue: typeof clues.$inferSelect | undefined;
    if (input.clueId) {
      [clue] = await tx.select().from(clues).where(eq(clues.id, input.clueId)).for('update');
      if (!clue || (clue.poolState === 'owned' && !inScope(actor.scope, { departmentId: clue.departmentId, ownerId: clue.ownerId }))) throw notFound('Clue');
      if (clue.projectId !== null) throw conflict(`clueId: "${clue.name}" was already converted into project #${clue.projectId}`, 'clueId');
      if (clue.stage !== 'signed') throw unprocessable(`clueId: only a signed clue becomes a project ("${clue.name}" is ${clue.stage})`, 'clueId');
    }
    const fields: Fields = {
      ...input,
      name: input.name ?? clue!.name,
      stage: input.stage ?? (clue ? 'landing' : 'intent'),
      industryCode: input.industryCode ?? clue?.industryCode ?? null,
      investmentAmount: input.investmentAmount ?? clue?.investmentAmount ?? null,
      floorArea: input.floorArea ?? clue?.intendedArea ?? null,
    };
    const ownerId = input.ownerId ?? clue?.ownerId ?? actor.id;
    const departmentId = await checkReferences(tx, actor, fields, ownerId);
    const [row] = await tx
      .insert(projects)
      .values({ ...columnsOf(fields), ownerId, departmentId, clueId: clue?.id ?? null, createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning();
    await setLinks(tx, row.id, fields.teamIds, fields.unitIds);
    if (fields.flowId) await makeSchedule(tx, row.id, fields.flowId, fields.scheduleStart ?? chinaDay(now), ownerId, now);
    await audit(tx, request, {
      action: 'create',
      entity: 'project',
      entityId: row.id,
      summary: clue ? `${row.name} (converted from clue #${clue.id})` : row.name,
      after: { ...row, teamIds: fields.teamIds, unitIds: fields.unitIds },
    });
    if (clue) {
      await tx.update(clues).set({ projectId: row.id, updatedAt: now }).where(eq(clues.id, clue.id));
      await recordClue(tx, request, actor, now, clue, {
        action: 'convert',
        reason: `转为项目 #${row.id}「${row.name}」`,
        changes: { projectId: [null, row.id] },
        before: { projectId: null },
        after: { projectId: row.id },
      });
    }
    return detailOf(tx, actor, row.id, now);
  });
}

function assertEditable(p: Project) {
  if (!PROJECT_EDITABLE_STATUSES.includes(p.status))
    throw conflict(`id: "${p.name}" is ${p.status}: it can be changed only as a draft, returned, rejected or approved project`, 'id');
}

/** POST update: a project in the caller's scope (not under review, signed or terminated); a new flow remakes an untouched schedule. */
export async function updateProject(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.projectUpdate>) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    const before = await lockProject(tx, actor, input.id);
    assertEditable(before);
    const ownerId = input.ownerId ?? before.ownerId ?? actor.id;
    const ownerDepartment = await checkReferences(tx, actor, input, ownerId, ownerId !== before.ownerId);
    const departmentId = ownerId === before.ownerId ? before.departmentId : ownerDepartment;
    const [row] = await tx
      .update(projects)
      .set({ ...columnsOf(input), ownerId, departmentId, updatedAt: now })
      .where(eq(projects.id, before.id))
      .returning();
    await setLinks(tx, row.id, input.teamIds, input.unitIds);
    if (input.flowId !== before.flowId) {
      if (input.flowId) await makeSchedule(tx, row.id, input.flowId, input.scheduleStart ?? chinaDay(now), ownerId, now);
      else await makeSchedule(tx, row.id, null, chinaDay(now), ownerId, now);
    }
    const changes = Object.fromEntries(
      Object.entries(columnsOf(input))
        .filter(([k, v]) => before[k as keyof Project] !== v)
        .map(([k, v]) => [k, [before[k as keyof Project], v]]),
    );
    await audit(tx, request, { action: 'update', entity: 'project', entityId: row.id, summary: row.name, before, after: { ...row, changes } });
    return detailOf(tx, actor, row.id, now);
  });
}

/** POST delete: a project in the caller's scope that is not under review or signed; its clue is free to convert again. */
export async function deleteProject(deps: Deps, request: FastifyRequest, id: number) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    const p = await lockProject(tx, actor, id);
    if (p.status === 'reviewing' || p.status === 'signed')
      throw conflict(`id: "${p.name}" is ${p.status === 'signed' ? 'signed' : 'under review'} and cannot be deleted`, 'id');
    await tx.delete(projects).where(eq(projects.id, p.id));
    if (p.clueId) await tx.update(clues).set({ projectId: null, updatedAt: now }).where(eq(clues.id, p.clueId));
    await audit(tx, request, { action: 'delete', entity: 'project', entityId: p.id, summary: p.name, before: p });
  });
  return { id };
}
