import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { loadExcelJS, payloadTooLarge, readImportUpload, readSheetRows, unsupportedType, unzippedSize, type Cell, type SheetRow } from '../../lib/excel';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { companies, companyQualifications, dictItems, dictTypes } from '../../db/schema';
import { withCheckChar } from '@shared/creditCode';
import { badRequest } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { formatBytes, sniff, TYPES } from '../../lib/uploads';
import { companyInput, type importRejection } from './schemas';

/**
 * Companies imported from an .xlsx file (the template from GET …/import-template, or a file exported
 * from the list). Every row is checked with the same zod schema as a company created on screen, plus
 * the dictionaries, duplicates inside the file and credit codes already registered. One transaction
 * per import: by default nothing is written while any row is rejected; with skipInvalid the valid rows
 * are written and the others reported.
 */

const MB = 1024 * 1024;
export const IMPORT_LIMITS = {
  /** Largest accepted upload. A 10 000-row file is well under 1 MB. */
  fileBytes: 5 * MB,
  /** What the workbook's parts may add up to unzipped, read from the ZIP directory before parsing (zip bombs). */
  unzippedBytes: 60 * MB,
  /** Data rows per file: bigger lists are split, so one import stays one reasonable transaction. */
  rows: 10_000,
};

type Rejection = z.infer<typeof importRejection>;
type Field =
  | 'name'
  | 'creditCode'
  | 'legalPerson'
  | 'foundedOn'
  | 'registeredCapital'
  | 'industryCode'
  | 'scale'
  | 'staffCount'
  | 'techStaffCount'
  | 'status'
  | 'building'
  | 'qualifications'
  | 'address'
  | 'website';
type Kind = 'text' | 'code' | 'date' | 'number' | 'int' | 'dict' | 'dicts';

type Column = {
  field: Field;
  /** The header the template writes; the export's headers are the same, so an export can be imported again. */
  header: string;
  kind: Kind;
  required?: boolean;
  dict?: 'industry' | 'enterprise_scale' | 'company_status' | 'qualification';
  width?: number;
  note: string;
  example: string | number | Date;
};

export const importColumns: Column[] = [
  { field: 'name', header: '企业名称', kind: 'text', required: true, width: 36, note: '必填，2～128 个字符', example: '（示例）苏州星湖量子科技有限公司' },
  {
    field: 'creditCode',
    header: '统一社会信用代码',
    kind: 'code',
    required: true,
    width: 22,
    note: '必填，18 位，末位为校验码（GB 32100）；同一文件内和系统中不能重复',
    example: withCheckChar('91320594MA1TE5T01'),
  },
  { field: 'legalPerson', header: '法定代表人', kind: 'text', note: '最多 64 个字符', example: '沈一鸣' },
  { field: 'foundedOn', header: '成立日期', kind: 'date', width: 14, note: '日期，例如 2021-06-18', example: new Date(Date.UTC(2021, 5, 18)) },
  { field: 'registeredCapital', header: '注册资本（万元）', kind: 'number', width: 18, note: '数字，单位万元，不能为负数', example: 1000 },
  {
    field: 'industryCode',
    header: '行业代码',
    kind: 'dict',
    dict: 'industry',
    width: 30,
    note: '国民经济行业分类（GB/T 4754）大类代码，例如 65；可从下拉列表选择',
    example: '65',
  },
  { field: 'scale', header: '规模', kind: 'dict', dict: 'enterprise_scale', note: '从下拉列表选择：大型、中型、小型、微型', example: '小型' },
  { field: 'staffCount', header: '从业人数', kind: 'int', note: '整数，不能为负数', example: 60 },
  { field: 'techStaffCount', header: '科技人员', kind: 'int', note: '整数，不能超过从业人数', example: 35 },
  { field: 'status', header: '状态', kind: 'dict', dict: 'company_status', note: '从下拉列表选择；不填为“在园”', example: '在园' },
  { field: 'building', header: '楼栋', kind: 'text', note: '例如 B1栋', example: 'B1栋' },
  {
    field: 'qualifications',
    header: '资质',
    kind: 'dicts',
    dict: 'qualification',
    width: 30,
    note: '多个用顿号“、”或逗号分隔，例如：高新技术企业、科技型中小企业',
    example: '科技型中小企业',
  },
  { field: 'address', header: '地址', kind: 'text', width: 36, note: '最多 255 个字符', example: '苏州工业园区星湖街 328 号 B1栋' },
  { field: 'website', header: '网站', kind: 'text', width: 24, note: '以 http:// 或 https:// 开头', example: 'https://www.example.com' },
];

