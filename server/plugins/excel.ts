import { contentDisposition } from '@shared/contentDisposition';
import { PassThrough } from 'node:stream';
import { asc, desc, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type ExcelColumn<T> = { header: string; width?: number; value: (row: T) => string | number | null };

/**
 * Streams an .xlsx to the reply: rows come a page at a time from `pages` (see `keyset`, each page one
 * indexed query) and are committed to the file as they come, so a list of 100k rows never sits in
 * memory. exceljs's streaming writer does the zipping.
 *
 * The first page is read before anything is sent, so a query that fails (bad filter, database down)
 * is an ordinary error response. A failure after that cannot change the status any more: the
 * connection is cut, so the browser reports a failed download instead of saving a truncated file.
 */
export async function streamXlsx<T>(reply: FastifyReply, options: { fileName: string; sheet: string; columns: ExcelColumn<T>[]; pages: AsyncIterable<T[]> }) {
  const pages = options.pages[Symbol.asyncIterator]();
  const first = await pages.next();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(options.sheet);
  sheet.columns = options.columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  const addPage = (page: T[]) => {
    for (const row of page) sheet.addRow(options.columns.map((c) => c.value(row))).commit();
  };
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition('attachment', options.fileName, 'export.xlsx'));
  const writing = (async () => {
    if (!first.done) addPage(first.value);
    for (let next = first.done ? first : await pages.next(); !next.done; next = await pages.next()) addPage(next.value);
    sheet.commit();
    await workbook.commit();
  })();
  writing.catch((err: unknown) => {
    // Name and code only: a driver error's message can quote SQL or values.
    const { name, code } = (err ?? {}) as { name?: string; code?: string };
    reply.log.error({ export: options.fileName, error: name, code }, 'export failed after it started; connection cut');
    out.destroy();
    reply.raw.destroy();
  });
  return reply.send(out);
}

/** Where a page ended: its last row's id and sort value (the `sortKey` selected with it). */
export type KeysetCursor = { id: number; sortKey: string | null };

export const EXPORT_PAGE_SIZE = 1000;

/**
 * A list order "sort column, then id" as the lists sort (empty values last in either direction; id
 * breaks ties, in the sort's direction unless `idAscending` says otherwise) and its keyset paging:
 * `orderBy` for the query, `sortKey` to select with each row, and `pages`, which reads the whole list
 * a page at a time, each page starting after the last row of the one before, without OFFSET.
 */
export function keyset({ column, id, ascending, idAscending = ascending }: { column: PgColumn; id: PgColumn; ascending: boolean; idAscending?: boolean }) {
  const nullable = !column.notNull;
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
