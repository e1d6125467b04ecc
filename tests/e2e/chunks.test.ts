/**
 * The public screens' first load carries no back-office code (config/budgets.ts ADMIN_ONLY_CODE). Read from
 * the build itself: Umi's preload helper holds the chunk graph (each route's files), index.html the entry
 * files every screen loads. Nothing is built here; the browser tests' set-up keeps dist/ current.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_ONLY_CODE, KNOWN_ADMIN_CODE_ON_PUBLIC, PUBLIC_ROUTES } from '../../config/budgets';

const dist = path.resolve(__dirname, '../../dist');

/** Route → the files its first load fetches besides the entry files, from the preload helper's data. */
function chunkGraph(): Record<string, string[]> {
  const helper = fs.readdirSync(dist).find((f) => /^preload_helper\.[0-9a-f]+\.js$/.test(f));
  if (!helper) throw new Error('dist/ has no preload helper: is the web app built?');
  const source = fs.readFileSync(path.join(dist, helper), 'utf8');
  const files = JSON.parse(source.match(/f:(\[\[.*?\]\])/)![1]) as [string, number][];
  const routes = JSON.parse(source.match(/r:(\{.*?\})[,}]/)![1]) as Record<string, number[]>;
  return Object.fromEntries(Object.entries(routes).map(([route, indexes]) => [route, indexes.map((i) => files[i][0])]));
}

/** The scripts and styles index.html loads for every screen. */
function entryFiles(): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/?([^"?#]+\.(?:js|css))"/g)].map((m) => m[1]).filter((f) => !f.startsWith('preload_helper'));
}

const contents = new Map<string, string>();
const read = (file: string) => {
  if (!contents.has(file)) contents.set(file, fs.readFileSync(path.join(dist, file), 'utf8'));
  return contents.get(file)!;
};

describe('no back-office code on the public screens', () => {
  const graph = chunkGraph();
  const entries = entryFiles();

  it('reads a chunk graph that names every public screen, and entry files that exist', () => {
    for (const route of PUBLIC_ROUTES) expect([route, Array.isArray(graph[route])]).toEqual([route, true]);
    expect(entries.some((f) => /^umi\.[0-9a-f]+\.js$/.test(f))).toBe(true);
    for (const file of entries) expect(fs.existsSync(path.join(dist, file))).toBe(true);
  });

  it('finds each marker in the build, so that its absence means something', () => {
    // Anywhere in the build: the back office loads some of it only when asked (the editor with its form).
    const everything = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
    for (const code of ADMIN_ONLY_CODE.filter((c) => c.marker !== 'exceljs')) {
      expect([code.name, everything.some((f) => read(f).includes(code.marker))]).toEqual([code.name, true]);
    }
  });

  it.each(PUBLIC_ROUTES)('%s loads none of it (but the known cases still to fix)', (route) => {
    const files = [...entries, ...graph[route]];
    const found = ADMIN_ONLY_CODE.filter((code) => files.some((f) => read(f).includes(code.marker))).map((code) => code.name);
    expect({ route, found }).toEqual({ route, found: KNOWN_ADMIN_CODE_ON_PUBLIC[route] ?? [] });
  });
});
