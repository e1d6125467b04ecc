import { and, asc, eq, sql } from 'drizzle-orm';
import {
  answeringSentences,
  coverage,
  deadlineWords,
  formatWan,
  profileInQuestion,
  readQuestion,
  topicWords,
  type GivenProfile,
  type PassageKind,
  type QuestionShape,
} from '@shared/assistant';
import type { CompanyProfile } from '@shared/policyConditions';
import { todayOf } from '@shared/policyWindow';
import type { DbOrTx } from '../../db/client';
import { assistantPassages, companies, companyMembers, policies, type AssistantContext, type AssistantSource } from '../../db/schema';
import type { Deps } from '../../deps';
import { evaluateRun } from '../match/evaluation';
import { profileOfCompany } from '../match/profile';
import { rowsOf } from '../../db/raw';
import { curatedAnswerFor } from './curated';
import type { ModelPassage } from './llm';
import { words } from './segment';

/**
 * Answers without a model (issue #21): the question's words find passages (full-text rank with field weights
 * and freshness); a question of a known shape gets the policy's own facts (window, amount, conditions,
 * materials, contacts, or the matching engine for "what can my company apply for"); any other gets the
 * sentences of the best passages that answer it. Every statement carries a numbered citation [n] to the
 * passage it comes from; a question nothing covers is declined with the closest policies and a search link.
 */

export type Hit = {
  id: number;
  kind: PassageKind;
  source_id: number;
  section: string;
  ord: number;
  title: string;
  link: string;
  text: string;
  live: boolean;
  closes_on: string | null;
  score: number;
};

export type Related = { title: string; link: string };

export type Answer = {
  text: string;
  shape: QuestionShape;
  answered: boolean;
  sources: AssistantSource[];
  /** Closest content when declined, and where to search. */
  related: Related[];
  searchLink: string | null;
  context: AssistantContext;
  /**
   * What a language model may answer from, when one is configured (llm.ts): the passages this answer was
   * made from. Empty for a declined question and for the shapes whose answer is computed exactly.
   */
  passages: ModelPassage[];
  /** The curated answer given, when one matched (staff's hit test shows it). */
  curatedId?: number;
};

/**
 * The shapes a model may word: answers quoted from the content's text. Deadlines and amounts are computed
 * from the policy's fields against today, "what can my company apply for" by the matching engine and a
 * comparison from both: exact already, and a model could only misquote a date or a sum.
 */
const MODEL_SHAPES = new Set<QuestionShape>(['general', 'conditions', 'materials', 'contact']);
const SECTION_OF_SHAPE: Partial<Record<QuestionShape, string>> = { conditions: 'condition', materials: 'materials', contact: 'contacts' };
/** Passages of each of the best sources a model is given on a general question. */
const MODEL_HITS_PER_SOURCE = 3;

/** The share of a question's topic words the best source must hold to answer from it. */
export const MIN_COVERAGE = 0.6;
const CANDIDATES = 40;

const tsQuery = (terms: string[]) => terms.map((t) => `'${t}'`).join(' | ');

/**
 * Retrieval ranks sources before passages: the open sources whose title or summary (assistant_sources, one narrow
 * row each) best match the question's words, and the best closed or withdrawn ones; then only those sources'
 * passages are ranked. Ranking every matching passage read a third of a large library for a common word (技术
 * matches 466,911 of 1.5 million passages at 100,000 policies); the narrow rows are a fifteenth as many and small.
 */
const SOURCES = 200;
const PAST_SOURCES = 20;
const PAST_CANDIDATES = 20;

