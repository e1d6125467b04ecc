import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { citationMark, readQuestion, type PassageKind } from '@shared/assistant';
import type { DbOrTx } from '../../db/client';
import {
  articles,
  assistantCuratedAnswers,
  assistantCuratedPhrasings,
  policies,
  publishedArticles,
  sitePages,
  type AssistantSource,
  type CuratedSourceRef,
} from '../../db/schema';
import { words } from './segment';

/**
 * Curated answers (issue #21, staff side): a visitor's question matching one of a curated answer's variants gets
 * the staff's answer and sources before any retrieval. A match is the same text once normalised (case, width,
 * spaces and punctuation), or a high share of the same words (jieba, as the retrieval segments).
 */

/** The share of words two phrasings must have in common (Jaccard: shared words over all words) to count as the same question. */
export const CURATED_MATCH_OVERLAP = 0.7;

/** The text a question is compared by: full-width folded, lower-cased, without spaces, punctuation or symbols. */
export const normaliseQuestion = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');

/** Particles that change nothing of what is asked ("请问…吗？"). */
const particles = new Set(['的', '了', '吗', '呢', '吧', '啊', '呀', '么', '请问', '请', '一下', '想', '我想', '知道', '是']);

const wordsOf = (text: string) => new Set(words(text, false).filter((w) => !particles.has(w)));

/** Variants' words, kept between questions: every question is compared with every enabled variant. */
const variantWords = new Map<string, Set<string>>();
const MAX_CACHED = 20_000;

function wordsOfVariant(variant: string): Set<string> {
  let set = variantWords.get(variant);
  if (!set) {
    set = wordsOf(variant);
    // Edited variants leave old entries behind: start again rather than grow without end.
    if (variantWords.size >= MAX_CACHED) variantWords.clear();
    variantWords.set(variant, set);
  }
  return set;
}

/** Shared words over all words (Jaccard); 0 when either has none. */
function overlap(x: Set<string>, y: Set<string>): number {
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared += 1;
  return shared / (x.size + y.size - shared);
}

/** Shared words over all words of two phrasings (0 when either has none). */
export const questionOverlap = (a: string, b: string) => overlap(wordsOf(a), wordsOf(b));

/** A test of variants against one question: the same text once normalised, or enough words in common. */
export function questionMatcher(question: string): (variant: string) => boolean {
  const q = normaliseQuestion(question);
  let qWords: Set<string> | undefined;
  return (variant) => {
    const v = normaliseQuestion(variant);
    if (!q || !v) return false;
    if (q === v) return true;
    qWords ??= wordsOf(question);
    return overlap(qWords, wordsOfVariant(variant)) >= CURATED_MATCH_OVERLAP;
  };
}

/** Whether a question is one of the variants' phrasings. */
export const matchesVariant = (question: string, variant: string) => questionMatcher(question)(variant);

/** The normalised variants of an answer, each once (empty ones left out: nothing matches them). */
const phrasingsOf = (variants: string[]) => [...new Set(variants.map(normaliseQuestion).filter(Boolean))];

/**
 * An answer's normalised variants made current: called in the transaction that creates or updates it (deleting it
 * deletes them).
 */
export async function writePhrasings(tx: DbOrTx, curatedAnswerId: number, variants: string[]) {
  await tx.delete(assistantCuratedPhrasings).where(eq(assistantCuratedPhrasings.curatedAnswerId, curatedAnswerId));
  const phrasings = phrasingsOf(variants);
  if (phrasings.length)
    await tx
      .insert(assistantCuratedPhrasings)
      .values(phrasings.map((phrasing) => ({ phrasing, curatedAnswerId })))
      .onConflictDoNothing();
}

/**
 * Normalised variants for the answers that have none (the seed's, and those written before the table existed):
 * run at every start, usually finding nothing. The normaliser is JavaScript's (NFKC, Unicode punctuation), which
 * SQL cannot repeat exactly, so the migration leaves this to the start.
 */
export async function ensureCuratedPhrasings(tx: DbOrTx) {
  const missing = await tx
    .select({ id: assistantCuratedAnswers.id, variants: assistantCuratedAnswers.variants })
    .from(assistantCuratedAnswers)
    .leftJoin(assistantCuratedPhrasings, eq(assistantCuratedPhrasings.curatedAnswerId, assistantCuratedAnswers.id))
    .where(isNull(assistantCuratedPhrasings.curatedAnswerId));
  for (const r of missing) await writePhrasings(tx, r.id, r.variants);
}

type SourceInfo = { title: string; link: string; live: boolean };

