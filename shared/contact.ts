/** Where a visitor can be reached: an e-mail address or a mainland mobile number. */
export type Contact = { channel: 'email' | 'sms'; address: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^(?:\+?86)?(1[3-9]\d{9})$/;

export const CONTACT_RULE = 'must be an e-mail address or a mainland mobile number (11 digits)';

/** An e-mail address (lower case) or a mobile number (its 11 digits, +86 and separators dropped); null for anything else. */
export function normaliseContact(input: string): Contact | null {
  const text = input.trim();
  if (text.length <= 128 && EMAIL.test(text)) return { channel: 'email', address: text.toLowerCase() };
  const mobile = MOBILE.exec(text.replace(/[\s-]/g, ''));
  return mobile ? { channel: 'sms', address: mobile[1] } : null;
}

/** An address partly hidden, for messages that name it to someone else: `wa***@example.cn`, `138****8000`. */
export const maskContact = (address: string) =>
  address.includes('@') ? address.replace(/^(.{1,2})[^@]*(@.*)$/, '$1***$2') : `${address.slice(0, 3)}****${address.slice(-4)}`;
