import type { DbOrTx } from '../../db/client';

/**
 * Areas that store dictionary values register how to count the records using a value, so an item in
 * use is never deleted from under them. Keyed by dictionary name.
 */
type UsageCounter = (db: DbOrTx, value: string) => Promise<number>;
const counters = new Map<string, { what: string; count: UsageCounter }[]>();

export function registerDictUsage(dictName: string, what: string, count: UsageCounter) {
  counters.set(dictName, [...(counters.get(dictName) ?? []), { what, count }]);
}

/** The first use found, as "N <records>", or null when the value is free. */
export async function dictValueInUse(db: DbOrTx, dictName: string, value: string): Promise<string | null> {
  for (const { what, count } of counters.get(dictName) ?? []) {
    const n = await count(db, value);
    if (n > 0) return `${n} ${what}`;
  }
  return null;
}
