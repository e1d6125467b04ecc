import { creditCodeCheckChar, creditCodeProblem, withCheckChar } from '@shared/creditCode';

describe('unified social credit code', () => {
  it('accepts real published codes', () => {
    // Codes printed on public business licences.
    for (const code of ['91350100M000100Y43', '91110000600037341L', '9144030071526726XG']) {
      expect([code, creditCodeProblem(code)]).toEqual([code, null]);
    }
  });

  it('computes the check character (GB 32100-2015 weights, modulo 31)', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(withCheckChar('91320594MA1XH0001')).toHaveLength(18);
    expect(creditCodeProblem(withCheckChar('91320594MA1XH0001'))).toBeNull();
  });

  it('refuses a wrong check character, a wrong length and forbidden letters', () => {
    expect(creditCodeProblem('91350100M000100Y44')).toBe('has a wrong check character');
    expect(creditCodeProblem('91350100M000100Y4')).toBe('must be 18 characters');
    expect(creditCodeProblem('91350100M000100I43')).toMatch(/alphabet/);
    expect(creditCodeProblem('91350100m000100y43')).toMatch(/alphabet/);
  });
});
