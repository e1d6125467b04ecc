/**
 * First-load weights (config/budgets.ts): each measured screen's scripts and styles, gzip, read from the
 * build by a real browser. A screen over its kind's ceiling fails: no change may make the app heavier
 * while the targets are being reached (`npm run bench:web` reports the figures against the targets).
 */
import { BUDGETS, MEASURED_SCREENS } from '../../config/budgets';
import { measureFirstLoad } from '../../scripts/bench/weights';
import { adminToken, usePortal } from './harness';

describe('first-load budgets', () => {
  const env = usePortal();

  it.each(MEASURED_SCREENS)('$path ($kind) stays within its ceiling', async (screen) => {
    const context = await env.browser.newContext();
    if (screen.kind === 'admin') {
      const token = await adminToken(env.portal.app);
      await context.addInitScript((t) => window.localStorage.setItem('access_token', t), token);
    }
    const load = await measureFirstLoad(await context.newPage(), env.portal.url + screen.path);
    await context.close();
    expect(load.files.length).toBeGreaterThan(1);
    expect(load.finalPath).toBe(screen.path.split('?')[0]);
    const ceiling = BUDGETS[screen.kind].ceilingKB;
    expect({ path: screen.path, gzipKB: load.gzipKB, overCeiling: load.gzipKB > ceiling }).toEqual({
      path: screen.path,
      gzipKB: load.gzipKB,
      overCeiling: false,
    });
  });

  it('holds no ceiling below its target, and measures every kind', () => {
    for (const budget of Object.values(BUDGETS)) expect(budget.ceilingKB).toBeGreaterThanOrEqual(budget.targetKB);
    expect(new Set(MEASURED_SCREENS.map((s) => s.kind))).toEqual(new Set(Object.keys(BUDGETS)));
  });
});
