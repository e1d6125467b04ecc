import { sql, type SQL } from 'drizzle-orm';
import { policyLevels } from '../../db/schema';
import type { Deps } from '../../deps';
import { regionName } from '@shared/regions';
import type { DbOrTx } from '../../db/client';
import { regionMatchSql, toNum } from './db';
import { inList, rowsOf } from '../../db/raw';
import type { PolicyLevel, SearchBody } from './schemas';
import { highlight, keywordQuery, snippet } from '@shared/policyText';
import { deadlineSql, windowStatusSql } from './window';
import { prefixPattern } from '../../lib/like';
import { todayOf, windowState, windowStatuses, type PolicyWindow } from '@shared/policyWindow';

const levelLabels: Record<string, string> = { national: '国家级', provincial: '省级', city: '市级', district: '区级' };
const statusLabels: Record<string, string> = { upcoming: '未开始', open: '申报中', closing_soon: '即将截止', closed: '已截止' };
const TOP_FACET_VALUES = 20;

const and = (parts: (SQL | undefined)[]): SQL => {
  const present = parts.filter((p): p is SQL => !!p);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
};

/** A big tag filters by itself and the small tags under it. */
async function expandTags(deps: Deps, tagIds: number[]) {
  if (!tagIds.length) return [];
  const rows = await rowsOf<{ id: number }>(deps.db, sql`select id from policy_tags where id in ${inList(tagIds)} or parent_id in ${inList(tagIds)}`);
  return rows.map((r) => r.id);
}

type FacetName = 'level' | 'supportType' | 'departmentId' | 'tagId' | 'windowStatus';
type FacetCount = [value: string, count: number, label: string | null];
type PageItem = {
  id: number;
  title: string;
  doc_no: string | null;
  department_id: number;
  department_name: string;
  level: PolicyLevel;
  region_code: string;
  publish_date: string;
  support_type: string;
  max_amount: number | null;
  payout_mode: 'apply' | 'exempt';
  window: PolicyWindow;
  summary: string | null;
  content_text: string;
  view_count: number;
  score: number | null;
  tags: { id: number; name: string; kind: 'industry' | 'support' | 'theme'; parentId: number | null }[];
};

/** Ranked on the small in-row vector (title, document number, department); the exact title wins. */
const scoreSql = (t: SQL, keyword: string, query: string) =>
  // A simple CASE evaluates strpos once a row: found at 1 with the same length is the whole title.
  sql`(coalesce(ts_rank(${t}.head_vector, to_tsquery('simple', ${query})), 0) + case strpos(lower(${t}.title), lower(${keyword}))
        when 0 then 0 when 1 then (case when char_length(${t}.title) = char_length(${keyword}) then 100 else 10 end) else 10 end)`;

type Counts = { total: number; facets: Record<FacetName, FacetCount[] | null> };
type Aggregate = Counts & { page: number[] | null };

/**
 * The search's filters: `base` (the keyword and the filters that are not facets, over policy_search `p`)
 * narrows the set every count is taken over; each facet filter in use is kept apart, because a facet's
 * counts ignore its own filter. `col` reads a column for them, `ws` the row's window status.
 */
function searchFilters(body: SearchBody, tagIds: number[], col: (name: string) => SQL, ws: SQL) {
  const keyword = body.keyword?.trim() || undefined;
  const { tokens, query } = keyword ? keywordQuery(keyword) : { tokens: [], query: '' };
  const base = and([
    // A keyword of punctuation only has no words: it matches nothing rather than everything.
    keyword ? (tokens.length ? sql`p.search_vector @@ to_tsquery('simple', ${query})` : sql`false`) : undefined,
    regionMatchSql(sql`p.region_code`, body.regionCode),
    body.publishFrom ? sql`p.publish_date >= ${body.publishFrom}::date` : undefined,
    body.publishTo ? sql`p.publish_date <= ${body.publishTo}::date` : undefined,
    body.amountMin !== undefined ? sql`p.max_amount >= ${body.amountMin}` : undefined,
    body.amountMax !== undefined ? sql`p.max_amount <= ${body.amountMax}` : undefined,
  ]);
  const facets: Partial<Record<FacetName, SQL>> = {};
  if (body.level.length) facets.level = sql`${col('level')} in ${inList(body.level)}`;
  if (body.supportType.length) facets.supportType = sql`${col('support_type')} in ${inList(body.supportType)}`;
  if (body.departmentId.length) facets.departmentId = sql`${col('department_id')} in ${inList(body.departmentId)}`;
  if (body.tagId.length)
    facets.tagId = tagIds.length
      ? sql`${col('tag_ids')} && array[${sql.join(
          tagIds.map((t) => sql`${t}`),
          sql`, `,
        )}]::integer[]`
      : sql`false`;
  if (body.windowStatus.length) facets.windowStatus = sql`${ws} in ${inList(body.windowStatus)}`;
  return { keyword, query, base, facets };
}

