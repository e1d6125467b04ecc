import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

type Resource = { id: number; parentId: number; resourceKey: string; resourcePath: string; type: string };

describe.each(dbKinds)('roles, menus and apps on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let resources: Resource[];
  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const key = (k: string) => resources.find((r) => r.resourceKey === k)!;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
    resources = (await get('/api/organization/admin/role/tree?appName=portal')).json().data;
  });
  afterAll(() => ctx.close());

  it('lists roles with how many accounts hold each', async () => {
    const { list, total } = (await get('/apiv2/role/admin/list?pageSize=50')).json().data;
    expect(total).toBeGreaterThanOrEqual(6);
    expect(list.find((r: { code: string }) => r.code === 'investment')).toMatchObject({ name: '招商专员', dataScope: 'department_and_below', userCount: 8 });
    const legacy = (await get('/api/organization/admin/role/datalist?name=审计')).json().data.list;
    expect(legacy.map((r: { code: string }) => r.code)).toEqual(['auditor']);
  });

  it('a role with only the accounts menu gives exactly that menu, and 403 elsewhere', async () => {
    const role = (await post('/apiv2/role/admin/role-create', { name: '账号管理员', code: 'account-keeper', dataScope: 'all' })).json().data;
    const saved = await post('/apiv2/role/admin/role-menu-save', { roleId: role.id, resourceIds: [key('account:query').id] });
    expect(saved.statusCode).toBe(200);
    // The parent directory comes along so the menu can show the item.
    expect(saved.json().data.resourceIds.sort()).toEqual([key('system').id, key('account:query').id].sort());
    await post('/apiv2/account/admin/save', { username: 'keeper', password: 'Vault#2026xy', realName: '钱多多', roleIds: [role.id] });
    const token = bearer(await ctx.login('keeper', 'Vault#2026xy'));
    const menu = (await get('/api/account/resource/admin/currentuser', token)).json().data.map((r: Resource) => r.resourcePath);
    expect(menu.sort()).toEqual(['/admin/account', '/admin/system'].sort());
    expect((await get('/apiv2/account/admin/query', token)).statusCode).toBe(200);
    expect((await get('/apiv2/role/admin/list', token)).statusCode).toBe(403);
    // The role's menu for the app, by the legacy and the data paths.
    const v1 = (await get(`/api/organization/admin/role/menu?roleId=${role.id}`)).json().data.map((r: Resource) => r.resourceKey);
    const data = (await get(`/api/user/admin/data/rolemenu?roleId=${role.id}&appName=portal`)).json().data.map((r: Resource) => r.resourceKey);
    expect(v1.sort()).toEqual(['account:query', 'system']);
    expect([...data].sort()).toEqual(v1);
  });

  it('grants take effect on the next request, and a disabled role grants nothing', async () => {
    const role = (await get('/apiv2/role/admin/list?code=account-keeper')).json().data.list[0];
    const token = bearer(await ctx.login('keeper', 'Vault#2026xy'));
    await post('/api/organization/admin/role/menupost', { roleId: role.id, resourceIds: [key('role:query').id, key('account:query').id] });
    expect((await get('/apiv2/role/admin/list', token)).statusCode).toBe(200);
    // Taking a key away counts from the next request too (the keys a set of roles grants are kept per grant version).
    await post('/api/organization/admin/role/menupost', { roleId: role.id, resourceIds: [key('account:query').id] });
    expect((await get('/apiv2/role/admin/list', token)).statusCode).toBe(403);
    await post('/api/organization/admin/role/menupost', { roleId: role.id, resourceIds: [key('role:query').id, key('account:query').id] });
    expect((await get('/apiv2/role/admin/list', token)).statusCode).toBe(200);
    await post('/api/organization/admin/role/post', { id: role.id, name: role.name, code: role.code, dataScope: 'all', status: 'disabled' });
    expect((await get('/apiv2/role/admin/list', token)).statusCode).toBe(403);
  });

  it('holding a role counts from the next request: taken from the account, then given back', async () => {
    const role = (await get('/apiv2/role/admin/list?code=account-keeper')).json().data.list[0];
    const keeper = (await get('/apiv2/account/admin/query?name=keeper')).json().data.list.find((a: { username: string }) => a.username === 'keeper');
    const token = bearer(await ctx.login('keeper', 'Vault#2026xy'));
    await post('/api/organization/admin/role/post', { id: role.id, name: role.name, code: role.code, dataScope: 'all', status: 'active' });
    expect((await get('/apiv2/account/admin/query', token)).statusCode).toBe(200);
    const save = (roleIds: number[]) => post('/apiv2/account/admin/save', { id: keeper.id, username: 'keeper', realName: keeper.realName, roleIds });
    expect((await save([])).statusCode).toBe(200);
    expect((await get('/apiv2/account/admin/query', token)).statusCode).toBe(403);
    expect((await save([role.id])).statusCode).toBe(200);
    expect((await get('/apiv2/account/admin/query', token)).statusCode).toBe(200);
  });

  it('refuses duplicate codes, custom scopes without departments, and unknown resources', async () => {
    const dup = await post('/apiv2/role/admin/role-create', { name: '重复', code: 'investment' });
    expect([dup.statusCode, dup.json().field]).toEqual([409, 'code']);
    const custom = await post('/apiv2/role/admin/role-create', { name: '自定义', code: 'custom-empty', dataScope: 'custom' });
    expect([custom.statusCode, custom.json().field]).toEqual([400, 'departmentIds']);
    const badCode = await post('/apiv2/role/admin/role-create', { name: '大写', code: 'Bad Code' });
    expect([badCode.statusCode, badCode.json().field]).toEqual([400, 'code']);
    const auditor = (await get('/apiv2/role/admin/list?code=auditor')).json().data.list[0];
    const unknown = await post('/apiv2/role/admin/role-menu-save', { roleId: auditor.id, resourceIds: [424242] });
    expect([unknown.statusCode, unknown.json().field]).toEqual([400, 'resourceIds']);
    expect((await get('/apiv2/role/admin/detail?id=424242')).statusCode).toBe(404);
  });

  it('refuses to delete a role in use, deletes an unused one, and protects the admin role', async () => {
    const investment = (await get('/apiv2/role/admin/list?code=investment')).json().data.list[0];
    const inUse = await post('/apiv2/role/admin/role-delete', { id: investment.id });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().errorMessage).toMatch(/held by 8 account/);
    const spare = (await post('/apiv2/role/admin/role-create', { name: '临时角色', code: 'temp-role' })).json().data;
    expect((await post('/apiv2/role/admin/role-delete', { id: spare.id })).statusCode).toBe(200);
    expect((await get(`/apiv2/role/admin/detail?id=${spare.id}`)).statusCode).toBe(404);
    const adminRole = (await get('/apiv2/role/admin/list?code=admin')).json().data.list[0];
    expect((await post('/apiv2/role/admin/role-delete', { id: adminRole.id })).statusCode).toBe(400);
    expect((await post('/apiv2/role/admin/role-menu-save', { roleId: adminRole.id, resourceIds: [] })).statusCode).toBe(400);
    const log = (await get(`/apiv2/account/admin/log?entity=role&entityId=${spare.id}`)).json().data.list;
    expect(log.map((l: { action: string }) => l.action).sort()).toEqual(['create', 'delete']);
  });

  it('lists apps and keeps menu trees consistent', async () => {
    const apps = (await get('/apiv2/app/admin/query')).json().data.list;
    expect(apps[0]).toMatchObject({ appName: 'portal' });
    expect(apps[0].menuCount).toBe(resources.length);
    const created = (await post('/apiv2/app/admin/post', { appName: 'park-screen', title: '园区大屏' })).json().data;
    expect((await post('/apiv2/app/admin/post', { appName: 'park-screen', title: '重复' })).statusCode).toBe(409);
    expect((await get(`/apiv2/app/admin/detail?id=${created.id}`)).json().data.title).toBe('园区大屏');

    const dir = (await post('/apiv2/app/admin/menu-create', { appName: 'park-screen', resourceName: '大屏', resourceKey: 'screen', type: 'directory' })).json()
      .data;
    const page = (
      await post('/apiv2/app/admin/menu-create', {
        appName: 'park-screen',
        parentId: dir.id,
        resourceName: '能耗',
        resourceKey: 'screen:energy',
        resourcePath: '/screen/energy',
        order: 10,
      })
    ).json().data;
    const button = await post('/apiv2/app/admin/menu-create', {
      appName: 'park-screen',
      parentId: page.id,
      resourceName: '导出',
      resourceKey: 'screen:export',
      type: 'button',
    });
    expect(button.statusCode).toBe(200);
    expect((await post('/apiv2/app/admin/menu-create', { appName: 'park-screen', resourceName: '坏键', resourceKey: 'Bad Key!' })).json().field).toBe(
      'resourceKey',
    );
    expect((await post('/apiv2/app/admin/menu-create', { appName: 'park-screen', resourceName: '无路径', resourceKey: 'nopath' })).json().field).toBe(
      'resourcePath',
    );
    // Only the icons the editor offers (and the web app bundles) are accepted.
    const oddIcon = await post('/apiv2/app/admin/menu-create', {
      appName: 'park-screen',
      resourceName: '怪图标',
      resourceKey: 'odd-icon',
      resourcePath: '/odd',
      resourceIcon: 'AlipayCircleFilled',
    });
    expect([oddIcon.statusCode, oddIcon.json().field]).toEqual([400, 'resourceIcon']);
    expect(
      (
        await post('/apiv2/app/admin/menu-create', {
          appName: 'park-screen',
          parentId: button.json().data.id,
          resourceName: '子',
          resourceKey: 'child',
          type: 'button',
        })
      ).json().field,
    ).toBe('parentId');

    // Moving the directory under its own child would make a cycle.
    const cycle = await post('/apiv2/app/admin/menu-update', {
      id: dir.id,
      appName: 'park-screen',
      parentId: page.id,
      resourceName: '大屏',
      resourceKey: 'screen',
      type: 'directory',
    });
    expect([cycle.statusCode, cycle.json().field]).toEqual([400, 'parentId']);
    const reordered = await post('/apiv2/app/admin/menu-update', { ...page, order: 5 });
    expect(reordered.json().data.order).toBe(5);
    expect((await post('/apiv2/app/admin/menu-delete', { id: dir.id })).statusCode).toBe(409);
    expect((await post('/apiv2/app/admin/menu-delete', { id: button.json().data.id })).statusCode).toBe(200);
    const menus = (await get('/apiv2/app/admin/menus?appName=park-screen')).json().data;
    expect(menus.map((m: Resource) => m.resourceKey)).toEqual(['screen', 'screen:energy']);
    // The administrator holds new resources at once.
    const adminRole = (await get('/apiv2/role/admin/list?code=admin')).json().data.list[0];
    const granted = (await get(`/apiv2/role/admin/role-menu?roleId=${adminRole.id}&appName=park-screen`)).json().data;
    expect(granted.map((m: Resource) => m.resourceKey).sort()).toEqual(['screen', 'screen:energy']);
  });
});
