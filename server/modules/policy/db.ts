import { sql, type SQL } from 'drizzle-orm';
import { regionPrefix } from '@shared/regionCodes';

/** Rows whose region lies within any of the codes (GB/T 2260 prefixes; a county matches itself). */
export function regionMatchSql(column: SQL, codes: readonly string[]): SQL | undefined {
  if (!codes.length) return undefined;
  const parts = codes.map((c) => {
    const prefix = regionPrefix(c);
    return prefix.length === 6 ? sql`${column} = ${prefix}` : sql`${column} like ${`${prefix}%`}`;
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

export const toIso = (v: Date | string | null | undefined) => (v === null || v === undefined ? null : new Date(v).toISOString());
export const toNum = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));
