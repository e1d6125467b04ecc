import { contentDisposition } from '@shared/contentDisposition';
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/** exceljs, loaded on first use: loading it takes about 0.4 s, and most starts (and test files) never read or write a workbook. */
export const loadExcelJS = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;

export type ExcelColumn<T> = { header: string; width?: number; value: (row: T) => string | number | null };

/**
 * Streams an .xlsx to the reply: rows come a page at a time from `pages` (see `keyset` in ./keyset.ts, each page one
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
  const { stream } = await loadExcelJS();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
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
