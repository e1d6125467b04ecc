import { creditCodeCheckChar, creditCodeProblem } from '@shared/creditCode';

/**
 * The unified social credit code rule the server applies (GB 32100-2015, shared/creditCode.ts),
 * checked in the form before a round trip. Returns which part is wrong, or null for a valid code.
 */
export type CreditCodeIssue = 'length' | 'format' | 'check';

export function normaliseCreditCode(code: string): string {
  return code.trim().toUpperCase();
}

export function creditCodeIssue(input: string): CreditCodeIssue | null {
  const code = normaliseCreditCode(input);
  if (!creditCodeProblem(code)) return null;
  if (code.length !== 18) return 'length';
  // With the right check character in place the code is valid: only the check character was wrong.
  let expected: string;
  try {
    expected = creditCodeCheckChar(code.slice(0, 17));
  } catch {
    return 'format';
  }
  return creditCodeProblem(code.slice(0, 17) + expected) === null ? 'check' : 'format';
}
