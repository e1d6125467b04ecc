import Fastify from 'fastify';
import { invalidTextAt } from '../../server/plugins/errors';
import { streamXlsx } from '../../server/lib/excel';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

/**
 * Malformed input is refused once, for every route, with a 400 naming the field: text PostgreSQL cannot
 * store (NUL, lone surrogates), days that are not real or out of range, ids beyond PostgreSQL's integer.
 * Never a 500, never half a file.
 */

it('finds invalid text at any depth of a body, and says where', () => {
  expect(invalidTextAt({ a: 'ok', b: [{ c: 'x\u0000y' }] })).toBe('b.0.c');
  expect(invalidTextAt('\ud800')).toBe('');
  expect(invalidTextAt({ name: '\udc00 trailing' })).toBe('name');
  expect(invalidTextAt({ ['bad\u0000key']: 1 })).toBe('');
  expect(invalidTextAt({ ok: '中文 😀 and an emoji pair', n: 1, nil: null })).toBeNull();
});

describe.each(dbKinds)('malformed input on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = admin) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...headers, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
      payload: payload as string,
    });
  const refused = async (method: 'GET' | 'POST', url: string, payload: unknown, field: string, headers?: Record<string, string>) => {
    const res = await send(method, url, payload, headers);
    expect({ url, status: res.statusCode, field: res.json().field, success: res.json().success }).toEqual({ url, status: 400, field, success: false });
    expect(res.body).not.toMatch(/select |insert into|SQLSTATE|node_modules|\bat \//i);
  };

  it('NUL and lone surrogates: 400 naming the field on public, sign-in and admin routes', async () => {
    await refused('GET', '/api/policy/suggest?keyword=a%00b', undefined, 'keyword', {});
    await refused('GET', '/api/policy/company/lookup?keyword=%00', undefined, 'keyword', {});
    await refused('GET', '/api/policy/market/providers?keyword=x%00', undefined, 'keyword', {});
    await refused('POST', '/api/policy/search', { keyword: '高新\u0000', tagIds: [] }, 'keyword', {});
    await refused('POST', '/api/policy/match/fields', { regionCode: '32\u00000571' }, 'regionCode', {});
    await refused('POST', '/apiv2/account/admin/login', { username: 'admin\u0000', password: 'x' }, 'username', {});
    // A lone surrogate can only arrive as a JSON escape.
    await refused('POST', '/apiv2/account/admin/login', '{"username":"admin","password":"\\ud800"}', 'password', {});
    await refused('GET', '/apiv2/account/admin/query?name=%00', undefined, 'name');
    await refused('POST', '/apiv2/account/admin/save', { username: 'nul', password: 'Strong#Pass1', realName: '零\u0000', roleIds: [] }, 'realName');
    await refused('POST', '/apiv2/company/admin/create', { name: '测试', creditCode: 'x', contacts: [{ name: 'a\u0000' }] }, 'contacts.0.name');
    await refused('GET', '/api/geographic/city/32%0000', undefined, 'province', {});
  });

  it('a filter that cannot be stored is refused before an export starts: a 400, not half a file', async () => {
    const res = await send('GET', '/apiv2/company/admin/export?name=a%00b');
    expect([res.statusCode, res.headers['content-type']]).toEqual([400, 'application/json; charset=utf-8']);
    expect(res.json().field).toBe('name');
  });

  it('days: only real calendar days from 1900 to 2199, on every date field', async () => {
    const fields: [
      method: 'GET' | 'POST',
      url: (day: string) => string,
      body: ((day: string) => unknown) | null,
      field: string,
      headers: Record<string, string> | undefined,
    ][] = [
      ['GET', (d) => `/api/policy/calendar?from=${d}&to=2026-12-31`, null, 'from', {}],
      ['GET', (d) => `/api/policy/calendar?from=2026-01-01&to=${d}`, null, 'to', {}],
      ['GET', (d) => `/api/policy/calendar.ics?from=${d}&to=2026-12-31`, null, 'from', {}],
      ['POST', () => '/api/policy/search', (d) => ({ publishFrom: d }), 'publishFrom', {}],
      ['GET', (d) => `/apiv2/account/admin/log?from=${d}`, null, 'from', undefined],
      ['GET', (d) => `/apiv2/account/admin/login-log?to=${d}`, null, 'to', undefined],
      ['GET', (d) => `/apiv2/policy/admin/query?publishFrom=${d}`, null, 'publishFrom', undefined],
      ['GET', (d) => `/apiv2/policy/admin/query?publishTo=${d}`, null, 'publishTo', undefined],
    ];
    for (const day of ['0000-01-01', '2026-02-30', '10000-01-01', '1899-12-31', '2200-01-01', '2026-13-01']) {
      for (const [method, url, body, field, headers] of fields) await refused(method, url(day), body?.(day), field, headers);
    }
    for (const [method, url, body, , headers] of fields) {
      const res = await send(method, url('2026-02-28'), body?.('2026-02-28'), headers);
      expect({ url: url('2026-02-28'), status: res.statusCode }).toEqual({ url: url('2026-02-28'), status: 200 });
    }
  });

  it('ids beyond PostgreSQL integers: 400 naming the id', async () => {
    await refused('GET', '/apiv2/account/admin/detail?id=2147483648', undefined, 'id');
    await refused('POST', '/apiv2/account/admin/delete', { id: 2 ** 31 }, 'id');
    await refused('GET', '/api/policy/detail?id=99999999999999999999', undefined, 'id', {});
    await refused('GET', '/apiv2/account/admin/query?current=9999999999', undefined, 'current');
  });
});

describe('streamed exports', () => {
  /** An app whose export reads `pages`. */
  async function exportApp(pages: () => AsyncGenerator<{ n: number }[]>) {
    const app = Fastify({ logger: false });
    app.get('/export', async (_request, reply) =>
      streamXlsx<{ n: number }>(reply, { fileName: 'x.xlsx', sheet: 'x', columns: [{ header: 'n', value: (r) => r.n }], pages: pages() }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/export` };
  }

  it('a failure on the first page is an error response, not a 200 with half a file', async () => {
    // eslint-disable-next-line require-yield -- the first page is the one that fails
    const { app, url } = await exportApp(async function* pages() {
      throw new Error('the first page failed');
    });
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    expect([res.status, res.headers.get('content-type')]).toEqual([500, 'application/json; charset=utf-8']);
    await app.close();
  });

  it('a failure after the file started cuts the connection instead of ending a truncated file', async () => {
    const { app, url } = await exportApp(async function* pages() {
      yield Array.from({ length: 2000 }, (_, n) => ({ n }));
      throw new Error('the second page failed');
    });
    // A hung download (neither ended nor cut) is a failure too, so the wait is bounded.
    const signal = AbortSignal.timeout(5000);
    const failed = (err: unknown) => (signal.aborted ? 'hung' : (void err, 'cut'));
    const outcome = await fetch(url, { signal }).then((res) => res.arrayBuffer().then(() => 'complete', failed), failed);
    expect(outcome).toBe('cut');
    await app.close();
  });
});
