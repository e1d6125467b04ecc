import { and, eq, sql } from 'drizzle-orm';
import {
  assistantConversations,
  assistantCuratedAnswers,
  assistantCuratedPhrasings,
  assistantMessages,
  auditLogs,
  policies,
  roles,
  sitePages,
  userRoles,
  users,
  visitors,
} from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import {
  CURATED_MATCH_OVERLAP,
  curatedAnswerFor,
  ensureCuratedPhrasings,
  matchesVariant,
  normaliseQuestion,
  questionOverlap,
} from '../../server/modules/assistant/curated';
import { bearer, createTestContext, dbKinds, grantKeys, type TestContext } from './harness';

type Headers = Record<string, string>;
const BASE = '/api/portal/admin/assistant';

describe('curated answer matching', () => {
  it('normalises width, case, spaces and punctuation', () => {
    expect(normaliseQuestion(' 企业服务中心 在哪里？ ')).toBe(normaliseQuestion('企业服务中心在哪里?'));
    expect(normaliseQuestion('ＡＢＣ 高企！')).toBe('abc高企');
  });

  it(`takes a paraphrase sharing at least ${CURATED_MATCH_OVERLAP} of its words, not the same words asked of another topic`, () => {
    expect(matchesVariant('请问企业服务中心在哪里呀', '企业服务中心在哪里？')).toBe(true);
    expect(questionOverlap('高新技术企业认定奖励什么时候截止？', '高新技术企业认定奖励的截止时间是什么时候？')).toBeGreaterThanOrEqual(CURATED_MATCH_OVERLAP);
    expect(matchesVariant('高新技术企业认定奖励什么时候截止？', '高新技术企业认定奖励的截止时间是什么时候？')).toBe(true);
    // The same shape of question about another programme, and another question about the same programme.
    expect(matchesVariant('研发费用加计扣除什么时候截止？', '高新技术企业认定奖励什么时候截止？')).toBe(false);
    expect(matchesVariant('高新技术企业认定奖励需要什么材料？', '高新技术企业认定奖励什么时候截止？')).toBe(false);
    expect(matchesVariant('？？', '？')).toBe(false);
  });
});

