import type { AxiosRequestConfig, AxiosResponse } from '@umijs/max';
import { toSearchParams } from './query';

/** Library-level default lifetime of a `useCache` response when the caller gives no `ttl` (umi-request's default). */
export const DEFAULT_CACHE_TTL = 60000;
/** A session-cached response is valid while younger than this. */
export const SESSION_CACHE_SECONDS = 300;

/** Per-call options; caching is off unless the caller turns it on. */
export interface CacheOptions {
  /** Keep the response in sessionStorage for SESSION_CACHE_SECONDS. */
  sessionCache?: boolean;
  /** Keep the response in memory for `ttl` ms (DEFAULT_CACHE_TTL by default). */
  useCache?: boolean;
  ttl?: number;
}

export type Adapter = NonNullable<AxiosRequestConfig['adapter']>;
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Entry = { at: number; status: number; body: string };

const memory = new Map<string, string>();
const memoryStore: Store = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/** For tests and sign-out: forget every in-memory cached response. */
export function clearMemoryCache() {
  memory.clear();
}

function cachePolicy(config: AxiosRequestConfig & CacheOptions): { store: Store; maxAgeMs: number } | undefined {
  if (config.sessionCache) return { store: window.sessionStorage, maxAgeMs: SESSION_CACHE_SECONDS * 1000 };
  if (config.useCache) return { store: memoryStore, maxAgeMs: config.ttl ?? DEFAULT_CACHE_TTL };
  return undefined;
}

/** The cache key: url (with its query), body and app name, so another app's or another body's answer is never reused. */
export function cacheKey(config: AxiosRequestConfig): string {
  const headers = (config.headers ?? {}) as Record<string, unknown>;
  const query = toSearchParams(config.params).toString();
  const url = query ? `${config.url}?${query}` : config.url;
  return `portal-cache:${JSON.stringify([url, config.data ?? '', headers['app-name'] ?? ''])}`;
}

function readCache(store: Store, key: string, maxAgeMs: number): Entry | undefined {
  try {
    const raw = store.getItem(key);
    if (raw === null) return undefined;
    const entry = JSON.parse(raw) as Entry;
    if (Date.now() - entry.at < maxAgeMs) return entry;
    store.removeItem(key); // stale entries are removed, not kept
  } catch {
    // Storage unavailable (private mode) or a corrupt entry: behave as a miss.
  }
  return undefined;
}

function writeCache(store: Store, key: string, entry: Entry) {
  try {
    store.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full or unavailable: the answer simply is not cached.
  }
}

/** A business failure must not be served again from the cache. */
function isBusinessFailure(body: string): boolean {
  try {
    return (JSON.parse(body) as { success?: boolean } | null)?.success === false;
  } catch {
    return false;
  }
}

/**
 * Wraps the transport: a fresh cached body is answered without sending anything; otherwise the
 * successful raw body (text, before it is parsed) is stored. Only 2xx responses get here, as the
 * transport rejects the others.
 */
export function withResponseCache(send: Adapter): Adapter {
  return async (config) => {
    const policy = cachePolicy(config);
    if (!policy) return send(config);
    const key = cacheKey(config);
    const hit = readCache(policy.store, key, policy.maxAgeMs);
    if (hit) return { data: hit.body, status: hit.status, statusText: 'OK', headers: {}, config };
    const response: AxiosResponse = await send(config);
    if (typeof response.data === 'string' && !isBusinessFailure(response.data)) {
      writeCache(policy.store, key, { at: Date.now(), status: response.status, body: response.data });
    }
    return response;
  };
}
