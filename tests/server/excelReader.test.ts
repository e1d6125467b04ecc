import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { readSheetRows } from '../../server/lib/excel';

/** A company list the way the imports receive it: Chinese names, the header row first. */
const names = (n: number) => Array.from({ length: n }, (_, i) => `苏州工业园区第${i + 1}号智能制造科技有限公司`);

async function inMemoryWorkbook(sheets: { name: string; rows: ExcelJS.CellValue[][]; state?: 'hidden' }[]) {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name, { state: sheet.state ?? 'visible' });
    sheet.rows.forEach((r) => ws.addRow(r));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** As the list exports write it: exceljs's streaming writer, strings inline in the sheet. */
async function streamedWorkbook(rows: ExcelJS.CellValue[][]) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('企业');
  rows.forEach((r) => sheet.addRow(r).commit());
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

describe('reading an uploaded workbook', () => {
  const list = names(3000);
  const rows = [['企业名称', '法定代表人'], ...list.map((n) => [n, '欧阳明远'])];

  it.each([
    ['shared strings (Excel, our template)', () => inMemoryWorkbook([{ name: '企业', rows }])],
    ['inline strings (our exports)', () => streamedWorkbook(rows)],
  ])('keeps every Chinese character of a 3 000-row list with %s', async (_, write) => {
    const read = await readSheetRows(await write(), 10_000);
    expect(read).toHaveLength(3001);
    // The names as read, compared whole: a character split across two chunks of XML used to come back as U+FFFD.
    expect(read.slice(1).map((r) => r.cells[1])).toEqual(list);
    expect(read.slice(1).every((r) => r.cells[2] === '欧阳明远')).toBe(true);
  });

  it('takes the first sheet in tab order that is not hidden, and stops after `keep` rows', async () => {
    const buf = await inMemoryWorkbook([
      { name: '字典', rows: [['6510 软件开发']], state: 'hidden' },
      { name: '企业', rows: [['企业名称'], ...list.slice(0, 50).map((n) => [n])] },
      { name: '说明', rows: [['填写说明']] },
    ]);
    const read = await readSheetRows(buf, 11);
    expect(read.map((r) => r.row)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(read[0].cells[1]).toBe('企业名称');
    expect(read[10].cells[1]).toBe(list[9]);
  });

  /** The workbook with one byte of a part's compressed data changed (the ZIP directory stays intact). */
  const damage = (buf: Buffer, part: string) => {
    const name = buf.indexOf(part); // the part's local header: 30 bytes, its name, its extra field, then its data
    const data = name + part.length + buf.readUInt16LE(name - 30 + 28);
    const copy = Buffer.from(buf);
    copy[data + 20] ^= 0x55;
    return copy;
  };

  it.each(['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml', '[Content_Types].xml'])(
    'fails when %s is damaged instead of returning what it holds',
    async (part) => {
      const buf = await inMemoryWorkbook([{ name: '企业', rows }]);
      expect(await readSheetRows(buf, 10_000)).toHaveLength(3001);
      await expect(readSheetRows(damage(buf, part), 10_000)).rejects.toThrow();
    },
  );

  it('stops a part that unpacks to more than its directory entry says (a zip bomb that lies about its sizes)', async () => {
    const buf = Buffer.from(await inMemoryWorkbook([{ name: '企业', rows }]));
    const entry = buf.lastIndexOf('xl/worksheets/sheet1.xml') - 46; // its central directory entry; the size unpacked at +24
    buf.writeUInt32LE(1000, entry + 24);
    await expect(readSheetRows(buf, 10_000)).rejects.toThrow('xl/worksheets/sheet1.xml unpacks to more than the 1000 bytes its directory entry says');
  });

  it("fails when a part's bytes do not match the checksum the ZIP directory holds for them", async () => {
    // As with a part stored uncompressed and changed since: it unpacks without an error, only the CRC-32 tells.
    const buf = Buffer.from(await inMemoryWorkbook([{ name: '企业', rows }]));
    const entry = buf.lastIndexOf('xl/worksheets/sheet1.xml') - 46; // its central directory entry; the CRC-32 at +16
    buf.writeUInt32LE(buf.readUInt32LE(entry + 16) ^ 1, entry + 16);
    await expect(readSheetRows(buf, 10_000)).rejects.toThrow('xl/worksheets/sheet1.xml is damaged (CRC-32 mismatch)');
  });
});