/** Rows whose name starts like this are the template's example and are skipped. */
export const EXAMPLE_MARK = /^([（(]示例[）)]|示例[：:])/;

/** Headers are matched loosely: no spaces or required-marks, half-width brackets; English field names work too. */
export const normaliseHeader = (h: string) =>
  h
    .replace(/[\s*＊]/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .toLowerCase();
const headerIndex = new Map<string, Column>();
for (const c of importColumns) {
  headerIndex.set(normaliseHeader(c.header), c);
  headerIndex.set(c.field.toLowerCase(), c);
}
headerIndex.set(normaliseHeader('注册资本'), importColumns.find((c) => c.field === 'registeredCapital')!);
headerIndex.set(normaliseHeader('行业'), importColumns.find((c) => c.field === 'industryCode')!);
headerIndex.set(normaliseHeader('企业规模'), importColumns.find((c) => c.field === 'scale')!);
headerIndex.set(normaliseHeader('企业状态'), importColumns.find((c) => c.field === 'status')!);

// ---------------------------------------------------------------------------------------------
// Dictionaries
// ---------------------------------------------------------------------------------------------

type DictItem = { value: string; label: string; parentValue: string | null };
type Dicts = Record<NonNullable<Column['dict']>, DictItem[]>;

/** The four dictionaries the import reads, in one query. */
async function loadDicts(db: DbOrTx): Promise<Dicts> {
  const names = ['industry', 'enterprise_scale', 'company_status', 'qualification'] as const;
  const rows = await db
    .select({ type: dictTypes.name, value: dictItems.value, label: dictItems.label, parentValue: dictItems.parentValue })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(and(inArray(dictTypes.name, [...names]), eq(dictItems.status, 'active')))
    .orderBy(asc(dictItems.typeId), asc(dictItems.order), asc(dictItems.id));
  const dicts = Object.fromEntries(names.map((n) => [n, [] as DictItem[]])) as Dicts;
  for (const r of rows) dicts[r.type as keyof Dicts].push({ value: r.value, label: r.label, parentValue: r.parentValue });
  return dicts;
}

/** An item by its value, its label, or "value label" as the template's industry list offers it. */
function findItem(items: DictItem[], text: string): DictItem | undefined {
  const t = text.trim();
  const lower = t.toLowerCase();
  return (
    items.find((i) => i.value.toLowerCase() === lower || i.label === t) ??
    items.find((i) => t.startsWith(`${i.value} `) || t.startsWith(`${i.value}-`) || t.startsWith(`${i.value}　`))
  );
}

const listOf = (items: DictItem[]) => (items.length <= 8 ? `: ${items.map((i) => i.label).join(', ')}` : '');

// ---------------------------------------------------------------------------------------------
// Reading the workbook
// ---------------------------------------------------------------------------------------------

/** A cell as the user sees it, for the report. */
export function displayText(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('error' in v) return String(v.error);
    if ('result' in v && v.result !== undefined) return displayText(v.result as Cell);
    if ('formula' in v) return `=${String(v.formula)}`;
    if ('text' in v) return String((v as { text: unknown }).text);
    return '';
  }
  return String(v);
}

/** Formulas count by their cached result; rich text by its plain text; spreadsheet errors say what is wrong. */
export function plain(v: Cell): string | number | boolean | Date | { problem: string } | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date || typeof v !== 'object') return v as string | number | boolean | Date;
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('error' in v) return { problem: `holds the spreadsheet error ${String(v.error)}` };
  if ('formula' in v || 'sharedFormula' in v) {
    const result = (v as { result?: unknown }).result;
    // The streaming reader reads a formula's error result as NaN; a generated file may carry no result at all.
    if (result === undefined || (typeof result === 'number' && Number.isNaN(result)))
      return { problem: 'holds a formula without a usable result: copy the column and paste it as values' };
    return plain(result as Cell);
  }
  if ('text' in v) return String((v as { text: unknown }).text);
  return null;
}

