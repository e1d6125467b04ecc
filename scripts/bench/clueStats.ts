/**
 * `npm run bench:clue-stats`: the investment dashboard (GET /api/pms/admin/data/index) at 100,000 clues with 1,000,000
 * follow-ups and their signings (scripts/bench/clueData.ts), timed through the real route with app.inject: this year
 * and an ended period as the administrator (every clue), and as an investment manager whose data scope is their
 * department and below (the department tab and their own). Runs on a throw-away in-memory PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL points at a PostgreSQL server, on a throw-away database there. Writes
 * bench/results/clue_stats.json and .md. Target: p95 under 100 ms on PostgreSQL.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:clue-stats -- --backends postgres
 *   options: --clues N (100000), --follow-ups N per clue (10), --runs N (60), --backends pglite,postgres
 */
import type { Db } from '../../server/db/client';
import { generateClueActivity, generateClues, investmentManagerSession } from './clueData';
import { argOf, runListBench } from './listBench';

const CLUES = Number(argOf('clues') ?? 100_000);
const FOLLOW_UPS = Number(argOf('follow-ups') ?? 10);

async function generate(db: Db, n: number) {
  await generateClues(db, n);
  await generateClueActivity(db, FOLLOW_UPS);
}

const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

runListBench({
  name: 'clue_stats',
  title: 'Investment dashboard benchmark',
  intro: `The investment dashboard in one call (funnel, created and signed by month, signed investment by industry, owners, sources, overdue follow-ups) at ${FOLLOW_UPS} follow-ups per clue`,
  noun: 'clues',
  count: CLUES,
  pgliteCount: Math.min(CLUES, 20_000),
  runs: Number(argOf('runs') ?? 60),
  backends: (argOf('backends') ?? 'pglite,postgres').split(','),
  targetP95Ms: 100,
  generate,
  calls: async (db, staff) => {
    const manager = await investmentManagerSession(db);
    const url = '/api/pms/admin/data/index';
    return [
      ['administrator: all, this year', url, staff],
      ['administrator: all, last year (ended: follow-ups read by date)', `${url}?from=${year - 1}-01-01&to=${year - 1}-12-31`, staff],
      ['investment manager: department and below, this year', `${url}?scope=department`, manager],
      ['investment manager: all within the data scope, this year', url, manager],
      ['investment manager: mine, this year', `${url}?scope=mine`, manager],
    ];
  },
});
