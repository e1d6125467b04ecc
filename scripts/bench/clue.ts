/**
 * `npm run bench:clue`: the clue lists (scope tabs, filters, sorts, deep pages, name search), the pool and the
 * about-to-return list at 100,000 clues with 1,000,000 follow-ups' worth of activity dates, timed through the real
 * routes with app.inject. Runs on a throw-away in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * points at a PostgreSQL server, on a throw-away database there. Writes bench/results/clue.json and .md. Target: p95
 * under 20 ms on PostgreSQL.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:clue -- --backends postgres
 *   options: --clues N (100000), --runs N (60), --backends pglite,postgres
 *
 * Clues are written set-based (INSERT … SELECT generate_series) over the demo investment staff, every stage, source
 * and level, over two years; 1 in 8 in the pool.
 */
import { generateClues } from './clueData';
import { argOf, runListBench } from './listBench';

const CLUES = Number(argOf('clues') ?? 100_000);

runListBench({
  name: 'clue',
  title: 'Clue benchmark',
  intro: 'The clue lists of the screens (scope tabs, filters, sorts, deep pages, name search), the pool and the about-to-return list',
  noun: 'clues',
  count: CLUES,
  runs: Number(argOf('runs') ?? 60),
  backends: (argOf('backends') ?? 'pglite,postgres').split(','),
  targetP95Ms: 20,
  generate: generateClues,
  calls: async (_db, staff) => {
    const base = '/apiv2/pms/admin/zhaoshang';
    const q = (query: string) => `${base}/clue-query?${query}`;
    return [
      ['all, newest first', q('scope=all'), staff],
      ['all, page 500', q('scope=all&current=500'), staff],
      ['mine', q('scope=mine'), staff],
      ['department', q('scope=department'), staff],
      ['one stage', q('scope=all&stage=negotiating'), staff],
      ['one source and level', q('scope=all&source=online&level=A'), staff],
      ['overdue follow-up', q('scope=all&overdue=true'), staff],
      ['by investment, largest first', q('scope=all&sortField=investmentAmount'), staff],
      ['by next follow-up', q('scope=all&sortField=nextFollowUpOn&sortOrder=ascend'), staff],
      ['name contains 华芯', q(`scope=all&keyword=${encodeURIComponent('华芯')}`), staff],
      ['phone starts with', q('scope=all&keyword=1390001'), staff],
      ['the pool', `${base}/giveup-query`, staff],
      ['the pool, page 200', `${base}/giveup-query?current=200`, staff],
      ['about to return', `${base}/returning?scope=all`, staff],
    ];
  },
});
