import type { applicationSettings, saveApplicationSettings } from '@/services/portal/application';
import type { FieldPath } from '@/utils/formRules';
import type { DataOf } from '@/utils/request/dataOf';

export type Settings = DataOf<typeof applicationSettings>;
export type SettingsBody = Parameters<typeof saveApplicationSettings>[0];
type MaterialSpec = Settings['materials'][number];
type FieldSpec = Settings['fields'][number];

export type MaterialRow = Partial<MaterialSpec>;
export type FieldRow = Partial<FieldSpec>;
export type Values = { open: boolean; workflowId?: number | null; reviewDeptId?: number | null; materials: MaterialRow[]; fields: FieldRow[] };

/** The server's limits (server/modules/application/schemas.ts): items per list, a material's name and note. */
export const MAX_FORM_ITEMS = 20;
export const MAX_MATERIAL_NAME = 64;
export const MAX_MATERIAL_NOTE = 200;
/** The extensions a material may accept: what the attachment upload stores (server/lib/uploads.ts ACCEPTED.attachment). */
export const MATERIAL_EXTENSIONS = ['pdf', 'docx', 'xlsx', 'pptx', 'doc', 'xls', 'png', 'jpg', 'zip', 'txt', 'csv'];

export const valuesOf = (s: Settings): Values => ({
  open: s.open,
  workflowId: s.workflow?.id ?? null,
  reviewDeptId: s.reviewDept?.id ?? null,
  materials: s.materials,
  fields: s.fields,
});

/**
 * A new material gets the first free key m1, m2…: companies' uploads are filed under the key, so an existing
 * material keeps its own however it is renamed, and staff never have to invent one.
 */
function withKeys(rows: MaterialRow[]): MaterialRow[] {
  const used = new Set(rows.map((r) => r.key).filter(Boolean));
  let n = 0;
  const next = () => {
    do n += 1;
    while (used.has(`m${n}`));
    used.add(`m${n}`);
    return `m${n}`;
  };
  return rows.map((r) => (r.key ? r : { ...r, key: next() }));
}

const text = (v?: string) => v?.trim() || undefined;

export function bodyOf(policyId: number, values: Values): SettingsBody {
  return {
    policyId,
    open: !!values.open,
    workflowId: values.workflowId ?? null,
    reviewDeptId: values.reviewDeptId ?? null,
    materials: withKeys(values.materials ?? []).map((m) => ({
      key: m.key!,
      name: (m.name ?? '').trim(),
      required: !!m.required,
      accept: m.accept ?? [],
      ...(m.templateUrl ? { templateUrl: m.templateUrl } : {}),
      ...(text(m.note) ? { note: text(m.note) } : {}),
    })),
    fields: (values.fields ?? []).map((f) => ({
      key: (f.key ?? '').trim(),
      label: (f.label ?? '').trim(),
      type: f.type ?? 'text',
      required: !!f.required,
      ...(f.type === 'number' && f.max ? { max: f.max } : {}),
    })),
  };
}

const ROW_FIELDS: Record<string, string[]> = {
  materials: ['name', 'required', 'accept', 'templateUrl', 'note'],
  fields: ['key', 'label', 'type', 'required', 'max'],
};

/**
 * Where the server's complaint goes in the form: `materials.2.accept.0` under that row's file types, a
 * material's key (the form does not show it) under its name, a whole list's rule (`fields`) under the list.
 */
export function formPathOf(path: FieldPath): FieldPath | undefined {
  const [list, index, field] = path;
  if (['open', 'workflowId', 'reviewDeptId'].includes(String(list))) return [list];
  if (!ROW_FIELDS[String(list)]) return undefined;
  if (typeof index !== 'number') return [list];
  const name = list === 'materials' && field === 'key' ? 'name' : String(field);
  return ROW_FIELDS[String(list)].includes(name) ? [list, index, name] : [list];
}
