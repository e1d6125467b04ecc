/**
 * `npm run bench:subscriptions` (issue #16): 1,000 new policies published against 100,000 policy
 * subscriptions of 20,000 visitors. In a throw-away database on TEST_DATABASE_URL's PostgreSQL server
 * (created and dropped here): migrate, seed, generate the visitors (one set-based insert) and their
 * subscriptions (a realistic mix of tags, big tags, departments, levels, regions at every level, support
 * types, keywords and combinations, with term arrays and keyword_query made by the app's own criteria.ts,
 * and their anchors chosen by the app's anchorSubscriptions as the nightly job does; a few hundred match
 * subscriptions with company profiles), generate 1,000 policies with
 * scripts/generate-policies.ts, record their `published` events in one transaction, then time
 *   1. the dispatch: dispatchPending in a transaction per run until no event waits (as the job runner does),
 *   2. the delivery of the "immediately" hits: deliverImmediate per transaction until nothing waits,
 * with the process's peak RSS and heap (sampled every 100 ms), and EXPLAIN (ANALYZE, BUFFERS) of the
 * dispatch's statement for the batch (in a transaction rolled back before the timed run). 20 random
 * subscriptions are then checked against the rules computed in JS: a mismatch fails the run.
 * Writes bench/results/subscriptions.md and .json. Target: the dispatch under 30 s on PostgreSQL.
 *
 *   TEST_DATABASE_URL=postgres://… npm run bench:subscriptions [-- postgres pglite] [--subscriptions N] [--visitors N] [--policies N]
 *
 * `pglite` runs the same on an in-memory PGlite at a tenth of the size (labelled so in the report).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { areaList } from '@vant/area-data';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DbOrTx } from '../../server/db/client';
import { policyDepartments, policyTags, subscriptions, type SubscriptionChannel, type SubscriptionRhythm } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { seed } from '../../server/seed';
import { seededRandom } from '../../server/seed/companies';
import { demoTags, programmes } from '../../server/seed/policies';
import { throwawayDatabase } from '../../server/db/throwaway';
import { rowsOf } from '../../server/db/raw';
import { criteriaHash, keywordQueryOf, newSubscriptionRow, type PolicyCriteriaInput } from '../../server/modules/subscription/criteria';
import { anchorSubscriptions } from '../../server/modules/subscription/terms';
import { DELIVERY_BATCH, deliverImmediate } from '../../server/modules/subscription/delivery';
import { dispatchPending, policyHitsStatement, recordPolicyEvents, withDispatchSettings } from '../../server/modules/subscription/dispatch';
import { MAIL_JOB } from '../../server/modules/queue/mail';
import { segmentWords } from '@shared/policyText';
import { regionName } from '@shared/regions';
import { todayOf } from '@shared/policyWindow';
import { generatePolicies } from '../generate-policies';
import { round1, machineOf, writeResults } from './measure';
import { diskUploadStore } from '../../server/lib/uploadStore';
import { databaseRateLimits } from '../../server/lib/rateLimit';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const kinds = process.argv.slice(2).filter((a) => a === 'postgres' || a === 'pglite') as ('postgres' | 'pglite')[];
const TARGET_S = 30;
const SAMPLE = 20;
/** The delivery is stopped after this long (and its rate reported): a couple of million waiting (subscription, policy) pairs take a while. */
const DELIVERY_SECONDS = arg('delivery-seconds', 120);

type Size = { visitors: number; subscriptions: number; matchSubscriptions: number; policies: number };
const fullSize: Size = {
  visitors: arg('visitors', 20_000),
  subscriptions: arg('subscriptions', 100_000),
  matchSubscriptions: 300,
  policies: arg('policies', 1000),
};
const sizeOf = (kind: 'postgres' | 'pglite'): Size =>
  kind === 'postgres'
    ? fullSize
    : {
        visitors: Math.round(fullSize.visitors / 10),
        subscriptions: Math.round(fullSize.subscriptions / 10),
        matchSubscriptions: 30,
        policies: Math.round(fullSize.policies / 10),
      };

const mb = (bytes: number) => round1(bytes / 2 ** 20);

/** Peak RSS and heap of this process, sampled every 100 ms, per phase. */
function memorySampler() {
  let peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, m.rss), heapUsed: Math.max(peak.heapUsed, m.heapUsed) };
  };
  const timer = setInterval(sample, 100);
  return {
    /** The peak since the last reset, and starts again. */
    take() {
      sample();
      const p = peak;
      peak = { rss: 0, heapUsed: 0 };
      sample();
      return { rssMb: mb(p.rss), heapUsedMb: mb(p.heapUsed) };
    },
    stop: () => clearInterval(timer),
  };
}

