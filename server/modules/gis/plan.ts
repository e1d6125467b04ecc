import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { gisBuildingPositions, gisPois, gisSitePlans, gisUnitPositions, units, uploads, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import type * as s from './schemas';

/** The smallest plan image that makes a usable map, in pixels per side. */
export const MIN_PLAN_SIDE = 200;

const planColumns = {
  id: gisSitePlans.id,
  name: gisSitePlans.name,
  uploadId: gisSitePlans.uploadId,
  storedName: uploads.storedName,
  width: gisSitePlans.width,
  height: gisSitePlans.height,
  isCurrent: gisSitePlans.isCurrent,
  createdBy: users.realName,
  createdAt: gisSitePlans.createdAt,
};
const planSelect = (db: DbOrTx) =>
  db.select(planColumns).from(gisSitePlans).innerJoin(uploads, eq(uploads.id, gisSitePlans.uploadId)).leftJoin(users, eq(users.id, gisSitePlans.createdBy));

type PlanRow = Awaited<ReturnType<typeof planSelect>>[number];

const planOut = ({ storedName, createdAt, ...p }: PlanRow): z.infer<typeof s.sitePlan> => ({
  ...p,
  url: `/uploads/${storedName}`,
  createdAt: createdAt.toISOString(),
});

export async function currentPlan(db: DbOrTx) {
  const [row] = await planSelect(db).where(eq(gisSitePlans.isCurrent, true));
  return row ? planOut(row) : null;
}

/** The current plan and the 20 it most recently replaced. */
export async function planState(db: DbOrTx): Promise<z.infer<typeof s.planState>> {
  const rows = await planSelect(db).orderBy(desc(gisSitePlans.isCurrent), desc(gisSitePlans.createdAt), desc(gisSitePlans.id)).limit(21);
  const [first, ...rest] = rows.map(planOut);
  return first?.isCurrent ? { current: first, history: rest } : { current: null, history: rows.map(planOut).slice(0, 20) };
}

/** Moves every position by the proportion between two plan sizes (the same drawing at another resolution). */
async function rescalePositions(tx: DbOrTx, from: { width: number; height: number }, to: { width: number; height: number }, now: Date) {
  if (from.width === to.width && from.height === to.height) return;
  const fx = to.width / from.width;
  const fy = to.height / from.height;
  await tx.update(gisBuildingPositions).set({ x: sql`${gisBuildingPositions.x} * ${fx}`, y: sql`${gisBuildingPositions.y} * ${fy}`, updatedAt: now });
  await tx.update(gisUnitPositions).set({ x: sql`${gisUnitPositions.x} * ${fx}`, y: sql`${gisUnitPositions.y} * ${fy}`, updatedAt: now });
  await tx
    .update(gisPois)
    .set({ x: sql`${gisPois.x} * ${fx}`, y: sql`${gisPois.y} * ${fy}`, updatedAt: now })
    .where(isNotNull(gisPois.x));
}

/** The current plan, locked for the write that reads it (one writer replaces it at a time). */
async function lockCurrent(tx: DbOrTx) {
  const [row] = await tx.select().from(gisSitePlans).where(eq(gisSitePlans.isCurrent, true)).for('update');
  return row;
}

/**
 * A new site plan from an uploaded image: the upload module has checked its content and size and measured it; here
 * it must be an image of at least MIN_PLAN_SIDE pixels a side. It becomes the current plan; the one before is kept.
 */
export async function savePlan(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.planSave>) {
  const id = await deps.db.transaction(async (tx) => {
    const [upload] = await tx.select().from(uploads).where(eq(uploads.id, input.uploadId));
    if (!upload) throw unprocessable(`uploadId: no upload ${input.uploadId}`, 'uploadId');
    if (upload.kind !== 'image' || !upload.mime.startsWith('image/') || !upload.width || !upload.height) {
      throw unprocessable('uploadId: the site plan must be an image uploaded through the image uploader (JPEG, PNG, WebP or GIF)', 'uploadId');
    }
    if (upload.width < MIN_PLAN_SIDE || upload.height < MIN_PLAN_SIDE) {
      throw unprocessable(`uploadId: the image is ${upload.width}×${upload.height} pixels; a site plan needs at least ${MIN_PLAN_SIDE} a side`, 'uploadId');
    }
    const now = deps.now();
    const before = await lockCurrent(tx);
    if (before) {
      await tx.update(gisSitePlans).set({ isCurrent: false }).where(eq(gisSitePlans.id, before.id));
      if (input.rescale) await rescalePositions(tx, before, upload as { width: number; height: number }, now);
    }
    const [row] = await tx
      .insert(gisSitePlans)
      .values({
        name: input.name,
        uploadId: upload.id,
        width: upload.width,
        height: upload.height,
        isCurrent: true,
        createdBy: request.user?.id ?? null,
        createdAt: now,
      })
      .returning();
    await audit(tx, request, {
      action: 'create',
      entity: 'site_plan',
      entityId: row.id,
      summary: `${input.name} (${upload.width}×${upload.height}${before && input.rescale ? ', positions rescaled' : ''})`,
      before: before ?? null,
      after: row,
    });
    return row.id;
  });
  const [saved] = await planSelect(deps.db).where(eq(gisSitePlans.id, id));
  return planOut(saved);
}

/** An older plan made current again (positions rescaled to it unless told not to). */
export async function restorePlan(deps: Deps, request: FastifyRequest, input: { id: number; rescale: boolean }) {
  await deps.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(gisSitePlans).where(eq(gisSitePlans.id, input.id));
    if (!plan) throw notFound('Site plan');
    const before = await lockCurrent(tx);
    if (before?.id === plan.id) throw conflict(`id: plan ${plan.id} is already the current plan`, 'id');
    if (before) {
      await tx.update(gisSitePlans).set({ isCurrent: false }).where(eq(gisSitePlans.id, before.id));
      if (input.rescale) await rescalePositions(tx, before, plan, deps.now());
    }
    await tx.update(gisSitePlans).set({ isCurrent: true }).where(eq(gisSitePlans.id, plan.id));
    await audit(tx, request, { action: 'update', entity: 'site_plan', entityId: plan.id, summary: `${plan.name} made current again`, before, after: plan });
  });
  return currentPlan(deps.db);
}

