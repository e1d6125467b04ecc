import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import { normaliseClueName, normalisePhone } from '@shared/clue';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { clueHistory, clues, departments, dictItems, dictTypes, users } from '../../db/schema';
import { inScope } from '../../lib/access';
import { audit, auditMany } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { grants } from '../../plugins/auth';
import { EXAMPLE_MARK, IMPORT_LIMITS, colLetter, displayText, normaliseHeader, plain, readWorkbookUpload, templateWorkbook } from '../company/import';
import type { Cell, SheetRow } from '../../lib/excel';
import { actorOf, owner } from './common';
import { cluePost } from './schemas';
import { lockDuplicates } from './service';
import { readAll } from '../../db/reads';

/**
 * Clues imported from an .xlsx file (the template from GET …/clue-import-template, or a file exported from the clue
 * list), as the company import does it (server/modules/company/import.ts, whose workbook reading this shares): every
 * row checked with the schema of a clue created on screen, the dictionaries by label or value, a phone or name
 * repeated in the file or already a clue refused naming it; one transaction per import, nothing written while a row is
 * rejected unless skipInvalid. Each clue is owned by the importer, or by the staff member its 负责人 cell names when the
 * importer may assign (clue:assign) and that person is in their data scope; each gets its history row and its
 * operation-log entry, as a clue created on screen.
 */

type Rejection = { row: number; column: string; value: string; message: string };
type Field =
  | 'name'
  | 'kind'
  | 'contactName'
  | 'phone'
  | 'industryCode'
  | 'intendedArea'
  | 'intendedUsage'
  | 'budget'
  | 'investmentAmount'
  | 'source'
  | 'level'
  | 'nextFollowUpOn'
  | 'tags'
  | 'remark'
  | 'owner';
type DictName = 'industry' | 'unit_usage' | 'clue_source' | 'intention_level';
type Kind = 'text' | 'phone' | 'number' | 'date' | 'dict' | 'kind' | 'tags' | 'owner';

type Column = {
  field: Field;
  /** The header the template writes (the export's, where it has the column, so an export can be imported again). */
  header: string;
  kind: Kind;
  required?: boolean;
  dict?: DictName;
  width?: number;
  note: string;
  example: string | number | Date;
};

export const clueImportColumns: Column[] = [
  {
    field: 'name',
    header: '企业/个人',
    kind: 'text',
    required: true,
    width: 34,
    note: '必填，企业名称或个人姓名，2～100 个字符；与已有线索同名会被拒绝',
    example: '（示例）苏州星湖量子科技有限公司',
  },
  { field: 'kind', header: '类型', kind: 'kind', note: '企业 或 个人；不填为企业', example: '企业' },
  { field: 'contactName', header: '联系人', kind: 'text', note: '最多 40 个字符', example: '陈经理' },
  { field: 'phone', header: '电话', kind: 'phone', width: 16, note: '手机或座机；同一文件内和已有线索中不能重复', example: '13912345678' },
  {
    field: 'industryCode',
    header: '行业',
    kind: 'dict',
    dict: 'industry',
    width: 26,
    note: '国民经济行业分类大类，例如 39 或 计算机、通信和其他电子设备制造业',
    example: '39',
  },
  { field: 'intendedArea', header: '意向面积（m²）', kind: 'number', note: '数字，不能为负数', example: 1200 },
  { field: 'intendedUsage', header: '意向用途', kind: 'dict', dict: 'unit_usage', note: '从下拉列表选择', example: '厂房' },
  { field: 'budget', header: '预算（元/m²/月）', kind: 'number', note: '数字，不能为负数', example: 45 },
  { field: 'investmentAmount', header: '投资额（万元）', kind: 'number', note: '数字，单位万元', example: 5000 },
  { field: 'source', header: '来源', kind: 'dict', dict: 'clue_source', required: true, note: '必填，从下拉列表选择', example: '渠道中介' },
  { field: 'level', header: '意向等级', kind: 'dict', dict: 'intention_level', required: true, note: '必填，A、B 或 C', example: 'B' },
  { field: 'nextFollowUpOn', header: '下次跟进', kind: 'date', width: 14, note: '日期，例如 2026-12-01', example: new Date(Date.UTC(2026, 11, 1)) },
  { field: 'tags', header: '标签', kind: 'tags', width: 20, note: '多个用顿号“、”或逗号分隔，最多 10 个', example: '重点' },
  { field: 'remark', header: '备注', kind: 'text', width: 30, note: '最多 1000 个字符', example: '展会认识，计划明年扩产' },
  {
    field: 'owner',
    header: '负责人',
    kind: 'owner',
    width: 12,
    note: '账号或姓名；不填为导入人。指定他人需要“分配线索”权限，且须在您的数据范围内',
    example: '',
  },
];

