/**
 * The two builds `npm start` needs, each redone only when its sources are newer than its output:
 * - the server, bundled by esbuild into build/ (the server's TypeScript compiled once, not at every start);
 * - the web app, built by Umi into dist/ and precompressed (brotli and gzip copies of its text assets).
 * Plain JavaScript so that checking costs no compiler: a start with both up to date reads file dates only.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const SKIP = new Set(['.umi', '.umi-production', '.umi-test', 'node_modules']);
const SERVER_INPUTS = ['server', 'shared', 'config', 'scripts/precompress.ts', 'package-lock.json', 'tsconfig.json'];
const WEB_INPUTS = ['src', 'shared', 'config', 'public', '.umirc.ts', 'package.json', 'package-lock.json'];
const SERVER_OUT = path.join(root, 'build');
const SERVER_ENTRY = path.join(SERVER_OUT, 'server.js');
const WEB_INDEX = path.join(root, 'dist', 'index.html');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) {
    if (!SKIP.has(entry)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

const olderThanInputs = (output, inputs) => !fs.existsSync(output) || inputs.some((i) => newestMtime(path.join(root, i)) > fs.statSync(output).mtimeMs);

const isServerBuildStale = () => olderThanInputs(SERVER_ENTRY, SERVER_INPUTS);
const isWebBuildStale = () => olderThanInputs(WEB_INDEX, WEB_INPUTS);

/** Bundles the server (and the precompress step the web build runs) with their dependencies left in node_modules. */
function buildServer() {
  const esbuild = require('esbuild');
  fs.rmSync(SERVER_OUT, { recursive: true, force: true });
  esbuild.buildSync({
    absWorkingDir: root,
    entryPoints: { server: 'server/index.ts', precompress: 'scripts/precompress.ts' },
    outdir: SERVER_OUT,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // The migrator reads its SQL files beside the code (server/db/client.ts resolves them from __dirname).
  fs.cpSync(path.join(root, 'server/db/migrations'), path.join(SERVER_OUT, 'migrations'), { recursive: true });
}

function buildWeb() {
  process.stdout.write('Building the web app (dist/ is missing or older than the sources)...\n');
  const result = spawnSync(process.execPath, [require.resolve('@umijs/max/bin/max.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web app build failed (see the messages above)');
  const precompress = spawnSync(process.execPath, [path.join(SERVER_OUT, 'precompress.js')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (precompress.status !== 0) throw new Error('Precompressing the web app failed (see the messages above)');
}

/** Rebuilds the server bundle when its sources changed; returns whether it did. */
function ensureServerBuild() {
  const stale = isServerBuildStale();
  if (stale) buildServer();
  return stale;
}

/** Brings both builds up to date; returns which were rebuilt. */
function ensureBuilds() {
  const server = ensureServerBuild();
  const web = isWebBuildStale();
  if (web) buildWeb();
  return { server, web };
}

module.exports = { ensureBuilds, ensureServerBuild, isServerBuildStale, isWebBuildStale, SERVER_ENTRY };

// `npm run build`: both builds, whatever their dates.
if (require.main === module) {
  buildServer();
  buildWeb();
}