/** The order of a page; `id` names the policy id column, `deadline` the row's deadline. */
function orderSql(body: SearchBody, col: (name: string) => SQL, id: SQL, deadline: SQL, score: SQL | null): SQL {
  const dir = sql.raw((body.order ? body.order === 'desc' : body.sort !== 'deadline') ? 'desc' : 'asc');
  return {
    relevance: score ? sql`${score} ${dir}, ${col('publish_date')} desc, ${id} desc` : sql`${col('publish_date')} ${dir}, ${id} ${dir}`,
    publishDate: sql`${col('publish_date')} ${dir}, ${id} ${dir}`,
    deadline: sql`${deadline} ${dir} nulls last, ${id} asc`,
    amount: sql`${col('max_amount')} ${dir} nulls last, ${id} desc`,
  }[body.sort];
}

/**
 * The statement that finds and counts a search, and with a keyword orders its page too (exported so the
 * benchmark explains exactly it). A broad keyword matches a quarter of all policies, so the matched rows
 * are read once, from the narrow policy_search copy, and everything is counted in that single pass: each
 * row's window status and facet filters are computed once (`r`; `offset 0` keeps each layer a subquery so
 * they are not recomputed per use), one aggregate counts the total and each facet's values (over the rows
 * passing every other filter) and collects the page's ids in order.
 */
export function searchStatement(body: SearchBody, today: string, tagIds: number[], withPage = true): SQL {
  const { keyword, query, base, facets } = searchFilters(body, tagIds, (name) => sql`r0.${sql.raw(name)}`, sql`r0.ws`);
  const ranked = !!keyword && body.sort === 'relevance';
  const active = Object.keys(facets) as FacetName[];
  const flag = (name: FacetName) => sql.raw(`f_${name}`);
  const allBut = (name: FacetName | null) => and(active.filter((n) => n !== name).map((n) => sql`r.${flag(n)}`));
  const rCol = (name: string) => sql`r.${sql.raw(name)}`;
  const orderBy = orderSql(body, rCol, sql`r.id`, sql`r.deadline`, ranked ? scoreSql(sql`r`, keyword!, query) : null);
  const from = (body.current - 1) * body.pageSize;
  // Only what the sort needs is carried: the vector and title to rank, the deadline to sort by it.
  const sortColumns = !withPage ? sql`` : ranked ? sql`, p.head_vector, p.title` : body.sort === 'deadline' ? sql`, ${deadlineSql(today)} as deadline` : sql``;
  const flags = active.length
    ? sql`, ${sql.join(
        active.map((n) => sql`${facets[n]} as ${flag(n)}`),
        sql`, `,
      )}`
    : sql``;
  const page = withPage
    ? sql`to_json((array_agg(r.id order by ${orderBy}) filter (where ${allBut(null)}))[${from + 1}:${from + body.pageSize}])`
    : sql`null::json`;
  // A facet of a few known values is counted value by value; the others are collected and grouped.
  const counted = (values: readonly string[], column: SQL, name: FacetName) =>
    sql`json_build_array(${sql.join(
      values.map((v) => sql`json_build_array(${v}::text, count(*) filter (where ${allBut(name)} and ${column} = ${v}), null)`),
      sql`, `,
    )})`;
  const grouped = (values: SQL, extra: SQL = sql``) => sql`(select v, count(*)::int as n from unnest(${values}) as v group by v ${extra})`;

  return sql`with r as (
      select r0.* ${flags} from (
        select p.policy_id as id, p.level, p.support_type, p.department_id, p.publish_date, p.max_amount, p.tag_ids, ${windowStatusSql(
          today,
        )} as ws ${sortColumns}
        from policy_search p where ${base} offset 0
      ) r0 offset 0
    ), a as (
      select count(*) filter (where ${allBut(null)})::int as total,
             ${page} as page,
             ${counted(policyLevels, sql`r.level`, 'level')} as level,
             ${counted(windowStatuses, sql`r.ws`, 'windowStatus')} as ws,
             array_agg(r.support_type) filter (where ${allBut('supportType')}) as support_type,
             array_agg(r.department_id) filter (where ${allBut('departmentId')}) as department_id,
             string_agg(array_to_string(r.tag_ids, ','), ',') filter (where ${allBut('tagId')} and cardinality(r.tag_ids) > 0) as tag_ids
      from r
    )
    select a.total, a.page, json_build_object(
      'level', a.level,
      'windowStatus', a.ws,
      'supportType', (select json_agg(json_build_array(f.v, f.n, i.label)) from ${grouped(sql`a.support_type`)} f
                      left join dict_items i on i.value = f.v and i.type_id = (select id from dict_types where name = 'support_type')),
      'departmentId', (select json_agg(json_build_array(f.v::text, f.n, d.name)) from ${grouped(
        sql`a.department_id`,
        sql`order by 2 desc, 1 limit ${TOP_FACET_VALUES}`,
      )} f
                       join policy_departments d on d.id = f.v),
      'tagId', (select json_agg(json_build_array(f.v::text, f.n, t.name)) from ${grouped(
        sql`string_to_array(a.tag_ids, ',')::integer[]`,
        sql`order by 2 desc, 1 limit ${TOP_FACET_VALUES}`,
      )} f
                join policy_tags t on t.id = f.v)
    ) as facets
    from a`;
}

