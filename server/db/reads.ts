import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Read = () => unknown;

/**
 * Independent reads: at once on the pool, where each query takes a connection of its own, and one after another
 * inside a transaction, which is one connection and runs one query at a time (node-postgres queues overlapping queries
 * with a deprecation warning; pg 9 refuses them).
 */
export async function readAll<const T extends readonly Read[]>(db: DbOrTx, reads: T): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
}
