/** The compiled server (build/server.js, as `npm start` runs it) as a child process, for benchmarks that kill or soak it. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

const build = require('../build.js') as { ensureServerBuild(): void; SERVER_ENTRY: string };
export const ensureServerBuild = build.ensureServerBuild;
const SERVER_ENTRY = build.SERVER_ENTRY;

/** The administrator's password of the servers started here (on a new data directory). */
const PASSWORD = 'Bench#Server2026';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, LOG_LEVEL: 'error', SEED_DEMO: 'false', PORTAL_ADMIN_PASSWORD: PASSWORD, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => {
      setTimeout(resolve, 100);
    });
  }
  throw new Error('the server did not become ready within 60 s');
}

export async function login(url: string) {
  const res = await fetch(`${url}/apiv2/account/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return { authorization: `Bearer ${body.data.token}`, 'content-type': 'application/json' };
}