/** The first visible sheet's rows, a few past the limit so that a sheet over it is told apart. */
export const readRows = (buf: Buffer) => readSheetRows(buf, IMPORT_LIMITS.rows + 6);

// ---------------------------------------------------------------------------------------------
// Rows to companies
// ---------------------------------------------------------------------------------------------

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());
const excelEpoch = Date.UTC(1899, 11, 30);

type Converted = { value: unknown } | { problem: string };

/** A cell to the value the company schema expects, or why it cannot be one. */
function convert(column: Column, raw: Cell, dicts: Dicts): Converted {
  const v = plain(raw);
  if (v !== null && typeof v === 'object' && 'problem' in v) return v;
  if (blank(v)) return { value: column.required ? '' : null };
  switch (column.kind) {
    case 'text':
      return { value: v instanceof Date ? v.toISOString().slice(0, 10) : String(v).trim() };
    case 'code':
      // Excel keeps at most 15 significant digits: an all-digit code typed into a number cell has lost its end.
      if (typeof v === 'number') return { problem: 'was stored as a number, which loses digits: format the column as text and type the code again' };
      return { value: String(v).replace(/\s/g, '') };
    case 'date': {
      if (v instanceof Date) return { value: v.toISOString().slice(0, 10) };
      if (typeof v === 'number') {
        // A date typed into a cell without a date format arrives as Excel's day number.
        if (v < 1 || v > 73050 || !Number.isInteger(v)) return { problem: 'must be a date (YYYY-MM-DD)' };
        return { value: new Date(excelEpoch + v * 86400000).toISOString().slice(0, 10) };
      }
      const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(String(v).trim());
      if (!m) return { problem: 'must be a date (YYYY-MM-DD)' };
      const iso = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
      const d = new Date(`${iso}T00:00:00Z`);
      if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) return { problem: `${iso} is not a calendar date` };
      return { value: iso };
    }
    case 'number':
    case 'int': {
      let n: number;
      if (typeof v === 'number') n = v;
      else if (typeof v === 'string' && /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(v.trim())) n = Number(v.trim().replace(/,/g, ''));
      else return { problem: 'must be a number' };
      if (column.kind === 'int' && !Number.isInteger(n)) return { problem: 'must be a whole number' };
      return { value: n };
    }
    case 'dict': {
      const items = dicts[column.dict!];
      const item = findItem(items, String(v));
      if (!item) return { problem: `is not a value of the dictionary${listOf(items)}` };
      return { value: item.value };
    }
    case 'dicts': {
      const items = dicts[column.dict!];
      const parts = String(v)
        .split(/[、,，;；\n]+/)
        .map((p) => p.trim())
        .filter(Boolean);
      const unknown = parts.filter((p) => !findItem(items, p));
      if (unknown.length) return { problem: `${unknown.join('、')} is not a value of the dictionary${listOf(items)}` };
      return { value: [...new Set(parts.map((p) => findItem(items, p)!.value))].map((qualification) => ({ qualification })) };
    }
    default:
      return { value: null };
  }
}

type ParsedRow = { row: number; input: z.infer<typeof companyInput> };

type Sheet = { columns: Map<number, { column: Column; header: string }>; dataRows: SheetRow[] };

/** Finds the header row (one of the first five) and maps its columns; refuses files it cannot read as a company list. */
function mapHeader(rows: SheetRow[], fileName: string): Sheet {
  for (const [i, candidate] of rows.slice(0, 5).entries()) {
    const columns = new Map<number, { column: Column; header: string }>();
    candidate.cells.forEach((cell, index) => {
      const header = displayText(cell).trim();
      const column = header ? headerIndex.get(normaliseHeader(header)) : undefined;
      if (column) columns.set(index, { column, header });
    });
    const fields = [...columns.values()].map((c) => c.column.field);
    if (!fields.includes('name') && !fields.includes('creditCode')) continue;
    const dup = fields.find((f, k) => fields.indexOf(f) !== k);
    if (dup) throw badRequest(`"${fileName}": the column ${importColumns.find((c) => c.field === dup)!.header} appears twice in the header row`, 'file');
    const missing = importColumns.filter((c) => c.required && !fields.includes(c.field)).map((c) => c.header);
    if (missing.length) throw badRequest(`"${fileName}": the header row has no ${missing.join(' or ')} column (download the template)`, 'file');
    return { columns, dataRows: rows.slice(i + 1) };
  }
  throw badRequest(`"${fileName}": no header row naming 企业名称 and 统一社会信用代码 in the first rows of the first sheet (download the template)`, 'file');
}

