/** Optional response caching, through Umi's real generated `request` with our config. */
import { request } from '@umijs/max';
import { clearMemoryCache, DEFAULT_CACHE_TTL, SESSION_CACHE_SECONDS } from '@/utils/request';
import { cacheKey } from '@/utils/request/cache';
import { installFakeXhr, json, sent, serve, spyAntd } from './fakeXhr';

// 'umi' and '@umijs/max' both map to src/.umi-test/exports: see transport.test.ts.
jest.mock('@umijs/max', () => ({
  ApplyPluginsType: { modify: 'modify' },
  get request() {
    return jest.requireActual('@@/plugin-request/request').request;
  },
}));
jest.mock('@@/core/plugin', () => ({
  getPluginManager: () => ({ applyPlugins: () => jest.requireActual('@/requestErrorConfig').requestConfig }),
}));

spyAntd();
const START = new Date('2024-05-01T08:00:00Z').getTime();
const at = (seconds: number) => jest.setSystemTime(START + seconds * 1000);
/** Each answer carries a fresh number, so a cached answer is recognisable. */
let counter = 0;

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  installFakeXhr();
  counter = 0;
  serve(() => json({ success: true, data: ++counter }));
  sessionStorage.clear();
  clearMemoryCache();
});
afterEach(() => jest.useRealTimers());

describe('the session cache', () => {
  it('lasts 300 seconds', () => expect(SESSION_CACHE_SECONDS).toBe(300));

  it('serves the cached answer while younger than 300 s (299 s) and removes it after (301 s)', async () => {
    await expect(request('/api/config', { sessionCache: true })).resolves.toEqual({ success: true, data: 1 });
    expect(sessionStorage.length).toBe(1);

    at(299);
    await expect(request('/api/config', { sessionCache: true })).resolves.toEqual({ success: true, data: 1 });
    expect(sent).toHaveLength(1);

    at(301);
    // A failing answer is not cached, so what is left in storage afterwards shows the stale entry went.
    serve(json({ success: true, data: 'fresh' }, 500));
    await request('/api/config', { sessionCache: true, skipErrorHandler: true }).catch(() => undefined);
    expect(sent).toHaveLength(2);
    expect(sessionStorage.length).toBe(0);
  });

  it('asks the server again after expiry and caches the new answer', async () => {
    await request('/api/config', { sessionCache: true });
    at(301);
    await expect(request('/api/config', { sessionCache: true })).resolves.toEqual({ success: true, data: 2 });
    at(302);
    await expect(request('/api/config', { sessionCache: true })).resolves.toEqual({ success: true, data: 2 });
    expect(sent).toHaveLength(2);
  });

  it('keys by url, body and app name', async () => {
    const post = (url: string, data: object, app = 'portal') => request(url, { method: 'POST', data, headers: { 'app-name': app }, sessionCache: true });
    await post('/api/a', { q: 1 });
    await post('/api/b', { q: 1 }); // another url
    await post('/api/a', { q: 2 }); // another body
    await post('/api/a', { q: 1 }, 'other'); // another app
    expect(sent).toHaveLength(4);
    expect(sessionStorage.length).toBe(4);
    await expect(post('/api/a', { q: 1 })).resolves.toEqual({ success: true, data: 1 });
    expect(sent).toHaveLength(4);
  });

  it('cacheKey differs by url (with its query), body and app name, and only by them', () => {
    const key = (over: object) => cacheKey({ url: '/api/a', params: { p: 1 }, data: '{"q":1}', headers: { 'app-name': 'portal' }, ...over });
    const base = key({});
    expect(key({ url: '/api/b' })).not.toBe(base);
    expect(key({ params: { p: 2 } })).not.toBe(base);
    expect(key({ data: '{"q":2}' })).not.toBe(base);
    expect(key({ headers: { 'app-name': 'other' } })).not.toBe(base);
    expect(key({ headers: { 'app-name': 'portal', Authorization: 'Bearer x' }, timeout: 5 })).toBe(base);
  });

  it('does not keep business failures', async () => {
    serve(json({ success: false, code: 1, showType: 0 }));
    await request('/api/x', { sessionCache: true }).catch(() => undefined);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('caching is off unless the caller enables it', () => {
  it('sends every call and stores nothing', async () => {
    await expect(request('/api/config')).resolves.toEqual({ success: true, data: 1 });
    await expect(request('/api/config')).resolves.toEqual({ success: true, data: 2 });
    expect(sent).toHaveLength(2);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the library cache (useCache)', () => {
  it('has a default lifetime of 60000 ms', () => expect(DEFAULT_CACHE_TTL).toBe(60000));

  it('uses the default lifetime when no ttl is given', async () => {
    await request('/api/dict', { useCache: true });
    at(59.9);
    await expect(request('/api/dict', { useCache: true })).resolves.toEqual({ success: true, data: 1 });
    at(60);
    await expect(request('/api/dict', { useCache: true })).resolves.toEqual({ success: true, data: 2 });
    expect(sessionStorage.length).toBe(0); // memory, not the session cache
  });

  it('honours a caller’s ttl', async () => {
    await request('/api/dict', { useCache: true, ttl: 1000 });
    at(1.5);
    await expect(request('/api/dict', { useCache: true, ttl: 1000 })).resolves.toEqual({ success: true, data: 2 });
  });
});
