import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditLogs, policySearch, resources, roleResources, roles } from '../../server/db/schema';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';
import { admin, createPolicy, policyApi, policyBody, type Api } from './policyFixtures';

/** The policy admin: HTML sanitising, validation (400/422 naming the field), 404s, permissions, guards, audit. */
describe.each(dbKinds)('policy admin on %s', (kind) => {
  let ctx: TestContext;
  let api: Api;
  let dept: number;

  const auditOf = (entity: string, entityId: number) =>
    ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(entityId))))
      .orderBy(asc(auditLogs.id));

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    api = await policyApi(ctx);
    dept = (
      await api.ok(`${admin}/department/create`, {
        name: '云溪市科学技术局',
        level: 'city',
        regionCode: '320500',
        phone: '0512-68616525',
        website: 'https://kjj.yunxi.gov.cn',
      })
    ).id;
  });
  afterAll(() => ctx.close());

  it('sanitises the policy text on save: no script, style, event handlers or javascript: links; headings, lists, tables, links and images of our uploads stay', async () => {
    const html = [
      '<h2 onclick="steal()">一、支持对象</h2>',
      '<script>alert(document.cookie)</script>',
      '<style>body{display:none}</style>',
      '<p style="color:red">正文<img src="/uploads/2026/03/0123456789abcdef0123456789abcdef.png" onerror="alert(1)" alt="图"></p>',
      // Images of other sites are dropped (they see every reader's IP): only our uploads stay.
      '<p><img src="https://kjj.yunxi.gov.cn/a.png" alt="外链图"></p>',
      '<a href="javascript:alert(1)">坏链接</a> <a href="https://kjj.yunxi.gov.cn/art/1.html" target="_blank">原文</a>',
      '<ul><li>云溪条件一</li></ul><table><tbody><tr><td colspan="2">标准</td></tr></tbody></table>',
      '<iframe src="https://evil.example"></iframe><img src="javascript:alert(2)">',
    ].join('');
    const created = await api.ok(`${admin}/create`, policyBody(dept, { title: '云溪净化测试政策', contentHtml: html }));
    const saved: string = created.contentHtml;
    expect(saved).not.toMatch(/<script|<style|onerror|onclick|javascript:|<iframe|style=/i);
    expect(saved).not.toContain('document.cookie');
    expect(saved).toContain('<h2>一、支持对象</h2>');
    expect(saved).toContain('<img src="/uploads/2026/03/0123456789abcdef0123456789abcdef.png" alt="图" />');
    expect(saved).not.toContain('外链图');
    expect(saved).toContain('<a href="https://kjj.yunxi.gov.cn/art/1.html" target="_blank" rel="noopener noreferrer">原文</a>');
    expect(saved).toContain('<a>坏链接</a>');
    expect(saved).toContain('<ul><li>云溪条件一</li></ul>');
    expect(saved).toContain('<td colspan="2">标准</td>');
    // What is stored is what the front gets.
    const read = (await api.get(`${admin}/detail?id=${created.id}`)).json().data;
    expect(read.contentHtml).toBe(saved);
    expect(read.status).toBe('draft');
    // The text is searchable once published, the removed script is not.
    await api.ok(`${admin}/publish`, { id: created.id });
    const found = (await api.post('/api/policy/search', { keyword: '云溪条件一' }, {})).json().data.list;
    expect(found.map((p: { id: number }) => p.id)).toContain(created.id);
    expect((await api.post('/api/policy/search', { keyword: 'document.cookie' }, {})).json().data.total).toBe(0);
  });

  it('answers 400 naming the field for malformed input and 422 for references that do not exist', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: undefined }, 400, 'title'],
      [{ level: 'county' }, 400, 'level'],
      [{ regionCode: '3205' }, 400, 'regionCode'],
      [{ publishDate: '2026-13-01' }, 400, 'publishDate'],
      [{ maxAmount: -5 }, 400, 'maxAmount'],
      [{ sourceUrl: 'ftp://x' }, 400, 'sourceUrl'],
      [{ window: { kind: 'range', startDate: '2026-01-01' } }, 400, 'window.endDate'],
      [{ window: { kind: 'batches', batches: [] } }, 400, 'window.batches'],
      [{ rules: [{ id: 'r1', field: 'revenue', op: 'about', value: 1, label: 'x' }] }, 400, 'rules.0.op'],
      [{ rules: [{ id: 'r1', field: 'turnover', op: 'gte', value: 1, label: 'x' }] }, 400, 'rules.0.field'],
      [{ attachments: [{ name: 'a', url: 'javascript:alert(1)' }] }, 400, 'attachments.0.url'],
      [{ contacts: [{ department: '处室', phone: '12' }] }, 400, 'contacts.0.phone'],
      [{ departmentId: 99999999 }, 422, 'departmentId'],
      [{ tagIds: [99999999] }, 422, 'tagIds'],
      [{ supportType: 'lottery' }, 422, 'supportType'],
      [
        {
          rules: [
            { id: 'r1', field: 'revenue', op: 'gte', value: 1, label: 'a' },
            { id: 'r1', field: 'staff', op: 'gte', value: 1, label: 'b' },
          ],
        },
        422,
        'rules',
      ],
    ];
    for (const [override, status, field] of cases) {
      const res = await api.post(`${admin}/create`, policyBody(dept, { title: '云溪校验', ...override }));
      expect([JSON.stringify(override), res.statusCode, res.json().field]).toEqual([JSON.stringify(override), status, field]);
      expect(res.body).not.toMatch(/select|insert|stack/i);
    }
  });

  it('answers 404 for unknown ids on every policy write and read', async () => {
    expect((await api.get(`${admin}/detail?id=99999999`)).statusCode).toBe(404);
    for (const path of ['publish', 'unpublish', 'delete'])
      expect([path, (await api.post(`${admin}/${path}`, { id: 99999999 })).statusCode]).toEqual([path, 404]);
    expect((await api.post(`${admin}/update`, { ...policyBody(dept), id: 99999999 })).statusCode).toBe(404);
    expect((await api.post(`${admin}/tag/update`, { id: 99999999, name: 'x', kind: 'theme' })).statusCode).toBe(404);
    expect((await api.post(`${admin}/tag/delete`, { id: 99999999 })).statusCode).toBe(404);
    expect((await api.post(`${admin}/department/delete`, { id: 99999999 })).statusCode).toBe(404);
    expect((await api.post(`${admin}/provider/delete`, { id: 99999999 })).statusCode).toBe(404);
    expect((await api.post(`${admin}/offer/delete`, { id: 99999999 })).statusCode).toBe(404);
  });

  it('updates, publishes, unpublishes and deletes a policy, auditing each change', async () => {
    const id = await createPolicy(api, dept, { title: '云溪研发奖补' }, true);
    const updated = await api.ok(`${admin}/update`, { ...policyBody(dept, { title: '云溪研发投入奖补（修订）', maxAmount: 300 }), id });
    expect([updated.title, updated.maxAmount, updated.status]).toEqual(['云溪研发投入奖补（修订）', 300, 'draft']);
    expect((await api.post('/api/policy/search', { keyword: '云溪研发投入奖补' }, {})).json().data.total).toBe(0);
    expect((await api.ok(`${admin}/publish`, { id })).status).toBe('published');
    expect((await api.post('/api/policy/search', { keyword: '云溪研发投入奖补' }, {})).json().data.list[0].id).toBe(id);
    expect((await api.ok(`${admin}/unpublish`, { id })).status).toBe('unpublished');
    // The admin list sees every status and filters by it and by document number.
    const unpublished = (await api.get(`${admin}/query?status=unpublished&keyword=${encodeURIComponent('云溪研发')}`)).json().data;
    expect(unpublished.list.map((p: { id: number }) => p.id)).toEqual([id]);
    const byDocNo = (await api.get(`${admin}/query?keyword=${encodeURIComponent('星科规〔2026〕1号')}&pageSize=100`)).json().data;
    expect(byDocNo.list.map((p: { id: number }) => p.id)).toContain(id);
    expect(await api.ok(`${admin}/delete`, { id })).toEqual({ id });
    expect((await api.get(`${admin}/detail?id=${id}`)).statusCode).toBe(404);
    const log = (await auditOf('policy', id)).map((l) => [l.action, l.summary]);
    expect(log).toEqual([
      ['create', '云溪研发奖补'],
      ['update', '云溪研发投入奖补（修订）'],
      ['update', 'publish: 云溪研发投入奖补（修订）'],
      ['update', 'unpublish: 云溪研发投入奖补（修订）'],
      ['delete', '云溪研发投入奖补（修订）'],
    ]);
  });

  it('search follows every change of a policy at once: edits while published, unpublish, republish, delete', async () => {
    const searchRows = async (id: number) => (await ctx.database.db.select().from(policySearch).where(eq(policySearch.policyId, id))).length;
    const find = async (keyword: string) =>
      (await api.post('/api/policy/search', { keyword }, {})).json().data as { total: number; list: { id: number; level: string; maxAmount: number }[] };
    const id = await createPolicy(api, dept, { title: '云溪数字车间认定奖励', level: 'city', maxAmount: 50 });
    expect((await find('云溪数字车间认定奖励')).list[0]).toMatchObject({ id, level: 'city', maxAmount: 50 });
    await api.ok(`${admin}/update`, { ...policyBody(dept, { title: '云溪智能工厂认定奖励', level: 'district', maxAmount: 80 }), id });
    expect((await find('云溪数字车间')).total).toBe(0);
    expect((await find('云溪智能工厂认定奖励')).list[0]).toMatchObject({ id, level: 'district', maxAmount: 80 });
    await api.ok(`${admin}/unpublish`, { id });
    expect([(await find('云溪智能工厂认定奖励')).total, await searchRows(id)]).toEqual([0, 0]);
    await api.ok(`${admin}/publish`, { id });
    expect((await find('云溪智能工厂认定奖励')).list[0].id).toBe(id);
    await api.ok(`${admin}/delete`, { id });
    expect([(await find('云溪智能工厂认定奖励')).total, await searchRows(id)]).toEqual([0, 0]);
  });

  it('sorts and pages the admin list', async () => {
    const page = (await api.get(`${admin}/query?sortField=maxAmount&sortOrder=descend&pageSize=30&status=published`)).json().data;
    const amounts = page.list.map((p: { maxAmount: number | null }) => p.maxAmount).filter((a: number | null) => a !== null);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(page.total).toBeGreaterThan(300);
    const soonest = (await api.get(`${admin}/query?sortField=deadline&sortOrder=ascend&windowStatus=closing_soon`)).json().data.list;
    expect(soonest.every((p: { windowStatus: string }) => p.windowStatus === 'closing_soon')).toBe(true);
    expect(soonest.map((p: { deadline: string }) => p.deadline)).toEqual(soonest.map((p: { deadline: string }) => p.deadline).sort());
  });

  it('filters the admin list by publish date, both days included; 422 on publishTo when the range is reversed', async () => {
    const ids: Record<string, number> = {};
    for (const [name, publishDate] of [
      ['一', '2025-01-10'],
      ['二', '2025-02-15'],
      ['三', '2025-03-20'],
    ]) {
      ids[name] = await createPolicy(api, dept, { title: `云溪发布日期${name}`, publishDate }, name === '三');
    }
    const found = async (range: string) => {
      const res = await api.get(`${admin}/query?keyword=${encodeURIComponent('云溪发布日期')}&sortField=publishDate&sortOrder=ascend${range}`);
      expect([range, res.statusCode]).toEqual([range, 200]);
      return res.json().data.list.map((p: { id: number }) => p.id);
    };
    expect(await found('')).toEqual([ids['一'], ids['二'], ids['三']]);
    // Both ends are inclusive, drafts included (the admin sees every status).
    expect(await found('&publishFrom=2025-02-15&publishTo=2025-03-20')).toEqual([ids['二'], ids['三']]);
    expect(await found('&publishFrom=2025-02-16')).toEqual([ids['三']]);
    expect(await found('&publishTo=2025-02-15')).toEqual([ids['一'], ids['二']]);
    expect(await found('&publishFrom=2025-02-15&publishTo=2025-02-15')).toEqual([ids['二']]);
    const reversed = await api.get(`${admin}/query?publishFrom=2025-03-01&publishTo=2025-02-01`);
    expect([reversed.statusCode, reversed.json().field]).toEqual([422, 'publishTo']);
    const malformed = await api.get(`${admin}/query?publishFrom=2025-02-30x`);
    expect([malformed.statusCode, malformed.json().field]).toEqual([400, 'publishFrom']);
  });

  it('lists the issuing departments with published policies publicly, with their counts, by level then name', async () => {
    const make = async (name: string, level: string, regionCode: string) =>
      (await api.ok(`${admin}/department/create`, { name, level, regionCode })).id as number;
    const province = await make('云溪省发展和改革委员会', 'provincial', '320000');
    const districtB = await make('云溪区乙局', 'district', '320571');
    const draftsOnly = await make('云溪区丙局', 'district', '320571');
    await createPolicy(api, province, { title: '云溪省级政策一', level: 'provincial', regionCode: '320000' });
    await createPolicy(api, province, { title: '云溪省级政策二', level: 'provincial', regionCode: '320000' });
    await createPolicy(api, province, { title: '云溪省级草稿', level: 'provincial', regionCode: '320000' }, true);
    const off = await createPolicy(api, districtB, { title: '云溪区级下架', level: 'district', regionCode: '320571' });
    await api.ok(`${admin}/unpublish`, { id: off });
    await createPolicy(api, districtB, { title: '云溪区级政策', level: 'district', regionCode: '320571' });
    await createPolicy(api, draftsOnly, { title: '云溪区级草稿', level: 'district', regionCode: '320571' }, true);

    const res = await api.get('/api/policy/departments', {});
    expect(res.statusCode).toBe(200);
    const list: { id: number; name: string; level: string; regionCode: string; policyCount: number }[] = res.json().data;
    const byId = new Map(list.map((d) => [d.id, d]));
    // Only published policies count; a department with drafts only is not offered.
    expect(byId.get(province)).toEqual({ id: province, name: '云溪省发展和改革委员会', level: 'provincial', regionCode: '320000', policyCount: 2 });
    expect(byId.get(districtB)?.policyCount).toBe(1);
    expect(byId.has(draftsOnly)).toBe(false);
    expect(list.every((d) => d.policyCount > 0)).toBe(true);
    // The counts are what a search by department finds.
    expect((await api.post('/api/policy/search', { departmentId: [province], pageSize: 1 }, {})).json().data.total).toBe(2);
    // National, provincial, city, district; by name (code-point order) within a level.
    const levels = ['national', 'provincial', 'city', 'district'];
    const key = (d: { level: string; name: string }) => [levels.indexOf(d.level), d.name] as const;
    for (let i = 1; i < list.length; i += 1) {
      const [a, b] = [key(list[i - 1]), key(list[i])];
      expect([list[i - 1].name, list[i].name, a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])]).toEqual([list[i - 1].name, list[i].name, true]);
    }
    expect(new Set(list.map((d) => d.level)).size).toBeGreaterThan(2);
  });

  it('guards tags: two levels only, no duplicates, no deleting one in use or with small tags (409)', async () => {
    const big = await api.ok(`${admin}/tag/create`, { name: '云溪大标签', kind: 'industry' });
    const small = await api.ok(`${admin}/tag/create`, { name: '云溪小标签', kind: 'industry', parentId: big.id });
    const deeper = await api.post(`${admin}/tag/create`, { name: '云溪孙标签', kind: 'industry', parentId: small.id });
    expect([deeper.statusCode, deeper.json().field]).toEqual([422, 'parentId']);
    const dup = await api.post(`${admin}/tag/create`, { name: '云溪小标签', kind: 'industry', parentId: big.id });
    expect([dup.statusCode, dup.json().field]).toEqual([409, 'name']);
    expect((await api.post(`${admin}/tag/create`, { name: '', kind: 'industry' })).json().field).toBe('name');

    const id = await createPolicy(api, dept, { title: '云溪标签政策', tagIds: [small.id] });
    expect((await api.post(`${admin}/tag/delete`, { id: big.id })).statusCode).toBe(409);
    const inUse = await api.post(`${admin}/tag/delete`, { id: small.id });
    expect([inUse.statusCode, inUse.json().errorMessage]).toEqual([409, expect.stringContaining('1 policies')]);
    await api.ok(`${admin}/update`, { ...policyBody(dept, { title: '云溪标签政策', tagIds: [] }), id });
    expect(await api.ok(`${admin}/tag/delete`, { id: small.id })).toEqual({ id: small.id });
    expect(await api.ok(`${admin}/tag/delete`, { id: big.id })).toEqual({ id: big.id });
    expect((await auditOf('policy_tag', big.id)).map((l) => l.action)).toEqual(['create', 'delete']);
    const listed = (await api.get(`${admin}/tag/query?parentId=0&pageSize=100`)).json().data.list;
    expect(listed.every((t: { parentId: number | null }) => t.parentId === null)).toBe(true);
  });

  it('guards departments: no deleting one that issued policies (409); a rename is searchable at once', async () => {
    const other = await api.ok(`${admin}/department/create`, { name: '云溪区经济发展局', level: 'district', regionCode: '320571' });
    const id = await createPolicy(api, other.id, { title: '云溪首次进规奖励', level: 'district', regionCode: '320571' });
    expect((await api.post(`${admin}/department/delete`, { id: other.id })).statusCode).toBe(409);
    const dup = await api.post(`${admin}/department/create`, { name: '云溪区经济发展局', level: 'district', regionCode: '320571' });
    expect([dup.statusCode, dup.json().field]).toEqual([409, 'name']);
    expect((await api.post(`${admin}/department/create`, { name: '云溪某局', level: 'district', regionCode: '32' })).json().field).toBe('regionCode');

    await api.ok(`${admin}/department/update`, { id: other.id, name: '云溪区商务和经济局', level: 'district', regionCode: '320571' });
    const found = (await api.post('/api/policy/search', { keyword: '云溪区商务和经济局' }, {})).json().data.list;
    expect(found.map((p: { id: number; departmentName: string }) => [p.id, p.departmentName])).toEqual([[id, '云溪区商务和经济局']]);

    await api.ok(`${admin}/delete`, { id });
    expect(await api.ok(`${admin}/department/delete`, { id: other.id })).toEqual({ id: other.id });
    expect((await auditOf('policy_department', other.id)).map((l) => l.action)).toEqual(['create', 'update', 'delete']);
  });

  it('manages market providers and offers: sanitised details, 422 for an unknown provider, delete guard, public lists show active ones', async () => {
    const provider = await api.ok(`${admin}/provider/create`, {
      name: '云溪知识产权代理有限公司',
      kind: 'ip',
      regionCode: '320571',
      phone: '0512-62551234',
      rating: 4.66,
    });
    expect(provider.rating).toBe(4.7);
    const offer = await api.ok(`${admin}/offer/create`, {
      providerId: provider.id,
      title: '发明专利申请代理',
      category: '知识产权',
      priceText: '4500元/件起',
      priceMin: 4500,
      detailHtml: '<h3>服务内容</h3><p onmouseover="x()">代理<script>alert(1)</script></p>',
      tags: ['专利', '专利'],
    });
    expect(offer.detailHtml).toBe('<h3>服务内容</h3><p>代理</p>');
    expect(offer.tags).toEqual(['专利']);
    const bad = await api.post(`${admin}/offer/create`, { providerId: 99999999, title: '无主服务', category: 'x' });
    expect([bad.statusCode, bad.json().field]).toEqual([422, 'providerId']);

    const pub = (await api.get(`/api/policy/market/providers?kind=ip&regionCode=320500&keyword=${encodeURIComponent('云溪')}`, {})).json().data;
    expect(pub.list.map((p: { id: number; offerCount: number }) => [p.id, p.offerCount])).toEqual([[provider.id, 1]]);
    const detail = (await api.get(`/api/policy/market/provider?id=${provider.id}`, {})).json().data;
    expect(detail.offers.map((o: { title: string }) => o.title)).toEqual(['发明专利申请代理']);
    const offers = (await api.get(`/api/policy/market/offers?providerId=${provider.id}`, {})).json().data;
    expect(offers.total).toBe(1);

    await api.ok(`${admin}/provider/update`, { id: provider.id, name: '云溪知识产权代理有限公司', kind: 'ip', status: 'disabled' });
    expect((await api.get(`/api/policy/market/provider?id=${provider.id}`, {})).statusCode).toBe(404);
    expect((await api.get(`/api/policy/market/offers?providerId=${provider.id}`, {})).json().data.total).toBe(0);
    expect((await api.get(`${admin}/provider/query?status=disabled&keyword=${encodeURIComponent('云溪')}`)).json().data.total).toBe(1);

    expect((await api.post(`${admin}/provider/delete`, { id: provider.id })).statusCode).toBe(409);
    await api.ok(`${admin}/offer/delete`, { id: offer.id });
    expect(await api.ok(`${admin}/provider/delete`, { id: provider.id })).toEqual({ id: provider.id });
    expect((await auditOf('market_offer', offer.id)).map((l) => l.action)).toEqual(['create', 'delete']);
    // The seeded market is there for the front.
    expect((await api.get('/api/policy/market/providers?pageSize=50', {})).json().data.total).toBeGreaterThanOrEqual(19);
  });

  it('enforces the permission keys: a reader may list but not save, publish or delete', async () => {
    const [role] = await ctx.database.db.insert(roles).values({ name: '政策查看', code: 'policy-viewer', dataScope: 'all' }).returning({ id: roles.id });
    const granted = await ctx.database.db
      .select({ id: resources.id })
      .from(resources)
      .where(inArray(resources.resourceKey, ['policy-admin', 'policy:query', 'policy-tag:query']));
    await ctx.database.db.insert(roleResources).values(granted.map((r) => ({ roleId: role.id, resourceId: r.id })));
    await ctx.createUser('policyreader', 'Reader@2026x', [role.id]);
    const reader = bearer(await ctx.login('policyreader', 'Reader@2026x'));
    expect((await api.get(`${admin}/query`, reader)).statusCode).toBe(200);
    expect((await api.get(`${admin}/tag/query`, reader)).statusCode).toBe(200);
    expect((await api.post(`${admin}/create`, policyBody(dept), reader)).statusCode).toBe(403);
    expect((await api.post(`${admin}/publish`, { id: 1 }, reader)).statusCode).toBe(403);
    expect((await api.post(`${admin}/delete`, { id: 1 }, reader)).statusCode).toBe(403);
    expect((await api.post(`${admin}/tag/create`, { name: '无权', kind: 'theme' }, reader)).statusCode).toBe(403);
    expect((await api.get(`${admin}/department/query`, reader)).statusCode).toBe(403);
    expect((await api.get(`${admin}/query`, {})).statusCode).toBe(401);
    // The front needs no sign-in.
    expect((await api.post('/api/policy/search', {}, {})).statusCode).toBe(200);
  });
});
