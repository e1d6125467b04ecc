import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { eq } from 'drizzle-orm';
import { departments, resources, roleResources, roles, users, userRoles } from '../../server/db/schema';
import { seed } from '../../server/seed';
import { throwawayDatabase } from '../../server/db/throwaway';
import { hashPassword } from '../../server/lib/passwords';
import { ADMIN_PASSWORD } from './adminPassword';

export { ADMIN_PASSWORD };

/** PGlite always; the machine's PostgreSQL too when TEST_DATABASE_URL is set. */
export const dbKinds: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestContext = {
  kind: 'pglite' | 'postgres';
  app: FastifyInstance;
  database: Database;
  /** The fake clock the server reads; move it with advance(). */
  advance(ms: number): void;
  now(): Date;
  login(username: string, password: string, ip?: string): Promise<string>;
  adminToken(): Promise<string>;
  /** A user with the given roles (none by default), for authorisation tests. */
  createUser(username: string, password: string, roleIds?: number[]): Promise<number>;
  close(): Promise<void>;
};

/** An in-memory PGlite: a copy of the run's migrated and seeded template when globalSetup.ts made one, else empty. */
export function openTestPglite(): Promise<Database> {
  const template = process.env.TEST_PGLITE_TEMPLATE;
  return openDatabase(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {});
}

/** A fresh database per suite: in-memory PGlite, or a throw-away database on the PostgreSQL server (a template's copy when there is one). */
async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') return { database: await openTestPglite(), drop: async () => undefined };
  return throwawayDatabase(process.env.TEST_DATABASE_URL!, 'portal_test', process.env.TEST_POSTGRES_TEMPLATE);
}

export async function createTestContext(
  kind: 'pglite' | 'postgres',
  options: Partial<BuildAppOptions> & { beforeReady?: (app: FastifyInstance, database: Database) => void } = {},
): Promise<TestContext> {
  const { database, drop } = await freshDatabase(kind);
  // Nothing to do on a template's copy; the whole start-up path otherwise.
  await database.migrate();
  await seed(database.db, { adminPassword: ADMIN_PASSWORD });
  let nowMs = Date.parse('2026-11-21T09:00:00Z');
  const now = () => new Date(nowMs);
  const app = await buildApp({ db: database.db, now, ...options });
  options.beforeReady?.(app, database);
  await app.ready();

  const login = async (username: string, password: string, ip = '127.0.0.1') => {
    const res = await app.inject({ method: 'POST', url: '/apiv2/account/admin/login', payload: { username, password }, remoteAddress: ip });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json().data.token as string;
  };
  let adminToken: string | undefined;
  return {
    kind,
    app,
    database,
    now,
    advance: (ms) => {
      nowMs += ms;
    },
    login,
    adminToken: async () => (adminToken ??= await login('admin', ADMIN_PASSWORD)),
    createUser: async (username, password, roleIds = []) => {
      const [row] = await database.db
        .insert(users)
        .values({ username, passwordHash: await hashPassword(password), realName: username })
        .returning({ id: users.id });
      if (roleIds.length) await database.db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
      return row.id;
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Grants a role the resources with these keys and the menus above them, as the grant screen saves them. Every key must
 * exist (a key renamed in config/adminMenu.ts fails here rather than granting nothing).
 */
export async function grantKeys(db: Database['db'], roleId: number, keys: string[]) {
  const all = await db.select({ id: resources.id, key: resources.resourceKey, parentId: resources.parentId }).from(resources);
  const found = all.filter((r) => keys.includes(r.key));
  expect(found.map((f) => f.key).sort()).toEqual([...new Set(keys)].sort());
  const granted = new Set<number>();
  for (const f of found) for (let cur: number | undefined = f.id; cur && !granted.has(cur); cur = all.find((r) => r.id === cur)?.parentId) granted.add(cur);
  await db.insert(roleResources).values([...granted].map((resourceId) => ({ roleId, resourceId })));
}

let staffSeq = 0;

/**
 * A signed-in staff member whose one role holds these keys, with a data scope (department by default) and,
 * when named, a department: the narrow user that scope and permission tests ask as.
 */
export async function staffWithKeys(
  ctx: TestContext,
  keys: string[],
  options: { dataScope?: 'all' | 'department' | 'self'; department?: string; password?: string } = {},
) {
  const { db } = ctx.database;
  staffSeq += 1;
  const tag = `${ctx.kind}-${staffSeq}`;
  const [role] = await db
    .insert(roles)
    .values({ name: `测试角色${tag}`, code: `test-staff-${tag}`, dataScope: options.dataScope ?? 'department' })
    .returning({ id: roles.id });
  await grantKeys(db, role.id, keys);
  const [dept] = options.department ? await db.select({ id: departments.id }).from(departments).where(eq(departments.name, options.department)) : [];
  expect(options.department === undefined || dept !== undefined).toBe(true);
  const username = `staff${tag.replace('-', '')}`;
  const password = options.password ?? 'Staff-Pass-2026';
  const [user] = await db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password), realName: `测试员${staffSeq}`, departmentId: dept?.id ?? null })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return { id: user.id, departmentId: dept?.id ?? null, headers: bearer(await ctx.login(username, password)) };
}
