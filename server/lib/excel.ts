import { contentDisposition } from '@shared/contentDisposition';
import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { formatBytes, sanitizeFileName } from './uploads';

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

// ---------------------------------------------------------------------------------------------
// Reading an uploaded workbook (the company, clue and air-quality imports)
// ---------------------------------------------------------------------------------------------

export type Cell = ExcelJS.CellValue | undefined;
/** One spreadsheet row: its 1-based number and its cells, 1-based as exceljs gives them. */
export type SheetRow = { row: number; cells: Cell[] };

export const payloadTooLarge = (message: string) => new AppError(413, message, { field: 'file' });
export const unsupportedType = (message: string) => new AppError(415, message, { field: 'file' });

/**
 * The multipart part "file", read into memory up to `maxBytes` (an import file is small; the limit is what keeps it
 * so). `tooLarge` is the refusal's advice, e.g. how many rows fit.
 */
export async function readImportUpload(request: FastifyRequest, options: { maxBytes: number; tooLarge?: string }): Promise<{ data: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file"', 'file');
  let fileName = 'file';
  try {
    const part = await request.file({ limits: { fileSize: options.maxBytes } });
    if (!part) throw badRequest('The upload holds no file', 'file');
    if (part.fieldname !== 'file') throw badRequest(`Send the file in the field "file", not "${part.fieldname}"`, 'file');
    fileName = sanitizeFileName(part.filename, 'xlsx');
    return { data: await part.toBuffer(), fileName };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw payloadTooLarge(
        `"${fileName}" is too large: an import file may be at most ${formatBytes(options.maxBytes)}${options.tooLarge ? ` ${options.tooLarge}` : ''}`,
      );
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw payloadTooLarge('Send one file per import');
    throw badRequest('The upload is not valid multipart/form-data', 'file');
  }
}

/** The sum of the parts' uncompressed sizes from the ZIP central directory (a Zip64 marker counts as too big). */
export function unzippedSize(buf: Buffer): number {
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i -= 1) {
    if (buf.readUInt32LE(i) !== 0x06054b50) continue;
    const count = buf.readUInt16LE(i + 10);
    let p = buf.readUInt32LE(i + 16);
    let total = 0;
    for (let n = 0; n < count; n += 1) {
      if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return Infinity;
      const size = buf.readUInt32LE(p + 24);
      if (size === 0xffffffff) return Infinity;
      total += size;
      p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    }
    return total;
  }
  return Infinity;
}

/**
 * The first visible sheet's rows (at most `keep`), read with exceljs's streaming reader: it keeps one row at a time
 * and ignores data-validation ranges, which the in-memory reader expands cell by cell (a dropdown on a whole column
 * costs it a million entries).
 */
export async function readSheetRows(buf: Buffer, keep: number): Promise<SheetRow[]> {
  const Excel = await loadExcelJS();
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([buf]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // dates are told from numbers by their cell format
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  let taken = false;
  for await (const sheet of reader) {
    const ws = sheet as unknown as AsyncIterable<ExcelJS.Row> & { state?: string };
    const use = !taken && ws.state !== 'hidden' && ws.state !== 'veryHidden';
    for await (const row of ws) {
      // Past the limit rows are still read (the reader must finish) but not kept.
      if (use && rows.length < keep) rows.push({ row: row.number, cells: row.values as Cell[] });
    }
    if (use) taken = true;
  }
  return rows;
}
