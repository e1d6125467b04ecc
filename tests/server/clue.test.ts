import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { CLUE_COUNT_CAP } from '@shared/clue';
import { auditLogs, clueHistory, clues, configEntries, notices, queuedJobs, users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { hashPassword } from '../../server/lib/passwords';
import { sweepPool } from '../../server/modules/clue/pool';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, type TestContext } from './harness';

type Headers = Record<string, string>;
type Clue = {
  id: number;
  name: string;
  stage: string;
  ownerId: number | null;
  ownerName: string | null;
  poolState: string;
  locked: boolean;
  returnsAt: string | null;
  lastFollowUpAt: string | null;
  allowedStages: string[];
  followUps: { content: string; taskTypeName: string | null; userName: string | null }[];
  history: { action: string; fromStage: string | null; toStage: string | null; reason: string | null; userName: string | null }[];
};

const PASSWORD = 'Clue@2026test';
const DAY = 86_400_000;
const base = '/apiv2/pms/admin/zhaoshang';

describe.each(dbKinds)('clues and the give-up pool on %s', (kind) => {
  let ctx: TestContext;
  let admin: Headers;
  /** Demo investment staff: 王海涛 heads 招商中心 (both teams below it), 李明 and 周芳 in 招商一部, 赵磊 in 招商二部. */
  const as: Record<string, Headers> = {};
  const ids: Record<string, number> = {};
  const get = (url: string, headers: Headers) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers: Headers) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const detail = async (id: number, headers: Headers = admin) => (await get(`${base}/clue-detail?id=${id}`, headers)).json().data as Clue;
  const list = async (query: string, headers: Headers) =>
    (await get(`${base}/clue-query?${query}`, headers)).json().data as { list: Clue[]; total: number; more: boolean };
  let phoneSeq = 0;
  const newClue = async (who: string, name: string, extra: object = {}) => {
    phoneSeq += 1;
    const res = await post(
      `${base}/clue-post`,
      { name, contactName: '陈经理', phone: `1990000${String(phoneSeq).padStart(4, '0')}`, source: 'walk_in', level: 'B', industryCode: '39', ...extra },
      as[who],
    );
    expect(res.statusCode).toBe(200);
    return res.json().data as Clue;
  };
  const staff = ['wanghaitao', 'liming', 'zhoufang', 'zhaolei'];
  const loginAll = async () => {
    for (const u of staff) as[u] = bearer(await ctx.login(u, PASSWORD));
    admin = bearer(await ctx.login('admin', ADMIN_PASSWORD));
  };
  const setPool = (value: object) =>
    ctx.database.db.insert(configEntries).values({ key: 'cluePool', value }).onConflictDoUpdate({ target: configEntries.key, set: { value } });

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const hash = await hashPassword(PASSWORD);
    const rows = await ctx.database.db
      .update(users)
      .set({ passwordHash: hash })
      .where(inArray(users.username, staff))
      .returning({ id: users.id, username: users.username });
    for (const r of rows) ids[r.username] = r.id;
    await loginAll();
  });
  afterAll(() => ctx.close());

  it('seeds a pipeline across every stage and source, a pool and the task types', async () => {
    const all = await list('scope=all&pageSize=200', admin);
    expect(all.total).toBeGreaterThan(300);
    const [stages, sources] = [new Set<string>(), new Set<string>()];
    const rows = await ctx.database.db.select({ stage: clues.stage, source: clues.source }).from(clues);
    rows.forEach((r) => (stages.add(r.stage), sources.add(r.source)));
    expect(stages.size).toBe(12);
    expect(sources.size).toBe(6);
    const pool = (await get(`${base}/giveup-query?pageSize=5`, admin)).json().data;
    expect(pool.total).toBeGreaterThan(5);
    expect(pool.list[0].poolState).toBe('pool');
    const types = (await get('/api/pms/admin/business/tasktype', as.liming)).json().data;
    expect(types.list.map((t: { name: string }) => t.name)).toContain('带看');
    // Sorted on the server and paged.
    const page2 = await list('scope=all&pageSize=20&current=2&sortField=createdAt&sortOrder=ascend', admin);
    expect(page2.list).toHaveLength(20);
  });

  it('sorts by a column that may be empty with the empty values last either way, pages without overlap', async () => {
    type Row = Clue & { investmentAmount: number | null };
    const [{ n: total }] = await ctx.database.db.select({ n: count() }).from(clues).where(eq(clues.poolState, 'owned'));
    for (const order of ['descend', 'ascend'] as const) {
      const rows: Row[] = [];
      for (let current = 1; rows.length < total; current += 1) {
        const page = await list(`scope=all&pageSize=100&current=${current}&sortField=investmentAmount&sortOrder=${order}`, admin);
        rows.push(...(page.list as Row[]));
      }
      expect(new Set(rows.map((r) => r.id)).size).toBe(total);
      const amounts = rows.map((r) => r.investmentAmount);
      const filled = amounts.filter((a): a is number => a !== null);
      expect(filled.length).toBeGreaterThan(0);
      expect(filled.length).toBeLessThan(amounts.length);
      // Every empty value after every filled one, the filled ones in the asked order.
      expect(amounts.slice(filled.length).every((a) => a === null)).toBe(true);
      expect(filled).toEqual([...filled].sort((a, b) => (order === 'ascend' ? a - b : b - a)));
    }
  });

  it('finds clues by a part of the name, rare or common, sorted and counted like the rest of the list', async () => {
    const owned = await ctx.database.db.select({ id: clues.id, name: clues.name, updatedAt: clues.updatedAt }).from(clues).where(eq(clues.poolState, 'owned'));
    const newestFirst = (a: { id: number; updatedAt: Date }, b: { id: number; updatedAt: Date }) =>
      b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id;
    // A common word (walked in the list's order) and one clue's own name (gathered through the index first).
    const common = '有限公司';
    const rare = owned.find((c) => !c.name.includes(common))?.name ?? owned[0].name;
    for (const keyword of [common, rare]) {
      const expected = owned.filter((c) => c.name.includes(keyword)).sort(newestFirst);
      const seen: number[] = [];
      for (let current = 1; current <= Math.ceil(expected.length / 50); current += 1) {
        const page = await list(`scope=all&pageSize=50&current=${current}&keyword=${encodeURIComponent(keyword)}`, admin);
        expect(page.total).toBe(expected.length);
        seen.push(...page.list.map((c) => c.id));
      }
      expect(seen).toEqual(expected.map((c) => c.id));
    }
    expect(owned.filter((c) => c.name.includes(common)).length).toBeGreaterThan(20);
    // Past the last page: no rows, the same total.
    const beyond = await list(`scope=all&pageSize=50&current=99&keyword=${encodeURIComponent(rare)}`, admin);
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBeGreaterThan(0);
  });

  it('creates a clue owned by its creator, refuses duplicates by phone or name naming the owner, and checks dictionaries', async () => {
    const c = await newClue('liming', '苏州星湖微纳 科技有限公司', { phone: '138-1234 0001', tags: ['外资'] });
    ids.clue = c.id;
    expect(c).toMatchObject({
      stage: 'new',
      ownerId: ids.liming,
      ownerName: '李明',
      poolState: 'owned',
      allowedStages: ['initial_contact', 'on_hold', 'invalid', 'lost'],
    });
    expect(c.history[0]).toMatchObject({ action: 'create', userName: '李明' });
    const samePhone = await post(`${base}/clue-post`, { name: '另一家公司', phone: '+86 13812340001', source: 'online', level: 'C' }, as.zhaolei);
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toMatchObject({ field: 'phone' });
    expect(samePhone.json().message).toMatch(new RegExp(`#${c.id}.*李明.*招商一部`));
    const sameName = await post(`${base}/clue-post`, { name: '苏州星湖微纳科技有限公司', source: 'online', level: 'C' }, as.zhaolei);
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().field).toBe('name');
    const dup = (await get(`${base}/clue-duplicates?phone=13812340001`, as.zhaolei)).json().data.list;
    expect(dup[0]).toMatchObject({ id: c.id, ownerName: '李明', matchedOn: 'phone' });
    const badSource = await post(`${base}/clue-post`, { name: '某某公司', source: 'tv', level: 'C' }, as.liming);
    expect(badSource.statusCode).toBe(422);
    expect(badSource.json().field).toBe('source');
    expect((await post(`${base}/clue-post`, { name: '', source: 'online', level: 'C' }, as.liming)).statusCode).toBe(400);
    // An update records what changed.
    const updated = await post(
      `${base}/clue-post`,
      { id: c.id, name: c.name, phone: '13812340001', source: 'walk_in', level: 'A', industryCode: '39' },
      as.liming,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.history[0]).toMatchObject({ action: 'update' });
    expect(updated.json().data.history[0].changes.level).toEqual(['B', 'A']);
  });

  it('keeps a department-scoped user out of another department’s clue: reads and writes', async () => {
    const id = ids.clue;
    expect((await get(`${base}/clue-detail?id=${id}`, as.zhaolei)).statusCode).toBe(404);
    expect((await post(`${base}/pstatus`, { id, stage: 'initial_contact' }, as.zhaolei)).statusCode).toBe(404);
    expect(
      (await post(`${base}/followup-post`, { clueId: id, way: 'phone', followedAt: ctx.now().toISOString(), content: '试图跟进' }, as.zhaolei)).statusCode,
    ).toBe(404);
    expect((await post('/api/pms/admin/project/setgiveup', { id, reason: '不是我的' }, as.zhaolei)).statusCode).toBe(404);
    expect((await post(`${base}/clue-post`, { id, name: '改名', source: 'online', level: 'C' }, as.zhaolei)).statusCode).toBe(404);
    expect((await list('scope=all&pageSize=200&keyword=星湖微纳', as.zhaolei)).total).toBe(0);
    // The same team sees it in the department tab; the centre's head, whose scope covers both teams, too.
    expect((await list('scope=department&keyword=星湖微纳', as.zhoufang)).list.map((c) => c.id)).toEqual([id]);
    expect((await list('scope=all&keyword=星湖微纳', as.wanghaitao)).list.map((c) => c.id)).toEqual([id]);
    expect((await list('scope=mine&keyword=星湖微纳', as.zhoufang)).total).toBe(0);
    // A user without the menu is refused outright.
    await ctx.createUser('nobody', PASSWORD);
    const nobody = bearer(await ctx.login('nobody', PASSWORD));
    expect((await get(`${base}/clue-query`, nobody)).statusCode).toBe(403);
    expect((await get(`${base}/giveup-query`, nobody)).statusCode).toBe(403);
  });

  it('records follow-ups with task types and checks their time and attachments', async () => {
    const types = (await get('/api/pms/admin/business/tasktype?enabled=true', as.liming)).json().data.list as { id: number; name: string }[];
    const call = types.find((t) => t.name === '首次联络')!;
    const res = await post(
      `${base}/followup-post`,
      {
        clueId: ids.clue,
        way: 'phone',
        followedAt: ctx.now().toISOString(),
        content: '电话沟通，需要 800 m² 厂房',
        nextStep: '预约看房',
        nextFollowUpOn: '2026-11-25',
        taskTypeId: call.id,
      },
      as.liming,
    );
    expect(res.statusCode).toBe(200);
    const c = res.json().data as Clue & { nextFollowUpOn: string };
    expect(c.followUps[0]).toMatchObject({ content: '电话沟通，需要 800 m² 厂房', taskTypeName: '首次联络', userName: '李明' });
    expect(c.lastFollowUpAt).toBe(ctx.now().toISOString());
    expect(c.nextFollowUpOn).toBe('2026-11-25');
    expect(c.history[0].action).toBe('follow_up');
    const future = await post(
      `${base}/followup-post`,
      { clueId: ids.clue, way: 'phone', followedAt: new Date(ctx.now().getTime() + DAY).toISOString(), content: 'x' },
      as.liming,
    );
    expect(future.statusCode).toBe(422);
    expect(future.json().field).toBe('followedAt');
    const file = await post(
      `${base}/followup-post`,
      {
        clueId: ids.clue,
        way: 'visit',
        followedAt: ctx.now().toISOString(),
        content: 'x',
        attachments: [{ name: 'a.pdf', url: `/uploads/2026/11/${'a'.repeat(32)}.pdf` }],
      },
      as.liming,
    );
    expect(file.statusCode).toBe(422);
    expect(file.json().field).toBe('attachments');
    expect(
      (await post(`${base}/followup-post`, { clueId: ids.clue, way: 'pigeon', followedAt: ctx.now().toISOString(), content: 'x' }, as.liming)).statusCode,
    ).toBe(422);
  });

  it('moves only along the pipeline: a refused move names the allowed ones; lost and invalid need a dictionary reason', async () => {
    const id = ids.clue;
    const bad = await post(`${base}/pstatus`, { id, stage: 'signed' }, as.liming);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ field: 'stage' });
    expect(bad.json().message).toContain('allowed: initial_contact, on_hold, invalid, lost');
    expect((await post(`${base}/pstatus`, { id, stage: 'initial_contact' }, as.liming)).statusCode).toBe(200);
    const viewing = await post(`${base}/pstatus`, { id, stage: 'viewing_booked', comment: '周四上午看 B2 栋' }, as.liming);
    expect(viewing.statusCode).toBe(200);
    const c = viewing.json().data as Clue;
    expect(c.stage).toBe('viewing_booked');
    expect(c.history[0]).toMatchObject({
      action: 'stage',
      fromStage: 'initial_contact',
      toStage: 'viewing_booked',
      reason: '周四上午看 B2 栋',
      userName: '李明',
    });
    expect(c.allowedStages).toEqual(['viewed', 'initial_contact', 'on_hold', 'lost']);

    const other = await newClue('liming', '无锡流失测试有限公司');
    const noReason = await post(`${base}/pstatus`, { id: other.id, stage: 'lost' }, as.liming);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().field).toBe('reason');
    expect((await post(`${base}/pstatus`, { id: other.id, stage: 'invalid', reason: 'price' }, as.liming)).statusCode).toBe(422);
    const lost = await post(`${base}/pstatus`, { id: other.id, stage: 'lost', reason: 'competitor', comment: '选择了相城园区' }, as.liming);
    expect(lost.statusCode).toBe(200);
    expect(lost.json().data).toMatchObject({ stage: 'lost', stageReason: 'competitor' });
    expect(lost.json().data.history[0].reason).toBe('选择竞品园区：选择了相城园区');
    // Every change is in the operation log too.
    const [{ n }] = await ctx.database.db
      .select({ n: count() })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'clue'), eq(auditLogs.entityId, String(other.id))));
    expect(n).toBeGreaterThanOrEqual(2);
  });

  it('gives up only with a reason of at most 500 characters; the pool shows it; the giver cannot reclaim within 7 days', async () => {
    const id = ids.clue;
    expect((await post('/api/pms/admin/project/setgiveup', { id, reason: '' }, as.liming)).statusCode).toBe(400);
    expect((await post('/api/pms/admin/project/setgiveup', { id }, as.liming)).statusCode).toBe(400);
    const long = await post('/api/pms/admin/project/setgiveup', { id, reason: '长'.repeat(501) }, as.liming);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/reason/);
    const res = await post('/api/pms/admin/project/setgiveup', { id, reason: '客户预算不足，暂缓跟进' }, as.liming);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ poolState: 'pool', ownerId: null, giveUpReason: '客户预算不足，暂缓跟进', givenUpByName: '李明' });
    const pool = (await get(`${base}/giveup-query?keyword=星湖微纳`, as.zhaolei)).json().data;
    expect(pool.list.map((c: Clue) => c.id)).toEqual([id]);
    // A pool clue is read by anyone with the pool, but not worked until claimed.
    expect((await detail(id, as.zhaolei)).poolState).toBe('pool');
    expect((await post(`${base}/pstatus`, { id, stage: 'viewed' }, as.wanghaitao)).statusCode).toBe(409);
    const again = await post(`${base}/claim`, { id }, as.liming);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/gave .* up/);
  });

  it('lets two claims race: one wins, the other is told 409', async () => {
    const id = ids.clue;
    const [a, b] = await Promise.all([post(`${base}/claim`, { id }, as.zhoufang), post(`${base}/claim`, { id }, as.zhaolei)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'zhoufang' : 'zhaolei';
    const c = await detail(id);
    expect(c).toMatchObject({ poolState: 'owned', ownerId: ids[winner] });
    expect(c.history[0]).toMatchObject({ action: 'claim' });
    ids.winner = ids[winner];
    as.winner = as[winner];
    // Claiming what is owned is refused too.
    expect((await post(`${base}/claim`, { id }, as.wanghaitao)).statusCode).toBe(409);
  });

  it('refuses a claim beyond the per-person limit and a lock beyond the lock limit', async () => {
    const mine = (await get(`${base}/pool-config`, as.zhaolei)).json().data;
    expect(mine).toMatchObject({ noFollowUpDays: 30, noDealDays: 90, reclaimDays: 7 });
    await setPool({ claimLimit: Math.max(1, mine.held) });
    const poolClue = (await get(`${base}/giveup-query?pageSize=1`, admin)).json().data.list[0] as Clue;
    const over = await post(`${base}/claim`, { id: poolClue.id }, as.zhaolei);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toMatch(/the most one person may/);

    const limiter = (await get(`${base}/pool-config`, as.liming)).json().data;
    await setPool({ lockLimit: limiter.lockedHeld + 1 });
    const a = await newClue('liming', '常州锁定甲号测试有限公司');
    const b = await newClue('liming', '常州锁定乙号测试有限公司');
    const lockA = await post(`${base}/lock`, { id: a.id, locked: true }, as.liming);
    expect(lockA.statusCode).toBe(200);
    expect(lockA.json().data).toMatchObject({ locked: true, returnsAt: null });
    const lockB = await post(`${base}/lock`, { id: b.id, locked: true }, as.liming);
    expect(lockB.statusCode).toBe(422);
    expect(lockB.json().field).toBe('locked');
    // Only the owner locks.
    expect((await post(`${base}/lock`, { id: b.id, locked: true }, as.zhoufang)).statusCode).toBe(403);
    await setPool({});
  });

  it('lets managers assign and reclaim within their scope only', async () => {
    const c = await newClue('zhaolei', '南京分配测试有限公司');
    // 赵磊 (招商二部) cannot hand his clue to 李明 (招商一部): outside his scope.
    const outside = await post(`${base}/assign`, { ids: [c.id], ownerId: ids.liming }, as.zhaolei);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().field).toBe('ownerId');
    // The centre's head can.
    const given = await post(`${base}/assign`, { ids: [c.id], ownerId: ids.liming, reason: '一部跟进生物医药' }, as.wanghaitao);
    expect(given.statusCode).toBe(200);
    expect(given.json().data.done).toEqual([c.id]);
    const after = await detail(c.id);
    expect(after).toMatchObject({ ownerId: ids.liming, ownerName: '李明' });
    expect(after.history[0]).toMatchObject({ action: 'assign', userName: '王海涛' });
    // Now in 招商一部: 赵磊 neither sees nor reclaims it.
    expect((await post(`${base}/reclaim`, { ids: [c.id], reason: '收回' }, as.zhaolei)).statusCode).toBe(404);
    expect((await post(`${base}/reclaim`, { ids: [c.id], reason: '' }, as.wanghaitao)).statusCode).toBe(400);
    const back = await post(`${base}/reclaim`, { ids: [c.id], reason: '长期未推进，收回公海' }, as.wanghaitao);
    expect(back.statusCode).toBe(200);
    expect(await detail(c.id)).toMatchObject({ poolState: 'pool', ownerId: null, giveUpReason: '长期未推进，收回公海' });
  });

  it('returns neglected clues to the pool by the nightly job, reminding the owner 3 days before', async () => {
    // The job is registered with the runner.
    await ctx.app.jobRunner.scheduleRecurring();
    const [job] = await ctx.database.db.select().from(queuedJobs).where(eq(queuedJobs.kind, 'clue.pool'));
    expect(job).toBeDefined();

    const fresh = await newClue('zhoufang', '杭州退回测试有限公司');
    const kept = await newClue('zhoufang', '杭州保留测试有限公司');
    expect((await post(`${base}/lock`, { id: kept.id, locked: true }, as.zhoufang)).statusCode).toBe(200);
    expect(new Date(fresh.returnsAt!).getTime()).toBe(ctx.now().getTime() + 30 * DAY);
    const run = () => ctx.database.db.transaction((tx) => sweepPool({ now: ctx.now } as unknown as Deps, tx));

    ctx.advance(27 * DAY + 3600_000);
    await run();
    await loginAll();
    const [reminder] = await ctx.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, ids.zhoufang), eq(notices.link, '/admin/clue?tab=returning')));
    expect(reminder.title).toBe(`${reminder.title.split(' ')[0]} 条线索将在 3 天内退回公海`);
    const [marked] = await ctx.database.db.select({ remindedAt: clues.remindedAt }).from(clues).where(eq(clues.id, fresh.id));
    expect(marked.remindedAt).toEqual(ctx.now());
    const soon = (await get(`${base}/returning?scope=mine&pageSize=200`, as.zhoufang)).json().data.list as Clue[];
    expect(soon.map((c) => c.id)).toContain(fresh.id);
    expect(soon.map((c) => c.id)).not.toContain(kept.id);
    // A second run does not remind again.
    await run();
    const reminders = await ctx.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, ids.zhoufang), eq(notices.link, '/admin/clue?tab=returning')));
    expect(reminders).toHaveLength(1);

    ctx.advance(3 * DAY);
    await run();
    await loginAll();
    const gone = await detail(fresh.id);
    expect(gone).toMatchObject({ poolState: 'pool', ownerId: null });
    expect(gone.history[0]).toMatchObject({ action: 'return', userName: null });
    expect((await detail(kept.id)).poolState).toBe('owned');
    const [told] = await ctx.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, ids.zhoufang), eq(notices.link, '/admin/clue-pool')));
    expect(told.title).toMatch(/已退回公海/);
    // The owner it returned from waits 7 days like one who gave it up.
    expect((await post(`${base}/claim`, { id: fresh.id }, as.zhoufang)).statusCode).toBe(422);
    const history = await ctx.database.db.select().from(clueHistory).where(eq(clueHistory.clueId, fresh.id));
    expect(history.some((h) => h.action === 'return')).toBe(true);
  });

  it('maintains task types and the pool rules, exports the list', async () => {
    const created = await post('/api/pms/admin/business/tasktypepost', { name: '政策申报辅导', description: '协助申报落户补贴', order: 80 }, admin);
    expect(created.statusCode).toBe(200);
    expect((await post('/api/pms/admin/business/tasktypepost', { name: '政策申报辅导' }, admin)).statusCode).toBe(409);
    const disabled = await post('/api/pms/admin/business/tasktypepost', { id: created.json().data.id, name: '政策申报辅导', enabled: false }, admin);
    expect(disabled.json().data.enabled).toBe(false);
    const enabled = (await get('/api/pms/admin/business/tasktype?enabled=true', admin)).json().data.list as { name: string }[];
    expect(enabled.map((t) => t.name)).not.toContain('政策申报辅导');

    const badRule = await post(
      `${base}/pool-config`,
      { noFollowUpDays: 3, noDealDays: 90, remindDaysBefore: 3, claimLimit: 50, lockLimit: 5, reclaimDays: 7 },
      admin,
    );
    expect(badRule.statusCode).toBe(422);
    const rule = await post(
      `${base}/pool-config`,
      { noFollowUpDays: 20, noDealDays: 60, remindDaysBefore: 2, claimLimit: 30, lockLimit: 3, reclaimDays: 5 },
      admin,
    );
    expect(rule.statusCode).toBe(200);
    expect(rule.json().data.noFollowUpDays).toBe(20);
    await setPool({});

    const file = await ctx.app.inject({ url: `${base}/clue-export?scope=all&stage=lost`, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  // On PostgreSQL only: the same query on PGlite, where writing 10,000 rows and their name index takes 10 s of CI.
  if (kind === 'postgres')
    it('counts the list up to CLUE_COUNT_CAP and says when more clues match', async () => {
      const before = await list('scope=mine&pageSize=20', as.liming);
      expect(before.more).toBe(false);
      const prefix = '容量测试企业';
      await ctx.database.db
        .execute(sql`insert into clues (name, name_key, phone, source, owner_id, department_id, owned_since, last_activity_at, created_at, updated_at)
      select ${prefix} || g, ${prefix} || g, '1880' || lpad(g::text, 7, '0'), 'walk_in', u.id, u.department_id, now(), now(), now(), now()
      from generate_series(1, ${CLUE_COUNT_CAP}) g, users u where u.id = ${ids.liming}`);
      try {
        const capped = await list('scope=mine&pageSize=20', as.liming);
        expect([capped.total, capped.more, capped.list.length]).toEqual([CLUE_COUNT_CAP, true, 20]);
        // Narrowed below the cap, the count is exact again.
        const narrowed = await list(`scope=mine&pageSize=20&keyword=${encodeURIComponent(`${prefix}123`)}`, as.liming);
        expect([narrowed.total, narrowed.more]).toEqual([11, false]);
      } finally {
        await ctx.database.db.delete(clues).where(like(clues.name, `${prefix}%`));
      }
    });
});