const headerIndex = new Map<string, Column>();
for (const c of clueImportColumns) {
  headerIndex.set(normaliseHeader(c.header), c);
  headerIndex.set(c.field.toLowerCase(), c);
}
for (const [alias, field] of [
  ['企业/个人名称', 'name'],
  ['名称', 'name'],
  ['企业名称', 'name'],
  ['联系电话', 'phone'],
  ['手机', 'phone'],
  ['行业代码', 'industryCode'],
  ['投资额', 'investmentAmount'],
  ['意向面积', 'intendedArea'],
  ['预算', 'budget'],
  ['线索来源', 'source'],
  ['等级', 'level'],
  ['下次跟进日期', 'nextFollowUpOn'],
  ['负责人账号', 'owner'],
] as const)
  headerIndex.set(normaliseHeader(alias), clueImportColumns.find((c) => c.field === field)!);

// ---------------------------------------------------------------------------------------------
// Dictionaries and staff
// ---------------------------------------------------------------------------------------------

type DictItem = { value: string; label: string; parentValue: string | null };
type Dicts = Record<DictName, DictItem[]>;

async function loadDicts(db: DbOrTx): Promise<Dicts> {
  const names: DictName[] = ['industry', 'unit_usage', 'clue_source', 'intention_level'];
  const rows = await db
    .select({ type: dictTypes.name, value: dictItems.value, label: dictItems.label, parentValue: dictItems.parentValue })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(and(inArray(dictTypes.name, names), eq(dictItems.status, 'active')))
    .orderBy(asc(dictItems.typeId), asc(dictItems.order), asc(dictItems.id));
  const dicts = Object.fromEntries(names.map((n) => [n, [] as DictItem[]])) as Dicts;
  for (const r of rows) dicts[r.type as DictName].push({ value: r.value, label: r.label, parentValue: r.parentValue });
  return dicts;
}

/** An item by its value, its label, or "value label" as the template's industry list offers it. */
function findItem(items: DictItem[], text: string): DictItem | undefined {
  const t = text.trim();
  const lower = t.toLowerCase();
  return items.find((i) => i.value.toLowerCase() === lower || i.label === t) ?? items.find((i) => t.startsWith(`${i.value} `));
}
const listOf = (items: DictItem[]) => (items.length <= 8 ? `: ${items.map((i) => i.label).join(', ')}` : '');

type Staff = { id: number; username: string; name: string | null; departmentId: number | null; status: string };

// ---------------------------------------------------------------------------------------------
// Rows to clues
// ---------------------------------------------------------------------------------------------

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());
const excelEpoch = Date.UTC(1899, 11, 30);
type Converted = { value: unknown } | { problem: string };

