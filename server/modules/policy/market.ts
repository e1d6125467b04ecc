import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { marketOffers, marketProviders } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { sanitizeHtml } from '@shared/sanitizeHtml';
import { audit } from '../../lib/audit';
import { regionName } from '@shared/regions';
import { regionMatchSql, toIso } from './db';
import type * as s from './schemas';
import { contains } from '../../lib/like';

/** The policy market: service providers and their offers; the front lists only active ones. */

const offerCount = (activeOnly: boolean) =>
  sql<number>`(select count(*) from market_offers o where o.provider_id = market_providers.id${activeOnly ? sql` and o.status = 'active'` : sql``})::int`;

type ProviderRow = typeof marketProviders.$inferSelect;
const toProvider = (p: ProviderRow, offers: number) => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  regionCode: p.regionCode,
  regionName: regionName(p.regionCode),
  intro: p.intro,
  contact: p.contact,
  phone: p.phone,
  logoUrl: p.logoUrl,
  rating: p.rating,
  status: p.status,
  offerCount: offers,
  createdAt: toIso(p.createdAt)!,
});

export async function queryProviders(db: DbOrTx, q: z.infer<typeof s.adminProviderQuery>, publicOnly: boolean) {
  const where = and(
    publicOnly ? eq(marketProviders.status, 'active') : q.status ? eq(marketProviders.status, q.status) : undefined,
    q.kind ? eq(marketProviders.kind, q.kind) : undefined,
    q.regionCode ? regionMatchSql(sql`${marketProviders.regionCode}`, [q.regionCode]) : undefined,
    contains(q.keyword, marketProviders.name, marketProviders.intro),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ p: marketProviders, offers: offerCount(publicOnly) })
      .from(marketProviders)
      .where(where)
      .orderBy(sql`${marketProviders.rating} desc nulls last`, asc(marketProviders.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(marketProviders)
      .where(where),
  ]);
  return { list: rows.map((r) => toProvider(r.p, r.offers)), total, current: q.current, pageSize: q.pageSize };
}

async function providerById(db: DbOrTx, id: number, publicOnly: boolean) {
  const [row] = await db
    .select({ p: marketProviders, offers: offerCount(publicOnly) })
    .from(marketProviders)
    .where(and(eq(marketProviders.id, id), publicOnly ? eq(marketProviders.status, 'active') : undefined));
  if (!row) throw notFound('Service provider');
  return toProvider(row.p, row.offers);
}

/** GET market/provider: an active provider with its active offers. */
export async function providerDetail(db: DbOrTx, id: number) {
  const provider = await providerById(db, id, true);
  const offers = await queryOffers(db, { current: 1, pageSize: 100, providerId: id }, true);
  return { ...provider, offers: offers.list };
}

type OfferRow = typeof marketOffers.$inferSelect;
const toOffer = (o: OfferRow, p: { name: string; kind: ProviderRow['kind'] }) => ({
  id: o.id,
  providerId: o.providerId,
  providerName: p.name,
  providerKind: p.kind,
  title: o.title,
  category: o.category,
  priceText: o.priceText,
  priceMin: o.priceMin,
  summary: o.summary,
  detailHtml: o.detailHtml,
  tags: o.tags,
  status: o.status,
  createdAt: toIso(o.createdAt)!,
});

export async function queryOffers(db: DbOrTx, q: z.infer<typeof s.adminOfferQuery>, publicOnly: boolean) {
  const where = and(
    publicOnly ? and(eq(marketOffers.status, 'active'), eq(marketProviders.status, 'active')) : q.status ? eq(marketOffers.status, q.status) : undefined,
    q.providerId ? eq(marketOffers.providerId, q.providerId) : undefined,
    q.kind ? eq(marketProviders.kind, q.kind) : undefined,
    q.category ? eq(marketOffers.category, q.category) : undefined,
    q.regionCode ? regionMatchSql(sql`${marketProviders.regionCode}`, [q.regionCode]) : undefined,
    contains(q.keyword, marketOffers.title, marketOffers.summary, marketProviders.name),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ o: marketOffers, name: marketProviders.name, kind: marketProviders.kind })
      .from(marketOffers)
      .innerJoin(marketProviders, eq(marketProviders.id, marketOffers.providerId))
      .where(where)
      .orderBy(desc(marketOffers.createdAt), desc(marketOffers.id))
      .limit(q.pageSize)
      .offset((q.current - 1) * q.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(marketOffers)
      .innerJoin(marketProviders, eq(marketProviders.id, marketOffers.providerId))
      .where(where),
  ]);
  return { list: rows.map((r) => toOffer(r.o, r)), total, current: q.current, pageSize: q.pageSize };
}

