/** Verification codes: sent by e-mail or text, 10 minutes, once, a few wrong tries, limited per address and IP. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { verificationCodes } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { createMailer, createOutboxSms, type MailMessage, type Mailer, type SmsMessage } from '../../server/lib/mail';
import { MAX_CODES_PER_ADDRESS_HOUR, MAX_CODES_PER_IP_HOUR, MAX_WRONG_TRIES, spendCode } from '../../server/modules/visitor/codes';
import { normaliseContact } from '../../shared/contact';
import { createTestContext, dbKinds, type TestContext } from './harness';

const MINUTE = 60_000;

describe.each(dbKinds)('verification codes on %s', (kind) => {
  let ctx: TestContext;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'codes-outbox-'));
  const mails: MailMessage[] = [];
  const texts: SmsMessage[] = [];
  const logLines: string[] = [];
  let mailFails = false;
  const realMailer = createMailer({ outboxDir: outbox, from: 'no-reply@example-park.cn' });
  const realSms = createOutboxSms(outbox);
  // The real outbox mailer, remembering what it was given so the test can read the code.
  const mail: Mailer = {
    async send(message) {
      if (mailFails) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      mails.push(message);
      return realMailer.send(message);
    },
    close: () => realMailer.close(),
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind, {
      mail,
      sms: { send: async (m) => (texts.push(m), realSms.send(m)) },
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk, _enc, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  const ask = (address: string, purpose = 'register', ip = '203.0.113.7') =>
    ctx.app.inject({ method: 'POST', url: '/api/visitor/code', payload: { purpose, address }, remoteAddress: ip });
  const codeIn = (text: string) => /(\d{6})/.exec(text)![1];
  const deps = () => ({ db: ctx.database.db, now: ctx.now, mail, sms: realSms } as unknown as Deps);
  const use = (address: string, code: string, purpose: 'register' | 'reset_password' = 'register') =>
    spendCode(deps(), { purpose, contact: normaliseContact(address)!, code });

  it('e-mails a six-digit code, stores only its salted hash, and never logs it', async () => {
    const res = await ask('Wang.Fang@Suzhou-Tech.cn');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ channel: 'email', expiresInSeconds: 600, resendAfterSeconds: 60 });
    const sent = mails.at(-1)!;
    expect(sent.to).toBe('wang.fang@suzhou-tech.cn');
    expect(sent.subject).toBe('智汇园区综合服务平台 注册验证码');
    const code = codeIn(sent.text);
    const rows = await ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.address, 'wang.fang@suzhou-tech.cn'));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(logLines.join('')).not.toContain(code);
    expect(fs.readdirSync(outbox).some((f) => f.endsWith('.eml'))).toBe(true);
    await use('wang.fang@suzhou-tech.cn', code);
  });

  it('texts a mobile number, however it is written', async () => {
    const res = await ask('+86 138-1234-5678', 'reset_password');
    expect(res.json().data.channel).toBe('sms');
    expect(texts.at(-1)).toMatchObject({ to: '13812345678' });
    expect(texts.at(-1)!.text).toMatch(/^【智汇园区综合服务平台】您的找回密码验证码是 \d{6}，10 分钟内有效/);
  });

  it('refuses what is neither an e-mail address nor a mobile number, naming the field', async () => {
    for (const address of ['not-an-address', '1381234567', 'a@b', '12345678901']) {
      const res = await ask(address);
      expect([address, res.statusCode, res.json().field]).toEqual([address, 400, 'address']);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/visitor/code', payload: { purpose: 'login', address: 'a@b.cn' } })).statusCode).toBe(400);
    expect((await ask('li\u0000na@example.cn')).statusCode).toBe(400);
  });

  it('sends one code a minute per address and purpose (429 with Retry-After), and a new code replaces the old', async () => {
    expect((await ask('zhao.lei@jinji-lake.cn')).statusCode).toBe(200);
    const first = codeIn(mails.at(-1)!.text);
    ctx.advance(20_000);
    const again = await ask('zhao.lei@jinji-lake.cn');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBe(40);
    // Another purpose is another code.
    expect((await ask('zhao.lei@jinji-lake.cn', 'reset_password')).statusCode).toBe(200);
    ctx.advance(41_000);
    expect((await ask('zhao.lei@jinji-lake.cn')).statusCode).toBe(200);
    const second = codeIn(mails.at(-1)!.text);
    // Only the newest code of an address and purpose is good: the first was expired when the second was sent.
    const rows = await ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.address, 'zhao.lei@jinji-lake.cn'));
    const good = rows.filter((r) => r.purpose === 'register' && r.expiresAt > ctx.now());
    expect(good).toHaveLength(1);
    expect(good[0].createdAt.getTime()).toBe(Math.max(...rows.map((r) => r.createdAt.getTime())));
    expect(first).toMatch(/^\d{6}$/);
    await use('zhao.lei@jinji-lake.cn', second);
  });

  it(`sends at most ${MAX_CODES_PER_ADDRESS_HOUR} codes an hour to an address and ${MAX_CODES_PER_IP_HOUR} to one IP`, async () => {
    const address = 'sun.li@sip-bio.cn';
    for (let i = 0; i < MAX_CODES_PER_ADDRESS_HOUR; i += 1) {
      expect((await ask(address, 'register', '198.51.100.1')).statusCode).toBe(200);
      ctx.advance(MINUTE + 1000);
    }
    const capped = await ask(address, 'register', '198.51.100.1');
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(3600);
    ctx.advance(61 * MINUTE);
    expect((await ask(address, 'register', '198.51.100.1')).statusCode).toBe(200);

    ctx.advance(61 * MINUTE);
    for (let i = 0; i < MAX_CODES_PER_IP_HOUR; i += 1) expect((await ask(`visitor${i}@example.cn`, 'register', '198.51.100.2')).statusCode).toBe(200);
    const fromIp = await ask('one.more@example.cn', 'register', '198.51.100.2');
    expect(fromIp.statusCode).toBe(429);
    expect(fromIp.json().errorMessage).toMatch(/this network/);
    // Another IP is not held back by it.
    expect((await ask('one.more@example.cn', 'register', '198.51.100.3')).statusCode).toBe(200);
  });

  it('takes a code once, within 10 minutes, for its own purpose only', async () => {
    await ask('qian.hui@example.cn');
    const code = codeIn(mails.at(-1)!.text);
    await expect(use('qian.hui@example.cn', code, 'reset_password')).rejects.toMatchObject({ status: 400, field: 'code' });
    await use('QIAN.HUI@example.cn', code);
    await expect(use('qian.hui@example.cn', code)).rejects.toMatchObject({ status: 400, field: 'code' });

    ctx.advance(2 * MINUTE);
    await ask('qian.hui@example.cn');
    const late = codeIn(mails.at(-1)!.text);
    ctx.advance(10 * MINUTE + 1000);
    await expect(use('qian.hui@example.cn', late)).rejects.toMatchObject({ status: 400, field: 'code' });
  });

  it(`gives up on a code after ${MAX_WRONG_TRIES} wrong tries, even when the right one follows`, async () => {
    ctx.advance(2 * MINUTE);
    await ask('zhou.min@example.cn');
    const code = codeIn(mails.at(-1)!.text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_WRONG_TRIES; i += 1) await expect(use('zhou.min@example.cn', wrong)).rejects.toMatchObject({ status: 400 });
    await expect(use('zhou.min@example.cn', code)).rejects.toMatchObject({ status: 400, field: 'code' });
    const [row] = await ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.address, 'zhou.min@example.cn'));
    expect(row).toMatchObject({ wrongTries: MAX_WRONG_TRIES, usedAt: null });
  });

  it('keeps nothing usable when the message cannot be sent (503)', async () => {
    ctx.advance(2 * MINUTE);
    mailFails = true;
    try {
      const res = await ask('wu.gang@example.cn');
      expect(res.statusCode).toBe(503);
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      mailFails = false;
    }
    const [row] = await ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.address, 'wu.gang@example.cn'));
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(ctx.now().getTime());
  });
});
