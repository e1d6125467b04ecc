import type { UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { adminCreatePolicy } from '@/services/portal/policyAdmin';
import { nextRuleId, ruleToRow, rowToRule, VALUE_FIELD, valueKind, type RuleRow } from './rules';
import type { EntityType, PolicyDetail, PolicyLevel, WindowKind } from './shared/constants';
import type { FieldPath } from '@/utils/formRules';
import { filesToList, listToFiles } from './shared/upload';

/** The policy form's values: dates as dayjs, rules as rows, attachments as an Upload file list. */
export type BatchRow = { name?: string; startDate?: Dayjs | null; endDate?: Dayjs | null };
export type ContactRow = { department?: string; phone?: string; address?: string };
export type PolicyFormValues = {
  title: string;
  docNo?: string;
  departmentId?: number;
  level?: PolicyLevel;
  regionCode?: string;
  publishDate?: Dayjs | null;
  sourceUrl?: string;
  contentHtml?: string;
  summary?: string;
  tagIds?: number[];
  supportType?: string;
  maxAmount?: number | null;
  window: { kind: WindowKind; startDate?: Dayjs | null; endDate?: Dayjs | null; batches?: BatchRow[] };
  payoutMode: 'apply' | 'exempt';
  conditionsText?: string;
  rules?: RuleRow[];
  entityTypes?: EntityType[];
  contacts?: ContactRow[];
  attachments?: UploadFile[];
};

export type PolicyBody = Parameters<typeof adminCreatePolicy>[0];

const day = (s?: string | null) => (s ? dayjs(s) : null);
const iso = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined);

/** A new policy: today's date, a date range window, paid on application, for enterprises. */
export const emptyPolicy = (): Partial<PolicyFormValues> => ({
  publishDate: dayjs(),
  contentHtml: '',
  tagIds: [],
  window: { kind: 'range', batches: [] },
  payoutMode: 'apply',
  rules: [],
  entityTypes: ['enterprise'],
  contacts: [],
  attachments: [],
});

export function toFormValues(p: PolicyDetail): PolicyFormValues {
  return {
    title: p.title,
    docNo: p.docNo ?? undefined,
    departmentId: p.department.id,
    level: p.level,
    regionCode: p.regionCode,
    publishDate: day(p.publishDate),
    sourceUrl: p.sourceUrl ?? undefined,
    contentHtml: p.contentHtml,
    summary: p.summary ?? undefined,
    tagIds: p.tags.map((t) => t.id),
    supportType: p.supportType,
    maxAmount: p.maxAmount,
    window: {
      kind: p.window.kind,
      startDate: day(p.window.startDate),
      endDate: day(p.window.endDate),
      batches: p.window.batches.map((b) => ({ name: b.name, startDate: day(b.startDate), endDate: day(b.endDate) })),
    },
    payoutMode: p.payoutMode,
    conditionsText: p.conditionsText ?? undefined,
    rules: p.rules.map(ruleToRow),
    entityTypes: p.entityTypes as EntityType[],
    contacts: p.contacts.map((c) => ({ department: c.department, phone: c.phone ?? undefined, address: c.address ?? undefined })),
    attachments: filesToList(p.attachments),
  };
}

const trimmed = (s?: string) => s?.trim() || undefined;

/** Validated form values as the create/update body; only the window's own kind keeps its dates. */
export function toBody(v: PolicyFormValues): PolicyBody {
  const kind = v.window.kind;
  return {
    title: v.title.trim(),
    docNo: trimmed(v.docNo),
    departmentId: v.departmentId!,
    level: v.level!,
    regionCode: v.regionCode!,
    publishDate: iso(v.publishDate)!,
    sourceUrl: trimmed(v.sourceUrl) ?? '',
    contentHtml: v.contentHtml ?? '',
    summary: trimmed(v.summary),
    tagIds: v.tagIds ?? [],
    supportType: v.supportType!,
    maxAmount: v.maxAmount ?? undefined,
    window: {
      kind,
      ...(kind === 'range' ? { startDate: iso(v.window.startDate), endDate: iso(v.window.endDate) } : {}),
      batches:
        kind === 'batches' ? (v.window.batches ?? []).map((b) => ({ name: b.name!.trim(), startDate: iso(b.startDate)!, endDate: iso(b.endDate)! })) : [],
    },
    payoutMode: v.payoutMode,
    conditionsText: trimmed(v.conditionsText),
    rules: (v.rules ?? []).map(rowToRule),
    entityTypes: v.entityTypes ?? [],
    contacts: (v.contacts ?? []).map((c) => ({ department: c.department!.trim(), phone: trimmed(c.phone) ?? '', address: trimmed(c.address) })),
    attachments: listToFiles(v.attachments).map((f) => ({ name: f.name, url: f.url, ...(f.size === null ? {} : { size: f.size }) })),
  };
}

const TOP_LEVEL = new Set([
  'title',
  'docNo',
  'departmentId',
  'level',
  'regionCode',
  'publishDate',
  'sourceUrl',
  'contentHtml',
  'summary',
  'tagIds',
  'supportType',
  'maxAmount',
  'payoutMode',
  'conditionsText',
  'rules',
  'entityTypes',
  'contacts',
  'attachments',
]);

/**
 * Where a server error about `serverPath` goes in the form. The window's dates and batches, the rules'
 * cells and the contacts' cells are addressed to the cell; a rule's 'value' to the input its kind shows;
 * list items of tags, entity types and attachments to the list.
 */
export function formPathOf(serverPath: FieldPath, values: Partial<PolicyFormValues>): FieldPath | undefined {
  const [top, index, cell] = serverPath;
  if (top === 'window') {
    if (index === 'batches' && typeof cell === 'number') {
      const leaf = serverPath[3];
      return ['window', 'batches', cell, leaf === 'name' || leaf === 'startDate' || leaf === 'endDate' ? leaf : 'name'];
    }
    if (index === 'startDate' || index === 'endDate' || index === 'kind') return ['window', index];
    return ['window', 'kind'];
  }
  if (typeof top !== 'string' || !TOP_LEVEL.has(top)) return undefined;
  if (top === 'rules' && typeof index === 'number' && typeof cell === 'string') {
    const row = values.rules?.[index];
    if (cell === 'value') {
      const kind = valueKind(row?.field, row?.op);
      return kind ? ['rules', index, VALUE_FIELD[kind]] : ['rules', index, 'op'];
    }
    if (['field', 'op', 'yearsBack', 'label'].includes(cell)) return ['rules', index, cell];
    return ['rules', index, 'label'];
  }
  if (top === 'contacts' && typeof index === 'number' && typeof cell === 'string') return ['contacts', index, cell];
  return [top];
}

export { nextRuleId };
