import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { addDays, todayOf } from '@shared/policyWindow';
import type { DbOrTx } from '../../db/client';
import { articles, assistantCuratedAnswers, policies, sitePages, users, type CuratedSourceRef } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/errors';
import { contains, likeLiteral } from '../../lib/like';
import { rowsOf } from '../../db/raw';
import type * as s from './adminSchemas';
import { answerQuestion, questionTerms, retrieve } from './answer';
import { sourceInfos, writePhrasings } from './curated';

/**
 * The staff side of the policy assistant (issue #21): the hit test (what a question retrieves and the answer it
 * would get, nothing stored), curated answers, the report of questions it could not answer or that were voted
 * down, and its usage figures.
 */

/** Passages a hit test shows. */
const HIT_TEST_PASSAGES = 20;
const EXCERPT = 160;

/** POST hittest: the passages the question retrieves, with their scores, and the answer; no message is stored, nothing counted. */
export async function hitTest(deps: Deps, question: string): Promise<z.infer<typeof s.hitTestResult>> {
  const { terms } = questionTerms(question);
  const [hits, answer] = await Promise.all([
    retrieve(deps.db, terms, todayOf(deps.now()), question),
    // As an anonymous visitor's first question: no conversation, no company.
    answerQuestion(deps, question, {}, null),
  ]);
  return {
    terms,
    hits: hits.slice(0, HIT_TEST_PASSAGES).map((h) => ({
      id: h.id,
      kind: h.kind,
      sourceId: h.source_id,
      section: h.section as z.infer<typeof s.hit>['section'],
      title: h.title,
      link: h.link,
      excerpt: h.text.length > EXCERPT ? `${h.text.slice(0, EXCERPT)}…` : h.text,
      live: h.live,
      score: Math.round(h.score * 10_000) / 10_000,
    })),
    answer: {
      text: answer.text,
      shape: answer.shape,
      answered: answer.answered,
      sources: answer.sources,
      related: answer.related,
      searchLink: answer.searchLink,
      curatedId: answer.curatedId ?? null,
    },
  };
}

// ---------- curated answers ----------

type CuratedRow = typeof assistantCuratedAnswers.$inferSelect;
const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

