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

/** How many of lower case, upper case, digits and symbols the password uses. */
export const passwordClasses = (password: string) => classes.filter(([re]) => re.test(password)).length;

export type PasswordProblem = 'length' | 'tooLong' | 'classes' | 'username';

/** The rule the password breaks, or null when it satisfies the policy (the form checks this as you type). */
export function passwordProblem(password: string, policy: PasswordPolicy = defaultPasswordPolicy, username?: string): PasswordProblem | null {
  if (password.length < policy.minLength) return 'length';
  if (password.length > 128) return 'tooLong';
  if (passwordClasses(password) < policy.minClasses) return 'classes';
  if (username && password.toLowerCase().includes(username.toLowerCase())) return 'username';
  return null;
}

/** The rule the password breaks, in words, or null when it satisfies the policy. */
export function passwordRuleBroken(password: string, policy: PasswordPolicy = defaultPasswordPolicy, username?: string): string | null {
  const problem = passwordProblem(password, policy, username);
  if (problem === 'length') return `Password must be at least ${policy.minLength} characters long`;
  if (problem === 'tooLong') return 'Password must be at most 128 characters long';
  if (problem === 'classes') return `Password must mix at least ${policy.minClasses} of: ${classes.map(([, name]) => name).join(', ')}`;
  if (problem === 'username') return 'Password must not contain the username';
  return null;
}
