import type { FastifyRequest } from 'fastify';
import { loadExcelJS, payloadTooLarge, readImportUpload, readSheetRows, unsupportedType, unzippedSize, type Cell, type SheetRow } from '../../lib/excel';
import type { z } from 'zod';
import { POLLUTANTS, POLLUTANT_UNIT, type Pollutant } from '@shared/airQuality';
import type { Deps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { formatBytes, isText, sniff, TYPES } from '../../lib/uploads';
import type { importRejection } from './schemas';
import { checkReading, stationById, storeReadings, type CheckedReading } from './service';

/**
 * A day or a month of one station's hourly readings from an .xlsx workbook or a UTF-8 CSV file (the template from
 * GET …/import-template, or a file exported from the list). As the company import does: the file is checked by
 * content, every row is checked with the same rules as a station's push (savedata), every rejected cell is
 * reported by row and column, and by default nothing is written while any row is rejected (skipInvalid writes
 * the valid rows). An hour already stored is replaced, and the replacement logged.
 */

const MB = 1024 * 1024;
export const IMPORT_LIMITS = {
  fileBytes: 2 * MB,
  unzippedBytes: 30 * MB,
  /** A month of hours, with room for a header and notes. */
  rows: 31 * 24,
};

type Rejection = z.infer<typeof importRejection>;
type Field = 'station' | 'hour' | Pollutant;

/** The columns: the template's headers; an export's extra columns (AQI, level…) are read past. */
export const importColumns: { field: Field; header: string; note: string }[] = [
  { field: 'hour', header: '时间', note: '必填：该小时的开始时间（北京时间），例如 2026-11-20 08:00 表示 08:00–09:00 的小时值' },
  ...POLLUTANTS.map((p) => ({
    field: p,
    header: p === 'pm25' ? 'PM2.5' : p.toUpperCase(),
    note: `${POLLUTANT_UNIT[p]}，不能为负数；空白表示该小时无有效数据`,
  })),
];

const normalise = (h: string) =>
  h
    .replace(/[\s*＊]/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/₂/g, '2')
    .replace(/₃/g, '3')
    .replace(/\(.*\)$/, '') // a unit in brackets: PM2.5(μg/m³)
    .toLowerCase();
const headerIndex = new Map<string, Field>([
  ['时间', 'hour'],
  ['监测时间', 'hour'],
  ['hour', 'hour'],
  ['time', 'hour'],
  ['站点', 'station'],
  ['监测站', 'station'],
  ['station', 'station'],
  ...POLLUTANTS.map((p) => [p, p] as [string, Field]),
  ['pm2.5', 'pm25'],
]);
/** The export's computed columns: read past, never trusted (the import computes its own). */
const IGNORED = new Set(['aqi', '级别', '类别', '首要污染物', '标准版本', '来源', '更新时间', 'level', 'category', 'primary', 'version', 'source']);

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF), cells 1-based like exceljs's rows. */
export function parseCsv(text: string): SheetRow[] {
  const rows: SheetRow[] = [];
  let cells: Cell[] = [undefined];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  const endField = () => {
    cells.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (cells.some((c, i) => i > 0 && typeof c === 'string' && c.trim())) rows.push({ row: rowStart, cells });
    cells = [undefined];
    rowStart = line;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line += 1;
        field += ch;
      }
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',' || ch === '\t') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      endRow();
    } else field += ch;
  }
  if (field !== '' || cells.length > 1) endRow();
  return rows;
}

