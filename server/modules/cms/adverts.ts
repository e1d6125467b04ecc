import { and, asc, count, desc, eq, gt, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AD_COUNT_CAP, AD_LINK_RULE, advertClickPath, chooseShown, isAllowedAdvertLink } from '@shared/adverts';
import type { DbOrTx } from '../../db/client';
import { adAreas, adResources } from '../../db/schema';
import type { Deps } from '../../deps';
import { audit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { matchedPage } from '../../lib/keyset';
import { containsByBigrams } from '../../lib/like';
import { AD_AREA_LIMIT, type adAreaPost, type adResourcePost, type adResourceQuery, type adResourceStates } from './schemas';

type State = (typeof adResourceStates)[number];

/** The conditions of each state at `now`: enabled and within its start and end is live. */
function stateIs(state: State, now: Date): SQL {
  const started = or(isNull(adResources.startAt), lte(adResources.startAt, now))!;
  const notEnded = or(isNull(adResources.endAt), gt(adResources.endAt, now))!;
  switch (state) {
    case 'disabled':
      return not(adResources.enabled);
    case 'scheduled':
      return and(adResources.enabled, not(started))!;
    case 'ended':
      return and(adResources.enabled, started, not(notEnded))!;
    case 'live':
      return and(adResources.enabled, started, notEnded)!;
  }
}

const stateColumn = (now: Date) =>
  sql<State>`case when not ${adResources.enabled} then 'disabled'
    when ${adResources.startAt} > ${now} then 'scheduled'
    when ${adResources.endAt} <= ${now} then 'ended' else 'live' end`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---------- areas ----------

/** How many of an area's resources meet `where`, counted up to AD_COUNT_CAP (from the window index alone). */
// (Written out in full: Drizzle leaves a selected column's table off, and a bare "id" here would be the resource's.)
const cappedCount = (where: SQL) =>
  sql<number>`(select count(*) from (select 1 from "ad_resources" where "ad_resources"."area_id" = "ad_areas"."id" and ${where} limit ${AD_COUNT_CAP}) capped)`.mapWith(
    Number,
  );

/** GET /api/cms/admin/ad/areas: every area (bounded by AD_AREA_LIMIT) with how many resources it holds and how many are live. */
export async function queryAreas(db: DbOrTx, now: Date) {
  const rows = await db
    .select({
      id: adAreas.id,
      key: adAreas.key,
      name: adAreas.name,
      kind: adAreas.kind,
      width: adAreas.width,
      height: adAreas.height,
      shown: adAreas.shown,
      description: adAreas.description,
      enabled: adAreas.enabled,
      resourceCount: cappedCount(sql`true`),
      liveCount: cappedCount(stateIs('live', now)),
      updatedAt: adAreas.updatedAt,
    })
    .from(adAreas)
    .orderBy(asc(adAreas.key))
    .limit(AD_AREA_LIMIT);
  const list = rows.map((area) => ({ ...area, updatedAt: area.updatedAt.toISOString() }));
  return { list, total: list.length };
}

/** POST /api/cms/admin/ad/areapost: create (no id) or update an area; its key is unique. */
export async function saveArea(deps: Deps, request: FastifyRequest, input: z.infer<typeof adAreaPost>) {
  const { id: areaId, ...fields } = input;
  const id = await deps.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: adAreas.id, name: adAreas.name }).from(adAreas).where(eq(adAreas.key, fields.key));
    if (taken && taken.id !== areaId) throw conflict(`key: "${fields.key}" is already used by the area "${taken.name}"`, 'key');
    if (areaId === undefined) {
      const [{ n }] = await tx.select({ n: count() }).from(adAreas);
      if (n >= AD_AREA_LIMIT) throw unprocessable(`The park keeps at most ${AD_AREA_LIMIT} advert areas`);
      const [row] = await tx.insert(adAreas).values(fields).returning();
      await audit(tx, request, { action: 'create', entity: 'adArea', entityId: row.id, summary: `${row.key} ${row.name}`, after: row });
      return row.id;
    }
    const [before] = await tx.select().from(adAreas).where(eq(adAreas.id, areaId)).for('update');
    if (!before) throw notFound('Advert area');
    const [row] = await tx
      .update(adAreas)
      .set({ ...fields, updatedAt: deps.now() })
      .where(eq(adAreas.id, areaId))
      .returning();
    await audit(tx, request, { action: 'update', entity: 'adArea', entityId: row.id, summary: `${row.key} ${row.name}`, before, after: row });
    return row.id;
  });
  return (await queryAreas(deps.db, deps.now())).list.find((a) => a.id === id)!;
}

