import { and, asc, count, desc, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import {
  companies,
  companyContacts,
  companyFigures,
  companyIp,
  companyPartners,
  companyQualifications,
  recruitPosts,
  recruitTypes,
  tenancies,
  units,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { keyset } from '../../lib/keyset';
import { registerDictUsage } from '../dict/usage';
import type * as s from './schemas';
import { contains, containsByBigrams, likeLiteral } from '../../lib/like';
import { readAll } from '../../db/reads';

// Dictionary values stored on companies may not be deleted from under them.
registerDictUsage('company_status', 'companies', async (db, v) => (await db.select({ n: count() }).from(companies).where(eq(companies.status, v)))[0].n);
registerDictUsage('enterprise_scale', 'companies', async (db, v) => (await db.select({ n: count() }).from(companies).where(eq(companies.scale, v)))[0].n);
registerDictUsage('industry', 'companies', async (db, v) => (await db.select({ n: count() }).from(companies).where(eq(companies.industryCode, v)))[0].n);
registerDictUsage(
  'qualification',
  'companies',
  async (db, v) =>
    (
      await db
        .select({ n: count() })
        .from(companies)
        .where(sql`${companies.qualifications} @> ${JSON.stringify([v])}::jsonb`)
    )[0].n,
);

type CompanyRow = typeof companies.$inferSelect;
const toItem = (c: CompanyRow) => ({
  id: c.id,
  name: c.name,
  creditCode: c.creditCode,
  legalPerson: c.legalPerson,
  foundedOn: c.foundedOn,
  registeredCapital: c.registeredCapital,
  industryCode: c.industryCode,
  scale: c.scale,
  staffCount: c.staffCount,
  techStaffCount: c.techStaffCount,
  status: c.status,
  regionCode: c.regionCode,
  address: c.address,
  building: c.building,
  qualifications: c.qualifications,
  createdAt: c.createdAt.toISOString(),
});

/** The list filters, shared by the paged query and the Excel export. */
export function companyFilter(q: Partial<z.infer<typeof s.companyQuery>>): SQL | undefined {
  return and(
    q.name ? containsByBigrams(q.name, companies.name, 'company_name_bigrams') : undefined,
    // Codes are stored in capitals; a prefix LIKE uses the varchar_pattern_ops index.
    q.creditCode ? like(companies.creditCode, `${likeLiteral(q.creditCode.toUpperCase())}%`) : undefined,
    q.industryCode ? eq(companies.industryCode, q.industryCode) : undefined,
    q.scale ? eq(companies.scale, q.scale) : undefined,
    q.status ? eq(companies.status, q.status) : undefined,
    q.qualification ? sql`${companies.qualifications} @> ${JSON.stringify([q.qualification])}::jsonb` : undefined,
    q.building ? eq(companies.building, q.building) : undefined,
  );
}

/**
 * The list order, with id as the tie-breaker in the same direction, so each order is one index
 * (scanned either way for name and createdAt, which are never null; nullable fields keep their
 * empty values last both ways and have an index per direction). The export pages through the same order.
 */
export function companyKeyset(q: Pick<z.infer<typeof s.companyQuery>, 'sortField' | 'sortOrder'>) {
  const column = {
    name: companies.name,
    foundedOn: companies.foundedOn,
    registeredCapital: companies.registeredCapital,
    staffCount: companies.staffCount,
    createdAt: companies.createdAt,
  }[q.sortField];
  return keyset({ column, id: companies.id, ascending: q.sortOrder === 'ascend' });
}

export const companyOrder = (q: Pick<z.infer<typeof s.companyQuery>, 'sortField' | 'sortOrder'>) => companyKeyset(q).orderBy;

export async function queryCompanies(deps: Deps, q: z.infer<typeof s.companyQuery>) {
  const where = companyFilter(q);
  const order = companyOrder(q);
  // The page's ids first (an index-only scan where an index covers filter and order), then its rows:
  // a deep page then skips index entries rather than whole rows.
  const pageIds = deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.current - 1) * q.pageSize);
  const [rows, total] = await Promise.all([
    deps.db
      .select()
      .from(companies)
      .where(inArray(companies.id, pageIds))
      .orderBy(...order),
    countCompanies(deps.db, where),
  ]);
  return { list: rows.map(toItem), total, current: q.current, pageSize: q.pageSize };
}

