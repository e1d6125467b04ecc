import crypto from 'node:crypto';
import sharp from 'sharp';
import { auditLogs } from '../../server/db/schema';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, type TestContext } from './harness';

describe.each(dbKinds)('accounts admin on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const roleId = async (code: string) =>
    ((await get('/apiv2/role/admin/options')).json().data as { id: number; code: string }[]).find((r) => r.code === code)!.id;
  const deptId = async (name: string) => {
    const walk = (nodes: { id: number; name: string; children?: unknown[] }[]): number | undefined =>
      nodes.reduce<number | undefined>((found, n) => found ?? (n.name === name ? n.id : walk((n.children ?? []) as never)), undefined);
    return walk((await get('/apiv2/account/admin/department/tree')).json().data)!;
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  it('lists the demo staff paged, with department names and roles', async () => {
    const res = await get('/apiv2/account/admin/query?current=1&pageSize=10');
    expect(res.statusCode).toBe(200);
    const { list, total, current, pageSize } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(25);
    expect([current, pageSize, list.length]).toEqual([1, 10, 10]);
    const liming = (await get('/apiv2/account/admin/query?name=李明')).json().data.list[0];
    expect(liming).toMatchObject({ username: 'liming', departmentName: '招商一部', roles: [{ code: 'investment' }] });
  });

  it('filters by name, phone, status, role and department including sub-departments', async () => {
    const byName = (await get(`/apiv2/account/admin/query?name=${encodeURIComponent('王')}`)).json().data.list;
    expect(byName.every((a: { realName: string; username: string }) => a.realName.includes('王') || a.username.includes('王'))).toBe(true);
    const disabled = (await get('/apiv2/account/admin/query?status=disabled')).json().data.list;
    expect(disabled.map((a: { username: string }) => a.username)).toEqual(['caolin']);
    const investment = (await get(`/apiv2/account/admin/query?roleId=${await roleId('investment')}&pageSize=100`)).json().data;
    expect(investment.total).toBe(8);
    // 招商中心 has 招商一部 and 招商二部 below it.
    const centre = (await get(`/apiv2/account/admin/query?departmentId=${await deptId('招商中心')}&pageSize=100`)).json().data.list;
    expect(new Set(centre.map((a: { departmentName: string }) => a.departmentName))).toEqual(new Set(['招商中心', '招商一部', '招商二部']));
    const phone = centre[0].phone as string;
    expect((await get(`/apiv2/account/admin/query?phone=${phone}`)).json().data.list[0].phone).toBe(phone);
  });

  it('sorts by a chosen column', async () => {
    const asc = (await get('/apiv2/account/admin/query?sortField=username&sortOrder=ascend&pageSize=100'))
      .json()
      .data.list.map((a: { username: string }) => a.username);
    expect(asc).toEqual([...asc].sort());
  });

  it('creates an account that can log in, and writes the operation log', async () => {
    const res = await post('/apiv2/account/admin/save', {
      username: 'yangfan',
      password: 'Yang#Fan2026',
      realName: '杨帆',
      phone: '13912345678',
      email: 'yangfan@park.example.cn',
      departmentId: await deptId('企业服务部'),
      roleIds: [await roleId('enterprise-service')],
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ username: 'yangfan', departmentName: '企业服务部', status: 'active' });
    await ctx.login('yangfan', 'Yang#Fan2026');
    const log = (await get(`/apiv2/account/admin/log?entity=account&entityId=${created.id}`)).json().data.list;
    expect(log[0]).toMatchObject({ action: 'create', username: 'admin', summary: 'yangfan' });
    expect(JSON.stringify(log[0].after)).not.toMatch(/password/i);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = (await get('/apiv2/account/admin/query')).json().data.total;
    const dup = await post('/apiv2/account/admin/save', { username: 'LiMing', password: 'Strong#Pass1', realName: '重复' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ field: 'username' });
    const weak = await post('/apiv2/account/admin/save', { username: 'weakling', password: 'abcdefgh', realName: '弱密码' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errorMessage).toMatch(/at least 3 of/);
    const short = await post('/apiv2/account/admin/save', { username: 'shorty', password: 'Ab#1', realName: '短' });
    expect(short.json().errorMessage).toMatch(/at least 8 characters/);
    const noPassword = await post('/apiv2/account/admin/save', { username: 'nopass', realName: '无密码' });
    expect([noPassword.statusCode, noPassword.json().field]).toEqual([400, 'password']);
    const phone = await post('/apiv2/account/admin/save', { username: 'badphone', password: 'Strong#Pass1', realName: '错号', phone: '12345' });
    expect([phone.statusCode, phone.json().field]).toEqual([400, 'phone']);
    const role = await post('/apiv2/account/admin/save', { username: 'norole', password: 'Strong#Pass1', realName: '无角色', roleIds: [99999] });
    expect([role.statusCode, role.json().field]).toEqual([400, 'roleIds']);
    expect((await get('/apiv2/account/admin/query')).json().data.total).toBe(before);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await get('/apiv2/account/admin/detail?id=987654')).statusCode).toBe(404);
    expect((await post('/apiv2/account/admin/reset-password', { id: 987654, password: 'Strong#Pass1' })).statusCode).toBe(404);
  });

  it('disabling an account signs it out; an admin cannot disable themself', async () => {
    const id = (await get('/apiv2/account/admin/query?name=yangfan')).json().data.list[0].id;
    const token = await ctx.login('yangfan', 'Yang#Fan2026');
    expect((await post('/apiv2/account/admin/status', { id, status: 'disabled' })).statusCode).toBe(200);
    expect((await get('/apiv2/account/admin/currentuser', bearer(token))).statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'yangfan', password: 'Yang#Fan2026' } });
    expect(login.statusCode).toBe(403);
    await post('/apiv2/account/admin/status', { id, status: 'active' });

    const me = (await get('/apiv2/account/admin/currentuser')).json().data.id;
    const self = await post('/apiv2/account/admin/status', { id: me, status: 'disabled' });
    expect([self.statusCode, self.json().field]).toEqual([403, 'status']);
  });

  it('refuses to delete or demote the last administrator', async () => {
    const me = (await get('/apiv2/account/admin/currentuser')).json().data;
    const adminRole = await roleId('admin');
    // A second admin account, then delete attempts on the first from the second.
    const second = (
      await post('/apiv2/account/admin/save', { username: 'admin2', password: 'Admin#Two2026', realName: '备用管理员', roleIds: [adminRole] })
    ).json().data;
    const token2 = bearer(await ctx.login('admin2', 'Admin#Two2026'));
    expect((await post('/apiv2/account/admin/delete', { id: second.id }, token2)).statusCode).toBe(400); // not yourself
    expect((await post('/apiv2/account/admin/delete', { id: me.id }, token2)).statusCode).toBe(200);
    // The deleted account's token no longer works.
    expect((await get('/apiv2/account/admin/currentuser')).statusCode).toBe(401);
    // admin2 is now the only administrator, and nobody changes their own roles.
    const last = await post('/apiv2/account/admin/save', { id: second.id, username: 'admin2', realName: '备用管理员', roleIds: [] }, token2);
    expect([last.statusCode, last.json().field]).toEqual([403, 'roleIds']);
    // Bring back an `admin` for the remaining tests.
    await post('/apiv2/account/admin/save', { username: 'admin', password: 'Chief#Test2026', realName: '系统管理员', roleIds: [adminRole] }, token2);
    admin = bearer(await ctx.login('admin', 'Chief#Test2026'));
  });

  it('a password reset revokes the old tokens', async () => {
    const id = (await get('/apiv2/account/admin/query?name=yangfan')).json().data.list[0].id;
    const token = await ctx.login('yangfan', 'Yang#Fan2026');
    expect((await post('/apiv2/account/admin/reset-password', { id, password: 'weak' })).statusCode).toBe(422);
    expect((await post('/apiv2/account/admin/reset-password', { id, password: 'New#Secret2026' })).statusCode).toBe(200);
    expect((await get('/apiv2/account/admin/currentuser', bearer(token))).statusCode).toBe(401);
    await ctx.login('yangfan', 'New#Secret2026');
  });

  it("lists a user's sessions and forces a logout", async () => {
    const id = (await get('/apiv2/account/admin/query?name=yangfan')).json().data.list[0].id;
    const t1 = await ctx.login('yangfan', 'New#Secret2026', '10.8.0.1');
    const t2 = await ctx.login('yangfan', 'New#Secret2026', '10.8.0.2');
    const sessions = (await get(`/apiv2/account/admin/sessions?userId=${id}`)).json().data;
    const s1 = sessions.find((s: { ip: string }) => s.ip === '10.8.0.1');
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect((await post('/apiv2/account/admin/session-revoke', { userId: id, sessionId: s1.id })).statusCode).toBe(200);
    expect((await get('/apiv2/account/admin/currentuser', bearer(t1))).statusCode).toBe(401);
    expect((await get('/apiv2/account/admin/currentuser', bearer(t2))).statusCode).toBe(200);
    await post('/apiv2/account/admin/session-revoke', { userId: id });
    expect((await get('/apiv2/account/admin/currentuser', bearer(t2))).statusCode).toBe(401);
  });

  it('shows locked accounts and lets an admin unlock them', async () => {
    for (let i = 0; i < 5; i += 1)
      await ctx.app.inject({
        method: 'POST',
        url: '/apiv2/account/admin/login',
        payload: { username: 'guoping', password: 'wrong' },
        remoteAddress: `10.9.0.${i}`,
      });
    const locks = (await get('/apiv2/account/admin/lockouts')).json().data;
    expect(locks).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'username', value: 'guoping' })]));
    expect((await post('/apiv2/account/admin/unlock', {})).statusCode).toBe(400);
    expect((await post('/apiv2/account/admin/unlock', { username: 'guoping' })).statusCode).toBe(200);
    const after = (await get('/apiv2/account/admin/lockouts')).json().data;
    expect(after.find((l: { value: string }) => l.value === 'guoping')).toBeUndefined();
    const log = (await get('/apiv2/account/admin/login-log?username=guoping&success=false')).json().data;
    expect(log.total).toBeGreaterThanOrEqual(5);
  });

  it('applies the data scope of the role to the account list', async () => {
    const scoped = async (username: string, dataScope: string, departmentIds: number[] = []) => {
      const role = (await post('/apiv2/role/admin/role-create', { name: `范围-${username}`, code: `scope-${username}`, dataScope, departmentIds })).json().data;
      const menu = (await get('/api/organization/admin/role/tree')).json().data.find((r: { resourceKey: string }) => r.resourceKey === 'account:query');
      await post('/apiv2/role/admin/role-menu-save', { roleId: role.id, resourceIds: [menu.id] });
      await post('/apiv2/account/admin/save', {
        username,
        password: 'Scope#Test2026',
        realName: username,
        departmentId: await deptId('招商中心'),
        roleIds: [role.id],
      });
      const token = bearer(await ctx.login(username, 'Scope#Test2026'));
      return (await get('/apiv2/account/admin/query?pageSize=200', token)).json().data.list as { username: string; departmentName: string }[];
    };
    const own = await scoped('scopedept', 'department');
    expect(new Set(own.map((a) => a.departmentName))).toEqual(new Set(['招商中心']));
    const below = await scoped('scopebelow', 'department_and_below');
    expect(new Set(below.map((a) => a.departmentName))).toEqual(new Set(['招商中心', '招商一部', '招商二部']));
    const self = await scoped('scopeself', 'self');
    expect(self.map((a) => a.username)).toEqual(['scopeself']);
    // Everyone sees their own account, whatever their scope.
    const custom = await scoped('scopecustom', 'custom', [await deptId('财务部')]);
    expect(new Set(custom.filter((a) => a.username !== 'scopecustom').map((a) => a.departmentName))).toEqual(new Set(['财务部']));
    expect(custom.map((a) => a.username)).toContain('scopecustom');
  });

  it('lets a user edit their own profile and password; other sessions end', async () => {
    const other = await ctx.login('yangfan', 'New#Secret2026');
    const mine = bearer(await ctx.login('yangfan', 'New#Secret2026'));
    const profile = await post(
      '/apiv2/account/admin/profile',
      {
        realName: '杨帆',
        phone: '13800001111',
        email: 'yf@park.example.cn',
        provinceCode: '320000',
        cityCode: '320500',
        address: '星湖街 328 号',
        signature: '服务企业',
        emailNotices: false,
      },
      mine,
    );
    expect(profile.statusCode).toBe(200);
    const template = (await get('/api/currentUser', mine)).json().data;
    expect(template.emailNotices).toBe(false);
    expect(template.geographic).toEqual({ province: { key: '320000', label: '江苏省' }, city: { key: '320500', label: '苏州市' } });
    expect((await post('/apiv2/account/admin/password', { oldPassword: 'nope', newPassword: 'Fresh#Pass2026' }, mine)).json().field).toBe('oldPassword');
    expect((await post('/apiv2/account/admin/password', { oldPassword: 'New#Secret2026', newPassword: 'short' }, mine)).statusCode).toBe(422);
    expect((await post('/apiv2/account/admin/password', { oldPassword: 'New#Secret2026', newPassword: 'Fresh#Pass2026' }, mine)).statusCode).toBe(200);
    expect((await get('/apiv2/account/admin/currentuser', mine)).statusCode).toBe(200);
    expect((await get('/apiv2/account/admin/currentuser', bearer(other))).statusCode).toBe(401);
    const activity = (await get('/api/fake_list?count=5', mine)).json().data;
    expect(activity[0].title).toMatch(/update profile/);
  });

  it('serves provinces and cities from the region table', async () => {
    const provinces = (await get('/api/geographic/province', {})).json().data;
    expect(provinces).toHaveLength(34);
    expect(provinces).toEqual(expect.arrayContaining([{ id: '320000', name: '江苏省' }]));
    const cities = (await get('/api/geographic/city/320000', {})).json().data;
    expect(cities.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['南京市', '苏州市', '无锡市']));
    expect(cities).toHaveLength(13);
    expect((await get('/api/geographic/city/990000', {})).statusCode).toBe(404);
    expect((await get('/api/geographic/city/abc', {})).statusCode).toBe(400);
    expect((await get('/api/users?pageSize=5')).json().data.list[0]).toHaveProperty('username');
  });
});

