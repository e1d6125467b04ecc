import crypto from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLogs, companies, companyQualifications } from '../../server/db/schema';
import { withCheckChar } from '@shared/creditCode';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

const IMPORT = '/apiv2/company/admin/import';
const TEMPLATE = '/apiv2/company/admin/import-template';

/** A multipart/form-data body with one file, as a browser sends it. */
function multipart(filename: string, data: Buffer, field = 'file') {
  const boundary = `----PortalBoundary${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const HEADERS = [
  '企业名称*',
  '统一社会信用代码*',
  '法定代表人',
  '成立日期',
  '注册资本（万元）',
  '行业代码',
  '规模',
  '从业人数',
  '科技人员',
  '状态',
  '楼栋',
  '资质',
];

/** A workbook as a user fills it in Excel: a header row and the given rows. */
async function workbook(rows: ExcelJS.CellValue[][], headers = HEADERS) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('企业');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A Windows PE program: `MZ`, e_lfanew, `PE\0\0`. */
function peBinary() {
  const buf = Buffer.alloc(1024);
  buf.write('MZ', 0, 'latin1');
  buf.writeUInt32LE(0x80, 0x3c);
  buf.write('PE\0\0', 0x80, 'latin1');
  return buf;
}

const code = (body: string) => withCheckChar(body);
const wrongCheckChar = (c: string) => `${c.slice(0, 17)}${c[17] === '0' ? '1' : '0'}`;

describe.each(dbKinds)('company import from .xlsx on %s', (kind) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const upload = (filename: string, data: Buffer, query = '', headers = admin, field = 'file') => {
    const body = multipart(filename, data, field);
    return ctx.app.inject({ method: 'POST', url: `${IMPORT}${query}`, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const total = async () => (await ctx.app.inject({ url: '/apiv2/company/admin/query?pageSize=1', headers: admin })).json().data.total as number;
  const byCode = async (creditCode: string) => (await ctx.database.db.select().from(companies).where(eq(companies.creditCode, creditCode)))[0];

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
  });
  afterAll(() => ctx.close());

  it('serves a template with the header row, an example row and dictionary dropdowns; the untouched template imports nothing', async () => {
    const res = await ctx.app.inject({ url: TEMPLATE, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('企业导入模板.xlsx'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('企业')!;
    const header = (ws.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['企业名称*', '统一社会信用代码*', '法定代表人']);
    expect(String(ws.getCell('A2').value)).toMatch(/^（示例）/);
    const validations = (ws as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }).dataValidations.model;
    const scaleCol = header.indexOf('规模') + 1;
    const scale = validations[`${String.fromCharCode(64 + scaleCol)}3`];
    expect(scale).toMatchObject({ type: 'list', formulae: ['"大型,中型,小型,微型"'] });
    const industry = validations[`${String.fromCharCode(64 + header.indexOf('行业代码') + 1)}3`];
    expect(industry.formulae[0]).toMatch(/字典/);
    expect(String(wb.getWorksheet('字典')!.getCell('A1').value)).toMatch(/^\d{2} /);

    const again = await upload('企业导入模板.xlsx', res.rawPayload);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessage).toBe('"企业导入模板.xlsx" has no company rows under its header');
  });

  it('imports a good file: every row, with labels or values from the dictionaries, dates and qualifications; audited', async () => {
    const before = await total();
    const codes = [code('91320594MA1NPT001'), code('91320594MA1NPT002'), code('91320594MA1NPT003')];
    const file = await workbook([
      [
        '苏州澄湖光电科技有限公司',
        codes[0],
        '顾明',
        new Date(Date.UTC(2019, 2, 7)),
        500,
        '39 计算机、通信和其他电子设备制造业',
        '小型',
        80,
        30,
        '在园',
        'B1栋',
        '高新技术企业、科技型中小企业',
      ],
      ['苏州金鸡湖数据服务有限公司', codes[1], '陆婷', '2020/11/3', '1,200.5', '65', 'medium', 320, 120, 'pending', null, 'tech_sme'],
      [
        { richText: [{ text: '苏州独墅湖' }, { text: '生物医药有限公司' }] },
        ` ${codes[2].toLowerCase()} `,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
      ],
    ]);
    const res = await upload('园区企业.xlsx', file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ total: 3, imported: 3, rejectedRows: 0, rejected: [] });
    expect(await total()).toBe(before + 3);

    const first = await byCode(codes[0]);
    expect(first).toMatchObject({
      name: '苏州澄湖光电科技有限公司',
      foundedOn: '2019-03-07',
      registeredCapital: 500,
      industryCode: '39',
      scale: 'small',
      status: 'active',
      building: 'B1栋',
      qualifications: ['high_tech', 'tech_sme'],
    });
    const quals = await ctx.database.db.select().from(companyQualifications).where(eq(companyQualifications.companyId, first.id));
    expect(quals.map((q) => q.qualification).sort()).toEqual(['high_tech', 'tech_sme']);
    expect(await byCode(codes[1])).toMatchObject({ foundedOn: '2020-11-03', registeredCapital: 1200.5, scale: 'medium', status: 'pending' });
    // Code typed in lower case with spaces, name in rich text; status defaults to active.
    expect(await byCode(codes[2])).toMatchObject({ name: '苏州独墅湖生物医药有限公司', status: 'active' });

    const [log] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'import'), eq(auditLogs.entity, 'company')));
    expect(log).toMatchObject({ username: 'admin', summary: 'Imported 3 companies from 园区企业.xlsx' });
    expect((log.after as { companies: { creditCode: string }[] }).companies.map((c) => c.creditCode)).toEqual(codes);
  });

  const brokenRows = () => {
    const good1 = code('91320594MA1BRK001');
    const good2 = code('91320594MA1BRK002');
    return {
      good: [good1, good2],
      rows: [
        ['苏州正常一号科技有限公司', good1, null, '2018-05-20', 100, '65', '小型', 30, 10], // row 2
        ['苏州校验码错误有限公司', wrongCheckChar(code('91320594MA1BRK003'))], // row 3
        [null, code('91320594MA1BRK004'), '无名氏'], // row 4: no name
        ['苏州负资本有限公司', code('91320594MA1BRK005'), null, null, -50], // row 5
        ['苏州重复代码有限公司', good1], // row 6: repeats row 2
        ['苏州文字人数有限公司', code('91320594MA1BRK006'), null, null, null, null, null, '三十'], // row 7
        ['苏州正常二号科技有限公司', good2, null, null, null, null, '大型'], // row 8
        ['苏州已登记有限公司', code('91320594MA1TE5T01')], // row 9: registered before the import
        ['苏州未知规模有限公司', code('91320594MA1BRK007'), null, null, null, null, '超大型'], // row 10
        ['苏州日期错误有限公司', code('91320594MA1BRK008'), null, '2023-02-30'], // row 11
      ] as ExcelJS.CellValue[][],
    };
  };

  it('writes nothing when any row is broken, and names the row, column, value and reason of each problem', async () => {
    // A company already registered, whose code the file repeats in row 9.
    await ctx.app.inject({
      method: 'POST',
      url: '/apiv2/company/admin/create',
      headers: admin,
      payload: { name: '苏州星湖量子科技有限公司', creditCode: code('91320594MA1TE5T01') },
    });
    const before = await total();
    const { rows, good } = brokenRows();
    const res = await upload('有问题的企业.xlsx', await workbook(rows));
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ total: 10, imported: 0, rejectedRows: 8 });
    expect(report.rejected).toEqual([
      { row: 3, column: '统一社会信用代码*', value: wrongCheckChar(code('91320594MA1BRK003')), message: 'has a wrong check character' },
      { row: 4, column: '企业名称*', value: '', message: 'is required' },
      { row: 5, column: '注册资本（万元）', value: '-50', message: 'must not be negative' },
      { row: 6, column: '统一社会信用代码*', value: good[0], message: 'repeats the credit code of row 2' },
      { row: 7, column: '从业人数', value: '三十', message: 'must be a number' },
      { row: 9, column: '统一社会信用代码*', value: code('91320594MA1TE5T01'), message: 'is already registered for 苏州星湖量子科技有限公司' },
      { row: 10, column: '规模', value: '超大型', message: 'is not a value of the dictionary: 大型, 中型, 小型, 微型' },
      { row: 11, column: '成立日期', value: '2023-02-30', message: '2023-02-30 is not a calendar date' },
    ]);
    expect(await total()).toBe(before);
    expect(await byCode(good[0])).toBeUndefined();
  });

  it('with skipInvalid=true writes the valid rows in one go and reports the rejected ones', async () => {
    const before = await total();
    const { rows, good } = brokenRows();
    const res = await upload('有问题的企业.xlsx', await workbook(rows), '?skipInvalid=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 10, imported: 2, rejectedRows: 8 });
    expect(res.json().data.rejected.map((r: { row: number }) => r.row)).toEqual([3, 4, 5, 6, 7, 9, 10, 11]);
    expect(await total()).toBe(before + 2);
    expect(await byCode(good[0])).toMatchObject({ name: '苏州正常一号科技有限公司', scale: 'small', staffCount: 30 });
    expect(await byCode(good[1])).toMatchObject({ name: '苏州正常二号科技有限公司', scale: 'large' });
    const logs = await ctx.database.db.select().from(auditLogs).where(eq(auditLogs.action, 'import'));
    expect(logs.map((l) => l.summary)).toContain('Imported 2 companies from 有问题的企业.xlsx (8 rows rejected)');
  });

  it('reads an exported list back: its rows are recognised and reported as already registered', async () => {
    const exported = await ctx.app.inject({ url: '/apiv2/company/admin/export?industryCode=65', headers: admin });
    expect(exported.statusCode).toBe(200);
    const res = await upload('企业列表.xlsx', exported.rawPayload);
    const report = res.json().data;
    expect(report.total).toBeGreaterThan(0);
    expect(report.imported).toBe(0);
    expect(report.rejectedRows).toBe(report.total);
    expect(
      report.rejected.every((r: { column: string; message: string }) => r.column === '统一社会信用代码' && r.message.startsWith('is already registered for')),
    ).toBe(true);
  });

  it('checks cells Excel mangles: a credit code stored as a number, spreadsheet errors', async () => {
    const res = await upload(
      '数字代码.xlsx',
      await workbook([
        ['苏州数字代码有限公司', 913205940000000000],
        ['苏州公式错误有限公司', code('91320594MA1ERR001'), null, null, { error: '#DIV/0!' } as ExcelJS.CellValue],
        [
          '苏州公式失败有限公司',
          code('91320594MA1ERR002'),
          null,
          null,
          null,
          null,
          null,
          { formula: 'A1*2', result: { error: '#VALUE!' } } as ExcelJS.CellValue,
        ],
      ]),
    );
    expect([res.statusCode, res.json().errorMessage]).toEqual([200, undefined]);
    expect(res.json().data.rejected).toEqual([
      { row: 2, column: '统一社会信用代码*', value: '913205940000000000', message: expect.stringContaining('stored as a number') },
      { row: 3, column: '注册资本（万元）', value: '#DIV/0!', message: 'holds the spreadsheet error #DIV/0!' },
      { row: 4, column: '从业人数', value: '=A1*2', message: 'holds a formula without a usable result: copy the column and paste it as values' },
    ]);
  });

  it('refuses files that are not .xlsx by their content, naming the file', async () => {
    const exe = await upload('企业名单.xlsx', peBinary());
    expect(exe.statusCode).toBe(415);
    expect(exe.json().errorMessage).toBe(
      '"企业名单.xlsx" is not an Excel workbook (.xlsx): the content is a Windows executable (MZ/PE), whatever the file name says.',
    );
    const csv = await upload('companies.xlsx', Buffer.from('企业名称,统一社会信用代码\n苏州某某有限公司,91320594MA1TE5T01X\n'));
    expect([csv.statusCode, csv.json().errorMessage]).toEqual([
      415,
      expect.stringMatching(/^"companies\.xlsx" is not an Excel workbook \(\.xlsx\): the content is plain text/),
    ]);
    // The ZIP directory is intact (so it is taken for a workbook) but the parts' data is not.
    const damaged = Buffer.from(await workbook([['苏州某某有限公司', code('91320594MA1DMG001')]])).fill(0, 300, 700);
    const broken = await upload('damaged.xlsx', damaged);
    expect([broken.statusCode, broken.json().errorMessage]).toEqual([
      400,
      '"damaged.xlsx" could not be read as an Excel workbook: it is damaged or not an .xlsx file',
    ]);
    const noHeader = await upload('list.xlsx', await workbook([['x', 'y']], ['名称', '代码']));
    expect([noHeader.statusCode, noHeader.json().errorMessage]).toEqual([400, expect.stringContaining('no header row naming 企业名称 and 统一社会信用代码')]);
    const missingColumn = await upload('list.xlsx', await workbook([['苏州某某有限公司']], ['企业名称']));
    expect([missingColumn.statusCode, missingColumn.json().errorMessage]).toEqual([
      400,
      '"list.xlsx": the header row has no 统一社会信用代码 column (download the template)',
    ]);
  });

  it('imports a large file in bulk: 1 200 rows with their qualifications', async () => {
    const before = await total();
    const rows = Array.from({ length: 1200 }, (_, i) => {
      const body = `91320594MA2${String(i).padStart(5, '0')}X`;
      return [`苏州批量导入第${i}号科技有限公司`, code(body), null, null, i, '65', '小型', 10, 2, null, null, i % 2 ? '高新技术企业' : null];
    });
    const res = await upload('批量.xlsx', await workbook(rows));
    expect(res.json().data).toMatchObject({ total: 1200, imported: 1200, rejectedRows: 0 });
    expect(await total()).toBe(before + 1200);
    // Every name arrives whole (a character split between two chunks of the sheet's XML used to become U+FFFD).
    const imported = await ctx.database.db.select({ name: companies.name }).from(companies).where(like(companies.name, '苏州批量导入第%'));
    expect(imported.map((c) => c.name).sort()).toEqual(rows.map((r) => r[0]).sort());
    const last = await byCode(code('91320594MA201199X'));
    expect(last).toMatchObject({ name: '苏州批量导入第1199号科技有限公司', registeredCapital: 1199, qualifications: ['high_tech'] });
    const quals = await ctx.database.db.select().from(companyQualifications).where(eq(companyQualifications.companyId, last.id));
    expect(quals.map((q) => q.qualification)).toEqual(['high_tech']);
  });

  it('refuses a workbook whose parts would unpack to too much (a zip bomb) before parsing it', async () => {
    const buf = Buffer.from(await workbook([['苏州某某有限公司', code('91320594MA1BMB001')]]));
    // Claim 1 GB for the first part in the central directory.
    const cd = buf.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    buf.writeUInt32LE(1024 * 1024 * 1024, cd + 24);
    const res = await upload('bomb.xlsx', buf);
    expect([res.statusCode, res.json().errorMessage]).toEqual([413, '"bomb.xlsx" unpacks to more than 60 MB: it is not a company list this import can read']);
  });

  it('refuses an oversize file with 413 and a request without a file part with 400', async () => {
    const big = Buffer.concat([await workbook([]), crypto.randomBytes(5 * 1024 * 1024 + 10)]);
    const res = await upload('huge.xlsx', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().errorMessage).toMatch(/^"huge\.xlsx" is too large: an import file may be at most 5 MB/);
    const json = await ctx.app.inject({ method: 'POST', url: IMPORT, headers: admin, payload: { file: 'x' } });
    expect([json.statusCode, json.json().field]).toEqual([400, 'file']);
    const wrongField = await upload('a.xlsx', await workbook([]), '', admin, 'upload');
    expect(wrongField.json().errorMessage).toBe('Send the file in the field "file", not "upload"');
  });

  it('needs company:import: 401 without a token, 403 without the key', async () => {
    const file = await workbook([['苏州无权限有限公司', code('91320594MA1PRM001')]]);
    expect((await upload('a.xlsx', file, '', {})).statusCode).toBe(401);
    await ctx.createUser('importer0', 'Visitor@2026');
    const plain = bearer(await ctx.login('importer0', 'Visitor@2026'));
    expect((await upload('a.xlsx', file, '', plain)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: TEMPLATE, headers: plain })).statusCode).toBe(403);
    expect(await byCode(code('91320594MA1PRM001'))).toBeUndefined();
  });
});
