import { and, asc, count, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { companies, dictItems, dictTypes, tenancies, units } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { keyset } from '../../lib/keyset';
import { dictLabeller } from '../dict/service';
import { registerDictUsage } from '../dict/usage';
import type * as s from './schemas';
import { contains } from '../../lib/like';

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

const toItem = ({ createdAt: _c, updatedAt: _u, ...u }: UnitRow, tenant: { companyId: number; companyName: string; moveInOn: string } | undefined) => ({
  ...u,
  tenant: tenant ?? null,
});

export function unitFilter(q: s.UnitFilter): SQL | undefined {
  return and(
    contains(q.keyword, units.code, units.building),
    q.building ? eq(units.building, q.building) : undefined,
    q.usage ? eq(units.usage, q.usage) : undefined,
    q.rentalStatus ? eq(units.rentalStatus, q.rentalStatus) : undefined,
    q.areaMin !== undefined ? gte(units.usableArea, q.areaMin) : undefined,
    q.areaMax !== undefined ? lte(units.usableArea, q.areaMax) : undefined,
    q.priceMin !== undefined ? gte(units.refPrice, q.priceMin) : undefined,
    q.priceMax !== undefined ? lte(units.refPrice, q.priceMax) : undefined,
  );
}

/**
 * A building filter must name a building of the park (one that has units): a typo would otherwise
 * read as "no vacancies there". One indexed lookup (units_building_floor_idx).
 */
export async function assertKnownBuilding(db: DbOrTx, building: string | undefined) {
  if (!building) return;
  const [known] = await db.select({ id: units.id }).from(units).where(eq(units.building, building)).limit(1);
  if (!known) throw badRequest(`building: the park has no building "${building}"`, 'building');
}

/** The list order: the sorted column with empty values last either way, then id ascending. The export pages through it. */
function unitKeyset(q: Pick<s.UnitFilter, 'sortField' | 'sortOrder'>) {
  const column = {
    code: units.code,
    floor: units.floor,
    grossArea: units.grossArea,
    usableArea: units.usableArea,
    refPrice: units.refPrice,
    availableFrom: units.availableFrom,
  }[q.sortField];
  return keyset({ column, id: units.id, ascending: q.sortOrder === 'ascend', idAscending: true });
}

export async function queryUnits(deps: Deps, q: z.infer<typeof s.unitQuery>) {
  const where = unitFilter(q);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(units)
      .where(where)
      .orderBy(...unitKeyset(q).orderBy)
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(units).where(where),
  ]);
  // Only an empty answer can hide an unknown building, so only then is it looked up.
  if (total === 0) await assertKnownBuilding(deps.db, q.building);
  const tenants = await tenantsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toItem(r, tenants.get(r.id))), total, current: q.current, pageSize: q.pageSize };
}

/** The filtered units in the list's order a page at a time (keyset paging for the export), with tenants. */
export function unitPages(db: DbOrTx, q: s.UnitFilter, pageSize?: number) {
  const order = unitKeyset(q);
  return order.pages(async (after, limit) => {
    const rows = await db
      .select({ row: units, sortKey: order.sortKey })
      .from(units)
      .where(and(unitFilter(q), after))
      .orderBy(...order.orderBy)
      .limit(limit);
    const tenants = await tenantsOf(
      db,
      rows.map((r) => r.row.id),
    );
    return rows.map(({ row, sortKey }) => ({ ...toItem(row, tenants.get(row.id)), sortKey }));
  }, pageSize);
}

/** The park's buildings (those with units), with how many units each has and how many are available. */
export async function listBuildings(db: DbOrTx) {
  return db
    .select({
      building: units.building,
      unitCount: count(),
      availableCount: sql<number>`(count(*) filter (where ${units.rentalStatus} = 'available'))::int`,
    })
    .from(units)
    .groupBy(units.building)
    .orderBy(asc(units.building))
    .limit(500);
}

const UNIT_DICTS = ['unit_usage', 'rental_status', 'fitout_status'] as const;
const dictOfField = { usage: 'unit_usage', rentalStatus: 'rental_status', fitoutStatus: 'fitout_status' } as const;

/** value → label of each unit dictionary, for the export's readable columns (three small lists). */
export const unitDictLabels = (db: DbOrTx) => dictLabeller(db, UNIT_DICTS);

/**
 * Usage, rental and fit-out status must be active items of their dictionaries (one query for the
 * three). On update a value the unit already has stays allowed even if its item has been disabled.
 */
async function assertDictValues(
  tx: DbOrTx,
  input: Pick<UnitRow, 'usage' | 'rentalStatus' | 'fitoutStatus'>,
  before?: Pick<UnitRow, 'usage' | 'rentalStatus' | 'fitoutStatus'>,
) {
  const fields = Object.keys(dictOfField) as (keyof typeof dictOfField)[];
  const rows = await tx
    .select({ dict: dictTypes.name, value: dictItems.value })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(and(eq(dictItems.status, 'active'), or(...fields.map((f) => and(eq(dictTypes.name, dictOfField[f]), eq(dictItems.value, input[f]))))));
  for (const f of fields) {
    if (before && before[f] === input[f]) continue;
    if (!rows.some((r) => r.dict === dictOfField[f] && r.value === input[f])) {
      throw badRequest(`${f}: "${input[f]}" is not an active item of the dictionary ${dictOfField[f]}`, f);
    }
  }
}

export async function unitDetail(db: DbOrTx, id: number) {
  const [row] = await db.select().from(units).where(eq(units.id, id));
  if (!row) throw notFound('Unit');
  return toItem(row, (await tenantsOf(db, [id])).get(id));
}

async function assertCodeFree(tx: DbOrTx, code: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.code, code), exceptId ? ne(units.id, exceptId) : undefined));
  if (clash) throw conflict(`code: "${code}" is already used by another unit`, 'code');
}

export async function createUnit(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.unitInput>) {
  const id = await deps.db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code);
    await assertDictValues(tx, input);
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
    await assertDictValues(tx, input, before);
    const { id, ...fields } = input;
    await tx
      .update(units)
      .set({ ...fields, updatedAt: deps.now() })
      .where(eq(units.id, id));
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