async function toItems(db: DbOrTx, rows: (CuratedRow & { createdByName: string | null; updatedByName: string | null })[]) {
  const infos = await sourceInfos(
    db,
    rows.flatMap((r) => r.sources),
  );
  return rows.map((r) => ({
    id: r.id,
    variants: r.variants,
    answer: r.answer,
    sources: r.sources.map((ref) => {
      const info = infos.get(`${ref.kind}:${ref.id}`);
      return { kind: ref.kind, id: ref.id, title: info?.title ?? '', link: info?.link ?? '', live: info?.live ?? false };
    }),
    enabled: r.enabled,
    createdByName: r.createdByName,
    updatedByName: r.updatedByName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

const curatedSelect = (db: DbOrTx) =>
  db
    .select({
      id: assistantCuratedAnswers.id,
      variants: assistantCuratedAnswers.variants,
      answer: assistantCuratedAnswers.answer,
      sources: assistantCuratedAnswers.sources,
      enabled: assistantCuratedAnswers.enabled,
      createdBy: assistantCuratedAnswers.createdBy,
      updatedBy: assistantCuratedAnswers.updatedBy,
      createdAt: assistantCuratedAnswers.createdAt,
      updatedAt: assistantCuratedAnswers.updatedAt,
      createdByName: sql<string | null>`coalesce(nullif(${creator.realName}, ''), ${creator.username})`,
      updatedByName: sql<string | null>`coalesce(nullif(${updater.realName}, ''), ${updater.username})`,
    })
    .from(assistantCuratedAnswers)
    .leftJoin(creator, eq(creator.id, assistantCuratedAnswers.createdBy))
    .leftJoin(updater, eq(updater.id, assistantCuratedAnswers.updatedBy));

/** GET curated/query: curated answers, latest change first, by a keyword in a variant or the answer. */
export async function queryCurated(db: DbOrTx, q: z.infer<typeof s.curatedQuery>) {
  const keyword = q.keyword
    ? or(contains(q.keyword, assistantCuratedAnswers.answer), sql`${assistantCuratedAnswers.variants}::text ilike ${`%${likeLiteral(q.keyword)}%`}`)
    : undefined;
  const where = and(keyword, q.enabled === undefined ? undefined : eq(assistantCuratedAnswers.enabled, q.enabled));
  const [rows, [{ total }]] = await Promise.all([
    curatedSelect(db)
      .where(where)
      .orderBy(desc(assistantCuratedAnswers.updatedAt), desc(assistantCuratedAnswers.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db.select({ total: count() }).from(assistantCuratedAnswers).where(where),
  ]);
  return { list: await toItems(db, rows), total, current: q.current, pageSize: q.pageSize };
}

export async function curatedDetail(db: DbOrTx, id: number) {
  const rows = await curatedSelect(db).where(eq(assistantCuratedAnswers.id, id));
  if (!rows.length) throw notFound('Curated answer');
  return (await toItems(db, rows))[0];
}

/** Every source must exist (422 naming it): a policy, an article or a single page. */
async function checkSources(db: DbOrTx, refs: CuratedSourceRef[]) {
  const ids = (kind: CuratedSourceRef['kind']) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
  const found = new Set<string>();
  const [p, a, g] = [ids('policy'), ids('article'), ids('page')];
  if (p.length) for (const r of await db.select({ id: policies.id }).from(policies).where(inArray(policies.id, p))) found.add(`policy:${r.id}`);
  if (a.length) for (const r of await db.select({ id: articles.id }).from(articles).where(inArray(articles.id, a))) found.add(`article:${r.id}`);
  if (g.length) for (const r of await db.select({ id: sitePages.id }).from(sitePages).where(inArray(sitePages.id, g))) found.add(`page:${r.id}`);
  refs.forEach((ref, i) => {
    if (!found.has(`${ref.kind}:${ref.id}`)) throw unprocessable(`sources.${i}.id: no ${ref.kind} has id ${ref.id}`, `sources.${i}.id`);
  });
}

/** Variants without repeats (the same once normalised is the same question); sources without repeats. */
const tidy = (input: z.infer<typeof s.curatedInput>) => {
  const seen = new Set<string>();
  const variants = input.variants.filter((v) => {
    const key = v.replace(/\s+/g, ' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const sources = input.sources.filter((r, i) => input.sources.findIndex((x) => x.kind === r.kind && x.id === r.id) === i);
  return { variants, answer: input.answer, sources, enabled: input.enabled };
};

export async function createCurated(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.curatedInput>) {
  const values = tidy(input);
  const id = await deps.db.transaction(async (tx) => {
    await checkSources(tx, values.sources);
    const now = deps.now();
    const userId = request.user?.id ?? null;
    const [row] = await tx
      .insert(assistantCuratedAnswers)
      .values({ ...values, createdBy: userId, updatedBy: userId, createdAt: now, updatedAt: now })
      .returning();
    await writePhrasings(tx, row.id, values.variants);
    await audit(tx, request, { action: 'create', entity: 'assistantCuratedAnswer', entityId: row.id, summary: values.variants[0], after: row });
    return row.id;
  });
  return curatedDetail(deps.db, id);
}

export async function updateCurated(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.curatedUpdate>) {
  const values = tidy(input);
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(assistantCuratedAnswers).where(eq(assistantCuratedAnswers.id, input.id)).for('update');
    if (!before) throw notFound('Curated answer');
    await checkSources(tx, values.sources);
    const [after] = await tx
      .update(assistantCuratedAnswers)
      .set({ ...values, updatedBy: request.user?.id ?? null, updatedAt: deps.now() })
      .where(eq(assistantCuratedAnswers.id, input.id))
      .returning();
    await writePhrasings(tx, input.id, values.variants);
    await audit(tx, request, { action: 'update', entity: 'assistantCuratedAnswer', entityId: input.id, summary: values.variants[0], before, after });
  });
  return curatedDetail(deps.db, input.id);
}

export async function deleteCurated(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.delete(assistantCuratedAnswers).where(eq(assistantCuratedAnswers.id, id)).returning();
    if (!before) throw notFound('Curated answer');
    await audit(tx, request, { action: 'delete', entity: 'assistantCuratedAnswer', entityId: id, summary: before.variants[0], before });
  });
  return { id };
}

/** GET curated/sources: policies, articles or pages by a word of their title, to cite (at most 20, latest first). */
export async function searchSources(db: DbOrTx, q: z.infer<typeof s.sourceSearchQuery>) {
  const limit = 20;
  let refs: CuratedSourceRef[];
  if (q.kind === 'policy')
    refs = (await db.select({ id: policies.id }).from(policies).where(contains(q.keyword, policies.title)).orderBy(desc(policies.id)).limit(limit)).map(
      (r) => ({ kind: 'policy', id: r.id }),
    );
  else if (q.kind === 'article')
    refs = (await db.select({ id: articles.id }).from(articles).where(contains(q.keyword, articles.title)).orderBy(desc(articles.id)).limit(limit)).map(
      (r) => ({ kind: 'article', id: r.id }),
    );
  else
    refs = (await db.select({ id: sitePages.id }).from(sitePages).where(contains(q.keyword, sitePages.title)).orderBy(desc(sitePages.id)).limit(limit)).map(
      (r) => ({ kind: 'page', id: r.id }),
    );
  const infos = await sourceInfos(db, refs);
  return refs.map((r) => ({ ...r, ...infos.get(`${r.kind}:${r.id}`)! }));
}

// ---------- report and usage ----------

/** A message's question as the report groups it: lower-cased, without spaces and punctuation (ASCII and CJK). */
const normalisedSql = sql`regexp_replace(lower(m.question), '[[:space:],.?!;:"''()<>~·，。？！、；：“”‘’（）《》【】…—-]+', '', 'g')`;
/** The China day of a message. */
const chinaDay = sql`((m.created_at at time zone 'UTC') + interval '8 hours')::date`;

function periodOf(deps: Deps, q: { from?: string; to?: string }) {
  const to = q.to ?? (q.from && addDays(q.from, 29) < todayOf(deps.now()) ? addDays(q.from, 29) : todayOf(deps.now()));
  const from = q.from ?? addDays(to, -29);
  return { from, to };
}

const inPeriod = (p: { from: string; to: string }) => sql`${chinaDay} between ${p.from}::date and ${p.to}::date`;

type ReportRow = { key: string; question: string; count: number; unanswered: number; down_votes: number; reasons: string[] | null; last_asked_at: string };

/** GET report: questions declined or voted down in the period, grouped by their normalised text, latest first. */
export async function report(deps: Deps, q: z.infer<typeof s.reportQuery>) {
  const period = periodOf(deps, q);
  const kind: SQL = q.kind === 'unanswered' ? sql`not m.answered` : q.kind === 'downvoted' ? sql`m.vote = 'down'` : sql`(not m.answered or m.vote = 'down')`;
  const keyword = q.keyword ? sql` and m.question ilike ${`%${likeLiteral(q.keyword)}%`}` : sql``;
  const base = sql`from assistant_messages m where ${inPeriod(period)} and ${kind}${keyword}`;
  const [rows, [{ total }]] = await Promise.all([
    rowsOf<ReportRow>(
      deps.db,
      sql`select ${normalisedSql} as key,
                 (array_agg(m.question order by m.created_at desc, m.id desc))[1] as question,
                 count(*)::int as count,
                 (count(*) filter (where not m.answered))::int as unanswered,
                 (count(*) filter (where m.vote = 'down'))::int as down_votes,
                 (array_agg(m.reason order by m.created_at desc, m.id desc) filter (where m.vote = 'down' and m.reason is not null and m.reason <> ''))[1:3] as reasons,
                 to_char(max(m.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_asked_at
          ${base}
          group by 1
          order by max(m.created_at) desc, 1
          limit ${q.pageSize} offset ${(q.current - 1) * q.pageSize}`,
    ),
    rowsOf<{ total: number }>(deps.db, sql`select count(distinct ${normalisedSql})::int as total ${base}`),
  ]);
  return {
    period,
    list: rows.map((r) => ({
      key: r.key,
      question: r.question,
      count: r.count,
      unanswered: r.unanswered,
      downVotes: r.down_votes,
      reasons: r.reasons ?? [],
      lastAskedAt: r.last_asked_at,
    })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

type DayRow = { day: string; questions: number; answered: number; curated: number; up: number; down: number };

/**
 * GET usage: questions per day in the period, the share answered and the share of those given a curated answer, votes,
 * conversations and the most asked questions.
 */
export async function usage(deps: Deps, q: z.infer<typeof s.usageQuery>) {
  const period = periodOf(deps, q);
  const [days, [conv], top] = await Promise.all([
    rowsOf<DayRow>(
      deps.db,
      sql`select ${chinaDay}::text as day, count(*)::int as questions, (count(*) filter (where m.answered))::int as answered,
                 (count(*) filter (where m.curated))::int as curated, (count(*) filter (where m.vote = 'up'))::int as up, (count(*) filter (where m.vote = 'down'))::int as down
          from assistant_messages m where ${inPeriod(period)} group by 1 order by 1`,
    ),
    rowsOf<{ n: number }>(deps.db, sql`select count(distinct m.conversation_id)::int as n from assistant_messages m where ${inPeriod(period)}`),
    rowsOf<{ question: string; count: number; answered: number }>(
      deps.db,
      sql`select (array_agg(m.question order by m.created_at desc, m.id desc))[1] as question, count(*)::int as count,
                 (count(*) filter (where m.answered))::int as answered
          from assistant_messages m where ${inPeriod(period)}
          group by ${normalisedSql} order by count(*) desc, max(m.created_at) desc limit 10`,
    ),
  ]);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const daily: DayRow[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1))
    daily.push(byDay.get(day) ?? { day, questions: 0, answered: 0, curated: 0, up: 0, down: 0 });
  const sum = (k: keyof Omit<DayRow, 'day'>) => days.reduce((n, d) => n + d[k], 0);
  const questions = sum('questions');
  const answered = sum('answered');
  const curated = sum('curated');
  const shareOf = (n: number) => (questions ? Math.round((n / questions) * 1000) / 1000 : 0);
  return {
    period,
    totals: {
      questions,
      answered,
      answeredShare: shareOf(answered),
      curated,
      curatedShare: shareOf(curated),
      conversations: conv?.n ?? 0,
      up: sum('up'),
      down: sum('down'),
    },
    daily,
    top,
  };
}
