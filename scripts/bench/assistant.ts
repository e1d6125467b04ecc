/**
 * `npm run bench:assistant`: the policy assistant's quality and speed without a model, over the labelled questions
 * of tests/fixtures/assistant-questions.json and the demo content (330 policies, the articles and pages). Runs on a
 * throw-away in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a PostgreSQL server, on a
 * throw-away database there. Writes bench/results/assistant.json and .md.
 *
 * Reported: retrieval recall@5 (a source of the labelled programme among the five best sources), the share of
 * answers whose citations are all of the labelled programme, the share of no-answer questions declined, and the
 * p50/p95 time of an answer, over the demo content. Then, on PostgreSQL, the latency at scale: policies generated
 * up to --policies published ones (default 100,000; scripts/generate-policies.ts, with their HTML, as the policy
 * search benchmark generates them), every passage and every source's narrow title-and-summary row (assistant_sources,
 * what retrieval ranks first) built by the app's own rebuildPassages (the function the seed and a new park use: the
 * same rows the app writes), and each labelled question answered without a model --rounds times (default 2) after
 * --warmup untimed answers (default: one round). `--policies 0` skips it; `--reuse <url>` times a database an earlier
 * run filled (migrated first) and keeps the quality figures of the last report.
 *
 *   npm run bench:assistant -- --backends pglite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:assistant -- --backends postgres [--policies 100000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readQuestion, topicWords } from '@shared/assistant';
import { todayOf } from '@shared/policyWindow';
import { openDatabase, type Database } from '../../server/db/client';
import { throwawayDatabase } from '../../server/db/throwaway';
import type { Deps } from '../../server/deps';
import { answerQuestion, groupHits, questionTerms, retrieve } from '../../server/modules/assistant/answer';
import { ensureCuratedPhrasings } from '../../server/modules/assistant/curated';
import { rebuildPassages } from '../../server/modules/assistant/passages';
import { rowsOf } from '../../server/db/raw';
import { words } from '../../server/modules/assistant/segment';
import { seed } from '../../server/seed';
import { argOf } from './listBench';
import { generatePolicies } from '../generate-policies';
import { machineOf, percentile, round1, writeResults } from './measure';

type Labelled = { question: string; shape: string; answeredBy: string[] };
const { questions } = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../tests/fixtures/assistant-questions.json'), 'utf8')) as {
  questions: Labelled[];
};

/** A share to three decimals. */
const share = (n: number, of: number) => Math.round((n / Math.max(1, of)) * 1000) / 1000;

const relevant = (title: string, q: Labelled) => q.answeredBy.some((fragment) => title.includes(fragment));

/** What an answer without a model reads: the database and the clock (no model configured). */
const benchDeps = (database: Database) => ({ db: database.db, now: () => new Date(), config: {} } as unknown as Deps);

async function benchOn(kind: string, database: Database) {
  await database.migrate();
  await seed(database.db, { adminPassword: 'Bench@Assistant2026' });
  const deps = benchDeps(database);
  const today = todayOf(new Date());
  let answerable = 0;
  let recalled = 0;
  let answered = 0;
  let allCitationsRelevant = 0;
  let unanswerable = 0;
  let declined = 0;
  let shapeRight = 0;
  const times: number[] = [];
  const misses: string[] = [];
  for (const q of questions) {
    const topic = topicWords(words(q.question, false));
    const terms = [...new Set([...topic, ...topicWords(words(q.question, true))])];
    const top5 = groupHits(await retrieve(database.db, terms, today, q.question), topic).slice(0, 5);
    const started = performance.now();
    const a = await answerQuestion(deps, q.question, {}, null);
    times.push(performance.now() - started);
    if (readQuestion(q.question).shape === q.shape) shapeRight += 1;
    if (q.answeredBy.length) {
      answerable += 1;
      if (top5.some((g) => relevant(g.title, q))) recalled += 1;
      else misses.push(`recall: ${q.question}`);
      if (a.answered) {
        answered += 1;
        if (a.sources.length && a.sources.every((s) => relevant(s.title, q))) allCitationsRelevant += 1;
        else misses.push(`citations: ${q.question} → ${a.sources.map((s) => s.title).join(' | ')}`);
      } else misses.push(`declined: ${q.question}`);
    } else {
      unanswerable += 1;
      if (!a.answered) declined += 1;
      else misses.push(`answered: ${q.question} → ${a.sources.map((s) => s.title).join(' | ')}`);
    }
  }
  const sorted = [...times].sort((x, y) => x - y);
  const result = {
    questions: questions.length,
    recallAt5: share(recalled, answerable),
    answeredShare: share(answered, answerable),
    allCitationsRelevantShare: share(allCitationsRelevant, answered),
    declinedShare: share(declined, unanswerable),
    shapeAccuracy: share(shapeRight, questions.length),
    p50Ms: round1(percentile(sorted, 50)),
    p95Ms: round1(percentile(sorted, 95)),
    misses,
  };
  console.log(`[${kind}]`, { ...result, misses: result.misses.length });
  return result;
}

