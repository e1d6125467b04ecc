import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

type Category = { id: number; parentId: number; name: string; slug: string; order: number; visible: boolean; skipAudit: boolean; childCount: number };

describe.each(dbKinds)('article categories on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const list = async (query = ''): Promise<Category[]> => (await get(`/apiv2/article/admin/category/query${query}`)).json().data.list;
  const bySlug = async (slug: string) => (await list()).find((c) => c.slug === slug)!;
  const save = (payload: object) => post('/api/article/admin/category/post', payload);
  const remove = (id: number, headers = admin) => post('/api/article/admin/category/delete', { id }, headers);

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  it('lists the demo tree in tree order with each category’s subcategory count', async () => {
    const all = await list();
    expect(all.map((c) => c.slug)).toEqual(['park-news', 'notices', 'policy-readings', 'company-stories', 'national-policy', 'local-policy']);
    const readings = all.find((c) => c.slug === 'policy-readings')!;
    expect(readings).toMatchObject({ name: '政策解读', parentId: 0, childCount: 2, visible: true });
    expect(all.find((c) => c.slug === 'notices')).toMatchObject({ skipAudit: true });
    expect(all.filter((c) => c.parentId === readings.id).map((c) => c.name)).toEqual(['国家政策解读', '省市政策解读']);
  });

  it('filters by keyword and visibility, keeping each match’s ancestors so the tree stays whole', async () => {
    expect((await list(`?keyword=${encodeURIComponent('省市')}`)).map((c) => c.slug)).toEqual(['policy-readings', 'local-policy']);
    expect((await list('?keyword=NOTICES')).map((c) => c.slug)).toEqual(['notices']);
    expect(await list('?visible=false')).toEqual([]);
  });

  it('creates, edits and moves a category; every change is in the operation log', async () => {
    const readings = await bySlug('policy-readings');
    const created = await save({ parentId: readings.id, name: '区县政策解读', slug: 'district-policy', order: 30, description: '  ' });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      parentId: readings.id,
      slug: 'district-policy',
      visible: true,
      skipAudit: false,
      description: null,
      childCount: 0,
    });
    const id = created.json().data.id;
    const moved = await save({ id, parentId: 0, name: '区县政策', slug: 'district-policy', order: 50, visible: false });
    expect(moved.json().data).toMatchObject({ parentId: 0, name: '区县政策', visible: false });
    expect((await bySlug('policy-readings')).childCount).toBe(2);
    const log = (await get(`/apiv2/account/admin/log?entity=article-category&entityId=${id}`)).json().data.list;
    expect(log.map((l: { action: string }) => l.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses a slug in use (naming the category that has it), a bad slug, a sibling’s name, and names the field', async () => {
    const taken = await save({ name: '新闻', slug: 'park-news' });
    expect([taken.statusCode, taken.json().field]).toEqual([409, 'slug']);
    expect(taken.json().errorMessage).toContain('园区新闻');
    for (const slug of ['Park News', 'park--news', '-news', '新闻', 'x'.repeat(65)]) {
      const bad = await save({ name: '新闻二', slug });
      expect([slug, bad.statusCode, bad.json().field]).toEqual([slug, 400, 'slug']);
    }
    const sibling = await save({ name: '通知公告', slug: 'notices-2' });
    expect([sibling.statusCode, sibling.json().field]).toEqual([409, 'name']);
    const empty = await save({ name: ' ', slug: 'blank' });
    expect([empty.statusCode, empty.json().field]).toEqual([400, 'name']);
    const nul = await save({ name: 'a\u0000b', slug: 'nul-byte' });
    expect(nul.statusCode).toBe(400);
    expect(await list()).not.toContainEqual(expect.objectContaining({ slug: 'nul-byte' }));
  });

  it('refuses a parent that does not exist, a cycle, and a fourth level; 404 for an unknown id', async () => {
    const missing = await save({ parentId: 999999, name: '孤儿', slug: 'orphan' });
    expect([missing.statusCode, missing.json().field]).toEqual([422, 'parentId']);
    const readings = await bySlug('policy-readings');
    const national = await bySlug('national-policy');
    const cycle = await save({ id: readings.id, parentId: national.id, name: readings.name, slug: readings.slug });
    expect([cycle.statusCode, cycle.json().field]).toEqual([422, 'parentId']);
    const third = (await save({ parentId: national.id, name: '高新技术企业', slug: 'high-tech' })).json().data;
    const fourth = await save({ parentId: third.id, name: '认定', slug: 'high-tech-recognition' });
    expect([fourth.statusCode, fourth.json().field, fourth.json().errorMessage]).toEqual([422, 'parentId', 'parentId: categories go at most 3 levels deep']);
    // Moving a two-level branch under a second-level category would make four levels too.
    const news = await bySlug('park-news');
    const deep = await save({ id: readings.id, parentId: news.id, name: readings.name, slug: readings.slug });
    expect(deep.statusCode).toBe(422);
    expect((await bySlug('policy-readings')).parentId).toBe(0);
    expect((await save({ id: 999999, name: '无', slug: 'none' })).statusCode).toBe(404);
    expect((await remove(999999)).statusCode).toBe(404);
    expect((await remove(third.id)).statusCode).toBe(200);
  });

  it('refuses to delete a category that still holds subcategories, with the count; deletes an empty one', async () => {
    const readings = await bySlug('policy-readings');
    const refused = await remove(readings.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe('"政策解读" still holds 2 subcategories: move or delete them first');
    const spare = (await save({ name: '临时栏目', slug: 'temporary' })).json().data;
    expect((await remove(spare.id)).statusCode).toBe(200);
    expect(await list()).not.toContainEqual(expect.objectContaining({ id: spare.id }));
    const log = (await get(`/apiv2/account/admin/log?entity=article-category&entityId=${spare.id}`)).json().data.list;
    expect(log.map((l: { action: string }) => l.action).sort()).toEqual(['create', 'delete']);
  });

  it('guards every call: signed out 401; a role without the content menu 403 and nothing changes; an editor may', async () => {
    const before = await list();
    expect((await get('/apiv2/article/admin/category/query', {})).statusCode).toBe(401);
    const auditorRole = (await get('/apiv2/role/admin/list?code=auditor')).json().data.list[0];
    await ctx.createUser('cat-reader', 'Reader#2026xy', [auditorRole.id]);
    const reader = bearer(await ctx.login('cat-reader', 'Reader#2026xy'));
    expect((await get('/apiv2/article/admin/category/query', reader)).statusCode).toBe(403);
    expect((await post('/api/article/admin/category/post', { name: '越权', slug: 'sneaky' }, reader)).statusCode).toBe(403);
    expect((await remove(before[0].id, reader)).statusCode).toBe(403);
    expect(await list()).toEqual(before);
    const editorRole = (await get('/apiv2/role/admin/list?code=editor')).json().data.list[0];
    await ctx.createUser('cat-editor', 'Editor#2026xy', [editorRole.id]);
    const editor = bearer(await ctx.login('cat-editor', 'Editor#2026xy'));
    const made = await post('/api/article/admin/category/post', { name: '活动预告', slug: 'events', order: 50 }, editor);
    expect(made.statusCode).toBe(200);
    expect((await remove(made.json().data.id, editor)).statusCode).toBe(200);
  });
});