/** A cell to the value the clue schema expects, or why it cannot be one. */
function convert(column: Column, raw: Cell, dicts: Dicts): Converted {
  const v = plain(raw);
  if (v !== null && typeof v === 'object' && 'problem' in v) return v;
  if (blank(v)) return { value: column.required ? '' : null };
  switch (column.kind) {
    case 'text':
    case 'owner':
      return { value: v instanceof Date ? v.toISOString().slice(0, 10) : String(v).trim() };
    case 'phone':
      // A phone typed as a number keeps its digits (11 fit in Excel's 15).
      return { value: typeof v === 'number' ? String(Math.trunc(v)) : String(v).trim() };
    case 'kind': {
      const t = String(v).trim();
      if (t === '企业' || t.toLowerCase() === 'company') return { value: 'company' };
      if (t === '个人' || t.toLowerCase() === 'person') return { value: 'person' };
      return { problem: 'must be 企业 or 个人' };
    }
    case 'date': {
      if (v instanceof Date) return { value: v.toISOString().slice(0, 10) };
      if (typeof v === 'number') {
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
    case 'number': {
      let n: number;
      if (typeof v === 'number') n = v;
      else if (typeof v === 'string' && /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(v.trim())) n = Number(v.trim().replace(/,/g, ''));
      else return { problem: 'must be a number' };
      return { value: n };
    }
    case 'dict': {
      const items = dicts[column.dict!];
      const item = findItem(items, String(v));
      if (!item) return { problem: `is not a value of the dictionary${listOf(items)}` };
      return { value: item.value };
    }
    case 'tags':
      return {
        value: String(v)
          .split(/[、,，;；\n]+/)
          .map((p) => p.trim())
          .filter(Boolean),
      };
    default:
      return { value: null };
  }
}

type Input = z.infer<typeof cluePost>;
type ParsedRow = { row: number; input: Input; owner: Staff | null };
type Sheet = { columns: Map<number, { column: Column; header: string }>; dataRows: SheetRow[] };

/** Finds the header row (one of the first five) and maps its columns; refuses files it cannot read as a clue list. */
function mapHeader(rows: SheetRow[], fileName: string): Sheet {
  for (const [i, candidate] of rows.slice(0, 5).entries()) {
    const columns = new Map<number, { column: Column; header: string }>();
    candidate.cells.forEach((cell, index) => {
      const header = displayText(cell).trim();
      const column = header ? headerIndex.get(normaliseHeader(header)) : undefined;
      if (column) columns.set(index, { column, header });
    });
    const fields = [...columns.values()].map((c) => c.column.field);
    if (!fields.includes('name')) continue;
    const dup = fields.find((f, k) => fields.indexOf(f) !== k);
    if (dup) throw badRequest(`"${fileName}": the column ${clueImportColumns.find((c) => c.field === dup)!.header} appears twice in the header row`, 'file');
    const missing = clueImportColumns.filter((c) => c.required && !fields.includes(c.field)).map((c) => c.header);
    if (missing.length) throw badRequest(`"${fileName}": the header row has no ${missing.join(' or ')} column (download the template)`, 'file');
    return { columns, dataRows: rows.slice(i + 1) };
  }
  throw badRequest(`"${fileName}": no header row naming 企业/个人 in the first rows of the first sheet (download the template)`, 'file');
}

type Importer = { id: number; scope: Parameters<typeof inScope>[0]; mayAssign: boolean };

/** Who a 负责人 cell names: the importer by default; another staff member only for a manager, within their data scope. */
function ownerOf(text: string | null, importer: Importer, staff: Staff[]): { owner: Staff | null } | { problem: string } {
  if (!text) return { owner: null };
  const t = text.trim();
  const byUsername = staff.filter((s) => s.username.toLowerCase() === t.toLowerCase());
  const found = byUsername.length ? byUsername : staff.filter((s) => s.name === t);
  if (!found.length) return { problem: 'is not a staff member (give the account name or the full name)' };
  if (found.length > 1) return { problem: 'names several staff members: give the account name' };
  const who = found[0];
  if (who.id === importer.id) return { owner: null };
  if (!importer.mayAssign) return { problem: 'only a holder of the assign permission may import clues for someone else' };
  if (!inScope(importer.scope, { departmentId: who.departmentId, ownerId: who.id })) return { problem: 'is not in your data scope' };
  if (who.status !== 'active') return { problem: 'is disabled' };
  return { owner: who };
}

/** Every data row checked on its own: the clue or the problems of its cells. */
function checkRows(sheet: Sheet, dicts: Dicts, importer: Importer, staff: Staff[]) {
  const valid: ParsedRow[] = [];
  const rejected: Rejection[] = [];
  let total = 0;
  const headerOf = (field: string) =>
    [...sheet.columns.values()].find((c) => c.column.field === field)?.header ?? clueImportColumns.find((c) => c.field === field)?.header ?? field;
  const rawOf = (cells: Cell[], field: string) => {
    for (const [index, c] of sheet.columns) if (c.column.field === field) return displayText(cells[index]);
    return '';
  };
  const nameIndex = [...sheet.columns].find(([, c]) => c.column.field === 'name')![0];

  for (const { row, cells } of sheet.dataRows) {
    if (![...sheet.columns.keys()].some((index) => !blank(plain(cells[index])))) continue; // blank (or only formatted) rows
    if (EXAMPLE_MARK.test(displayText(cells[nameIndex]).trim())) continue;
    total += 1;

    const problems: Rejection[] = [];
    const input: Record<string, unknown> = {};
    let ownerText: string | null = null;
    for (const [index, { column, header }] of sheet.columns) {
      const converted = convert(column, cells[index], dicts);
      if ('problem' in converted) problems.push({ row, column: header, value: displayText(cells[index]), message: converted.problem });
      else if (column.required && converted.value === '') problems.push({ row, column: header, value: '', message: 'is required' });
      else if (column.field === 'owner') ownerText = converted.value as string | null;
      else if (converted.value !== null) input[column.field] = converted.value;
    }
    const parsed = cluePost.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const header = headerOf(String(issue.path[0] ?? 'name'));
        if (problems.some((p) => p.column === header)) continue; // reported already (wrong type, missing)
        problems.push({ row, column: header, value: rawOf(cells, String(issue.path[0] ?? 'name')), message: issue.message });
      }
    }
    const phone = parsed.success && parsed.data.phone ? normalisePhone(parsed.data.phone) : null;
    if (phone !== null && phone.length < 7 && !problems.some((p) => p.column === headerOf('phone')))
      problems.push({ row, column: headerOf('phone'), value: rawOf(cells, 'phone'), message: 'must have at least 7 digits' });
    const who = ownerOf(ownerText, importer, staff);
    if ('problem' in who) problems.push({ row, column: headerOf('owner'), value: ownerText ?? '', message: who.problem });
    if (problems.length) rejected.push(...problems);
    else valid.push({ row, input: { ...parsed.data!, phone }, owner: 'owner' in who ? who.owner : null });
  }
  return { total, valid, rejected };
}

