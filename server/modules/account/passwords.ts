import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { configEntries } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { defaultPasswordPolicy, passwordRuleBroken, type PasswordPolicy } from '@shared/passwordPolicy';

/** The park's password policy: the defaults, overridden by the `passwordPolicy` configuration entry. */
export async function passwordPolicy(db: DbOrTx): Promise<PasswordPolicy> {
  const [row] = await db.select().from(configEntries).where(eq(configEntries.key, 'passwordPolicy'));
  return { ...defaultPasswordPolicy, ...((row?.value as Partial<PasswordPolicy>) ?? {}) };
}

/** Refuses a password the policy does not accept (422 naming `field`). */
export async function checkPassword(db: DbOrTx, password: string, username: string, field = 'password') {
  const broken = passwordRuleBroken(password, await passwordPolicy(db), username);
  if (broken) throw unprocessable(broken, field);
}