const count = async (database: Database, statement: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(database.db, statement))[0].n;

/** Timings of answers without a model at `target` published policies (the demo's and generated ones). */
async function latencyAt(kind: string, database: Database, target: number, rounds: number, warmup: number, reused: boolean) {
  const log = (line: string) => console.log(`[${kind} ${target}] ${line}`);
  let generateSeconds: number | null = null;
  let passagesSeconds: number | null = null;
  if (!reused) {
    const demo = await count(database, sql`select count(*)::int as n from policies where status = 'published'`);
    // One generated policy in 50 is a draft.
    const generate = Math.ceil((Math.max(0, target - demo) * 50) / 49);
    let started = Date.now();
    await generatePolicies(database.db, generate, { html: true, log });
    generateSeconds = Math.round((Date.now() - started) / 1000);
    log(`policies generated in ${generateSeconds} s; building the passages…`);
    started = Date.now();
    // The same rows and the same index: the full-text index built once after the rows rather than grown row by row
    // (its definition read from the database, so it is the migration's).
    const [index] = await rowsOf<{ def: string }>(database.db, sql`select indexdef as def from pg_indexes where indexname = 'assistant_passages_vector_idx'`);
    if (index) await database.db.execute(sql`drop index assistant_passages_vector_idx`);
    await database.db.transaction((tx) => rebuildPassages(tx));
    if (index) await database.db.execute(sql.raw(index.def));
    await database.db.execute(sql`analyze assistant_passages`);
    passagesSeconds = Math.round((Date.now() - started) / 1000);
  }
  const published = await count(database, sql`select count(*)::int as n from policies where status = 'published'`);
  const passages = await count(database, sql`select count(*)::int as n from assistant_passages`);
  log(`${published} published policies, ${passages} passages (built in ${passagesSeconds} s)`);

  const deps = benchDeps(database);
  const today = todayOf(new Date());
  for (const q of questions.slice(0, warmup)) await answerQuestion(deps, q.question, {}, null);
  const times: number[] = [];
  const retrieveTimes: number[] = [];
  const byShape = new Map<string, number[]>();
  const slowest: { ms: number; question: string }[] = [];
  for (let round = 0; round < rounds; round += 1)
    for (const q of questions) {
      let at = performance.now();
      await answerQuestion(deps, q.question, {}, null);
      const ms = performance.now() - at;
      times.push(ms);
      const shape = readQuestion(q.question).shape;
      byShape.set(shape, [...(byShape.get(shape) ?? []), ms]);
      slowest.push({ ms: round1(ms), question: q.question });
      at = performance.now();
      await retrieve(database.db, questionTerms(q.question).terms, today, q.question);
      retrieveTimes.push(performance.now() - at);
    }
  const stats = (list: number[]) => {
    const sorted = [...list].sort((x, y) => x - y);
    return { runs: sorted.length, p50Ms: round1(percentile(sorted, 50)), p95Ms: round1(percentile(sorted, 95)), maxMs: round1(sorted[sorted.length - 1]) };
  };
  const result = {
    publishedPolicies: published,
    passages,
    generateSeconds,
    passagesSeconds,
    ...stats(times),
    retrieval: stats(retrieveTimes),
    byShape: Object.fromEntries([...byShape].map(([shape, list]) => [shape, stats(list)])),
    slowest: slowest.sort((x, y) => y.ms - x.ms).slice(0, 8),
  };
  log(`answers: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms (retrieval p95 ${result.retrieval.p95Ms} ms)`);
  return result;
}