type Phase = { name: string; seconds: number; rows: number; rowsPerSecond: number; peakRssMb: number; peakHeapMb: number; note: string };

/**
 * Words visitors look for: the programmes' themes and tags, the words of their titles and summaries, and
 * some the library never uses; but only words that at most a tenth of the library's policies contain (nobody
 * subscribes to 企业 or 通知, which every policy says).
 */
async function keywordVocabulary(db: DbOrTx): Promise<string[]> {
  const words = new Set<string>();
  for (const p of programmes) {
    words.add(p.theme);
    p.tags.forEach((t) => words.add(t));
    for (const text of [p.summary, ...p.titles]) {
      for (const w of segmentWords(text.replace(/\{[a-z]\}/g, ''))) if (w.length >= 2 && w.length <= 6 && !/^\d+$/.test(w)) words.add(w);
    }
  }
  demoTags.forEach((t) => [t.name, ...t.children].forEach((n) => words.add(n)));
  ['区块链', '元宇宙', '跨境电商', '低空经济', '合成生物', '量子计算', '预制菜', '文旅', '直播', '养老服务', '乡村振兴', '海洋经济'].forEach((w) =>
    words.add(w),
  );
  const [{ total }] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from policies`);
  const kept: string[] = [];
  for (const w of words) {
    const query = keywordQueryOf(w);
    if (!query) continue;
    const [{ n }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from policies where search_vector @@ to_tsquery('simple', ${query})`);
    if (n <= total / 10) kept.push(w);
  }
  return kept.slice(0, 400);
}

type Ref = { tags: { id: number; name: string; parentId: number | null }[]; departments: { id: number; name: string; regionCode: string }[] };

/** Region codes visitors choose: mostly the park's own province, city and districts, the rest anywhere in China. */
function regionPicker(rnd: ReturnType<typeof seededRandom>) {
  const provinces = Object.keys(areaList.province_list);
  const cities = Object.keys(areaList.city_list);
  const counties = Object.keys(areaList.county_list ?? {});
  const local = ['320000', '320500', '320505', '320506', '320571', '320100', '310000'];
  return () => {
    if (rnd.next() < 0.35) return rnd.pick(local);
    const r = rnd.next();
    return r < 0.4 ? rnd.pick(provinces) : r < 0.8 ? rnd.pick(cities) : rnd.pick(counties);
  };
}

/** One subscription's criteria: a single dimension (some broad, most narrow), a keyword, or two or three dimensions together. */
function criteriaMaker(ref: Ref, rnd: ReturnType<typeof seededRandom>, vocabulary: string[]) {
  const big = ref.tags.filter((t) => t.parentId === null);
  const small = ref.tags.filter((t) => t.parentId !== null);
  const region = regionPicker(rnd);
  const levels = ['national', 'provincial', 'city', 'district'] as const;
  const supportTypes = ['subsidy', 'tax', 'finance', 'talent', 'platform', 'honour'];
  const some = <T>(pick: () => T, max: number) => [...new Set(Array.from({ length: rnd.int(1, max) }, pick))];
  // Departments near the park are chosen more often than the rest.
  const localDepartments = ref.departments.filter((d) => d.regionCode.startsWith('32') || d.regionCode === '100000');
  const department = () => (rnd.next() < 0.6 && localDepartments.length ? rnd.pick(localDepartments) : rnd.pick(ref.departments)).id;
  const dims: Record<string, (c: PolicyCriteriaInput) => void> = {
    tag: (c) => (c.tagIds = some(() => rnd.pick(small).id, 3)),
    bigTag: (c) => (c.tagIds = [rnd.pick(big).id]),
    department: (c) => (c.departmentIds = some(department, 2)),
    level: (c) => (c.levels = some(() => rnd.pick(levels), 2)),
    region: (c) => (c.regionCodes = some(region, 2)),
    supportType: (c) => (c.supportTypes = some(() => rnd.pick(supportTypes), 2)),
    keyword: (c) => (c.keyword = rnd.pick(vocabulary)),
  };
  // Share of each shape (sums to 1).
  const shapes: [number, string[]][] = [
    [0.14, ['tag']],
    [0.05, ['bigTag']],
    [0.07, ['department']],
    [0.02, ['level']],
    [0.1, ['region']],
    [0.02, ['supportType']],
    [0.12, ['keyword']],
    [0.1, ['tag', 'region']],
    [0.06, ['bigTag', 'region']],
    [0.06, ['level', 'region']],
    [0.04, ['supportType', 'region']],
    [0.04, ['tag', 'supportType']],
    [0.04, ['department', 'tag']],
    [0.05, ['keyword', 'region']],
    [0.03, ['keyword', 'tag']],
    [0.03, ['tag', 'level', 'region']],
    [0.03, ['bigTag', 'supportType', 'region']],
  ];
  return () => {
    let r = rnd.next();
    const shape = shapes.find(([share]) => (r -= share) < 0)?.[1] ?? ['tag'];
    const c: PolicyCriteriaInput = { tagIds: [], departmentIds: [], levels: [], regionCodes: [], supportTypes: [] };
    shape.forEach((d) => dims[d](c));
    return { shape: shape.join('+'), input: c };
  };
}

