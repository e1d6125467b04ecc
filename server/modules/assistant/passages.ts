import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { contentPassages, policyPassages, type Passage, type PassageKind } from '@shared/assistant';
import { todayOf } from '@shared/policyWindow';
import type { DbOrTx } from '../../db/client';
import { assistantPassages, assistantSources, dictItems, dictTypes, policies, publishedArticles, sitePages } from '../../db/schema';
import { segmentedText } from './segment';

/** Longest text segmented into a vector. */
const MAX_VECTOR_TEXT = 4000;

type Row = typeof assistantPassages.$inferInsert;

/** The stored row of a passage: the vector weighs the title A, a summary or condition B, the rest C. */
function rowOf(p: Passage, live: boolean, closesOn: string | null, publishedOn: string): Row {
  const bodyWeight = p.section === 'summary' || p.section === 'condition' ? 'B' : 'C';
  const vector = sql`setweight(to_tsvector('simple', ${segmentedText(p.title)}), 'A') || setweight(to_tsvector('simple', ${segmentedText(
    p.text.slice(0, MAX_VECTOR_TEXT),
  )}), ${bodyWeight}::"char")`;
  return { ...p, title: p.title.slice(0, 255), link: p.link.slice(0, 255), live, closesOn, publishedOn, vector: vector as unknown as string };
}

type SourceRow = typeof assistantSources.$inferInsert;

/** A source's row for retrieval's first ranking, from its passages: the title (A) and the summary (B). */
function sourceRowOf(rows: Row[]): SourceRow | null {
  const first = rows[0];
  if (!first) return null;
  const summary = rows
    .filter((r) => r.section === 'summary')
    .map((r) => r.text)
    .join(' ')
    .slice(0, MAX_VECTOR_TEXT);
  const vector = sql`setweight(to_tsvector('simple', ${segmentedText(first.title)}), 'A') || setweight(to_tsvector('simple', ${segmentedText(summary)}), 'B')`;
  const { kind, sourceId, live, closesOn, publishedOn } = first;
  return { kind, sourceId, live, closesOn, publishedOn, vector: vector as unknown as string };
}

/** The support types' labels by value (a handful of dictionary rows). */
async function supportTypeLabels(tx: DbOrTx): Promise<Map<string, string>> {
  const rows = await tx
    .select({ value: dictItems.value, label: dictItems.label })
    .from(dictItems)
    .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
    .where(eq(dictTypes.name, 'support_type'));
  return new Map(rows.map((r) => [r.value, r.label]));
}

type PolicyRow = typeof policies.$inferSelect;

function rowsOfPolicyRow(p: PolicyRow, labels: Map<string, string>): Row[] {
  // Drafts are not on the front and never were: no passages. Withdrawn ones keep theirs, not live.
  if (p.status === 'draft') return [];
  const passages = policyPassages({
    id: p.id,
    title: p.title,
    summary: p.summary,
    conditionsText: p.conditionsText,
    ruleLabels: p.rules.map((r) => r.label).filter(Boolean),
    window: p.window,
    maxAmount: p.maxAmount,
    supportTypeLabel: labels.get(p.supportType) ?? null,
    contacts: p.contacts,
    attachments: p.attachments,
    contentHtml: p.contentHtml,
  });
  const closesOn = p.window.kind === 'all_year' ? null : p.windowLastEnd;
  return passages.map((x) => rowOf(x, p.status === 'published', closesOn, p.publishDate));
}

async function rowsOfPolicy(tx: DbOrTx, id: number): Promise<Row[]> {
  const [p] = await tx.select().from(policies).where(eq(policies.id, id));
  return p ? rowsOfPolicyRow(p, await supportTypeLabels(tx)) : [];
}

