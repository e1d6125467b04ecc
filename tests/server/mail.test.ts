/** Outgoing mail through nodemailer: to a real SMTP server (smtp-server, started here), or to the outbox folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../server/config';
import { createMailer, createOutboxSms } from '../../server/lib/mail';

type Received = { from?: string; to: string[]; raw: string; user?: string };

/** A real SMTP server on a free port that keeps what it receives; sign-in with one user name and password. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    // close() ends connections still open after a second rather than the default thirty.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (auth.username === 'portal' && auth.password === 'mail-secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as { port: number };
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
  return { port, received, close };
}

const message = {
  to: 'wangfang@suzhou-tech.cn',
  subject: '智汇园区 注册验证码',
  text: '您的验证码是 482913，10 分钟内有效。',
  headers: { 'List-Unsubscribe': '<https://zc.example-park.cn/api/unsubscribe?t=abc>' },
};

describe('mail', () => {
  let outbox: string;
  beforeEach(() => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  });
  afterEach(() => fs.rmSync(outbox, { recursive: true, force: true }));

  it('hands a message to the SMTP server named by SMTP_URL, signed in, with its headers', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({
      smtpUrl: `smtp://portal:mail-secret@127.0.0.1:${smtp.port}`,
      outboxDir: outbox,
      from: '智汇园区 <no-reply@example-park.cn>',
    });
    try {
      const delivery = await mailer.send(message);
      expect(delivery.via).toBe('smtp');
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail).toMatchObject({ from: 'no-reply@example-park.cn', to: ['wangfang@suzhou-tech.cn'], user: 'portal' });
      expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(mail.raw).toContain('List-Unsubscribe: <https://zc.example-park.cn/api/unsubscribe?t=abc>');
      expect(fs.readdirSync(outbox)).toEqual([]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('fails (rather than pretending) when the SMTP server refuses the sign-in', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({ smtpUrl: `smtp://portal:wrong@127.0.0.1:${smtp.port}`, outboxDir: outbox, from: 'no-reply@example-park.cn' });
    try {
      await expect(mailer.send(message)).rejects.toThrow(/Invalid login|Invalid username/);
      expect(smtp.received).toHaveLength(0);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('writes a complete .eml file to the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ outboxDir: outbox, from: '智汇园区 <no-reply@localhost>' });
    const delivery = await mailer.send(message);
    expect(delivery.via).toBe('outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/);
    const eml = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
    expect(eml).toMatch(/^To: wangfang@suzhou-tech\.cn$/m);
    expect(eml).toMatch(/^From: =\?UTF-8\?.*<no-reply@localhost>$/m);
    expect(eml).toContain('List-Unsubscribe:');
    expect(eml).toMatch(/^Message-ID: </m);
  });

  it('refuses a header with a line break (header injection), sending nothing', async () => {
    const mailer = createMailer({ outboxDir: outbox, from: 'no-reply@localhost' });
    await expect(mailer.send({ ...message, subject: '验证码\r\nBcc: everyone@example.com' })).rejects.toThrow(/line break/);
    await expect(mailer.send({ ...message, to: 'a@example.com\nBcc: b@example.com' })).rejects.toThrow(/line break/);
    expect(fs.readdirSync(outbox)).toEqual([]);
  });

  it('writes text messages to the outbox, refusing what is not a mobile number', async () => {
    const sms = createOutboxSms(outbox);
    const delivery = await sms.send({ to: '13812345678', text: '【智汇园区】验证码 482913' });
    expect(delivery.via).toBe('outbox');
    const [file] = fs.readdirSync(path.join(outbox, 'sms'));
    expect(JSON.parse(fs.readFileSync(path.join(outbox, 'sms', file), 'utf8'))).toMatchObject({ to: '13812345678', text: '【智汇园区】验证码 482913' });
    await expect(sms.send({ to: '../../etc', text: 'x' })).rejects.toThrow(/mobile/);
  });

  it('reads SMTP_URL and MAIL_FROM from the environment, refusing other schemes and multi-line senders', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.cn:465' }).smtpUrl).toBe('smtps://u:p@mail.example.cn:465');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.cn' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.cn\r\nBcc: c@d.cn' })).toThrow(/MAIL_FROM/);
  });
});
