import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

/**
 * A bounded, seeded fuzz over the API's own OpenAPI document: for every operation, requests built from
 * its schemas with one part made hostile (NUL bytes, lone surrogates, wrong types, huge and deeply
 * nested values, numbers out of range, path tricks), sent anonymously and as the administrator.
 * Whatever is refused, nothing may answer 5xx, and no answer may carry a stack, SQL or a server path.
 * FUZZ_SEED replays another run; a failure prints the seed and the request.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: unknown;
};
type Parameter = { in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> } };

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/** mulberry32: small, fast and the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] };
}
type Random = ReturnType<typeof random>;

const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values that break naive code: each one alone in an otherwise ordinary request. */
const HOSTILE: readonly unknown[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '',
  ' ',
  'x'.repeat(100_000),
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '0000-01-01',
  '2026-02-30',
  '9999-12-31T99:99:99Z',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999',
  -1,
  0,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  1e308,
  0.5,
  true,
  null,
  [],
  {},
  ['a\u0000'],
  { $gt: '' },
  { __proto__: { admin: true } },
  deeplyNested(200),
];

/** Path parameter values: traversal, encodings, NUL, out-of-range numbers. */
const HOSTILE_PATH = ['..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%00', 'a%00b', '-1', '0', '99999999999999999999', 'NaN', '%E0%A4%A', '%ud800', 'x'.repeat(2000)];

/** A value that satisfies a schema as far as cheaply possible (the first enum value, the minimum, a short string). */
function sample(schema: Schema | undefined, rng: Random, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(rng.pick(variants), rng, depth + 1);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sample(s, rng, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return rng.next() < 0.5;
    case 'string':
      if (schema.format === 'date' || /date|day/i.test(schema.format ?? '')) return '2026-11-24';
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'array':
      return [sample(schema.items, rng, depth + 1)].filter((v) => v !== undefined);
    case 'object':
    default: {
      if (!schema.properties) return type === 'object' ? {} : undefined;
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties)) {
        if (schema.required?.includes(key) || rng.next() < 0.5) out[key] = sample(prop, rng, depth + 1);
      }
      return out;
    }
  }
}