/** Every data row checked on its own: the company or the problems of its cells. */
function checkRows(sheet: Sheet, dicts: Dicts) {
  const valid: ParsedRow[] = [];
  const rejected: Rejection[] = [];
  let total = 0;
  const headerOf = new Map([...sheet.columns.values()].map((c) => [c.column.field as string, c.header]));
  const rawOf = (cells: Cell[], field: string) => {
    for (const [index, c] of sheet.columns) if (c.column.field === field) return displayText(cells[index]);
    return '';
  };

  for (const { row, cells } of sheet.dataRows) {
    const present = [...sheet.columns.keys()].some((index) => !blank(plain(cells[index])));
    if (!present) continue; // blank (or only formatted) rows
    const nameCell = [...sheet.columns].find(([, c]) => c.column.field === 'name');
    if (nameCell && EXAMPLE_MARK.test(displayText(cells[nameCell[0]]).trim())) continue;
    total += 1;

    const problems: Rejection[] = [];
    const input: Record<string, unknown> = {};
    for (const [index, { column, header }] of sheet.columns) {
      const converted = convert(column, cells[index], dicts);
      if ('problem' in converted) problems.push({ row, column: header, value: displayText(cells[index]), message: converted.problem });
      else if (column.required && converted.value === '') problems.push({ row, column: header, value: '', message: 'is required' });
      else if (converted.value !== null) input[column.field] = converted.value;
    }
    const parsed = companyInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'name');
        const header = headerOf.get(field) ?? importColumns.find((c) => c.field === field)?.header ?? field;
        // A cell already reported (wrong type, missing) is not reported twice.
        if (problems.some((p) => p.column === header)) continue;
        problems.push({ row, column: header, value: rawOf(cells, field), message: issue.message });
      }
    }
    if (problems.length) rejected.push(...problems);
    else valid.push({ row, input: parsed.data! });
  }
  return { total, valid, rejected };
}

/** Later rows repeating a credit code of an earlier row are rejected, naming that row. */
function rejectDuplicatesInFile(valid: ParsedRow[], header: string) {
  const first = new Map<string, number>();
  const keep: ParsedRow[] = [];
  const rejected: Rejection[] = [];
  for (const r of valid) {
    const earlier = first.get(r.input.creditCode);
    if (earlier !== undefined) {
      rejected.push({ row: r.row, column: header, value: r.input.creditCode, message: `repeats the credit code of row ${earlier}` });
    } else {
      first.set(r.input.creditCode, r.row);
      keep.push(r);
    }
  }
  return { keep, rejected };
}

/** Rows whose credit code is already registered, found with one query per thousand codes. */
async function rejectRegistered(tx: DbOrTx, valid: ParsedRow[], header: string) {
  const registered = new Map<string, string>();
  const codes = valid.map((r) => r.input.creditCode);
  for (let i = 0; i < codes.length; i += 1000) {
    const found = await tx
      .select({ code: companies.creditCode, name: companies.name })
      .from(companies)
      .where(inArray(companies.creditCode, codes.slice(i, i + 1000)));
    for (const f of found) registered.set(f.code, f.name);
  }
  const keep = valid.filter((r) => !registered.has(r.input.creditCode));
  const rejected = valid
    .filter((r) => registered.has(r.input.creditCode))
    .map((r) => ({ row: r.row, column: header, value: r.input.creditCode, message: `is already registered for ${registered.get(r.input.creditCode)}` }));
  return { keep, rejected };
}

