import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

type Dept = { id: number; name: string; children?: Dept[] };

describe.each(dbKinds)('organisation, departments, members, jobs, dictionaries, notices on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const tree = async (): Promise<Dept[]> => (await get('/apiv2/account/admin/department/tree')).json().data;
  const find = (nodes: Dept[], name: string): Dept | undefined =>
    nodes.reduce<Dept | undefined>((f, n) => f ?? (n.name === name ? n : find(n.children ?? [], name)), undefined);

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  it('creates a department under another, and finds its member from the parent', async () => {
    const parent = find(await tree(), '企业服务部')!;
    const child = (
      await post('/apiv2/account/admin/department/create', { parentId: parent.id, name: '科技金融组', leader: '钱进', phone: '0512-62880033' })
    ).json().data;
    expect(child).toMatchObject({ parentId: parent.id, name: '科技金融组' });
    expect(find(await tree(), '企业服务部')!.children!.map((c) => c.name)).toContain('科技金融组');
    const jobs = (await get('/api/organization/admin/memberjob/view?pageSize=50')).json().data.list as { id: number; code: string }[];
    const member = await post('/api/organization/admin/member/post', {
      name: '钱进',
      employeeNo: 'XH9001',
      gender: 'male',
      phone: '13951234567',
      departmentId: child.id,
      joinedOn: '2026-03-01',
      jobs: [
        { jobId: jobs.find((j) => j.code === 'SVC')!.id, departmentId: child.id, isPrimary: true },
        { jobId: jobs.find((j) => j.code === 'FIN')!.id, departmentId: find(await tree(), '财务部')!.id },
      ],
    });
    expect(member.statusCode).toBe(200);
    expect(member.json().data.jobs.map((j: { jobName: string }) => j.jobName)).toEqual(['企业服务专员', '会计']);
    // Picking the parent department finds members of the departments below it.
    const found = (await get(`/api/organization/admin/member/view?departmentId=${parent.id}&pageSize=100`))
      .json()
      .data.list.map((m: { name: string }) => m.name);
    expect(found).toContain('钱进');
    // And the second job puts the member in 财务部 too.
    const finance = (await get(`/api/organization/admin/member/view?departmentId=${find(await tree(), '财务部')!.id}`))
      .json()
      .data.list.map((m: { name: string }) => m.name);
    expect(finance).toContain('钱进');
  });

  it('moves a department with its subtree and refuses a cycle', async () => {
    const centre = find(await tree(), '招商中心')!;
    const one = find(await tree(), '招商一部')!;
    const cycle = await post('/apiv2/account/admin/department/move', { id: centre.id, parentId: one.id });
    expect([cycle.statusCode, cycle.json().field]).toEqual([400, 'parentId']);
    const self = await post('/apiv2/account/admin/department/move', { id: centre.id, parentId: centre.id });
    expect(self.statusCode).toBe(400);
    const sub = (await post('/apiv2/account/admin/department/create', { parentId: one.id, name: '招商一部一组' })).json().data;
    const office = find(await tree(), '综合管理部')!;
    expect((await post('/apiv2/account/admin/department/move', { id: one.id, parentId: office.id })).statusCode).toBe(200);
    expect(find(await tree(), '综合管理部')!.children!.map((c) => c.name)).toContain('招商一部');
    const moved = (await get(`/apiv2/account/admin/department/detail?id=${sub.id}`)).json().data;
    expect(moved.ancestors.endsWith(`,${office.id},${one.id}`)).toBe(true);
    // Members of the moved subtree are now found under the new parent.
    const names = (await get(`/api/organization/admin/member/view?departmentId=${office.id}&pageSize=100`))
      .json()
      .data.list.map((m: { name: string }) => m.name);
    expect(names).toContain('李明');
  });

  it('refuses to delete a department with children or members, deletes an empty one', async () => {
    const one = find(await tree(), '招商一部')!;
    expect((await post('/apiv2/account/admin/department/delete', { id: one.id })).statusCode).toBe(409);
    const finance = find(await tree(), '财务部')!;
    const withMembers = await post('/apiv2/account/admin/department/delete', { id: finance.id });
    expect(withMembers.statusCode).toBe(409);
    expect(withMembers.json().errorMessage).toMatch(/member/);
    const empty = (await post('/apiv2/account/admin/department/create', { parentId: 0, name: '临时筹备组' })).json().data;
    expect((await post('/apiv2/account/admin/department/delete', { id: empty.id })).statusCode).toBe(200);
    expect((await get(`/apiv2/account/admin/department/detail?id=${empty.id}`)).statusCode).toBe(404);
  });

  it('keeps job codes unique and refuses to delete a job in use', async () => {
    expect((await post('/api/organization/admin/memberjob/post', { code: 'INV', name: '重复' })).json()).toMatchObject({ code: 409, field: 'code' });
    const job = (await post('/api/organization/admin/memberjob/post', { code: 'LEGAL', name: '法务专员', order: 100 })).json().data;
    expect(job).toMatchObject({ code: 'LEGAL', memberCount: 0 });
    const inv = (await get('/api/organization/admin/memberjob/view?keyword=INV')).json().data.list[0];
    expect(inv.memberCount).toBeGreaterThan(5);
    expect((await post('/api/organization/admin/member_job/destroy', { id: inv.id })).statusCode).toBe(409);
    expect((await post('/api/organization/admin/member_job/destroy', { id: job.id })).statusCode).toBe(200);
  });

  it('lists and edits organisations', async () => {
    const { list, total } = (await get('/api/portal/admin/organization/view?type=government')).json().data;
    expect(total).toBe(2);
    const edited = await post('/api/portal/admin/organization/post', { ...list[0], createdAt: undefined, phone: '0512-66689999' });
    expect(edited.json().data.phone).toBe('0512-66689999');
    expect((await post('/api/portal/admin/organization/post', { name: '坏代码', type: 'service', creditCode: '123' })).json().field).toBe('creditCode');
    expect((await get('/api/portal/admin/organization/detail?id=99999')).statusCode).toBe(404);
  });

  it('serves dictionaries by name and refuses duplicate values', async () => {
    const rental = (await get('/apiv2/account/admin/dict/list-name?name=rental_status')).json().data;
    expect(rental.map((i: { value: string }) => i.value)).toEqual(['available', 'locked', 'leased', 'expiring', 'under_repair', 'self_use', 'sold']);
    expect(rental[0]).toMatchObject({ label: '待租', color: 'green' });
    const jiangsu = (await get('/apiv2/account/admin/dict/list-name?name=region&parentValue=320000')).json().data;
    expect(jiangsu.map((i: { label: string }) => i.label)).toContain('苏州市');
    const suzhou = (await get('/apiv2/account/admin/dict/list-name?name=region&parentValue=320500')).json().data;
    expect(suzhou.map((i: { label: string }) => i.label)).toContain('苏州工业园区');
    const manufacturing = (await get('/apiv2/account/admin/dict/list-name?name=industry&parentValue=C')).json().data;
    expect(manufacturing.map((i: { value: string }) => i.value)).toContain('39');
    expect((await get('/apiv2/account/admin/dict/list-name?name=nope')).statusCode).toBe(404);

    const types = (await get('/apiv2/account/admin/dict/root?keyword=rental')).json().data.list;
    const typeId = types[0].id;
    const dup = await post('/apiv2/account/admin/dict/create', { kind: 'item', typeId, label: '再次待租', value: 'available' });
    expect([dup.statusCode, dup.json().field]).toEqual([409, 'value']);
    const created = (
      await post('/apiv2/account/admin/dict/create', { kind: 'item', typeId, label: '预留', value: 'reserved', color: 'magenta', order: 75, isDefault: true })
    ).json().data.item;
    expect(created).toMatchObject({ value: 'reserved', isDefault: true });
    const items = (await get(`/apiv2/account/admin/dict/list?typeId=${typeId}&pageSize=50`)).json().data.list;
    expect(items.filter((i: { isDefault: boolean }) => i.isDefault)).toHaveLength(1);
    const renamed = await post('/apiv2/account/admin/dict/update', {
      kind: 'item',
      id: created.id,
      typeId,
      label: '预留房源',
      value: 'reserved',
      color: 'magenta',
      order: 75,
    });
    expect(renamed.json().data.item.label).toBe('预留房源');
    // Tag colours: a preset name or #rrggbb; CSS of any other kind is refused naming the field; '' clears it.
    for (const color of ['red;x:url(javascript:1)', 'expression(alert(1))', '#12345', 'rgb(1,2,3)', 'Red ']) {
      const bad = await post('/apiv2/account/admin/dict/update', { kind: 'item', id: created.id, typeId, label: '预留房源', value: 'reserved', color });
      expect([color, bad.statusCode, bad.json().field, bad.json().errorMessage]).toEqual([
        color,
        400,
        'color',
        expect.stringMatching(/preset colour name.*#rrggbb/),
      ]);
    }
    const hex = await post('/apiv2/account/admin/dict/update', {
      kind: 'item',
      id: created.id,
      typeId,
      label: '预留房源',
      value: 'reserved',
      color: '#1677FF',
    });
    expect(hex.json().data.item.color).toBe('#1677FF');
    const cleared = await post('/apiv2/account/admin/dict/update', { kind: 'item', id: created.id, typeId, label: '预留房源', value: 'reserved', color: '' });
    expect(cleared.json().data.item.color).toBeNull();
    expect((await post('/apiv2/account/admin/dict/delete', { kind: 'item', id: created.id })).statusCode).toBe(200);
    const builtIn = await post('/apiv2/account/admin/dict/delete', { kind: 'type', id: typeId });
    expect(builtIn.statusCode).toBe(409);
    const newType = (await post('/apiv2/account/admin/dict/create', { kind: 'type', name: 'meeting_room_type', title: '会议室类型' })).json().data.type;
    expect((await post('/apiv2/account/admin/dict/create', { kind: 'type', name: 'meeting_room_type', title: '重复' })).statusCode).toBe(409);
    expect((await post('/apiv2/account/admin/dict/create', { kind: 'type', name: 'Bad Name', title: 'x' })).json().field).toBe('name');
    expect((await post('/apiv2/account/admin/dict/delete', { kind: 'type', id: newType.id })).statusCode).toBe(200);
  });

  it('shows a user their notices with the unread count; reading marks read', async () => {
    const staff = bearer(
      await (async () => {
        await post('/apiv2/account/admin/save', { username: 'noticereader', password: 'Reader#2026x', realName: '读者' });
        return ctx.login('noticereader', 'Reader#2026x');
      })(),
    );
    const first = (await get('/apiv2/notify/admin/index', staff)).json().data;
    expect(first).toMatchObject({ totalCount: 3, unreadCount: 3 });
    await post('/apiv2/notify/admin/read', { id: first.list[0].id }, staff);
    const second = (await get('/apiv2/notify/admin/index', staff)).json().data;
    expect(second.unreadCount).toBe(2);
    expect(second.list.find((n: { id: number }) => n.id === first.list[0].id).read).toBe(true);
    // A notice to one role reaches only its holders.
    const auditor = (await get('/apiv2/role/admin/list?code=auditor')).json().data.list[0];
    await post('/apiv2/notify/admin/create', { title: '审计资料提交', content: '请于月底前提交', roleId: auditor.id });
    expect((await get('/apiv2/notify/admin/index', staff)).json().data.totalCount).toBe(3);
    await post('/apiv2/notify/admin/create', { title: '全员：园区停电通知', content: '周六 9:00–12:00 停电检修' });
    expect((await get('/apiv2/notify/admin/index', staff)).json().data.unreadCount).toBe(3);
    await post('/apiv2/notify/admin/read', { all: true }, staff);
    expect((await get('/apiv2/notify/admin/index', staff)).json().data.unreadCount).toBe(0);
    expect((await post('/apiv2/notify/admin/read', {}, staff)).statusCode).toBe(400);
    const all = (await get('/apiv2/notify/admin/list')).json().data;
    expect(all.total).toBe(5);
    expect(all.list.find((n: { id: number }) => n.id === first.list[0].id).readCount).toBe(1);
  });
});
