/**
 * Password rules, configurable in the site configuration (`passwordPolicy`). The default asks for 8
 * characters from at least 3 of the 4 classes (lower case, upper case, digits, symbols), the common
 * baseline of Chinese government and enterprise systems (等保 2.0).
 */
export type PasswordPolicy = { minLength: number; minClasses: number };

export const defaultPasswordPolicy: PasswordPolicy = { minLength: 8, minClasses: 3 };

const classes: [RegExp, string][] = [
  [/[a-z]/, 'lower-case letters'],
  [/[A-Z]/, 'upper-case letters'],
  [/[0-9]/, 'digits'],
  [/[^A-Za-z0-9]/, 'symbols'],
];

/** The rule the password breaks, in words, or null when it satisfies the policy. */
export function passwordRuleBroken(password: string, policy: PasswordPolicy = defaultPasswordPolicy, username?: string): string | null {
  if (password.length < policy.minLength) return `Password must be at least ${policy.minLength} characters long`;
  if (password.length > 128) return 'Password must be at most 128 characters long';
  const used = classes.filter(([re]) => re.test(password)).length;
  if (used < policy.minClasses) {
    return `Password must mix at least ${policy.minClasses} of: ${classes.map(([, name]) => name).join(', ')}`;
  }
  if (username && password.toLowerCase().includes(username.toLowerCase())) return 'Password must not contain the username';
  return null;
}
