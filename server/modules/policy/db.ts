import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { regionPrefix } from '@shared/regionCodes';

/**
 * Raw queries (search, facets, calendar) return the drivers' rows; both node-postgres and PGlite answer
 * `{ rows }`. Callers cast dates to text and counts to int in SQL so both drivers give the same values.
 */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `(a, b, c)` of bound parameters; callers never pass an empty list. */
export const inList = (values: readonly (string | number)[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

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
