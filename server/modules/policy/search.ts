import { sql, type SQL } from 'drizzle-orm';
import type { PolicyWindow } from '../../db/schema';
import type { Deps } from '../../deps';
import { regionName } from '../geographic/service';
import { inList, regionMatchSql, rowsOf, toNum } from './db';
import type { PolicyLevel, SearchBody } from './schemas';
import { tagsByPolicy } from './service';
import { highlight, keywordQuery, snippet } from './text';
import { deadlineSql, todayOf, windowState, windowStatusSql } from './window';

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

/**
 * POST /api/policy/search over published policies: the keyword's segmented words ANDed against the
 * weighted vector (GIN index), ranked by ts_rank_cd with a strong boost for a title containing the
 * keyword as typed (an exact title first); filters; four sorts; facet counts where each facet ignores
 * its own filter; highlighted title and snippet built from the original text.
 */
export async function searchPolicies(deps: Deps, body: SearchBody) {
  const today = todayOf(deps.now());
  const keyword = body.keyword?.trim() || undefined;
  const { tokens, query } = keyword ? keywordQuery(keyword) : { tokens: [], query: '' };
  const tsq = sql`to_tsquery('simple', ${query})`;
  const tagIds = await expandTags(deps, body.tagId);
  const status = windowStatusSql(today);

  // Filters that are not facets narrow the set every count is taken over.
  const base = and([
    sql`p.status = 'published'`,
    // A keyword of punctuation only has no words: it matches nothing rather than everything.
    keyword ? (tokens.length ? sql`p.search_vector @@ ${tsq}` : sql`false`) : undefined,
    regionMatchSql(sql`p.region_code`, body.regionCode),
    body.publishFrom ? sql`p.publish_date >= ${body.publishFrom}::date` : undefined,
    body.publishTo ? sql`p.publish_date <= ${body.publishTo}::date` : undefined,
    body.amountMin !== undefined ? sql`p.max_amount >= ${body.amountMin}` : undefined,
    body.amountMax !== undefined ? sql`p.max_amount <= ${body.amountMax}` : undefined,
  ]);
  // The facet filters over the matched set `m`, so one pass counts every facet without its own filter.
  const facetFilters = {
    level: body.level.length ? sql`m.level in ${inList(body.level)}` : undefined,
    supportType: body.supportType.length ? sql`m.support_type in ${inList(body.supportType)}` : undefined,
    departmentId: body.departmentId.length ? sql`m.department_id in ${inList(body.departmentId)}` : undefined,
    tagId: body.tagId.length ? sql`m.f_tag` : undefined,
    windowStatus: body.windowStatus.length ? sql`m.ws in ${inList(body.windowStatus)}` : undefined,
  };
  const facetNames = Object.keys(facetFilters) as (keyof typeof facetFilters)[];
  const allBut = (name: keyof typeof facetFilters | null) => and(facetNames.filter((n) => n !== name).map((n) => facetFilters[n]));
  const tagMatch = tagIds.length ? sql`p.tag_ids && array[${sql.join(tagIds.map((t) => sql`${t}`), sql`, `)}]::integer[]` : sql`false`;

  // Ranked on the small in-row vector (title, document number, department, summary); the exact title wins.
  const score = keyword
    ? sql`(coalesce(ts_rank_cd(p.head_vector, ${tsq}), 0) + case when lower(p.title) = lower(${keyword}) then 100 when strpos(lower(p.title), lower(${keyword})) > 0 then 10 else 0 end)`
    : sql`null::float8`;
  const desc = body.order ? body.order === 'desc' : body.sort !== 'deadline';
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const sortColumn = {
    relevance: keyword ? sql`${score}` : sql`null::float8`,
    publishDate: sql`null::float8`,
    deadline: deadlineSql(today),
    amount: sql`null::float8`,
  }[body.sort];
  const orderBy = {
    relevance: keyword ? sql`m.sort_key ${dir}, m.publish_date desc, m.id desc` : sql`m.publish_date ${dir}, m.id ${dir}`,
    publishDate: sql`m.publish_date ${dir}, m.id ${dir}`,
    deadline: sql`m.sort_key ${dir} nulls last, m.id asc`,
    amount: sql`m.max_amount ${dir} nulls last, m.id desc`,
  }[body.sort];

  // One statement: the matched set once (GIN index, then the narrow rows), the total, every facet, and
  // the ids of the requested page with their positions. In a transaction so the planner can be told to use
  // the full-text index even for very common words: a sequential scan would read every large vector.
  const facetRows = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf<{ facet: string; value: string | null; n: number }>(
      tx,
      sql`with m as materialized (
            select p.id, p.level, p.support_type, p.department_id, p.publish_date, p.max_amount, p.tag_ids, ${status} as ws, ${sortColumn} as sort_key,
                   ${body.tagId.length ? tagMatch : sql`true`} as f_tag
            from policies p where ${base}
          )
          select 'total' as facet, null as value, count(*)::int as n from m where ${allBut(null)}
          union all select 'level', m.level, count(*)::int from m where ${allBut('level')} group by m.level
          union all select 'supportType', m.support_type, count(*)::int from m where ${allBut('supportType')} group by m.support_type
          union all select 'windowStatus', m.ws, count(*)::int from m where ${allBut('windowStatus')} group by m.ws
          union all (select 'departmentId', m.department_id::text, count(*)::int from m where ${allBut('departmentId')} group by m.department_id order by 3 desc, 2 limit ${TOP_FACET_VALUES})
          union all (select 'tagId', t.id::text, count(*)::int from m cross join lateral unnest(m.tag_ids) as t(id) where ${allBut('tagId')} group by t.id order by 3 desc, 2 limit ${TOP_FACET_VALUES})
          union all (select 'page', m.id::text, (row_number() over (order by ${orderBy}))::int from m where ${allBut(null)} order by ${orderBy}
                     limit ${body.pageSize} offset ${(body.current - 1) * body.pageSize})`,
    );
  });
  const pageIds = facetRows
    .filter((f) => f.facet === 'page')
    .sort((a, b) => a.n - b.n)
    .map((f) => Number(f.value));

  type Row = {
    id: number; title: string; doc_no: string | null; department_id: number; department_name: string; level: PolicyLevel; region_code: string;
    publish_date: string; support_type: string; max_amount: number | null; payout_mode: 'apply' | 'exempt'; window: PolicyWindow;
    summary: string | null; content_text: string; view_count: number; score: number | null;
  };
  const pageRows = pageIds.length
    ? await rowsOf<Row>(
        deps.db,
        sql`select p.id, p.title, p.doc_no, p.department_id, d.name as department_name, p.level, p.region_code, p.publish_date::text as publish_date,
                   p.support_type, p.max_amount::float8 as max_amount, p.payout_mode, p.window, p.summary, left(p.content_text, 4000) as content_text,
                   p.view_count, ${score}::float8 as score
            from policies p join policy_departments d on d.id = p.department_id
            where p.id in ${inList(pageIds)}`,
      )
    : [];
  const rows = pageIds.map((id) => pageRows.find((r) => r.id === id)!).filter(Boolean);

  // Labels for the facet values and the page's tags, a query each.
  const deptIds = facetRows.filter((f) => f.facet === 'departmentId').map((f) => Number(f.value));
  const tagFacetIds = facetRows.filter((f) => f.facet === 'tagId').map((f) => Number(f.value));
  const [deptNames, tagNames, supportLabels, tags] = await Promise.all([
    deptIds.length ? rowsOf<{ id: number; name: string }>(deps.db, sql`select id, name from policy_departments where id in ${inList(deptIds)}`) : [],
    tagFacetIds.length ? rowsOf<{ id: number; name: string }>(deps.db, sql`select id, name from policy_tags where id in ${inList(tagFacetIds)}`) : [],
    rowsOf<{ value: string; label: string }>(deps.db, sql`select i.value, i.label from dict_items i join dict_types t on t.id = i.type_id where t.name = 'support_type'`),
    tagsByPolicy(deps.db, rows.map((r) => r.id)),
  ]);
  const label = (facet: string, value: string) =>
    ({
      level: levelLabels[value],
      windowStatus: statusLabels[value],
      supportType: supportLabels.find((x) => x.value === value)?.label,
      departmentId: deptNames.find((x) => String(x.id) === value)?.name,
      tagId: tagNames.find((x) => String(x.id) === value)?.name,
    })[facet] ?? value;
  const facet = (name: string) =>
    facetRows
      .filter((f) => f.facet === name && f.value !== null)
      .map((f) => ({ value: f.value!, label: label(name, f.value!), count: f.n }))
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
      regionName: r.region_code === '100000' ? '全国' : regionName(r.region_code),
      publishDate: r.publish_date,
      supportType: r.support_type,
      maxAmount: toNum(r.max_amount),
      payoutMode: r.payout_mode,
      window: r.window,
      ...windowState(r.window, today),
      tags: tags.get(r.id) ?? [],
      viewCount: r.view_count,
      score: r.score === null ? null : Number(r.score),
    })),
    total: facetRows.find((f) => f.facet === 'total')?.n ?? 0,
    current: body.current,
    pageSize: body.pageSize,
    facets: { level: facet('level'), supportType: facet('supportType'), windowStatus: facet('windowStatus'), departmentId: facet('departmentId'), tagId: facet('tagId') },
    tokens,
  };
}

/** Titles of published policies and tag names starting with the keyword, at most 10. */
export async function suggest(deps: Deps, keyword: string) {
  const prefix = `${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [tags, titles] = await Promise.all([
    rowsOf<{ id: number; name: string }>(deps.db, sql`select id, name from policy_tags where name like ${prefix} order by length(name), id limit 4`),
    rowsOf<{ id: number; title: string }>(
      deps.db,
      sql`select id, title from policies where status = 'published' and title like ${prefix} order by publish_date desc, id desc limit 10`,
    ),
  ]);
  return [...tags.map((t) => ({ type: 'tag' as const, id: t.id, text: t.name })), ...titles.map((t) => ({ type: 'policy' as const, id: t.id, text: t.title }))].slice(0, 10);
}