/** Passages matching any of the words, best first; open and live ones, plus closed or withdrawn ones the question names. */
export async function retrieve(db: DbOrTx, terms: string[], today: string, question: string): Promise<Hit[]> {
  if (!terms.length) return [];
  const query = tsQuery(terms);
  const open = (t: string) => sql`(${sql.raw(t)}.live and (${sql.raw(t)}.closes_on is null or ${sql.raw(t)}.closes_on >= ${today}::date))`;
  const rows = await rowsOf<Hit & { open: boolean; n: number }>(
    db,
    sql`with q as (select to_tsquery('simple', ${query}) as q),
        s as materialized (
          select s.kind, s.source_id, ${open('s')} as open,
                 ts_rank('{0.1, 0.2, 0.4, 1.0}', s.vector, q.q) * (1 + 0.5 / (1 + greatest(0, ${today}::date - s.published_on) / 365.0)::float8) as r
          from assistant_sources s, q where s.vector @@ q.q
        ),
        c as (
          (select kind, source_id from s where open order by r desc, kind, source_id limit ${SOURCES}::int)
          union all
          (select kind, source_id from s where not open order by r desc, kind, source_id limit ${PAST_SOURCES}::int)
        ),
        h as (
          select p.id, p.kind, p.source_id, p.section, p.ord, p.title, p.link, p.text, p.live, p.closes_on::text as closes_on, ${open('p')} as open,
                 (ts_rank('{0.1, 0.2, 0.4, 1.0}', p.vector, q.q) * (1 + 0.5 / (1 + greatest(0, ${today}::date - p.published_on) / 365.0)))::float8 as score
          from c join assistant_passages p on p.kind = c.kind and p.source_id = c.source_id, q
          where p.vector @@ q.q
        )
        select * from (select h.*, row_number() over (partition by h.open order by h.score desc, h.id) as n from h) x
        where x.n <= case when x.open then ${CANDIDATES}::int else ${PAST_CANDIDATES}::int end`,
  );
  return rows
    .filter((h) => h.open || names(question, h.title))
    .map(({ open: _open, n: _n, ...h }) => h as Hit)
    .sort((a, b) => b.score - a.score || a.id - b.id);
}

