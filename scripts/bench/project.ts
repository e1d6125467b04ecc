/**
 * `npm run bench:project`: the project list (GET /apiv2/pms/admin/project/query: filtered, sorted, paged within the
 * data scope) at 100,000 projects with 500,000 milestones (scripts/bench/projectData.ts), timed through the real route
 * with app.inject, as the administrator and as an investment manager (department and below). Runs on a throw-away
 * in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a PostgreSQL server, on a throw-away
 * database there. Writes bench/results/project.json and .md. Target: p95 under 20 ms on PostgreSQL.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:project -- --backends postgres
 *   options: --projects N (100000), --runs N (60), --backends pglite,postgres
 */
import { investmentManagerSession } from './clueData';
import { argOf, runListBench } from './listBench';
import { generateProjects } from './projectData';

const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

runListBench({
  name: 'project',
  title: 'Project list benchmark',
  intro: 'The project list (filters, sorts and pages within the data scope) at five milestones per project',
  noun: 'projects',
  count: Number(argOf('projects') ?? 100_000),
  pgliteCount: 20_000,
  runs: Number(argOf('runs') ?? 60),
  backends: (argOf('backends') ?? 'pglite,postgres').split(','),
  targetP95Ms: 20,
  generate: generateProjects,
  calls: async (db, staff) => {
    const manager = await investmentManagerSession(db);
    const url = '/apiv2/pms/admin/project/query';
    return [
      ['all, latest changed first', url, staff],
      ['all, page 500', `${url}?current=500`, staff],
      ['signed, largest investment first', `${url}?status=signed&sortField=investmentAmount&sortOrder=descend`, staff],
      ['one stage and currency', `${url}?stage=landing&currency=USD`, staff],
      ['signed this year', `${url}?signedFrom=${year}-01-01&signedTo=${year}-12-31`, staff],
      ['with an overdue milestone', `${url}?hasOverdueMilestone=true`, staff],
      ['name contains 华芯', `${url}?keyword=${encodeURIComponent('华芯')}`, staff],
      ['investment manager: department and below', `${url}?scope=department`, manager],
      ['investment manager: mine', `${url}?scope=mine`, manager],
    ];
  },
});
