/**
 * GB/T 4754-2017 industry codes: a section letter (门类, 'C'), a division (大类, '39'), a group (中类, '391')
 * or a class (小类, '3911'). Shared by the scale classification and the policy matcher.
 */

/** Sections and the division numbers they hold (GB/T 4754-2017). */
export const industrySections: Record<string, [first: number, last: number]> = {
  A: [1, 5],
  B: [6, 12],
  C: [13, 43],
  D: [44, 46],
  E: [47, 50],
  F: [51, 52],
  G: [53, 60],
  H: [61, 62],
  I: [63, 65],
  J: [66, 69],
  K: [70, 70],
  L: [71, 72],
  M: [73, 75],
  N: [76, 79],
  O: [80, 82],
  P: [83, 83],
  Q: [84, 85],
  R: [86, 90],
  S: [91, 96],
  T: [97, 97],
};

export type IndustryCode = { level: 'section'; section: string; digits: '' } | { level: 'division' | 'group' | 'class'; section: string; digits: string };

/**
 * Reads a code as typed: 'c', 'C', '39', '391', '3911' or 'C3911' (a letter before the digits must be the
 * digits' own section). Returns null for anything that is not a GB/T 4754-2017 code.
 */
export function parseIndustryCode(input: string | null | undefined): IndustryCode | null {
  const raw = (input ?? '').trim().toUpperCase();
  const m = /^([A-T])?(\d{2,4})?$/.exec(raw);
  if (!raw || !m) return null;
  const [, letter, digits] = m;
  if (!digits) return letter ? { level: 'section', section: letter, digits: '' } : null;
  const section = sectionOfDivision(Number(digits.slice(0, 2)));
  if (!section || (letter && letter !== section)) return null;
  const level = digits.length === 2 ? 'division' : digits.length === 3 ? 'group' : 'class';
  return { level, section, digits };
}

export function sectionOfDivision(division: number): string | null {
  for (const [section, [first, last]] of Object.entries(industrySections)) {
    if (division >= first && division <= last) return section;
  }
  return null;
}

/**
 * Whether `code` lies inside `scope` ('3911' inside '39', '391' and 'C'). 'unknown' when the code is
 * coarser than the scope and overlaps it (a company known only as 'C' against a rule on '39'): the
 * company might or might not be in it, and a matcher must not guess.
 */
export function industryWithin(code: string | null | undefined, scope: string): 'yes' | 'no' | 'unknown' {
  const c = parseIndustryCode(code);
  const s = parseIndustryCode(scope);
  if (!c || !s) return 'unknown';
  if (c.section !== s.section) return 'no';
  if (s.level === 'section') return 'yes';
  if (c.digits.startsWith(s.digits)) return 'yes';
  if (s.digits.startsWith(c.digits)) return 'unknown'; // includes a company known only by its section
  return 'no';
}
