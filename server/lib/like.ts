import { and, ilike, like, or, sql, type SQL } from 'drizzle-orm';
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

/**
 * "Contains" for one column without an index to help: plain LIKE when the text has no letters with a case (Chinese
 * text, digits), several times cheaper than ILIKE on UTF-8 text; ILIKE otherwise.
 */
export function literalMatch(text: string, column: AnyPgColumn | SQL.Aliased | SQL): SQL {
  const pattern = `%${likeLiteral(text)}%`;
  return text.toLowerCase() === text.toUpperCase() ? like(column as AnyPgColumn, pattern) : ilike(column as AnyPgColumn, pattern);
}

/** The SQL functions behind the bigram GIN indexes (migrations company_query_indexes and inbox_title_bigrams). */
type BigramFunction = 'company_name_bigrams' | 'text_bigrams';

/**
 * "Contains" over a column that has a bigram GIN index (`fn(column)`): the index finds the rows holding every
 * character pair of the text (two or more characters, Chinese ones included, where pg_trgm needs three and a
 * locale that counts them as letters), LIKE then checks the order. Case matters only for letters, and plain LIKE
 * is several times cheaper than ILIKE on UTF-8 text. Undefined without text, as `contains`.
 */
export function containsByBigrams(text: string | null | undefined, column: AnyPgColumn, fn: BigramFunction = 'text_bigrams'): SQL | undefined {
  if (!text) return undefined;
  const match = literalMatch(text, column);
  if ([...text].length < 2) return match;
  return and(sql`${sql.raw(fn)}(${column}) @> ${sql.raw(fn)}(${text})`, match);
}