/** Inserts the companies and their qualification rows, 500 per statement. */
async function insertCompanies(tx: DbOrTx, rows: ParsedRow[]) {
  const created: { id: number; creditCode: string; name: string }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const values = chunk.map(({ input }) => {
      const { contacts: _c, figures: _f, ip: _i, customers: _cu, suppliers: _s, qualifications, ...fields } = input;
      return { ...fields, qualifications: [...new Set((qualifications ?? []).map((q) => q.qualification))] };
    });
    const inserted = await tx.insert(companies).values(values).returning({ id: companies.id, creditCode: companies.creditCode, name: companies.name });
    created.push(...inserted);
    const idOf = new Map(inserted.map((c) => [c.creditCode, c.id]));
    const quals = chunk.flatMap(({ input }) => (input.qualifications ?? []).map((q) => ({ ...q, companyId: idOf.get(input.creditCode)! })));
    if (quals.length) await tx.insert(companyQualifications).values(quals);
  }
  return created;
}

// ---------------------------------------------------------------------------------------------
// The upload
// ---------------------------------------------------------------------------------------------

/** The multipart file part, read into memory up to the limit. */
export const readUpload = (request: FastifyRequest) =>
  readImportUpload(request, { maxBytes: IMPORT_LIMITS.fileBytes, tooLarge: `(${IMPORT_LIMITS.rows} rows); split it` });

/** The upload checked by content: an .xlsx workbook (ZIP with the spreadsheet parts), whatever its name says. */
export function checkWorkbook(data: Buffer, fileName: string) {
  if (data.length === 0) throw badRequest(`"${fileName}" is empty`, 'file');
  const detected = sniff(data, fileName);
  if (detected.verdict === 'type' && detected.type.mime === TYPES.xlsx.mime) {
    if (unzippedSize(data) > IMPORT_LIMITS.unzippedBytes)
      throw payloadTooLarge(`"${fileName}" unpacks to more than ${formatBytes(IMPORT_LIMITS.unzippedBytes)}: it is not a company list this import can read`);
    return;
  }
  const what = detected.verdict === 'type' ? detected.type.label : detected.label;
  const hint = detected.verdict === 'type' && detected.type.mime === TYPES.xls.mime ? ' Open it in Excel or WPS and save it as .xlsx.' : '';
  throw unsupportedType(`"${fileName}" is not an Excel workbook (.xlsx): the content is ${what}, whatever the file name says.${hint}`);
}

/**
 * The uploaded workbook's rows: read from the request, checked by content, and parsed; a workbook the
 * reader cannot open is a 400 naming the file. `what` names the import in the log line.
 */
export async function readWorkbookUpload(request: FastifyRequest, what: string): Promise<{ fileName: string; rows: SheetRow[] }> {
  const { data, fileName } = await readUpload(request);
  checkWorkbook(data, fileName);
  try {
    return { fileName, rows: await readRows(data) };
  } catch (err) {
    // The reader's own words, for whoever looks into a workbook Excel opens and the import does not.
    request.log.warn({ reason: err instanceof Error ? err.message.slice(0, 200) : String(err), bytes: data.length }, `${what}: workbook unreadable`);
    throw badRequest(`"${fileName}" could not be read as an Excel workbook: it is damaged or not an .xlsx file`, 'file');
  }
}

export type ImportResult = { total: number; imported: number; rejectedRows: number; rejected: Rejection[] };

/** POST …/import: reads, checks and (when allowed) writes the companies of one uploaded .xlsx. */
export async function importCompanies(deps: Deps, request: FastifyRequest, options: { skipInvalid: boolean }): Promise<ImportResult> {
  const { fileName, rows } = await readWorkbookUpload(request, 'company import');
  const sheet = mapHeader(rows, fileName);
  if (sheet.dataRows.length > IMPORT_LIMITS.rows)
    throw badRequest(`"${fileName}" has more than ${IMPORT_LIMITS.rows} rows: split it into several files`, 'file');

  const codeHeader = [...sheet.columns.values()].find((c) => c.column.field === 'creditCode')!.header;
  const checked = checkRows(sheet, await loadDicts(deps.db));
  if (checked.total === 0) throw badRequest(`"${fileName}" has no company rows under its header`, 'file');
  return deps.db.transaction(async (tx) => {
    const inFile = rejectDuplicatesInFile(checked.valid, codeHeader);
    const inDb = await rejectRegistered(tx, inFile.keep, codeHeader);
    const rejected = [...checked.rejected, ...inFile.rejected, ...inDb.rejected].sort((a, b) => a.row - b.row);
    const rejectedRows = new Set(rejected.map((r) => r.row)).size;
    const report = { total: checked.total, rejectedRows, rejected };
    // All or nothing by default: one bad row keeps the whole file out, so a corrected file can simply be imported again.
    if ((rejected.length && !options.skipInvalid) || inDb.keep.length === 0) return { ...report, imported: 0 };

    const created = await insertCompanies(tx, inDb.keep);
    await audit(tx, request, {
      action: 'import',
      entity: 'company',
      summary: `Imported ${created.length} companies from ${fileName}${rejectedRows ? ` (${rejectedRows} rows rejected)` : ''}`,
      after: { file: fileName, total: checked.total, imported: created.length, rejectedRows, companies: created },
    });
    return { ...report, imported: created.length };
  });
}

