/**
 * Visitor accounts: registration with a code, sign-in with lockout, sign-out, password reset; and the wall
 * between audiences: a visitor's token never passes a staff guard, nor a staff token a visitor's.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLogs, loginLogs, visitorCaptchas, visitors } from '../../server/db/schema';
import type { MailMessage, Mailer, SmsMessage, SmsSender } from '../../server/lib/mail';
import { answerHash } from '../../server/modules/visitor/captcha';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

const PASSWORD = 'Visitor@2026';

describe.each(dbKinds)('visitor accounts on %s', (kind) => {
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
  /** Each flow from its own address and IP, so the per-IP limits of one test do not reach another. */
  const post = (url: string, payload: object, from = `192.0.2.${(ip % 200) + 1}`) => ctx.app.inject({ method: 'POST', url, payload, remoteAddress: from });
  const codeFor = async (address: string, purpose = 'register') => {
    ip += 1;
    // A minute on: one code a minute per address.
    ctx.advance(61_000);
    const res = await post('/api/visitor/code', { purpose, address });
    expect(res.statusCode).toBe(200);
    const sent = address.includes('@') ? mails.at(-1)!.text : texts.at(-1)!.text;
    return /(\d{6})/.exec(sent)![1];
  };
  const registered = async (address: string) => {
    const res = await post('/api/visitor/register', { address, code: await codeFor(address), password: PASSWORD, displayName: '王芳', acceptTerms: true });
    expect(res.statusCode).toBe(200);
    return res.json().data as { token: string; visitor: { id: number } };
  };

  it('registers with the code from the e-mail, signs in at once, and knows the visitor', async () => {
    const { token, visitor } = await registered('Wang.Fang@Suzhou-Tech.cn');
    const me = await ctx.app.inject({ url: '/api/visitor/currentuser', headers: bearer(token) });
    expect(me.json().data).toMatchObject({ id: visitor.id, displayName: '王芳', email: 'wang.fang@suzhou-tech.cn', phone: null });
    const [row] = await ctx.database.db.select().from(visitors).where(eq(visitors.id, visitor.id));
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'visitor'), eq(auditLogs.entityId, String(visitor.id))));
    expect(entry.action).toBe('create');
    expect(JSON.stringify(entry)).not.toContain('passwordHash');
  });

  it('registers by mobile number too, and refuses a taken address (409) only to the one holding its code', async () => {
    await registered('13912345678');
    const again = await post('/api/visitor/register', {
      address: '139 1234 5678',
      code: await codeFor('13912345678'),
      password: PASSWORD,
      acceptTerms: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().field).toBe('address');
    // Without a right code the caller learns nothing about the address.
    const guess = await post('/api/visitor/register', { address: '13912345678', code: '000000', password: PASSWORD, acceptTerms: true });
    expect([guess.statusCode, guess.json().field]).toEqual([400, 'code']);
  });

  it('refuses a weak password (422) without spending the code, a missing consent, a wrong code; nothing is created', async () => {
    const address = 'li.na@example.cn';
    const code = await codeFor(address);
    const weak = await post('/api/visitor/register', { address, code, password: 'short', acceptTerms: true });
    expect([weak.statusCode, weak.json().field]).toEqual([422, 'password']);
    const noConsent = await post('/api/visitor/register', { address, code, password: PASSWORD, acceptTerms: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errorMessage).toMatch(/acceptTerms/);
    const badCode = await post('/api/visitor/register', { address, code: '12345', password: PASSWORD, acceptTerms: true });
    expect(badCode.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(visitors).where(eq(visitors.email, address))).toEqual([]);
    // The code is still good.
    expect((await post('/api/visitor/register', { address, code, password: PASSWORD, acceptTerms: true })).statusCode).toBe(200);
  });

  it('signs in and out; a wrong password or unknown address get the same answer; five failures lock the address', async () => {
    await registered('zhao.lei@example.cn');
    const signIn = (password: string, address = 'ZHAO.LEI@example.cn', from = '198.51.100.10', captcha: object = {}) =>
      post('/api/visitor/login', { address, password, ...captcha }, from);
    // From the third failure on the image captcha is asked (visitorSecurity.test.ts): solved here each time.
    const solved = async () => {
      const captchaId = crypto.randomBytes(16).toString('hex');
      await ctx.database.db
        .insert(visitorCaptchas)
        .values({ id: captchaId, answerHash: answerHash(captchaId, 'k2Pw'), ip: '', createdAt: ctx.now(), expiresAt: new Date(ctx.now().getTime() + 120_000) });
      return { captchaId, captcha: 'k2Pw' };
    };
    const ok = await signIn(PASSWORD);
    expect(ok.statusCode).toBe(200);
    const token = ok.json().data.token as string;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/visitor/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/visitor/currentuser', headers: bearer(token) })).statusCode).toBe(401);

    const unknown = await signIn(PASSWORD, 'nobody@example.cn');
    const wrong = await signIn('Wrong@2026pass');
    expect([unknown.statusCode, unknown.json().errorMessage]).toEqual([wrong.statusCode, wrong.json().errorMessage]);
    for (let i = 0; i < 4; i += 1) {
      expect((await signIn('Wrong@2026pass', 'zhao.lei@example.cn', `198.51.100.${20 + i}`, await solved())).statusCode).toBe(401);
    }
    const locked = await signIn(PASSWORD, 'zhao.lei@example.cn', '198.51.100.30', await solved());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Visitors' failures are theirs: the staff sign-in log and lockouts do not show them.
    const [logged] = await ctx.database.db.select().from(loginLogs).where(eq(loginLogs.username, 'zhao.lei@example.cn')).limit(1);
    expect(logged.audience).toBe('visitor');
    const staffLog = await ctx.app.inject({ url: '/apiv2/account/admin/login-log?username=zhao.lei', headers: bearer(await ctx.adminToken()) });
    expect(staffLog.json().data.total).toBe(0);
    ctx.advance(11 * 60_000);
    expect((await signIn(PASSWORD, 'zhao.lei@example.cn', '198.51.100.30')).statusCode).toBe(200);
  });

  it('resets a forgotten password with a code, ending every session of the account', async () => {
    const { token } = await registered('sun.li@example.cn');
    const code = await codeFor('sun.li@example.cn', 'reset_password');
    expect((await post('/api/visitor/password/reset', { address: 'sun.li@example.cn', code, password: 'Brand@New2026' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/visitor/currentuser', headers: bearer(token) })).statusCode).toBe(401);
    expect((await post('/api/visitor/login', { address: 'sun.li@example.cn', password: PASSWORD }, '198.51.100.40')).statusCode).toBe(401);
    expect((await post('/api/visitor/login', { address: 'sun.li@example.cn', password: 'Brand@New2026' }, '198.51.100.40')).statusCode).toBe(200);
    // The code was spent.
    expect((await post('/api/visitor/password/reset', { address: 'sun.li@example.cn', code, password: 'Other@New2026' })).statusCode).toBe(400);
  });

  it("keeps the audiences apart: a visitor's token passes no staff route, a staff token no visitor route", async () => {
    const { token } = await registered('qian.hui@example.cn');
    const staffRoutes = ctx.app.apiRoutes.filter((r) => r.config.permission || r.config.auth);
    expect(staffRoutes.length).toBeGreaterThan(20);
    for (const route of staffRoutes) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, '1'),
        headers: bearer(token),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect([`${route.method} ${route.url}`, res.statusCode]).toEqual([`${route.method} ${route.url}`, 401]);
    }
    const staff = await ctx.adminToken();
    for (const route of ctx.app.apiRoutes.filter((r) => r.config.visitor)) {
      const res = await ctx.app.inject({ method: route.method as 'GET', url: route.url, headers: bearer(staff) });
      expect([route.url, res.statusCode]).toEqual([route.url, 401]);
    }
    // A disabled visitor's session ends with it.
    await ctx.database.db.update(visitors).set({ status: 'disabled' }).where(eq(visitors.email, 'qian.hui@example.cn'));
    expect((await ctx.app.inject({ url: '/api/visitor/currentuser', headers: bearer(token) })).statusCode).toBe(401);
  });
});
