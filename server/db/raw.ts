import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The rows of a raw query as the driver returns them, without drizzle's mapping (which checks every field of every
 * row: noticeable on a few thousand grouped rows). node-postgres and PGlite both answer `{ rows }`; callers name the
 * columns and cast dates to text and counts to int in SQL, so both drivers give the same values.
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
