import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLogs, clueHistory, clues, departments, roles, userRoles, users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, grantKeys, type TestContext } from './harness';

const IMPORT = '/apiv2/pms/admin/zhaoshang/clue-import';
const TEMPLATE = '/apiv2/pms/admin/zhaoshang/clue-import-template';
const PASSWORD = 'Clue@import2026';

/** A multipart/form-data body with one file, as a browser sends it. */
function multipart(filename: string, data: Buffer) {
  const boundary = `----PortalBoundary${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const HEADERS = ['企业/个人*', '联系人', '电话', '行业', '投资额（万元）', '来源*', '意向等级*', '下次跟进', '负责人'];

async function workbook(rows: ExcelJS.CellValue[][], headers = HEADERS) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('线索');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe.each(dbKinds)('clue import from .xlsx on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let seq = 0;
  const upload = (data: Buffer, headers: Record<string, string>, query = '', filename = 'clues.xlsx') => {
    const body = multipart(filename, data);
    return ctx.app.inject({ method: 'POST', url: `${IMPORT}${query}`, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const byName = async (name: string) => (await ctx.database.db.select().from(clues).where(eq(clues.name, name)))[0];

  /** A new account in `department` holding exactly these keys, with the department data scope. */
  async function staffWith(keys: string[], department: string) {
    const { db } = ctx.database;
    seq += 1;
    const [role] = await db
      .insert(roles)
      .values({ name: `导入角色${seq}`, code: `clue-import-${seq}`, dataScope: 'department' })
      .returning({ id: roles.id });
    await grantKeys(db, role.id, keys);
    const [dept] = await db.select({ id: departments.id }).from(departments).where(eq(departments.name, department));
    const username = `zsimport${seq}`;
    const [user] = await db
      .insert(users)
      .values({ username, passwordHash: await hashPassword(PASSWORD), realName: `导入员${seq}`, departmentId: dept.id })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
    return { id: user.id, username, departmentId: dept.id, headers: bearer(await ctx.login(username, PASSWORD)) };
  }

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.login('admin', ADMIN_PASSWORD));
  });
  afterAll(() => ctx.close());

  it('serves a template with notes, an example row and dropdowns; the untouched template imports nothing; refuses without the key', async () => {
    expect((await ctx.app.inject({ url: TEMPLATE })).statusCode).toBe(401);
    const viewer = await staffWith(['clue:query'], '招商一部');
    expect((await ctx.app.inject({ url: TEMPLATE, headers: viewer.headers })).statusCode).toBe(403);
    expect((await upload(await workbook([]), viewer.headers)).statusCode).toBe(403);

    const res = await ctx.app.inject({ url: TEMPLATE, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('线索导入模板.xlsx'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('线索')!;
    const header = (ws.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['企业/个人*', '类型', '联系人', '电话']);
    expect(String(ws.getCell('A2').value)).toMatch(/^（示例）/);
    const validations = (ws as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }).dataValidations.model;
    const level = validations[`${String.fromCharCode(64 + header.indexOf('意向等级*') + 1)}3`];
    expect(level).toMatchObject({ type: 'list' });
    const untouched = await upload(res.rawPayload, admin);
    expect(untouched.statusCode).toBe(400);
    expect(untouched.json().message).toMatch(/no clue rows/);
    // Not a workbook, whatever its name.
    expect((await upload(Buffer.from('name,phone\n甲,1390000\n'), admin, '', 'fake.xlsx')).statusCode).toBe(415);
  });

  it('reports every bad cell by row and column and writes nothing; skipInvalid writes the valid rows, each with its history and log entry', async () => {
    const importer = await staffWith(['clue:query', 'clue:import'], '招商一部');
    const [existing] = await ctx.database.db
      .select({ id: clues.id, name: clues.name, phone: clues.phone })
      .from(clues)
      .where(eq(clues.poolState, 'owned'))
      .limit(1);
    const rows: ExcelJS.CellValue[][] = [
      ['苏州导入甲科技有限公司', '陈经理', '13911110001', '39', 800, '渠道中介', 'A', '2026-12-05', ''], // 2: valid
      ['', '王', '13911110002', '', '', '渠道中介', 'B', '', ''], // 3: no name
      ['苏州导入乙科技有限公司', '', '13911110003', '', 'lots', '地推', 'B', '2026-02-30', ''], // 4: number, source, date
      ['苏州导入丙科技有限公司', '', '139-1111-0001', '', '', '渠道中介', 'C', '', ''], // 5: phone of row 2
      [existing.name, '', '', '', '', '渠道中介', 'C', '', ''], // 6: an existing clue's name
      ['苏州导入丁科技有限公司', '', existing.phone, '', '', '渠道中介', 'C', '', ''], // 7: an existing clue's phone
      ['苏州导入戊科技有限公司', '', '13911110007', '', '', '渠道中介', 'C', '', 'liming'], // 8: someone else, not a manager
      ['苏州导入己科技有限公司', '', 13911110008, '', '', 'walk_in', 'B', '', importer.username], // 9: valid (phone typed as a number, source by value)
    ];
    const before = (await ctx.database.db.select({ id: clues.id }).from(clues)).length;
    const res = await upload(await workbook(rows), importer.headers);
    expect(res.statusCode).toBe(200);
    const report = res.json().data as { total: number; imported: number; rejectedRows: number; rejected: { row: number; column: string; message: string }[] };
    expect(report).toMatchObject({ total: 8, imported: 0, rejectedRows: 6 });
    const problems = report.rejected.map((r) => `${r.row} ${r.column}: ${r.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        '3 企业/个人*: is required',
        '4 投资额（万元）: must be a number',
        expect.stringMatching(/^4 来源\*: is not a value of the dictionary/),
        '4 下次跟进: 2026-02-30 is not a calendar date',
        '5 电话: repeats the phone of row 2',
        expect.stringMatching(new RegExp(`^6 企业/个人\\*: is already clue #${existing.id} `)),
        expect.stringMatching(new RegExp(`^7 电话: is already clue #${existing.id} .*owned by`)),
        '8 负责人: only a holder of the assign permission may import clues for someone else',
      ]),
    );
    expect((await ctx.database.db.select({ id: clues.id }).from(clues)).length).toBe(before);

    const partial = await upload(await workbook(rows), importer.headers, '?skipInvalid=true');
    expect(partial.json().data).toMatchObject({ total: 8, imported: 2, rejectedRows: 6 });
    const a = await byName('苏州导入甲科技有限公司');
    const f = await byName('苏州导入己科技有限公司');
    expect(a).toMatchObject({
      ownerId: importer.id,
      departmentId: importer.departmentId,
      stage: 'new',
      poolState: 'owned',
      investmentAmount: 800,
      source: 'channel_agent',
    });
    expect(a.nextFollowUpOn).toBe('2026-12-05');
    expect(f).toMatchObject({ ownerId: importer.id, phone: '13911110008', source: 'walk_in' });
    const history = await ctx.database.db
      .select()
      .from(clueHistory)
      .where(inArray(clueHistory.clueId, [a.id, f.id]));
    expect(history.map((h) => [h.clueId, h.action, h.toStage, h.userId])).toEqual(
      expect.arrayContaining([
        [a.id, 'import', 'new', importer.id],
        [f.id, 'import', 'new', importer.id],
      ]),
    );
    const logs = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'clue'), inArray(auditLogs.entityId, [String(a.id), String(f.id)])));
    expect(logs.map((l) => l.action)).toEqual(['create', 'create']);
    // The list shows them as the importer's.
    const mine = (await ctx.app.inject({ url: '/apiv2/pms/admin/zhaoshang/clue-query?scope=mine', headers: importer.headers })).json().data;
    expect(mine.total).toBe(2);
    // Imported again: both are now duplicates.
    const again = (await upload(await workbook([rows[0], rows[7]]), importer.headers)).json().data;
    expect(again).toMatchObject({ total: 2, imported: 0, rejectedRows: 2 });
  });

  it('lets a manager give the clues to a staff member in their data scope, not outside it', async () => {
    const manager = await staffWith(['clue:query', 'clue:import', 'clue:assign'], '招商一部');
    const { db } = ctx.database;
    const [liming] = await db.select({ id: users.id, departmentId: users.departmentId }).from(users).where(eq(users.username, 'liming'));
    const rows: ExcelJS.CellValue[][] = [
      ['无锡分配甲有限公司', '', '13922220001', '', '', '渠道中介', 'B', '', '李明'],
      ['无锡分配乙有限公司', '', '13922220002', '', '', '渠道中介', 'B', '', 'zhaolei'], // 招商二部: not in the manager's scope
      ['无锡分配丙有限公司', '', '13922220003', '', '', '渠道中介', 'B', '', '没有这个人'],
    ];
    const res = (await upload(await workbook(rows), manager.headers)).json().data;
    expect(res.rejected.map((r: { row: number; message: string }) => `${r.row}: ${r.message}`)).toEqual([
      '3: is not in your data scope',
      '4: is not a staff member (give the account name or the full name)',
    ]);
    const ok = (await upload(await workbook([rows[0]]), manager.headers)).json().data;
    expect(ok).toMatchObject({ imported: 1, rejectedRows: 0 });
    expect(await byName('无锡分配甲有限公司')).toMatchObject({ ownerId: liming.id, departmentId: liming.departmentId, createdBy: manager.id });
  });
});
