/**
 * Small number helpers for the rule libraries. Published thresholds are compared exactly; only the noise
 * binary floating point adds to a product or a quotient (0.1 × 3 = 0.30000000000000004) is tolerated.
 */

/** Far below any figure a company reports (万元 to four decimals, whole persons). */
const EPS = 1e-9;

/** a ≥ b, ignoring float noise: a boundary value computed as 1.35 + 1.35 / 2 − 1 still counts as 35 %. */
export const atLeast = (a: number, b: number) => a >= b - EPS * Math.max(1, Math.abs(a), Math.abs(b));

/** a > b, ignoring float noise (a value that is b up to noise is not above it). */
export const above = (a: number, b: number) => a > b + EPS * Math.max(1, Math.abs(a), Math.abs(b));

/** A result without binary noise: 2000 − 1999.9 is 0.1, not 0.10000000000002274. Not a rounding of the figure. */
export const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

/** Rounds up to cents of the unit, so a stated gap is never short of what closes it. */
export const ceil2 = (n: number) => Math.ceil(tidy(n) * 100 - EPS) / 100;

/** Rounds to two decimals for display of ratios; never used for a decision. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

export const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** A figure for people to read: thousands grouped, at most two decimals (1250.5 → "1,250.5"). */
export const formatNumber = (n: number) => grouped.format(n);