/** POST /api/cms/admin/ad/areadelete: an area without resources; one that holds some is refused with the count. */
export async function deleteArea(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const [area] = await tx.select().from(adAreas).where(eq(adAreas.id, id)).for('update');
    if (!area) throw notFound('Advert area');
    const [{ n }] = await tx.select({ n: count() }).from(adResources).where(eq(adResources.areaId, id));
    if (n > 0) throw conflict(`The area "${area.name}" still holds ${n} advert${n === 1 ? '' : 's'}: delete or move them first`);
    await tx.delete(adAreas).where(eq(adAreas.id, id));
    await audit(tx, request, { action: 'delete', entity: 'adArea', entityId: id, summary: `${area.key} ${area.name}`, before: area });
  });
}

// ---------- resources ----------

const sortColumns = { order: adResources.order, clicks: adResources.clicks, updatedAt: adResources.updatedAt } as const;

function resourceColumns(now: Date) {
  return {
    id: adResources.id,
    areaId: adResources.areaId,
    areaName: adAreas.name,
    title: adResources.title,
    imageUrl: adResources.imageUrl,
    alt: adResources.alt,
    link: adResources.link,
    startAt: adResources.startAt,
    endAt: adResources.endAt,
    weight: adResources.weight,
    order: adResources.order,
    enabled: adResources.enabled,
    state: stateColumn(now),
    clicks: adResources.clicks,
    updatedAt: adResources.updatedAt,
  };
}
type ResourceRow = { startAt: Date | null; endAt: Date | null; updatedAt: Date };
const resourceOut = <T extends ResourceRow>(row: T) => ({ ...row, startAt: iso(row.startAt), endAt: iso(row.endAt), updatedAt: row.updatedAt.toISOString() });

/** GET /api/cms/admin/ad/resource: an area's resources (or all), filtered by title and state, sorted, paged on the server. */
export async function queryResources(db: DbOrTx, query: z.infer<typeof adResourceQuery>, now: Date) {
  const where = and(
    query.areaId === undefined ? undefined : eq(adResources.areaId, query.areaId),
    containsByBigrams(query.keyword, adResources.title),
    query.state ? stateIs(query.state, now) : undefined,
  );
  const direction = query.sortOrder === 'ascend' ? asc : desc;
  const order = [direction(sortColumns[query.sortField]), direction(adResources.id)];
  const page = { limit: query.pageSize, offset: (query.current - 1) * query.pageSize };
  const withNames = () => db.select(resourceColumns(now)).from(adResources).innerJoin(adAreas, eq(adAreas.id, adResources.areaId));
  // A title keyword: its matches through the title's bigram index, paged and counted in one pass.
  if (query.keyword && [...query.keyword].length >= 2) {
    const { ids, total } = await matchedPage(db, {
      table: adResources,
      id: adResources.id,
      column: sortColumns[query.sortField],
      ascending: query.sortOrder === 'ascend',
      where,
      ...page,
    });
    const rows = ids.length
      ? await withNames()
          .where(inArray(adResources.id, ids))
          .orderBy(...order)
      : [];
    return { list: rows.map(resourceOut), total, current: query.current, pageSize: query.pageSize };
  }
  const [rows, [{ total }]] = await Promise.all([
    withNames()
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(adResources).where(where),
  ]);
  return { list: rows.map(resourceOut), total, current: query.current, pageSize: query.pageSize };
}

async function resourceById(db: DbOrTx, id: number, now: Date) {
  const [row] = await db.select(resourceColumns(now)).from(adResources).innerJoin(adAreas, eq(adAreas.id, adResources.areaId)).where(eq(adResources.id, id));
  if (!row) throw notFound('Advert');
  return resourceOut(row);
}