/** The unfiltered total (the list's first screen) comes from the counter the triggers of migration company_list_count keep exact. */
async function countCompanies(db: DbOrTx, where: SQL | undefined): Promise<number> {
  if (!where) {
    const res = (await db.execute(sql`select total::int as total from company_counts where id = 1`)) as unknown as { rows: { total: number }[] };
    if (res.rows[0]) return Number(res.rows[0].total);
  }
  const [{ total }] = await db.select({ total: count() }).from(companies).where(where);
  return total;
}

/** The filtered list in the order of the screen, a page at a time (keyset paging): what the export writes. */
export function companyPages(db: DbOrTx, q: Omit<z.infer<typeof s.companyQuery>, 'current' | 'pageSize'>, pageSize?: number) {
  const order = companyKeyset(q);
  return order.pages(async (after, limit) => {
    const rows = await db
      .select({ row: companies, sortKey: order.sortKey })
      .from(companies)
      .where(and(companyFilter(q), after))
      .orderBy(...order.orderBy)
      .limit(limit);
    return rows.map(({ row, sortKey }) => ({ ...toItem(row), sortKey }));
  }, pageSize);
}

/** The company with everything about it, in one response (a fixed number of queries, not one per row). */
export async function companyDetailAll(db: DbOrTx, id: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  if (!company) throw notFound('Company');
  const [contacts, figures, ip, quals, tenancyRows, partners, posts] = await readAll(db, [
    () => db.select().from(companyContacts).where(eq(companyContacts.companyId, id)).orderBy(desc(companyContacts.isPrimary), asc(companyContacts.id)),
    () => db.select().from(companyFigures).where(eq(companyFigures.companyId, id)).orderBy(desc(companyFigures.year)),
    () => db.select().from(companyIp).where(eq(companyIp.companyId, id)),
    () => db.select().from(companyQualifications).where(eq(companyQualifications.companyId, id)).orderBy(asc(companyQualifications.id)),
    () =>
      db
        .select({
          id: tenancies.id,
          unitId: units.id,
          unitCode: units.code,
          building: units.building,
          floor: units.floor,
          usableArea: units.usableArea,
          moveInOn: tenancies.moveInOn,
          moveOutOn: tenancies.moveOutOn,
        })
        .from(tenancies)
        .innerJoin(units, eq(units.id, tenancies.unitId))
        .where(eq(tenancies.companyId, id))
        .orderBy(desc(tenancies.moveInOn)),
    () => db.select().from(companyPartners).where(eq(companyPartners.companyId, id)).orderBy(desc(companyPartners.annualAmount), asc(companyPartners.id)),
    () =>
      db
        .select({
          id: recruitPosts.id,
          title: recruitPosts.title,
          typeName: recruitTypes.name,
          headcount: recruitPosts.headcount,
          status: recruitPosts.status,
          publishedOn: recruitPosts.publishedOn,
        })
        .from(recruitPosts)
        .innerJoin(recruitTypes, eq(recruitTypes.id, recruitPosts.typeId))
        .where(eq(recruitPosts.companyId, id))
        .orderBy(desc(recruitPosts.id)),
  ]);
  const partner = ({ id: pid, name, industryCode, contact, phone, annualAmount, since }: typeof companyPartners.$inferSelect) => ({
    id: pid,
    name,
    industryCode,
    contact,
    phone,
    annualAmount,
    since,
  });
  return {
    ...toItem(company),
    website: company.website,
    intro: company.intro,
    contacts: contacts.map(({ companyId: _c, ...c }) => c),
    figures: figures.map(({ id: _i, companyId: _c, ...f }) => f),
    ip: Object.fromEntries(ip.map((r) => [r.ipClass, r.count])),
    qualificationDetails: quals.map(({ companyId: _c, ...q }) => q),
    tenancies: tenancyRows,
    customers: partners.filter((p) => p.kind === 'customer').map(partner),
    suppliers: partners.filter((p) => p.kind === 'supplier').map(partner),
    recruitPosts: posts,
  };
}

