import { sql, type SQL } from 'drizzle-orm';
import type { PolicyWindow } from '../../db/schema';
import type { Deps } from '../../deps';
import { regionName } from '../geographic/service';
import { inList, regionMatchSql, rowsOf, toNum } from './db';
import type { PolicyLevel, SearchBody } from './schemas';
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

  // One statement answers everything: the matched set once (GIN index, then the narrow rows), the total,
  // every facet with its labels, and the requested page with its details. In a transaction so the planner
  // can be told to keep to the full-text index even for very common words (a sequential scan would read
  // every policy's large, out-of-line vector).
  type Item = {
    id: number; title: string; doc_no: string | null; department_id: number; department_name: string; level: PolicyLevel; region_code: string;
    publish_date: string; support_type: string; max_amount: number | null; payout_mode: 'apply' | 'exempt'; window: PolicyWindow;
    summary: string | null; content_text: string; view_count: number; score: number | null;
    tags: { id: number; name: string; kind: 'industry' | 'support' | 'theme'; parentId: number | null }[];
  };
  const result = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf<{ facet: string; value: string | null; n: number; label: string | null; item: Item | null }>(
      tx,
      sql`with m as materialized (
            select p.id, p.level, p.support_type, p.department_id, p.publish_date, p.max_amount, p.tag_ids, ${status} as ws, ${sortColumn} as sort_key,
                   ${body.tagId.length ? tagMatch : sql`true`} as f_tag
            from policies p where ${base}
          )
          select 'total' as facet, null as value, count(*)::int as n, null as label, null::json as item from m where ${allBut(null)}
          union all select 'level', m.level, count(*)::int, null, null from m where ${allBut('level')} group by m.level
          union all select 'supportType', f.value, f.n, i.label, null
            from (select m.support_type as value, count(*)::int as n from m where ${allBut('supportType')} group by m.support_type) f
            left join dict_items i on i.value = f.value and i.type_id = (select id from dict_types where name = 'support_type')
          union all select 'windowStatus', m.ws, count(*)::int, null, null from m where ${allBut('windowStatus')} group by m.ws
          union all select 'departmentId', f.value::text, f.n, d.name, null
            from (select m.department_id as value, count(*)::int as n from m where ${allBut('departmentId')} group by m.department_id order by 2 desc, 1 limit ${TOP_FACET_VALUES}) f
            join policy_departments d on d.id = f.value
          union all select 'tagId', f.value::text, f.n, t.name, null
            from (select u.id as value, count(*)::int as n from m cross join lateral unnest(m.tag_ids) as u(id) where ${allBut('tagId')} group by u.id order by 2 desc, 1 limit ${TOP_FACET_VALUES}) f
            join policy_tags t on t.id = f.value
          union all select 'page', p.id::text, pg.pos, null, json_build_object(
              'id', p.id, 'title', p.title, 'doc_no', p.doc_no, 'department_id', p.department_id, 'department_name', d.name, 'level', p.level,
              'region_code', p.region_code, 'publish_date', p.publish_date::text, 'support_type', p.support_type, 'max_amount', p.max_amount::float8,
              'payout_mode', p.payout_mode, 'window', p.window, 'summary', p.summary, 'content_text', left(p.content_text, 4000),
              'view_count', p.view_count, 'score', ${score}::float8,
              'tags', (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'kind', t.kind, 'parentId', t.parent_id) order by t.parent_id, t.sort_order, t.id), '[]'::json)
                       from policy_tags t where t.id = any(p.tag_ids)))
            from (select m.id, (row_number() over (order by ${orderBy}))::int as pos from m where ${allBut(null)} order by ${orderBy}
                  limit ${body.pageSize} offset ${(body.current - 1) * body.pageSize}) pg
            join policies p on p.id = pg.id join policy_departments d on d.id = p.department_id`,
    );
  });
  const rows = result
    .filter((f) => f.facet === 'page')
    .sort((a, b) => a.n - b.n)
    .map((f) => f.item!);
  const facet = (name: string) =>
    result
      .filter((f) => f.facet === name && f.value !== null)
      .map((f) => ({ value: f.value!, label: (name === 'level' ? levelLabels[f.value!] : name === 'windowStatus' ? statusLabels[f.value!] : f.label) ?? f.value!, count: f.n }))
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
      tags: r.tags,
      viewCount: r.view_count,
      score: r.score === null ? null : Number(r.score),
    })),
    total: result.find((f) => f.facet === 'total')?.n ?? 0,
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
