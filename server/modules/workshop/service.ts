import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { companies, tenancies, units } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { audit } from '../../plugins/audit';
import { registerDictUsage } from '../dict/usage';
import type * as s from './schemas';

registerDictUsage('unit_usage', 'units', async (db, v) => (await db.select({ n: count() }).from(units).where(eq(units.usage, v)))[0].n);
registerDictUsage('rental_status', 'units', async (db, v) => (await db.select({ n: count() }).from(units).where(eq(units.rentalStatus, v)))[0].n);
registerDictUsage('fitout_status', 'units', async (db, v) => (await db.select({ n: count() }).from(units).where(eq(units.fitoutStatus, v)))[0].n);

type UnitRow = typeof units.$inferSelect;

/** Current tenants of the given units (one query). */
async function tenantsOf(db: DbOrTx, unitIds: number[]) {
  if (!unitIds.length) return new Map<number, { companyId: number; companyName: string; moveInOn: string }>();
  const rows = await db
    .select({ unitId: tenancies.unitId, companyId: companies.id, companyName: companies.name, moveInOn: tenancies.moveInOn })
    .from(tenancies)
    .innerJoin(companies, eq(companies.id, tenancies.companyId))
    .where(and(inArray(tenancies.unitId, unitIds), isNull(tenancies.moveOutOn)));
  return new Map(rows.map(({ unitId, ...t }) => [unitId, t]));
}

const toItem = ({ createdAt: _c, updatedAt: _u, ...u }: UnitRow, tenant: { companyId: number; companyName: string; moveInOn: string } | undefined) => ({ ...u, tenant: tenant ?? null });

export function unitFilter(q: Partial<z.infer<typeof s.unitQuery>>): SQL | undefined {
  return and(
    q.keyword ? or(ilike(units.code, `%${q.keyword}%`), ilike(units.building, `%${q.keyword}%`)) : undefined,
    q.building ? eq(units.building, q.building) : undefined,
    q.usage ? eq(units.usage, q.usage) : undefined,
    q.rentalStatus ? eq(units.rentalStatus, q.rentalStatus) : undefined,
    q.areaMin !== undefined ? gte(units.usableArea, q.areaMin) : undefined,
    q.areaMax !== undefined ? lte(units.usableArea, q.areaMax) : undefined,
    q.priceMin !== undefined ? gte(units.refPrice, q.priceMin) : undefined,
    q.priceMax !== undefined ? lte(units.refPrice, q.priceMax) : undefined,
  );
}

export async function queryUnits(deps: Deps, q: z.infer<typeof s.unitQuery>) {
  const where = unitFilter(q);
  const column = { code: units.code, usableArea: units.usableArea, refPrice: units.refPrice, availableFrom: units.availableFrom }[q.sortField];
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(units)
      .where(where)
      .orderBy(q.sortOrder === 'ascend' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, asc(units.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(units).where(where),
  ]);
  const tenants = await tenantsOf(deps.db, rows.map((r) => r.id));
  return { list: rows.map((r) => toItem(r, tenants.get(r.id))), total, current: q.current, pageSize: q.pageSize };
}

export async function unitDetail(db: DbOrTx, id: number) {
  const [row] = await db.select().from(units).where(eq(units.id, id));
  if (!row) throw notFound('Unit');
  return toItem(row, (await tenantsOf(db, [id])).get(id));
}

async function assertCodeFree(tx: DbOrTx, code: string, exceptId?: number) {
  const [clash] = await tx.select({ id: units.id }).from(units).where(and(eq(units.code, code), exceptId ? ne(units.id, exceptId) : undefined));
  if (clash) throw conflict(`code: "${code}" is already used by another unit`, 'code');
}

export async function createUnit(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.unitInput>) {
  const id = await deps.db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code);
    const [row] = await tx.insert(units).values(input).returning({ id: units.id });
    await audit(tx, request, { action: 'create', entity: 'unit', entityId: row.id, summary: input.code, after: input });
    return row.id;
  });
  return unitDetail(deps.db, id);
}

export async function updateUnit(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.unitUpdate>) {
  await deps.db.transaction(async (tx) => {
    const before = await unitDetail(tx, input.id);
    await assertCodeFree(tx, input.code, input.id);
    const { id, ...fields } = input;
    await tx.update(units).set({ ...fields, updatedAt: deps.now() }).where(eq(units.id, id));
    await audit(tx, request, { action: 'update', entity: 'unit', entityId: id, summary: input.code, before, after: fields });
  });
  return unitDetail(deps.db, input.id);
}

export async function deleteUnit(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await unitDetail(tx, id);
    const [{ n }] = await tx.select({ n: count() }).from(tenancies).where(eq(tenancies.unitId, id));
    if (n > 0) throw conflict(`Unit ${before.code} has a tenancy record${before.tenant ? ` (${before.tenant.companyName})` : ''}; it cannot be deleted`, 'id');
    await tx.delete(units).where(eq(units.id, id));
    await audit(tx, request, { action: 'delete', entity: 'unit', entityId: id, summary: before.code, before });
  });
}