// ---------------------------------------------------------------------------------------------
// The template
// ---------------------------------------------------------------------------------------------

const TEMPLATE_ROWS = 2000;
export const colLetter = (n: number) =>
  n <= 26 ? String.fromCharCode(64 + n) : String.fromCharCode(64 + Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));

/**
 * An import template's workbook (companies', clues'): the data sheet with its header row frozen, required headers
 * starred and red, each header's note; and a hidden sheet 字典 listing the industries (too long for an inline dropdown).
 */
export async function templateWorkbook(
  sheetName: string,
  columns: { header: string; required?: boolean; width?: number; note: string }[],
  industries: string[],
) {
  const Excel = await loadExcelJS();
  const workbook = new Excel.Workbook();
  workbook.creator = 'Park Portal';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = workbook.addWorksheet('字典', { state: 'hidden' });
  industries.forEach((text, i) => (lists.getCell(i + 1, 1).value = text));
  sheet.columns = columns.map((c) => ({ header: c.required ? `${c.header}*` : c.header, width: c.width ?? 14 }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.note = c.note;
    if (c.required) cell.font = { bold: true, color: { argb: 'FFCF1322' } };
  });
  return { workbook, sheet };
}

/** GET …/import-template: the header row with notes, one example row and dropdowns from the dictionaries. */
export async function importTemplate(deps: Deps): Promise<Buffer> {
  const dicts = await loadDicts(deps.db);
  const industries = dicts.industry.filter((i) => i.parentValue).map((i) => `${i.value} ${i.label}`);
  const { workbook, sheet } = await templateWorkbook('企业', importColumns, industries);
  const example = sheet.addRow(importColumns.map((c) => (c.field === 'industryCode' ? industries.find((t) => t.startsWith('65 ')) ?? c.example : c.example)));
  example.font = { italic: true, color: { argb: 'FF8C8C8C' } };

  const labels = (dict: keyof Dicts) => dicts[dict].map((i) => i.label);
  // exceljs has range validations (one entry per range) but its typings lack them.
  const validations = (sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;
  importColumns.forEach((c, i) => {
    const range = `${colLetter(i + 1)}2:${colLetter(i + 1)}${TEMPLATE_ROWS + 1}`;
    const col = sheet.getColumn(i + 1);
    if (c.kind === 'code' || c.kind === 'text') col.numFmt = '@'; // digits stay text: no lost credit-code digits
    if (c.kind === 'date') col.numFmt = 'yyyy-mm-dd';
    const prompt = { showErrorMessage: true, errorStyle: 'stop', errorTitle: c.header, error: c.note };
    if (c.kind === 'dict' && c.dict === 'industry' && industries.length) {
      validations.add(range, { type: 'list', allowBlank: true, formulae: [`'字典'!$A$1:$A$${industries.length}`], ...prompt, errorStyle: 'warning' });
    } else if (c.kind === 'dict' && c.dict && labels(c.dict).join(',').length < 250) {
      validations.add(range, { type: 'list', allowBlank: true, formulae: [`"${labels(c.dict).join(',')}"`], ...prompt });
    } else if (c.kind === 'int') {
      validations.add(range, { type: 'whole', operator: 'greaterThanOrEqual', allowBlank: true, formulae: [0], ...prompt });
    } else if (c.kind === 'number') {
      validations.add(range, { type: 'decimal', operator: 'greaterThanOrEqual', allowBlank: true, formulae: [0], ...prompt });
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