/** A position must lie on the current plan's image (and there must be one). */
export async function assertOnPlan(tx: DbOrTx, p: { x: number | null; y: number | null }) {
  if (p.x === null || p.y === null) return;
  const [plan] = await tx.select({ width: gisSitePlans.width, height: gisSitePlans.height }).from(gisSitePlans).where(eq(gisSitePlans.isCurrent, true));
  if (!plan) throw unprocessable('x: there is no site plan yet: upload one first', 'x');
  if (p.x > plan.width) throw unprocessable(`x: must be within the plan (0–${plan.width})`, 'x');
  if (p.y > plan.height) throw unprocessable(`y: must be within the plan (0–${plan.height})`, 'y');
}

/** Where a building, a unit or a point of interest sits; x and y null take it off the plan. */
export async function savePosition(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.positionSave>): Promise<z.infer<typeof s.positionAnswer>> {
  const { x, y } = input;
  return deps.db.transaction(async (tx) => {
    await assertOnPlan(tx, input);
    const now = deps.now();
    let key: string;
    let before: unknown;
    if (input.kind === 'building') {
      const building = input.building!;
      const [known] = await tx.select({ id: units.id }).from(units).where(eq(units.building, building)).limit(1);
      if (!known) throw notFound('Building');
      key = `building:${building}`;
      [before] = await tx.select().from(gisBuildingPositions).where(eq(gisBuildingPositions.building, building)).for('update');
      if (x === null || y === null) await tx.delete(gisBuildingPositions).where(eq(gisBuildingPositions.building, building));
      else
        await tx
          .insert(gisBuildingPositions)
          .values({ building, x, y, updatedAt: now })
          .onConflictDoUpdate({ target: gisBuildingPositions.building, set: { x, y, updatedAt: now } });
    } else if (input.kind === 'unit') {
      const unitId = input.id!;
      const [unit] = await tx.select({ id: units.id }).from(units).where(eq(units.id, unitId)).for('update');
      if (!unit) throw notFound('Unit');
      key = `unit:${unitId}`;
      [before] = await tx.select().from(gisUnitPositions).where(eq(gisUnitPositions.unitId, unitId));
      if (x === null || y === null) await tx.delete(gisUnitPositions).where(eq(gisUnitPositions.unitId, unitId));
      else
        await tx
          .insert(gisUnitPositions)
          .values({ unitId, x, y, updatedAt: now })
          .onConflictDoUpdate({ target: gisUnitPositions.unitId, set: { x, y, updatedAt: now } });
    } else {
      const poiId = input.id!;
      const [poi] = await tx.select({ x: gisPois.x, y: gisPois.y }).from(gisPois).where(eq(gisPois.id, poiId)).for('update');
      if (!poi) throw notFound('Point of interest');
      key = `poi:${poiId}`;
      before = poi.x === null ? undefined : poi;
      await tx.update(gisPois).set({ x, y, updatedAt: now }).where(eq(gisPois.id, poiId));
    }
    await audit(tx, request, {
      action: x === null ? 'delete' : 'update',
      entity: 'gis_position',
      entityId: key,
      summary: x === null ? `${key} taken off the plan` : `${key} at (${Math.round(x)}, ${Math.round(y!)})`,
      before: before ?? null,
      after: x === null ? null : { x, y },
    });
    return { kind: input.kind, key, x, y };
  });
}
