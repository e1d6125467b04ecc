import { useDispatch, useSelector } from '@umijs/max';
import { useCallback, useEffect } from 'react';
import { dictCacheKey, isFresh, type DictEntry, type DictItem, type DictState } from '@/models/dict';

export type DictItemsState = {
  items: DictItem[];
  /** True until the first answer for this dictionary arrives, and while stale items are asked again. */
  loading: boolean;
  /** The load failed; `items` is then what was last known (often nothing). */
  failed: boolean;
};

const NO_ITEMS: DictItem[] = [];

/**
 * A dictionary's items from the dict model's cache: fresh items at once, otherwise the last known ones
 * while one (shared) request runs. Asks again when the dictionary is forgotten (useForgetDict).
 */
export function useDictItems(name?: string, parentValue?: string): DictItemsState {
  const key = name ? dictCacheKey(name, parentValue) : undefined;
  const entry = useSelector((state: { dict: DictState }) => (key ? state.dict.entries[key] : undefined)) as DictEntry | undefined;
  const dispatch = useDispatch();
  const forgotten = entry === undefined;

  // On mount, on another dictionary, and when the entry is forgotten; a failure does not loop, but the
  // next component to mount asks again.
  useEffect(() => {
    if (!name || entry?.status === 'loading' || isFresh(entry)) return;
    dispatch({ type: 'dict/load', payload: { name, parentValue } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, forgotten]);

  if (!name) return { items: NO_ITEMS, loading: false, failed: false };
  return { items: entry?.items ?? NO_ITEMS, loading: !entry || entry.status === 'loading', failed: entry?.status === 'failed' };
}

/** Loads a dictionary's items through the cache, for code that needs them outside rendering (tree pickers). */
export function useDictLoader() {
  const dispatch = useDispatch();
  return useCallback(
    (name: string, parentValue?: string) => dispatch({ type: 'dict/load', payload: { name, parentValue } }) as unknown as Promise<DictItem[]>,
    [dispatch],
  );
}

/** Forgets one dictionary (or, with no name, all): after the dictionary screen changed it, every reader asks again. */
export function useForgetDict() {
  const dispatch = useDispatch();
  return useCallback((name?: string) => dispatch({ type: 'dict/forget', payload: name }), [dispatch]);
}
