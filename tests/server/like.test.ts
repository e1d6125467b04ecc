import { likeLiteral, prefixPattern } from '../../server/lib/like';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

it("a user's text in a LIKE pattern matches itself: %, _ and \\ are escaped", () => {
  expect(likeLiteral('100%')).toBe('100\\%');
  expect(likeLiteral('a_b\\c')).toBe('a\\_b\\\\c');
  expect(prefixPattern('50%')).toBe('50\\%%');
});

describe.each(dbKinds)('"contains" filters on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
    for (const [name, code] of [
      ['满减100%活动专员', 'promo-percent'],
      ['满减1000元专员', 'promo-yuan'],
      ['档案_管理员', 'file_clerk'],
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/apiv2/role/admin/role-create', headers: admin, payload: { name, code, dataScope: 'self' } });
      if (res.statusCode !== 200) throw new Error(res.body);
    }
  });
  afterAll(() => ctx.close());

  const names = async (url: string) => ((await ctx.app.inject({ url, headers: admin })).json().data.list as { name: string }[]).map((r) => r.name);

  it('"100%" finds the text 100%, not every name with 100 in it; "_" finds an underscore, not any character', async () => {
    expect(await names(`/apiv2/role/admin/list?name=${encodeURIComponent('100%')}`)).toEqual(['满减100%活动专员']);
    expect(await names(`/apiv2/role/admin/list?name=${encodeURIComponent('_')}`)).toEqual(['档案_管理员']);
    expect(await names(`/apiv2/role/admin/list?code=${encodeURIComponent('promo_')}`)).toEqual([]);
    expect(await names(`/apiv2/role/admin/list?name=${encodeURIComponent('\\')}`)).toEqual([]);
  });

  it('the same rule in another area: organisations and dictionaries', async () => {
    expect(await names(`/api/portal/admin/organization/view?name=${encodeURIComponent('%')}`)).toEqual([]);
    const types = async (keyword: string) =>
      (await ctx.app.inject({ url: `/apiv2/account/admin/dict/root?keyword=${encodeURIComponent(keyword)}`, headers: admin })).json().data.list as {
        name: string;
        title: string;
      }[];
    expect(await types('%')).toEqual([]);
    const underscored = await types('_');
    expect(underscored.length).toBeGreaterThan(0);
    expect(underscored.filter((t) => !t.name.includes('_') && !t.title.includes('_'))).toEqual([]);
  });
});