async function rowsOfArticle(tx: DbOrTx, id: number): Promise<Row[]> {
  const [a] = await tx.select().from(publishedArticles).where(eq(publishedArticles.articleId, id));
  if (!a) return [];
  return contentPassages('article', id, a.title, `/news/${id}`, a.summary, a.contentHtml).map((x) => rowOf(x, true, null, todayOf(a.publishedAt)));
}

async function rowsOfPage(tx: DbOrTx, id: number): Promise<Row[]> {
  const [p] = await tx.select().from(sitePages).where(eq(sitePages.id, id));
  if (!p) return [];
  return contentPassages('page', id, p.title, `/page/${p.slug}`, p.description, p.contentHtml).map((x) => rowOf(x, true, null, todayOf(p.updatedAt)));
}

const readers: Record<PassageKind, (tx: DbOrTx, id: number) => Promise<Row[]>> = { policy: rowsOfPolicy, article: rowsOfArticle, page: rowsOfPage };

/**
 * The passages of one policy, article or page made current: called in the transaction that saves, publishes,
 * withdraws or deletes it, so the assistant never answers from content that is gone.
 */
export async function refreshPassages(tx: DbOrTx, kind: PassageKind, id: number) {
  await tx.delete(assistantPassages).where(and(eq(assistantPassages.kind, kind), eq(assistantPassages.sourceId, id)));
  await tx.delete(assistantSources).where(and(eq(assistantSources.kind, kind), eq(assistantSources.sourceId, id)));
  const rows = await readers[kind](tx, id);
  for (let at = 0; at < rows.length; at += 200) await tx.insert(assistantPassages).values(rows.slice(at, at + 200));
  const source = sourceRowOf(rows);
  if (source) await tx.insert(assistantSources).values(source);
}

/** How many policies the rebuild reads at a time. */
const REBUILD_BATCH = 100;

/**
 * Every passage built again (a new database, the seed): policies on the front or withdrawn, live articles, pages. Read
 * in batches, not one query per item: the first start of a new park builds them all.
 */
export async function rebuildPassages(tx: DbOrTx) {
  await tx.delete(assistantPassages);
  await tx.delete(assistantSources);
  // The passages of a batch of sources, each source's list apart, and a row for each source.
  const insert = async (perSource: Row[][]) => {
    const rows = perSource.flat();
    for (let at = 0; at < rows.length; at += 300) await tx.insert(assistantPassages).values(rows.slice(at, at + 300));
    const sources = perSource.map(sourceRowOf).filter((x): x is SourceRow => !!x);
    for (let at = 0; at < sources.length; at += 300) await tx.insert(assistantSources).values(sources.slice(at, at + 300));
  };
  const labels = await supportTypeLabels(tx);
  for (let lastId = 0; ; ) {
    const batch = await tx
      .select()
      .from(policies)
      .where(and(sql`${policies.status} <> 'draft'`, gt(policies.id, lastId)))
      .orderBy(asc(policies.id))
      .limit(REBUILD_BATCH);
    if (!batch.length) break;
    await insert(batch.map((p) => rowsOfPolicyRow(p, labels)));
    lastId = batch[batch.length - 1].id;
  }
  const articles = await tx.select().from(publishedArticles);
  await insert(
    articles.map((a) =>
      contentPassages('article', a.articleId, a.title, `/news/${a.articleId}`, a.summary, a.contentHtml).map((x) =>
        rowOf(x, true, null, todayOf(a.publishedAt)),
      ),
    ),
  );
  const pages = await tx.select().from(sitePages);
  await insert(
    pages.map((p) =>
      contentPassages('page', p.id, p.title, `/page/${p.slug}`, p.description, p.contentHtml).map((x) => rowOf(x, true, null, todayOf(p.updatedAt))),
    ),
  );
}

/** Built once for a database that has content but no passages yet (the seed's last step, or an older park). */
export async function ensurePassages(tx: DbOrTx) {
  const [any] = await tx.select({ id: assistantPassages.id }).from(assistantPassages).limit(1);
  if (!any) await rebuildPassages(tx);
}
