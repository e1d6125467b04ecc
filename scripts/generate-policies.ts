/**
 * Adds N generated policies (default 100,000) to a database that holds the demo seed, for benchmarks and
 * load tests: the demo programmes issued by some 450 offices all over China (every province, many cities
 * and counties), years 2019–2026, windows around today, tags and rules as in the demo library.
 *
 *   npx tsx scripts/generate-policies.ts [N]          # DATABASE_URL, or the PGlite data in DATA_DIR
 *
 * Deterministic for a given N and day. Chinese segmentation (Intl.Segmenter) is the slow part, so it is
 * cached per sentence: the generated texts repeat most of their sentences.
 */
import path from 'node:path';
import { areaList } from '@vant/area-data';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../server/db/client';
import { openDatabase } from '../server/db/client';
import { policies, policyDepartments, policyTagLinks, policyTags, type PolicyLevel } from '../server/db/schema';
import { seed } from '../server/seed';
import { seededRandom } from '../server/seed/companies';
import { contentHtml, demoDepartments, demoTags, demoWindow, programmeColumns, programmes, type Dept } from '../server/seed/policies';
import { htmlToText } from '@shared/sanitizeHtml';
import { searchVectors } from '../server/modules/policy/text';
import { segmented } from '@shared/policyText';
import { todayOf } from '@shared/policyWindow';

const cache = new Map<string, string>();
/** Segments sentence by sentence (a sentence end is always a word boundary), reusing earlier results. */
function segmentCached(text: string) {
  return text
    .split(/(?<=[。；！？\n])/)
    .map((piece) => {
      let words = cache.get(piece);
      if (words === undefined) {
        words = segmented(piece);
        if (cache.size < 200_000) cache.set(piece, words);
      }
      return words;
    })
    .join(' ');
}

/** Offices across the country: a science and an industry office per province, city and some counties. */
function syntheticDepartments(): Dept[] {
  const depts: Dept[] = [];
  const office = (name: string, level: PolicyLevel, regionCode: string, short: string, prefix: string): Dept => ({
    name,
    level,
    regionCode,
    short,
    docPrefix: prefix,
    phone: `0${(Number(regionCode.slice(0, 3)) % 900) + 100}-${String(60000000 + (Number(regionCode) % 9999999))}`,
    address: `${short}人民路${Number(regionCode.slice(4)) + 1}号`,
    website: `https://www.gov${regionCode}.example.cn`,
    division: '产业发展处',
  });
  for (const [code, name] of Object.entries(areaList.province_list)) {
    depts.push(
      office(`${name}科学技术厅（生成）`, 'provincial', code, name, `${name.slice(0, 1)}科发`),
      office(`${name}工业和信息化厅（生成）`, 'provincial', code, name, `${name.slice(0, 1)}工信发`),
    );
  }
  for (const [code, name] of Object.entries(areaList.city_list)) {
    depts.push(
      office(`${name}科学技术局（生成）`, 'city', code, name, `${name.slice(0, 2)}科规`),
      office(`${name}工业和信息化局（生成）`, 'city', code, name, `${name.slice(0, 2)}工信规`),
    );
  }
  const counties = Object.entries(areaList.county_list ?? {});
  for (let i = 0; i < counties.length; i += 12) {
    const [code, name] = counties[i];
    depts.push(office(`${areaList.city_list[`${code.slice(0, 4)}00`] ?? ''}${name}经济发展局（生成）`, 'district', code, name, `${name.slice(0, 2)}经发`));
  }
  return depts;
}

/**
 * `html`: keep each policy's text as HTML too (the policy page and the assistant's passages read it); without it the
 * rows keep only the plain text, which is all the policy search needs, and save the space.
 */
