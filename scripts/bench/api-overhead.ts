/**
 * `npm run bench:api`: what the portal's request path costs on top of its SQL. Two servers side by side
 * on the same database, running the same statements: the portal (hooks, the session and permission check,
 * zod validation of the query, the service, the answer written by the compiled serializer
 * (server/lib/serializer.ts), compression off) and a bare Fastify with one route per case that runs the
 * portal's session statement where the case is signed in (the prepared lookup by token hash that every
 * signed-in request runs, server/plugins/auth.ts) and then calls the same service function and sends
 * JSON.stringify of the same envelope. autocannon drives each with 16 connections, alternating portal and
 * bare, and the ratio of requests per second is written to bench/results/api-overhead.json and .md.
 * Target: the portal at 0.8× the bare server or better.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_COMPANIES=100000 npm run bench:api
 *
 * Runs on PostgreSQL (the production database); with no TEST_DATABASE_URL or BENCH_DATABASE_URL it uses
 * PGlite, whose single connection makes the database, not the request path, the bottleneck.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { throwawayDatabase } from '../../server/db/throwaway';
import type { Deps } from '../../server/deps';
import { companyQuery } from '../../server/modules/company/schemas';
import { queryCompanies } from '../../server/modules/company/service';
import { searchBody } from '../../server/modules/policy/schemas';
import { searchPolicies } from '../../server/modules/policy/search';
import { bearerToken, sessionLookups } from '../../server/plugins/auth';
import { hashToken } from '../../server/lib/tokens';
import { seed } from '../../server/seed';
import { generateCompanies } from '../generate-companies';
import { createMailer, createOutboxSms, defaultOutboxDir } from '../../server/lib/mail';
import { diskUploadStore } from '../../server/lib/uploadStore';
import { databaseRateLimits } from '../../server/lib/rateLimit';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const ROUNDS = 2;
const TARGET_RATIO = 0.8;
const ADMIN_PASSWORD = 'Bench#Admin2026';
const OUT_DIR = path.resolve(__dirname, '../../bench/results');

type Case = { id: string; label: string; method: 'GET' | 'POST'; portalPath: string; barePath: string; body?: object; auth: boolean };

const companyParams = { current: '1', pageSize: '20', industryCode: 'C39', sortField: 'registeredCapital', sortOrder: 'descend' };
const searchPayload = { keyword: '研发费用', current: 1, pageSize: 10, sort: 'relevance' };

const cases: Case[] = [
  {
    id: 'company-list',
    label: 'Admin company list: industry C39, by registered capital, page 1 of 20',
    method: 'GET',
    portalPath: `/apiv2/company/admin/query?${new URLSearchParams(companyParams)}`,
    barePath: `/bare/companies?${new URLSearchParams(companyParams)}`,
    auth: true,
  },
  {
    id: 'policy-search',
    label: 'Public policy search: 研发费用, by relevance, page 1 of 10',
    method: 'POST',
    portalPath: '/api/policy/search',
    barePath: '/bare/search',
    body: searchPayload,
    auth: false,
  },
];

/** The same statements with nothing around them: the session statement, the service called directly, the envelope stringified. */
async function bareServer(deps: Deps): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const envelope = (data: unknown) => JSON.stringify({ success: true, code: 0, data });
  const lookups = sessionLookups(deps.db);
  app.get('/bare/companies', async (request, reply) => {
    const token = bearerToken(request);
    const [session] = token ? await lookups.byToken.execute({ tokenHash: hashToken(token), now: new Date().toISOString() }) : [];
    if (!session) return reply.code(401).send();
    return reply.type('application/json').send(envelope(await queryCompanies(deps, companyQuery.parse(request.query))));
  });
  app.post('/bare/search', async (request, reply) => reply.type('application/json').send(envelope(await searchPolicies(deps, searchBody.parse(request.body)))));
  return app;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function drive(url: string, c: Case, token: string): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({
    url,
    method: c.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', ...(c.auth ? { authorization: `Bearer ${token}` } : {}) },
    body: c.body ? JSON.stringify(c.body) : undefined,
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function benchOn(kind: 'pglite' | 'postgres', database: Database) {
  await database.migrate();
  await seed(database.db, { adminPassword: ADMIN_PASSWORD });
  process.stdout.write(`[${kind}] generating ${COMPANIES} companies… `);
  await generateCompanies(database.db, COMPANIES);
  console.log('done');

  const portal = await buildApp({ db: database.db });
  const portalUrl = await listen(portal);
  const login = await portal.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
  const token = login.json().data.token as string;
  const bare = await bareServer({
    db: database.db,
    config: { tokenTtlSeconds: 7200, downloadGrantSecret: 'x'.repeat(32) },
    now: () => new Date(),
    uploads: diskUploadStore(os.tmpdir()),
    rateLimits: databaseRateLimits,
    mail: createMailer({ outboxDir: defaultOutboxDir(), from: 'no-reply@localhost' }),
    sms: createOutboxSms(defaultOutboxDir()),
  });
  const bareUrl = await listen(bare);

  const rows = [];
  for (const c of cases) {
    // Both answer the same thing before they are timed.
    const [a, b] = await Promise.all([
      fetch(portalUrl + c.portalPath, {
        method: c.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: c.body ? JSON.stringify(c.body) : undefined,
      }).then((r) => r.json()),
      fetch(bareUrl + c.barePath, {
        method: c.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: c.body ? JSON.stringify(c.body) : undefined,
      }).then((r) => r.json()),
    ]);
    if (JSON.stringify(a.data).length !== JSON.stringify(b.data).length) console.warn(`[${kind}] ${c.id}: the two answers differ in size`);
    const portalRuns = [];
    const bareRuns = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      portalRuns.push(await drive(portalUrl + c.portalPath, c, token));
      bareRuns.push(await drive(bareUrl + c.barePath, c, token));
    }
    const mean = (runs: { rps: number }[]) => runs.reduce((s, r) => s + r.rps, 0) / runs.length;
    const row = {
      kind,
      case: c.id,
      label: c.label,
      portalRps: Math.round(mean(portalRuns)),
      bareRps: Math.round(mean(bareRuns)),
      ratio: Math.round((mean(portalRuns) / mean(bareRuns)) * 100) / 100,
      portalP99: portalRuns[portalRuns.length - 1].p99,
      bareP99: bareRuns[bareRuns.length - 1].p99,
      errors: [...portalRuns, ...bareRuns].reduce((s, r) => s + r.errors, 0),
    };
    console.log(`[${kind}] ${c.id}: portal ${row.portalRps} rps, bare ${row.bareRps} rps, ratio ${row.ratio}`);
    rows.push(row);
  }
  await portal.close();
  await bare.close();
  return rows;
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const rows = [];
  if (url) {
    const { database, drop } = await throwawayDatabase(url, 'portal_bench_api');
    try {
      rows.push(...(await benchOn('postgres', database)));
    } finally {
      await database.close();
      await drop();
    }
  } else {
    const database = await openDatabase({});
    rows.push(...(await benchOn('pglite', database)));
    await database.close();
  }

  fs.mkdirSync(OUT_DIR, { recursive: true });
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  fs.writeFileSync(
    path.join(OUT_DIR, 'api-overhead.json'),
    `${JSON.stringify(
      { measuredAt: new Date().toISOString(), companies: COMPANIES, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, load, rows },
      null,
      2,
    )}\n`,
  );
  const md = [
    '# Request-path overhead: the portal against a bare Fastify running the same statements',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:api\`: ${COMPANIES.toLocaleString(
      'en',
    )} companies, autocannon with ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each, alternating; load average ${load} on ${
      os.cpus().length
    } cores. Target: ratio ≥ ${TARGET_RATIO}. Both servers run the same statements: the bare one runs the portal's session statement (the prepared lookup by token hash) before the company list, as every signed-in request does.`,
    '',
    '| database | case | portal req/s | bare req/s | ratio | within | p99 portal / bare (ms) | errors |',
    '|---|---|---:|---:|---:|---|---|---:|',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.label} | ${r.portalRps} | ${r.bareRps} | ${r.ratio} | ${r.ratio >= TARGET_RATIO ? 'yes' : '**no**'} | ${r.portalP99} / ${
          r.bareP99
        } | ${r.errors} |`,
    ),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(OUT_DIR, 'api-overhead.md'), md);
  process.stdout.write(md);
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
