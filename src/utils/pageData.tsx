/**
 * The data a server-rendered page was rendered with (shared/pageData.ts), by key. On the server it
 * is the render's own (an AsyncLocalStorage the renderer holds, so concurrent renders never mix); in the
 * browser it is the copy written into the page, read while hydrating so the first render matches the HTML
 * and the screen does not fetch what it already has. It belongs to the address it was rendered for: the first
 * navigation elsewhere forgets it (onRouteChange in src/app.tsx).
 */
import { useEffect, useState } from 'react';
import { PAGE_DATA_ELEMENT_ID, PAGE_DATA_STORE, type PageData } from '@shared/pageData';

export { pageDataKey } from '@shared/pageData';

type Store = { getStore(): PageData | undefined };

/** The browser's copy: read once from the page's JSON block; undefined once forgotten or when there is none. */
let inBrowser: PageData | undefined | 'unread' = 'unread';

function readFromPage(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as PageData) : undefined;
  } catch {
    return undefined;
  }
}

function current(): PageData | undefined {
  if (typeof window === 'undefined') return (globalThis as Record<symbol, Store | undefined>)[PAGE_DATA_STORE]?.getStore();
  if (inBrowser === 'unread') inBrowser = readFromPage();
  return inBrowser;
}

export function pageData<T>(key: string): T | undefined {
  return current()?.data[key] as T | undefined;
}

/** True in the browser while the page the server rendered is the one shown. */
export const isServerRendered = () => typeof window !== 'undefined' && !!current();

export function forgetPageDataUnless(url: string) {
  if (typeof window !== 'undefined' && current()?.url !== url) inBrowser = undefined;
}

let markHydrated: () => void = () => undefined;
/** Resolves once the screen of a server-rendered page has hydrated (see patchRoutes in src/app.tsx). */
export const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/**
 * Resolves when what the page shows may change: at once on a page the browser rendered itself, else once the
 * server-rendered page has hydrated; a screen that fails to load does not hold it back for long.
 */
export function afterHydration(): Promise<unknown> {
  if (!isServerRendered()) return Promise.resolve();
  return Promise.race([
    hydrated,
    new Promise((resolve) => {
      setTimeout(resolve, 10_000);
    }),
  ]);
}

/**
 * Rendered after a screen's own content, inside the same lazily loaded route: its effect runs once the screen
 * has hydrated. Until then nothing may change what the page rendered, or React would render it afresh. The page's
 * `<html data-hydrated>` says so to what drives a browser (a click before it would be lost: no handler is attached yet).
 */
export function HydrationMark() {
  useEffect(() => {
    markHydrated();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const statusOf = (err: unknown) => (err as { response?: { status?: number } })?.response?.status;

/**
 * The record a public screen shows (a policy, a single page), as a server-rendered page starts with it: the page
 * data under `key` (null: the server found none, so not found), else loaded. `load` is undefined when the address
 * cannot name one (not found, nothing asked). A 404 is not found; any other failure can be tried again.
 */
export function useRenderedRecord<T>(key: string, load: (() => Promise<T>) | undefined) {
  const rendered = pageData<T | null>(key);
  const [record, setRecord] = useState<T | undefined>(rendered ?? undefined);
  const [failure, setFailure] = useState<'notFound' | 'error' | undefined>(rendered === null || !load ? 'notFound' : undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 && pageData(key) !== undefined) return undefined;
    let live = true;
    setRecord(undefined);
    setFailure(undefined);
    if (!load) {
      setFailure('notFound');
      return undefined;
    }
    load()
      .then((value) => live && setRecord(value))
      .catch((err) => live && setFailure(statusOf(err) === 404 ? 'notFound' : 'error'));
    return () => {
      live = false;
    };
    // The key names the record (its address); `load` is a new function at every render.
  }, [key, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  return { record, failure, retry: () => setAttempt((n) => n + 1) };
}