/** Later rows repeating the phone or the name of an earlier row are rejected, naming that row. */
function rejectDuplicatesInFile(valid: ParsedRow[], header: (field: 'phone' | 'name') => string) {
  const phones = new Map<string, number>();
  const names = new Map<string, number>();
  const keep: ParsedRow[] = [];
  const rejected: Rejection[] = [];
  for (const r of valid) {
    const phone = r.input.phone;
    const name = normaliseClueName(r.input.name);
    const samePhone = phone ? phones.get(phone) : undefined;
    const sameName = names.get(name);
    if (samePhone !== undefined) rejected.push({ row: r.row, column: header('phone'), value: phone!, message: `repeats the phone of row ${samePhone}` });
    else if (sameName !== undefined) rejected.push({ row: r.row, column: header('name'), value: r.input.name, message: `repeats the name of row ${sameName}` });
    else {
      if (phone) phones.set(phone, r.row);
      names.set(name, r.row);
      keep.push(r);
    }
  }
  return { keep, rejected };
}

/** Rows whose phone or name is already a clue's (findDuplicates' rule), with one query per thousand rows; named with its owner. */
async function rejectExisting(tx: DbOrTx, valid: ParsedRow[], header: (field: 'phone' | 'name') => string) {
  type Found = { id: number; name: string; nameKey: string; phone: string | null; poolState: string; ownerName: string | null; departmentName: string | null };
  const found: Found[] = [];
  for (let i = 0; i < valid.length; i += 1000) {
    const chunk = valid.slice(i, i + 1000);
    const phones = chunk.map((r) => r.input.phone).filter((p): p is string => !!p);
    const keys = chunk.map((r) => normaliseClueName(r.input.name));
    found.push(
      ...(await tx
        .select({
          id: clues.id,
          name: clues.name,
          nameKey: clues.nameKey,
          phone: clues.phone,
          poolState: clues.poolState,
          ownerName: owner.realName,
          departmentName: departments.name,
        })
        .from(clues)
        .leftJoin(owner, eq(owner.id, clues.ownerId))
        .leftJoin(departments, eq(departments.id, clues.departmentId))
        .where(or(phones.length ? inArray(clues.phone, phones) : undefined, inArray(clues.nameKey, keys)))),
    );
  }
  const byPhone = new Map(found.filter((f) => f.phone).map((f) => [f.phone!, f]));
  const byName = new Map(found.map((f) => [f.nameKey, f]));
  const who = (f: Found) =>
    f.poolState === 'pool' ? 'in the give-up pool' : `owned by ${f.ownerName ?? '—'}${f.departmentName ? ` (${f.departmentName})` : ''}`;
  const keep: ParsedRow[] = [];
  const rejected: Rejection[] = [];
  for (const r of valid) {
    const samePhone = r.input.phone ? byPhone.get(r.input.phone) : undefined;
    const sameName = byName.get(normaliseClueName(r.input.name));
    if (samePhone)
      rejected.push({
        row: r.row,
        column: header('phone'),
        value: r.input.phone!,
        message: `is already clue #${samePhone.id} "${samePhone.name}", ${who(samePhone)}`,
      });
    else if (sameName)
      rejected.push({
        row: r.row,
        column: header('name'),
        value: r.input.name,
        message: `is already clue #${sameName.id} "${sameName.name}", ${who(sameName)}`,
      });
    else keep.push(r);
  }
  return { keep, rejected };
}