/** The file by its content: an .xlsx workbook or UTF-8 CSV text, whatever its name says. */
async function readRows(data: Buffer, fileName: string): Promise<SheetRow[]> {
  if (data.length === 0) throw badRequest(`"${fileName}" is empty`, 'file');
  const detected = sniff(data, fileName);
  if (detected.verdict === 'type' && detected.type.mime === TYPES.xlsx.mime) {
    if (unzippedSize(data) > IMPORT_LIMITS.unzippedBytes)
      throw payloadTooLarge(`"${fileName}" unpacks to more than ${formatBytes(IMPORT_LIMITS.unzippedBytes)}`);
    try {
      return await readSheetRows(data, IMPORT_LIMITS.rows + 11);
    } catch {
      throw badRequest(`"${fileName}" could not be read as an Excel workbook: it is damaged or not an .xlsx file`, 'file');
    }
  }
  if (detected.verdict === 'type' && (detected.type === TYPES.csv || detected.type === TYPES.txt) && isText(data))
    return parseCsv(data.toString('utf8').replace(/^\uFEFF/, ''));
  const what = detected.verdict === 'type' ? detected.type.label : detected.label;
  const hint = !isText(data) && detected.verdict === 'unknown' ? ' A CSV file must be UTF-8 (in Excel: 另存为 › CSV UTF-8).' : '';
  throw unsupportedType(`"${fileName}" is neither an Excel workbook (.xlsx) nor CSV text: the content is ${what}.${hint}`);
}

/** Excel keeps no time zone: a date cell's wall-clock time (exceljs gives it as UTC fields) is read as China Standard Time. */
const wallClock = (d: Date) => `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)}`;

function displayText(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return wallClock(v);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v && v.result !== undefined) return displayText(v.result as Cell);
    if ('error' in v) return String(v.error);
    if ('text' in v) return String((v as { text: unknown }).text);
    return '';
  }
  return String(v);
}

const excelEpoch = Date.UTC(1899, 11, 30);