export async function generatePolicies(db: DbOrTx, n: number, options: { now?: Date; log?: (line: string) => void; html?: boolean } = {}) {
  const log = options.log ?? (() => undefined);
  const today = todayOf(options.now ?? new Date());
  const rnd = seededRandom(n);

  // Offices: the demo ones plus the generated ones (created once).
  const generated = syntheticDepartments();
  await db
    .insert(policyDepartments)
    .values(
      generated.map((d) => ({ name: d.name, level: d.level, regionCode: d.regionCode, phone: d.phone, address: d.address, website: d.website, order: 1000 })),
    )
    .onConflictDoNothing();
  const deptRows = await db.select({ id: policyDepartments.id, name: policyDepartments.name }).from(policyDepartments);
  const deptId = new Map(deptRows.map((d) => [d.name, d.id]));
  const all = [...demoDepartments, ...generated].filter((d) => deptId.has(d.name));
  const byLevel = (level: PolicyLevel) => all.filter((d) => d.level === level);
  const levels: Record<PolicyLevel, Dept[]> = {
    national: byLevel('national'),
    provincial: byLevel('provincial'),
    city: byLevel('city'),
    district: byLevel('district'),
  };

  const tagRows = await db.select({ id: policyTags.id, name: policyTags.name }).from(policyTags);
  const tagId = new Map(tagRows.map((t) => [t.name, t.id]));
  if (!demoTags.every((t) => tagId.has(t.name))) throw new Error('The demo tags are missing: seed the demo park first');

  const batchSize = 1000;
  const started = Date.now();
  for (let at = 0; at < n; at += batchSize) {
    const rows: (Omit<typeof policies.$inferInsert, 'searchVector' | 'headVector'> & ReturnType<typeof searchVectors>)[] = [];
    const tagsOf: number[][] = [];
    for (let i = at; i < Math.min(n, at + batchSize); i += 1) {
      const p = programmes[rnd.int(0, programmes.length - 1)];
      const level = p.levels[rnd.int(0, p.levels.length - 1)];
      const dept = rnd.pick(levels[level]);
      const year = rnd.int(2019, 2026);
      const title = `${p.titles[i % p.titles.length].replace('{r}', dept.short).replace('{y}', String(year))}`;
      const { window, publishDate } = demoWindow(i, today, rnd, p.window === 'all_year');
      const amount = p.amount ? rnd.int(p.amount[0], p.amount[1]) : null;
      const html = contentHtml(p, dept, year, window, amount);
      const contentText = htmlToText(html);
      const docNo = `${dept.docPrefix}〔${year}〕${rnd.int(1, 200)}号`;
      const rules = p.rules.map((x, j) => ({ ...x, id: `r${j + 1}`, hard: true }));
      rows.push({
        title,
        docNo,
        ...programmeColumns(p, dept, window, amount),
        departmentId: deptId.get(dept.name)!,
        publishDate: publishDate > today ? today : publishDate,
        sourceUrl: `${dept.website}/art/${year}/art_${i}.html`,
        contentHtml: options.html ? html : '',
        contentText,
        rules,
        status: i % 50 === 49 ? 'draft' : 'published',
        publishedAt: new Date(`${publishDate}T02:00:00Z`),
        viewCount: rnd.int(0, 5000),
        ...searchVectors({ title, docNo, departmentName: dept.name, summary: p.summary, contentText }, segmentCached),
      });
      const rowTags = [...new Set(p.tags.map((t) => tagId.get(t)).filter((t): t is number => t !== undefined))].sort((a, b) => a - b);
      rows[rows.length - 1].tagIds = rowTags;
      tagsOf.push(rowTags);
    }
    const ids = await db.insert(policies).values(rows).returning({ id: policies.id });
    const links = ids.flatMap((row, k) => tagsOf[k].map((t) => ({ policyId: row.id, tagId: t })));
    for (let l = 0; l < links.length; l += 5000)
      await db
        .insert(policyTagLinks)
        .values(links.slice(l, l + 5000))
        .onConflictDoNothing();
    const done = Math.min(n, at + batchSize);
    if (done % 10_000 === 0 || done === n) log(`${done} / ${n} policies (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await db.execute(sql`analyze policies`);
  await db.execute(sql`analyze policy_search`);
  await db.execute(sql`analyze policy_tag_links`);
}

async function main() {
  const n = Number(process.argv[2] ?? 100_000);
  if (!Number.isInteger(n) || n < 1) throw new Error('usage: generate-policies.ts [N]');
  const database = process.env.DATABASE_URL
    ? await openDatabase({ databaseUrl: process.env.DATABASE_URL })
    : await openDatabase({ dataDir: path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'pglite') });
  await database.migrate();
  const seeded = await seed(database.db, { adminPassword: process.env.PORTAL_ADMIN_PASSWORD });
  if (seeded.generatedPassword) console.log(`created the administrator: admin / ${seeded.generatedPassword}`);
  await generatePolicies(database.db, n, { log: (line) => console.log(line) });
  await database.close();
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