export type ClueImportResult = { total: number; imported: number; rejectedRows: number; rejected: Rejection[] };

/** POST …/clue-import: reads, checks and (when allowed) writes the clues of one uploaded .xlsx. */
export async function importClues(deps: Deps, request: FastifyRequest, options: { skipInvalid: boolean }): Promise<ClueImportResult> {
  const { fileName, rows } = await readWorkbookUpload(request, 'clue import');
  const sheet = mapHeader(rows, fileName);
  if (sheet.dataRows.length > IMPORT_LIMITS.rows)
    throw badRequest(`"${fileName}" has more than ${IMPORT_LIMITS.rows} rows: split it into several files`, 'file');
  const header = (field: 'phone' | 'name') =>
    [...sheet.columns.values()].find((c) => c.column.field === field)?.header ?? clueImportColumns.find((c) => c.field === field)!.header;
  const now = deps.now();

  return deps.db.transaction(async (tx) => {
    const actor = await actorOf(tx, request);
    const [dicts, staff] = await readAll(tx, [
      () => loadDicts(tx),
      () => tx.select({ id: users.id, username: users.username, name: users.realName, departmentId: users.departmentId, status: users.status }).from(users),
    ]);
    const importer = { id: actor.id, scope: actor.scope, mayAssign: grants(request.user!, 'clue:assign') };
    const checked = checkRows(sheet, dicts, importer, staff);
    if (checked.total === 0) throw badRequest(`"${fileName}" has no clue rows under its header`, 'file');
    // Serialises with every save of a name or phone (saveClue's lock), so a duplicate cannot slip in meanwhile.
    await lockDuplicates(tx);
    const inFile = rejectDuplicatesInFile(checked.valid, header);
    const inDb = await rejectExisting(tx, inFile.keep, header);
    const rejected = [...checked.rejected, ...inFile.rejected, ...inDb.rejected].sort((a, b) => a.row - b.row);
    const rejectedRows = new Set(rejected.map((r) => r.row)).size;
    const report = { total: checked.total, rejectedRows, rejected };
    // All or nothing by default, as the company import: a corrected file can simply be imported again.
    if ((rejected.length && !options.skipInvalid) || inDb.keep.length === 0) return { ...report, imported: 0 };

    const created: { id: number; name: string }[] = [];
    for (let i = 0; i < inDb.keep.length; i += 500) {
      const chunk = inDb.keep.slice(i, i + 500);
      const inserted = await tx
        .insert(clues)
        .values(
          chunk.map(({ input, owner: o }) => {
            const { id: _id, force: _force, ...fields } = input;
            return {
              ...fields,
              nameKey: normaliseClueName(fields.name),
              stage: 'new' as const,
              ownerId: o?.id ?? actor.id,
              departmentId: o ? o.departmentId : actor.departmentId,
              poolState: 'owned' as const,
              ownedSince: now,
              lastActivityAt: now,
              createdBy: actor.id,
              createdAt: now,
              updatedAt: now,
            };
          }),
        )
        .returning();
      await tx.insert(clueHistory).values(
        inserted.map((c) => ({
          clueId: c.id,
          action: 'import' as const,
          userId: actor.id,
          userName: actor.name,
          toStage: 'new',
          reason: `${fileName}`.slice(0, 500),
          createdAt: now,
        })),
      );
      await auditMany(
        tx,
        request,
        inserted.map((c) => ({ action: 'create' as const, entity: 'clue', entityId: c.id, summary: `import: ${c.name} (${fileName})`, after: c })),
      );
      created.push(...inserted.map((c) => ({ id: c.id, name: c.name })));
    }
    await audit(tx, request, {
      action: 'import',
      entity: 'clue',
      summary: `Imported ${created.length} clues from ${fileName}${rejectedRows ? ` (${rejectedRows} rows rejected)` : ''}`,
      after: { file: fileName, total: checked.total, imported: created.length, rejectedRows, clues: created },
    });
    return { ...report, imported: created.length };
  });
}