/**
 * A page without a keyword, straight from policy_search with every filter: the publish-date index
 * answers the list as it opens without sorting every policy.
 */
function browsePageStatement(body: SearchBody, today: string, tagIds: number[]): SQL {
  const col = (name: string) => sql`p.${sql.raw(name)}`;
  const { base, facets } = searchFilters(body, tagIds, col, windowStatusSql(today));
  return sql`select p.policy_id as id from policy_search p where ${and([base, ...Object.values(facets)])}
             order by ${orderSql(body, col, sql`p.policy_id`, deadlineSql(today), null)}
             limit ${body.pageSize} offset ${(body.current - 1) * body.pageSize}`;
}

/**
 * Runs a search statement where the planner keeps to the full-text index even for very common words
 * (a sequential scan would read every policy's out-of-line vector); without a keyword reading every row
 * is the right plan.
 */
export async function runSearchStatement<T>(db: DbOrTx, statement: SQL, keyword: boolean): Promise<T[]> {
  return db.transaction(async (tx) => {
    if (keyword) await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf<T>(tx, statement);
  });
}

/**
 * Searches without a keyword (the list as it opens, and its filters) count every published policy: their
 * totals and facets are kept until anything they show changes (a version the triggers of migration 0013
 * bump in the same transaction as a change to policy_search, tags, departments or dictionary items) or
 * the day turns (window statuses), for at most BROWSE_CACHE_SIZE filter combinations, least recently used
 * out first.
 */
const BROWSE_CACHE_SIZE = 200;
/** One cache per database (tests open several in one process). */
const browseCaches = new WeakMap<object, Map<string, { version: string; counts: Counts }>>();

async function browseCountsOf(deps: Deps, body: SearchBody, today: string, tagIds: number[]): Promise<Counts> {
  const [{ version }] = await rowsOf<{ version: string }>(deps.db, sql`select version::text as version from policy_search_version`);
  const { level, supportType, departmentId, windowStatus, regionCode, publishFrom, publishTo, amountMin, amountMax } = body;
  const key = JSON.stringify([
    today,
    level,
    supportType,
    departmentId,
    tagIds,
    body.tagId,
    windowStatus,
    regionCode,
    publishFrom,
    publishTo,
    amountMin,
    amountMax,
  ]);
  let browseCounts = browseCaches.get(deps.db);
  if (!browseCounts) browseCaches.set(deps.db, (browseCounts = new Map()));
  const cached = browseCounts.get(key);
  browseCounts.delete(key);
  if (cached?.version === version) {
    browseCounts.set(key, cached);
    return cached.counts;
  }
  const [{ total, facets }] = await runSearchStatement<Aggregate>(deps.db, searchStatement(body, today, tagIds, false), false);
  browseCounts.set(key, { version, counts: { total, facets } });
  if (browseCounts.size > BROWSE_CACHE_SIZE) browseCounts.delete(browseCounts.keys().next().value!);
  return { total, facets };
}