async function main() {
  const loadBefore = os.loadavg();
  const backends = (argOf('backends') ?? 'pglite,postgres').split(',');
  const target = Number(argOf('policies') ?? 100_000);
  const rounds = Number(argOf('rounds') ?? 2);
  const warmup = Number(argOf('warmup') ?? questions.length);
  // --reuse <url>: time the answers on a database a run before filled (kept while tuning); the quality figures are kept from the last report.
  const reuse = argOf('reuse');
  const results: Record<string, Awaited<ReturnType<typeof benchOn>>> = {};
  const atScale: Record<string, Awaited<ReturnType<typeof latencyAt>>> = {};
  if (backends.includes('pglite') && !reuse) {
    const database = await openDatabase({});
    results.pglite = await benchOn('pglite', database);
    await database.close();
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (reuse) {
    const last = path.resolve(__dirname, '../../bench/results/assistant.json');
    Object.assign(results, (JSON.parse(fs.readFileSync(last, 'utf8')) as { results: typeof results }).results);
    const database = await openDatabase({ databaseUrl: reuse });
    try {
      await database.migrate();
      await database.db.transaction((tx) => ensureCuratedPhrasings(tx));
      atScale.postgres = await latencyAt('postgres', database, target, rounds, warmup, true);
    } finally {
      await database.close();
    }
  } else if (backends.includes('postgres') && url) {
    const { database, drop } = await throwawayDatabase(url, 'bench_assistant');
    try {
      results.postgres = await benchOn('postgres', database);
      if (target > 0) atScale.postgres = await latencyAt('postgres', database, target, rounds, warmup, false);
    } finally {
      await database.close();
      await drop();
    }
  }
  const lines = [
    '# Policy assistant benchmark',
    '',
    `Answers without a model to the ${questions.length} labelled questions of tests/fixtures/assistant-questions.json over the demo content (330 policies). Targets (issue #21): recall@5 ≥ 0.9, every citation relevant, ≥ 0.9 of no-answer questions declined, p95 < 300 ms on PostgreSQL.`,
    '',
    '| backend | recall@5 | answered | all citations relevant | declined (no-answer) | shape read right | p50 ms | p95 ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...Object.entries(results).map(
      ([k, r]) =>
        `| ${k} | ${r.recallAt5} | ${r.answeredShare} | ${r.allCitationsRelevantShare} | ${r.declinedShare} | ${r.shapeAccuracy} | ${r.p50Ms} | ${r.p95Ms} |`,
    ),
    '',
    ...Object.entries(atScale).flatMap(([k, r]) => [
      `## Latency at ${r.publishedPolicies.toLocaleString('en')} published policies (${k})`,
      '',
      `The demo content plus generated policies (scripts/generate-policies.ts, with their HTML): ${r.passages.toLocaleString(
        'en',
      )} passages built by the app's rebuildPassages${
        r.generateSeconds !== null
          ? ` (generation ${r.generateSeconds} s, passages ${r.passagesSeconds} s)`
          : ' (on a database filled by an earlier run, --reuse)'
      }. Each labelled question answered without a model ${rounds} time(s) after ${warmup} untimed answer(s); "retrieval" is the passage query alone.`,
      '',
      '| | runs | p50 ms | p95 ms | max ms |',
      '| --- | --- | --- | --- | --- |',
      `| answer | ${r.runs} | ${r.p50Ms} | ${r.p95Ms} | ${r.maxMs} |`,
      `| retrieval | ${r.retrieval.runs} | ${r.retrieval.p50Ms} | ${r.retrieval.p95Ms} | ${r.retrieval.maxMs} |`,
      ...Object.entries(r.byShape).map(([shape, x]) => `| answer: ${shape} | ${x.runs} | ${x.p50Ms} | ${x.p95Ms} | ${x.maxMs} |`),
      '',
      'Slowest answers:',
      '',
      ...r.slowest.map((x) => `- ${x.ms} ms: ${x.question}`),
      '',
    ]),
    '## Misses',
    '',
    ...Object.entries(results).flatMap(([k, r]) => r.misses.map((m) => `- ${k}: ${m}`)),
    '',
  ];
  writeResults('assistant', { machine: machineOf(loadBefore), results, atScale }, lines.join('\n'));
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