/** Writes the sub-collections the input carries, each replacing what was there. */
async function writeChildren(tx: DbOrTx, companyId: number, input: z.infer<typeof s.companyInput>) {
  if (input.contacts) {
    await tx.delete(companyContacts).where(eq(companyContacts.companyId, companyId));
    if (input.contacts.length)
      await tx.insert(companyContacts).values(input.contacts.map((c) => ({ ...c, companyId, email: c.email ?? null, phone: c.phone ?? null })));
  }
  if (input.figures) {
    await tx.delete(companyFigures).where(eq(companyFigures.companyId, companyId));
    if (input.figures.length) await tx.insert(companyFigures).values(input.figures.map((f) => ({ ...f, companyId })));
  }
  if (input.ip) {
    await tx.delete(companyIp).where(eq(companyIp.companyId, companyId));
    const rows = Object.entries(input.ip).map(([ipClass, n]) => ({ companyId, ipClass: ipClass as (typeof companyIp.$inferInsert)['ipClass'], count: n! }));
    if (rows.length) await tx.insert(companyIp).values(rows);
  }
  if (input.qualifications) {
    await tx.delete(companyQualifications).where(eq(companyQualifications.companyId, companyId));
    if (input.qualifications.length) await tx.insert(companyQualifications).values(input.qualifications.map((q) => ({ ...q, companyId })));
  }
  for (const kind of ['customer', 'supplier'] as const) {
    const list = kind === 'customer' ? input.customers : input.suppliers;
    if (!list) continue;
    await tx.delete(companyPartners).where(and(eq(companyPartners.companyId, companyId), eq(companyPartners.kind, kind)));
    if (list.length) await tx.insert(companyPartners).values(list.map((p) => ({ ...p, phone: p.phone ?? null, companyId, kind })));
  }
}

function companyFields(input: z.infer<typeof s.companyInput>) {
  const { contacts: _c, figures: _f, ip: _i, qualifications, customers: _cu, suppliers: _su, ...fields } = input;
  // The list filter reads the qualification values held; the details live in their own table.
  return { ...fields, ...(qualifications ? { qualifications: [...new Set(qualifications.map((q) => q.qualification))] } : {}) };
}

async function assertCreditCodeFree(tx: DbOrTx, code: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.creditCode, code), exceptId ? ne(companies.id, exceptId) : undefined));
  if (clash) throw conflict(`creditCode: already registered for ${clash.name}`, 'creditCode');
}

export async function createCompany(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.companyInput>) {
  const id = await deps.db.transaction(async (tx) => {
    await assertCreditCodeFree(tx, input.creditCode);
    const [row] = await tx.insert(companies).values(companyFields(input)).returning({ id: companies.id });
    await writeChildren(tx, row.id, input);
    await audit(tx, request, { action: 'create', entity: 'company', entityId: row.id, summary: input.name, after: input });
    return row.id;
  });
  return companyDetailAll(deps.db, id);
}

export async function updateCompany(deps: Deps, request: FastifyRequest, id: number, input: z.infer<typeof s.companyInput>) {
  await deps.db.transaction(async (tx) => {
    const before = await companyDetailAll(tx, id);
    await assertCreditCodeFree(tx, input.creditCode, id);
    await tx
      .update(companies)
      .set({ ...companyFields(input), updatedAt: deps.now() })
      .where(eq(companies.id, id));
    await writeChildren(tx, id, input);
    await audit(tx, request, { action: 'update', entity: 'company', entityId: id, summary: input.name, before, after: input });
  });
  return companyDetailAll(deps.db, id);
}

