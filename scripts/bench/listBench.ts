import os from 'node:os';
import { buildApp } from '../../server/app';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { throwawayDatabase } from '../../server/db/throwaway';
import { seed } from '../../server/seed';
import { machineOf, timeCalls, timingTable, writeResults, type Timing } from './measure';

export type Calls = [call: string, url: string, headers: Record<string, string>][];

type ListBench = {
  /** The results' file name (bench/results/<name>.json and .md) and the throw-away database's prefix. */
  name: string;
  /** The Markdown's heading and the sentence under it saying what is timed. */
  title: string;
  intro: string;
  /** What is generated, in the plural (`articles`): the results' key and the sections' headings. */
  noun: string;
  /** How many on PostgreSQL, and on PGlite. */
  count: number;
  pgliteCount?: number;
  runs: number;
  backends: string[];
  targetP95Ms: number;
  /** Writes `n` rows into the seeded database. */
  generate(db: Db, n: number): Promise<void>;
  /** The GET calls to time, with the admin's headers for those that need them. */
  calls(db: Db, staff: Record<string, string>): Promise<Calls>;
};

const WARMUP = 10;
const PASSWORD = 'Bench@List2026';

/**
 * A list benchmark: the demo seed plus `count` generated rows on a throw-away in-memory PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL points at a PostgreSQL server, on a throw-away database there; each call
 * timed through the real routes with app.inject; the figures written to bench/results, judged on PostgreSQL.
 */
export async function runListBench(bench: ListBench) {
  const loadBefore = os.loadavg();

  async function benchOn(kind: 'pglite' | 'postgres', database: Database, n: number) {
    await database.migrate();
    await seed(database.db, { adminPassword: PASSWORD });
    const started = performance.now();
    process.stdout.write(`[${kind}] generating ${n} ${bench.noun}… `);
    await bench.generate(database.db, n);
    const generationMs = Math.round(performance.now() - started);
    console.log(`${generationMs} ms`);
    const app = await buildApp({ db: database.db });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'admin', password: PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`admin login: ${login.statusCode} ${login.body}`);
    const staff = { authorization: `Bearer ${login.json().data.token}` };
    const timings = await timeCalls(app, await bench.calls(database.db, staff), bench.runs, WARMUP, (line) => console.log(`[${kind}] ${line}`));
    await app.close();
    return { [bench.noun]: n, generationMs, timings } as { generationMs: number; timings: Timing[] } & Record<string, number>;
  }

  const results: Record<string, Awaited<ReturnType<typeof benchOn>>> = {};
  if (bench.backends.includes('pglite')) {
    const pglite = await openDatabase({});
    try {
      results.pglite = await benchOn('pglite', pglite, bench.pgliteCount ?? bench.count);
    } finally {
      await pglite.close();
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl && bench.backends.includes('postgres')) {
    const { database, drop } = await throwawayDatabase(serverUrl, `${bench.name}_bench`);
    try {
      results.postgres = await benchOn('postgres', database, bench.count);
    } finally {
      await database.close();
      await drop();
    }
  }

  const judged = results.postgres ?? results.pglite;
  const worstP95 = Math.max(...judged.timings.map((t) => t.p95));
  const report = {
    benchmark: bench.name,
    date: new Date().toISOString(),
    runs: bench.runs,
    warmup: WARMUP,
    targetP95Ms: bench.targetP95Ms,
    worstP95Ms: worstP95,
    meetsTarget: worstP95 < bench.targetP95Ms,
    machine: machineOf(loadBefore),
    results,
  };
  const label: Record<string, string> = { pglite: 'PGlite (in memory)', postgres: 'PostgreSQL' };
  const lines = [
    `# ${bench.title}`,
    '',
    `${bench.intro} (\`npm run bench:${bench.name}\`, scripts/bench/${bench.name}.ts), timed through the real routes with \`app.inject\`: ${bench.runs} runs after ${WARMUP} rounds of every call and ${WARMUP} warm-up runs of its own. Target: p95 < ${bench.targetP95Ms} ms on PostgreSQL.`,
    '',
    `Run ${report.date} on ${report.machine.cpus} CPU(s) (${report.machine.cpuModel}), Node ${
      report.machine.node
    }; load average before ${report.machine.loadAverageBefore.join(' / ')}, after ${report.machine.loadAverageAfter.join(' / ')}.`,
    '',
  ];
  for (const [db, r] of Object.entries(results)) {
    lines.push(
      `## ${label[db]}: ${r[bench.noun].toLocaleString('en-US')} ${bench.noun} (generated in ${(r.generationMs / 1000).toFixed(1)} s)`,
      '',
      ...timingTable(r.timings, bench.targetP95Ms, db === 'postgres'),
      '',
    );
  }
  lines.push(
    `Worst p95 on ${results.postgres ? 'PostgreSQL' : 'PGlite'}: ${worstP95} ms — ${report.meetsTarget ? 'meets' : 'misses'} the ${
      bench.targetP95Ms
    } ms target.`,
    '',
  );
  writeResults(bench.name, report, lines.join('\n'));
  console.log(`wrote bench/results/${bench.name}.json and .md; worst p95 ${worstP95} ms (target < ${bench.targetP95Ms} ms)`);
}

/** A number option (`--name N`) of the command line. */
export const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