async function offerById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ o: marketOffers, name: marketProviders.name, kind: marketProviders.kind })
    .from(marketOffers)
    .innerJoin(marketProviders, eq(marketProviders.id, marketOffers.providerId))
    .where(eq(marketOffers.id, id));
  if (!row) throw notFound('Offer');
  return toOffer(row.o, row);
}

export async function saveProvider(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.providerInput> & { id?: number }) {
  const id = await deps.db.transaction(async (tx) => {
    const { id: providerId, ...fields } = input;
    const [clash] = await tx
      .select({ id: marketProviders.id })
      .from(marketProviders)
      .where(and(eq(marketProviders.name, fields.name), providerId ? ne(marketProviders.id, providerId) : undefined));
    if (clash) throw conflict(`name: "${fields.name}" already exists`, 'name');
    if (!providerId) {
      const [row] = await tx.insert(marketProviders).values(fields).returning({ id: marketProviders.id });
      await audit(tx, request, { action: 'create', entity: 'market_provider', entityId: row.id, summary: fields.name, after: fields });
      return row.id;
    }
    const before = await providerById(tx, providerId, false);
    await tx
      .update(marketProviders)
      .set({ ...fields, updatedAt: deps.now() })
      .where(eq(marketProviders.id, providerId));
    await audit(tx, request, { action: 'update', entity: 'market_provider', entityId: providerId, summary: fields.name, before, after: fields });
    return providerId;
  });
  return providerById(deps.db, id, false);
}

export async function deleteProvider(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await providerById(tx, id, false);
    if (before.offerCount > 0) throw conflict(`The provider has ${before.offerCount} offers; delete them first`);
    await tx.delete(marketProviders).where(eq(marketProviders.id, id));
    await audit(tx, request, { action: 'delete', entity: 'market_provider', entityId: id, summary: before.name, before });
  });
  return { id };
}

export async function saveOffer(deps: Deps, request: FastifyRequest, input: z.infer<typeof s.offerInput> & { id?: number }) {
  const id = await deps.db.transaction(async (tx) => {
    const { id: offerId, ...rest } = input;
    const fields = { ...rest, detailHtml: sanitizeHtml(rest.detailHtml), tags: [...new Set(rest.tags)] };
    const [provider] = await tx.select({ id: marketProviders.id }).from(marketProviders).where(eq(marketProviders.id, fields.providerId));
    if (!provider) throw unprocessable(`providerId: provider ${fields.providerId} does not exist`, 'providerId');
    if (!offerId) {
      const [row] = await tx.insert(marketOffers).values(fields).returning({ id: marketOffers.id });
      await audit(tx, request, { action: 'create', entity: 'market_offer', entityId: row.id, summary: fields.title, after: fields });
      return row.id;
    }
    const before = await offerById(tx, offerId);
    await tx
      .update(marketOffers)
      .set({ ...fields, updatedAt: deps.now() })
      .where(eq(marketOffers.id, offerId));
    await audit(tx, request, { action: 'update', entity: 'market_offer', entityId: offerId, summary: fields.title, before, after: fields });
    return offerId;
  });
  return offerById(deps.db, id);
}

export async function deleteOffer(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await offerById(tx, id);
    await tx.delete(marketOffers).where(eq(marketOffers.id, id));
    await audit(tx, request, { action: 'delete', entity: 'market_offer', entityId: id, summary: before.title, before });
  });
  return { id };
}
