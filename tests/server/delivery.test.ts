import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompress } from '../../server/lib/precompress';
import { CACHE_FOREVER, webAssetCacheControl } from '../../server/plugins/delivery';
import { bearer, createTestContext, type TestContext } from './harness';

/**
 * How bytes leave the server (server/plugins/delivery.ts): the web build's precompressed copies chosen by
 * Accept-Encoding, cache headers by file name, API responses compressed on the fly, requests never
 * decompressed, uploads revalidated by ETag. Nothing here depends on the database: PGlite only.
 */
describe('delivery: compression and caching', () => {
  let ctx: TestContext;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  // Large enough to be compressed, and different from line to line so brotli and gzip differ in size.
  const script = Array.from({ length: 400 }, (_, i) => `window.__chunk${i} = ${i * 7919};`).join('\n');
  const index = `<!DOCTYPE html><html><head><title>园区政策</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(
    100,
  )}<script src="/umi.8db298f1.js"></script></body></html>`;

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), index);
    fs.writeFileSync(path.join(webDist, 'umi.8db298f1.js'), script);
    fs.writeFileSync(path.join(webDist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await precompress(webDist);
    ctx = await createTestContext('pglite', { webDist });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of text assets at build time, but not of files too small to gain', () => {
    expect(fs.existsSync(path.join(webDist, 'umi.8db298f1.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(webDist, 'umi.8db298f1.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(webDist, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(webDist, 'logo.svg.br'))).toBe(false);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(webDist, 'umi.8db298f1.js.br'))).toString()).toBe(script);
  });

  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the file itself otherwise', async () => {
    const br = await ctx.app.inject({ url: '/umi.8db298f1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await ctx.app.inject({ url: '/umi.8db298f1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    for (const acceptEncoding of ['identity', undefined]) {
      const plain = await ctx.app.inject({ url: '/umi.8db298f1.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    }
  });

  it('lets browsers keep hashed files for a year and revalidate the page, with an ETag that answers 304', async () => {
    const asset = await ctx.app.inject({ url: '/umi.8db298f1.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of ['/', '/search?keyword=研发', '/policydetail/12']) {
      const page = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect([url, page.statusCode, page.headers['cache-control'], page.headers['content-encoding']]).toEqual([url, 200, 'no-cache', 'br']);
      const html = zlib.brotliDecompressSync(page.rawPayload).toString();
      // The built page with the head of this screen (tests/server/seo.test.ts checks the head).
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script src="/umi.8db298f1.js"></script>');
      const etag = page.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
      expect([url, again.statusCode, again.body]).toEqual([url, 304, '']);
    }
  });

  it('names cache lifetimes by file name: hashed chunks forever, pages revalidated, the rest an hour', () => {
    expect(webAssetCacheControl('/dist/p__policy__Search.3e1e0477.async.js')).toBe(CACHE_FOREVER);
    expect(webAssetCacheControl('/dist/t__plugin-layout__Layout.e2ec6e92.chunk.css.br')).toBe(CACHE_FOREVER);
    expect(webAssetCacheControl('/dist/index.html.gz')).toBe('no-cache');
    expect(webAssetCacheControl('/dist/logo.svg')).toBe('public, max-age=3600');
  });

  it('compresses API responses over 1 KB for clients that accept it, and leaves small ones as they are', async () => {
    const token = await ctx.adminToken();
    const list = await ctx.app.inject({ url: '/apiv2/account/admin/query?current=1&pageSize=50', headers: { ...bearer(token), 'accept-encoding': 'br' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const body = JSON.parse(zlib.brotliDecompressSync(list.rawPayload).toString());
    expect(body.data.list.length).toBeGreaterThan(10);

    const plain = await ctx.app.inject({
      url: '/apiv2/account/admin/query?current=1&pageSize=50',
      headers: { ...bearer(token), 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.list.length).toBe(body.data.list.length);

    const small = await ctx.app.inject({ url: '/apiv2/account/admin/query?current=none', headers: { ...bearer(token), 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(400);
    expect(small.json().errorMessage).toMatch(/current/);
    expect(Buffer.byteLength(small.body)).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('does not decompress request bodies: a gzip body is refused as bad JSON and changes nothing', async () => {
    const token = await ctx.adminToken();
    const before = await ctx.app.inject({ url: '/apiv2/account/admin/query?current=1&pageSize=1', headers: bearer(token) });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/apiv2/account/admin/save',
      headers: { ...bearer(token), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ username: 'zipped', realName: '压缩', roleIds: [] })),
    });
    expect(res.statusCode).toBe(400);
    const after = await ctx.app.inject({ url: '/apiv2/account/admin/query?current=1&pageSize=1', headers: bearer(token) });
    expect(after.json().data.total).toBe(before.json().data.total);
  });
});