/** Whether a question names a source: its title (without 《》, "关于…的通知") is in the question, or most of its words are. */
export function names(question: string, title: string): boolean {
  const q = question.replace(/[\s《》“”"]/g, '');
  const core = title
    .replace(/[\s《》“”"]/g, '')
    .replace(/^关于/, '')
    .replace(/的(通知|公告|意见|办法|细则)$/, '');
  if (core && q.includes(core)) return true;
  const titleWords = topicWords(words(title, false));
  return titleWords.length > 0 && coverage(titleWords, q) >= 0.8;
}

type Group = { kind: PassageKind; sourceId: number; title: string; hits: Hit[]; score: number; coverage: number; live: boolean };

/** Hits grouped by their source; a source scores its best passage plus a little for each other one. */
export function groupHits(hits: Hit[], topic: string[]): Group[] {
  const groups = new Map<string, Group>();
  for (const h of hits) {
    const key = `${h.kind}:${h.source_id}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { kind: h.kind, sourceId: h.source_id, title: h.title, hits: [], score: 0, coverage: 0, live: h.live }));
    g.hits.push(h);
  }
  for (const g of groups.values()) {
    const scores = g.hits.map((h) => h.score).sort((a, b) => b - a);
    g.score = scores[0] + 0.1 * scores.slice(1, 5).reduce((s, x) => s + x, 0);
    g.coverage = coverage(topic, `${g.title} ${g.hits.map((h) => h.text).join(' ')}`);
  }
  return [...groups.values()].sort((a, b) => b.coverage - a.coverage || b.score - a.score);
}

/** Numbers sources by their link, in the order they are cited. */
class Citations {
  readonly sources: AssistantSource[] = [];
  cite(p: { kind: PassageKind; title: string; link: string; section: string }): string {
    let s = this.sources.find((x) => x.link === p.link);
    if (!s) this.sources.push((s = { n: this.sources.length + 1, kind: p.kind, title: p.title, link: p.link, section: p.section }));
    return `[${s.n}]`;
  }
}

const searchLinkOf = (q: string) => `/search?keyword=${encodeURIComponent(q.slice(0, 40))}`;

type PolicyPassage = { kind: PassageKind; section: string; title: string; link: string; text: string };

async function passagesOfPolicy(db: DbOrTx, id: number): Promise<(PolicyPassage & { live: boolean })[]> {
  return db
    .select({
      kind: assistantPassages.kind,
      section: assistantPassages.section,
      title: assistantPassages.title,
      link: assistantPassages.link,
      text: assistantPassages.text,
      live: assistantPassages.live,
    })
    .from(assistantPassages)
    .where(and(eq(assistantPassages.kind, 'policy'), eq(assistantPassages.sourceId, id)))
    .orderBy(asc(assistantPassages.ord));
}

const stripLabel = (text: string) => text.replace(/^(申报条件|申报时间|联系方式)：/, '');

/** A shaped answer about one policy, from its passages and its window. */
async function policyAnswer(db: DbOrTx, shape: QuestionShape, policyId: number, today: string, topic: string[], c: Citations): Promise<string | null> {
  const [p] = await db
    .select({ title: policies.title, status: policies.status, window: policies.window, maxAmount: policies.maxAmount })
    .from(policies)
    .where(eq(policies.id, policyId));
  if (!p) return null;
  const passages = await passagesOfPolicy(db, policyId);
  if (!passages.length) return null;
  const name = `《${p.title}》`;
  if (p.status !== 'published')
    return `${name}已从门户下线，不再受理，以下信息仅供参考：${stripLabel(passages.find((x) => x.section === 'window')?.text ?? '')}${c.cite(passages[0])}。`;
  const of = (section: string) => passages.filter((x) => x.section === section);
  switch (shape) {
    case 'deadline': {
      const w = of('window')[0];
      return `${name}${deadlineWords(p.window, today)}${c.cite(w)}。`;
    }
    case 'amount': {
      const a = of('amount');
      if (!a.length) return `${name}的原文没有写明支持金额${c.cite(of('text')[0] ?? passages[0])}。`;
      const head = p.maxAmount !== null ? `${name}最高支持 ${formatWan(p.maxAmount)} 万元${c.cite(a[0])}。` : '';
      const more = a
        .map((x) => x.text.replace(/^最高支持金额：[^。]*。/, ''))
        .filter(Boolean)
        .join('');
      return `${head}${more ? `${answeringSentences(more, topic, 2).join('')}${c.cite(a[0])}` : ''}`;
    }
    case 'conditions': {
      const list = of('condition');
      if (!list.length) return `${name}的原文没有列出申报条件${c.cite(passages[0])}。`;
      return `${name}的申报条件${c.cite(list[0])}：\n${list.map((x, i) => `${i + 1}. ${stripLabel(x.text)}`).join('\n')}`;
    }
    case 'materials': {
      const list = of('materials');
      if (!list.length) return `${name}的原文没有列出申报材料${c.cite(passages[0])}。`;
      return `${name}需要准备的材料${c.cite(list[0])}：\n${list.map((x) => `· ${x.text.replace(/^[一二三四五六七八九十]+、申报材料：/, '')}`).join('\n')}`;
    }
    case 'contact': {
      const x = of('contacts')[0];
      if (!x) return `${name}的原文没有写明联系方式${c.cite(passages[0])}。`;
      return `${name}的${x.text}${c.cite(x)}`;
    }
    default: {
      const s = of('summary')[0] ?? passages[0];
      const w = of('window')[0];
      return `${name}：${s.text}${c.cite(s)}\n${deadlineWords(p.window, today)}${c.cite(w)}。`;
    }
  }
}

/**
 * A policy's passages for a model, the ones of the question's section first. None for a withdrawn policy: the
 * answer without a model says plainly that it is withdrawn.
 */
async function policyPassagesForModel(db: DbOrTx, shape: QuestionShape, policyId: number): Promise<ModelPassage[]> {
  const passages = await passagesOfPolicy(db, policyId);
  if (passages.some((p) => !p.live)) return [];
  const first = SECTION_OF_SHAPE[shape] ?? 'summary';
  return [...passages.filter((p) => p.section === first), ...passages.filter((p) => p.section !== first)];
}

/** The best passages of the sources a general answer quotes, for a model. */
function groupPassagesForModel(groups: Group[], topic: string[]): ModelPassage[] {
  return groups
    .slice(0, 3)
    .filter((g) => g.coverage >= MIN_COVERAGE)
    .flatMap((g) =>
      [...g.hits]
        .sort((a, b) => coverage(topic, b.text) - coverage(topic, a.text) || b.score - a.score)
        .slice(0, MODEL_HITS_PER_SOURCE)
        .map((h) => ({ kind: h.kind, title: h.title, link: h.link, section: h.section, text: h.text, live: h.live })),
    );
}

/** "What can my company apply for": the matching engine on the signed-in visitor's company, or on a profile given in the conversation. */
async function companyAnswer(deps: Deps, visitorId: number | null, given: GivenProfile | null, c: Citations): Promise<{ text: string; awaiting: boolean }> {
  const today = todayOf(deps.now());
  let profile: CompanyProfile | null = null;
  let who = '';
  if (visitorId !== null) {
    const [member] = await deps.db
      .select({ companyId: companyMembers.companyId, name: companies.name })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.visitorId, visitorId));
    if (member) {
      profile = await profileOfCompany(deps.db, member.companyId, today);
      who = `根据${member.name}在门户登记的信息`;
    }
  }
  if (!profile && given) {
    profile = { regionCode: null, industryCode: given.industryCode, scale: given.scale, entityType: 'enterprise', qualifications: [], figures: [] };
    who = `按您提供的信息（${[given.scaleName, given.industryName].filter(Boolean).join('、')}）`;
  }
  if (!profile) {
    return {
      text: '请告诉我贵公司的所属行业和规模（例如：“我们是小型软件企业”），我再按门户的政策匹配规则为您查找；登录并关联企业后，可直接按企业信息匹配。',
      awaiting: true,
    };
  }
  const { evaluated } = await evaluateRun(deps, { profile });
  const top = evaluated.filter((e) => e.outcome !== 'not_eligible').slice(0, 5);
  if (!top.length) return { text: `${who}，目前门户中没有找到正在受理且符合条件的政策。可以在“政策匹配”中补充企业信息后再试。`, awaiting: false };
  const titles = new Map(
    (
      await rowsOf<{ id: number; title: string }>(
        deps.db,
        sql`select id, title from policies where id in (${sql.join(
          top.map((e) => sql`${e.row.id}`),
          sql`, `,
        )})`,
      )
    ).map((r) => [r.id, r.title]),
  );
  const lines = top.map((e, i) => {
    const title = titles.get(e.row.id) ?? '';
    const facts = [
      e.outcome === 'eligible' ? '符合条件' : '可能符合（部分条件待核实）',
      e.amount !== null ? `最高 ${formatWan(e.amount)} 万元` : null,
      e.deadline ? `截止 ${e.deadline}` : '常年受理',
    ].filter(Boolean);
    return `${i + 1}. 《${title}》（${facts.join('，')}）${c.cite({
      kind: 'policy',
      title,
      link: `/policydetail/${e.row.id}#conditions`,
      section: 'condition',
    })}`;
  });
  return { text: `${who}，可以关注以下正在受理的政策：\n${lines.join('\n')}\n结果由政策匹配规则得出，以各政策的申报通知为准。`, awaiting: false };
}

/** The sentences of the best passages that answer, each cited. */
function passagesAnswer(groups: Group[], topic: string[], c: Citations): string {
  const lines: string[] = [];
  for (const g of groups.slice(0, 3)) {
    if (g.coverage < MIN_COVERAGE) continue;
    const best = [...g.hits].sort((a, b) => coverage(topic, b.text) - coverage(topic, a.text) || b.score - a.score)[0];
    const sentences = answeringSentences(best.text, topic, 2).join('');
    lines.push(`${lines.length ? '' : ''}《${g.title}》：${sentences}${c.cite(best)}`);
  }
  return lines.join('\n');
}

function declined(question: string, groups: Group[]): Answer {
  const quoted = question.trim().replace(/\s+/g, ' ').slice(0, 40);
  const related = groups
    .filter((g) => g.live)
    .slice(0, 3)
    .map((g) => ({ title: g.title, link: g.hits[0].link.replace(/#.*$/, '') }));
  return {
    text: `在门户的政策中没有找到与“${quoted}”相关的内容，无法作答。${related.length ? '以下内容可能相近，可以看看：' : '可以换个说法，或到政策检索中查找。'}`,
    shape: 'general',
    answered: false,
    sources: [],
    related,
    searchLink: searchLinkOf(question),
    context: {},
    passages: [],
  };
}

/** A question's topic words (for coverage) and the words it is searched by (topic words, and their parts). */
export function questionTerms(question: string): { topic: string[]; terms: string[] } {
  const topic = topicWords(words(question, false));
  return { topic, terms: [...new Set([...topic, ...topicWords(words(question, true))])] };
}

export async function answerQuestion(deps: Deps, question: string, context: AssistantContext, visitorId: number | null): Promise<Answer> {
  const today = todayOf(deps.now());
  const reading = readQuestion(question);
  const given = profileInQuestion(question);
  let shape = reading.shape;
  // "我们是小型软件企业" after the assistant asked for the company's industry and scale.
  if (context.awaitingProfile && given && shape === 'general') shape = 'myCompany';
  const c = new Citations();
  const base = { related: [], searchLink: null, passages: [] };
  const forModel = !!deps.config.llm;
  const modelPassages = async (policyId: number) => (forModel && MODEL_SHAPES.has(shape) ? policyPassagesForModel(deps.db, shape, policyId) : []);

  // Staff's curated answers come first: a question phrased as one of their variants gets it as written.
  const curated = await curatedAnswerFor(deps.db, question);
  if (curated)
    return {
      ...base,
      text: curated.text,
      shape: reading.shape,
      answered: true,
      sources: curated.sources,
      context: { policyId: curated.policyId ?? context.policyId ?? null },
      curatedId: curated.curatedId,
    };

  if (shape === 'myCompany') {
    const r = await companyAnswer(deps, visitorId, given, c);
    return { ...base, text: r.text, shape, answered: true, sources: c.sources, context: { policyId: context.policyId ?? null, awaitingProfile: r.awaiting } };
  }

  const { topic, terms } = questionTerms(question);
  const followUp = !!context.policyId && (reading.followUp || topic.length === 0);
  if (followUp) {
    const text = await policyAnswer(deps.db, shape, context.policyId!, today, topic, c);
    if (text)
      return {
        ...base,
        text,
        shape,
        answered: true,
        sources: c.sources,
        context: { policyId: context.policyId },
        passages: await modelPassages(context.policyId!),
      };
  }

  const hits = await retrieve(deps.db, terms, today, question);
  const groups = groupHits(hits, topic);
  const best = groups[0];
  if (!best || best.coverage < MIN_COVERAGE || !topic.length) return declined(question, groups);

  if (shape === 'compare') {
    const policiesFound = groups.filter((g) => g.kind === 'policy' && g.coverage >= 0.3).slice(0, 2);
    if (policiesFound.length === 2) {
      const parts: string[] = [];
      for (const g of policiesFound) {
        const deadline = await policyAnswer(deps.db, 'deadline', g.sourceId, today, topic, c);
        const amount = await policyAnswer(deps.db, 'amount', g.sourceId, today, topic, c);
        parts.push([deadline, amount].filter(Boolean).join(''));
      }
      return { ...base, text: `两项政策对比：\n${parts.map((p, i) => `${i + 1}. ${p}`).join('\n')}`, shape, answered: true, sources: c.sources, context: {} };
    }
    shape = 'general';
  }

  if (best.kind === 'policy' && shape !== 'general') {
    const text = await policyAnswer(deps.db, shape, best.sourceId, today, topic, c);
    if (text)
      return { ...base, text, shape, answered: true, sources: c.sources, context: { policyId: best.sourceId }, passages: await modelPassages(best.sourceId) };
  }
  const text = passagesAnswer(groups, topic, c);
  if (!text) return declined(question, groups);
  return {
    ...base,
    text,
    shape: 'general',
    answered: true,
    sources: c.sources,
    context: { policyId: best.kind === 'policy' ? best.sourceId : context.policyId ?? null },
    passages: forModel ? groupPassagesForModel(groups, topic) : [],
  };
}