/** Multipart/form-data with one file, as a browser's upload sends it. */
function multipart(filename: string, data: Buffer, contentType: string) {
  const boundary = `----AvatarBoundary${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(dbKinds)('log day filter and own avatar on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const upload = (url: string, headers: Record<string, string>, ...file: Parameters<typeof multipart>) => {
    const { payload, headers: type } = multipart(...file);
    return ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...type } });
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  it('filters the login log and the operation log by China calendar days, both days included', async () => {
    await ctx.createUser('nightowl', 'Night#Owl2026');
    // The clock starts at 2026-11-21 09:00 UTC (17:00 in China). 15:59:59 UTC is the 21st's last second in
    // China; two seconds later it is already the 22nd there, though still the 21st in UTC.
    ctx.advance(Date.parse('2026-11-21T15:59:59Z') - ctx.now().getTime());
    await ctx.login('nightowl', 'Night#Owl2026');
    ctx.advance(2_000);
    await ctx.app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username: 'nightowl', password: 'wrong' } });
    admin = bearer(await ctx.login('admin', ADMIN_PASSWORD));

    const logins = (range: string) => get(`/apiv2/account/admin/login-log?username=nightowl&${range}`);
    const on21 = (await logins('from=2026-11-21&to=2026-11-21')).json().data.list;
    expect(on21.map((r: { success: boolean }) => r.success)).toEqual([true]);
    const on22 = (await logins('from=2026-11-22&to=2026-11-22')).json().data.list;
    expect(on22.map((r: { success: boolean }) => r.success)).toEqual([false]);
    expect((await logins('from=2026-11-21&to=2026-11-22')).json().data.total).toBe(2);
    // One end alone: from the day on, or up to the day.
    expect((await logins('from=2026-11-22')).json().data.total).toBe(1);
    expect((await logins('to=2026-11-20')).json().data.total).toBe(0);

    // The operation log is stamped by the database's clock, so its rows are written at set instants.
    await ctx.database.db.insert(auditLogs).values([
      { username: 'admin', action: 'update', entity: 'boundary', summary: 'late on the 21st', createdAt: new Date('2026-11-21T15:59:59Z') },
      { username: 'admin', action: 'update', entity: 'boundary', summary: 'early on the 22nd', createdAt: new Date('2026-11-21T16:00:01Z') },
    ]);
    const changes = async (range: string) =>
      (await get(`/apiv2/account/admin/log?entity=boundary&${range}`)).json().data.list.map((r: { summary: string }) => r.summary);
    expect(await changes('from=2026-11-21&to=2026-11-21')).toEqual(['late on the 21st']);
    expect(await changes('from=2026-11-22&to=2026-11-22')).toEqual(['early on the 22nd']);
    expect(await changes('from=2026-11-21&to=2026-11-22')).toEqual(['early on the 22nd', 'late on the 21st']);
  });

  it('refuses a date that is not a day, or a range that ends before it starts, naming the field', async () => {
    for (const url of ['/apiv2/account/admin/login-log', '/apiv2/account/admin/log']) {
      const badFrom = await get(`${url}?from=2026-11-31`);
      expect([badFrom.statusCode, badFrom.json().field]).toEqual([400, 'from']);
      const datetime = await get(`${url}?to=${encodeURIComponent('2026-11-21T00:00:00Z')}`);
      expect([datetime.statusCode, datetime.json().field]).toEqual([400, 'to']);
      const backwards = await get(`${url}?from=2026-11-22&to=2026-11-21`);
      expect([backwards.statusCode, backwards.json().field, backwards.json().errorMessage]).toEqual([
        400,
        'to',
        expect.stringMatching(/must not be before from/),
      ]);
    }
  });

  it('lets a user with no roles upload and save their own avatar, checked by content', async () => {
    await ctx.createUser('plainuser', 'Plain#User2026');
    const plain = bearer(await ctx.login('plainuser', 'Plain#User2026'));
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2f7d5b' } })
      .png()
      .toBuffer();
    // The editors' image upload needs a key this user lacks; the avatar upload does not.
    expect((await upload('/apiv2/park/admin/uploader/image', plain, 'me.png', png, 'image/png')).statusCode).toBe(403);
    const uploaded = await upload('/apiv2/account/admin/avatar', plain, 'me.png', png, 'image/png');
    expect(uploaded.statusCode).toBe(200);
    const { thumbUrl, mime, width } = uploaded.json().data;
    expect([mime, width]).toEqual(['image/png', 400]);

    const profile = { realName: '普通用户' };
    expect((await post('/apiv2/account/admin/profile', { ...profile, avatar: thumbUrl }, plain)).json().data.avatar).toBe(thumbUrl);
    expect((await get('/apiv2/account/admin/currentuser', plain)).json().data.avatar).toBe(thumbUrl);
    const served = await ctx.app.inject({ url: thumbUrl });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    // Saving the rest of the profile without the avatar keeps it.
    await post('/apiv2/account/admin/profile', { ...profile, signature: '你好' }, plain);
    expect((await get('/apiv2/account/admin/currentuser', plain)).json().data.avatar).toBe(thumbUrl);

    // A script named .png is refused by its content.
    const script = await upload('/apiv2/account/admin/avatar', plain, 'me.png', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'image/png');
    expect(script.statusCode).toBe(415);
    // Only an image this user uploaded: not another user's, not an outside address.
    const adminsImage = (await upload('/apiv2/account/admin/avatar', admin, 'a.png', png, 'image/png')).json().data.thumbUrl;
    const foreign = await post('/apiv2/account/admin/profile', { ...profile, avatar: adminsImage }, plain);
    expect([foreign.statusCode, foreign.json().field]).toEqual([400, 'avatar']);
    const outside = await post('/apiv2/account/admin/profile', { ...profile, avatar: 'https://tracker.example.com/pixel.png' }, plain);
    expect([outside.statusCode, outside.json().field]).toEqual([400, 'avatar']);
    expect((await get('/apiv2/account/admin/currentuser', plain)).json().data.avatar).toBe(thumbUrl);

    // '' removes it.
    await post('/apiv2/account/admin/profile', { ...profile, avatar: '' }, plain);
    expect((await get('/apiv2/account/admin/currentuser', plain)).json().data.avatar).toBeNull();
  });
});
