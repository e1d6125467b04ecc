import { sql, type SQL } from 'drizzle-orm';
import { segmented } from '@shared/policyText';

/**
 * The policy search vectors: the text split into words by shared/policyText.ts and indexed by PostgreSQL
 * with the 'simple' configuration, the same SQL on PGlite and PostgreSQL, no extension needed.
 */

/** Longest text that goes into the vector (PostgreSQL caps positions at 16383 anyway). */
const MAX_INDEXED = 60_000;

export type VectorParts = { title: string; docNo: string | null; departmentName: string; summary: string | null; contentText: string };

/**
 * Two vectors. `searchVector` holds everything (title A, document number and department B, summary and
 * text C) and is only read through its GIN index, to find matches. `headVector` holds the title, the
 * document number and the department: small enough to stay in the row, so ranking thousands of matches
 * never reads the large, out-of-line full vector.
 */
export function searchVectors(p: VectorParts, segment: (text: string) => string = segmented): { searchVector: SQL; headVector: SQL } {
  const a = segment(p.title);
  const b = segment(`${p.docNo ?? ''} ${p.departmentName}`);
  const c = segment(`${p.summary ?? ''} ${p.contentText}`.slice(0, MAX_INDEXED));
  const head = sql`setweight(to_tsvector('simple', ${a}), 'A') || setweight(to_tsvector('simple', ${b}), 'B')`;
  return { searchVector: sql`${head} || setweight(to_tsvector('simple', ${c}), 'C')`, headVector: head };
}
