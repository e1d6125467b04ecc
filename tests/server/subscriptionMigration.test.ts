/**
 * Migration 0026 on a database that already has subscriptions and hits: the hits written one row per
 * (subscription, policy, event) become one row per dispatch listing the policies, and the subscriptions get
 * their term arrays and keep only their anchor's terms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase, type Database } from '../../server/db/client';
import { throwawayDatabase } from '../../server/db/throwaway';
import { rowsOf } from '../../server/db/raw';
import { dbKinds } from './harness';

const LAST_BEFORE = '0025_sso';

/** The migrations folder as it was before 0026: the same files, the journal cut after LAST_BEFORE. */
function folderBefore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  for (const file of fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')))
    fs.copyFileSync(path.join(migrationsFolder, file), path.join(dir, file));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const cut = journal.entries.findIndex((e: { tag: string }) => e.tag === LAST_BEFORE);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut + 1);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

describe.each(dbKinds)('migration 0026 (subscription anchors, hit lists) on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void> = async () => undefined;
  const migrateTo = (folder: string) =>
    kind === 'pglite' ? migratePglite(database.db as never, { migrationsFolder: folder }) : migratePg(database.db as never, { migrationsFolder: folder });

  beforeAll(async () => {
    if (kind === 'pglite') database = await openDatabase({});
    else ({ database, drop } = await throwawayDatabase(process.env.TEST_DATABASE_URL!, 'portal_migration'));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('carries waiting and delivered hits and the subscriptions’ terms over', async () => {
    const before = folderBefore();
    await migrateTo(before);
    fs.rmSync(before, { recursive: true });
    const db = database.db;
    const [{ id: visitorId }] = await rowsOf<{ id: number }>(
      db,
      sql`insert into visitors (email, password_hash, display_name, terms_accepted_at) values ('li.na@xinghu-ai.cn', 'x', '李娜', now()) returning id`,
    );
    const subscription = (criteria: object, dimensions: number) =>
      rowsOf<{ id: number }>(
        db,
        sql`insert into subscriptions (visitor_id, kind, criteria, criteria_hash, term_dimensions, channels, rhythm)
            values (${visitorId}, 'policy', ${JSON.stringify(criteria)}::jsonb, md5(${JSON.stringify(
          criteria,
        )}), ${dimensions}, '{inApp}', 'daily') returning id`,
      ).then((r) => r[0].id);
    const both = await subscription({ tagIds: [7, 12], departmentIds: [3], regionCodes: ['320500'] }, 3);
    const byLevel = await subscription({ levels: ['city', 'district'], regionCodes: ['320000'] }, 2);
    const byKeyword = await subscription({ keyword: '人工智能' }, 0);
    await db.execute(sql`insert into subscription_terms (subscription_id, dimension, value) values
      (${both}, 'tag', '7'), (${both}, 'tag', '12'), (${both}, 'department', '3'), (${both}, 'region', '320500'),
      (${byLevel}, 'level', 'city'), (${byLevel}, 'level', 'district'), (${byLevel}, 'region', '320000')`);
    // Two dispatches: the first's hits wait, the second's were delivered.
    await db.execute(sql`insert into subscription_hits (subscription_id, policy_id, event, visitor_id, created_at, delivered_at) values
      (${both}, 11, 'published', ${visitorId}, '2026-11-20T02:00:00Z', null),
      (${both}, 5, 'published', ${visitorId}, '2026-11-20T02:00:00Z', null),
      (${both}, 5, 'window_opened', ${visitorId}, '2026-11-20T02:00:00Z', null),
      (${both}, 9, 'published', ${visitorId}, '2026-11-21T02:00:00Z', '2026-11-22T00:00:00Z'),
      (${byKeyword}, 9, 'published', ${visitorId}, '2026-11-21T02:00:00Z', '2026-11-22T00:00:00Z')`);

    await database.migrate();

    const hits = await rowsOf<{ subscription_id: number; event: string; policy_ids: number[]; delivered: boolean }>(
      db,
      sql`select subscription_id, event, policy_ids, delivered_at is not null as delivered from subscription_hits order by subscription_id, created_at, event`,
    );
    expect(hits).toEqual([
      { subscription_id: both, event: 'published', policy_ids: [5, 11], delivered: false },
      { subscription_id: both, event: 'window_opened', policy_ids: [5], delivered: false },
      { subscription_id: both, event: 'published', policy_ids: [9], delivered: true },
      { subscription_id: byKeyword, event: 'published', policy_ids: [9], delivered: true },
    ]);
    const subs = await rowsOf<Record<string, unknown>>(
      db,
      sql`select id, tag_terms, department_terms, level_terms, region_terms, support_type_terms from subscriptions order by id`,
    );
    expect(subs).toEqual([
      { id: both, tag_terms: [7, 12], department_terms: [3], level_terms: null, region_terms: ['320500'], support_type_terms: null },
      { id: byLevel, tag_terms: null, department_terms: null, level_terms: ['city', 'district'], region_terms: ['320000'], support_type_terms: null },
      { id: byKeyword, tag_terms: null, department_terms: null, level_terms: null, region_terms: null, support_type_terms: null },
    ]);
    // Each keeps the terms of its anchor (criteria.ts anchorOrder): the office, then the levels.
    const terms = await rowsOf<{ subscription_id: number; dimension: string; value: string }>(
      db,
      sql`select subscription_id, dimension, value from subscription_terms order by subscription_id, value`,
    );
    expect(terms).toEqual([
      { subscription_id: both, dimension: 'department', value: '3' },
      { subscription_id: byLevel, dimension: 'level', value: 'city' },
      { subscription_id: byLevel, dimension: 'level', value: 'district' },
    ]);
  });
});
