/**
 * Soak: `npm run bench:soak [-- --minutes 10 --connections 8]`. The compiled server on a new embedded database with
 * the demo park serves a steady mix of public and admin reads and admin writes; its memory (RSS) is sampled every
 * 30 s. Target: 0 errors (no status ≥ 500, no failed connection) and memory that levels off. Writes
 * bench/results/soak.json and .md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureServerBuild, login, startServer } from './compiledServer';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const MINUTES = Number(arg('minutes', '10'));
const CONNECTIONS = Number(arg('connections', '8'));

const rssMb = (pid: number) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
};

async function main() {
  ensureServerBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-soak-'));
  const { child, url } = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const headers = await login(url);
  let written = 0;
  const samples: Array<{ minute: number; rssMb: number }> = [{ minute: 0, rssMb: rssMb(child.pid!) }];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ minute: Math.round((Date.now() - started) / 6000) / 10, rssMb: rssMb(child.pid!) }), 30_000);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: MINUTES * 60,
    requests: [
      {
        method: 'POST',
        path: '/api/policy/search',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ keyword: '研发费用', current: 1, pageSize: 10 }),
      },
      { method: 'GET', path: '/api/policy/taglist' },
      { method: 'GET', path: '/apiv2/company/admin/query?current=1&pageSize=20&sortField=registeredCapital&sortOrder=descend', headers },
      {
        method: 'POST',
        path: '/apiv2/account/admin/dict/create',
        headers,
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ kind: 'type', name: `soak_${process.pid}_${written++}`, title: '浸泡测试' }) }),
      },
    ],
  });
  clearInterval(sampler);
  samples.push({ minute: MINUTES, rssMb: rssMb(child.pid!) });
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    child.once('exit', resolve);
  });
  fs.rmSync(dataDir, { recursive: true, force: true });

  const errors = result.errors + result.timeouts + result['5xx'];
  const half = samples.filter((s) => s.minute >= MINUTES / 2);
  const growthSecondHalf = half.length > 1 ? half[half.length - 1].rssMb - half[0].rssMb : 0;
  const measured = new Date().toISOString().slice(0, 10);
  const summary = {
    measured,
    minutes: MINUTES,
    connections: CONNECTIONS,
    requests: result.requests.total,
    errors,
    non2xx: result.non2xx,
    writes: written,
    samples,
    growthSecondHalfMb: growthSecondHalf,
  };
  const out = path.resolve('bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'soak.json'), `${JSON.stringify(summary, null, 2)}\n`);
  const lines = [
    '# Soak: a steady mix of reads and writes',
    '',
    `Measured ${measured} by \`npm run bench:soak\`: the compiled server on the embedded database with the demo park, ${CONNECTIONS} connections for ${MINUTES} minutes, taking turns at the public policy search, the tag list, the admin company list and an admin write (a dictionary type). Target: 0 errors, memory level in the second half. Load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores.`,
    '',
    `| requests | errors (≥ 500, failed, timed out) | other non-2xx | writes | RSS start → end (MB) | RSS change over the second half (MB) |`,
    '|---:|---:|---:|---:|---|---:|',
    `| ${result.requests.total} | ${errors} | ${result.non2xx - result['5xx']} | ${written} | ${samples[0].rssMb} → ${
      samples[samples.length - 1].rssMb
    } | ${growthSecondHalf} |`,
    '',
    'RSS every 30 s (MB): ' + samples.map((s) => s.rssMb).join(', '),
    '',
  ];
  fs.writeFileSync(path.join(out, 'soak.md'), lines.join('\n'));
  console.log(lines.join('\n'));
  if (errors) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
