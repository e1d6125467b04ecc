import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ensureServerBuild, SERVER_ENTRY } from '../../scripts/build';

const root = path.resolve(__dirname, '../..');

type Run = { code: number | null; stdout: string; stderr: string; url?: string };

/** Starts the compiled server as `npm start` does (after its build step), until it serves or exits. */
function startServer(env: Record<string, string>, stopWhenServing = true): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WEB_DIST: '/nonexistent', LOG_LEVEL: 'info', ...env },
    });
    const run: Run = { code: null, stdout: '', stderr: '' };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start: ${run.stdout} ${run.stderr}`));
    }, 50_000);
    child.stdout.on('data', async (chunk) => {
      run.stdout += chunk;
      const match = /"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(run.stdout) ?? /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(run.stdout);
      if (match && stopWhenServing && !run.url) {
        run.url = match[1];
        const res = await fetch(`${run.url}/apiv2/config/admin/all`);
        run.stdout += `\nconfig status ${res.status}\n`;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk) => {
      run.stderr += chunk;
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      run.code = code;
      resolve(run);
    });
  });
}

describe('npm start (server process)', () => {
  // The bundle is rebuilt only when a source is newer; esbuild takes about a second when it is.
  beforeAll(() => {
    ensureServerBuild();
  });

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));

  it('on first start creates the admin with a random password printed once, then serves', async () => {
    // An empty park (no demo content): what is tested is the start itself, not how long the demo park takes to write
    // (several seconds more on a busy machine, which the 50-second limit should not depend on).
    const run = await startServer({ DATA_DIR: dataDir, PORTAL_ADMIN_PASSWORD: '', SEED_DEMO: 'false' });
    expect(run.stdout).toMatch(/username: admin\n\s+password: \S{12,}/);
    expect(run.stdout).toContain('config status 200');
    // A clean stop on SIGTERM.
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/shutting down/);
  });

  it('on the next start reuses the data and prints no password', async () => {
    const run = await startServer({ DATA_DIR: dataDir });
    expect(run.stdout).not.toMatch(/password:/);
    expect(run.stdout).toContain('config status 200');
    const started = /"startupMs":(\d+)/.exec(run.stdout);
    expect(started).not.toBeNull();
  });

  it('exits with one clear line when DATABASE_URL cannot be reached', async () => {
    const run = await startServer({ DATABASE_URL: 'postgres://portal:s3cret-pw@127.0.0.1:1/portal' }, false);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/portal/);
    expect(run.stderr + run.stdout).not.toContain('s3cret-pw');
  });

  it('exits with one clear line when REDIS_URL cannot be reached', async () => {
    const run = await startServer({ DATA_DIR: dataDir, REDIS_URL: 'redis://:s3cret-redis-pw@127.0.0.1:1' }, false);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual(['Cannot connect to Redis at 127.0.0.1:1 (ECONNREFUSED)']);
    expect(run.stderr + run.stdout).not.toContain('s3cret-redis-pw');
  });

  it('exits with one clear line when the S3 bucket of UPLOAD_STORE=s3 cannot be reached', async () => {
    const run = await startServer(
      {
        DATA_DIR: dataDir,
        UPLOAD_STORE: 's3',
        S3_BUCKET: 'portal-uploads',
        S3_ENDPOINT: 'http://127.0.0.1:1',
        S3_ACCESS_KEY_ID: 'AKIDPORTAL',
        S3_SECRET_ACCESS_KEY: 's3cret-s3-key',
      },
      false,
    );
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot reach the S3 bucket portal-uploads at 127\.0\.0\.1:1 \(/);
    expect(run.stderr + run.stdout).not.toContain('s3cret-s3-key');
  });
});
