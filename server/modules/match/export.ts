import { contentDisposition } from '@shared/contentDisposition';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { loadExcelJS } from '../../lib/excel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { rowsOf } from '../../db/raw';
import { describeNeeded } from '@shared/policyMatch';
import { policySummaries, type Evaluated } from './evaluation';
import { filteredResults, loadRun } from './service';

/**
 * GET match/export: a run's results as .xlsx, written with exceljs's streaming writer so rows leave as
 * they are written. Three sheets: one row per policy (outcome, match percentage, what is unmet and what is
 * missing), one row per condition (required, actual, gap, the fiscal year read), and the profile used.
 */

const outcomeLabels = { eligible: '符合', likely: '可能符合', not_eligible: '不符合' } as const;
const ruleLabels = { met: '满足', unmet: '不满足', unknown: '待补充' } as const;
const levelLabels: Record<string, string> = { national: '国家级', provincial: '省级', city: '市级', district: '区级' };
const statusLabels: Record<string, string> = { upcoming: '未开始', open: '申报中', closing_soon: '即将截止', closed: '已截止' };
const EXPORT_CHUNK = 500;

const formatActual = (v: unknown) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join('、') : String(v));

export async function exportRun(deps: Deps, request: FastifyRequest, runId: string, reply: FastifyReply) {
  // Everything that can fail (unknown run, database) fails before the file starts.
  const run = await loadRun(deps, request, runId);
  const { today, list } = await filteredResults(deps, run, { outcome: [], supportType: [], level: [], sort: 'default' });
  const supportLabels = new Map(
    (
      await rowsOf<{ value: string; label: string }>(
        deps.db,
        sql`select i.value, i.label from dict_items i join dict_types t on t.id = i.type_id where t.name = 'support_type'`,
      )
    ).map((r) => [r.value, r.label]),
  );

  const out = new PassThrough();
  const Excel = await loadExcelJS();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const results = workbook.addWorksheet('匹配结果');
  results.columns = [
    { header: '序号', width: 6 },
    { header: '政策名称', width: 48 },
    { header: '文号', width: 22 },
    { header: '发文部门', width: 26 },
    { header: '层级', width: 8 },
    { header: '扶持方式', width: 10 },
    { header: '最高金额（万元）', width: 14 },
    { header: '申报状态', width: 10 },
    { header: '截止日期', width: 12 },
    { header: '匹配结果', width: 10 },
    { header: '匹配度（%）', width: 10 },
    { header: '未满足的条件', width: 48 },
    { header: '需补充的信息', width: 32 },
  ];
  results.getRow(1).font = { bold: true };
  const conditions = workbook.addWorksheet('条件明细');
  conditions.columns = [
    { header: '政策名称', width: 48 },
    { header: '条件', width: 40 },
    { header: '硬性条件', width: 8 },
    { header: '结果', width: 8 },
    { header: '要求', width: 36 },
    { header: '实际', width: 20 },
    { header: '差距', width: 12 },
    { header: '数据年度', width: 10 },
    { header: '说明', width: 60 },
  ];
  conditions.getRow(1).font = { bold: true };

  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition('attachment', `政策匹配结果-${today}.xlsx`, 'policy-match.xlsx'));

  const writing = (async () => {
    // Titles a chunk at a time: one query per 500 policies, never one per row.
    for (let start = 0; start < list.length; start += EXPORT_CHUNK) {
      const chunk: Evaluated[] = list.slice(start, start + EXPORT_CHUNK);
      const summaries = await policySummaries(
        deps.db,
        chunk.map((e) => e.row.id),
      );
      chunk.forEach((e, i) => {
        const p = summaries.get(e.row.id);
        const title = p?.title ?? '';
        const unmet = e.match.failedFilter ? [e.match.failedFilter.reason] : e.match.rules.filter((r) => r.outcome === 'unmet').map((r) => r.text);
        const missing = [...new Set(e.match.rules.flatMap((r) => r.missing.map(describeNeeded)))];
        results
          .addRow([
            start + i + 1,
            title,
            p?.doc_no ?? '',
            p?.department_name ?? '',
            levelLabels[e.row.level] ?? e.row.level,
            supportLabels.get(e.row.support_type) ?? e.row.support_type,
            e.amount,
            statusLabels[e.row.window_status] ?? e.row.window_status,
            e.deadline ?? '常年/不限',
            outcomeLabels[e.outcome],
            e.match.matchPercent,
            unmet.join('\n'),
            missing.join('、'),
          ])
          .commit();
        for (const r of e.match.rules) {
          conditions
            .addRow([
              title,
              r.label,
              r.hard ? '是' : '否',
              ruleLabels[r.outcome],
              r.required,
              formatActual(r.actual),
              r.gap ? r.gap.amount : null,
              r.year,
              r.text,
            ])
            .commit();
        }
      });
    }
    results.commit();
    conditions.commit();

    const profileSheet = workbook.addWorksheet('企业画像');
    profileSheet.columns = [
      { header: '项目', width: 24 },
      { header: '值', width: 40 },
      { header: '年度', width: 8 },
    ];
    profileSheet.getRow(1).font = { bold: true };
    const p = run.profile;
    const facts: [string, unknown, number | null][] = [
      ['企业名称', p.name ?? '', null],
      ['所在地区', p.regionCode ?? '', null],
      ['所属行业', p.industryCode ?? '', null],
      ['企业规模', p.scale ?? '', null],
      ['主体类型', p.entityType ?? '', null],
      ['成立日期', p.foundedOn ?? '', null],
      ['企业资质', p.qualifications.join('、'), null],
      ['I类知识产权（件）', p.ipClass1 ?? '', null],
      ['II类知识产权（件）', p.ipClass2 ?? '', null],
      ['评估日期', today, null],
    ];
    for (const f of p.figures) {
      facts.push(
        ['营业收入（万元）', f.revenue ?? '', f.year],
        ['研发投入（万元）', f.rdSpend ?? '', f.year],
        ['净资产（万元）', f.netAssets ?? '', f.year],
        ['职工人数', f.staff ?? '', f.year],
        ['科技人员数', f.techStaff ?? '', f.year],
      );
    }
    for (const [label, value, year] of facts) profileSheet.addRow([label, value as string | number, year]).commit();
    profileSheet.commit();
    await workbook.commit();
  })();
  writing.catch((err) => out.destroy(err));
  return reply.send(out);
}
