import { windowRanges, windowState, type PolicyWindow } from './policyWindow';

/**
 * The policy assistant's pure parts (issue #21): published content split into passages, each with its title,
 * its link and its kind; the shape of a question; the sentences of a passage that answer it; the answers'
 * wording. No database, no segmenter: the server (server/modules/assistant) segments and ranks.
 */

export const passageKinds = ['policy', 'article', 'page'] as const;
export type PassageKind = (typeof passageKinds)[number];
export const passageSections = ['summary', 'condition', 'window', 'amount', 'materials', 'contacts', 'text'] as const;
export type PassageSection = (typeof passageSections)[number];

export type Passage = {
  kind: PassageKind;
  sourceId: number;
  section: PassageSection;
  /** Order within the source. */
  ord: number;
  title: string;
  link: string;
  text: string;
};

/** The anchors of the policy detail page (src/pages/policy/Detail.tsx) a policy passage links to. */
export const policyAnchor: Record<PassageSection, string> = {
  summary: 'summary',
  condition: 'conditions',
  window: 'window',
  amount: 'amount',
  materials: 'materials',
  contacts: 'contacts',
  text: 'text',
};

/** The longest passage: a longer paragraph is cut at sentence ends. */
export const MAX_PASSAGE = 360;

const blockEnd = /<\/(p|li|h[1-6]|div|tr|blockquote|section|table|ul|ol)>|<br\s*\/?>/gi;
const heading = /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/gi;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
/** Text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+\d*);/gi, (m, e: string) => (e[0] === '#' ? String.fromCodePoint(Number(e.slice(1)) || 32) : entities[e.toLowerCase()] ?? m))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sentences of a text, each with its ending punctuation. */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^。！？!?；;\n]+[。！？!?；;]*/g) ?? []).map((s) => s.trim()).filter((s) => s.replace(/[\p{P}\s]/gu, '').length > 0);
}

/** A text cut at sentence ends into pieces of at most `max` characters (a longer sentence is cut as it is). */
export function pieces(text: string, max = MAX_PASSAGE): string[] {
  const out: string[] = [];
  let cur = '';
  for (const s of sentencesOf(text)) {
    if (cur && cur.length + s.length > max) {
      out.push(cur);
      cur = '';
    }
    cur += s;
    while (cur.length > max) {
      out.push(cur.slice(0, max));
      cur = cur.slice(max);
    }
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * The paragraphs of rich text, grouped under their headings: a heading and the short blocks after it (list
 * items, table rows) make one paragraph ("四、申报材料：申报书（附件1）；营业执照复印件；…"), cut into pieces
 * when long. Each comes with the heading it is under.
 */
export function paragraphsOfHtml(html: string): { heading: string | null; text: string }[] {
  const marked = (html ?? '').replace(heading, (_m, h: string) => `\n\u0001${textOf(h)}\n`).replace(blockEnd, '\n');
  const blocks = marked
    .split('\n')
    .map((b) => (b.startsWith('\u0001') ? b : textOf(b)))
    .filter((b) => b.replace('\u0001', '').trim());
  const out: { heading: string | null; text: string }[] = [];
  let head: string | null = null;
  let body: string[] = [];
  const flush = () => {
    const joined = body
      .join(body.every((b) => b.length < 80) ? '；' : '')
      .replace(/；+/g, '；')
      .replace(/([。！？；])；/g, '$1');
    if (joined) for (const p of pieces(head ? `${head}：${joined}` : joined)) out.push({ heading: head, text: p });
    body = [];
  };
  for (const b of blocks) {
    if (b.startsWith('\u0001')) {
      flush();
      head = b.slice(1).trim() || null;
    } else if (!head) {
      body.push(b);
      flush();
    } else body.push(b);
  }
  flush();
  return out;
}

/** 万元 as a short number: 30, 12.5. */
export const formatWan = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, '').replace(/\.$/, ''));

export type PolicyForPassages = {
  id: number;
  title: string;
  summary: string | null;
  conditionsText: string | null;
  ruleLabels: string[];
  window: PolicyWindow;
  maxAmount: number | null;
  supportTypeLabel: string | null;
  contacts: { department: string; phone: string | null; address: string | null }[];
  attachments: { name: string }[];
  contentHtml: string;
};

/** How a window reads: "2026-10-01 至 2026-12-15", "常年受理", or the batches. */
export function windowWords(w: PolicyWindow): string {
  if (w.kind === 'all_year') return '常年受理';
  const ranges = windowRanges(w);
  if (!ranges.length) return '以通知为准';
  return ranges.map((r) => `${r.name ? `${r.name}：` : ''}${r.startDate} 至 ${r.endDate}`).join('；');
}

const materialHeading = /材料|附件|提交/;
const contactHeading = /联系/;
const amountWords = /万元|奖励|补贴|资助|补助|支持标准|最高/;

/**
 * A policy's passages: the summary, each condition, the window, the amount, the materials, the contacts and
 * each paragraph of its text, every one linking to its place on /policydetail/:id.
 */
