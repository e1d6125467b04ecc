import type { ExcelColumn } from '../../lib/excel';
import type { toStaffItem } from './service';

type Row = ReturnType<typeof toStaffItem>;

export const applicationStatusLabels: Record<Row['status'], string> = {
  running: '审核中',
  returned: '已退回',
  rejected: '未通过',
  approved: '已通过',
  withdrawn: '已撤回',
};

/** China time, to the minute: what staff read in the list. */
const chinaTime = (value: string | null) => (value ? new Date(Date.parse(value) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') : null);

/**
 * The export's columns. Every text goes into the sheet as a text cell (exceljs writes strings as strings, never as
 * formulas), so a company's "=HYPERLINK(…)" stays the text it is, as in the other exports.
 */
export const applicationColumns: ExcelColumn<Row>[] = [
  { header: '申报编号', width: 10, value: (r) => r.id },
  { header: '政策名称', width: 40, value: (r) => r.policyTitle },
  { header: '发文部门', width: 24, value: (r) => r.departmentName },
  { header: '企业名称', width: 32, value: (r) => r.companyName },
  { header: '统一社会信用代码', width: 22, value: (r) => r.creditCode },
  { header: '状态', width: 10, value: (r) => applicationStatusLabels[r.status] },
  { header: '当前环节', width: 16, value: (r) => r.currentStepName },
  { header: '申报金额（元）', width: 14, value: (r) => r.amount },
  { header: '核定金额（元）', width: 14, value: (r) => r.approvedAmount },
  { header: '联系人', width: 12, value: (r) => r.contactName },
  { header: '联系电话', width: 16, value: (r) => r.contactPhone },
  { header: '申报人', width: 12, value: (r) => r.filedBy },
  { header: '提交时间', width: 18, value: (r) => chinaTime(r.submittedAt) },
  { header: '办结时间', width: 18, value: (r) => chinaTime(r.decidedAt) },
];
