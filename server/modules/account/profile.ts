import { and, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { uploads, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { audit } from '../../lib/audit';
import { regionName } from '@shared/regions';
import { revokeSessions } from './accounts';
import { tellAppsOfSignOut } from '../sso/service';
import { checkPassword } from './passwords';
import { AVATAR_URL_PREFIX, type profileBody } from './schemas';
import { loadCurrentUser } from './service';

/**
 * An avatar is an image the user uploaded themself (the avatar upload stores it with its content and
 * size checked), named by its URL or its thumbnail's; any other URL is refused on `avatar`.
 */
async function assertOwnImage(tx: DbOrTx, userId: number, url: string) {
  const name = url.slice(AVATAR_URL_PREFIX.length);
  const [found] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(or(eq(uploads.storedName, name), eq(uploads.thumbName, name)), eq(uploads.kind, 'image'), eq(uploads.uploadedBy, userId)))
    .limit(1);
  if (!found) throw badRequest('avatar: not an image you uploaded', 'avatar');
}

export async function updateProfile(deps: Deps, request: FastifyRequest, input: z.infer<typeof profileBody>) {
  await deps.db.transaction(async (tx) => {
    const id = request.user!.id;
    const [before] = await tx.select().from(users).where(eq(users.id, id));
    // Unchanged (or left out) needs no look-up, so an avatar set before this rule stays savable.
    if (input.avatar && input.avatar !== before.avatar) await assertOwnImage(tx, id, input.avatar);
    const { avatar, ...rest } = input;
    const fields = { ...rest, ...(avatar === undefined ? {} : { avatar }), phone: input.phone ?? null, email: input.email ?? null, updatedAt: deps.now() };
    await tx.update(users).set(fields).where(eq(users.id, id));
    const { passwordHash: _omit, ...beforeFields } = before;
    await audit(tx, request, { action: 'update', entity: 'profile', entityId: id, summary: before.username, before: beforeFields, after: fields });
  });
}

/** Changing one's password keeps this session and signs out every other one, and every sign-in to apps through the portal. */
export async function changeOwnPassword(deps: Deps, request: FastifyRequest, oldPassword: string, newPassword: string) {
  const signedOut = await deps.db.transaction(async (tx) => {
    const id = request.user!.id;
    const [user] = await tx.select().from(users).where(eq(users.id, id));
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest('oldPassword: the current password is wrong', 'oldPassword');
    await checkPassword(tx, newPassword, user.username, 'newPassword');
    const now = deps.now();
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, id));
    // The sign-ins to apps end too: whoever knew the old password may hold one.
    const notices = await revokeSessions(tx, id, now, 'password_changed', request.user!.sessionId);
    await audit(tx, request, { action: 'update', entity: 'profile', entityId: id, summary: `${user.username} changed the password` });
    return notices;
  });
  await tellAppsOfSignOut(deps, request, { kind: 'staff', id: request.user!.id }, signedOut);
}

/** The signed-in user in the shape of the account centre's template (`/api/currentUser`). */
export async function centreUser(deps: Deps, userId: number) {
  const user = await loadCurrentUser(deps, userId);
  const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
  const place = (code: string | null) => (code && regionName(code) ? { key: code, label: regionName(code)! } : null);
  return {
    userid: String(user.id),
    name: user.name,
    avatar: user.avatar,
    email: user.email,
    phone: user.phone,
    signature: row.signature,
    address: row.address,
    emailNotices: row.emailNotices,
    title: user.roles.map((r) => r.name).join('、'),
    group: user.username,
    geographic: { province: place(row.provinceCode), city: place(row.cityCode) },
  };
}
