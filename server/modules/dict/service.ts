import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { dictItems, dictTypes } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { audit } from '../../lib/audit';
import type { dictCreate, dictDelete, dictUpdate, listNameQuery, listQuery, rootQuery } from './schemas';
import { dictValueInUse } from './usage';
import { contains } from '../../lib/like';

type ItemRow = typeof dictItems.$inferSelect;
const toItem = (r: ItemRow) => ({
  id: r.id,
  typeId: r.typeId,
  label: r.label,
  value: r.value,
  parentValue: r.parentValue,
  order: r.order,
  color: r.color,
  isDefault: r.isDefault,
  status: r.status,
  remark: r.remark,
});

export async function queryTypes(deps: Deps, q: z.infer<typeof rootQuery>) {
  const where = contains(q.keyword, dictTypes.name, dictTypes.title);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(dictTypes)
      .where(where)
      .orderBy(asc(dictTypes.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(dictTypes).where(where),
  ]);
  const counts = rows.length
    ? await deps.db
        .select({ typeId: dictItems.typeId, n: count() })
        .from(dictItems)
        .where(
          inArray(
            dictItems.typeId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(dictItems.typeId)
    : [];
  const byType = new Map(counts.map((c) => [c.typeId, c.n]));
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      title: r.title,
      remark: r.remark,
      status: r.status,
      builtIn: r.builtIn,
      itemCount: byType.get(r.id) ?? 0,
    })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

async function typeById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(dictTypes).where(eq(dictTypes.id, id));
  if (!row) throw notFound('Dictionary type');
  return row;
}

export async function queryItems(deps: Deps, q: z.infer<typeof listQuery>) {
  await typeById(deps.db, q.typeId);
  const where = and(
    eq(dictItems.typeId, q.typeId),
    contains(q.keyword, dictItems.label, dictItems.value),
    q.parentValue ? eq(dictItems.parentValue, q.parentValue) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(dictItems)
      .where(where)
      .orderBy(asc(dictItems.order), asc(dictItems.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(dictItems).where(where),
  ]);
  return { list: rows.map(toItem), total, current: q.current, pageSize: q.pageSize };
}

/** The active items of a type by its name: what DictSelect and DictTag read. */
export async function itemsByName(deps: Deps, q: z.infer<typeof listNameQuery>) {
  const [type] = await deps.db.select().from(dictTypes).where(eq(dictTypes.name, q.name));
  if (!type) throw notFound(`Dictionary "${q.name}"`);
  const parent = q.parentValue === undefined ? undefined : q.parentValue === '' ? isNull(dictItems.parentValue) : eq(dictItems.parentValue, q.parentValue);
  const rows = await deps.db
    .select()
    .from(dictItems)
    .where(and(eq(dictItems.typeId, type.id), eq(dictItems.status, 'active'), parent))
    .orderBy(asc(dictItems.order), asc(dictItems.id))
    .limit(5000);
  return rows.map(toItem);
}

async function assertValueFree(tx: DbOrTx, typeId: number, value: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: dictItems.id })
    .from(dictItems)
    .where(and(eq(dictItems.typeId, typeId), eq(dictItems.value, value), exceptId ? ne(dictItems.id, exceptId) : undefined));
  if (clash) throw conflict(`value: "${value}" already exists in this dictionary`, 'value');
}

/** Only one default item per type: setting one clears the others. */
async function keepOneDefault(tx: DbOrTx, typeId: number, itemId: number) {
  await tx
    .update(dictItems)
    .set({ isDefault: false })
    .where(and(eq(dictItems.typeId, typeId), ne(dictItems.id, itemId)));
}

export async function createDict(deps: Deps, request: FastifyRequest, input: z.infer<typeof dictCreate>) {
  return deps.db.transaction(async (tx) => {
    if (input.kind === 'type') {
      const [clash] = await tx.select({ id: dictTypes.id }).from(dictTypes).where(eq(dictTypes.name, input.name));
      if (clash) throw conflict(`name: "${input.name}" already exists`, 'name');
      const { kind: _k, ...fields } = input;
      const [row] = await tx
        .insert(dictTypes)
        .values({ ...fields, remark: fields.remark ?? null })
        .returning();
      await audit(tx, request, { action: 'create', entity: 'dict_type', entityId: row.id, summary: row.name, after: row });
      return { kind: 'type' as const, id: row.id };
    }
    await typeById(tx, input.typeId);
    await assertValueFree(tx, input.typeId, input.value);
    const { kind: _k, ...fields } = input;
    const [row] = await tx
      .insert(dictItems)
      .values({ ...fields, parentValue: fields.parentValue ?? null, color: fields.color ?? null, remark: fields.remark ?? null })
      .returning();
    if (row.isDefault) await keepOneDefault(tx, row.typeId, row.id);
    await audit(tx, request, { action: 'create', entity: 'dict_item', entityId: row.id, summary: `${row.value} ${row.label}`, after: row });
    return { kind: 'item' as const, id: row.id };
  });
}