/** The paths of an object's leaves, so one of them can be replaced. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leafPaths(v, [...prefix, i])) : [prefix];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k])) : [prefix];
  }
  return [prefix];
}

function replaced(value: unknown, at: (string | number)[], by: unknown): unknown {
  if (!at.length) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[at[0]] = replaced(copy[at[0]], at.slice(1), by);
  return copy;
}

type Case = { method: string; url: string; body?: unknown; rawBody?: string; what: string };

function queryString(values: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    // Strings with lone surrogates cannot be percent-encoded as UTF-8: send their raw escape instead.
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    params.append(k, text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The requests of one operation: an ordinary one, then each with one hostile part. */
function casesOf(method: string, path: string, op: Operation, rng: Random, perOperation: number): Case[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const fill = (pathValues: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '1');
  const baseQuery = Object.fromEntries(queryParams.map((p) => [p.name, p.required || rng.next() < 0.5 ? sample(p.schema, rng) : undefined]));
  const basePath = Object.fromEntries(pathParams.map((p) => [p.name, String(sample(p.schema, rng) ?? '1')]));
  const baseBody = bodySchema ? sample(bodySchema, rng) : undefined;
  const cases: Case[] = [{ method, url: fill(basePath) + queryString(baseQuery), body: baseBody, what: 'ordinary' }];

  for (let i = 0; i < perOperation; i += 1) {
    const hostile = rng.pick(HOSTILE);
    const targets: ('query' | 'path' | 'body')[] = [];
    if (queryParams.length) targets.push('query');
    if (pathParams.length) targets.push('path');
    if (bodySchema) targets.push('body');
    if (!targets.length) break;
    const target = rng.pick(targets);
    if (target === 'query') {
      const name = rng.pick(queryParams).name;
      cases.push({ method, url: fill(basePath) + queryString({ ...baseQuery, [name]: hostile }), body: baseBody, what: `query ${name}` });
    } else if (target === 'path') {
      const name = rng.pick(pathParams).name;
      cases.push({ method, url: fill({ ...basePath, [name]: rng.pick(HOSTILE_PATH) }) + queryString(baseQuery), body: baseBody, what: `path ${name}` });
    } else {
      const at = rng.pick(leafPaths(baseBody));
      cases.push({ method, url: fill(basePath) + queryString(baseQuery), body: replaced(baseBody, at, hostile), what: `body ${at.join('.') || '(whole)'}` });
    }
  }
  if (bodySchema) {
    const url = fill(basePath) + queryString(baseQuery);
    cases.push({ method, url, rawBody: '{"a":', what: 'truncated JSON' });
    cases.push({ method, url, rawBody: `${'['.repeat(5000)}${']'.repeat(5000)}`, what: 'deeply nested JSON' });
    cases.push({ method, url, body: { ...(baseBody as object), extra: 'x'.repeat(1_000_000) }, what: 'a 1 MB field' });
    cases.push({ method, url, rawBody: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}', what: 'prototype keys' });
  }
  return cases;
}

/** What an answer must never show: a stack frame, SQL or a server-side path. */
const LEAK =
  /\bat [\w.<>]+ \(|\.ts:\d+|node_modules|\/work\/|select .* from|insert into|syntax error at|violates .* constraint|relation "|SQLSTATE|drizzle|pglite/i;

/**
 * Hostile variants per operation. The validation they probe runs before either database is reached, so PostgreSQL
 * gets half as many, drawn from another seed: the two runs together try more different requests in less time.
 */
const VARIANTS = { pglite: { perOperation: 4, seed: SEED }, postgres: { perOperation: 2, seed: SEED + 1 } } as const;

describe.each(dbKinds)('fuzz over the OpenAPI document on %s', (kind) => {
  let ctx: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    adminToken = await ctx.adminToken();
  });
  afterAll(() => ctx.close());

  const { perOperation, seed } = VARIANTS[kind];
  it(`answers every hostile request below 500 without leaking internals (seed ${seed})`, async () => {
    const document = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const rng = random(seed);
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!/^\/api(v2)?\//.test(path)) continue;
      for (const [method, op] of Object.entries(operations)) {
        // Signing out would end the administrator's session for the rest of the run.
        const identities = /logout|outLogin/i.test(path) ? [undefined] : [undefined, 'admin'];
        for (const c of casesOf(method.toUpperCase(), path, op, rng, perOperation)) {
          for (const who of identities) {
            const headers: Record<string, string> = who ? bearer(adminToken) : {};
            const hasBody = c.rawBody !== undefined || c.body !== undefined;
            if (hasBody && c.method !== 'GET') headers['content-type'] = 'application/json';
            const res = await ctx.app.inject({
              method: c.method as 'GET',
              url: c.url,
              headers,
              payload: c.method === 'GET' ? undefined : c.rawBody ?? (c.body === undefined ? undefined : JSON.stringify(c.body)),
            });
            sent += 1;
            const problem = res.statusCode >= 500 ? `answered ${res.statusCode}` : LEAK.test(res.body.slice(0, 20_000)) ? 'leaked internals' : null;
            if (problem) failures.push(`${problem}: ${who ?? 'anonymous'} ${c.method} ${c.url.slice(0, 200)} (${c.what}) → ${res.body.slice(0, 300)}`);
            // A request that changed the administrator's own password or sessions: sign in again.
            if (who && res.statusCode === 401) adminToken = await ctx.login('admin', 'Admin@Test2026');
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    // Several thousand requests one after another, growing with the API (about 30 s alone, twice that beside
    // other suites on two cores): the default minute is not enough.
  }, 180_000);
});
