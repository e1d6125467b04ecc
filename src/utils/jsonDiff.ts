/**
 * Field-by-field comparison of an operation log entry's before and after values, for showing
 * them side by side with the changed fields marked.
 */
export type DiffRow = { key: string; before: unknown; after: unknown; changed: boolean; inBefore: boolean; inAfter: boolean };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep equality of JSON values (object key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => jsonEqual(v, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => jsonEqual(a[k], b[k]));
  }
  return false;
}

/**
 * The union of both objects' keys, each with its two values and whether it changed; changed rows
 * first, each group in before's key order then after's new keys. A creation has no before and a
 * deletion no after: every field with a value then counts as changed. An update's before is the
 * whole record while its after holds only the fields written, so a field missing from after is
 * not a change (`inAfter: false`); null and a missing value compare equal. Not objects: null.
 */
export function diffRows(before: unknown, after: unknown): DiffRow[] | null {
  const b = before ?? {};
  const a = after ?? {};
  if (!isRecord(b) || !isRecord(a)) return null;
  const update = before !== null && before !== undefined && after !== null && after !== undefined;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = keys.map((key) => {
    const inAfter = key in a;
    const changed = update ? inAfter && !jsonEqual(b[key] ?? null, a[key] ?? null) : (b[key] ?? a[key] ?? null) !== null;
    return { key, before: b[key], after: a[key], changed, inBefore: key in b, inAfter };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

/** A value as one line of text: '-' for nothing, JSON for objects and arrays. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