/** Criteria as resolvePolicyCriteria stores them: sorted lists, the keyword, and the names. */
function storedCriteria(ref: Ref, c: PolicyCriteriaInput) {
  const tidy = <T extends string | number>(list: T[]) => [...new Set(list)].sort();
  const criteria = {
    tagIds: tidy(c.tagIds),
    departmentIds: tidy(c.departmentIds),
    levels: tidy(c.levels),
    regionCodes: tidy(c.regionCodes),
    supportTypes: tidy(c.supportTypes),
    keyword: c.keyword || undefined,
  };
  const names = {
    tags: criteria.tagIds.map((id) => ref.tags.find((t) => t.id === id)?.name ?? String(id)),
    departments: criteria.departmentIds.map((id) => ref.departments.find((d) => d.id === id)?.name ?? String(id)),
    regions: criteria.regionCodes.map((r) => regionName(r) ?? r),
    supportTypes: criteria.supportTypes,
  };
  return { criteria, stored: JSON.parse(JSON.stringify({ ...criteria, names })) as Record<string, unknown> };
}

/** Visitors in one statement: most with an e-mail address, some with a mobile number only, a few disabled. */
async function createVisitors(db: DbOrTx, n: number, now: Date): Promise<number[]> {
  const hash = `bench$${crypto.randomBytes(8).toString('hex')}`;
  await db.execute(sql`
    insert into visitors (email, phone, password_hash, display_name, status, terms_accepted_at, created_at, updated_at)
    select case when g % 10 = 0 then null else 'visitor' || g || '@bench.example.cn' end,
           case when g % 10 = 0 or g % 3 = 0 then (13800000000 + g)::text else null end,
           ${hash}, '访客' || g, case when g % 100 = 99 then 'disabled' else 'active' end,
           ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from generate_series(1, ${n}) g`);
  return (await rowsOf<{ id: number }>(db, sql`select id from visitors order by id`)).map((r) => r.id);
}

/** Policy subscriptions in chunks: a few per visitor (some visitors many), each with its term arrays as the app writes them. */
async function createSubscriptions(db: DbOrTx, ref: Ref, visitorIds: number[], n: number, now: Date) {
  const rnd = seededRandom(16);
  const vocabulary = await keywordVocabulary(db);
  const make = criteriaMaker(ref, rnd, vocabulary);
  const shapes = new Map<string, number>();
  const chunk = 2000;
  let made = 0;
  const seen = new Set<string>();
  let pending: (typeof subscriptions.$inferInsert)[] = [];
  const flush = async () => {
    if (!pending.length) return;
    await db.insert(subscriptions).values(pending);
    pending = [];
  };
  for (let v = 0; made < n; v = (v + 1) % visitorIds.length) {
    // 1–30 per visitor, most have a handful: about five on average.
    const count = Math.min(30, 1 + Math.floor(-Math.log(1 - rnd.next()) * 4));
    for (let k = 0; k < count && made < n; k += 1) {
      const { shape, input } = make();
      const { criteria, stored } = storedCriteria(ref, input);
      const hash = criteriaHash('policy', stored);
      // One subscription per visitor and criteria, as the app keeps it.
      if (seen.has(`${visitorIds[v]}:${hash}`)) continue;
      seen.add(`${visitorIds[v]}:${hash}`);
      const r = rnd.next();
      const channels: SubscriptionChannel[] = r < 0.5 ? ['inApp'] : r < 0.85 ? ['inApp', 'email'] : ['email'];
      const q = rnd.next();
      const rhythm: SubscriptionRhythm = q < 0.7 ? 'immediate' : q < 0.9 ? 'daily' : 'weekly';
      pending.push({ ...newSubscriptionRow(visitorIds[v], 'policy', stored, { channels, rhythm }, now, criteria), active: rnd.next() >= 0.03 });
      shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
      made += 1;
      if (pending.length >= chunk) await flush();
    }
  }
  await flush();
  return { vocabulary: vocabulary.length, shapes: Object.fromEntries([...shapes].sort((a, b) => b[1] - a[1])) };
}