export function policyPassages(p: PolicyForPassages): Passage[] {
  const out: Passage[] = [];
  const add = (section: PassageSection, text: string) => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (t)
      out.push({ kind: 'policy', sourceId: p.id, section, ord: out.length, title: p.title, link: `/policydetail/${p.id}#${policyAnchor[section]}`, text: t });
  };
  if (p.summary?.trim()) for (const piece of pieces(p.summary)) add('summary', piece);
  const conditions = [...p.ruleLabels, ...(p.conditionsText ?? '').split(/\n+/).map((l) => l.replace(/^\s*\d+[.、．)]\s*/, ''))]
    .map((c) => c.trim())
    .filter(Boolean);
  for (const c of [...new Set(conditions)]) add('condition', `申报条件：${c}`);
  add('window', `申报时间：${windowWords(p.window)}`);
  const paragraphs = paragraphsOfHtml(p.contentHtml);
  const standards = paragraphs.filter((x) => amountWords.test(x.text) && !materialHeading.test(x.heading ?? '')).map((x) => x.text);
  const amount = p.maxAmount !== null ? `最高支持金额：${formatWan(p.maxAmount)}万元${p.supportTypeLabel ? `（${p.supportTypeLabel}）` : ''}。` : '';
  const amountText = `${amount}${standards.slice(0, 2).join(' ')}`;
  if (amountText) for (const piece of pieces(amountText)) add('amount', piece);
  const materials = paragraphs.filter((x) => x.heading && materialHeading.test(x.heading)).map((x) => x.text);
  if (p.attachments.length) materials.push(`附件：${p.attachments.map((a) => a.name).join('；')}`);
  for (const m of materials) add('materials', m);
  const contacts = p.contacts.map((c) => [c.department, c.phone && `电话：${c.phone}`, c.address && `地址：${c.address}`].filter(Boolean).join('，'));
  const contactParagraphs = paragraphs.filter((x) => x.heading && contactHeading.test(x.heading)).map((x) => x.text);
  if (contacts.length || contactParagraphs.length) add('contacts', `联系方式：${[...contacts, ...contactParagraphs].join('；')}`);
  for (const x of paragraphs) add('text', x.text);
  return out;
}

/** An article (its live revision) or a single page, by paragraph. */
export function contentPassages(kind: 'article' | 'page', sourceId: number, title: string, link: string, summary: string | null, html: string): Passage[] {
  const texts = [...(summary?.trim() ? pieces(summary) : []), ...paragraphsOfHtml(html).map((x) => x.text)];
  return [...new Set(texts)].map((text, ord) => ({ kind, sourceId, section: ord === 0 && summary?.trim() ? 'summary' : 'text', ord, title, link, text }));
}

// ---------------------------------------------------------------------------------------------------------
// Questions

export const questionShapes = ['deadline', 'amount', 'conditions', 'materials', 'contact', 'myCompany', 'compare', 'general'] as const;
export type QuestionShape = (typeof questionShapes)[number];

/** Words that say what is asked, tried in this order. */
const shapeWords: [QuestionShape, RegExp][] = [
  [
    'myCompany',
    /(我们|我司|本公司|我公司|我的公司|贵司|企业).{0,12}(能|可以|可).{0,6}(申报|申请|享受)(哪些|什么)|(能|可以)(申报|申请|享受)(哪些|什么)|适合(我们|我司|本公司)|有哪些.{0,6}(政策|补贴|奖励).{0,4}(能|可以)/,
  ],
  ['compare', /(比较|对比|区别|不同|差别|相比)/],
  // Before the amount: "咨询电话是多少" asks for a number that is no amount.
  ['contact', /(联系|电话|咨询|地址|找谁|哪个部门)/],
  ['deadline', /(截止|截至|什么时候|何时|申报时间|受理时间|申报期|几号|日期|时间|多久|还能申报|开始申报)/],
  ['amount', /(多少钱|多少|金额|额度|奖励标准|补贴标准|支持标准|资助标准|最高|补多少|奖多少|万元)/],
  ['materials', /((?<!新)材料|资料|附件|提交什么|准备什么|申报书)/],
  ['conditions', /(条件|要求|资格|谁可以|哪些企业|什么企业|门槛|符合|能不能申报|可以申报吗|能申报吗)/],
];

