import { useCallback, useState } from 'react';

/**
 * A part of a screen loaded the first time someone reaches for it (hovers or focuses it), not with the page: antd's
 * AutoComplete and TreeSelect weigh 30–55 KB gzip each, more than a public page's first load can carry. Returns a hook
 * giving [the part once loaded, want]; once loaded, every later screen has it at once. Not React.lazy: a Suspense
 * boundary in a server-rendered page that updates before it has hydrated is thrown away and rendered again.
 */
export function onDemand<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= load().then(
      (part) => (loaded = part),
      (err) => {
        loading = undefined; // asked again next time; the stand-in keeps working meanwhile
        throw err;
      },
    ));
  return function useOnDemand(): [T | undefined, () => void] {
    const [part, setPart] = useState<T | undefined>(() => loaded);
    const want = useCallback(() => {
      if (loaded) setPart(() => loaded);
      else
        get().then(
          (p) => setPart(() => p),
          () => undefined,
        );
    }, []);
    return [part, want];
  };
}