/** Match subscriptions ("new matches for my company"), with company profiles like the match form's. */
async function createMatchSubscriptions(db: DbOrTx, visitorIds: number[], n: number, now: Date) {
  const rnd = seededRandom(1600);
  const year = now.getUTCFullYear() - 1;
  const regions = ['320571', '320505', '320506', '320507', '320508', '320000', '310115', '440305', '330106'];
  const qualifications = ['高新技术企业', '科技型中小企业', '专精特新中小企业', '专精特新小巨人', '省级企业技术中心'];
  const rows = Array.from({ length: n }, (_, i) => {
    const profile = {
      name: `基准企业${i + 1}`,
      regionCode: rnd.pick(regions),
      entityType: 'enterprise',
      industryCode: rnd.pick(['C39', 'C35', 'I65', 'C27', 'M73']),
      scale: rnd.pick(['micro', 'small', 'medium', 'large']),
      foundedOn: `${rnd.int(2005, 2023)}-0${rnd.int(1, 9)}-1${rnd.int(0, 9)}`,
      qualifications: qualifications.filter(() => rnd.next() < 0.3),
      ipClass1: rnd.int(0, 8),
      ipClass2: rnd.int(0, 30),
      figures: [0, 1, 2].map((b) => ({
        year: year - b,
        revenue: rnd.int(300, 80_000),
        rdSpend: rnd.int(20, 3000),
        staff: rnd.int(10, 800),
        techStaff: rnd.int(2, 200),
      })),
    };
    const criteria = { name: profile.name, profile };
    return {
      visitorId: visitorIds[(i * 37) % visitorIds.length],
      kind: 'match' as const,
      criteria,
      criteriaHash: criteriaHash('match', criteria),
      channels: ['inApp', 'email'] as SubscriptionChannel[],
      rhythm: 'immediate' as const,
      createdAt: now,
      updatedAt: now,
    };
  });
  await db.insert(subscriptions).values(rows).onConflictDoNothing();
}

type SubRow = {
  id: number;
  active: boolean;
  tag_ids: number[] | null;
  department_ids: number[] | null;
  levels: string[] | null;
  region_codes: string[] | null;
  support_types: string[] | null;
  keyword_query: string | null;
};
type PolicyRow = {
  id: number;
  status: string;
  open: boolean;
  tag_ids: number[];
  department_id: number;
  level: string;
  region_code: string;
  support_type: string;
};

/**
 * The dispatch's rules, in JS, for a sample of subscriptions against the new policies: every dimension given
 * is met (a tag or its big tag; a region the policy's, or its city's or province's), the keyword by the
 * database's own @@, only published policies that are not closed, only active subscriptions.
 */
