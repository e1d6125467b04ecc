/**
 * `npm run bench:web`: what a first visit to each measured screen downloads (scripts and styles, gzip),
 * against the budgets of config/budgets.ts, and Lighthouse's mobile performance audit of the public pages
 * search engines send visitors to, on the built app (`npm run build` first) served by the real server with
 * Debian's Chromium. Writes bench/results/web.json and web.md. `BENCH_LIGHTHOUSE=0` skips Lighthouse.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUDGETS, MEASURED_SCREENS } from '../../config/budgets';
import { adminToken, launchBrowser, startPortal } from '../../tests/e2e/harness';
import { lighthouseMedian, type LighthouseFigures } from './lighthouse';
import { measureFirstLoad } from './weights';

/** The pages Lighthouse audits, and the score each must reach (issue #15). */
const AUDITED = ['/', '/search?keyword=研发', '/policydetail/1'];
const LIGHTHOUSE_TARGET = 90;
const LIGHTHOUSE_RUNS = 3;

async function main() {
  const portal = await startPortal();
  const browser = await launchBrowser();
  const rows: { path: string; kind: string; gzipKB: number; files: number; targetKB: number; largest: string }[] = [];
  const audits: ({ path: string } & LighthouseFigures)[] = [];
  try {
    const token = await adminToken(portal.app);
    for (const screen of MEASURED_SCREENS) {
      // A fresh context per screen: nothing cached, signed in only where the screen needs it.
      const context = await browser.newContext();
      if (screen.kind === 'admin') await context.addInitScript((t) => window.localStorage.setItem('access_token', t), token);
      rows.push(row(screen, await measureFirstLoad(await context.newPage(), portal.url + screen.path)));
      await context.close();
    }
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      for (const page of AUDITED) audits.push({ path: page, ...(await lighthouseMedian(portal.url + page, LIGHTHOUSE_RUNS)) });
    }
  } finally {
    await browser.close();
    await portal.close();
  }

  const out = path.resolve(__dirname, '../../bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'web.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), rows, lighthouse: audits }, null, 2)}\n`);
  const md = [
    '# First-load weight of the web app',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:web\`: scripts and styles a first visit downloads, gzip (level 9), nothing cached.`,
    '',
    '| screen | kind | KB (gzip) | files | target | within | largest file |',
    '|---|---|---:|---:|---:|---|---|',
    ...rows.map(
      (r) => `| \`${r.path}\` | ${r.kind} | ${r.gzipKB} | ${r.files} | ${r.targetKB} | ${r.gzipKB <= r.targetKB ? 'yes' : '**no**'} | ${r.largest} |`,
    ),
    '',
    ...(audits.length
      ? [
          '## Lighthouse, mobile',
          '',
          `Lighthouse ${LIGHTHOUSE_RUNS} times per page with its default mobile settings (simulated slow 4G, 4× CPU slowdown), the median run. Target: performance ${LIGHTHOUSE_TARGET}.`,
          '',
          '| page | performance | within | FCP ms | LCP ms | TBT ms | Speed Index ms | CLS |',
          '|---|---:|---|---:|---:|---:|---:|---:|',
          ...audits.map(
            (a) =>
              `| \`${a.path}\` | ${a.score} | ${a.score >= LIGHTHOUSE_TARGET ? 'yes' : '**no**'} | ${a.fcpMs} | ${a.lcpMs} | ${a.tbtMs} | ${a.speedIndexMs} | ${
                a.clsScore
              } |`,
          ),
          '',
        ]
      : []),
  ].join('\n');
  fs.writeFileSync(path.join(out, 'web.md'), md);
  process.stdout.write(md);
}

function row(screen: (typeof MEASURED_SCREENS)[number], load: Awaited<ReturnType<typeof measureFirstLoad>>) {
  const largest = [...load.files].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  return {
    path: screen.path,
    kind: screen.kind,
    gzipKB: load.gzipKB,
    files: load.files.length,
    targetKB: BUDGETS[screen.kind].targetKB,
    largest: largest ? `${largest.url} (${Math.round(largest.gzipBytes / 1024)} KB)` : '',
  };
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
