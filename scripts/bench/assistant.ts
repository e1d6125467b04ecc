/**
 * `npm run bench:assistant`: the policy assistant's quality and speed without a model, over the labelled questions
 * of tests/fixtures/assistant-questions.json and the demo content (330 policies, the articles and pages). Runs on a
 * throw-away in-memory PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a PostgreSQL server, on a
 * throw-away database there. Writes bench/results/assistant.json and .md.
 *
 * Reported: retrieval recall@5 (a source of the labelled programme among the five best sources), the share of
 * answers whose citations are all of the labelled programme, the share of no-answer questions declined, and the
 * p50/p95 time of an answer. Not yet: the 100,000 policies (the demo's 330 only).
 *
 *   npm run bench:assistant -- --backends pglite
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readQuestion, topicWords } from '@shared/assistant';
import { todayOf } from '@shared/policyWindow';
import { openDatabase, type Database } from '../../server/db/client';
import { throwawayDatabase } from '../../server/db/throwaway';
import type { Deps } from '../../server/deps';
import { answerQuestion, groupHits, retrieve } from '../../server/modules/assistant/answer';
import { words } from '../../server/modules/assistant/segment';
import { seed } from '../../server/seed';
import { argOf } from './listBench';
import { machineOf, percentile, round1, writeResults } from './measure';

type Labelled = { question: string; shape: string; answeredBy: string[] };
const { questions } = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../tests/fixtures/assistant-questions.json'), 'utf8')) as {
  questions: Labelled[];
};

/** A share to three decimals. */
const share = (n: number, of: number) => Math.round((n / Math.max(1, of)) * 1000) / 1000;

const relevant = (title: string, q: Labelled) => q.answeredBy.some((fragment) => title.includes(fragment));

async function benchOn(kind: string, database: Database) {
  await database.migrate();
  await seed(database.db, { adminPassword: 'Bench@Assistant2026' });
  const deps = { db: database.db, now: () => new Date() } as unknown as Deps;
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

async function main() {
  const loadBefore = os.loadavg();
  const backends = (argOf('backends') ?? 'pglite,postgres').split(',');
  const results: Record<string, Awaited<ReturnType<typeof benchOn>>> = {};
  if (backends.includes('pglite')) {
    const database = await openDatabase({});
    results.pglite = await benchOn('pglite', database);
    await database.close();
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (backends.includes('postgres') && url) {
    const { database, drop } = await throwawayDatabase(url, 'bench_assistant');
    try {
      results.postgres = await benchOn('postgres', database);
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
    '## Misses',
    '',
    ...Object.entries(results).flatMap(([k, r]) => r.misses.map((m) => `- ${k}: ${m}`)),
    '',
  ];
  writeResults('assistant', { machine: machineOf(loadBefore), results }, lines.join('\n'));
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
