import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CLUE_AREA_SLACK, MARKER_KINDS, type MarkerKind } from '@shared/gis';
import { CLUE_OPEN_STAGES } from '@shared/clue';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { clues, companies, gisBuildingPositions, gisPois, gisUnitPositions, projects, projectUnits, tenancies, units } from '../../db/schema';
import { dataScopeOf, scopeCondition } from '../../lib/access';
import { containsByBigrams } from '../../lib/like';
import { actorOf } from '../clue/common';
import { keywordMatch as clueKeywordMatch } from '../clue/service';
import { projectScope } from '../project/common';
import { keywordMatch as projectKeywordMatch } from '../project/service';
import { currentPlan } from './plan';
import { poiNameMatch } from './pois';
import type { Marker, MarkerQuery } from './schemas';

/** What each kind's query is given: the filters, the limit, the database, and who asks (the clues' data scope). */
type SourceContext = { db: DbOrTx; q: MarkerQuery; request: FastifyRequest };
type SourceAnswer = { markers: Marker[]; total: number };
type Source = {
  /** The key the caller must hold besides gis:query to see these markers (clues: clue:query). */
  needs?: string;
  load(ctx: SourceContext): Promise<SourceAnswer>;
};

const empty = {
  id: null,
  x: null,
  y: null,
  building: null,
  status: null,
  unitCount: null,
  vacantCount: null,
  vacantArea: null,
  usage: null,
  area: null,
  unitId: null,
  unitCode: null,
  tenant: null,
  note: null,
} satisfies Partial<Marker>;

/** `count(*) over ()`: every row of a page carries how many rows matched, read in the same pass. */
const totalOver = sql<number>`(count(*) over ())::int`;
const totalOf = (rows: { total: number }[]) => rows[0]?.total ?? 0;

const AVAILABLE = 'available';
/** The unit's current tenant's name (its open tenancy; one at a time). */
const tenantName = sql<string | null>`(select ${companies.name} from ${tenancies} join ${companies} on ${companies.id} = ${tenancies.companyId}
  where ${tenancies.unitId} = ${units.id} and ${tenancies.moveOutOn} is null order by ${tenancies.moveInOn} desc limit 1)`;