// ---------------------------------------------------------------------------------------------
// The template
// ---------------------------------------------------------------------------------------------

const TEMPLATE_ROWS = 2000;

/** GET …/clue-import-template: the header row with notes, one example row and dropdowns from the dictionaries. */
export async function clueImportTemplate(deps: Deps): Promise<Buffer> {
  const dicts = await loadDicts(deps.db);
  const industries = dicts.industry.filter((i) => i.parentValue).map((i) => `${i.value} ${i.label}`);
  const { workbook, sheet } = await templateWorkbook('线索', clueImportColumns, industries);
  const label = (dict: DictName, value: string) => dicts[dict].find((i) => i.value === value)?.label ?? value;
  const example = sheet.addRow(
    clueImportColumns.map((c) => {
      if (c.field === 'industryCode') return industries.find((t) => t.startsWith(`${c.example} `)) ?? c.example;
      if (c.field === 'source' || c.field === 'intendedUsage') return dicts[c.dict!][0]?.label ?? c.example;
      if (c.kind === 'dict' && c.dict) return label(c.dict, String(c.example));
      return c.example;
    }),
  );
  example.font = { italic: true, color: { argb: 'FF8C8C8C' } };

  const labels = (dict: DictName) => dicts[dict].map((i) => i.label);
  // exceljs has range validations (one entry per range) but its typings lack them.
  const validations = (sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations;
  clueImportColumns.forEach((c, i) => {
    const range = `${colLetter(i + 1)}2:${colLetter(i + 1)}${TEMPLATE_ROWS + 1}`;
    const col = sheet.getColumn(i + 1);
    if (c.kind === 'text' || c.kind === 'phone' || c.kind === 'owner') col.numFmt = '@'; // a phone stays text
    if (c.kind === 'date') col.numFmt = 'yyyy-mm-dd';
    const prompt = { showErrorMessage: true, errorStyle: 'stop', errorTitle: c.header, error: c.note };
    if (c.kind === 'dict' && c.dict === 'industry' && industries.length) {
      validations.add(range, { type: 'list', allowBlank: true, formulae: [`'字典'!$A$1:$A$${industries.length}`], ...prompt, errorStyle: 'warning' });
    } else if (c.kind === 'dict' && c.dict && labels(c.dict).join(',').length < 250) {
      validations.add(range, { type: 'list', allowBlank: true, formulae: [`"${labels(c.dict).join(',')}"`], ...prompt });
    } else if (c.kind === 'kind') {
      validations.add(range, { type: 'list', allowBlank: true, formulae: ['"企业,个人"'], ...prompt });
    } else if (c.kind === 'number') {
      validations.add(range, { type: 'decimal', operator: 'greaterThanOrEqual', allowBlank: true, formulae: [0], ...prompt });
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
