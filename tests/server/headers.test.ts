import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestContext, type TestContext } from './harness';

/** Security headers (server/plugins/securityHeaders.ts) on the app's pages, the API and the API docs. Headers do not depend on the database: PGlite only. */
describe('security headers', () => {
  let ctx: TestContext;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!DOCTYPE html><html><body><div id="root"></div><script src="/umi.js"></script></body></html>');
    ctx = await createTestContext('pglite', { webDist, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const directives = (header: string | undefined) =>
    Object.fromEntries(
      (header ?? '')
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => [d.split(/\s+/)[0], d.split(/\s+/).slice(1).join(' ')]),
    );

  it('sends a strict policy, no framing, nosniff and a referrer policy on pages, the API and its docs', async () => {
    for (const url of [
      '/',
      '/portal/adminlogin',
      '/policydetail/1',
      '/api/policy/search?keyword=x',
      '/apiv2/account/admin/currentuser',
      '/api/docs/',
      '/api/docs/json',
    ]) {
      const res = await ctx.app.inject(url);
      expect([url, res.statusCode < 500]).toEqual([url, true]);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect([url, csp['script-src'], csp['frame-ancestors'], csp['object-src'], csp['base-uri']]).toEqual([url, "'self'", "'none'", "'none'", "'self'"]);
      expect(csp['script-src']).not.toMatch(/unsafe/);
      expect('upgrade-insecure-requests' in csp).toBe(false);
      expect([url, res.headers['x-frame-options'], res.headers['x-content-type-options'], res.headers['referrer-policy']]).toEqual([
        url,
        'DENY',
        'nosniff',
        'strict-origin-when-cross-origin',
      ]);
    }
  });

  it('serves the API docs page with only scripts of its own origin, which the policy allows', async () => {
    const page = await ctx.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<script src="[^"]+swagger-ui-bundle\.js"/);
    // No inline script: every <script> has a src.
    expect(page.body.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
  });

  it('sends HSTS only for requests that came over HTTPS', async () => {
    expect((await ctx.app.inject('/')).headers['strict-transport-security']).toBeUndefined();
    // Through the trusted proxy, which terminated TLS.
    const https = await ctx.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // From an untrusted client, the header is its own word.
    const forged = await ctx.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '198.51.100.9' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
