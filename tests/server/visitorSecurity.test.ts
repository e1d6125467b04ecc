/**
 * A visitor's account security: the image captcha after repeated failures, and the user centre's profile,
 * password, bound e-mail / phone and sessions. Attackers: another visitor's session, a wrong current password,
 * a reused captcha, a staff token.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLogs, visitorCaptchas, visitorSessions, visitors } from '../../server/db/schema';
import type { MailMessage, Mailer, SmsMessage, SmsSender } from '../../server/lib/mail';
import { answerHash } from '../../server/modules/visitor/captcha';
import { demoVisitors } from '../../server/seed/visitors';
import { ADMIN_PASSWORD, bearer, createTestContext, dbKinds, type TestContext } from './harness';

const PASSWORD = 'Visitor@2026';

describe.each(dbKinds)('visitor account security on %s', (kind) => {
  let ctx: TestContext;
  const mails: MailMessage[] = [];
  const mail: Mailer = {
    send: async (m) => {
      mails.push(m);
      return { via: 'outbox', messageId: `<${mails.length}@test>`, file: '' };
    },
    close: () => undefined,
  };
  const texts: SmsMessage[] = [];
  const sms: SmsSender = {
    send: async (m) => {
      texts.push(m);
      return { via: 'outbox', messageId: String(texts.length), file: '' };
    },
  };
  beforeAll(async () => {
    ctx = await createTestContext(kind, { mail, sms });
  });
  afterAll(() => ctx.close());

  let ip = 0;
  const nextIp = () => `192.0.2.${(++ip % 200) + 1}`;
  const post = (url: string, payload: object, from: string, token?: string) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: from, ...(token ? { headers: bearer(token) } : {}) });
  const lastCode = (address: string) => /(\d{6})/.exec(address.includes('@') ? mails.at(-1)!.text : texts.at(-1)!.text)![1];
  const codeFor = async (address: string, purpose = 'register') => {
    ctx.advance(61_000);
    const res = await post('/api/visitor/code', { purpose, address }, nextIp());
    expect(res.statusCode).toBe(200);
    return lastCode(address);
  };
  const registered = async (address: string, displayName = '王芳') => {
    const res = await post('/api/visitor/register', { address, code: await codeFor(address), password: PASSWORD, displayName, acceptTerms: true }, nextIp());
    expect(res.statusCode).toBe(200);
    return res.json().data as { token: string; visitor: { id: number } };
  };
  const signIn = (address: string, password: string, from: string, extra: object = {}, userAgent = 'jest') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/visitor/login',
      payload: { address, password, ...extra },
      remoteAddress: from,
      headers: { 'user-agent': userAgent },
    });
  /** A challenge whose answer the test knows, stored as the server stores its own. */
  const knownCaptcha = async (answer = 'Ab3K') => {
    const id = crypto.randomBytes(16).toString('hex');
    await ctx.database.db
      .insert(visitorCaptchas)
      .values({ id, answerHash: answerHash(id, answer), ip: '127.0.0.1', createdAt: ctx.now(), expiresAt: new Date(ctx.now().getTime() + 120_000) });
    return id;
  };
  const auditFor = async (visitorId: number) =>
    ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'visitor'), eq(auditLogs.entityId, String(visitorId))));

  describe('the image captcha', () => {
    it('hands out an SVG whose answer is kept only hashed, never cached', async () => {
      const res = await ctx.app.inject({ url: '/api/visitor/captcha', remoteAddress: nextIp() });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { captchaId, svg, expiresInSeconds } = res.json().data;
      expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(expiresInSeconds).toBe(120);
      const [row] = await ctx.database.db.select().from(visitorCaptchas).where(eq(visitorCaptchas.id, captchaId));
      expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(120_000);
    });

    it('is asked after 3 failed sign-ins for an address: the third refusal says so; a right answer lets in once, a reused one is refused', async () => {
      await registered('captcha.user@example.cn');
      const address = 'captcha.user@example.cn';
      const first = await signIn(address, 'Wrong@2026x', nextIp());
      expect(first.statusCode).toBe(401);
      expect(first.json().captchaRequired).toBeUndefined();
      await signIn(address, 'Wrong@2026x', nextIp());
      const third = await signIn(address, 'Wrong@2026x', nextIp());
      expect([third.statusCode, third.json().captchaRequired]).toEqual([401, true]);

      // Now even the right password needs the captcha, from any IP.
      const without = await signIn(address, PASSWORD, nextIp());
      expect([without.statusCode, without.json().field, without.json().captchaRequired]).toEqual([400, 'captcha', true]);
      const id = await knownCaptcha('Ab3K');
      const wrong = await signIn(address, PASSWORD, nextIp(), { captchaId: id, captcha: 'zzzz' });
      expect([wrong.statusCode, wrong.json().field]).toEqual([400, 'captcha']);
      // Checked once: the right answer after a wrong one is no good any more.
      expect((await signIn(address, PASSWORD, nextIp(), { captchaId: id, captcha: 'Ab3K' })).json().field).toBe('captcha');

      const id2 = await knownCaptcha('Ab3K');
      const right = await signIn(address, PASSWORD, nextIp(), { captchaId: id2, captcha: ' aB3k ' });
      expect(right.statusCode).toBe(200);
      // The success ends the address's streak: no captcha now.
      expect((await signIn(address, PASSWORD, nextIp())).statusCode).toBe(200);
    });

    it('refuses a reused or expired challenge', async () => {
      await registered('reuse@example.cn');
      const from = nextIp();
      for (let i = 0; i < 3; i += 1) await signIn('nobody-here@example.cn', 'Wrong@2026x', from);
      const id = await knownCaptcha('q7Xe');
      expect((await signIn('reuse@example.cn', PASSWORD, from, { captchaId: id, captcha: 'q7xe' })).statusCode).toBe(200);
      // The IP's failures still stand: the same challenge again is refused.
      const again = await signIn('reuse@example.cn', PASSWORD, from, { captchaId: id, captcha: 'q7xe' });
      expect([again.statusCode, again.json().field]).toEqual([400, 'captcha']);
      const late = await knownCaptcha('q7Xe');
      ctx.advance(121_000);
      expect((await signIn('reuse@example.cn', PASSWORD, from, { captchaId: late, captcha: 'q7Xe' })).json().field).toBe('captcha');
      // Ten minutes on, the IP's failures are forgotten.
      ctx.advance(10 * 60_000);
      expect((await signIn('reuse@example.cn', PASSWORD, from)).statusCode).toBe(200);
    });

    it('is asked after wrong codes at registration, and the lockout still stands after 5 failures', async () => {
      const address = 'wrong.codes@example.cn';
      const code = await codeFor(address);
      const from = nextIp();
      const bad = () => post('/api/visitor/register', { address, code: code === '000000' ? '111111' : '000000', password: PASSWORD, acceptTerms: true }, from);
      expect((await bad()).json().captchaRequired).toBeUndefined();
      await bad();
      const third = await bad();
      expect([third.statusCode, third.json().field, third.json().captchaRequired]).toEqual([400, 'code', true]);
      const blocked = await post('/api/visitor/register', { address, code, password: PASSWORD, acceptTerms: true }, from);
      expect([blocked.statusCode, blocked.json().field]).toEqual([400, 'captcha']);
      const captchaId = await knownCaptcha('M4pz');
      const done = await post('/api/visitor/register', { address, code, password: PASSWORD, acceptTerms: true, captchaId, captcha: 'm4PZ' }, from);
      expect(done.statusCode).toBe(200);

      // The lockout (5 failed sign-ins) is unchanged: with the captcha solved each time it still locks.
      const lockFrom = nextIp();
      for (let i = 0; i < 5; i += 1) {
        const res = await signIn(address, 'Wrong@2026x', lockFrom, i >= 3 ? { captchaId: await knownCaptcha('aaaa'), captcha: 'AAAA' } : {});
        expect(res.statusCode).toBe(401);
      }
      expect((await signIn(address, PASSWORD, lockFrom, { captchaId: await knownCaptcha('aaaa'), captcha: 'aaaa' })).statusCode).toBe(429);
      ctx.advance(11 * 60_000);
    });

    it('is asked after wrong codes at a password reset too', async () => {
      const address = '13700001111';
      await registered(address);
      const code = await codeFor(address, 'reset_password');
      const from = nextIp();
      for (let i = 0; i < 3; i += 1)
        await post('/api/visitor/password/reset', { address, code: '999999' === code ? '888888' : '999999', password: 'Brand@New2026' }, from);
      const blocked = await post('/api/visitor/password/reset', { address, code, password: 'Brand@New2026' }, from);
      expect([blocked.statusCode, blocked.json().field]).toEqual([400, 'captcha']);
    });
  });

  it('seeds the demo park with visitors (Chinese names, e-mails, mobile numbers) whose password nobody knows', async () => {
    const rows = await ctx.database.db.select().from(visitors);
    const seeded = demoVisitors.map(([displayName, email, phone]) => rows.find((r) => r.displayName === displayName && r.email === email && r.phone === phone));
    expect(seeded.every(Boolean)).toBe(true);
    expect(seeded.some((v) => v!.email && v!.phone)).toBe(true);
    expect(seeded.every((v) => /^\$argon2id\$/.test(v!.passwordHash))).toBe(true);
    expect((await signIn(demoVisitors[0][1]!, PASSWORD, nextIp())).statusCode).toBe(401);
  });

  describe('the user centre', () => {
    it('changes the display name, audited', async () => {
      const { token, visitor } = await registered('profile@example.cn');
      const res = await post('/api/visitor/profile', { displayName: '  李雷  ' }, nextIp(), token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: visitor.id, displayName: '李雷', email: 'profile@example.cn' });
      const long = await post('/api/visitor/profile', { displayName: '长'.repeat(65) }, nextIp(), token);
      expect([long.statusCode, long.json().field]).toEqual([400, 'displayName']);
      const entries = await auditFor(visitor.id);
      expect(entries.find((e) => e.summary?.includes('displayName'))).toMatchObject({ before: { displayName: '王芳' }, after: { displayName: '李雷' } });
    });

    it('turns e-mail notices off and on, leaving the name as it is; a value that is not true or false is refused by name', async () => {
      const { token, visitor } = await registered('notices@example.cn');
      expect((await ctx.app.inject({ url: '/api/visitor/currentuser', headers: bearer(token) })).json().data.emailNotices).toBe(true);
      const off = await post('/api/visitor/profile', { emailNotices: false }, nextIp(), token);
      expect(off.json().data).toMatchObject({ displayName: '王芳', emailNotices: false });
      expect((await ctx.app.inject({ url: '/api/visitor/currentuser', headers: bearer(token) })).json().data.emailNotices).toBe(false);
      const bad = await post('/api/visitor/profile', { emailNotices: 'no' }, nextIp(), token);
      expect([bad.statusCode, bad.json().field]).toEqual([400, 'emailNotices']);
      expect((await auditFor(visitor.id)).find((e) => e.summary?.includes('emailNotices'))).toMatchObject({ after: { emailNotices: false } });
      expect((await post('/api/visitor/profile', { emailNotices: true }, nextIp(), token)).json().data.emailNotices).toBe(true);
    });

    it('changes the password with the current one, ending the other sessions; a wrong current password or a weak new one is refused by name', async () => {
      const { token, visitor } = await registered('password@example.cn');
      const other = (await signIn('password@example.cn', PASSWORD, nextIp())).json().data.token as string;
      const wrong = await post('/api/visitor/password', { currentPassword: 'Wrong@2026x', newPassword: 'Brand@New2026' }, nextIp(), token);
      expect([wrong.statusCode, wrong.json().field]).toEqual([400, 'currentPassword']);
      const weak = await post('/api/visitor/password', { currentPassword: PASSWORD, newPassword: 'weak' }, nextIp(), token);
      expect([weak.statusCode, weak.json().field]).toEqual([422, 'newPassword']);
      const ok = await post('/api/visitor/password', { currentPassword: PASSWORD, newPassword: 'Brand@New2026' }, nextIp(), token);
      expect(ok.statusCode).toBe(200);
      expect((await ctx.app.inject({ url: '/api/visitor/currentuser', headers: bearer(token) })).statusCode).toBe(200);
      expect((await ctx.app.inject({ url: '/api/visitor/currentuser', headers: bearer(other) })).statusCode).toBe(401);
      expect((await signIn('password@example.cn', PASSWORD, nextIp())).statusCode).toBe(401);
      expect((await signIn('password@example.cn', 'Brand@New2026', nextIp())).statusCode).toBe(200);
      const entries = await auditFor(visitor.id);
      expect(entries.some((e) => e.summary?.startsWith('visitor changed the password; 1 other session'))).toBe(true);
      expect(JSON.stringify(entries)).not.toContain('Brand@New2026');

      // Guessing the current password from an open session locks the account as failed sign-ins do.
      for (let i = 0; i < 5; i += 1) {
        const guess = await post('/api/visitor/password', { currentPassword: `Guess@2026x${i}`, newPassword: 'Other@New2026' }, nextIp(), token);
        expect(guess.statusCode).toBe(400);
      }
      const locked = await post('/api/visitor/password', { currentPassword: 'Brand@New2026', newPassword: 'Other@New2026' }, nextIp(), token);
      expect(locked.statusCode).toBe(429);
      expect((await signIn('password@example.cn', 'Brand@New2026', nextIp())).statusCode).toBe(429);
    });

    it("binds a new e-mail or phone with the code sent to it; another account's address is a 409 naming it; a wrong code a 400", async () => {
      const { token, visitor } = await registered('contact@example.cn');
      await registered('taken@example.cn');
      const own = await post('/api/visitor/contact/code', { address: 'Contact@example.cn' }, nextIp(), token);
      expect([own.statusCode, own.json().field]).toEqual([400, 'address']);
      // A code for binding is asked signed in only.
      expect((await post('/api/visitor/code', { purpose: 'change_contact', address: '13800002222' }, nextIp())).statusCode).toBe(400);
      expect((await post('/api/visitor/contact/code', { address: '13800002222' }, nextIp())).statusCode).toBe(401);

      ctx.advance(61_000);
      expect((await post('/api/visitor/contact/code', { address: '138 0000 2222' }, nextIp(), token)).statusCode).toBe(200);
      const code = lastCode('13800002222');
      expect(texts.at(-1)!.to).toBe('13800002222');
      const wrong = await post('/api/visitor/contact', { address: '13800002222', code: code === '000000' ? '111111' : '000000' }, nextIp(), token);
      expect([wrong.statusCode, wrong.json().field]).toEqual([400, 'code']);
      const bound = await post('/api/visitor/contact', { address: '13800002222', code }, nextIp(), token);
      expect(bound.statusCode).toBe(200);
      expect(bound.json().data).toMatchObject({ email: 'contact@example.cn', phone: '13800002222' });
      expect((await signIn('13800002222', PASSWORD, nextIp())).statusCode).toBe(200);
      // The code was spent.
      expect((await post('/api/visitor/contact', { address: '13800002222', code }, nextIp(), token)).statusCode).toBe(400);

      ctx.advance(61_000);
      await post('/api/visitor/contact/code', { address: 'taken@example.cn' }, nextIp(), token);
      const taken = await post('/api/visitor/contact', { address: 'taken@example.cn', code: lastCode('taken@example.cn') }, nextIp(), token);
      expect([taken.statusCode, taken.json().field]).toEqual([409, 'address']);
      const [row] = await ctx.database.db.select().from(visitors).where(eq(visitors.id, visitor.id));
      expect(row.email).toBe('contact@example.cn');
      const entries = await auditFor(visitor.id);
      expect(entries.find((e) => e.summary?.includes('mobile number'))).toMatchObject({ before: { phone: null }, after: { phone: '13800002222' } });
      expect(JSON.stringify(entries)).not.toContain(code);

      // A changed address: the old one is told, naming the new one only in part.
      ctx.advance(61_000);
      await post('/api/visitor/contact/code', { address: 'contact.new@example.cn' }, nextIp(), token);
      const moved = await post('/api/visitor/contact', { address: 'contact.new@example.cn', code: lastCode('contact.new@example.cn') }, nextIp(), token);
      expect(moved.json().data.email).toBe('contact.new@example.cn');
      await ctx.app.jobRunner.runDue();
      const notice = mails.find((m) => m.to === 'contact@example.cn' && m.subject.includes('账号邮箱已更换'))!;
      expect(notice.text).toContain('co***@example.cn');
      expect(notice.text).not.toContain('contact.new@example.cn');
      ctx.advance(61_000);
      await post('/api/visitor/contact/code', { address: '13800003333' }, nextIp(), token);
      await post('/api/visitor/contact', { address: '13800003333', code: lastCode('13800003333') }, nextIp(), token);
      expect(texts.filter((m) => m.to === '13800002222').at(-1)!.text).toContain('138****3333');
    });

    it("lists the sessions with address, browser and last use; ends one, or all others; another visitor's session is not found", async () => {
      const { token, visitor } = await registered('sessions@example.cn');
      const phone = await signIn('sessions@example.cn', PASSWORD, '198.51.100.77', {}, 'Mozilla/5.0 (iPhone) Mobile Safari');
      const phoneToken = phone.json().data.token as string;
      await signIn('sessions@example.cn', PASSWORD, '198.51.100.78');
      ctx.advance(2 * 60_000);
      // A request with the phone's token shows as its last use.
      await ctx.app.inject({ url: '/api/visitor/currentuser', headers: bearer(phoneToken) });
      const list = await ctx.app.inject({ url: '/api/visitor/sessions', headers: bearer(token) });
      expect(list.statusCode).toBe(200);
      const sessions = list.json().data as { id: number; ip: string; userAgent: string; current: boolean; lastSeenAt: string; createdAt: string }[];
      expect(sessions).toHaveLength(3);
      expect(sessions[0]).toMatchObject({ ip: '198.51.100.77', userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari', current: false });
      expect(Date.parse(sessions[0].lastSeenAt) - Date.parse(sessions[0].createdAt)).toBe(2 * 60_000);
      expect(sessions.filter((s) => s.current)).toHaveLength(1);

      // Another visitor cannot end these sessions, nor see them.
      const intruder = await registered('intruder@example.cn');
      const foreign = await post(`/api/visitor/sessions/${sessions[0].id}/revoke`, {}, nextIp(), intruder.token);
      expect(foreign.statusCode).toBe(404);
      expect((await ctx.app.inject({ url: '/api/visitor/currentuser', headers: bearer(phoneToken) })).statusCode).toBe(200);
      expect((await ctx.app.inject({ url: '/api/visitor/sessions', headers: bearer(intruder.token) })).json().data).toHaveLength(1);

      const one = await post(`/api/visitor/sessions/${sessions[0].id}/revoke`, {}, nextIp(), token);
      expect([one.statusCode, one.json().data]).toEqual([200, { current: false }]);
      expect((await ctx.app.inject({ url: '/api/visitor/currentuser', headers: bearer(phoneToken) })).statusCode).toBe(401);
      expect((await post(`/api/visitor/sessions/${sessions[0].id}/revoke`, {}, nextIp(), token)).statusCode).toBe(404);

      const others = await post('/api/visitor/sessions/revoke-others', {}, nextIp(), token);
      expect(others.json().data).toEqual({ revoked: 1 });
      const left = await ctx.database.db.select().from(visitorSessions).where(eq(visitorSessions.visitorId, visitor.id));
      expect(left.filter((s) => !s.revokedAt)).toHaveLength(1);
      expect((await auditFor(visitor.id)).filter((e) => e.action === 'revoke')).toHaveLength(2);
    });

    it('refuses a staff token and no token on every new call', async () => {
      const staff = await ctx.adminToken();
      const calls: [string, string, object?][] = [
        ['POST', '/api/visitor/profile', { displayName: 'x' }],
        ['POST', '/api/visitor/password', { currentPassword: ADMIN_PASSWORD, newPassword: 'Brand@New2026' }],
        ['POST', '/api/visitor/contact/code', { address: '13900009999' }],
        ['POST', '/api/visitor/contact', { address: '13900009999', code: '123456' }],
        ['GET', '/api/visitor/sessions'],
        ['POST', '/api/visitor/sessions/1/revoke', {}],
        ['POST', '/api/visitor/sessions/revoke-others', {}],
      ];
      for (const [method, url, payload] of calls) {
        for (const headers of [bearer(staff), {}]) {
          const res = await ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
          expect([url, res.statusCode]).toEqual([url, 401]);
        }
      }
      // The admin's session was not ended by any of it.
      expect((await ctx.app.inject({ url: '/apiv2/account/admin/currentuser', headers: bearer(staff) })).statusCode).toBe(200);
    });
  });
});
