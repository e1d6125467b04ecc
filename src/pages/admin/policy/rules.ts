import { figureFields, profileFields, type ProfileField, type RuleOperator } from '@shared/policyConditions';
import type { PolicyRule } from './shared/constants';

/**
 * The structured-rules editor's model: which operators and which kind of value each profile field of
 * shared/policyConditions.ts takes, and the conversion between a stored rule and a form row.
 */

/** Fields holding one code each: region (GB/T 2260), industry (GB/T 4754), scale, entity type. */
export const CODE_FIELDS: readonly ProfileField[] = ['region', 'industry', 'scale', 'entityType'];
/** Fields holding a set of codes: the qualifications a company has. */
export const SET_FIELDS: readonly ProfileField[] = ['qualification'];
/** Fields holding a number (counts, years, and the per-year figures). */
export const NUMERIC_FIELDS: readonly ProfileField[] = profileFields.filter((f) => !CODE_FIELDS.includes(f) && !SET_FIELDS.includes(f));

export const isFigureField = (field?: ProfileField) => !!field && figureFields.includes(field);

const NUMERIC_OPS: RuleOperator[] = ['gte', 'gt', 'lte', 'lt', 'eq', 'between'];
const CODE_OPS: RuleOperator[] = ['in', 'notIn', 'eq'];
const SET_OPS: RuleOperator[] = ['hasAny', 'hasAll', 'notIn'];

/** The operators offered for a field (the matcher's meaning of each: shared/policyMatch.ts). */
export function operatorsFor(field?: ProfileField): RuleOperator[] {
  if (!field) return [];
  if (CODE_FIELDS.includes(field)) return CODE_OPS;
  if (SET_FIELDS.includes(field)) return SET_OPS;
  return NUMERIC_OPS;
}

/** The operator a new row (or a changed field) starts with. */
export const defaultOperator = (field: ProfileField): RuleOperator => operatorsFor(field)[0];

export type ValueKind = 'number' | 'range' | 'code' | 'codes';

/** Which value input a rule shows: a number, a [min, max] pair, one code or a list of codes. */
export function valueKind(field?: ProfileField, op?: RuleOperator): ValueKind | undefined {
  if (!field || !op) return undefined;
  if (NUMERIC_FIELDS.includes(field)) return op === 'between' ? 'range' : op === 'in' || op === 'notIn' ? 'codes' : 'number';
  return op === 'eq' ? 'code' : 'codes';
}

/** The unit of a numeric field (a locale key suffix), as the rules store it. */
export const FIELD_UNITS: Partial<Record<ProfileField, 'wan' | 'percent' | 'years' | 'pieces' | 'persons'>> = {
  foundedYears: 'years',
  ipClass1: 'pieces',
  ipClass2: 'pieces',
  ipTotal: 'pieces',
  staff: 'persons',
  techStaffRatio: 'percent',
  revenue: 'wan',
  rdSpend: 'wan',
  rdRatio: 'percent',
  netAssets: 'wan',
  revenueGrowth: 'percent',
};

/** One rule as the form holds it: each value kind in its own field, so switching operators loses nothing typed. */
export type RuleRow = {
  id: string;
  field?: ProfileField;
  op?: RuleOperator;
  num?: number | null;
  min?: number | null;
  max?: number | null;
  code?: string;
  codes?: string[];
  yearsBack?: number;
  hard: boolean;
  label?: string;
};

/** The form field holding a row's value for its kind (where the server's 'rules.N.value' error goes). */
export const VALUE_FIELD: Record<ValueKind, keyof RuleRow> = { number: 'num', range: 'max', code: 'code', codes: 'codes' };

export function ruleToRow(rule: PolicyRule): RuleRow {
  const field = rule.field as ProfileField;
  const op = rule.op as RuleOperator;
  const v = rule.value;
  const row: RuleRow = { id: rule.id, field, op, hard: rule.hard !== false, label: rule.label };
  switch (valueKind(field, op)) {
    case 'range':
      if (Array.isArray(v)) [row.min, row.max] = [Number(v[0]), Number(v[1])];
      break;
    case 'number':
      row.num = typeof v === 'number' ? v : Number.isFinite(Number(v)) ? Number(v) : null;
      break;
    case 'code':
      row.code = Array.isArray(v) ? String(v[0] ?? '') : String(v);
      break;
    default:
      row.codes = Array.isArray(v) ? v.map(String) : [String(v)];
  }
  // A year only means something for a figure; a stray one on another field is not kept.
  if (isFigureField(field)) row.yearsBack = rule.yearsBack ?? 1;
  return row;
}

/** A validated row as the API takes it. */
export function rowToRule(row: RuleRow) {
  const field = row.field!;
  const op = row.op!;
  const kind = valueKind(field, op);
  const value: PolicyRule['value'] = kind === 'range' ? [row.min!, row.max!] : kind === 'number' ? row.num! : kind === 'code' ? row.code! : row.codes!;
  return {
    id: row.id,
    field,
    op,
    value,
    ...(isFigureField(field) ? { yearsBack: row.yearsBack ?? 1 } : {}),
    hard: row.hard !== false,
    label: row.label!.trim(),
  };
}

/** A rule id not yet used in the list ('r1', 'r2', …): ids stay stable once saved. */
export function nextRuleId(rows: Pick<RuleRow, 'id'>[] = []): string {
  const used = new Set(rows.map((r) => r.id));
  let n = rows.length + 1;
  while (used.has(`r${n}`)) n += 1;
  return `r${n}`;
}
