import { asc, desc, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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
