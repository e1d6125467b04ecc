import { and, eq, sql } from 'drizzle-orm';
import { assistantPassages, assistantSources, policies, visitors } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { words } from '../../server/modules/assistant/segment';
import { rowsOf } from '../../server/db/raw';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

type Headers = Record<string, string>;
type Source = { n: number; kind: string; title: string; link: string; section: string };
type Done = {
  conversationId: number;
  token: string | null;
  messageId: number;
  answered: boolean;
  shape: string;
  sources: Source[];
  related: { title: string; link: string }[];
  searchLink: string | null;
};
type Reply = { status: number; text: string; done: Done; body: string };

/** The events of an answer's stream: the text's pieces joined, and the closing `done`. */
function readStream(body: string): { text: string; done: Done } {
  let text = '';
  let done: Done | undefined;
  for (const block of body.split('\n\n').filter(Boolean)) {
    const name = /^event: (.*)$/m.exec(block)?.[1];
    const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]);
    if (name === 'delta') text += data.text;
    if (name === 'done') done = data;
  }
  return { text, done: done! };
}

describe.each(dbKinds)('policy assistant on %s', (kind) => {
  let ctx: TestContext;
  let admin: Headers;
  let ipCount = 0;
  const nextIp = () => `10.21.0.${(ipCount += 1)}`;

  const ask = async (question: string, more: { conversationId?: number; token?: string | null; headers?: Headers; ip?: string } = {}): Promise<Reply> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/assistant/ask',
      payload: { question, ...(more.conversationId ? { conversationId: more.conversationId } : {}), ...(more.token ? { token: more.token } : {}) },
      headers: more.headers ?? {},
      remoteAddress: more.ip ?? '10.20.0.1',
    });
    if (res.statusCode !== 200) return { status: res.statusCode, text: '', done: undefined as unknown as Done, body: res.body };
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    return { status: 200, ...readStream(res.body), body: res.body };
  };

  /** An open published policy with a date range, as of the test clock. */
  const openPolicy = async () => {
    const [p] = await ctx.database.db
      .select({ id: policies.id, title: policies.title, lastEnd: policies.windowLastEnd })
      .from(policies)
      .where(
        sql`${policies.status} = 'published' and ${policies.windowKind} = 'range' and ${policies.windowLastEnd} >= '2026-12-10' and ${policies.windowFirstStart} <= '2026-11-21'`,
      )
      .orderBy(policies.id)
      .limit(1);
    return p;
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  const rowsOfCounts = () =>
    rowsOf<{ sources: number; passageSources: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from assistant_sources) as sources,
                 (select count(*)::int from (select distinct kind, source_id from assistant_passages) x) as "passageSources"`,
    );
  const sourceLive = async (id: number) =>
    (
      await ctx.database.db
        .select({ live: assistantSources.live })
        .from(assistantSources)
        .where(and(eq(assistantSources.kind, 'policy'), eq(assistantSources.sourceId, id)))
    ).map((r) => r.live);

  it('splits the seeded content into passages with their links', async () => {
    const [row] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int`, kinds: sql<string>`string_agg(distinct ${assistantPassages.kind}, ',' order by ${assistantPassages.kind})` })
      .from(assistantPassages);
    expect(row.n).toBeGreaterThan(1000);
    expect(row.kinds).toBe('article,page,policy');
    const p = await openPolicy();
    const own = await ctx.database.db
      .select()
      .from(assistantPassages)
      .where(and(eq(assistantPassages.kind, 'policy'), eq(assistantPassages.sourceId, p.id)));
    expect(new Set(own.map((x) => x.section))).toEqual(new Set(['summary', 'condition', 'window', 'amount', 'materials', 'contacts', 'text']));
    expect(own.find((x) => x.section === 'window')!.link).toBe(`/policydetail/${p.id}#window`);
    // One narrow row per source with passages, ranked first by retrieval: its title and summary words.
    const [counts] = await rowsOfCounts();
    expect(counts.sources).toBe(counts.passageSources);
    const [head] = await ctx.database.db
      .select({ matches: sql<boolean>`${assistantSources.vector} @@ to_tsquery('simple', ${`'${words(p.title)[0]}'`})`, live: assistantSources.live })
      .from(assistantSources)
      .where(and(eq(assistantSources.kind, 'policy'), eq(assistantSources.sourceId, p.id)));
    expect(head).toEqual({ matches: true, live: true });
  });

  it('answers a deadline question with the date, cited to the policy window', async () => {
    const p = await openPolicy();
    const r = await ask(`${p.title}什么时候截止？`);
    expect(r.done.answered).toBe(true);
    expect(r.done.shape).toBe('deadline');
    expect(r.text).toContain(p.lastEnd!);
    expect(r.text).toContain('[1]');
    expect(r.done.sources[0]).toMatchObject({ n: 1, kind: 'policy', link: `/policydetail/${p.id}#window` });
    // A natural question finds a policy of that programme and cites its window.
    const natural = await ask('高新技术企业认定奖励什么时候截止？');
    expect(natural.done.answered).toBe(true);
    expect(natural.done.sources[0].link).toMatch(/^\/policydetail\/\d+#window$/);
    expect(natural.done.sources[0].title).toContain('高新技术企业');
  });

  it('keeps the policy of the conversation for a follow-up', async () => {
    const p = await openPolicy();
    const first = await ask(`${p.title}的申报条件是什么？`);
    expect(first.done.shape).toBe('conditions');
    expect(first.done.sources[0].link).toBe(`/policydetail/${p.id}#conditions`);
    expect(first.done.token).toBeTruthy();
    const follow = await ask('那它的截止时间呢？', { conversationId: first.done.conversationId, token: first.done.token });
    expect(follow.done.answered).toBe(true);
    expect(follow.done.conversationId).toBe(first.done.conversationId);
    expect(follow.done.sources[0].link).toBe(`/policydetail/${p.id}#window`);
    expect(follow.text).toContain(p.lastEnd!);
    const materials = await ask('它需要准备哪些材料？', { conversationId: first.done.conversationId, token: first.done.token });
    expect(materials.done.sources[0].link).toBe(`/policydetail/${p.id}#materials`);
    expect(materials.text).toContain('营业执照');
    // Without the token, someone else's conversation is not found.
    expect((await ask('那它的截止时间呢？', { conversationId: first.done.conversationId })).status).toBe(404);
    // The conversation reads back with its token.
    const detail = await ctx.app.inject({ url: `/api/assistant/conversation?id=${first.done.conversationId}&token=${first.done.token}` });
    expect(detail.json().data.messages).toHaveLength(3);
  });

  it('declines a question the portal does not cover, without sources', async () => {
    const r = await ask('怎么办理出国护照和签证？');
    expect(r.done.answered).toBe(false);
    expect(r.text).toContain('在门户的政策中没有找到');
    expect(r.done.sources).toEqual([]);
    expect(r.done.searchLink).toMatch(/^\/search\?keyword=/);
    // Markup in a question is data: it comes back as text in JSON, never as markup of the stream.
    const html = await ask('<script>alert(1)</script><b>护照</b>');
    expect(html.done.answered).toBe(false);
    expect(html.body).not.toMatch(/^<script/m);
  });

  it('refuses an empty or too long question (400 naming it) and more than 20 a minute (429)', async () => {
    for (const question of ['', '   ', 'x'.repeat(2001)]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/assistant/ask', payload: { question } });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('question');
    }
    const ip = nextIp();
    for (let i = 0; i < 20; i += 1) expect((await ask('高新技术企业认定奖励最高多少钱？', { ip })).status).toBe(200);
    const refused = await ask('高新技术企业认定奖励最高多少钱？', { ip });
    expect(refused.status).toBe(429);
    // Another address is not affected; a minute later the first may ask again.
    expect((await ask('高新技术企业认定奖励最高多少钱？', { ip: nextIp() })).status).toBe(200);
    ctx.advance(61_000);
    expect((await ask('高新技术企业认定奖励最高多少钱？', { ip })).status).toBe(200);
  });

  it('follows a policy being withdrawn: its passages are no longer live and it is not offered', async () => {
    const p = await openPolicy();
    const res = await ctx.app.inject({ method: 'POST', url: '/apiv2/policy/admin/unpublish', payload: { id: p.id }, headers: admin });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select({ live: assistantPassages.live })
      .from(assistantPassages)
      .where(and(eq(assistantPassages.kind, 'policy'), eq(assistantPassages.sourceId, p.id)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => !r.live)).toBe(true);
    expect(await sourceLive(p.id)).toEqual([false]);
    // Named, it is said to be withdrawn; a question on its programme cites other policies.
    const named = await ask(`${p.title}什么时候截止？`, { ip: nextIp() });
    expect(named.text).toContain('已从门户下线');
    const suggestions = (await ctx.app.inject({ url: '/api/assistant/suggestions' })).json().data as string[];
    expect(suggestions.length).toBeGreaterThan(1);
    await ctx.app.inject({ method: 'POST', url: '/apiv2/policy/admin/publish', payload: { id: p.id }, headers: admin });
    const back = await ctx.database.db
      .select({ live: assistantPassages.live })
      .from(assistantPassages)
      .where(and(eq(assistantPassages.kind, 'policy'), eq(assistantPassages.sourceId, p.id)));
    expect(back.every((r) => r.live)).toBe(true);
    expect(await sourceLive(p.id)).toEqual([true]);
  });

  it("answers what a company can apply for, asking for the profile first; lists a visitor's conversations; takes feedback", async () => {
    const ip = nextIp();
    const first = await ask('我们公司能申报哪些政策？', { ip });
    expect(first.done.shape).toBe('myCompany');
    expect(first.text).toContain('行业和规模');
    const given = await ask('我们是小型软件企业', { ip, conversationId: first.done.conversationId, token: first.done.token });
    expect(given.done.shape).toBe('myCompany');
    expect(given.done.sources.length).toBeGreaterThan(0);
    expect(given.done.sources[0].link).toMatch(/^\/policydetail\/\d+#conditions$/);

    const vote = await ctx.app.inject({
      method: 'POST',
      url: '/api/assistant/feedback',
      payload: { messageId: given.done.messageId, token: first.done.token, vote: 'down', reason: '不够具体' },
    });
    expect(vote.statusCode).toBe(200);
    const stranger = await ctx.app.inject({ method: 'POST', url: '/api/assistant/feedback', payload: { messageId: given.done.messageId, vote: 'up' } });
    expect(stranger.statusCode).toBe(404);

    const email = `assistant.${kind}@example.cn`;
    await ctx.database.db.insert(visitors).values({ email, passwordHash: await hashPassword('Visitor@2026'), displayName: '访客', termsAcceptedAt: ctx.now() });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address: email, password: 'Visitor@2026' } });
    const visitor = bearer(login.json().data.token as string);
    const mine = await ask('高新技术企业认定奖励需要什么材料？', { headers: visitor, ip: nextIp() });
    expect(mine.done.answered).toBe(true);
    const list = await ctx.app.inject({ url: '/api/assistant/conversations', headers: visitor });
    expect(list.json().data).toMatchObject({ total: 1, list: [{ id: mine.done.conversationId, messageCount: 1 }] });
    expect((await ctx.app.inject({ url: '/api/assistant/conversations' })).statusCode).toBe(401);
  });
});
