import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One e-mail as the portal composes it; nodemailer encodes the headers (RFC 2047) and the body. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
};

/** One text message to a mobile number. */
export type SmsMessage = { to: string; text: string };

/** Where a message went: handed to the SMTP server, or written to the outbox folder (no server configured). */
export type Delivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; messageId: string; file: string };

export interface Mailer {
  send(message: MailMessage): Promise<Delivery>;
  close(): void;
}

/** The same shape for text messages; no SMS provider is needed to run or test the portal. */
export interface SmsSender {
  send(message: SmsMessage): Promise<Delivery>;
}

export type MailConfig = {
  /** smtp://user:pass@host:587 or smtps://…; unset, messages go to the outbox. */
  smtpUrl?: string;
  /** `<DATA_DIR>/outbox`. */
  outboxDir: string;
  /** The From address, e.g. "智汇园区 <no-reply@park.example.cn>". */
  from: string;
};

/** Where messages go when nothing else is said (tests, scripts); the server uses `<DATA_DIR>/outbox`. */
export const defaultOutboxDir = () => path.join(os.tmpdir(), 'park-portal-outbox');

// A header value with a line break would start a header of its own.
const LINE_BREAK = /[\r\n]/;

function checkHeaders(message: MailMessage) {
  for (const [name, value] of Object.entries({ to: message.to, subject: message.subject, ...message.headers })) {
    if (LINE_BREAK.test(name) || LINE_BREAK.test(value)) throw new Error(`Mail header ${name} contains a line break`);
  }
}

/** A file name that sorts by time and cannot collide: 20261125T123456789Z-<random>.eml */
function outboxName(extension: string) {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${crypto.randomBytes(6).toString('hex')}.${extension}`;
}

/** Written under a temporary name and renamed, so a reader of the folder never sees half a message. */
async function writeOutboxFile(dir: string, extension: string, content: Buffer | string) {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, outboxName(extension));
  await fs.writeFile(`${file}.part`, content, { mode: 0o600 });
  await fs.rename(`${file}.part`, file);
  return file;
}

/**
 * Mail through nodemailer: to the SMTP server when SMTP_URL is set, otherwise each message is written as
 * a complete .eml file to the outbox folder, so a new machine works without a mail server and nothing
 * pretends to have sent. Callers never log what a message says (it may hold a verification code).
 */
export function createMailer(config: MailConfig): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl, { from: config.from })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: config.from });
  return {
    async send(message) {
      checkHeaders(message);
      const info = await transport.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers });
      if (config.smtpUrl) return { via: 'smtp', messageId: info.messageId };
      const file = await writeOutboxFile(config.outboxDir, 'eml', (info as unknown as { message: Buffer }).message);
      return { via: 'outbox', messageId: info.messageId, file };
    },
    close() {
      transport.close();
    },
  };
}

/** Text messages written to `<outbox>/sms`, one JSON file each, until a provider is configured. */
export function createOutboxSms(outboxDir: string): SmsSender {
  return {
    async send(message) {
      if (!/^\+?\d{6,20}$/.test(message.to)) throw new Error('Not a mobile number');
      const messageId = crypto.randomUUID();
      const file = await writeOutboxFile(
        path.join(outboxDir, 'sms'),
        'json',
        `${JSON.stringify({ messageId, ...message, createdAt: new Date().toISOString() })}\n`,
      );
      return { via: 'outbox', messageId, file };
    },
  };
}