/** One query per kind of marker: a kind is a key of MARKER_KINDS (shared/gis.ts) and a source here. */
export const markerSources: Record<MarkerKind, Source> = {
  /** The buildings (the names units carry), with their units, vacant units and vacant area (workshop data). */
  building: {
    async load({ db, q }) {
      const vacantCount = sql<number>`(count(*) filter (where ${units.rentalStatus} = ${AVAILABLE}))::int`;
      const rows = await db
        .select({
          building: units.building,
          x: gisBuildingPositions.x,
          y: gisBuildingPositions.y,
          unitCount: sql<number>`count(*)::int`,
          vacantCount,
          vacantArea: sql<number>`coalesce(sum(${units.usableArea}) filter (where ${units.rentalStatus} = ${AVAILABLE}), 0)::float8`,
          total: totalOver,
        })
        .from(units)
        .leftJoin(gisBuildingPositions, eq(gisBuildingPositions.building, units.building))
        .where(
          and(
            q.building ? eq(units.building, q.building) : undefined,
            containsByBigrams(q.keyword, units.building),
            q.placed === 'true' ? isNotNull(gisBuildingPositions.x) : undefined,
          ),
        )
        .groupBy(units.building, gisBuildingPositions.x, gisBuildingPositions.y)
        .having(q.vacancy === 'vacant' ? sql`${vacantCount} > 0` : q.vacancy === 'occupied' ? sql`${vacantCount} = 0` : undefined)
        .orderBy(asc(units.building))
        .limit(q.limit);
      return {
        total: totalOf(rows),
        markers: rows.map((r) => ({
          ...empty,
          kind: 'building' as const,
          key: `building:${r.building}`,
          name: r.building,
          x: r.x,
          y: r.y,
          building: r.building,
          unitCount: r.unitCount,
          vacantCount: r.vacantCount,
          vacantArea: Number(r.vacantArea),
        })),
      };
    },
  },

  /** Units at their own positions, with rental status, usage, usable area and current tenant. */
  unit: {
    async load({ db, q }) {
      const rows = await db
        .select({
          id: units.id,
          code: units.code,
          building: units.building,
          floor: units.floor,
          usage: units.usage,
          status: units.rentalStatus,
          area: units.usableArea,
          x: gisUnitPositions.x,
          y: gisUnitPositions.y,
          tenant: tenantName,
          total: totalOver,
        })
        .from(units)
        .leftJoin(gisUnitPositions, eq(gisUnitPositions.unitId, units.id))
        .where(
          and(
            q.building ? eq(units.building, q.building) : undefined,
            q.status ? eq(units.rentalStatus, q.status) : undefined,
            q.vacancy === 'vacant' ? eq(units.rentalStatus, AVAILABLE) : q.vacancy === 'occupied' ? ne(units.rentalStatus, AVAILABLE) : undefined,
            containsByBigrams(q.keyword, units.code),
            q.placed === 'true' ? isNotNull(gisUnitPositions.x) : undefined,
          ),
        )
        .orderBy(asc(units.building), asc(units.code))
        .limit(q.limit);
      return {
        total: totalOf(rows),
        markers: rows.map((r) => ({
          ...empty,
          kind: 'unit' as const,
          key: `unit:${r.id}`,
          id: r.id,
          name: r.code,
          x: r.x,
          y: r.y,
          building: r.building,
          status: r.status,
          usage: r.usage,
          area: r.area,
          unitId: r.id,
          unitCode: r.code,
          tenant: r.tenant,
        })),
      };
    },
  },

  /** Companies where they are: each open tenancy at its unit's position, or its building's when the unit is not placed. */
  company: {
    async load({ db, q }) {
      const x = sql<number | null>`coalesce(${gisUnitPositions.x}, ${gisBuildingPositions.x})`;
      const y = sql<number | null>`coalesce(${gisUnitPositions.y}, ${gisBuildingPositions.y})`;
      const rows = await db
        .select({
          id: companies.id,
          name: companies.name,
          status: companies.status,
          unitId: units.id,
          unitCode: units.code,
          building: units.building,
          x,
          y,
          total: totalOver,
        })
        .from(tenancies)
        .innerJoin(companies, eq(companies.id, tenancies.companyId))
        .innerJoin(units, eq(units.id, tenancies.unitId))
        .leftJoin(gisUnitPositions, eq(gisUnitPositions.unitId, units.id))
        .leftJoin(gisBuildingPositions, eq(gisBuildingPositions.building, units.building))
        .where(
          and(
            isNull(tenancies.moveOutOn),
            q.building ? eq(units.building, q.building) : undefined,
            containsByBigrams(q.keyword, companies.name, 'company_name_bigrams'),
            q.placed === 'true' ? sql`${x} is not null` : undefined,
          ),
        )
        .orderBy(asc(companies.name), asc(companies.id), asc(units.code))
        .limit(q.limit);
      return {
        total: totalOf(rows),
        markers: rows.map((r) => ({
          ...empty,
          kind: 'company' as const,
          key: `company:${r.id}:${r.unitId}`,
          id: r.id,
          name: r.name,
          x: r.x,
          y: r.y,
          building: r.building,
          status: r.status,
          unitId: r.unitId,
          unitCode: r.unitCode,
        })),
      };
    },
  },

  /**
   * Open clues still owned, within the caller's data scope (the clue list's own rule), at the vacant unit that would
   * suit them best. A clue names no unit of its own, only an intended usage and area: the unit shown is the smallest
   * available one of that usage whose usable area is from the intended area to CLUE_AREA_SLACK times it (a placed
   * one first). Clues with no such unit have no position (listed with placed=all).
   */
  clue: {
    needs: 'clue:query',
    async load({ db, q, request }) {
      const scope = await dataScopeOf(db, request.user!.id);
      const candidate = db
        .select({
          unitId: sql<number>`${units.id}`.as('candidate_unit_id'),
          unitCode: sql<string>`${units.code}`.as('candidate_unit_code'),
          building: sql<string>`${units.building}`.as('candidate_building'),
          x: sql<number | null>`coalesce(${gisUnitPositions.x}, ${gisBuildingPositions.x})`.as('candidate_x'),
          y: sql<number | null>`coalesce(${gisUnitPositions.y}, ${gisBuildingPositions.y})`.as('candidate_y'),
        })
        .from(units)
        .leftJoin(gisUnitPositions, eq(gisUnitPositions.unitId, units.id))
        .leftJoin(gisBuildingPositions, eq(gisBuildingPositions.building, units.building))
        .where(
          and(
            eq(units.usage, clues.intendedUsage),
            eq(units.rentalStatus, AVAILABLE),
            gte(units.usableArea, clues.intendedArea),
            lte(units.usableArea, sql`${clues.intendedArea} * ${CLUE_AREA_SLACK}`),
            q.building ? eq(units.building, q.building) : undefined,
          ),
        )
        .orderBy(sql`coalesce(${gisUnitPositions.x}, ${gisBuildingPositions.x}) is null`, asc(units.usableArea), asc(units.id))
        .limit(1)
        .as('candidate');
      const where = and(
        eq(clues.poolState, 'owned'),
        inArray(clues.stage, [...CLUE_OPEN_STAGES]),
        isNotNull(clues.intendedUsage),
        isNotNull(clues.intendedArea),
        scopeCondition(db, scope, { department: clues.departmentId, owner: clues.ownerId }),
        clueKeywordMatch(q.keyword),
        // A building asked for: only clues that would fit there; the map: only clues with a placed unit.
        q.building ? isNotNull(candidate.unitId) : undefined,
        q.placed === 'true' ? isNotNull(candidate.x) : undefined,
      );
      const rows = await db
        .select({
          id: clues.id,
          name: clues.name,
          stage: clues.stage,
          usage: clues.intendedUsage,
          area: clues.intendedArea,
          unitId: candidate.unitId,
          unitCode: candidate.unitCode,
          building: candidate.building,
          x: candidate.x,
          y: candidate.y,
          total: totalOver,
        })
        .from(clues)
        .leftJoinLateral(candidate, sql`true`)
        .where(where)
        .orderBy(desc(clues.updatedAt), desc(clues.id))
        .limit(q.limit);
      return {
        total: totalOf(rows),
        markers: rows.map((r) => ({
          ...empty,
          kind: 'clue' as const,
          key: `clue:${r.id}`,
          id: r.id,
          name: r.name,
          x: r.x,
          y: r.y,
          building: r.building,
          status: r.stage,
          usage: r.usage,
          area: r.area,
          unitId: r.unitId,
          unitCode: r.unitCode,
        })),
      };
    },
  },

  /**
   * Projects within the caller's project data scope (the project list's own condition: owner and department, or its
   * team), not terminated, at the first (by code) of the units they will occupy: its position, or its building's when
   * the unit is not placed. A project with no unit (or none in the building asked for) has no position (listed with
   * placed=all).
   */
  project: {
    needs: 'project:query',
    async load({ db, q, request }) {
      const actor = await actorOf(db, request);
      const first = db
        .select({
          unitId: sql<number>`${units.id}`.as('project_unit_id'),
          unitCode: sql<string>`${units.code}`.as('project_unit_code'),
          building: sql<string>`${units.building}`.as('project_building'),
          x: sql<number | null>`coalesce(${gisUnitPositions.x}, ${gisBuildingPositions.x})`.as('project_x'),
          y: sql<number | null>`coalesce(${gisUnitPositions.y}, ${gisBuildingPositions.y})`.as('project_y'),
        })
        .from(projectUnits)
        .innerJoin(units, eq(units.id, projectUnits.unitId))
        .leftJoin(gisUnitPositions, eq(gisUnitPositions.unitId, units.id))
        .leftJoin(gisBuildingPositions, eq(gisBuildingPositions.building, units.building))
        .where(and(eq(projectUnits.projectId, projects.id), q.building ? eq(units.building, q.building) : undefined))
        .orderBy(asc(units.code), asc(units.id))
        .limit(1)
        .as('first_unit');
      const rows = await db
        .select({
          id: projects.id,
          name: projects.name,
          stage: projects.stage,
          area: projects.floorArea,
          unitId: first.unitId,
          unitCode: first.unitCode,
          building: first.building,
          x: first.x,
          y: first.y,
          total: totalOver,
        })
        .from(projects)
        .leftJoinLateral(first, sql`true`)
        .where(
          and(
            ne(projects.status, 'terminated'),
            projectScope(db, actor),
            projectKeywordMatch(q.keyword),
            q.building ? isNotNull(first.unitId) : undefined,
            q.placed === 'true' ? isNotNull(first.x) : undefined,
          ),
        )
        .orderBy(desc(projects.updatedAt), desc(projects.id))
        .limit(q.limit);
      return {
        total: totalOf(rows),
        markers: rows.map((r) => ({
          ...empty,
          kind: 'project' as const,
          key: `project:${r.id}`,
          id: r.id,
          name: r.name,
          x: r.x,
          y: r.y,
          building: r.building,
          status: r.stage,
          area: r.area === null ? null : Number(r.area),
          unitId: r.unitId,
          unitCode: r.unitCode,
        })),
      };
    },
  },

  /** The park's points of interest (not in a building: a building filter leaves them out). */
  poi: {
    async load({ db, q }) {
      if (q.building) return { markers: [], total: 0 };
      const rows = await db
        .select({ poi: gisPois, total: totalOver })
        .from(gisPois)
        .where(and(q.poiKind ? eq(gisPois.kind, q.poiKind) : undefined, poiNameMatch(q.keyword), q.placed === 'true' ? isNotNull(gisPois.x) : undefined))
        .orderBy(asc(gisPois.kind), asc(gisPois.name), asc(gisPois.id))
        .limit(q.limit);
      return {
        total: totalOf(rows),
        markers: rows.map(({ poi }) => ({
          ...empty,
          kind: 'poi' as const,
          key: `poi:${poi.id}`,
          id: poi.id,
          name: poi.name,
          x: poi.x,
          y: poi.y,
          status: poi.kind,
          note: poi.note,
        })),
      };
    },
  },
};

/** The markers of the asked kinds the caller may see, each kind bounded by the limit, with the current plan. */
export async function queryMarkers(deps: Deps, request: FastifyRequest, q: MarkerQuery) {
  const permissions = request.user!.permissions;
  const asked: readonly MarkerKind[] = q.kinds?.length ? q.kinds : MARKER_KINDS;
  const kinds = asked.filter((kind) => {
    const needs = markerSources[kind].needs;
    return !needs || permissions.has(needs);
  });
  const [plan, ...answers] = await Promise.all([currentPlan(deps.db), ...kinds.map((kind) => markerSources[kind].load({ db: deps.db, q, request }))]);
  return {
    plan,
    kinds,
    markers: answers.flatMap((a) => a.markers),
    counts: kinds.map((kind, i) => ({ kind, total: answers[i].total, truncated: answers[i].total > answers[i].markers.length })),
  };
}
