/**
 * Two instances of the compiled server (build/server.js, as `npm start` runs it) on one new PostgreSQL database,
 * behind Debian's HAProxy: what a park running several instances relies on (issue #22). Sessions, lockouts,
 * uploads and the configuration are shared through the database, request limits through the machine's Redis (when
 * it answers at 127.0.0.1:6379; else the database counts them); a rolling restart under load loses nothing.
 * In the browser project because it runs one file at a time: it starts processes on fixed ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { throwawayDatabase } from '../../server/db/throwaway';
import type { Database } from '../../server/db/client';

const { SERVER_ENTRY } = require('../../scripts/build.js') as { SERVER_ENTRY: string };

const PASSWORD = 'Cluster#Admin2026';
const DICT = '/apiv2/account/admin/dict';
/** How long an instance keeps serving with readiness 503 before it closes: a few of HAProxy's 200 ms checks. */
const DRAIN_MS = 1000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
const sleep = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

async function waitFor(url: string, what: string, timeoutMs = 90_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

type Instance = { name: string; port: number; url: string; child?: ChildProcess };

const maybe = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** Whether the machine's Redis answers (CI starts it): then both instances count request limits there. */
const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    socket.setTimeout(1000);
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket
      .once('connect', () => done(true))
      .once('error', () => done(false))
      .once('timeout', () => done(false));
  });