/**
 * POST /api/policy/search over published policies: the keyword's segmented words ANDed against the
 * weighted vector (GIN index), ranked by ts_rank over the title, document number and department with a
 * strong boost for a title containing the keyword as typed (an exact title first); filters; four sorts;
 * facet counts where each facet ignores its own filter; highlighted title and snippet built from the
 * original text. With a keyword one statement counts and orders (searchStatement); without one the counts
 * may come from the browse cache and the page from its own statement; a last statement reads the page's rows.
 */
export async function searchPolicies(deps: Deps, body: SearchBody) {
  const today = todayOf(deps.now());
  const keyword = body.keyword?.trim() || undefined;
  const { tokens, query } = keyword ? keywordQuery(keyword) : { tokens: [], query: '' };
  const tagIds = await expandTags(deps, body.tagId);
  const agg: Aggregate = keyword
    ? (await runSearchStatement<Aggregate>(deps.db, searchStatement(body, today, tagIds), true))[0]
    : {
        ...(await browseCountsOf(deps, body, today, tagIds)),
        page: (await rowsOf<{ id: number }>(deps.db, browsePageStatement(body, today, tagIds))).map((r) => r.id),
      };
  const pageIds = agg.page ?? [];
  const details = pageIds.length
    ? await rowsOf<PageItem>(
        deps.db,
        sql`select p.id, p.title, p.doc_no, p.department_id, d.name as department_name, p.level, p.region_code, p.publish_date::text as publish_date,
                   p.support_type, p.max_amount::float8 as max_amount, p.payout_mode, p.window, p.summary, left(p.content_text, 4000) as content_text,
                   p.view_count, ${keyword ? sql`${scoreSql(sql`p`, keyword, query)}::float8` : sql`null::float8`} as score,
                   (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'kind', t.kind, 'parentId', t.parent_id) order by t.parent_id, t.sort_order, t.id), '[]'::json)
                    from policy_tags t where t.id = any(p.tag_ids)) as tags
            from policies p join policy_departments d on d.id = p.department_id where p.id in ${inList(pageIds)}`,
      )
    : [];
  const byId = new Map(details.map((d) => [d.id, d]));
  const rows = pageIds.map((id) => byId.get(id)).filter((r): r is PageItem => !!r);
  const facet = (name: FacetName) =>
    (agg.facets[name] ?? [])
      .filter(([value, count]) => value !== null && count > 0)
      .map(([value, count, label]) => ({
        value: String(value),
        label: (name === 'level' ? levelLabels[value] : name === 'windowStatus' ? statusLabels[value] : label) ?? String(value),
        count,
      }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      titleHighlight: highlight(r.title, keyword, tokens),
      snippet: snippet([r.summary, r.content_text], keyword, tokens),
      docNo: r.doc_no,
      departmentId: r.department_id,
      departmentName: r.department_name,
      level: r.level,
      regionCode: r.region_code,
      regionName: regionName(r.region_code),
      publishDate: r.publish_date,
      supportType: r.support_type,
      maxAmount: toNum(r.max_amount),
      payoutMode: r.payout_mode,
      window: r.window,
      ...windowState(r.window, today),
      tags: r.tags,
      viewCount: r.view_count,
      score: r.score === null ? null : Number(r.score),
    })),
    total: agg.total,
    current: body.current,
    pageSize: body.pageSize,
    facets: {
      level: facet('level'),
      supportType: facet('supportType'),
      windowStatus: facet('windowStatus'),
      departmentId: facet('departmentId'),
      tagId: facet('tagId'),
    },
    tokens,
  };
}

/** Titles of published policies and tag names starting with the keyword, at most 10. */
export async function suggest(deps: Deps, keyword: string) {
  const prefix = prefixPattern(keyword);
  const [tags, titles] = await Promise.all([
    rowsOf<{ id: number; name: string }>(deps.db, sql`select id, name from policy_tags where name like ${prefix} order by length(name), id limit 4`),
    rowsOf<{ id: number; title: string }>(
      deps.db,
      sql`select id, title from policies where status = 'published' and title like ${prefix} order by publish_date desc, id desc limit 10`,
    ),
  ]);
  return [
    ...tags.map((t) => ({ type: 'tag' as const, id: t.id, text: t.name })),
    ...titles.map((t) => ({ type: 'policy' as const, id: t.id, text: t.title })),
  ].slice(0, 10);
}
