/** Plain objects to query strings / form bodies: empty values are left out, arrays repeat the key. */
export function toSearchParams(values: Record<string, unknown> | undefined): URLSearchParams {
  const search = new URLSearchParams();
  Object.entries(values ?? {}).forEach(([key, value]) => {
    (Array.isArray(value) ? value : [value]).forEach((item: unknown) => {
      if (item === undefined || item === null) return;
      if (item instanceof Date) search.append(key, item.toISOString());
      else search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    });
  });
  return search;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}
