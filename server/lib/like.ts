import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A user's text inside a LIKE pattern: `%`, `_` and `\` match themselves, not any text. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** LIKE pattern of "starts with" the user's text. */
export const prefixPattern = (text: string) => `${likeLiteral(text)}%`;

/**
 * "Contains" for list filters: true when any of the columns holds the text, case-insensitively and
 * literally (searching "100%" finds "100%", not everything); undefined without text, so `and()` drops it.
 */
export function contains(text: string | null | undefined, ...columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${likeLiteral(text)}%`;
  return columns.length === 1 ? ilike(columns[0], pattern) : or(...columns.map((column) => ilike(column, pattern)));
}
