import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

type PageItem = { id: number; slug: string; title: string; inFooter: boolean; order: number; updatedByName: string | null };

describe.each(dbKinds)('single pages on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const save = (payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url: '/api/article/admin/page/post', payload, headers });
  const list = async (): Promise<PageItem[]> => (await get('/api/article/admin/page/query')).json().data.list;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  it('starts with the four standing pages, all linked from the footer, in order', async () => {
    expect((await list()).map((p) => [p.slug, p.title, p.inFooter])).toEqual([
      ['about', '关于园区', true],
      ['contact', '联系我们', true],
      ['terms', '用户协议', true],
      ['privacy', '隐私政策', true],
    ]);
    expect((await get('/api/cms/page/footer', {})).json().data).toEqual([
      { slug: 'about', title: '关于园区' },
      { slug: 'contact', title: '联系我们' },
      { slug: 'terms', title: '用户协议' },
      { slug: 'privacy', title: '隐私政策' },
    ]);
  });

  it('creates a page with its script removed, shows it to visitors by slug, and logs who saved it', async () => {
    const created = await save({
      slug: 'service-guide',
      title: '入园服务指南',
      contentHtml: '<h2>办事流程</h2><p onclick="steal()">先预约，再到服务中心办理。</p><script>alert(1)</script><a href="javascript:alert(2)">链接</a>',
      description: '  ',
      order: 50,
    });
    expect(created.statusCode).toBe(200);
    const page = created.json().data;
    expect(page).toMatchObject({ slug: 'service-guide', inFooter: false, description: null, updatedByName: '系统管理员' });
    expect(page.contentHtml).toContain('<h2>办事流程</h2>');
    expect(page.contentHtml).not.toMatch(/script|onclick|javascript:/i);
    const shown = await get('/api/cms/page/detail?slug=service-guide', {});
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual({
      slug: 'service-guide',
      title: '入园服务指南',
      description: null,
      contentHtml: page.contentHtml,
      updatedAt: page.updatedAt,
    });
    // Not in the footer until marked for it.
    expect((await get('/api/cms/page/footer', {})).json().data.map((p: { slug: string }) => p.slug)).not.toContain('service-guide');
    const edited = await save({ id: page.id, slug: 'service-guide', title: '入园服务指南', contentHtml: '<p>新流程</p>', inFooter: true, order: 5 });
    expect(edited.json().data).toMatchObject({ inFooter: true, contentHtml: '<p>新流程</p>' });
    expect((await get('/api/cms/page/footer', {})).json().data[0]).toEqual({ slug: 'service-guide', title: '入园服务指南' });
    const log = (await get(`/apiv2/account/admin/log?entity=page&entityId=${page.id}`)).json().data.list;
    expect(log.map((l: { action: string }) => l.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses a slug in use (naming its page), a bad slug, an empty title or text, and names the field', async () => {
    const taken = await save({ slug: 'about', title: '关于我们', contentHtml: '<p>重复</p>' });
    expect([taken.statusCode, taken.json().field, taken.json().errorMessage]).toEqual([409, 'slug', 'slug: "about" is already used by the page "关于园区"']);
    const bad = await save({ slug: 'About Us', title: '关于', contentHtml: '<p>x</p>' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'slug']);
    const untitled = await save({ slug: 'untitled', title: ' ', contentHtml: '<p>x</p>' });
    expect([untitled.statusCode, untitled.json().field]).toEqual([400, 'title']);
    // Only markup the sanitiser removes: no text left.
    const empty = await save({ slug: 'empty', title: '空页', contentHtml: '<script>alert(1)</script><p> </p>' });
    expect([empty.statusCode, empty.json().field]).toEqual([422, 'contentHtml']);
    const nul = await save({ slug: 'nul', title: 'a\u0000b', contentHtml: '<p>x</p>' });
    expect(nul.statusCode).toBe(400);
    expect((await list()).map((p) => p.slug)).not.toEqual(expect.arrayContaining(['untitled', 'empty', 'nul']));
  });

  it('answers 404 for an unknown page, to staff and visitors, and 400 for a slug that cannot be one', async () => {
    expect((await get('/api/article/admin/page/detail?id=999999')).statusCode).toBe(404);
    expect((await save({ id: 999999, slug: 'ghost', title: '无', contentHtml: '<p>x</p>' })).statusCode).toBe(404);
    expect((await get('/api/cms/page/detail?slug=nope', {})).statusCode).toBe(404);
    const bad = await get('/api/cms/page/detail?slug=..%2Fadmin', {});
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'slug']);
  });

  it('guards the back office’s calls: signed out 401; a role without the content menu 403 and nothing changes', async () => {
    const before = await list();
    expect((await get('/api/article/admin/page/query', {})).statusCode).toBe(401);
    const auditorRole = (await get('/apiv2/role/admin/list?code=auditor')).json().data.list[0];
    await ctx.createUser('page-reader', 'Reader#2026xy', [auditorRole.id]);
    const reader = bearer(await ctx.login('page-reader', 'Reader#2026xy'));
    expect((await get('/api/article/admin/page/query', reader)).statusCode).toBe(403);
    expect((await get(`/api/article/admin/page/detail?id=${before[0].id}`, reader)).statusCode).toBe(403);
    expect((await save({ id: before[0].id, slug: 'about', title: '篡改', contentHtml: '<p>x</p>' }, reader)).statusCode).toBe(403);
    expect(await list()).toEqual(before);
  });
});
