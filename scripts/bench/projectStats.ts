/**
 * `npm run bench:project-stats`: the projects dashboard (GET /api/pms/admin/data/projectindex) at 100,000 projects with
 * 500,000 milestones (scripts/bench/projectData.ts), timed through the real route with app.inject: this year and last
 * year as the administrator (every project), and as an investment manager whose data scope is their department and
 * below. Runs on a throw-away in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a PostgreSQL
 * server, on a throw-away database there. Writes bench/results/project_stats.json and .md. Target: p95 under 100 ms on
 * PostgreSQL, as the other dashboards.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:project-stats -- --backends postgres
 *   options: --projects N (100000), --runs N (60), --backends pglite,postgres
 */
import { investmentManagerSession } from './clueData';
import { argOf, runListBench } from './listBench';
import { generateProjects } from './projectData';

const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

runListBench({
  name: 'project_stats',
  title: 'Projects dashboard benchmark',
  intro:
    'The projects dashboard in one call (by status and stage, created and signed by month, signed investment per currency by industry and category, owners, milestones overdue, due and done, days to sign)',
  noun: 'projects',
  count: Number(argOf('projects') ?? 100_000),
  pgliteCount: 20_000,
  runs: Number(argOf('runs') ?? 60),
  backends: (argOf('backends') ?? 'pglite,postgres').split(','),
  targetP95Ms: 100,
  generate: generateProjects,
  calls: async (db, staff) => {
    const manager = await investmentManagerSession(db);
    const url = '/api/pms/admin/data/projectindex';
    return [
      ['administrator: all, this year', url, staff],
      ['administrator: all, last year', `${url}?from=${year - 1}-01-01&to=${year - 1}-12-31`, staff],
      ['investment manager: department and below, this year', `${url}?scope=department`, manager],
      ['investment manager: mine, this year', `${url}?scope=mine`, manager],
    ];
  },
});