export async function queryPartners(deps: Deps, kind: 'customer' | 'supplier', q: z.infer<typeof s.partnerQuery>) {
  const where = and(
    eq(companyPartners.kind, kind),
    q.companyId ? eq(companyPartners.companyId, q.companyId) : undefined,
    contains(q.name, companyPartners.name),
  );
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({ partner: companyPartners, companyName: companies.name })
      .from(companyPartners)
      .innerJoin(companies, eq(companies.id, companyPartners.companyId))
      .where(where)
      .orderBy(asc(companyPartners.companyId), desc(companyPartners.annualAmount), asc(companyPartners.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(companyPartners).where(where),
  ]);
  return {
    list: rows.map(({ partner: p, companyName }) => ({
      id: p.id,
      companyId: p.companyId,
      companyName,
      name: p.name,
      industryCode: p.industryCode,
      contact: p.contact,
      phone: p.phone,
      annualAmount: p.annualAmount,
      since: p.since,
    })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

// ---------- recruitment ----------

export async function listRecruitTypes(db: DbOrTx) {
  const [rows, counts] = await Promise.all([
    db.select().from(recruitTypes).orderBy(asc(recruitTypes.order), asc(recruitTypes.id)).limit(500),
    db.select({ typeId: recruitPosts.typeId, n: count() }).from(recruitPosts).groupBy(recruitPosts.typeId),
  ]);
  const byType = new Map(counts.map((c) => [c.typeId, c.n]));
  return rows.map((r) => ({ ...r, postCount: byType.get(r.id) ?? 0 }));
}

export async function saveRecruitType(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.recruitTypeInput> & { id?: number }) {
  const id = await deps.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: recruitTypes.id })
      .from(recruitTypes)
      .where(and(eq(recruitTypes.name, input.name), input.id ? ne(recruitTypes.id, input.id) : undefined));
    if (clash) throw conflict(`name: "${input.name}" already exists`, 'name');
    if (!input.id) {
      const [row] = await tx.insert(recruitTypes).values(input).returning();
      await audit(tx, request, { action: 'create', entity: 'recruit_type', entityId: row.id, summary: row.name, after: row });
      return row.id;
    }
    const [before] = await tx.select().from(recruitTypes).where(eq(recruitTypes.id, input.id));
    if (!before) throw notFound('Recruitment type');
    const { id: typeId, ...fields } = input;
    await tx.update(recruitTypes).set(fields).where(eq(recruitTypes.id, typeId));
    await audit(tx, request, { action: 'update', entity: 'recruit_type', entityId: typeId, summary: input.name, before, after: fields });
    return typeId;
  });
  return (await listRecruitTypes(deps.db)).find((t) => t.id === id)!;
}

export async function queryRecruitPosts(deps: Deps, q: z.infer<typeof s.recruitQuery>) {
  const where = and(
    q.id ? eq(recruitPosts.id, q.id) : undefined,
    q.companyId ? eq(recruitPosts.companyId, q.companyId) : undefined,
    q.typeId ? eq(recruitPosts.typeId, q.typeId) : undefined,
    q.status ? eq(recruitPosts.status, q.status) : undefined,
    contains(q.keyword, recruitPosts.title),
  );
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({ post: recruitPosts, companyName: companies.name, typeName: recruitTypes.name })
      .from(recruitPosts)
      .innerJoin(companies, eq(companies.id, recruitPosts.companyId))
      .innerJoin(recruitTypes, eq(recruitTypes.id, recruitPosts.typeId))
      .where(where)
      .orderBy(desc(recruitPosts.publishedOn), desc(recruitPosts.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    deps.db.select({ total: count() }).from(recruitPosts).where(where),
  ]);
  return {
    list: rows.map(({ post: { createdAt: _c, ...p }, companyName, typeName }) => ({ ...p, companyName, typeName })),
    total,
    current: q.current,
    pageSize: q.pageSize,
  };
}

export async function saveRecruitPost(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.recruitPostInput> & { id?: number }) {
  const id = await deps.db.transaction(async (tx) => {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId));
    if (!company) throw badRequest('companyId: the company does not exist', 'companyId');
    const [type] = await tx.select({ id: recruitTypes.id }).from(recruitTypes).where(eq(recruitTypes.id, input.typeId));
    if (!type) throw badRequest('typeId: the recruitment type does not exist', 'typeId');
    const { id: postId, ...fields } = input;
    if (!postId) {
      const [row] = await tx.insert(recruitPosts).values(fields).returning({ id: recruitPosts.id });
      await audit(tx, request, { action: 'create', entity: 'recruit_post', entityId: row.id, summary: input.title, after: fields });
      return row.id;
    }
    const [before] = await tx.select().from(recruitPosts).where(eq(recruitPosts.id, postId));
    if (!before) throw notFound('Recruitment post');
    await tx.update(recruitPosts).set(fields).where(eq(recruitPosts.id, postId));
    await audit(tx, request, { action: 'update', entity: 'recruit_post', entityId: postId, summary: input.title, before, after: fields });
    return postId;
  });
  return (await queryRecruitPosts(deps, { current: 1, pageSize: 1, id })).list[0];
}
