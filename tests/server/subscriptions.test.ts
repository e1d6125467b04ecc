/** Visitors' subscriptions: saved by criteria, met by published policies in one query, delivered at the chosen rhythm. */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  inboxMessages,
  policies,
  policyDepartments,
  policyTags,
  queuedJobs,
  subscriptionHits,
  subscriptions,
  subscriptionTerms,
  visitors,
} from '../../server/db/schema';
import type { MailMessage, Mailer } from '../../server/lib/mail';
import { hashPassword } from '../../server/lib/passwords';
import { addDays, todayOf } from '../../shared/policyWindow';
import { admin as policyAdmin, createPolicy, policyApi, type Api } from './policyFixtures';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

const PASSWORD = 'Visitor@2026pass';
const HOUR = 3_600_000;

describe.each(dbKinds)('subscriptions on %s', (kind) => {
  let ctx: TestContext;
  let api: Api;
  const mails: MailMessage[] = [];
  const mail: Mailer = {
    async send(m) {
      mails.push(m);
      return { via: 'outbox', messageId: `<${mails.length}@test>`, file: '' };
    },
    close: () => undefined,
  };
  let department: { id: number; name: string };
  let otherDepartment: { id: number };
  let bigTag: { id: number; name: string };
  let smallTag: { id: number; name: string; parentId: number | null };
  let fang: { id: number; token: string };
  let lei: { id: number; token: string };

  const visitor = async (email: string, displayName: string) => {
    const [row] = await ctx.database.db
      .insert(visitors)
      .values({ email, passwordHash: await hashPassword(PASSWORD), displayName, termsAcceptedAt: ctx.now() })
      .returning({ id: visitors.id });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address: email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    return { id: row.id, token: res.json().data.token as string };
  };
  const as = (token: string) => ({
    get: (url: string) => ctx.app.inject({ url, headers: bearer(token) }),
    post: (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, headers: bearer(token) }),
  });
  const subscribe = async (token: string, body: object) => {
    const res = await as(token).post('/api/visitor/subscriptions', body);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  /** The (subscription, policy) pairs queued for a visitor, waiting or delivered (each hit lists the policies of one dispatch). */
  const hitPairs = async (where: { visitorId?: number; subscriptionId?: number; policyId?: number; delivered?: boolean }) => {
    const rows = await ctx.database.db
      .select({ policyIds: subscriptionHits.policyIds })
      .from(subscriptionHits)
      .where(
        and(
          where.visitorId ? eq(subscriptionHits.visitorId, where.visitorId) : undefined,
          where.subscriptionId ? eq(subscriptionHits.subscriptionId, where.subscriptionId) : undefined,
          where.delivered === undefined ? undefined : where.delivered ? isNotNull(subscriptionHits.deliveredAt) : isNull(subscriptionHits.deliveredAt),
        ),
      );
    return rows.flatMap((r) => r.policyIds).filter((id) => !where.policyId || id === where.policyId).length;
  };
  const inbox = async (visitorId: number) => ctx.database.db.select().from(inboxMessages).where(eq(inboxMessages.visitorId, visitorId));
  const runJobs = () => ctx.app.jobRunner.runDue();
  /** Queues the recurring jobs' next runs and moves the clock to the one of this kind; returns that job. */
  const untilRecurring = async (kind: string) => {
    await ctx.app.jobRunner.scheduleRecurring();
    const [job] = await ctx.database.db
      .select()
      .from(queuedJobs)
      .where(and(eq(queuedJobs.kind, kind), eq(queuedJobs.status, 'queued')));
    ctx.advance(job.runAt.getTime() - ctx.now().getTime());
    return job;
  };
  /** A window open from some days ago to `closesIn` days from today (China's day). */
  const windowClosingIn = (closesIn: number) => ({ kind: 'range', startDate: addDays(todayOf(ctx.now()), -3), endDate: addDays(todayOf(ctx.now()), closesIn) });

  beforeAll(async () => {
    // The clock moves on by days here (digests, reminders): sessions outlive it.
    ctx = await createTestContext(kind, { mail, publicUrl: 'https://zc.example-park.cn', tokenTtlSeconds: 90 * 86_400 });
    api = await policyApi(ctx);
    const departments = await ctx.database.db.select().from(policyDepartments).limit(2);
    [department, otherDepartment] = departments;
    const tags = await ctx.database.db.select().from(policyTags);
    smallTag = tags.find((t) => t.parentId !== null)!;
    bigTag = tags.find((t) => t.id === smallTag.parentId)!;
    fang = await visitor('wang.fang@suzhou-tech.cn', '王芳');
    lei = await visitor('li.lei@xinghu-bio.cn', '李雷');
  });
  afterAll(() => ctx.close());

  it('saves a subscription once per criteria, says what it will send, and refuses what the park does not have', async () => {
    const body = { criteria: { tagIds: [bigTag.id], departmentIds: [department.id] }, channels: ['inApp', 'email'], rhythm: 'immediate' };
    const first = await subscribe(fang.token, body);
    expect(first).toMatchObject({ created: true, kind: 'policy', channels: ['inApp', 'email'], rhythm: 'immediate', active: true });
    expect(first.description).toContain(`「${bigTag.name}」`);
    expect(first.description).toContain(`「${department.name}」`);
    expect(first.description).toContain('邮件');
    const again = await subscribe(fang.token, { ...body, rhythm: 'daily' });
    expect(again).toMatchObject({ created: false, id: first.id, rhythm: 'daily' });
    await as(fang.token).post('/api/visitor/subscriptions/update', { id: first.id, rhythm: 'immediate' });

    const unknownTag = await as(fang.token).post('/api/visitor/subscriptions', { criteria: { tagIds: [99999999] } });
    expect(unknownTag.statusCode).toBe(422);
    expect(unknownTag.json().errorMessage).toMatch(/tagIds/);
    const nothing = await as(fang.token).post('/api/visitor/subscriptions', { criteria: {} });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errorMessage).toMatch(/tagIds/);
    const noChannel = await as(fang.token).post('/api/visitor/subscriptions', { criteria: { keyword: '研发' }, channels: [] });
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.json().errorMessage).toMatch(/channels/);
    const punctuation = await as(fang.token).post('/api/visitor/subscriptions', { criteria: { keyword: '——！' } });
    expect(punctuation.statusCode).toBe(422);
    expect(punctuation.json().errorMessage).toMatch(/keyword/);

    // Not signed in, or signed in as staff: refused.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/visitor/subscriptions', payload: body })).statusCode).toBe(401);
    expect((await as(await ctx.adminToken()).post('/api/visitor/subscriptions', body)).statusCode).toBe(401);
    // Another visitor cannot see, change or delete it.
    expect((await as(lei.token).get('/api/visitor/subscriptions')).json().data.total).toBe(0);
    expect((await as(lei.token).post('/api/visitor/subscriptions/update', { id: first.id, active: false })).statusCode).toBe(404);
    expect((await as(lei.token).post('/api/visitor/subscriptions/delete', { id: first.id })).statusCode).toBe(404);
    expect((await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, first.id)))[0].active).toBe(true);
  });

  it('tells every subscriber a published policy meets, once, by site notice and e-mail with a one-click unsubscribe', async () => {
    mails.length = 0;
    // 李雷 follows a keyword only, and a region that contains the policy's district.
    await subscribe(lei.token, { criteria: { keyword: '星湖智造' }, channels: ['inApp'] });
    await subscribe(lei.token, { criteria: { regionCodes: ['320000'], levels: ['district'] }, channels: ['inApp'] });

    const matching = await createPolicy(api, department.id, {
      title: '星湖智造专项资金管理办法',
      tagIds: [smallTag.id],
      level: 'district',
      regionCode: '320505',
      window: windowClosingIn(30),
    });
    // Another office, a closed window, a draft: nobody hears of them.
    await createPolicy(api, otherDepartment.id, { title: '星湖其他部门政策', tagIds: [smallTag.id], window: windowClosingIn(30) });
    await createPolicy(api, department.id, {
      title: '星湖已截止政策',
      tagIds: [smallTag.id],
      window: { kind: 'range', startDate: '2025-01-01', endDate: '2025-03-01' },
    });
    await createPolicy(api, department.id, { title: '星湖草稿政策', tagIds: [smallTag.id] }, true);

    await runJobs();
    const fangInbox = await inbox(fang.id);
    expect(fangInbox.map((m) => m.title)).toEqual(['新政策：星湖智造专项资金管理办法']);
    expect(fangInbox[0]).toMatchObject({ kind: 'policy', link: `/policydetail/${matching}`, policyIds: [matching] });
    // 李雷's two subscriptions both met it: one notice.
    expect((await inbox(lei.id)).map((m) => m.title)).toEqual(['新政策：星湖智造专项资金管理办法']);

    expect(mails).toHaveLength(1);
    const [sent] = mails;
    expect(sent.to).toBe('wang.fang@suzhou-tech.cn');
    expect(sent.subject).toContain('星湖智造专项资金管理办法');
    expect(sent.text).toContain(`https://zc.example-park.cn/policydetail/${matching}`);
    expect(sent.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/zc\.example-park\.cn\/api\/visitor\/unsubscribe\?token=[^>]+)>$/.exec(sent.headers!['List-Unsubscribe'])![1];
    const path = oneClick.replace('https://zc.example-park.cn', '');
    expect(sent.text).toContain('https://zc.example-park.cn/user/unsubscribe?token=');

    // Unpublished and published again: no second notice.
    await api.ok(`${policyAdmin}/unpublish`, { id: matching });
    await api.ok(`${policyAdmin}/publish`, { id: matching });
    await runJobs();
    expect(await inbox(fang.id)).toHaveLength(1);
    expect(mails).toHaveLength(1);

    // A changed token is refused and changes nothing; the real one, posted as mail clients do, turns it off.
    const token = new URL(oneClick).searchParams.get('token')!;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/visitor/unsubscribe?token=${encodeURIComponent(tampered)}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toMatch(/token/);
    const otherVisitor = token.replace(/^\d+/, String(lei.id));
    expect((await ctx.app.inject({ method: 'POST', url: `/api/visitor/unsubscribe?token=${encodeURIComponent(otherVisitor)}` })).statusCode).toBe(400);
    expect((await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.visitorId, fang.id)))[0].active).toBe(true);

    const info = await ctx.app.inject({ url: path });
    expect(info.statusCode).toBe(200);
    expect(info.json().data.subscriptions[0].description).toContain(bigTag.name);
    const done = await ctx.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.unsubscribed).toBe(1);
    expect((await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.visitorId, fang.id)))[0].active).toBe(false);

    // Turned off: the next policy is not sent.
    await createPolicy(api, department.id, { title: '星湖第二项政策', tagIds: [smallTag.id], window: windowClosingIn(30) });
    await runJobs();
    expect(await inbox(fang.id)).toHaveLength(1);
  });

  it('keeps digest subscriptions for the day’s digest, sent once per day', async () => {
    const digestVisitor = await visitor('zhao.min@xinghu-ai.cn', '赵敏');
    await subscribe(digestVisitor.token, { criteria: { departmentIds: [otherDepartment.id] }, channels: ['inApp', 'email'], rhythm: 'daily' });
    mails.length = 0;
    await createPolicy(api, otherDepartment.id, { title: '星湖摘要政策一', window: windowClosingIn(40) });
    await createPolicy(api, otherDepartment.id, { title: '星湖摘要政策二', window: windowClosingIn(40) });
    await runJobs();
    expect(await inbox(digestVisitor.id)).toHaveLength(0);
    expect(await hitPairs({ visitorId: digestVisitor.id, delivered: false })).toBe(2);

    // The recurring digest job is queued for 08:00 China time.
    const digestJob = await untilRecurring('subscription.digestDaily');
    expect(new Date(digestJob.runAt).getUTCHours()).toBe(0);
    await runJobs();
    const messages = await inbox(digestVisitor.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'digest', title: '每日政策订阅摘要：2 条' });
    expect(messages[0].body).toContain('星湖摘要政策一');
    const digestMails = mails.filter((m) => m.to === 'zhao.min@xinghu-ai.cn');
    expect(digestMails).toHaveLength(1);
    expect(digestMails[0].subject).toContain('每日政策订阅摘要（2 条）');
    expect(await hitPairs({ visitorId: digestVisitor.id, delivered: true })).toBe(2);
    // The next day's digest has nothing new to send.
    ctx.advance(24 * HOUR);
    await runJobs();
    expect(await inbox(digestVisitor.id)).toHaveLength(1);
  });

  it('sends a visitor’s whole digest at once, however many dispatches met their subscriptions', async () => {
    const policyIds = [
      await createPolicy(api, department.id, { title: '星湖周报政策甲', window: windowClosingIn(50) }),
      await createPolicy(api, department.id, { title: '星湖周报政策乙', window: windowClosingIn(50) }),
    ];
    await runJobs();
    const busy = await visitor('he.jing@xinghu-ai.cn', '何静');
    const sub = await subscribe(busy.token, { criteria: { departmentIds: [department.id] }, channels: ['inApp'], rhythm: 'weekly' });
    // A week of policies published one at a time: a hit per dispatch, more than a delivery batch holds, the
    // second policy only in the last ones.
    await ctx.database.db.insert(subscriptionHits).values(
      Array.from({ length: 600 }, (_, i) => ({
        subscriptionId: sub.id,
        visitorId: busy.id,
        event: 'published' as const,
        policyIds: [policyIds[i < 550 ? 0 : 1]],
        createdAt: ctx.now(),
      })),
    );
    await ctx.database.db.insert(queuedJobs).values({ kind: 'subscription.digestWeekly', runAt: ctx.now() });
    await runJobs();
    const digests = (await inbox(busy.id)).filter((m) => m.kind === 'digest');
    expect(digests).toHaveLength(1);
    expect(digests[0].title).toBe('每周政策订阅摘要：2 条');
    expect(digests[0].body).toContain('星湖周报政策乙');
    expect(await hitPairs({ visitorId: busy.id, delivered: false })).toBe(0);
  });

  it('reminds followers 7 days and 1 day before the window closes, once each', async () => {
    const follower = await visitor('sun.li@xinghu-med.cn', '孙丽');
    const sub = await subscribe(follower.token, { criteria: { keyword: '截止提醒' }, channels: ['inApp', 'email'] });
    const policyId = await createPolicy(api, department.id, { title: '星湖截止提醒测试政策', window: windowClosingIn(7) });
    await runJobs();
    expect((await inbox(follower.id)).map((m) => m.kind)).toEqual(['policy']);
    mails.length = 0;

    await untilRecurring('subscription.reminders');
    // The reminder day is the run's China day: the window must still close in 7 days then.
    const runDay = todayOf(ctx.now());
    await ctx.database.db.execute(
      sql`update policies set window_ends = array[${addDays(runDay, 7)}::date], window_last_end = ${addDays(runDay, 7)}::date,
        "window" = jsonb_set("window", '{endDate}', to_jsonb(${addDays(runDay, 7)}::text)) where id = ${policyId}`,
    );
    await runJobs();
    const reminders = (await inbox(follower.id)).filter((m) => m.kind === 'reminder');
    expect(reminders.map((m) => m.title)).toEqual(['7 天后截止申报：星湖截止提醒测试政策']);
    expect(mails.filter((m) => m.to === 'sun.li@xinghu-med.cn')).toHaveLength(1);
    // Run again the same day: nothing new, no second mail.
    await ctx.database.db.insert(queuedJobs).values({ kind: 'subscription.reminders', runAt: ctx.now() });
    await runJobs();
    expect((await inbox(follower.id)).filter((m) => m.kind === 'reminder')).toHaveLength(1);
    expect(mails.filter((m) => m.to === 'sun.li@xinghu-med.cn')).toHaveLength(1);
    // Turned off, the subscription reminds no more.
    await as(follower.token).post('/api/visitor/subscriptions/update', { id: sub.id, active: false });
    ctx.advance(6 * 24 * HOUR);
    await ctx.database.db.execute(sql`update policies set window_ends = array[${addDays(todayOf(ctx.now()), 1)}::date] where id = ${policyId}`);
    await ctx.database.db.insert(queuedJobs).values({ kind: 'subscription.reminders', runAt: ctx.now() });
    await runJobs();
    expect((await inbox(follower.id)).filter((m) => m.kind === 'reminder')).toHaveLength(1);
  });

  it('keeps an inbox per visitor: unread count, read, delete, nobody else’s', async () => {
    const list = (await as(lei.token).get('/api/visitor/inbox?pageSize=5')).json().data;
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.unreadCount).toBe(list.total);
    const fangMessages = await inbox(fang.id);
    // 李雷 cannot mark or delete 王芳's messages: ignored.
    await as(lei.token).post('/api/visitor/inbox/read', { ids: fangMessages.map((m) => m.id) });
    await as(lei.token).post('/api/visitor/inbox/delete', { ids: fangMessages.map((m) => m.id) });
    expect((await inbox(fang.id)).every((m) => m.readAt === null)).toBe(true);
    expect(await inbox(fang.id)).toHaveLength(fangMessages.length);

    const read = await as(lei.token).post('/api/visitor/inbox/read', { ids: [list.list[0].id] });
    expect(read.json().data.unreadCount).toBe(list.unreadCount - 1);
    expect((await as(lei.token).get('/api/visitor/inbox/unread')).json().data.unreadCount).toBe(list.unreadCount - 1);
    expect((await as(lei.token).get('/api/visitor/inbox?unreadOnly=true')).json().data.list.every((m: { read: boolean }) => !m.read)).toBe(true);
    expect((await as(lei.token).post('/api/visitor/inbox/read', { all: true })).json().data.unreadCount).toBe(0);
    const removed = await as(lei.token).post('/api/visitor/inbox/delete', { ids: [list.list[0].id] });
    expect(removed.json().data.removed).toBe(1);
    expect((await as(lei.token).post('/api/visitor/inbox/read', {})).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/visitor/inbox' })).statusCode).toBe(401);
    expect((await as(await ctx.adminToken()).get('/api/visitor/inbox')).statusCode).toBe(401);
  });

  it('forgets the hits of a deleted subscription, policy or visitor, whatever deletes them (hits have no foreign keys)', async () => {
    const keeper = await visitor('hit.keeper@xinghu-bio.cn', '钱多');
    const hitsOf = hitPairs;
    const byKeyword = await subscribe(keeper.token, { criteria: { keyword: '星湖清理测试' }, channels: ['inApp'], rhythm: 'weekly' });
    const byOffice = await subscribe(keeper.token, {
      criteria: { keyword: '星湖清理测试', departmentIds: [department.id] },
      channels: ['inApp'],
      rhythm: 'weekly',
    });
    const first = await createPolicy(api, department.id, { title: '星湖清理测试第一项', window: windowClosingIn(30) });
    const second = await createPolicy(api, department.id, { title: '星湖清理测试第二项', window: windowClosingIn(30) });
    await runJobs();
    expect(await hitsOf({ visitorId: keeper.id })).toBe(4);

    // The visitor deletes a subscription: its hits go, the other's stay.
    expect((await as(keeper.token).post('/api/visitor/subscriptions/delete', { id: byOffice.id })).statusCode).toBe(200);
    expect(await hitsOf({ subscriptionId: byOffice.id })).toBe(0);
    expect(await hitsOf({ visitorId: keeper.id })).toBe(2);
    // An editor deletes a policy: its hits go, everyone's.
    await api.ok(`${policyAdmin}/delete`, { id: first });
    expect(await hitsOf({ policyId: first })).toBe(0);
    expect(await hitsOf({ visitorId: keeper.id, policyId: second })).toBe(1);
    // The account goes (its subscriptions go with it): so do its hits.
    await ctx.database.db.delete(visitors).where(eq(visitors.id, keeper.id));
    expect(await hitsOf({ visitorId: keeper.id })).toBe(0);
    expect(await hitsOf({ subscriptionId: byKeyword.id })).toBe(0);
    // Nothing left pointing nowhere, and the other visitors' hits of the policy stay.
    const orphans = await ctx.database.db.execute(
      sql`select count(*)::int as n from subscription_hits h
          where not exists (select 1 from subscriptions s where s.id = h.subscription_id)
            or exists (select 1 from unnest(h.policy_ids) x where not exists (select 1 from policies p where p.id = x))
            or cardinality(h.policy_ids) = 0`,
    );
    expect((orphans as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('tells a visitor of new matches for what they matched on', async () => {
    const matcher = await visitor('zhou.qiang@xinghu-semi.cn', '周强');
    const run = await ctx.app.inject({
      method: 'POST',
      url: '/api/policy/matchData',
      payload: { profile: { regionCode: '320505', entityType: 'enterprise', figures: [{ year: new Date(ctx.now()).getUTCFullYear() - 1, revenue: 5000 }] } },
    });
    expect(run.statusCode).toBe(200);
    const subscribed = await as(matcher.token).post('/api/policy/match/subscribe', { runId: run.json().data.runId });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json().data).toMatchObject({ kind: 'match', created: true });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/policy/match/subscribe',
          payload: { runId: run.json().data.runId },
          headers: bearer(await ctx.adminToken()),
        })
      ).statusCode,
    ).toBe(401);

    await createPolicy(api, department.id, { title: '星湖匹配订阅政策', regionCode: '320500', window: windowClosingIn(60) });
    await runJobs();
    expect((await inbox(matcher.id)).map((m) => m.title)).toContain('新政策：星湖匹配订阅政策');
  });

  it('seeds the demo visitors’ subscriptions, anchored and by site notice only: publishing a policy they follow notifies them', async () => {
    const [zhang] = await ctx.database.db.select().from(visitors).where(eq(visitors.displayName, '张伟'));
    const own = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.visitorId, zhang.id));
    expect(own.map((s) => s.rhythm).sort()).toEqual(['immediate', 'weekly']);
    expect(own.every((s) => s.channels.join() === 'inApp')).toBe(true);
    const terms = await ctx.database.db
      .select()
      .from(subscriptionTerms)
      .where(
        inArray(
          subscriptionTerms.subscriptionId,
          own.map((s) => s.id),
        ),
      );
    expect(new Set(terms.map((t) => t.subscriptionId)).size).toBe(2);
    const [chips] = await ctx.database.db.select().from(policyTags).where(eq(policyTags.name, '集成电路'));
    mails.length = 0;
    await createPolicy(api, department.id, { title: '星湖集成电路设计企业流片补贴', tagIds: [chips.id], window: windowClosingIn(45) });
    await runJobs();
    expect((await inbox(zhang.id)).map((m) => m.title)).toContain('新政策：星湖集成电路设计企业流片补贴');
    expect(mails.filter((m) => m.to === zhang.email)).toHaveLength(0);
  });

  it('finds a subscription through the dimension the fewest policies offer, chosen again each night', async () => {
    const anchorOf = async (subscriptionId: number) =>
      (
        await ctx.database.db
          .select({ dimension: subscriptionTerms.dimension, value: subscriptionTerms.value })
          .from(subscriptionTerms)
          .where(eq(subscriptionTerms.subscriptionId, subscriptionId))
      ).sort((a, b) => a.value.localeCompare(b.value));
    const west = await visitor('ma.jun@tianshan-soft.cn', '马骏');
    // No published policy is for 乌鲁木齐市天山区 yet, while the big tag labels several: the region anchors it.
    const sub = await subscribe(west.token, { criteria: { tagIds: [bigTag.id], regionCodes: ['650102'] }, channels: ['inApp'] });
    expect(await anchorOf(sub.id)).toEqual([{ dimension: 'region', value: '650102' }]);
    // Found through its anchor, and checked on the other dimension: the tagged policy is sent, the untagged is not.
    await createPolicy(api, department.id, { title: '星湖天山区软件政策', tagIds: [smallTag.id], regionCode: '650102', window: windowClosingIn(30) });
    await createPolicy(api, department.id, { title: '星湖天山区无标签政策', tagIds: [], regionCode: '650102', window: windowClosingIn(30) });
    await runJobs();
    expect((await inbox(west.id)).map((m) => m.title)).toEqual(['新政策：星湖天山区软件政策']);

    // The library changes (now every published policy is for 天山区): the nightly job moves the anchor to the tag.
    const kept = await ctx.database.db.select({ id: policies.id, regionCode: policies.regionCode }).from(policies).where(eq(policies.status, 'published'));
    await ctx.database.db.execute(sql`update policies set region_code = '650102' where status = 'published'`);
    await untilRecurring('subscription.anchors');
    await runJobs();
    expect(await anchorOf(sub.id)).toEqual([{ dimension: 'tag', value: String(bigTag.id) }]);
    await ctx.database.db.execute(
      sql`update policies p set region_code = k.code from json_to_recordset(${JSON.stringify(
        kept.map((k) => ({ id: k.id, code: k.regionCode })),
      )}::json) k(id int, code text) where k.id = p.id`,
    );
    // Found through the tag now: the next tagged policy for 天山区 is sent all the same.
    await createPolicy(api, department.id, { title: '星湖天山区第二项软件政策', tagIds: [smallTag.id], regionCode: '650102', window: windowClosingIn(30) });
    await runJobs();
    expect((await inbox(west.id)).map((m) => m.title)).toContain('新政策：星湖天山区第二项软件政策');
  });
});