/** A cell as the reading's field expects it: the hour as text, a concentration as a number (or text to refuse). */
function cellValue(field: Field, v: Cell): unknown {
  const value = typeof v === 'object' && v !== null && !(v instanceof Date) && 'result' in v ? (v.result as Cell) : v;
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return null;
  if (field === 'hour') {
    if (value instanceof Date) return wallClock(value);
    if (typeof value === 'number' && value > 1 && value < 73050) return wallClock(new Date(Math.round(excelEpoch + value * 86400000)));
    return displayText(value).trim();
  }
  if (typeof value === 'number') return value;
  const text = displayText(value).trim();
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

type Mapped = { columns: Map<number, { field: Field; header: string }>; dataRows: SheetRow[] };

function mapHeader(rows: SheetRow[], fileName: string): Mapped {
  for (const [i, candidate] of rows.slice(0, 5).entries()) {
    const columns = new Map<number, { field: Field; header: string }>();
    const unknown: string[] = [];
    candidate.cells.forEach((cell, index) => {
      const header = displayText(cell).trim();
      if (!header) return;
      const field = headerIndex.get(normalise(header));
      if (field) columns.set(index, { field, header });
      else if (!IGNORED.has(normalise(header))) unknown.push(header);
    });
    const fields = [...columns.values()].map((c) => c.field);
    if (!fields.includes('hour')) continue;
    const dup = fields.find((f, k) => fields.indexOf(f) !== k);
    if (dup) throw badRequest(`"${fileName}": the column for ${dup} appears twice in the header row`, 'file');
    if (unknown.length)
      throw badRequest(`"${fileName}": ${unknown.join(', ')} is not a pollutant column (${importColumns.map((c) => c.header).join(', ')})`, 'file');
    if (!fields.some((f) => (POLLUTANTS as readonly string[]).includes(f))) throw badRequest(`"${fileName}": the header row names no pollutant column`, 'file');
    return { columns, dataRows: rows.slice(i + 1) };
  }
  throw badRequest(`"${fileName}": no header row with a 时间 column in the first rows (download the template)`, 'file');
}

export type ImportResult = { total: number; imported: number; replaced: number; rejectedRows: number; rejected: Rejection[] };

/** POST /apiv2/env/admin/airquality/import?stationId=: reads, checks and (when allowed) writes one station's readings. */
export async function importReadings(deps: Deps, request: FastifyRequest, options: { stationId: number; skipInvalid: boolean }): Promise<ImportResult> {
  const station = await stationById(deps.db, options.stationId);
  const { data, fileName } = await readImportUpload(request, { maxBytes: IMPORT_LIMITS.fileBytes });
  const sheet = mapHeader(await readRows(data, fileName), fileName);
  if (sheet.dataRows.length > IMPORT_LIMITS.rows)
    throw badRequest(`"${fileName}" has more than ${IMPORT_LIMITS.rows} rows (a month of hours): split it`, 'file');
  const now = deps.now();
  const headerOf = new Map([...sheet.columns.values()].map((c) => [c.field as string, c.header]));
  const rejected: Rejection[] = [];
  const valid: (CheckedReading & { row: number })[] = [];
  const firstRowOf = new Map<number, number>();
  let total = 0;
  for (const { row, cells } of sheet.dataRows) {
    const raw: Record<string, unknown> = {};
    const shown: Record<string, string> = {};
    let stationText = '';
    for (const [index, { field }] of sheet.columns) {
      if (field === 'station') stationText = displayText(cells[index]).trim();
      else {
        raw[field] = cellValue(field, cells[index]);
        shown[field] = displayText(cells[index]);
      }
    }
    if (Object.values(raw).every((v) => v === null) && !stationText) continue;
    total += 1;
    const problems: Rejection[] = [];
    if (stationText && stationText !== station.name)
      problems.push({ row, column: headerOf.get('station')!, value: stationText, message: `is not the station imported into (${station.name})` });
    if (raw.hour === null) raw.hour = undefined;
    const result = checkReading(raw, station, now);
    if (Array.isArray(result)) {
      for (const p of result) {
        const cut = p.indexOf(': ');
        const field = cut > 0 ? p.slice(0, cut) : 'hour';
        problems.push({ row, column: headerOf.get(field) ?? field, value: shown[field] ?? '', message: cut > 0 ? p.slice(cut + 2) : p });
      }
    } else if (firstRowOf.has(result.hour.getTime()))
      problems.push({ row, column: headerOf.get('hour')!, value: shown.hour, message: `repeats the hour of row ${firstRowOf.get(result.hour.getTime())}` });
    if (problems.length) rejected.push(...problems);
    else if (!Array.isArray(result)) {
      firstRowOf.set(result.hour.getTime(), row);
      valid.push({ ...result, row });
    }
  }
  if (total === 0) throw badRequest(`"${fileName}" has no reading rows under its header`, 'file');
  const rejectedRows = new Set(rejected.map((r) => r.row)).size;
  const report = { total, rejectedRows, rejected };
  if ((rejected.length && !options.skipInvalid) || valid.length === 0) return { ...report, imported: 0, replaced: 0 };
  return deps.db.transaction(async (tx) => {
    const stored = await storeReadings(tx, request, station, valid, 'import', now);
    const replaced = stored.filter((r) => r.replaced).length;
    await audit(tx, request, {
      action: 'import',
      entity: 'aqImport',
      entityId: station.id,
      summary: `${station.name}: imported ${stored.length} hours from ${fileName} (${replaced} replaced${
        rejectedRows ? `, ${rejectedRows} rows rejected` : ''
      })`,
    });
    return { ...report, imported: stored.length, replaced };
  });
}

/** GET …/import-template: the header row with notes and the columns typed (time as a date, values as numbers). */
export async function importTemplate(): Promise<Buffer> {
  const Excel = await loadExcelJS();
  const workbook = new Excel.Workbook();
  workbook.creator = 'Park Portal';
  const sheet = workbook.addWorksheet('小时值', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = importColumns.map((c) => ({ header: c.header, width: c.field === 'hour' ? 20 : 10 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  importColumns.forEach((c, i) => (header.getCell(i + 1).note = c.note));
  sheet.getColumn(1).numFmt = 'yyyy-mm-dd hh:mm';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
