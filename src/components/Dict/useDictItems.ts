import { useEffect, useState } from 'react';
import { loadDict, peekDict, subscribeDictCache, type DictItem } from './cache';

export type DictItemsState = {
  items: DictItem[];
  /** True until the first answer for this dictionary arrives. */
  loading: boolean;
  /** The load failed; `items` is then what was last known (often nothing). */
  failed: boolean;
};

/**
 * A dictionary's items through the shared cache: fresh cached items at once, otherwise the last known
 * ones while one (shared) request runs. Loads again when the cache is cleared for this dictionary.
 */
export function useDictItems(name?: string, parentValue?: string): DictItemsState {
  const [state, setState] = useState<DictItemsState>(() => {
    const fresh = name ? peekDict(name, parentValue) : [];
    return { items: fresh ?? (name ? peekDict(name, parentValue, { stale: true }) : undefined) ?? [], loading: !fresh, failed: false };
  });
  const [generation, setGeneration] = useState(0);

  useEffect(
    () =>
      subscribeDictCache((cleared) => {
        if (cleared === undefined || cleared === name) setGeneration((g) => g + 1);
      }),
    [name],
  );

  useEffect(() => {
    if (!name) {
      setState({ items: [], loading: false, failed: false });
      return undefined;
    }
    const fresh = peekDict(name, parentValue);
    if (fresh) {
      setState((s) => (s.items === fresh && !s.loading && !s.failed ? s : { items: fresh, loading: false, failed: false }));
      return undefined;
    }
    let alive = true;
    const known = peekDict(name, parentValue, { stale: true }) ?? [];
    setState((s) => (s.items === known && s.loading ? s : { items: known, loading: true, failed: false }));
    loadDict(name, parentValue).then(
      (items) => alive && setState({ items, loading: false, failed: false }),
      () => alive && setState({ items: known, loading: false, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, [name, parentValue, generation]);

  return state;
}