/** Titles and links of the sources a curated answer names; `live` when the front shows them now. */
export async function sourceInfos(db: DbOrTx, refs: CuratedSourceRef[]): Promise<Map<string, SourceInfo>> {
  const ids = (kind: PassageKind) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
  const out = new Map<string, SourceInfo>();
  const [p, a, g] = [ids('policy'), ids('article'), ids('page')];
  if (p.length) {
    const rows = await db.select({ id: policies.id, title: policies.title, status: policies.status }).from(policies).where(inArray(policies.id, p));
    for (const r of rows) out.set(`policy:${r.id}`, { title: r.title, link: `/policydetail/${r.id}`, live: r.status === 'published' });
  }
  if (a.length) {
    const rows = await db.select({ id: articles.id, title: articles.title }).from(articles).where(inArray(articles.id, a));
    const live = new Set(
      (await db.select({ id: publishedArticles.articleId }).from(publishedArticles).where(inArray(publishedArticles.articleId, a))).map((r) => r.id),
    );
    for (const r of rows) out.set(`article:${r.id}`, { title: r.title, link: `/news/${r.id}`, live: live.has(r.id) });
  }
  if (g.length) {
    const rows = await db.select({ id: sitePages.id, title: sitePages.title, slug: sitePages.slug }).from(sitePages).where(inArray(sitePages.id, g));
    for (const r of rows) out.set(`page:${r.id}`, { title: r.title, link: `/page/${r.slug}`, live: true });
  }
  return out;
}

export type CuratedReply = { curatedId: number; text: string; sources: AssistantSource[]; policyId: number | null };

/**
 * The enabled curated answer whose variants match the question (the same text first, then shared words; the most
 * recently updated first), with its sources numbered in their order. Sources no longer on the front are left out; an
 * answer without [n] marks gets them at its end.
 */
export async function curatedAnswerFor(db: DbOrTx, question: string): Promise<CuratedReply | null> {
  const q = normaliseQuestion(question);
  if (!q) return null;
  const columns = {
    id: assistantCuratedAnswers.id,
    variants: assistantCuratedAnswers.variants,
    answer: assistantCuratedAnswers.answer,
    sources: assistantCuratedAnswers.sources,
  };
  // The same text wins over shared words, whichever answer holds it: one lookup by the normalised phrasing.
  let hit: { id: number; variants: string[]; answer: string; sources: CuratedSourceRef[] } | undefined = (
    await db
      .select(columns)
      .from(assistantCuratedPhrasings)
      .innerJoin(assistantCuratedAnswers, eq(assistantCuratedAnswers.id, assistantCuratedPhrasings.curatedAnswerId))
      .where(and(eq(assistantCuratedPhrasings.phrasing, q), eq(assistantCuratedAnswers.enabled, true)))
      .orderBy(desc(assistantCuratedAnswers.updatedAt), desc(assistantCuratedAnswers.id))
      .limit(1)
  )[0];
  if (!hit) {
    // Shared words: a small table kept by staff, read (at most its 2,000 latest) and matched here with the segmenter the retrieval uses.
    const rows = await db
      .select(columns)
      .from(assistantCuratedAnswers)
      .where(eq(assistantCuratedAnswers.enabled, true))
      .orderBy(desc(assistantCuratedAnswers.updatedAt), desc(assistantCuratedAnswers.id))
      .limit(2000);
    const matches = questionMatcher(question);
    hit = rows.find((r) => r.variants.some(matches));
  }
  if (!hit) return null;
  const infos = await sourceInfos(db, hit.sources);
  const sources: AssistantSource[] = [];
  const numberOf = new Map<number, number>();
  hit.sources.forEach((ref, i) => {
    const info = infos.get(`${ref.kind}:${ref.id}`);
    if (!info?.live) return;
    sources.push({ n: sources.length + 1, kind: ref.kind, title: info.title, link: info.link, section: ref.kind === 'policy' ? 'summary' : 'text' });
    numberOf.set(i + 1, sources.length);
  });
  // [n] in the staff's text counts the sources as written; renumbered past those left out, dropped when gone.
  let text = hit.answer.replace(citationMark, (_m, n: string) => (numberOf.has(Number(n)) ? `[${numberOf.get(Number(n))}]` : ''));
  if (sources.length && !new RegExp(citationMark.source).test(text)) text = `${text.trimEnd()}${sources.map((s) => `[${s.n}]`).join('')}`;
  const firstPolicy = hit.sources.find((r) => r.kind === 'policy' && infos.get(`policy:${r.id}`)?.live);
  return { curatedId: hit.id, text, sources, policyId: firstPolicy?.id ?? null };
}

/** The shape a curated answer reports: the question's own, as read. */
export const curatedShape = (question: string) => readQuestion(question).shape;
