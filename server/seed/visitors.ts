import crypto from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { visitors } from '../db/schema';
import { hashPassword } from '../lib/passwords';

/**
 * The demo park's visitor accounts: people of the park's companies who signed up on the policy front, by
 * e-mail, by mobile number or both ([display name, e-mail, mobile]).
 */
export const demoVisitors: [string, string | null, string | null][] = [
  ['陈雨桐', 'chen.yutong@xinghu-bio.cn', '15062881031'],
  ['刘志远', 'liu.zhiyuan@suzhou-nanotech.cn', null],
  ['黄晓敏', null, '18762880452'],
  ['张伟', 'zhang.wei@gusu-semicon.com', '15162880673'],
  ['林佳怡', 'lin.jiayi@xinghu-software.cn', '18862880894'],
  ['徐浩然', null, '15262881115'],
];

/** Demo visitors share one unknown random password, as demo staff do: they sign in after "forgot password". */
export async function seedDemoVisitors(tx: DbOrTx) {
  const passwordHash = await hashPassword(crypto.randomBytes(18).toString('base64url'));
  const now = new Date();
  await tx
    .insert(visitors)
    .values(
      demoVisitors.map(([displayName, email, phone]) => ({ displayName, email, phone, passwordHash, termsAcceptedAt: now, createdAt: now, updatedAt: now })),
    )
    .onConflictDoNothing();
}