describe.each(dbKinds)('policy assistant, staff side on %s', (kind) => {
  let ctx: TestContext;
  let admin: Headers;
  let seq = 0;
  let policy: { id: number; title: string };
  let contactPage: number;

  const get = (url: string, headers: Headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Headers = admin) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

  async function staffWith(keys: string[]) {
    const { db } = ctx.database;
    seq += 1;
    const [role] = await db
      .insert(roles)
      .values({ name: `问答角色${seq}`, code: `assistant-${seq}`, dataScope: 'all' })
      .returning({ id: roles.id });
    if (keys.length) await grantKeys(db, role.id, keys);
    const username = `assistant${seq}`;
    const [user] = await db
      .insert(users)
      .values({ username, passwordHash: await hashPassword('Assist#2026x'), realName: `问答${seq}` })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
    return bearer(await ctx.login(username, 'Assist#2026x', `10.31.0.${seq}`));
  }

  /** A visitor's question through the public route; its stream's closing `done`. */
  async function ask(question: string, ip = '10.32.0.1') {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/assistant/ask', payload: { question }, remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    const done = res.body
      .split('\n\n')
      .filter((b) => b.startsWith('event: done'))
      .map((b) => JSON.parse(/^data: (.*)$/m.exec(b)![1]))[0];
    const text = res.body
      .split('\n\n')
      .filter((b) => b.startsWith('event: delta'))
      .map((b) => JSON.parse(/^data: (.*)$/m.exec(b)![1]).text)
      .join('');
    return { text, done };
  }

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
    const { db } = ctx.database;
    [policy] = await db
      .select({ id: policies.id, title: policies.title })
      .from(policies)
      .where(and(eq(policies.status, 'published'), sql`${policies.title} like '%专精特新%'`))
      .orderBy(policies.id)
      .limit(1);
    [{ id: contactPage }] = await db.select({ id: sitePages.id }).from(sitePages).where(eq(sitePages.slug, 'contact'));
  });
  afterAll(() => ctx.close());

  it('guards every route: signed out 401, a visitor never passes, no key 403, the query key reads but does not write', async () => {
    const routes: [string, string, unknown?][] = [
      ['POST', `${BASE}/hittest`, { question: '高企' }],
      ['GET', `${BASE}/curated/query`],
      ['GET', `${BASE}/curated/detail?id=1`],
      ['GET', `${BASE}/curated/sources?kind=policy`],
      ['POST', `${BASE}/curated/create`, { variants: ['x'], answer: 'y' }],
      ['POST', `${BASE}/curated/update`, { id: 1, variants: ['x'], answer: 'y' }],
      ['POST', `${BASE}/curated/delete`, { id: 1 }],
      ['GET', `${BASE}/report`],
      ['GET', `${BASE}/usage`],
    ];
    const email = 'staffside.visitor@example.cn';
    await ctx.database.db.insert(visitors).values({ email, passwordHash: await hashPassword('Visitor@2026'), displayName: '访客', termsAcceptedAt: ctx.now() });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address: email, password: 'Visitor@2026' } });
    const visitor = bearer(login.json().data.token as string);
    const nobody = await staffWith(['policy:query']);
    const reader = await staffWith(['assistant:query']);
    const { app } = ctx;
    for (const [method, url, payload] of routes) {
      const call = (headers: Headers) => app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload: payload as object } : {}) });
      expect({ url, status: (await call({})).statusCode }).toEqual({ url, status: 401 });
      expect({ url, visitor: [401, 403].includes((await call(visitor)).statusCode) }).toEqual({ url, visitor: true });
      expect({ url, status: (await call(nobody)).statusCode }).toEqual({ url, status: 403 });
      const writes = /curated\/(create|update|delete)$/.test(url);
      expect({ url, refused: (await call(reader)).statusCode === 403 }).toEqual({ url, refused: writes });
    }
  });

  it('refuses bad curated answers naming the field; unknown ids are 404', async () => {
    const good = { variants: ['专精特新怎么认定？'], answer: '见通知。', sources: [] };
    const cases: [unknown, string][] = [
      [{ ...good, variants: [] }, 'variants'],
      [{ ...good, variants: ['  '] }, 'variants.0'],
      [{ ...good, variants: ['好', 'x'.repeat(201)] }, 'variants.1'],
      [{ ...good, answer: '' }, 'answer'],
      [{ ...good, answer: '长'.repeat(4001) }, 'answer'],
      [{ ...good, answer: '含\u0000字符' }, 'answer'],
      [{ ...good, sources: [{ kind: 'book', id: 1 }] }, 'sources.0.kind'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(`${BASE}/curated/create`, payload);
      expect({ field, status: res.statusCode, named: res.json().field }).toEqual({ field, status: 400, named: field });
      expect(res.json().message).toContain(field);
    }
    const missing = await post(`${BASE}/curated/create`, {
      ...good,
      sources: [
        { kind: 'page', id: contactPage },
        { kind: 'policy', id: 99_999_999 },
      ],
    });
    expect([missing.statusCode, missing.json().field]).toEqual([422, 'sources.1.id']);
    expect(
      await ctx.database.db
        .select()
        .from(assistantCuratedAnswers)
        .where(sql`${assistantCuratedAnswers.variants}::text like '%专精特新怎么认定%'`),
    ).toEqual([]);
    expect((await get(`${BASE}/curated/detail?id=99999999`)).statusCode).toBe(404);
    expect((await post(`${BASE}/curated/update`, { ...good, id: 99_999_999 })).statusCode).toBe(404);
    expect((await post(`${BASE}/curated/delete`, { id: 99_999_999 })).statusCode).toBe(404);
  });

  it('keeps curated answers with audit entries, lists them by keyword and page, and they take precedence in /api/assistant/ask', async () => {
    const created = await post(`${BASE}/curated/create`, {
      variants: ['专精特新认定去哪个窗口办理？', '专精特新企业认定在哪里办理？'],
      answer: '<b>请到</b>企业服务中心 3 号窗口办理。',
      sources: [
        { kind: 'policy', id: policy.id },
        { kind: 'page', id: contactPage },
      ],
    });
    expect(created.statusCode).toBe(200);
    const item = created.json().data;
    // HTML is kept as text, never interpreted.
    expect(item).toMatchObject({ answer: '<b>请到</b>企业服务中心 3 号窗口办理。', enabled: true, createdByName: '系统管理员', updatedByName: '系统管理员' });
    expect(item.sources).toEqual([
      { kind: 'policy', id: policy.id, title: policy.title, link: `/policydetail/${policy.id}`, live: true },
      expect.objectContaining({ kind: 'page', id: contactPage, link: '/page/contact', live: true }),
    ]);
    const [log] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'assistantCuratedAnswer'), eq(auditLogs.entityId, String(item.id)), eq(auditLogs.action, 'create')));
    expect(log).toBeDefined();

    const list = (await get(`${BASE}/curated/query?keyword=${encodeURIComponent('3 号窗口')}&pageSize=1`)).json().data;
    expect([list.total, list.list[0].id]).toEqual([1, item.id]);
    expect((await get(`${BASE}/curated/query?keyword=${encodeURIComponent('专精特新认定去哪个')}`)).json().data.list.map((x: { id: number }) => x.id)).toEqual([
      item.id,
    ]);
    // The seed's curated answers are there as well.
    expect((await get(`${BASE}/curated/query?pageSize=200`)).json().data.total).toBeGreaterThanOrEqual(3);

    // A visitor's paraphrase gets the curated answer, cited, with its sources.
    const { text, done } = await ask('请问专精特新认定去哪个窗口办理?');
    expect(text).toBe('<b>请到</b>企业服务中心 3 号窗口办理。[1][2]');
    expect(done.answered).toBe(true);
    expect(done.sources.map((s: { n: number; link: string }) => [s.n, s.link])).toEqual([
      [1, `/policydetail/${policy.id}`],
      [2, '/page/contact'],
    ]);
    // So do the seed's: the service centre's address from the contact page.
    expect((await ask('企业服务中心在哪里？', '10.32.0.3')).done.sources.map((s: { link: string }) => s.link)).toEqual(['/page/contact']);
    // The hit test says which curated answer answered.
    const hit = (await post(`${BASE}/hittest`, { question: '专精特新认定去哪个窗口办理？' })).json().data;
    expect(hit.answer.curatedId).toBe(item.id);

    // Disabled, it no longer answers; edited, the audit keeps before and after.
    const updated = await post(`${BASE}/curated/update`, {
      id: item.id,
      variants: ['专精特新认定去哪个窗口办理？'],
      answer: '请到 3 号窗口[1]。',
      sources: [{ kind: 'page', id: contactPage }],
      enabled: false,
    });
    expect(updated.statusCode).toBe(200);
    expect((await ask('专精特新认定去哪个窗口办理？', '10.32.0.2')).text).not.toContain('3 号窗口');
    const [upd] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'assistantCuratedAnswer'), eq(auditLogs.entityId, String(item.id)), eq(auditLogs.action, 'update')));
    expect([(upd.before as { enabled: boolean }).enabled, (upd.after as { enabled: boolean }).enabled]).toEqual([true, false]);

    expect((await post(`${BASE}/curated/delete`, { id: item.id })).statusCode).toBe(200);
    expect((await get(`${BASE}/curated/detail?id=${item.id}`)).statusCode).toBe(404);
  });

  it('matches the same question by one lookup of its normalised phrasing, kept with create, update and delete; records curated answers on messages', async () => {
    const { db } = ctx.database;
    const phrasingsOf = async (id: number) =>
      (
        await db
          .select({ phrasing: assistantCuratedPhrasings.phrasing })
          .from(assistantCuratedPhrasings)
          .where(eq(assistantCuratedPhrasings.curatedAnswerId, id))
      )
        .map((r) => r.phrasing)
        .sort();
    const created = await post(`${BASE}/curated/create`, {
      // Full width, case, spaces and punctuation fold away; two variants alike once normalised are one phrasing.
      variants: ['ＡＢＣ 园区食堂 几点开饭？', 'abc园区食堂几点开饭', '园区的班车几点发车？'],
      answer: '食堂 11:30 开饭。',
      sources: [{ kind: 'page', id: contactPage }],
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect(await phrasingsOf(id)).toEqual(['abc园区食堂几点开饭', '园区的班车几点发车'].sort());

    // The same text is found through the phrasings alone: with the variants' JSON changed behind the app's back, the lookup still answers.
    await db
      .update(assistantCuratedAnswers)
      .set({ variants: ['（改写）'] })
      .where(eq(assistantCuratedAnswers.id, id));
    expect((await curatedAnswerFor(db, 'ABC园区食堂，几点开饭?'))?.curatedId).toBe(id);

    // Asked by a visitor: the message records the curated answer, and the usage figures count it.
    const { done } = await ask('abc 园区食堂几点开饭？', '10.32.0.5');
    const [m] = await db.select().from(assistantMessages).where(eq(assistantMessages.id, done.messageId));
    expect([m.curated, m.curatedAnswerId, m.answered]).toEqual([true, id, true]);
    const retrieved = (await ask('高新技术企业认定奖励最高多少钱？', '10.32.0.5')).done;
    const [r] = await db.select().from(assistantMessages).where(eq(assistantMessages.id, retrieved.messageId));
    expect([r.curated, r.curatedAnswerId]).toEqual([false, null]);
    const today = (await get(`${BASE}/usage?from=2026-11-21&to=2026-11-21`)).json().data;
    expect(today.totals.curated).toBeGreaterThanOrEqual(1);
    expect(today.daily[0].curated).toBe(today.totals.curated);

    // Updated: the phrasings follow the variants in the same transaction; the old one no longer matches.
    const updated = await post(`${BASE}/curated/update`, { id, variants: ['园区的班车几点发车？'], answer: '班车 8:00 发车。', sources: [] });
    expect(updated.statusCode).toBe(200);
    expect(await phrasingsOf(id)).toEqual(['园区的班车几点发车']);
    expect(await curatedAnswerFor(db, 'ABC园区食堂几点开饭')).toBeNull();
    expect((await curatedAnswerFor(db, '园区的班车，几点发车'))?.text).toBe('班车 8:00 发车。');

    // Deleted: its phrasings go with it; the message keeps that it was a curated answer (counted still), without the id.
    const before = (await get(`${BASE}/usage?from=2026-11-21&to=2026-11-21`)).json().data.totals.curated;
    expect((await post(`${BASE}/curated/delete`, { id })).statusCode).toBe(200);
    expect(await phrasingsOf(id)).toEqual([]);
    expect(await curatedAnswerFor(db, '园区的班车几点发车')).toBeNull();
    const [kept] = await db.select().from(assistantMessages).where(eq(assistantMessages.id, done.messageId));
    expect([kept.curated, kept.curatedAnswerId]).toEqual([true, null]);
    expect((await get(`${BASE}/usage?from=2026-11-21&to=2026-11-21`)).json().data.totals.curated).toBe(before);

    // Answers without phrasings (written before the table) get them at start.
    const seeded = await db.select({ id: assistantCuratedAnswers.id, variants: assistantCuratedAnswers.variants }).from(assistantCuratedAnswers);
    await db.delete(assistantCuratedPhrasings);
    await db.transaction((tx) => ensureCuratedPhrasings(tx));
    for (const a of seeded) expect(await phrasingsOf(a.id)).toEqual([...new Set(a.variants.map(normaliseQuestion).filter(Boolean))].sort());
  });

  it('leaves out a source no longer on the front and renumbers the citations', async () => {
    const { db } = ctx.database;
    const [withdrawn] = await db
      .select({ id: policies.id })
      .from(policies)
      .where(sql`${policies.status} <> 'published' and ${policies.status} <> 'draft'`)
      .limit(1);
    const [draft] = withdrawn ? [withdrawn] : await db.select({ id: policies.id }).from(policies).where(eq(policies.status, 'draft')).limit(1);
    const created = await post(`${BASE}/curated/create`, {
      variants: ['园区的人才公寓怎么申请入住？'],
      answer: '见通知[1]，联系服务中心[2]。',
      sources: [
        { kind: 'policy', id: draft.id },
        { kind: 'page', id: contactPage },
      ],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.sources[0].live).toBe(false);
    const { text, done } = await ask('园区的人才公寓怎么申请入住', '10.32.0.4');
    expect(text).toBe('见通知，联系服务中心[1]。');
    expect(done.sources.map((s: { n: number; link: string }) => [s.n, s.link])).toEqual([[1, '/page/contact']]);
    await post(`${BASE}/curated/delete`, { id: created.json().data.id });
  });

  it('the hit test shows the passages with their scores and the answer, storing nothing and counting nothing', async () => {
    const count = async () => (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(assistantMessages))[0].n;
    const before = await count();
    // More than the visitor limit of 20 a minute: none is refused, none stored.
    for (let i = 0; i < 21; i += 1) expect((await post(`${BASE}/hittest`, { question: '高新技术企业认定奖励最高多少钱？' })).statusCode).toBe(200);
    const res = await post(`${BASE}/hittest`, { question: '高新技术企业认定奖励最高多少钱？' });
    const data = res.json().data;
    expect(await count()).toBe(before);
    expect(data.terms).toEqual(expect.arrayContaining(['高新技术', '认定']));
    expect(data.hits.length).toBeGreaterThan(3);
    expect(data.hits[0]).toEqual(
      expect.objectContaining({
        kind: expect.any(String),
        title: expect.stringContaining('高新技术企业'),
        link: expect.stringMatching(/^\/policydetail\/\d+#/),
        score: expect.any(Number),
      }),
    );
    const scores = data.hits.map((h: { score: number }) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(data.answer).toMatchObject({ shape: 'amount', answered: true, curatedId: null });
    expect(data.answer.sources.length).toBeGreaterThan(0);
    // A question nothing answers is declined, as a visitor would see it.
    const none = (await post(`${BASE}/hittest`, { question: '怎么办理出国护照和签证？' })).json().data;
    expect(none.answer.answered).toBe(false);
    expect((await post(`${BASE}/hittest`, { question: '' })).json().field).toBe('question');
  });

  it('reports unanswered and down-voted questions grouped by their normalised text, by period and kind; counts usage', async () => {
    const { db } = ctx.database;
    const [c] = await db
      .insert(assistantConversations)
      .values({ tokenHash: 'x'.repeat(64), title: '报表测试' })
      .returning({ id: assistantConversations.id });
    const [c2] = await db
      .insert(assistantConversations)
      .values({ tokenHash: 'y'.repeat(64), title: '报表测试2' })
      .returning({ id: assistantConversations.id });
    const at = (iso: string) => new Date(iso);
    const message = (question: string, createdAt: string, more: Partial<typeof assistantMessages.$inferInsert> = {}) => ({
      conversationId: c.id,
      question,
      answer: '…',
      shape: 'general' as const,
      answered: false,
      ip: '10.33.0.1',
      createdAt: at(createdAt),
      ...more,
    });
    await db.delete(assistantMessages);
    await db.insert(assistantMessages).values([
      message('园区有没有停车补贴？', '2026-10-01T02:00:00Z'),
      message('园区有没有 停车补贴', '2026-10-02T03:00:00Z', { conversationId: c2.id }),
      message('园区有没有停车补贴!', '2026-10-05T15:30:00Z'), // 10-05 23:30 China time
      message('高企奖励多少钱？', '2026-10-03T02:00:00Z', { answered: true, vote: 'down', reason: '金额不对' }),
      message('高企奖励多少钱', '2026-10-04T02:00:00Z', { answered: true, vote: 'down' }),
      message('研发补助怎么申请？', '2026-10-04T05:00:00Z', { answered: true, vote: 'up' }),
      message('研发补助怎么申请？', '2026-10-05T16:30:00Z', { answered: true, curated: true }), // 10-06 China time
    ]);

    const report = (await get(`${BASE}/report?from=2026-10-01&to=2026-10-05`)).json().data;
    expect(report.period).toEqual({ from: '2026-10-01', to: '2026-10-05' });
    expect(report.total).toBe(2);
    expect(report.list).toEqual([
      {
        key: '园区有没有停车补贴',
        question: '园区有没有停车补贴!',
        count: 3,
        unanswered: 3,
        downVotes: 0,
        reasons: [],
        lastAskedAt: '2026-10-05T15:30:00.000Z',
      },
      {
        key: '高企奖励多少钱',
        question: '高企奖励多少钱',
        count: 2,
        unanswered: 0,
        downVotes: 2,
        reasons: ['金额不对'],
        lastAskedAt: '2026-10-04T02:00:00.000Z',
      },
    ]);
    const down = (await get(`${BASE}/report?from=2026-10-01&to=2026-10-05&kind=downvoted`)).json().data;
    expect(down.list.map((r: { key: string }) => r.key)).toEqual(['高企奖励多少钱']);
    const early = (await get(`${BASE}/report?from=2026-10-01&to=2026-10-02&kind=unanswered&pageSize=1`)).json().data;
    expect([early.total, early.list[0].count]).toEqual([1, 2]);
    const bad = await get(`${BASE}/report?from=2026-10-05&to=2026-10-01`);
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'to']);
    expect((await get(`${BASE}/report?kind=everything`)).json().field).toBe('kind');

    const usage = (await get(`${BASE}/usage?from=2026-10-01&to=2026-10-07`)).json().data;
    expect(usage.totals).toEqual({ questions: 7, answered: 4, answeredShare: 0.571, curated: 1, curatedShare: 0.143, conversations: 2, up: 1, down: 2 });
    expect(usage.daily.map((d: { curated: number }) => d.curated)).toEqual([0, 0, 0, 0, 0, 1, 0]);
    expect(usage.daily.map((d: { day: string; questions: number }) => [d.day, d.questions])).toEqual([
      ['2026-10-01', 1],
      ['2026-10-02', 1],
      ['2026-10-03', 1],
      ['2026-10-04', 2],
      ['2026-10-05', 1],
      ['2026-10-06', 1],
      ['2026-10-07', 0],
    ]);
    expect(usage.top[0]).toEqual({ question: '园区有没有停车补贴!', count: 3, answered: 0 });
    const year = await get(`${BASE}/usage?from=2025-01-01&to=2026-10-07`);
    expect([year.statusCode, year.json().field]).toEqual([400, 'to']);
    // Without a period: the last 30 days to today (the test clock).
    expect((await get(`${BASE}/usage`)).json().data.period).toEqual({ from: '2026-10-23', to: '2026-11-21' });
  });
});
