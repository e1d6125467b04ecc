import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type ExcelColumn<T> = { header: string; width?: number; value: (row: T) => string | number | null };

/**
 * Streams an .xlsx to the reply: rows are fetched a page at a time by `nextPage` (keyset paging by
 * id, so each page is one indexed query) and committed to the file as they come, so a list of 100k
 * rows never sits in memory. exceljs's streaming writer does the zipping.
 */
export async function streamXlsx<T extends { id: number }>(
  reply: FastifyReply,
  options: { fileName: string; sheet: string; columns: ExcelColumn<T>[]; nextPage: (afterId: number) => Promise<T[]> },
) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(options.sheet);
  sheet.columns = options.columns.map((c) => ({ header: c.header, width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(options.fileName)}`);
  const writing = (async () => {
    let afterId = 0;
    for (;;) {
      const page = await options.nextPage(afterId);
      if (!page.length) break;
      for (const row of page) sheet.addRow(options.columns.map((c) => c.value(row))).commit();
      afterId = page[page.length - 1].id;
    }
    sheet.commit();
    await workbook.commit();
  })();
  writing.catch((err) => out.destroy(err));
  return reply.send(out);
}
