/**
 * GB/T 2260 code arithmetic (no region table, so it costs the web app nothing): a code is six digits, two for
 * the province, two for the city, two for the county; a level's trailing 00s stand for everything below it
 * ('320000' covers '320500' and '320505'), and 100000 is the national level.
 */

export const NATIONAL_REGION = '100000';

/** The province, city and county codes a code lies in (each undefined above its level, all for 100000). */
export function regionLevels(code?: string | null): { province?: string; city?: string; county?: string } {
  if (!code || !/^\d{6}$/.test(code) || code === NATIONAL_REGION) return { province: undefined, city: undefined, county: undefined };
  return {
    province: `${code.slice(0, 2)}0000`,
    city: code.slice(2, 4) === '00' ? undefined : `${code.slice(0, 4)}00`,
    county: code.slice(4) === '00' ? undefined : code,
  };
}

/**
 * The significant digits of a code, its trailing 00 pairs dropped ('320000' → '32', '320500' → '3205'): a
 * code covers every code starting with them. 100000 stays whole (the national level covers everything, but
 * by meaning, not by prefix).
 */
export function regionPrefix(code: string): string {
  if (code === NATIONAL_REGION) return code;
  let prefix = code.trim();
  while (prefix.length > 2 && prefix.endsWith('00')) prefix = prefix.slice(0, -2);
  return prefix;
}

/** Whether a place lies in a scope: yes, no, or unknown when the place is known only more coarsely. */
export function regionWithin(code: string | null | undefined, scope: string): 'yes' | 'no' | 'unknown' {
  if (!code || !/^\d{2,12}$/.test(code.trim()) || !/^\d{2,12}$/.test(scope.trim())) return 'unknown';
  const c = regionPrefix(code);
  const s = regionPrefix(scope);
  if (c.startsWith(s)) return 'yes';
  if (s.startsWith(c)) return 'unknown';
  return 'no';
}