async function verifySample(db: DbOrTx, policyIds: number[], today: string) {
  const parents = new Map((await db.select({ id: policyTags.id, parentId: policyTags.parentId }).from(policyTags)).map((t) => [t.id, t.parentId]));
  const pols = await rowsOf<PolicyRow>(
    db,
    sql`select id, status, (window_kind = 'all_year' or window_last_end >= ${today}::date) as open, tag_ids, department_id, level, region_code, support_type
        from policies where id in (${sql.join(
          policyIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const sample = await rowsOf<SubRow>(
    db,
    sql`select id, active, keyword_query,
          (select array_agg(x::int) from jsonb_array_elements_text(criteria->'tagIds') x) as tag_ids,
          (select array_agg(x::int) from jsonb_array_elements_text(criteria->'departmentIds') x) as department_ids,
          (select array_agg(x) from jsonb_array_elements_text(criteria->'levels') x) as levels,
          (select array_agg(x) from jsonb_array_elements_text(criteria->'regionCodes') x) as region_codes,
          (select array_agg(x) from jsonb_array_elements_text(criteria->'supportTypes') x) as support_types
        from subscriptions where kind = 'policy' order by md5(id::text || 'sample') limit ${SAMPLE}`,
  );
  const regionTerms = (code: string) => {
    const out = [code];
    if (code.length === 6 && code.slice(4) !== '00') out.push(`${code.slice(0, 4)}00`);
    if (code.length === 6 && code.slice(2) !== '0000') out.push(`${code.slice(0, 2)}0000`);
    return out;
  };
  const report: { subscription: number; expected: number; hits: number }[] = [];
  for (const s of sample) {
    const keywordMet = new Set<number>();
    if (s.keyword_query) {
      const met = await rowsOf<{ id: number }>(
        db,
        sql`select id from policies where id in (${sql.join(
          policyIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and search_vector @@ to_tsquery('simple', ${s.keyword_query})`,
      );
      met.forEach((m) => keywordMet.add(m.id));
    }
    const expected = pols
      .filter((p) => {
        if (!s.active || p.status !== 'published' || !p.open) return false;
        const tags = new Set(p.tag_ids.flatMap((t) => [t, parents.get(t) ?? t]));
        if (s.tag_ids && !s.tag_ids.some((t) => tags.has(t))) return false;
        if (s.department_ids && !s.department_ids.includes(p.department_id)) return false;
        if (s.levels && !s.levels.includes(p.level)) return false;
        if (s.region_codes && !s.region_codes.some((r) => regionTerms(p.region_code).includes(r))) return false;
        if (s.support_types && !s.support_types.includes(p.support_type)) return false;
        if (s.keyword_query && !keywordMet.has(p.id)) return false;
        return true;
      })
      .map((p) => p.id)
      .sort((a, b) => a - b);
    const hits = (
      await rowsOf<{ policy_id: number }>(
        db,
        sql`select x.policy_id from subscription_hits h cross join unnest(h.policy_ids) x(policy_id)
            where h.subscription_id = ${s.id} and h.event = 'published' order by x.policy_id`,
      )
    ).map((h) => h.policy_id);
    if (JSON.stringify(expected) !== JSON.stringify(hits)) {
      const missing = expected.filter((id) => !hits.includes(id));
      const extra = hits.filter((id) => !expected.includes(id));
      throw new Error(
        `MISMATCH for subscription ${s.id} (${JSON.stringify(s)}): expected ${expected.length} hits, found ${hits.length}; missing ${missing
          .slice(0, 10)
          .join(',')}; unexpected ${extra.slice(0, 10).join(',')}`,
      );
    }
    report.push({ subscription: s.id, expected: expected.length, hits: hits.length });
  }
  // And across all hits: none for a turned-off subscription, a draft or a closed policy.
  const [wrong] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from subscription_hits h cross join unnest(h.policy_ids) x(policy_id)
          join subscriptions s on s.id = h.subscription_id join policies p on p.id = x.policy_id
        where not s.active or p.status <> 'published' or not (p.window_kind = 'all_year' or p.window_last_end >= ${today}::date)`,
  );
  if (wrong.n) throw new Error(`MISMATCH: ${wrong.n} hits for turned-off subscriptions, drafts or closed policies`);
  return report;
}

async function count(db: DbOrTx, statement: ReturnType<typeof sql>) {
  return (await rowsOf<{ n: number }>(db, statement))[0].n;
}

async function benchOn(kind: 'postgres' | 'pglite', database: Database) {
  const size = sizeOf(kind);
  const db = database.db;
  const now = new Date();
  const today = todayOf(now);
  const mem = memorySampler();
  const phases: Phase[] = [];
  const phase = async <T>(name: string, run: () => Promise<T>, rowsOf_: (r: T) => number, note = '') => {
    mem.take();
    const t = performance.now();
    const result = await run();
    const seconds = (performance.now() - t) / 1000;
    const m = mem.take();
    const rows = rowsOf_(result);
    phases.push({
      name,
      seconds: Math.round(seconds * 100) / 100,
      rows,
      rowsPerSecond: Math.round(rows / seconds),
      peakRssMb: m.rssMb,
      peakHeapMb: m.heapUsedMb,
      note,
    });
    console.log(`[${kind}] ${name}: ${seconds.toFixed(2)} s, ${rows} rows, peak RSS ${m.rssMb} MB, heap ${m.heapUsedMb} MB ${note}`);
    return result;
  };
  try {
    await database.migrate();
    await seed(db, { adminPassword: `Bench@${crypto.randomBytes(6).toString('hex')}` });
    // The policies first (the generator also creates the offices that subscribers choose from); they are
    // new to the subscribers only when their events are recorded below, after the subscriptions exist.
    const before = await count(db, sql`select coalesce(max(id), 0)::int as n from policies`);
    await phase(
      `generate ${size.policies} policies (scripts/generate-policies.ts)`,
      () => generatePolicies(db, size.policies, { now }),
      () => size.policies,
    );
    const newPolicies = await rowsOf<{ id: number; status: string }>(db, sql`select id, status from policies where id > ${before} order by id`);
    const ref: Ref = {
      tags: await db.select({ id: policyTags.id, name: policyTags.name, parentId: policyTags.parentId }).from(policyTags),
      departments: await db
        .select({ id: policyDepartments.id, name: policyDepartments.name, regionCode: policyDepartments.regionCode })
        .from(policyDepartments),
    };
    const visitorIds = await phase(
      `create ${size.visitors} visitors (one insert … select)`,
      () => createVisitors(db, size.visitors, now),
      (r) => r.length,
    );
    const made = await phase(
      `create ${size.subscriptions} policy subscriptions`,
      () => createSubscriptions(db, ref, visitorIds, size.subscriptions, now),
      () => size.subscriptions,
    );
    await phase(
      'anchor every subscription (anchorSubscriptions, as the nightly job)',
      () => db.transaction((tx) => anchorSubscriptions(tx)),
      (changed) => changed,
      '(subscriptions anchored)',
    );
    const terms = await count(db, sql`select count(*)::int as n from subscription_terms`);
    await createMatchSubscriptions(db, visitorIds, size.matchSubscriptions, now);
    for (const table of ['visitors', 'subscriptions', 'subscription_terms', 'policies', 'policy_events', 'subscription_hits'])
      await db.execute(sql.raw(`analyze ${table}`));

    const published = newPolicies.filter((p) => p.status === 'published').map((p) => p.id);
    await phase(
      `record ${published.length} 'published' events (one transaction)`,
      () => db.transaction((tx) => recordPolicyEvents(tx, published, 'published', now)),
      () => published.length,
    );
    const [{ open }] = await rowsOf<{ open: number }>(
      db,
      sql`select count(*)::int as open from policies p where p.id > ${before} and p.status = 'published' and (p.window_kind = 'all_year' or p.window_last_end >= ${today}::date)`,
    );

    // The plan of the dispatch's statement for this batch, run and rolled back (so the timed run below
    // finds the same work; its pages are warm from here on).
    const eventIds = (await rowsOf<{ id: number }>(db, sql`select id::int from policy_events where dispatched_at is null order by id limit 1000`)).map(
      (r) => r.id,
    );
    let plan = '';
    const rollback = new Error('rollback');
    await db
      .transaction(async (tx) => {
        const rows = await withDispatchSettings(tx, () =>
          rowsOf<Record<string, string>>(tx, sql`explain (analyze, buffers) ${policyHitsStatement(eventIds, today, now)}`),
        );
        plan = rows.map((r) => Object.values(r)[0]).join('\n');
        throw rollback;
      })
      .catch((err) => {
        if (err !== rollback) throw err;
      });

    const dispatch = await phase(
      'dispatch: dispatchPending until no event waits',
      async () => {
        let runs = 0;
        let hits = 0;
        let events = 0;
        for (;;) {
          const r = await db.transaction((tx) => dispatchPending(tx, now));
          runs += 1;
          if (!r.events) return { runs, hits, events };
          hits += r.hits;
          events += r.events;
        }
      },
      (r) => r.hits,
      '(hits queued)',
    );
    const hitsBy = await rowsOf<{ kind: string; rhythm: string; n: number; subs: number; visitors: number }>(
      db,
      sql`select s.kind, s.rhythm, sum(cardinality(h.policy_ids))::int as n, count(distinct s.id)::int as subs, count(distinct h.visitor_id)::int as visitors
          from subscription_hits h join subscriptions s on s.id = h.subscription_id group by 1, 2 order by 1, 2`,
    );

    const deps = {
      db,
      config: { tokenTtlSeconds: 3600, downloadGrantSecret: 'bench', publicUrl: 'https://zc.example-park.cn' },
      now: () => now,
      uploads: diskUploadStore(os.tmpdir()),
      rateLimits: databaseRateLimits,
      mail: { send: async () => ({ via: 'outbox', messageId: '', file: '' }), close: () => undefined },
      sms: { send: async () => undefined },
    } as unknown as Deps;
    const delivery = await phase(
      'delivery: deliverImmediate until nothing waits',
      async () => {
        let runs = 0;
        let delivered = 0;
        const started = performance.now();
        for (;;) {
          const n = await db.transaction((tx) => deliverImmediate(tx, deps));
          runs += 1;
          if (!n) return { runs, delivered, stoppedEarly: false };
          delivered += n;
          if (runs % 20 === 0) console.log(`[${kind}]   delivery run ${runs}: ${delivered} hits delivered`);
          if (performance.now() - started > DELIVERY_SECONDS * 1000) return { runs, delivered, stoppedEarly: true };
        }
      },
      (r) => r.delivered,
      '(hits delivered)',
    );
    const inbox = await count(db, sql`select count(*)::int as n from inbox_messages where kind = 'policy'`);
    const mails = await count(db, sql`select count(*)::int as n from queued_jobs where kind = ${MAIL_JOB}`);
    const waiting = await count(
      db,
      sql`select coalesce(sum(cardinality(h.policy_ids)), 0)::int as n from subscription_hits h join subscriptions s on s.id = h.subscription_id
          where h.delivered_at is null and s.rhythm = 'immediate'`,
    );

    const sample = await verifySample(
      db,
      newPolicies.map((p) => p.id),
      today,
    );
    console.log(
      `[${kind}] sample of ${sample.length} subscriptions agrees with the rules (${sample.filter((s) => s.hits).length} with hits, ${sample.reduce(
        (a, s) => a + s.hits,
        0,
      )} hits)`,
    );
    const sizes = await rowsOf<{ relname: string; mb: number }>(
      db,
      sql`select relname, round(pg_total_relation_size(oid) / 1048576.0, 1)::float8 as mb from pg_class
          where relname in ('subscriptions', 'subscription_terms', 'subscription_hits', 'inbox_messages', 'queued_jobs') order by relname`,
    );
    return {
      db: kind,
      size,
      shapes: made.shapes,
      vocabulary: made.vocabulary,
      terms,
      newPolicies: newPolicies.length,
      publishedEvents: published.length,
      openPolicies: open,
      dispatch,
      hitsBy,
      delivery: { ...delivery, inboxMessages: inbox, mailJobs: mails, immediateStillWaiting: waiting },
      phases,
      sample,
      plan,
      tableSizesMb: Object.fromEntries(sizes.map((s) => [s.relname, s.mb])),
    };
  } finally {
    mem.stop();
  }
}

type Result = Awaited<ReturnType<typeof benchOn>>;

async function main() {
  const results: Result[] = [];
  const loadBefore = os.loadavg();
  for (const kind of kinds.length ? kinds : ['postgres' as const]) {
    if (kind === 'pglite') {
      const database = await openDatabase({});
      try {
        results.push(await benchOn(kind, database));
      } finally {
        await database.close();
      }
    } else {
      const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
      if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: it names the PostgreSQL server to benchmark on');
      const { database, drop } = await throwawayDatabase(adminUrl, 'subscription_bench');
      try {
        results.push(await benchOn(kind, database));
      } finally {
        // BENCH_KEEP=1 keeps the database for a look afterwards (tuning); normally it goes.
        const keep = process.env.BENCH_KEEP === '1';
        if (keep) console.log(`kept the database ${(await rowsOf<{ name: string }>(database.db, sql`select current_database() as name`))[0].name}`);
        await database.close();
        if (!keep) await drop();
      }
    }
  }
  const pg = results.find((r) => r.db === 'postgres');
  const dispatchSeconds = pg?.phases.find((p) => p.name.startsWith('dispatch'))?.seconds ?? null;
  const report = {
    benchmark: 'subscriptions',
    date: new Date().toISOString(),
    target: `dispatch (finding and queueing every notification) < ${TARGET_S} s on PostgreSQL`,
    dispatchSeconds,
    meetsTarget: dispatchSeconds !== null && dispatchSeconds < TARGET_S,
    machine: machineOf(loadBefore),
    results: results.map(({ plan: _plan, ...r }) => r),
  };
  const md = [
    '# Subscription dispatch benchmark',
    '',
    `\`npm run bench:subscriptions\` (scripts/bench/subscriptions.ts, issue #16): new policies published at once against the policy subscriptions of many visitors, in a throw-away database. Target: ${report.target}, with memory that does not grow with the number of hits.`,
    '',
    `Run ${report.date} on ${report.machine.cpus} CPU(s) (${report.machine.cpuModel}), Node ${
      report.machine.node
    }; load average before ${report.machine.loadAverageBefore.join(' / ')}, after ${report.machine.loadAverageAfter.join(
      ' / ',
    )} (a shared machine: wall times include waiting for a CPU).`,
    '',
    ...results.flatMap((r) => [
      `## ${r.db === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory, a tenth of the size: not comparable with the PostgreSQL figures)'}`,
      '',
      `${r.size.visitors.toLocaleString('en-US')} visitors (a tenth with a mobile number only, 1 % disabled); ${r.size.subscriptions.toLocaleString(
        'en-US',
      )} policy subscriptions (${r.terms.toLocaleString('en-US')} subscription_terms rows; 3 % turned off; 70 % immediately, 20 % daily, 10 % weekly) and ${
        r.size.matchSubscriptions
      } match subscriptions with company profiles. ${r.newPolicies} new policies from scripts/generate-policies.ts: ${
        r.publishedEvents
      } published (the rest drafts), ${r.openPolicies} of them not closed (closed ones are sent to nobody).`,
      '',
      `Keywords from a vocabulary of ${r.vocabulary} words (each in at most a tenth of the policies). Subscription shapes: ` +
        Object.entries(r.shapes)
          .map(([s, n]) => `${s} ${n}`)
          .join(', ') +
        '.',
      '',
      '| phase | seconds | rows | rows/s | peak RSS MB | peak heap MB |',
      '|---|---:|---:|---:|---:|---:|',
      ...r.phases.map(
        (p) =>
          `| ${p.name} ${p.note} | ${p.seconds} | ${p.rows.toLocaleString('en-US')} | ${p.rowsPerSecond.toLocaleString('en-US')} | ${p.peakRssMb} | ${
            p.peakHeapMb
          } |`,
      ),
      '',
      `Dispatch: ${r.dispatch.events} events in ${r.dispatch.runs} runs (the last finds nothing), ${r.dispatch.hits.toLocaleString(
        'en-US',
      )} hits (subscription, policy pairs) queued:`,
      '',
      '| kind | rhythm | hits | subscriptions hit | visitors |',
      '|---|---|---:|---:|---:|',
      ...r.hitsBy.map(
        (h) => `| ${h.kind} | ${h.rhythm} | ${h.n.toLocaleString('en-US')} | ${h.subs.toLocaleString('en-US')} | ${h.visitors.toLocaleString('en-US')} |`,
      ),
      '',
      `Delivery of the "immediately" hits: ${r.delivery.runs} runs of deliverImmediate, ${r.delivery.delivered.toLocaleString(
        'en-US',
      )} hits delivered, ${r.delivery.inboxMessages.toLocaleString('en-US')} inbox messages, ${r.delivery.mailJobs.toLocaleString(
        'en-US',
      )} mail jobs queued; ${r.delivery.immediateStillWaiting.toLocaleString('en-US')} immediate hits left waiting (${
        r.delivery.stoppedEarly
          ? `**stopped after ${DELIVERY_SECONDS} s**: at this rate the rest would take another ${Math.round(
              r.delivery.immediateStillWaiting / Math.max(1, r.phases.find((p) => p.name.startsWith('delivery'))?.rowsPerSecond ?? 1) / 60,
            )} min (each run delivers the next ${DELIVERY_BATCH} hit rows, a subscription's policies of one dispatch each)`
          : 'those of disabled visitors'
      }).`,
      '',
      `Table sizes after (MB, with indexes): ${Object.entries(r.tableSizesMb)
        .map(([t, m]) => `${t} ${m}`)
        .join(', ')}.`,
      '',
      `Checked: ${r.sample.length} random policy subscriptions, their hits equal the rules computed in JS (${
        r.sample.filter((s) => s.hits).length
      } of them with hits, ${r.sample.reduce((a, s) => a + s.hits, 0)} hits in all); no hit for a turned-off subscription, a draft or a closed policy.`,
      '',
      '### EXPLAIN (ANALYZE, BUFFERS) of the dispatch statement for the batch (run and rolled back before the timed run)',
      '',
      '```',
      r.plan,
      '```',
      '',
    ]),
    dispatchSeconds !== null
      ? `PostgreSQL dispatch: ${dispatchSeconds} s — ${report.meetsTarget ? 'meets' : 'misses'} the ${TARGET_S} s target.`
      : 'PostgreSQL was not run.',
    '',
  ].join('\n');
  writeResults('subscriptions', report, md);
  console.log(`wrote bench/results/subscriptions.json and .md; dispatch ${dispatchSeconds} s (target < ${TARGET_S} s)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