/** Words a question is made of that say nothing of its topic. */
export const stopWords = new Set(
  (
    '的 了 吗 呢 吧 啊 呀 么 是 有 在 和 与 及 或 我 我们 你 你们 他 它 她 这 那 这个 那个 该 此 哪 哪些 哪个 什么 怎么 怎样 如何 多少 几 ' +
    '能 能否 可以 可 会 要 需要 需 请问 请 问 一下 一个 想 想要 知道 告诉 关于 对于 还 也 都 就 又 吧 嘛 呢 给 为 被 把 从 到 向 ' +
    '时候 时间 什么时候 截止 截至 日期 几号 何时 多久 开始 材料 资料 准备 提交 联系 电话 咨询 地址 找 谁 部门 条件 要求 资格 门槛 ' +
    '符合 金额 额度 标准 最高 多少钱 钱 政策 申报 申请 办理 那么 呢 哦 嗯 现在 今年 明年 去年 公司 企业 我司 本 贵 吗 以及 比较 对比 区别 不同 相比 ' +
    '适合 享受 补贴 奖励 资助 补助'
  ).split(/\s+/),
);
/** Words that are topic words even though they also say what is asked (a programme's own name). */
const keepWhenAlone = new Set(['补贴', '奖励', '资助', '补助']);

/** A follow-up that means the policy talked about ("那它的截止时间呢？", "这个政策需要什么材料"). */
const pronoun = /(它|这个政策|该政策|这项|这一政策|此政策|这个项目|该项目|上面|刚才|那个政策|这条|那它|它的)/;

export type QuestionReading = { shape: QuestionShape; followUp: boolean };

export function readQuestion(question: string): QuestionReading {
  const q = question.replace(/\s+/g, '');
  const shape = shapeWords.find(([, re]) => re.test(q))?.[0] ?? 'general';
  return { shape, followUp: pronoun.test(q) };
}

/** The topic words of a question's segmented words: stop words, punctuation and single characters dropped. */
export function topicWords(words: string[]): string[] {
  const kept = words.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')).filter((w) => w.length > 1 && !stopWords.has(w));
  const out = kept.length ? kept : words.filter((w) => keepWhenAlone.has(w));
  return [...new Set(out)];
}

/** A company profile given in the conversation ("我们是小型软件企业"): an industry and a scale, as far as named. */
const industryWords: [RegExp, string, string][] = [
  [/软件|互联网|信息技术|信息服务|数字|人工智能|大数据|云计算/, 'I65', '软件和信息技术服务业'],
  [/集成电路|芯片|半导体/, 'C39', '计算机、通信和其他电子设备制造业'],
  [/生物|医药|医疗器械/, 'C27', '医药制造业'],
  [/新材料|材料/, 'C30', '非金属矿物制品业'],
  [/制造|工厂|装备|机械/, 'C34', '通用设备制造业'],
  [/科技服务|研发服务|检测|设计/, 'M75', '科技推广和应用服务业'],
  [/物流|运输/, 'G58', '多式联运和运输代理业'],
  [/贸易|零售|批发|电商/, 'F51', '批发业'],
];
const scaleWords: [RegExp, string, string][] = [
  [/小微|微型/, 'micro', '微型'],
  [/小型|小企业/, 'small', '小型'],
  [/中型/, 'medium', '中型'],
  [/大型/, 'large', '大型'],
];

export type GivenProfile = { industryCode: string | null; industryName: string | null; scale: string | null; scaleName: string | null };

export function profileInQuestion(question: string): GivenProfile | null {
  const industry = industryWords.find(([re]) => re.test(question));
  const scale = scaleWords.find(([re]) => re.test(question));
  if (!industry && !scale) return null;
  return { industryCode: industry?.[1] ?? null, industryName: industry?.[2] ?? null, scale: scale?.[1] ?? null, scaleName: scale?.[2] ?? null };
}

/**
 * The sentences of a passage that answer: those holding the most of the question's words, in their order,
 * at most `max`; the passage's first sentence when none holds any.
 */
export function answeringSentences(text: string, words: string[], max = 2): string[] {
  const sentences = sentencesOf(text);
  if (!sentences.length) return [];
  const scored = sentences.map((s, i) => ({ s, i, n: words.filter((w) => s.toLowerCase().includes(w)).length }));
  const best = scored
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i);
  return (best.length ? best : scored.slice(0, 1)).map((x) => x.s);
}

/** The share of a question's topic words found in a text (case-insensitive). */
export function coverage(words: string[], text: string): number {
  if (!words.length) return 0;
  const t = text.toLowerCase();
  return words.filter((w) => t.includes(w)).length / words.length;
}

/** The deadline answer of a policy's window on a day. */
export function deadlineWords(w: PolicyWindow, today: string): string {
  if (w.kind === 'all_year') return '常年受理，没有截止日期';
  const state = windowState(w, today);
  const ranges = windowRanges(w);
  if (!ranges.length) return '申报时间以通知为准';
  const all = windowWords(w);
  if (state.windowStatus === 'closed') return `申报时间为 ${all}，已于 ${ranges[ranges.length - 1].endDate} 截止`;
  if (state.windowStatus === 'upcoming') return `申报时间为 ${all}，将于 ${state.nextStart} 开始受理，截止日期为 ${state.deadline}`;
  return `申报时间为 ${all}，截止日期为 ${state.deadline}（还剩 ${state.daysLeft} 天）`;
}

/** Citation marks in an answer: [1], [2] … */
export const citationMark = /\[(\d{1,2})\]/g;
