import { eq, inArray } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, type TestContext } from './harness';

type Headers = Record<string, string>;
type Article = {
  id: number;
  title: string;
  status: string;
  revision: number;
  liveRevision: number | null;
  reviewComment: string | null;
  lockedByName: string | null;
};

describe.each(dbKinds)('articles on %s', (kind) => {
  let ctx: TestContext;
  let admin: Headers;
  const staff: Record<string, Headers> = {};
  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const base = '/apiv2/article/admin';
  let categories: Record<string, number>;
  const draft = (over: object = {}) => ({
    title: '园区举办集成电路产业对接会',
    categoryId: categories['park-news'],
    summary: '来自长三角的 60 家企业参加对接。',
    contentHtml: '<p>对接会上，12 个项目现场签约。</p><script>alert(1)</script>',
    author: '张宇',
    tags: ['产业对接', '集成电路'],
    ...over,
  });
  const create = async (over: object = {}, headers = admin): Promise<Article & { contentHtml: string }> => {
    const res = await post(`${base}/create`, draft(over), headers);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const detail = async (id: number): Promise<Article & Record<string, unknown>> => (await get(`${base}/detail?id=${id}`)).json().data;
  const update = (a: Article, over: object = {}, headers = admin) =>
    post(`${base}/update`, { ...draft(), id: a.id, baseRevision: a.revision, ...over }, headers);
  const waiting = async (who: string) =>
    (await get('/api/article/admin/data/articleaudit', staff[who])).json().data.list as { taskId: number; articleId: number }[];
  const act = async (who: string, articleId: number, action: string, comment?: string) => {
    const task = (await waiting(who)).find((t) => t.articleId === articleId);
    expect(task).toBeDefined();
    const res = await post('/api/oa/admin/workflow/task/act', { taskId: task!.taskId, action, comment }, staff[who]);
    expect(res.statusCode).toBe(200);
  };
  const front = async (query = '') =>
    (await get(`/api/article/news/query${query}`, {})).json().data as {
      list: { id: number; title: string; pinned: boolean }[];
      total: number;
      categories: { slug: string }[];
    };

  /** Signs everyone in again (sessions lapse when the clock moves hours on). */
  const signIn = async () => {
    admin = bearer(await ctx.login('admin', ADMIN_PASSWORD));
    for (const [i, name] of ['zhangyu', 'huangli', 'chenjing'].entries()) staff[name] = bearer(await ctx.login(name, ADMIN_PASSWORD, `10.78.0.${i + 1}`));
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const db = ctx.database.db;
    // The demo staff's password is random: give the reviewers the admin's to sign in as them.
    const [{ passwordHash }] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.username, 'admin'));
    const names = ['zhangyu', 'huangli', 'chenjing'];
    await db.update(users).set({ passwordHash }).where(inArray(users.username, names));
    await signIn();
    const tree = (await get('/apiv2/article/admin/category/query')).json().data.list as { id: number; slug: string }[];
    categories = Object.fromEntries(tree.map((c) => [c.slug, c.id]));
  });
  afterAll(() => ctx.close());

  it('lists the demo articles with server-side paging, filters and sorting', async () => {
    const all = (await get(`${base}/query?pageSize=10`)).json().data;
    expect(all.total).toBe(122);
    expect(all.list).toHaveLength(10);
    const readings = (await get(`${base}/query?pageSize=100&categoryId=${categories['policy-readings']}`)).json().data;
    // The category and the two below it.
    expect(readings.total).toBe(30);
    expect((await get(`${base}/query?status=review`)).json().data.total).toBe(2);
    expect((await get(`${base}/query?live=false&pageSize=50`)).json().data.list.every((a: Article) => a.liveRevision === null)).toBe(true);
    const keyword = (await get(`${base}/query?keyword=${encodeURIComponent('满意度调查')}`)).json().data;
    expect(keyword.list.map((a: Article) => a.title)).toEqual(['园区2026年度企业服务满意度调查结果发布']);
    const byViews = (await get(`${base}/query?sortField=viewCount&sortOrder=descend&pageSize=5`))
      .json()
      .data.list.map((a: { viewCount: number }) => a.viewCount);
    expect(byViews).toEqual([...byViews].sort((a, b) => b - a));
    const bad = await get(`${base}/query?sortField=title`);
    expect(bad.statusCode).toBe(400);
  });

  it('creates a draft with its text sanitised; a content change keeps a revision, placement alone does not', async () => {
    const a = await create();
    expect(a).toMatchObject({ status: 'draft', revision: 1, liveRevision: null });
    expect(a.contentHtml).not.toContain('script');
    const edited = await update(a, { title: '园区举办集成电路产业对接会（第二场）' });
    expect(edited.json().data).toMatchObject({ revision: 2, status: 'draft' });
    const placed = await update(edited.json().data, { title: '园区举办集成电路产业对接会（第二场）', recommended: true });
    expect(placed.json().data).toMatchObject({ revision: 2, recommended: true });
    const revisions = (await get(`${base}/revisions?id=${a.id}`)).json().data;
    expect(revisions.list.map((r: { number: number }) => r.number)).toEqual([2, 1]);
    const log = (await get(`/apiv2/account/admin/log?entity=article&entityId=${a.id}`)).json().data.list;
    expect(log.map((l: { action: string }) => l.action).sort()).toEqual(['create', 'update', 'update']);
  });

  it('refuses bad input naming the field, and unknown ids with 404', async () => {
    const cases: [object, number, string][] = [
      [{ title: ' ' }, 400, 'title'],
      [{ categoryId: 999999 }, 422, 'categoryId'],
      [{ contentHtml: '<script>x</script>' }, 422, 'contentHtml'],
      [{ coverUrl: 'javascript:alert(1)' }, 400, 'coverUrl'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 400, 'tags'],
      [{ pinnedUntil: '2020-01-01T00:00:00Z' }, 422, 'pinnedUntil'],
      [{ publishAt: '2026-12-10T00:00:00Z', offlineAt: '2026-12-01T00:00:00Z' }, 422, 'offlineAt'],
      [{ title: 'a\u0000b' }, 400, 'title'],
    ];
    for (const [over, status, field] of cases) {
      const res = await post(`${base}/create`, draft(over));
      expect([JSON.stringify(over).slice(0, 40), res.statusCode, res.json().field]).toEqual([JSON.stringify(over).slice(0, 40), status, field]);
    }
    expect((await get(`${base}/detail?id=999999`)).statusCode).toBe(404);
    expect((await post(`${base}/submit`, { id: 999999 })).statusCode).toBe(404);
    expect((await get(`${base}/revision?id=999999&number=1`)).statusCode).toBe(404);
  });

  it('an edit lock keeps a second editor out, naming who holds it; a stale revision is refused', async () => {
    const a = await create({}, staff.zhangyu);
    expect((await post(`${base}/lock`, { id: a.id }, staff.zhangyu)).statusCode).toBe(200);
    expect((await detail(a.id)).lockedByName).toBe('张宇');
    const second = await post(`${base}/lock`, { id: a.id }, staff.huangli);
    expect(second.statusCode).toBe(409);
    expect(second.json().errorMessage).toContain('张宇');
    const refused = await update(a, { title: '抢先保存' }, staff.huangli);
    expect(refused.statusCode).toBe(409);
    expect((await detail(a.id)).title).toBe(a.title);
    const saved = await update(a, { title: '张宇的修改' }, staff.zhangyu);
    expect(saved.statusCode).toBe(200);
    await post(`${base}/unlock`, { id: a.id }, staff.zhangyu);
    // Unlocked, but huangli still holds revision 1 in her editor.
    const stale = await update(a, { title: '黄丽的修改' }, staff.huangli);
    expect([stale.statusCode, stale.json().field]).toEqual([409, 'baseRevision']);
    // An abandoned lock expires.
    await post(`${base}/lock`, { id: a.id }, staff.zhangyu);
    ctx.advance(6 * 60_000);
    expect((await post(`${base}/lock`, { id: a.id }, staff.huangli)).statusCode).toBe(200);
  });

  it('goes through the article audit: returned with a comment, fixed, resubmitted, approved, on the front', async () => {
    const a = await create({ title: '园区发布集成电路产业三年行动计划' });
    const submitted = await post(`${base}/submit`, { id: a.id });
    expect(submitted.json().data.status).toBe('review');
    expect((await update(a, { title: '审核中修改' })).statusCode).toBe(409);
    const audit = (await waiting('zhangyu')).find((t) => t.articleId === a.id)!;
    const shown = (await get(`/api/article/admin/data/articleaudit/detail?taskId=${audit.taskId}`, staff.zhangyu)).json().data;
    expect(shown).toMatchObject({ underReview: { number: 1, title: '园区发布集成电路产业三年行动计划' }, published: null });
    expect(shown.actions).toContain('return');
    // Not chenjing's task (yet): nothing of hers waits there.
    expect((await get(`/api/article/admin/data/articleaudit/detail?taskId=${audit.taskId}`, staff.chenjing)).statusCode).toBe(404);

    await act('zhangyu', a.id, 'return', '标题请写明“2027—2029”');
    expect(await detail(a.id)).toMatchObject({ status: 'returned', reviewComment: '标题请写明“2027—2029”' });
    const fixed = (await update(await detail(a.id), { title: '园区发布集成电路产业三年行动计划（2027—2029）' })).json().data;
    expect(fixed).toMatchObject({ status: 'returned', revision: 2 });
    expect((await post(`${base}/submit`, { id: a.id, comment: '已修改标题' })).json().data.status).toBe('review');
    await act('huangli', a.id, 'approve');
    expect((await detail(a.id)).status).toBe('review');
    await act('chenjing', a.id, 'approve', '同意发布');
    expect(await detail(a.id)).toMatchObject({ status: 'published', liveRevision: 2, reviewComment: null });

    const onFront = await front(`?category=park-news`);
    expect(onFront.list.map((n) => n.title)).toContain('园区发布集成电路产业三年行动计划（2027—2029）');
    const read = (await get(`/api/article/news/detail?id=${a.id}`, {})).json().data;
    expect(read).toMatchObject({ title: '园区发布集成电路产业三年行动计划（2027—2029）', viewCount: 1, categorySlug: 'park-news' });
    expect(read.related.length).toBeGreaterThan(0);

    // Edited while on the front: the front keeps the approved revision until the new one is approved.
    const again = (await update(await detail(a.id), { title: '三年行动计划全文发布' })).json().data;
    expect(again).toMatchObject({ status: 'draft', revision: 3, liveRevision: 2 });
    expect((await get(`/api/article/news/detail?id=${a.id}`, {})).json().data.title).toContain('（2027—2029）');
    await post(`${base}/submit`, { id: a.id });
    const second = (await waiting('zhangyu')).find((t) => t.articleId === a.id)!;
    const compared = (await get(`/api/article/admin/data/articleaudit/detail?taskId=${second.taskId}`, staff.zhangyu)).json().data;
    expect([compared.underReview.number, compared.published.number]).toEqual([3, 2]);
    await act('zhangyu', a.id, 'approve');
    await act('chenjing', a.id, 'approve');
    expect((await get(`/api/article/news/detail?id=${a.id}`, {})).json().data.title).toBe('三年行动计划全文发布');

    // Off the front, and a category that still holds it cannot be deleted.
    expect((await post(`${base}/offline`, { id: a.id })).json().data).toMatchObject({ status: 'withdrawn', liveRevision: null });
    expect((await get(`/api/article/news/detail?id=${a.id}`, {})).statusCode).toBe(404);
    const refused = await post('/api/article/admin/category/delete', { id: categories['park-news'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toMatch(/holds \d+ articles/);
  });

  it('recalls a submission nobody acted on; a reviewer having acted, it can no longer be recalled', async () => {
    const a = await create({ title: '撤回测试' });
    await post(`${base}/submit`, { id: a.id });
    expect((await post(`${base}/recall`, { id: a.id })).json().data.status).toBe('draft');
    expect((await post(`${base}/delete`, { id: a.id })).statusCode).toBe(200);
    const b = await create({ title: '撤回测试二' });
    await post(`${base}/submit`, { id: b.id });
    expect((await post(`${base}/delete`, { id: b.id })).statusCode).toBe(409);
    await act('zhangyu', b.id, 'approve');
    expect((await post(`${base}/recall`, { id: b.id })).statusCode).toBe(409);
    expect((await detail(b.id)).status).toBe('review');
  });

  it('publishes at once in a category that skips audit; publish and offline times run on the job runner', async () => {
    await ctx.app.jobRunner.scheduleRecurring();
    const now = ctx.now().getTime();
    const notice = await create({ title: '关于园区道路临时封闭的通知', categoryId: categories.notices });
    expect((await post(`${base}/submit`, { id: notice.id })).json().data).toMatchObject({ status: 'published', liveRevision: 1 });

    const later = await create({
      title: '定时发布的通知',
      categoryId: categories.notices,
      publishAt: new Date(now + 3_600_000).toISOString(),
      offlineAt: new Date(now + 3 * 3_600_000).toISOString(),
    });
    expect((await post(`${base}/submit`, { id: later.id })).json().data.status).toBe('scheduled');
    expect((await front('?category=notices&pageSize=100')).list.map((n) => n.id)).not.toContain(later.id);
    ctx.advance(2 * 3_600_000);
    await ctx.app.jobRunner.runDue();
    await signIn();
    expect(await detail(later.id)).toMatchObject({ status: 'published', liveRevision: 1 });
    expect((await front('?category=notices&pageSize=100')).list.map((n) => n.id)).toContain(later.id);
    ctx.advance(2 * 3_600_000);
    await ctx.app.jobRunner.runDue();
    await signIn();
    expect(await detail(later.id)).toMatchObject({ status: 'withdrawn', liveRevision: null });
  });

  it('restores an old revision as a new one; nothing is lost', async () => {
    const a = await create({ title: '第一版标题' });
    const two = (await update(a, { title: '第二版标题' })).json().data;
    const restored = await post(`${base}/restore`, { id: a.id, number: 1 });
    expect(restored.json().data).toMatchObject({ title: '第一版标题', revision: 3 });
    const list = (await get(`${base}/revisions?id=${a.id}`)).json().data.list;
    expect(list.map((r: { number: number; note: string | null }) => [r.number, r.note])).toEqual([
      [3, 'restored from revision 1'],
      [2, null],
      [1, null],
    ]);
    expect((await get(`${base}/revision?id=${a.id}&number=2`)).json().data.title).toBe(two.title);
    expect((await post(`${base}/restore`, { id: a.id, number: 9 })).statusCode).toBe(404);
  });

  it('the front shows pinned articles first, hides hidden categories and refuses an unknown category', async () => {
    const first = await front('?pageSize=5');
    expect(first.list.slice(0, 2).every((n) => n.pinned)).toBe(true);
    const second = await front('?current=2&pageSize=5');
    expect(second.list.some((n) => n.pinned)).toBe(false);
    expect(new Set([...first.list, ...second.list].map((n) => n.id)).size).toBe(10);
    expect((await get('/api/article/news/query?category=no-such', {})).statusCode).toBe(404);
    const stories = categories['company-stories'];
    const cat = (await get('/apiv2/article/admin/category/query')).json().data.list.find((c: { id: number }) => c.id === stories);
    await post('/api/article/admin/category/post', { ...cat, visible: false });
    expect((await get('/api/article/news/query?category=company-stories', {})).statusCode).toBe(404);
    const everything = await front('?pageSize=200');
    expect(everything.categories.map((c: { slug: string }) => c.slug)).not.toContain('company-stories');
    await post('/api/article/admin/category/post', { ...cat, visible: true });
  });

  it('keeps people without the article keys out, and the audit list to each reviewer’s own tasks', async () => {
    await ctx.createUser('nocms', 'Nocms@2026x');
    const outsider = bearer(await ctx.login('nocms', 'Nocms@2026x', '10.78.0.9'));
    expect((await get(`${base}/query`, outsider)).statusCode).toBe(403);
    expect((await post(`${base}/create`, draft(), outsider)).statusCode).toBe(403);
    expect((await get('/api/article/admin/data/articleaudit', outsider)).statusCode).toBe(403);
    // chenjing has the audit screen but no article:save.
    expect((await post(`${base}/create`, draft(), staff.chenjing)).statusCode).toBe(403);
  });
});
