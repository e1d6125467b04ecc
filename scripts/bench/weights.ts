import zlib from 'node:zlib';
import type { Page } from 'playwright-core';

const QUIET_MS = 2000;

/** What a first visit to a screen downloads: its scripts and styles, each measured gzip-compressed. */
export type FirstLoad = {
  url: string;
  /** Where the page ended up (a screen that needs sign-in and got none lands on the login page). */ finalPath: string;
  files: { url: string; gzipBytes: number }[];
  gzipKB: number;
};

/**
 * Opens `url` in a fresh page (nothing cached) and adds up the gzip size of every script and stylesheet
 * it loads until the network is idle: the "JS+CSS gzip on first load" the budgets speak of. Sizes are the
 * files' own (gzip level 9), whatever encoding the server chose, so the figure does not depend on it.
 */
export async function measureFirstLoad(page: Page, url: string, ready?: (page: Page) => Promise<unknown>): Promise<FirstLoad> {
  const pending: Promise<{ url: string; gzipBytes: number } | null>[] = [];
  let lastRequestAt = Date.now();
  page.on('request', () => (lastRequestAt = Date.now()));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: zlib.gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (ready) await ready(page);
  // Some parts load a moment after the network first goes idle (the admin menu's icons arrive once the menu
  // has rendered): the load is over when nothing has been asked for QUIET_MS, so the figure is the same every run.
  const giveUpAt = Date.now() + 15_000;
  while (Date.now() - lastRequestAt < QUIET_MS && Date.now() < giveUpAt) await page.waitForTimeout(100);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter((f): f is { url: string; gzipBytes: number } => f !== null);
  const unique = [...new Map(files.map((f) => [f.url, f])).values()];
  return {
    url,
    finalPath: new URL(page.url()).pathname,
    files: unique,
    gzipKB: Math.round((unique.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024) * 10) / 10,
  };
}
