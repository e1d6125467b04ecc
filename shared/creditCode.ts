/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from a 31-character
 * alphabet (no I, O, S, V, Z); the last one is a check character computed from the first 17.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const FORMAT = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character for the first 17 characters. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = ALPHABET.indexOf(first17[i]);
    if (value < 0) throw new Error(`invalid character ${first17[i]}`);
    sum += value * WEIGHTS[i];
  }
  const check = (31 - (sum % 31)) % 31;
  return ALPHABET[check];
}

/** Why a code is not valid, or null when it is. */
export function creditCodeProblem(code: string): string | null {
  if (code.length !== 18) return 'must be 18 characters';
  if (!FORMAT.test(code)) return 'has characters outside the code alphabet (digits and capitals except I, O, S, V, Z)';
  if (creditCodeCheckChar(code.slice(0, 17)) !== code[17]) return 'has a wrong check character';
  return null;
}

/** A valid code from a 17-character body (demo data and tests). */
export function withCheckChar(first17: string): string {
  return first17 + creditCodeCheckChar(first17);
}