/** POST /api/cms/admin/ad/resourcepost: create (no id) or update a resource; a picture area needs a picture. */
export async function saveResource(deps: Deps, request: FastifyRequest, input: z.infer<typeof adResourcePost>) {
  const { id: resourceId, ...fields } = input;
  const id = await deps.db.transaction(async (tx) => {
    const [area] = await tx.select().from(adAreas).where(eq(adAreas.id, fields.areaId));
    if (!area) throw unprocessable(`areaId: no advert area ${fields.areaId}`, 'areaId');
    // A link a browser would run or open as something else is a rule of adverts, not a malformed field: 422.
    if (!isAllowedAdvertLink(fields.link)) throw unprocessable(`link: ${AD_LINK_RULE}`, 'link');
    if (area.kind === 'image' && !fields.imageUrl) throw unprocessable(`imageUrl: the area "${area.name}" shows pictures; add one`, 'imageUrl');
    const values = { ...fields, updatedBy: request.user!.id, updatedAt: deps.now() };
    if (resourceId === undefined) {
      const [row] = await tx.insert(adResources).values(values).returning();
      await audit(tx, request, { action: 'create', entity: 'adResource', entityId: row.id, summary: `${area.key}: ${row.title}`, after: row });
      return row.id;
    }
    const [before] = await tx.select().from(adResources).where(eq(adResources.id, resourceId)).for('update');
    if (!before) throw notFound('Advert');
    const [row] = await tx.update(adResources).set(values).where(eq(adResources.id, resourceId)).returning();
    await audit(tx, request, { action: 'update', entity: 'adResource', entityId: row.id, summary: `${area.key}: ${row.title}`, before, after: row });
    return row.id;
  });
  return resourceById(deps.db, id, deps.now());
}

/** POST /api/cms/admin/ad/resourcedelete */
export async function deleteResource(deps: Deps, request: FastifyRequest, id: number) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.delete(adResources).where(eq(adResources.id, id)).returning();
    if (!before) throw notFound('Advert');
    await audit(tx, request, { action: 'delete', entity: 'adResource', entityId: id, summary: before.title, before });
  });
}

// ---------- the front ----------

/** The most live resources one area's choice is made from (the first in order). */
const LIVE_LIMIT = 200;

/**
 * GET /api/cms/ad/list: the areas' adverts to show now (an unknown or disabled area shows none): when more are
 * live than an area has room for, drawn by weight, then in their order.
 */
export async function shownAreas(db: DbOrTx, keys: string[], now: Date, random = Math.random) {
  const areas = await db
    .select()
    .from(adAreas)
    .where(and(inArray(adAreas.key, keys), eq(adAreas.enabled, true)));
  // One query per area, each reading its live resources in order from the live index.
  const live = await Promise.all(
    areas.map((area) =>
      db
        .select({
          id: adResources.id,
          title: adResources.title,
          imageUrl: adResources.imageUrl,
          alt: adResources.alt,
          link: adResources.link,
          weight: adResources.weight,
          order: adResources.order,
        })
        .from(adResources)
        .where(and(eq(adResources.areaId, area.id), stateIs('live', now)))
        .orderBy(asc(adResources.order), asc(adResources.id))
        .limit(LIVE_LIMIT),
    ),
  );
  return keys
    .map((key) => areas.findIndex((a) => a.key === key))
    .filter((i) => i >= 0)
    .map((i) => {
      const area = areas[i];
      const candidates = live[i].filter((r) => isAllowedAdvertLink(r.link) && (area.kind === 'text' || r.imageUrl));
      return {
        key: area.key,
        kind: area.kind,
        width: area.width,
        height: area.height,
        adverts: chooseShown(candidates, area.shown, random).map((r) => ({
          id: r.id,
          title: r.title,
          imageUrl: r.imageUrl,
          alt: r.alt || r.title,
          href: advertClickPath(r.id),
          external: !r.link.startsWith('/'),
        })),
      };
    });
}

/**
 * GET /api/cms/ad/click/:id: where the advert leads, counting the click while it is live (a link kept in an old
 * page still leads there, uncounted). A link that is not http(s) or a site path leads nowhere.
 */
export async function followAdvert(db: DbOrTx, id: number, now: Date): Promise<string> {
  const [counted] = await db
    .update(adResources)
    .set({ clicks: sql`${adResources.clicks} + 1` })
    .where(and(eq(adResources.id, id), stateIs('live', now)))
    .returning({ link: adResources.link });
  const link = counted?.link ?? (await db.select({ link: adResources.link }).from(adResources).where(eq(adResources.id, id)))[0]?.link;
  if (!link || !isAllowedAdvertLink(link)) throw notFound('Advert');
  return link;
}