maybe('two instances behind HAProxy on one PostgreSQL', () => {
  let made: { name: string; database: Database; drop(): Promise<void> };
  let databaseUrl: string;
  let front: string;
  let haproxy: ChildProcess;
  const instances: Instance[] = [];
  const dataDirs: string[] = [];
  const grantSecret = crypto.randomBytes(32).toString('base64url');
  let redisUrl: string | undefined;

  async function start(instance: Instance) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-cluster-${instance.name}-`));
    dataDirs.push(dataDir);
    instance.child = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORTAL_ADMIN_PASSWORD: PASSWORD,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        DOWNLOAD_GRANT_SECRET: grantSecret,
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        TRUST_PROXY: '127.0.0.1',
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`${instance.url}/readyz`, `instance ${instance.name}`);
  }

  async function stop(instance: Instance) {
    const child = instance.child!;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(killer);
  }

  const call = async (base: string, url: string, init: { method?: string; token?: string; body?: object; from?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body) headers['content-type'] = 'application/json';
    if (init.from) headers['x-forwarded-for'] = init.from;
    const res = await fetch(`${base}${url}`, { method: init.method ?? (init.body ? 'POST' : 'GET'), headers, body: init.body && JSON.stringify(init.body) });
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) };
  };
  const login = async (base: string, username: string, password: string, from?: string) =>
    call(base, '/apiv2/account/admin/login', { body: { username, password }, from });
  const countOf = async (query: SQL) => ((await made.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;
  const tokenOf = async (base: string) => (await login(base, 'admin', PASSWORD)).json().data.token as string;

  beforeAll(async () => {
    made = await throwawayDatabase(process.env.TEST_DATABASE_URL!, 'portal_cluster');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${made.name}`;
    databaseUrl = url.toString();
    redisUrl = (await redisAnswers()) ? 'redis://127.0.0.1:6379' : undefined;
    for (const name of ['a', 'b']) {
      const port = await freePort();
      instances.push({ name, port, url: `http://127.0.0.1:${port}` });
    }
    // Both at once on the empty database: migrate and seed are taken in turn under an advisory lock.
    await Promise.all(instances.map(start));

    const frontPort = await freePort();
    front = `http://127.0.0.1:${frontPort}`;
    const config = path.join(dataDirs[0], 'haproxy.cfg');
    fs.writeFileSync(
      config,
      [
        'global',
        '  maxconn 512',
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout client 30s',
        '  timeout server 30s',
        // A request that could not reach an instance (it had just closed) goes to the other one.
        '  retries 3',
        '  option redispatch 1',
        '  retry-on conn-failure empty-response',
        '  option http-server-close',
        '  option forwardfor',
        'frontend portal',
        `  bind 127.0.0.1:${frontPort}`,
        '  default_backend instances',
        'backend instances',
        '  balance roundrobin',
        '  option httpchk GET /readyz',
        '  http-check expect status 200',
        // A check's answer may take up to a second on a busy machine (without this, the 200 ms interval is the timeout).
        '  timeout check 1s',
        '  default-server inter 200ms fall 1 rise 2',
        ...instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`),
        '',
      ].join('\n'),
    );
    haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
    haproxy.once('error', (err) => {
      throw new Error(`HAProxy could not start (Debian's haproxy package; .ci/run installs it): ${err.message}`);
    });
    await waitFor(`${front}/readyz`, 'HAProxy');
  }, 180_000);

  afterAll(async () => {
    haproxy?.kill('SIGTERM');
    await Promise.all(instances.filter((i) => i.child).map(stop));
    await made?.database.close();
    await made?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('migrated and seeded the empty database once when both started together', async () => {
    const journal = JSON.parse(fs.readFileSync(path.resolve('server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const migrations = await countOf(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const admins = await countOf(sql`select count(*)::int as n from users where username = 'admin'`);
    expect([migrations, admins]).toEqual([journal.entries.length, 1]);
  });

  it('serves a user signed in through one instance on the other, and signs them out on both', async () => {
    const [a, b] = instances;
    const token = await tokenOf(a.url);
    const me = await call(b.url, '/apiv2/account/admin/currentuser', { token });
    expect([me.status, me.json().data.username]).toEqual([200, 'admin']);
    expect((await call(b.url, '/apiv2/account/admin/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call(a.url, '/apiv2/account/admin/currentuser', { token })).status).toBe(401);
  });

  it('locks an account after five wrong passwords spread over both instances', async () => {
    const [a, b] = instances;
    const token = await tokenOf(a.url);
    const created = await call(b.url, '/apiv2/account/admin/save', {
      token,
      body: { username: 'cluster.user', password: 'Cluster#User2026', realName: '集群测试', roleIds: [] },
    });
    expect(created.status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await login(attempt % 2 ? b.url : a.url, 'cluster.user', 'not-the-password', '203.0.113.7');
      expect([attempt, wrong.status]).toEqual([attempt, 401]);
    }
    // The right password, from another address, on either instance: refused while the account is locked.
    for (const instance of [a, b]) {
      const refused = await login(instance.url, 'cluster.user', 'Cluster#User2026', '198.51.100.9');
      expect(refused.text).toMatch(/Too many failed logins/);
    }
  });

  let uploadedUrl = '';
  it('downloads through one instance a file uploaded through the other', async () => {
    const [a, b] = instances;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f7d4f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), '园区大门.png');
    const res = await fetch(`${a.url}/apiv2/park/admin/uploader/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(a.url)}` },
      body: form,
    });
    expect(res.status).toBe(200);
    uploadedUrl = ((await res.json()) as { data: { url: string } }).data.url;
    const download = await fetch(`${b.url}${uploadedUrl}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
  });

  it('shows a dictionary or configuration change made through one instance on the other at once', async () => {
    const [a, b] = instances;
    const [tokenA, tokenB] = [await tokenOf(a.url), await tokenOf(b.url)];
    const type = await call(a.url, `${DICT}/create`, { token: tokenA, body: { kind: 'type', name: 'cluster_gate', title: '园区出入口' } });
    expect(type.status).toBe(200);
    const item = await call(b.url, `${DICT}/create`, {
      token: tokenB,
      body: { kind: 'item', typeId: type.json().data.type.id, label: '北门', value: 'north' },
    });
    expect(item.status).toBe(200);
    const listed = await call(a.url, `${DICT}/list-name?name=cluster_gate`, { token: tokenA });
    expect(JSON.stringify(listed.json().data)).toContain('北门');

    // B reads the configuration (and keeps its copy for up to 30 s); A saves a new site name; B answers it at once.
    const before = (await call(b.url, '/apiv2/config/admin/all')).json().data.siteName;
    expect(before).not.toBe('星湖集群科技园');
    const saved = await call(a.url, '/api/cms/admin/webconfig/post', { token: tokenA, body: { siteName: '星湖集群科技园', logo: uploadedUrl } });
    expect(saved.status).toBe(200);
    let seen = before;
    for (const deadline = Date.now() + 3000; seen !== '星湖集群科技园' && Date.now() < deadline; await sleep(50)) {
      seen = (await call(b.url, '/apiv2/config/admin/all')).json().data.siteName;
    }
    expect(seen).toBe('星湖集群科技园');
  });

  it('counts a request limit over both instances (20 captcha images a minute from one address)', async () => {
    const [a, b] = instances;
    // An address of this run only: counts of an earlier run (in Redis for a minute) are not met.
    const from = `2001:db8::${crypto.randomBytes(2).toString('hex')}:${crypto.randomBytes(2).toString('hex')}`;
    for (let i = 0; i < 20; i++) expect([i, (await call(i % 2 ? b.url : a.url, '/api/visitor/captcha', { from })).status]).toEqual([i, 200]);
    for (const instance of [a, b]) expect((await call(instance.url, '/api/visitor/captcha', { from })).status).toBe(429);
    const ready = (await call(a.url, '/readyz')).json();
    expect(ready.checks.redis).toBe(redisUrl ? true : undefined);
  });

  it('restarts each instance in turn under steady reads and writes with no failed request and every write kept', async () => {
    const token = await tokenOf(front);
    const acknowledged: number[] = [];
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const worker = async (w: number) => {
      for (let n = 0; running; n++) {
        requests++;
        try {
          if (n % 2) {
            const read = await call(front, '/apiv2/account/admin/currentuser', { token });
            if (read.status !== 200) failures.push(`read ${read.status} ${read.text.slice(0, 200)}`);
          } else {
            const write = await call(front, `${DICT}/create`, { token, body: { kind: 'type', name: `load_${w}_${n}`, title: `压测 ${w}-${n}` } });
            if (write.status === 200) acknowledged.push(write.json().data.type.id);
            else failures.push(`write ${write.status} ${write.text.slice(0, 200)}`);
          }
        } catch (err) {
          failures.push(`request failed: ${(err as Error).message}`);
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));
    await sleep(1000);
    for (const instance of instances) {
      await stop(instance);
      await start(instance);
      // Up in HAProxy's eyes (two good checks 200 ms apart) before the other one goes down.
      await sleep(1000);
    }
    running = false;
    await Promise.all(workers);

    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(20);
    const kept = await countOf(
      sql`select count(*)::int as n from dict_types where id in (${sql.join(
        acknowledged.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect([kept, requests > acknowledged.length]).toEqual([acknowledged.length, true]);
  }, 120_000);
});
