/**
 * `npm test`: every jest project, in three runs. The server and browser projects need Node's VM modules
 * (PGlite loads Node built-ins with dynamic import()), which in turn stop jest from loading the ES
 * module helpers the web project's Umi runtime uses; so each run gets the setting it needs. Web and
 * server suites are independent (each server suite has its own database) and use every core; the browser
 * suites run one at a time, as each drives a real server and Chromium.
 * Extra arguments (a test path, -t "name") go to every run. Ends with `tests: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const jest = path.resolve('node_modules/jest/bin/jest.js');
const extra = process.argv.slice(2);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tests-'));

const vmModules = { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' };
const cores = String(Math.max(2, os.availableParallelism()));
const runs = [
  { name: 'web', projects: ['web'], env: {}, workers: cores },
  { name: 'server', projects: ['server'], env: vmModules, workers: cores },
  { name: 'browser', projects: ['e2e'], env: vmModules, workers: '1' },
];

let passed = 0;
let failed = 0;
let exitCode = 0;
for (const run of runs) {
  const out = path.join(dir, `${run.projects.join('-')}.json`);
  process.stdout.write(`\n==> jest: ${run.name}\n`);
  const result = spawnSync(
    process.execPath,
    [
      jest,
      '--selectProjects',
      ...run.projects,
      `--maxWorkers=${run.workers}`,
      // Every test file loads the app's modules afresh in a VM context that Node frees late (VM modules): a worker
      // grown past this is replaced between files, and even a single worker runs outside jest's own process,
      // whose heap one long in-band run of the browser files once exhausted.
      '--workerIdleMemoryLimit=1500MB',
      '--json',
      `--outputFile=${out}`,
      '--passWithNoTests',
      ...extra,
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, ...run.env },
    },
  );
  if (result.status !== 0) {
    // Said in a line of its own: a run can end badly after every test passed (a global teardown, a crash on exit).
    console.log(`jest ${run.name} ended with ${result.signal ? `signal ${result.signal}` : `exit status ${result.status}`}`);
    exitCode = 1;
  }
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    // A suite that failed outside its tests (could not run, or crashed after them) counts as a failure,
    // so it cannot pass unnoticed.
    const broken = report.testResults.filter((s) => s.status === 'failed' && !s.assertionResults.some((a) => a.status === 'failed')).length;
    passed += report.numPassedTests;
    failed += report.numFailedTests + broken;
  } catch {
    failed += 1;
    exitCode = 1;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : exitCode);
