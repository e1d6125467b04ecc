/**
 * Builds the web app when dist/ is missing or older than any source it is built from, so `npm start`
 * serves what the sources say and a second start is not slowed by a needless build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const inputs = ['src', 'config', 'public', '.umirc.ts', 'package.json', 'package-lock.json'];
const skip = new Set(['.umi', '.umi-production', '.umi-test', 'node_modules']);

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) {
    if (skip.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

export function isBuildStale(): boolean {
  const index = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return inputs.some((i) => newestMtime(path.join(root, i)) > built);
}

export async function ensureBuild() {
  if (!isBuildStale()) return;
  process.stdout.write('Building the web app (dist/ is missing or older than the sources)...\n');
  const result = spawnSync(process.execPath, [require.resolve('@umijs/max/bin/max.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web app build failed (see the messages above)');
}

if (require.main === module) {
  ensureBuild().catch((err) => {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  });
}
