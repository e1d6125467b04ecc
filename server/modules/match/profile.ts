import { asc, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, companyFigures, companyIp, companyQualifications } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { CompanyProfile, ProfileFigure } from '@shared/policyConditions';
import { contains } from '../../lib/like';

/**
 * The match profile of a company record (docs/domain/policy-matching.md, "A company profile"): every figure
 * keeps the fiscal year it belongs to, missing values stay unknown (never zero), and IP counts are summed
 * into the classes the policy rules use.
 */

/** Class I IP (发明专利, 集成电路布图设计) and Class II IP (实用新型, 外观设计, 软件著作权); trademarks count in neither. */
export const ipClassOf: Record<string, 'ipClass1' | 'ipClass2' | null> = {
  invention_patent: 'ipClass1',
  ic_layout: 'ipClass1',
  utility_model: 'ipClass2',
  design_patent: 'ipClass2',
  software_copyright: 'ipClass2',
  trademark: null,
};

/**
 * The entity type from the credit code's first two characters (GB 32100-2015: the registering authority and
 * the kind of organisation): 91 an enterprise, 92 an individual business, 1x an institution registered by
 * the staffing office, 5x a social organisation. Anything else stays unknown.
 */
export function entityTypeOfCreditCode(code: string | null | undefined): string | null {
  const c = (code ?? '').toUpperCase();
  if (c.startsWith('91')) return 'enterprise';
  if (c.startsWith('92')) return 'individual';
  if (/^1[1-9]/.test(c)) return 'institution';
  if (/^5[1-9]/.test(c)) return 'social_org';
  return null;
}

/** `9132**********123X`: enough to recognise one's own company, not enough to copy someone else's. */
export const maskCreditCode = (code: string) => (code.length > 8 ? `${code.slice(0, 4)}${'*'.repeat(code.length - 8)}${code.slice(-4)}` : code);

const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** A company's profile at a day (YYYY-MM-DD): qualifications expired before that day are not held. */
export async function profileOfCompany(db: DbOrTx, companyId: number, today: string): Promise<CompanyProfile> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('Company');
  // A fixed number of queries, one per related table.
  const [figures, ip, quals] = await Promise.all([
    db.select().from(companyFigures).where(eq(companyFigures.companyId, companyId)).orderBy(desc(companyFigures.year)).limit(10),
    db.select().from(companyIp).where(eq(companyIp.companyId, companyId)),
    db
      .select({ qualification: companyQualifications.qualification, expiresOn: companyQualifications.expiresOn })
      .from(companyQualifications)
      .where(eq(companyQualifications.companyId, companyId)),
  ]);

  // Certificates decide when the company has them; the list on the company row covers records without any.
  const held = quals.length ? quals.filter((q) => !q.expiresOn || q.expiresOn >= today).map((q) => q.qualification) : company.qualifications;

  // No IP rows at all means the counts were never entered: unknown. Once some are, a class left out is 0.
  let ipClass1: number | null = null;
  let ipClass2: number | null = null;
  if (ip.length) {
    ipClass1 = 0;
    ipClass2 = 0;
    for (const row of ip) {
      if (ipClassOf[row.ipClass] === 'ipClass1') ipClass1 += row.count;
      if (ipClassOf[row.ipClass] === 'ipClass2') ipClass2 += row.count;
    }
  }

  const yearly: ProfileFigure[] = figures.map((f) => ({
    year: f.year,
    revenue: num(f.revenue),
    rdSpend: num(f.rdSpend),
    netAssets: num(f.netAssets),
    staff: f.staffCount,
    techStaff: f.techStaffCount,
  }));

  return {
    companyId: company.id,
    name: company.name,
    creditCode: company.creditCode,
    regionCode: company.regionCode,
    industryCode: company.industryCode,
    scale: company.scale,
    entityType: entityTypeOfCreditCode(company.creditCode),
    foundedOn: company.foundedOn,
    qualifications: [...new Set(held)].sort(),
    ipClass1,
    ipClass2,
    figures: yearly.sort((a, b) => b.year - a.year),
  };
}

/** What a company's business licence shows anyone (name, code, region, industry, founding date): its figures stay unknown. */
export function publicProfile(record: CompanyProfile): CompanyProfile {
  const { companyId, name, creditCode, regionCode, industryCode, entityType, foundedOn } = record;
  return {
    companyId,
    name,
    creditCode,
    regionCode,
    industryCode,
    entityType,
    foundedOn,
    scale: null,
    qualifications: [],
    ipClass1: null,
    ipClass2: null,
    figures: [],
  };
}

/**
 * At most 10 companies for the match screen's search box: an exact credit code or id first, then names
 * containing the keyword (shortest first), then credit codes starting with it. Credit codes come masked.
 */
export async function lookupCompanies(db: DbOrTx, keyword: string) {
  const k = keyword.trim();
  const code = k.toUpperCase();
  const rows = await db
    .select({ id: companies.id, name: companies.name, creditCode: companies.creditCode, industryCode: companies.industryCode, status: companies.status })
    .from(companies)
    .where(
      or(
        contains(k, companies.name),
        /^[0-9A-Z]{2,18}$/.test(code) ? sql`${companies.creditCode} like ${`${code.replace(/[\\%_]/g, '')}%`}` : undefined,
        /^\d{1,9}$/.test(k) ? eq(companies.id, Number(k)) : undefined,
      ),
    )
    .orderBy(
      sql`(${companies.creditCode} = ${code} or ${companies.name} = ${k}) desc`,
      sql`(${companies.status} = 'active') desc`,
      sql`length(${companies.name})`,
      asc(companies.id),
    )
    .limit(10);
  return rows.map((r) => ({ id: r.id, name: r.name, creditCode: maskCreditCode(r.creditCode), industryCode: r.industryCode, status: r.status }));
}
