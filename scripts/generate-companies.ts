/**
 * Inserts N realistic companies (default 100 000) for benchmarks and load tests:
 *
 *   DATABASE_URL=postgres://… npx tsx scripts/generate-companies.ts [count]
 *   DATA_DIR=./data            npx tsx scripts/generate-companies.ts [count]   (PGlite in DATA_DIR/pglite)
 *
 * Names, industries, people and buildings come from the demo seed's lists (server/seed/companies.ts);
 * credit codes are valid (GB 32100 check character) and unique; rows go in 1 000 per statement.
 * The database is migrated first; rows already there are kept (codes that exist are skipped).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DbOrTx } from '../server/db/client';
import { companies } from '../server/db/schema';
import { brands, buildings, givenNames, seededRandom, surnames, trades } from '../server/seed/companies';
import { withCheckChar } from '@shared/creditCode';

const CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Places companies register in, with their GB/T 2260 county code. */
const places: [string, string][] = [
  ['苏州', '320571'],
  ['苏州', '320505'],
  ['昆山', '320583'],
  ['南京', '320115'],
  ['无锡', '320214'],
  ['常州', '320412'],
  ['上海', '310115'],
  ['杭州', '330108'],
  ['合肥', '340104'],
  ['宁波', '330212'],
  ['深圳', '440305'],
  ['北京', '110108'],
];
/** Extra syllables so 100 000 names stay distinct, as a real register's do. */
const syllables =
  '安邦宝博辰诚达德鼎方丰富广海汉航浩恒弘华辉佳嘉建金锦景聚凯康坤蓝朗力立联领龙隆茂铭诺鹏启千勤锐瑞润森晟盛拓腾天通万威伟鑫信星兴旭亚扬耀一亿益英优宇远跃云泽展哲正至智中卓';
const forms = ['有限公司', '有限公司', '有限公司', '股份有限公司', '有限责任公司'];
const statuses = ['active', 'active', 'active', 'active', 'active', 'active', 'active', 'pending', 'moved_out', 'moved_out', 'suspended', 'blacklisted'];

export type GenerateOptions = { seed?: number; batchSize?: number; onProgress?: (inserted: number) => void; now?: Date };

/** A 7-character base-31 number in the credit-code alphabet. */
function base31(n: number, width = 7) {
  let out = '';
  for (let i = 0, rest = n; i < width; i += 1, rest = Math.floor(rest / 31)) out = CODE_ALPHABET[rest % 31] + out;
  return out;
}

/** Inserts `count` generated companies; returns how many were inserted. */
export async function generateCompanies(db: DbOrTx, count: number, options: GenerateOptions = {}): Promise<number> {
  const r = seededRandom(options.seed ?? 100_000);
  const batchSize = options.batchSize ?? 1000;
  const now = (options.now ?? new Date()).getTime();
  const names = new Set((await db.select({ name: companies.name }).from(companies)).map((c) => c.name));
  // Codes run from a random start, `MA` + 7 base-31 characters: the demo seed's codes have a digit there, so they never meet.
  let serial = r.int(0, 31 ** 6);
  let inserted = 0;
  while (inserted < count) {
    const rows: (typeof companies.$inferInsert)[] = [];
    const want = Math.min(batchSize, count - inserted);
    while (rows.length < want) {
      const [place, regionCode] = r.pick(places);
      const [industryCode, word, suffix] = r.pick(trades);
      const brand = r.next() < 0.3 ? r.pick(brands) : `${r.pick([...syllables])}${r.pick([...syllables])}`;
      const name = `${place}${brand}${word}${suffix}${r.pick(forms)}`;
      if (names.has(name)) continue;
      names.add(name);
      // Staff and capital follow the long tail of a real park: many small firms, a few large ones.
      const staff = Math.max(1, Math.round(Math.exp(r.next() * 7.2)));
      const founded = r.int(1995, 2025);
      const quals: string[] = [];
      if (r.next() < 0.25) quals.push('high_tech');
      if (r.next() < 0.4) quals.push('tech_sme');
      if (r.next() < 0.08) quals.push('specialized');
      if (quals.includes('specialized') && r.next() < 0.2) quals.push('little_giant');
      const building = r.next() < 0.55 ? `${r.pick(buildings)}栋` : null;
      serial += 1;
      rows.push({
        name,
        creditCode: withCheckChar(`91${regionCode}MA${base31(serial)}`),
        legalPerson: `${r.pick([...surnames])}${r.pick(givenNames)}`,
        foundedOn: `${founded}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
        registeredCapital: r.next() < 0.05 ? null : Math.round(Math.exp(2 + r.next() * 9) * 10) / 10,
        industryCode,
        scale: staff >= 1000 ? 'large' : staff >= 300 ? 'medium' : staff >= 20 ? 'small' : 'micro',
        staffCount: staff,
        techStaffCount: Math.round(staff * (0.05 + r.next() * 0.5)),
        status: r.pick(statuses),
        regionCode,
        address: `${place}${r.pick(['星湖街', '金鸡湖大道', '独墅湖大道', '仁爱路', '若水路', '东平街'])} ${r.int(1, 999)} 号${building ? ` ${building}` : ''}`,
        qualifications: quals,
        building,
        // Spread over six years, so "newest first" is not simply the order of insertion.
        createdAt: new Date(now - r.int(0, 6 * 365 * 86400) * 1000),
      });
    }
    const done = await db.insert(companies).values(rows).onConflictDoNothing({ target: companies.creditCode }).returning({ id: companies.id });
    inserted += done.length;
    options.onProgress?.(inserted);
  }
  return inserted;
}

async function main() {
  const count = Number(process.argv[2] ?? process.env.COUNT ?? 100_000);
  if (!Number.isInteger(count) || count < 1) throw new Error(`count must be a positive whole number, not ${process.argv[2]}`);
  const databaseUrl = process.env.DATABASE_URL;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'pglite') });
  try {
    await database.migrate();
    const started = Date.now();
    let shown = 0;
    const inserted = await generateCompanies(database.db, count, {
      seed: Date.now() % 1_000_000,
      onProgress: (n) => {
        if (n - shown >= 10_000 || n === count) {
          shown = n;
          process.stdout.write(`  ${n} / ${count}\n`);
        }
      },
    });
    await database.db.execute(sql`analyze companies`);
    process.stdout.write(`Inserted ${inserted} companies into ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(`${err?.message ?? err}\n`);
    process.exit(1);
  });
}
