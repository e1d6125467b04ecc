import { dictByName } from '@/services/portal/dict';

/**
 * The one module-level cache of dictionary items that DictSelect, DictTag and useDictItems share.
 * Entries are keyed by (dictionary name, parentValue): concurrent loads of the same key share one
 * request, a loaded entry is fresh for 5 minutes, and a failed load is not kept (the next caller
 * asks again). `clearDictCache()` forgets everything (or one dictionary) and tells the mounted
 * components to load again, e.g. after the dictionary screen has changed an item.
 */

export type DictItem = {
  id: number;
  typeId: number;
  label: string;
  value: string;
  parentValue: string | null;
  order: number;
  color: string | null;
  isDefault: boolean;
  status: 'active' | 'disabled';
  remark: string | null;
};

/** How long loaded items are used before they are asked for again. */
export const DICT_CACHE_TTL = 5 * 60 * 1000;

type Entry = {
  /** The last items loaded, possibly stale. */
  items?: DictItem[];
  loadedAt?: number;
  /** The request under way for this key, shared by every caller meanwhile. */
  pending?: Promise<DictItem[]>;
};

const entries = new Map<string, Entry>();
const listeners = new Set<(name?: string) => void>();

/** undefined parentValue = every item of the dictionary; '' = its top level (the server's rule). */
export function dictCacheKey(name: string, parentValue?: string): string {
  return parentValue === undefined ? name : `${name}\u0000${parentValue}`;
}

const nameOfKey = (key: string) => key.split('\u0000')[0];

/** The cached items while fresh; with `stale`, whatever was last loaded. */
export function peekDict(name: string, parentValue?: string, options: { stale?: boolean } = {}): DictItem[] | undefined {
  const entry = entries.get(dictCacheKey(name, parentValue));
  if (!entry?.items) return undefined;
  if (options.stale) return entry.items;
  return entry.loadedAt !== undefined && Date.now() - entry.loadedAt < DICT_CACHE_TTL ? entry.items : undefined;
}

/**
 * The items of a dictionary (active ones, as the server returns them by name), from the cache when
 * fresh, else from one request shared by all callers. Rejects when the request fails.
 */
export function loadDict(name: string, parentValue?: string): Promise<DictItem[]> {
  const fresh = peekDict(name, parentValue);
  if (fresh) return Promise.resolve(fresh);
  const key = dictCacheKey(name, parentValue);
  const entry = entries.get(key);
  if (entry?.pending) return entry.pending;

  const params = parentValue === undefined ? { name } : { name, parentValue };
  const pending: Promise<DictItem[]> = dictByName(params, { skipErrorHandler: true }).then(
    (res) => {
      if (!res || res.code !== 0) throw new Error(`Dictionary "${name}" could not be loaded`);
      const items = (Array.isArray(res.data) ? res.data : []) as DictItem[];
      // Cleared meanwhile: hand the answer to the callers, but do not keep it.
      if (entries.get(key)?.pending === pending) entries.set(key, { items, loadedAt: Date.now() });
      return items;
    },
    (err: unknown) => {
      const current = entries.get(key);
      if (current?.pending === pending) {
        if (current.items) entries.set(key, { items: current.items, loadedAt: current.loadedAt });
        else entries.delete(key);
      }
      throw err;
    },
  );
  entries.set(key, { ...entry, pending });
  return pending;
}

/** Forgets one dictionary (every parentValue of it) or, without a name, every dictionary. */
export function clearDictCache(name?: string): void {
  if (name === undefined) entries.clear();
  else for (const key of [...entries.keys()]) if (nameOfKey(key) === name) entries.delete(key);
  listeners.forEach((listener) => listener(name));
}

/** Called with the dictionary name (or undefined for all) whenever the cache is cleared. */
export function subscribeDictCache(listener: (name?: string) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
