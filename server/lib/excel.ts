import { contentDisposition } from '@shared/contentDisposition';
import { PassThrough, Readable, Transform, pipeline } from 'node:stream';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import type ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import unzipper from 'unzipper';
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

/** The parts of exceljs's streaming reader used by readSheetRows: its parsers for each part of the package. */
type WorkbookReaderParts = {
  model?: { sheets?: { id: number; rId: string; state?: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: Readable, sheetNo: number): Generator<{ value: AsyncIterable<ExcelJS.Row> }>;
};

/**
 * A part's bytes as they unpack, held to what the ZIP directory says of them: no more bytes than its size (the
 * directory's sizes are what `unzippedSize` limits, so a part cannot unpack past them: a zip bomb whose directory lies
 * stops there), and the CRC-32 checked at the end.
 */
function checkedPart(part: unzipper.File): Readable {
  let crc = 0;
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > part.uncompressedSize) return done(new Error(`${part.path} unpacks to more than the ${part.uncompressedSize} bytes its directory entry says`));
      crc = zlib.crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(crc === part.crc32 >>> 0 ? null : new Error(`${part.path} is damaged (CRC-32 mismatch)`));
    },
  });
  return pipeline(part.stream(), check, () => undefined);
}

/**
 * The first visible sheet's rows (at most `keep`), read with exceljs's streaming reader: it keeps one row at a time
 * and ignores data-validation ranges, which the in-memory reader expands cell by cell (a dropdown on a whole column
 * costs it a million entries).
 *
 * The reader's own parse() is not used: it takes the ZIP's parts in stored order, and two of its faults hit imports.
 * - exceljs writes xl/workbook.xml last, after the sheets, and the stored-order pass sometimes reaches a sheet before
 *   that part is parsed: 4 reads in 2 000 of one exceljs-written file (our template, our exports) failed in plain Node
 *   with "Cannot read properties of undefined (reading 'sheets')" (exceljs#3064), which the import reports as a
 *   damaged file. It is a race (it did not show in 1 000 reads under jest), so no test catches it; reading the
 *   workbook's parts first removes it.
 * - It decodes each chunk of XML on its own, so a Chinese character split across two chunks became two U+FFFD: a
 *   3 000-row list lost a character in about 1 name in 500, silently.
 * So the parts are opened through the ZIP's central directory, the workbook's own parts before any sheet, every part is
 * decoded as one UTF-8 text and checked against its CRC-32, and a damaged part the import does not need still fails
 * the file, as it would in Excel.
 */
export async function readSheetRows(buf: Buffer, keep: number): Promise<SheetRow[]> {
  const [Excel, zip] = await Promise.all([loadExcelJS(), unzipper.Open.buffer(buf)]);
  const unread = new Map(zip.files.filter((f) => f.type === 'File').map((f) => [f.path, f]));
  const text = (path: string) => {
    const part = unread.get(path);
    unread.delete(path);
    return part && checkedPart(part).setEncoding('utf8');
  };
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([]), { sharedStrings: 'cache', styles: 'cache' }) as unknown as WorkbookReaderParts;
  const rels = text('xl/_rels/workbook.xml.rels');
  const book = text('xl/workbook.xml');
  if (!rels || !book) throw new Error('the package has no xl/workbook.xml or no relationships for it');
  await reader._parseRels(rels);
  await reader._parseWorkbook(book);
  const sharedStrings = text('xl/sharedStrings.xml');
  if (sharedStrings) for await (const _ of reader._parseSharedStrings(sharedStrings));
  const styles = text('xl/styles.xml'); // dates are told from numbers by their cell format
  if (styles) await reader._parseStyles(styles);

  // The first sheet in the workbook's tab order that is not hidden. Targets are relative to xl/ unless absolute.
  const sheet = (reader.model?.sheets ?? []).find((s) => s.state !== 'hidden' && s.state !== 'veryHidden');
  const target = sheet && reader.workbookRels?.find((r) => r.Id === sheet.rId)?.Target;
  const data = target && text(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  const rows: SheetRow[] = [];
  if (data) {
    const [{ value: sheetRows }] = reader._parseWorksheet(data, sheet.id);
    for await (const row of sheetRows) {
      rows.push({ row: row.number, cells: row.values as Cell[] });
      if (rows.length >= keep) break;
    }
  }
  for (const part of unread.values()) await finished(checkedPart(part).resume());
  return rows;
}
