import type { DbOrTx } from '../../db/client';
import type { MailMessage } from '../../lib/mail';
import { enqueue, type JobDefinition } from './runner';

export const MAIL_JOB = 'mail.send';

/**
 * Queues an e-mail in the caller's transaction: it is sent (by SMTP or to the outbox) after the change that
 * wrote it commits, retried with backoff while the mail server refuses it.
 */
export const queueMail = (tx: DbOrTx, message: MailMessage, now: Date) =>
  enqueue(tx, { kind: MAIL_JOB, payload: message as unknown as Record<string, unknown>, runAt: now, maxAttempts: 8 });

export const mailJobs: JobDefinition[] = [
  {
    kind: MAIL_JOB,
    maxAttempts: 8,
    // Sending is outside the database: at least once; a retry after a lost answer may send it twice.
    transactional: false,
    async run({ job, deps }) {
      await deps.mail.send(job.payload as unknown as MailMessage);
    },
  },
];
