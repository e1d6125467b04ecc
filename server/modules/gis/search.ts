import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_KINDS, type SearchKind } from '@shared/gis';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { companies, gisBuildingPositions, gisPois, gisUnitPositions, tenancies, units } from '../../db/schema';
import { containsByBigrams, likeLiteral } from '../../lib/like';
import { rowsOf } from '../../db/raw';
import type * as s from './schemas';

type Hit = z.infer<typeof s.searchHit>;

/**
 * How well a name matches: 0 the whole name, 1 its start, 2 elsewhere (the rows are already those holding the
 * keyword, found by the name's bigram index). Case matters only for letters, as in the match itself.
 */
const rankOf = (column: AnyPgColumn, keyword: string): SQL =>
  sql`case when lower(${column}) = lower(${keyword}) then 0 when lower(${column}) like lower(${`${likeLiteral(keyword)}%`}) then 1 else 2 end`;

/** One kind's matches, each as (kind, id, name, detail, building, x, y, rank): the union names the columns. */
const branches: Record<SearchKind, (keyword: string) => SQL> = {
  // The buildings are the names units carry: one row per name (units_building_bigrams_idx finds the units).
  building: (keyword) => sql`select 'building', null::int, b.building::text, null::text, b.building::text,
      ${gisBuildingPositions.x}, ${gisBuildingPositions.y}, b.rank
    from (select ${units.building} as building, min(${rankOf(units.building, keyword)}) as rank from ${units}
          where ${containsByBigrams(keyword, units.building)} group by ${units.building}) b
    left join ${gisBuildingPositions} on ${gisBuildingPositions.building} = b.building`,
  // Units by their code (units_code_bigrams_idx); the detail is their building.
  unit: (keyword) => sql`select 'unit', ${units.id}, ${units.code}::text, ${units.building}::text, ${units.building}::text,
      ${gisUnitPositions.x}, ${gisUnitPositions.y}, ${rankOf(units.code, keyword)}
    from ${units} left join ${gisUnitPositions} on ${gisUnitPositions.unitId} = ${units.id}
    where ${containsByBigrams(keyword, units.code)}`,
  // Companies by name (companies_name_bigrams_idx), at their latest open tenancy's unit, or its building when the unit is not placed.
  company: (keyword) => sql`select 'company', ${companies.id}, ${companies.name}::text, t.code::text, t.building::text, t.x, t.y, ${rankOf(
    companies.name,
    keyword,
  )}
    from ${companies}
    left join lateral (
      select ${units.code} as code, ${units.building} as building,
        coalesce(${gisUnitPositions.x}, ${gisBuildingPositions.x}) as x, coalesce(${gisUnitPositions.y}, ${gisBuildingPositions.y}) as y
      from ${tenancies} join ${units} on ${units.id} = ${tenancies.unitId}
        left join ${gisUnitPositions} on ${gisUnitPositions.unitId} = ${units.id}
        left join ${gisBuildingPositions} on ${gisBuildingPositions.building} = ${units.building}
      where ${tenancies.companyId} = ${companies.id} and ${tenancies.moveOutOn} is null
      order by ${tenancies.moveInOn} desc limit 1) t on true
    where ${containsByBigrams(keyword, companies.name, 'company_name_bigrams')}`,
  // Points of interest by name (gis_pois_name_bigrams_idx); the detail is their kind (dictionary poi_kind).
  poi: (keyword) => sql`select 'poi', ${gisPois.id}, ${gisPois.name}::text, ${gisPois.kind}::text, null::text, ${gisPois.x}, ${gisPois.y}, ${rankOf(
    gisPois.name,
    keyword,
  )}
    from ${gisPois} where ${containsByBigrams(keyword, gisPois.name)}`,
};

type Row = Omit<Hit, 'key'> & { total: number };

/**
 * Buildings, units, companies and points of interest whose name holds the keyword (Chinese included: two characters
 * or more go by the names' bigram indexes), best matches first: the whole name, then its start, then shorter names.
 */
export async function searchPlaces(db: DbOrTx, q: z.infer<typeof s.searchQuery>) {
  const kinds = q.kinds?.length ? q.kinds : SEARCH_KINDS;
  const union = sql.join(
    kinds.map((kind) => sql`(${branches[kind](q.keyword)})`),
    sql` union all `,
  );
  const rows = await rowsOf<Row>(
    db,
    sql`select h.kind, h.id, h.name, h.detail, h.building, h.x::float8 as x, h.y::float8 as y, h.rank::int as rank, (count(*) over ())::int as total
      from (${union}) h(kind, id, name, detail, building, x, y, rank)
      order by h.rank, char_length(h.name), h.name, h.kind, h.id
      limit ${q.pageSize} offset ${(q.current - 1) * q.pageSize}`,
  );
  return {
    list: rows.map(({ total: _t, ...r }) => ({ ...r, key: r.kind === 'building' ? `building:${r.name}` : `${r.kind}:${r.id}` })),
    total: rows[0]?.total ?? (q.current > 1 ? await countAll(db, union) : 0),
    current: q.current,
    pageSize: q.pageSize,
  };
}

/** The total when the page asked for is past the end (its rows carry none). */
async function countAll(db: DbOrTx, union: SQL) {
  const [row] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from (${union}) h(kind, id, name, detail, building, x, y, rank)`);
  return row.total;
}
