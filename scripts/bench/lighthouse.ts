/**
 * Lighthouse's performance audit of a page as a phone on a mobile network sees it (its default config:
 * mobile form factor, simulated slow 4G and CPU throttling), run with Debian's Chromium. Several runs,
 * and the run with the median score is reported, as Lighthouse's own guidance recommends.
 */
export type LighthouseFigures = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; speedIndexMs: number; clsScore: number };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseFigures> {
  // Both packages ship ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) {
    // A fresh browser per run: nothing cached, as a first visit.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { audits, categories } = result.lhr;
      const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
      results.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
        speedIndexMs: ms('speed-index'),
        clsScore: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      });
    } finally {
      await chrome.kill();
    }
  }
  return results.sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
}