export async function updateDict(deps: Deps, request: FastifyRequest, input: z.infer<typeof dictUpdate>) {
  return deps.db.transaction(async (tx) => {
    if (input.kind === 'type') {
      const before = await typeById(tx, input.id);
      if (before.builtIn && before.name !== input.name) throw badRequest('name: a built-in dictionary keeps its name; other areas read it by name', 'name');
      const [clash] = await tx
        .select({ id: dictTypes.id })
        .from(dictTypes)
        .where(and(eq(dictTypes.name, input.name), ne(dictTypes.id, input.id)));
      if (clash) throw conflict(`name: "${input.name}" already exists`, 'name');
      const { kind: _k, id, ...fields } = input;
      const [row] = await tx
        .update(dictTypes)
        .set({ ...fields, remark: fields.remark ?? null, updatedAt: deps.now() })
        .where(eq(dictTypes.id, id))
        .returning();
      await audit(tx, request, { action: 'update', entity: 'dict_type', entityId: id, summary: row.name, before, after: row });
      return { kind: 'type' as const, id };
    }
    const [before] = await tx.select().from(dictItems).where(eq(dictItems.id, input.id));
    if (!before) throw notFound('Dictionary item');
    if (before.typeId !== input.typeId) throw badRequest('typeId: an item cannot move to another dictionary', 'typeId');
    await assertValueFree(tx, input.typeId, input.value, input.id);
    if (before.value !== input.value) {
      // Records store the value: changing one in use would orphan them.
      const [type] = await tx.select({ name: dictTypes.name }).from(dictTypes).where(eq(dictTypes.id, before.typeId));
      const inUse = await dictValueInUse(tx, type.name, before.value);
      if (inUse) throw conflict(`value: "${before.value}" is used by ${inUse}; change the label instead`, 'value');
    }
    const { kind: _k, id, ...fields } = input;
    const [row] = await tx
      .update(dictItems)
      .set({ ...fields, parentValue: fields.parentValue ?? null, color: fields.color ?? null, remark: fields.remark ?? null, updatedAt: deps.now() })
      .where(eq(dictItems.id, id))
      .returning();
    if (row.isDefault) await keepOneDefault(tx, row.typeId, row.id);
    await audit(tx, request, { action: 'update', entity: 'dict_item', entityId: id, summary: `${row.value} ${row.label}`, before, after: row });
    return { kind: 'item' as const, id };
  });
}

/** Deleting refuses what other records still use; disabling (status) is the way to retire such an item. */
export async function deleteDict(deps: Deps, request: FastifyRequest, input: z.infer<typeof dictDelete>) {
  await deps.db.transaction(async (tx) => {
    if (input.kind === 'type') {
      const before = await typeById(tx, input.id);
      if (before.builtIn) throw conflict(`"${before.title}" is built in and used by other areas; disable items instead`, 'id');
      await tx.delete(dictTypes).where(eq(dictTypes.id, input.id));
      await audit(tx, request, { action: 'delete', entity: 'dict_type', entityId: input.id, summary: before.name, before });
      return;
    }
    const [before] = await tx.select().from(dictItems).where(eq(dictItems.id, input.id));
    if (!before) throw notFound('Dictionary item');
    const [type] = await tx.select({ name: dictTypes.name }).from(dictTypes).where(eq(dictTypes.id, before.typeId));
    const inUse = await dictValueInUse(tx, type.name, before.value);
    if (inUse) throw conflict(`"${before.label}" is used by ${inUse} and cannot be deleted; set it to disabled instead`, 'id');
    await tx.delete(dictItems).where(eq(dictItems.id, input.id));
    await audit(tx, request, { action: 'delete', entity: 'dict_item', entityId: input.id, summary: `${before.value} ${before.label}`, before });
  });
}

export async function dictDetail(deps: Deps, kind: 'type' | 'item', id: number) {
  if (kind === 'type') {
    const t = await typeById(deps.db, id);
    const [{ n }] = await deps.db.select({ n: count() }).from(dictItems).where(eq(dictItems.typeId, id));
    return { kind, type: { id: t.id, name: t.name, title: t.title, remark: t.remark, status: t.status, builtIn: t.builtIn, itemCount: n }, item: null };
  }
  const [row] = await deps.db.select().from(dictItems).where(eq(dictItems.id, id));
  if (!row) throw notFound('Dictionary item');
  return { kind, type: null, item: toItem(row) };
}

/**
 * A label lookup over the given dictionaries, read in one query, for exports that should show what
 * users read on screen (在园, 厂房) rather than stored values; unknown values come back as they are.
 */
export async function dictLabeller<D extends string>(db: DbOrTx, dicts: readonly D[]) {
  const rows = await db
    .select({ dict: dictTypes.name, value: dictItems.value, label: dictItems.label })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(inArray(dictTypes.name, [...dicts]));
  const labels = new Map(rows.map((r) => [`${r.dict}\u0000${r.value}`, r.label]));
  return (dict: D, value: string | null | undefined) => (value === null || value === undefined ? null : labels.get(`${dict}\u0000${value}`) ?? value);
}
