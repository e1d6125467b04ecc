import { badRequest, notFound, nowIso, ok, page, requireAuth, type MockHandler, type MockRequest } from './_helpers';

/**
 * The policy assistant as the /robot screen uses it (server/modules/assistant): a few canned answers with
 * their sources, streamed as Server-Sent Events at once; conversations by token; feedback; suggestions.
 */

type Source = { n: number; kind: 'policy' | 'article' | 'page'; title: string; link: string; section: string };
type Message = { id: number; question: string; answer: string; answered: boolean; sources: Source[]; vote: 'up' | 'down' | null; createdAt: string };
type Conversation = { id: number; token: string; title: string; messages: Message[]; updatedAt: string };

const HIGH_TECH = '苏州市关于开展2026年度高新技术企业认定奖励申报工作的通知';
const canned: { match: RegExp; answer: string; sources: Source[] }[] = [
  {
    match: /截止|什么时候|时间/,
    answer: `《${HIGH_TECH}》申报时间为 2026-10-08 至 2026-12-15，截止日期为 2026-12-15[1]。`,
    sources: [{ n: 1, kind: 'policy', title: HIGH_TECH, link: '/policydetail/1#window', section: 'window' }],
  },
  {
    match: /材料/,
    answer: `《${HIGH_TECH}》需要准备的材料[1]：\n· 申报书（附件1）；营业执照复印件；上一年度财务审计报告及纳税证明`,
    sources: [{ n: 1, kind: 'policy', title: HIGH_TECH, link: '/policydetail/1#materials', section: 'materials' }],
  },
  {
    match: /多少|金额|奖励/,
    answer: `《${HIGH_TECH}》最高支持 30 万元[1]。`,
    sources: [{ n: 1, kind: 'policy', title: HIGH_TECH, link: '/policydetail/1#amount', section: 'amount' }],
  },
];

const conversations: Conversation[] = [];
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

const tokenOf = (req: MockRequest) => (req.body?.token ?? req.query?.token) as string | undefined;

const handlers: Record<string, MockHandler> = {
  'POST /api/assistant/ask': (req, res) => {
    const question = typeof req.body?.question === 'string' ? req.body.question.trim() : '';
    if (!question) return badRequest(res, 'question', 'question: is required');
    if (question.length > 2000) return badRequest(res, 'question', 'question: is at most 2000 characters');
    let c = conversations.find((x) => x.id === req.body?.conversationId);
    if (req.body?.conversationId && (!c || c.token !== tokenOf(req))) return notFound(res, 'Conversation');
    const isNew = !c;
    if (!c) {
      c = {
        id: conversations.length + 1,
        token: `mock-token-${Date.now()}-${conversations.length}`,
        title: question.slice(0, 200),
        messages: [],
        updatedAt: nowIso(),
      };
      conversations.push(c);
    }
    const hit = canned.find((x) => x.match.test(question));
    const m: Message = {
      id: conversations.reduce((n, x) => n + x.messages.length, 0) + 1,
      question,
      answer: hit ? hit.answer : `在门户的政策中没有找到与“${question.slice(0, 40)}”相关的内容，无法作答。可以换个说法，或到政策检索中查找。`,
      answered: !!hit,
      sources: hit?.sources ?? [],
      vote: null,
      createdAt: nowIso(),
    };
    c.messages.push(m);
    c.updatedAt = m.createdAt;
    const done = {
      conversationId: c.id,
      token: isNew ? c.token : null,
      messageId: m.id,
      answered: m.answered,
      shape: 'general',
      sources: m.sources,
      related: [],
      searchLink: hit ? null : `/search?keyword=${encodeURIComponent(question.slice(0, 40))}`,
      text: m.answer,
    };
    const r = res as unknown as { setHeader(n: string, v: string): void; end(b: string): void };
    r.setHeader('content-type', 'text/event-stream; charset=utf-8');
    r.end(
      m.answer
        .match(/[\s\S]{1,12}/g)!
        .map((text) => event('delta', { text }))
        .join('') + event('done', done),
    );
  },
  'GET /api/assistant/suggestions': (_req, res) => {
    res.json(ok(['2026年度高新技术企业认定奖励什么时候截止？', '2026年度高新技术企业认定奖励需要准备哪些材料？', '我们是小型软件企业，能申报哪些政策？']));
  },
  'GET /api/assistant/conversation': (req, res) => {
    const c = conversations.find((x) => x.id === Number(req.query?.id));
    if (!c || c.token !== tokenOf(req)) return notFound(res, 'Conversation');
    res.json(ok({ id: c.id, title: c.title, messages: c.messages }));
  },
  'GET /api/assistant/conversations': requireAuth((req, res) => {
    res.json(
      ok(
        page(
          conversations.map((c) => ({ id: c.id, title: c.title, messageCount: c.messages.length, updatedAt: c.updatedAt })),
          req.query,
        ),
      ),
    );
  }),
  'POST /api/assistant/feedback': (req, res) => {
    if (typeof req.body?.messageId !== 'number') return badRequest(res, 'messageId', 'messageId: is required');
    if (req.body.vote !== 'up' && req.body.vote !== 'down') return badRequest(res, 'vote', 'vote: is up or down');
    const m = conversations.flatMap((c) => c.messages).find((x) => x.id === req.body.messageId);
    if (!m) return notFound(res, 'Answer');
    m.vote = req.body.vote;
    res.json(ok(null));
  },
};

export default handlers;
