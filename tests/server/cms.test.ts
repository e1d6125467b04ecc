import { and, eq, like } from 'drizzle-orm';
import { adResources } from '../../server/db/schema';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, type TestContext } from './harness';

type Block = { key: string; visible: boolean; title: string | null };
type Area = { id: number; key: string; name: string; resourceCount: number; liveCount: number };
type Resource = { id: number; title: string; state: string; clicks: number; link: string };

const HOUR = 3600_000;

describe.each(dbKinds)('site configuration, home layout and adverts on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const logOf = async (entity: string) => (await get(`/apiv2/account/admin/log?entity=${entity}`)).json().data.list as { action: string; summary: string }[];

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  describe('site configuration', () => {
    const current = async () => (await get('/api/cms/admin/webconfig/get')).json().data;

    it('saves the form, and the startup call, page titles and the favicon follow at once', async () => {
      const before = await current();
      expect(before).toMatchObject({ siteName: '智汇园区综合服务平台', icp: '苏ICP备2026000001号', logo: '/logo.svg' });
      // Read once so the server holds it in memory: the save must replace that copy.
      expect((await get('/apiv2/config/admin/all', {})).json().data.siteName).toBe('智汇园区综合服务平台');
      const saved = await post('/api/cms/admin/webconfig/post', {
        ...before,
        siteName: '星湖企业服务中心',
        favicon: '/uploads/2026/11/fav.png',
        email: '  ',
        serviceHours: '工作日 8:30–17:00',
        seoTitle: '星湖企业服务中心 · 政策一站通',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ siteName: '星湖企业服务中心', email: null, serviceHours: '工作日 8:30–17:00' });
      expect((await get('/apiv2/config/admin/all', {})).json().data).toMatchObject({
        siteName: '星湖企业服务中心',
        email: '',
        favicon: '/uploads/2026/11/fav.png',
      });
      // Cleared stays cleared (the start's defaults fill in only missing entries).
      expect((await current()).email).toBeNull();
      const log = await logOf('webconfig');
      expect(log[0]).toMatchObject({ action: 'update' });
      expect(log[0].summary.split(', ').sort()).toEqual(['email', 'favicon', 'seoTitle', 'serviceHours', 'siteName']);
    });

    it('refuses a bad address, e-mail, phone, picture or text, naming the field, and changes nothing', async () => {
      const before = await current();
      for (const [field, value] of [
        ['email', 'service@'],
        ['servicePhone', '12-34'],
        ['logo', 'javascript:alert(1)'],
        ['favicon', '//evil.example/x.png'],
        ['siteName', ' '],
        ['copyright', 'a\u0000b'],
        ['seoDescription', '长'.repeat(201)],
      ] as const) {
        const res = await post('/api/cms/admin/webconfig/post', { ...before, [field]: value });
        expect([field, res.statusCode, res.json().field]).toEqual([field, 400, field]);
      }
      expect(await current()).toEqual(before);
    });

    it('is the admin’s alone: an editor can read neither, and a refused save changes nothing', async () => {
      const editorRole = (await get('/apiv2/role/admin/list?code=editor')).json().data.list[0];
      await ctx.createUser('cms-editor', 'Editor#2026xy', [editorRole.id]);
      const editor = bearer(await ctx.login('cms-editor', 'Editor#2026xy', '10.40.0.2'));
      const before = await current();
      expect((await get('/api/cms/admin/webconfig/get', editor)).statusCode).toBe(403);
      expect((await post('/api/cms/admin/webconfig/post', { ...before, siteName: '越权' }, editor)).statusCode).toBe(403);
      expect((await post('/api/portal/admin/config/postlayout', { blocks: [] }, editor)).statusCode).toBe(403);
      expect(await current()).toEqual(before);
    });
  });

  describe('home layout', () => {
    const layout = async (): Promise<Block[]> => (await get('/api/portal/admin/config/getlayout')).json().data.blocks;

    it('starts with every block shown in the shipped order, and saves a new order, visibility and titles', async () => {
      const blocks = await layout();
      expect(blocks.map((b) => b.key)).toEqual(['banner', 'search', 'figures', 'latest', 'closingSoon', 'news', 'market', 'services', 'links']);
      expect(blocks.every((b) => b.visible && b.title === null)).toBe(true);
      const next = [blocks[5], ...blocks.filter((_, i) => i !== 5)].map((b) =>
        b.key === 'market' ? { ...b, visible: false } : b.key === 'news' ? { ...b, title: ' 园区动态 ' } : b,
      );
      const saved = await post('/api/portal/admin/config/postlayout', { blocks: next });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.blocks.slice(0, 2)).toEqual([
        { key: 'news', visible: true, title: '园区动态' },
        { key: 'banner', visible: true, title: null },
      ]);
      // The front reads it with the rest of the configuration.
      const front = (await get('/apiv2/config/admin/all', {})).json().data.homeLayout as Block[];
      expect(front.map((b) => b.key)).toEqual(saved.json().data.blocks.map((b: Block) => b.key));
      expect(front.find((b) => b.key === 'market')?.visible).toBe(false);
      expect((await logOf('homeLayout'))[0].summary.startsWith('news > banner > search')).toBe(true);
    });

    it('refuses a layout that repeats or leaves out a block, or names one that does not exist', async () => {
      const before = await layout();
      const repeat = await post('/api/portal/admin/config/postlayout', { blocks: [...before.slice(0, 8), before[0]] });
      expect([repeat.statusCode, repeat.json().errorMessage]).toEqual([400, expect.stringContaining('listed twice')]);
      const missing = await post('/api/portal/admin/config/postlayout', { blocks: before.slice(1) });
      expect([missing.statusCode, missing.json().errorMessage]).toEqual([400, expect.stringContaining(`missing: ${before[0].key}`)]);
      const unknown = await post('/api/portal/admin/config/postlayout', { blocks: [...before.slice(1), { key: 'weather', visible: true, title: null }] });
      expect(unknown.statusCode).toBe(400);
      const longTitle = await post('/api/portal/admin/config/postlayout', { blocks: before.map((b, i) => (i ? b : { ...b, title: '标'.repeat(21) })) });
      expect(longTitle.statusCode).toBe(400);
      expect(await layout()).toEqual(before);
    });
  });

  describe('adverts', () => {
    let bannerId: number;
    const areas = async (): Promise<Area[]> => (await get('/api/cms/admin/ad/areas')).json().data.list;
    const resources = async (query = ''): Promise<Resource[]> =>
      (await get(`/api/cms/admin/ad/resource?areaId=${bannerId}&pageSize=50${query}`)).json().data.list;
    const advert = (fields: object) =>
      post('/api/cms/admin/ad/resourcepost', { areaId: bannerId, title: '测试横幅', imageUrl: '/ads/space.svg', link: '/news', ...fields });

    beforeAll(async () => {
      bannerId = (await areas()).find((a) => a.key === 'home-banner')!.id;
      // The tests' own adverts only: the demo's depend on the day the seed ran.
      await ctx.database.db.delete(adResources).where(eq(adResources.areaId, bannerId));
    });

    it('keeps adverts with their state now, and the front shows only the live ones, as many as the area has room for', async () => {
      const now = ctx.now().getTime();
      const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
      for (const [title, extra] of [
        ['春季招商推介会', { startAt: at(-24), endAt: at(24), order: 20, weight: 5 }],
        ['人才公寓申请', { order: 10 }],
        ['下月活动预告', { startAt: at(48) }],
        ['已结束的活动', { startAt: at(-72), endAt: at(-1) }],
        ['暂停的广告', { enabled: false }],
        ['外链广告', { link: 'https://www.sipac.gov.cn/zxfw/', order: 30 }],
      ] as const) {
        const res = await advert({ title, ...extra });
        expect([title, res.statusCode]).toEqual([title, 200]);
      }
      const states = Object.fromEntries((await resources()).map((r) => [r.title, r.state]));
      expect(states).toEqual({
        春季招商推介会: 'live',
        人才公寓申请: 'live',
        下月活动预告: 'scheduled',
        已结束的活动: 'ended',
        暂停的广告: 'disabled',
        外链广告: 'live',
      });
      expect((await resources('&state=live')).map((r) => r.title)).toEqual(['人才公寓申请', '春季招商推介会', '外链广告']);
      expect((await resources('&keyword=活动')).map((r) => r.title).sort()).toEqual(['下月活动预告', '已结束的活动']);
      // A title keyword pages and counts its matches in the list's order, like the list without one.
      const withoutKeyword = await resources('&sortField=updatedAt&sortOrder=ascend');
      const firstOfTwo = await get(
        `/api/cms/admin/ad/resource?areaId=${bannerId}&keyword=${encodeURIComponent('活动')}&sortField=updatedAt&sortOrder=ascend&pageSize=1`,
      );
      const secondOfTwo = await get(
        `/api/cms/admin/ad/resource?areaId=${bannerId}&keyword=${encodeURIComponent('活动')}&sortField=updatedAt&sortOrder=ascend&pageSize=1&current=2`,
      );
      expect([firstOfTwo.json().data.total, secondOfTwo.json().data.total]).toEqual([2, 2]);
      expect([...firstOfTwo.json().data.list, ...secondOfTwo.json().data.list].map((r: Resource) => r.title)).toEqual(
        withoutKeyword.map((r) => r.title).filter((t) => t.includes('活动')),
      );

      // The banner shows three at once; all three live ones fit, in their order.
      const shown = (await get('/api/cms/ad/list?areas=home-banner,home-links,no-such-area', {})).json().data;
      expect(shown.map((a: { key: string }) => a.key)).toEqual(['home-banner', 'home-links']);
      expect(shown[0].adverts.map((a: { title: string; external: boolean }) => [a.title, a.external])).toEqual([
        ['人才公寓申请', false],
        ['春季招商推介会', false],
        ['外链广告', true],
      ]);
      expect(shown[0].adverts[0].href).toMatch(/^\/api\/cms\/ad\/click\/\d+$/);
      // Two days on: the scheduled one has started, the first has ended.
      ctx.advance(49 * HOUR);
      // Two days end the session too.
      admin = bearer(await ctx.login('admin', ADMIN_PASSWORD));
      const later = (await get('/api/cms/ad/list?areas=home-banner', {})).json().data[0].adverts.map((a: { title: string }) => a.title);
      expect(later).toEqual(['下月活动预告', '人才公寓申请', '外链广告']);
      expect((await get('/api/cms/ad/list?areas=Home_Banner', {})).statusCode).toBe(400);
    });

    it('counts clicks through the redirect while an advert is live, and shows them per advert', async () => {
      const [live] = await resources('&state=live&keyword=外链');
      for (let i = 0; i < 2; i++) {
        const res = await get(`/api/cms/ad/click/${live.id}`, {});
        expect([res.statusCode, res.headers.location, res.headers['cache-control']]).toEqual([302, 'https://www.sipac.gov.cn/zxfw/', 'no-store']);
      }
      const [ended] = await resources('&state=ended&keyword=已结束');
      const old = await get(`/api/cms/ad/click/${ended.id}`, {});
      expect([old.statusCode, old.headers.location]).toEqual([302, '/news']);
      const after = Object.fromEntries((await resources()).map((r) => [r.title, r.clicks]));
      expect([after['外链广告'], after['已结束的活动']]).toEqual([2, 0]);
      expect((await resources('&sortField=clicks&sortOrder=descend'))[0].title).toBe('外链广告');
      expect((await areas()).find((a) => a.id === bannerId)).toMatchObject({ resourceCount: 6, liveCount: 3 });
      expect((await get('/api/cms/ad/click/99999999', {})).statusCode).toBe(404);
      // A link stored before the rule (or by hand) leads nowhere.
      await ctx.database.db.update(adResources).set({ link: 'javascript:alert(1)' }).where(eq(adResources.id, live.id));
      expect((await get(`/api/cms/ad/click/${live.id}`, {})).statusCode).toBe(404);
      await ctx.database.db.update(adResources).set({ link: 'https://www.sipac.gov.cn/zxfw/' }).where(eq(adResources.id, live.id));
    });

    it('refuses links that are not http(s) with 422, a picture area without a picture, and bad times, writing nothing', async () => {
      const before = await resources();
      for (const link of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '//evil.example/', 'ftp://files.example/', '/\\evil.example']) {
        const res = await advert({ link });
        expect([link, res.statusCode, res.json().field]).toEqual([link, 422, 'link']);
      }
      const noPicture = await advert({ imageUrl: null });
      expect([noPicture.statusCode, noPicture.json().field]).toEqual([422, 'imageUrl']);
      const backwards = await advert({ startAt: '2026-12-02T00:00:00+08:00', endAt: '2026-12-01T00:00:00+08:00' });
      expect([backwards.statusCode, backwards.json().field]).toEqual([400, 'endAt']);
      const noArea = await advert({ areaId: 99999999 });
      expect([noArea.statusCode, noArea.json().field]).toEqual([422, 'areaId']);
      expect(
        (await post('/api/cms/admin/ad/resourcepost', { id: 99999999, areaId: bannerId, title: 'x', imageUrl: '/ads/space.svg', link: '/' })).statusCode,
      ).toBe(404);
      expect(await resources()).toEqual(before);
    });

    it('keeps area keys unique, and deletes an area only when it is empty', async () => {
      const taken = await post('/api/cms/admin/ad/areapost', { key: 'home-banner', name: '重复' });
      expect([taken.statusCode, taken.json().field, taken.json().errorMessage]).toEqual([
        409,
        'key',
        'key: "home-banner" is already used by the area "首页横幅"',
      ]);
      expect((await post('/api/cms/admin/ad/areapost', { key: 'Side Bar', name: '侧栏' })).statusCode).toBe(400);
      const side = await post('/api/cms/admin/ad/areapost', { key: 'news-side', name: '资讯侧栏', kind: 'image', width: 300, height: 250, shown: 2 });
      expect(side.json().data).toMatchObject({ key: 'news-side', resourceCount: 0, liveCount: 0 });
      const sideId = side.json().data.id;
      const ad = await post('/api/cms/admin/ad/resourcepost', { areaId: sideId, title: '侧栏广告', imageUrl: '/ads/talent.svg', link: '/news' });
      const refused = await post('/api/cms/admin/ad/areadelete', { id: sideId });
      expect([refused.statusCode, refused.json().errorMessage]).toEqual([409, 'The area "资讯侧栏" still holds 1 advert: delete or move them first']);
      // The summary counts up to 100 (the screen shows 100+); the list still pages through them all.
      await ctx.database.db
        .insert(adResources)
        .values(
          Array.from({ length: 105 }, (_, i) => ({ areaId: sideId, title: `批量广告 ${i}`, imageUrl: '/ads/space.svg', link: '/news', enabled: i % 2 === 0 })),
        );
      expect((await areas()).find((a) => a.id === sideId)).toMatchObject({ resourceCount: 100, liveCount: 54 });
      expect((await get(`/api/cms/admin/ad/resource?areaId=${sideId}`)).json().data.total).toBe(106);
      await ctx.database.db.delete(adResources).where(and(eq(adResources.areaId, sideId), like(adResources.title, '批量广告%')));
      expect((await post('/api/cms/admin/ad/resourcedelete', { id: ad.json().data.id })).statusCode).toBe(200);
      expect((await post('/api/cms/admin/ad/areadelete', { id: sideId })).statusCode).toBe(200);
      expect((await post('/api/cms/admin/ad/areadelete', { id: sideId })).statusCode).toBe(404);
      expect((await logOf('adArea')).map((l) => l.action)).toEqual(['delete', 'create']);
    });

    it('lets an editor keep adverts (the content group) but not a visitor or a signed-out reader', async () => {
      const editor = bearer(await ctx.login('cms-editor', 'Editor#2026xy', '10.40.0.3'));
      expect((await get('/api/cms/admin/ad/areas', editor)).statusCode).toBe(200);
      expect((await advert({ title: '编辑的广告' })).statusCode).toBe(200);
      expect((await get('/api/cms/admin/ad/areas', {})).statusCode).toBe(401);
      expect((await post('/api/cms/admin/ad/resourcepost', { areaId: bannerId, title: 'x', imageUrl: '/ads/space.svg', link: '/' }, {})).statusCode).toBe(401);
    });
  });
});
