import { asc, count, desc, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** Where a page ended: its last row's id and sort value (the `sortKey` selected with it). */
export type KeysetCursor = { id: number; sortKey: string | null };

export const EXPORT_PAGE_SIZE = 1000;

/**
 * A list order "sort column, then id" as the lists sort (empty values last in either direction; id
 * breaks ties, in the sort's direction unless `idAscending` says otherwise) and its keyset paging:
 * `orderBy` for the query, `sortKey` to select with each row, and `pages`, which reads the whole list
 * a page at a time, each page starting after the last row of the one before, without OFFSET.
 */
export function keyset({
  column,
  id,
  ascending,
  idAscending = ascending,
  neverEmpty = column.notNull,
}: {
  column: PgColumn;
  id: PgColumn;
  ascending: boolean;
  idAscending?: boolean;
  /** The query's filter leaves no empty value (a nullable column filtered on `is not null`): sorted like a NOT NULL one. */
  neverEmpty?: boolean;
}) {
  const nullable = !neverEmpty;
  const orderBy = [
    // Columns that are never empty keep a plain ASC/DESC so a plain index serves both directions.
    nullable ? sql`${column} ${sql.raw(ascending ? 'asc' : 'desc')} nulls last` : ascending ? asc(column) : desc(column),
    idAscending ? asc(id) : desc(id),
  ];
  const beyond = (up: boolean) => sql.raw(up ? '>' : '<');
  const typed = (key: string) => sql`cast(${key} as ${sql.raw(column.getSQLType())})`;
  /** The non-empty rows after the cursor; a row comparison where both go the same way, which the (column, id) indexes answer. */
  const after = (c: KeysetCursor): SQL => {
    if (c.sortKey === null) return sql`${column} is null and ${id} ${beyond(idAscending)} ${c.id}`;
    if (ascending === idAscending) return sql`(${column}, ${id}) ${beyond(ascending)} (${typed(c.sortKey)}, ${c.id})`;
    return sql`(${column} ${beyond(ascending)} ${typed(c.sortKey)} or (${column} = ${typed(c.sortKey)} and ${id} ${beyond(idAscending)} ${c.id}))`;
  };
  return {
    orderBy,
    /** The sort value as text: a timestamp keeps its microseconds, which a JS Date would lose (and rows with them). */
    sortKey: sql<string | null>`${column}::text`,
    /**
     * Every row of `fetch` (the filtered query with `where` added, in `orderBy`, at most `limit` rows) in
     * pages. Once past the first page, the empty values (which come last) are fetched by a query of
     * their own, so neither query needs an OR that would keep it from its index.
     */
    async *pages<R extends KeysetCursor>(fetch: (where: SQL | undefined, limit: number) => Promise<R[]>, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<R[]> {
      let cursor: KeysetCursor | undefined;
      for (;;) {
        let page = await fetch(cursor && after(cursor), pageSize);
        if (nullable && cursor && cursor.sortKey !== null && page.length < pageSize) page = page.concat(await fetch(isNull(column), pageSize - page.length));
        if (page.length) yield page;
        if (page.length < pageSize) return;
        cursor = page[page.length - 1];
      }
    },
  };
}

/**
 * One page of the rows `where` selects (their ids, in the list's order: `column` with empty values last, then `id`
 * the same way) and how many there are, in one pass. The rows are gathered as a query of their own (`offset 0` keeps
 * the planner from merging it into the sort): for a keyword, through its index's bitmap, where walking the list's order
 * would read every row when matches are few. For lists filtered by a keyword, whose count reads those matches anyway.
 */
export async function matchedPage(
  db: DbOrTx,
  o: { table: PgTable; id: PgColumn; column: PgColumn; ascending: boolean; where: SQL | undefined; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const dir = sql.raw(o.ascending ? 'asc' : 'desc');
  const res = (await db.execute(sql`
    select id, count(*) over ()::int as total
      from (select ${o.id} as id, ${o.column} as sort_value from ${o.table} where ${o.where ?? sql`true`} offset 0) matched
     order by sort_value ${dir} nulls last, id ${dir}
     limit ${o.limit} offset ${o.offset}`)) as unknown as { rows: { id: number | string; total: number | string }[] };
  if (res.rows.length) return { ids: res.rows.map((r) => Number(r.id)), total: Number(res.rows[0].total) };
  // A page past the end holds no row to carry the total.
  const [{ total }] = await db.select({ total: count() }).from(o.table).where(o.where);
  return { ids: [], total };
}
