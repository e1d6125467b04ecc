/** The policy editor's model (src/pages/admin/policy/form.ts, rules.ts) and the list's query parameters. */
import dayjs from 'dayjs';
import { profileFields } from '@shared/policyConditions';
import { formPathOf, toBody, toFormValues } from '@/pages/admin/policy/form';
import { policyQueryParams, publishRangeParams } from '@/pages/admin/policy';
import { isFigureField, nextRuleId, operatorsFor, ruleToRow, rowToRule, valueKind } from '@/pages/admin/policy/rules';

jest.mock('@umijs/max', () => ({ useIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }), useAccess: () => ({ can: () => true }) }));

const detail = {
  id: 7,
  title: '苏州工业园区高新技术企业培育资金',
  docNo: '苏园科〔2025〕12号',
  department: { id: 3, name: '苏州工业园区科技创新委员会', level: 'district', regionCode: '320571', phone: null, address: null, website: null },
  level: 'district',
  regionCode: '320571',
  regionName: '苏州工业园区',
  publishDate: '2025-03-01',
  sourceUrl: 'https://www.sipac.gov.cn/kjj/a.html',
  contentHtml: '<h2>一、支持对象</h2><p>园区企业</p>',
  summary: '对首次认定的高企给予奖励',
  tags: [
    { id: 11, name: '科技创新', kind: 'theme', parentId: null },
    { id: 12, name: '高新技术企业', kind: 'theme', parentId: 11 },
  ],
  supportType: 'subsidy',
  maxAmount: 30,
  window: {
    kind: 'batches',
    startDate: null,
    endDate: null,
    batches: [
      { name: '第一批', startDate: '2025-04-01', endDate: '2025-04-30' },
      { name: '第二批', startDate: '2025-09-01', endDate: '2025-09-30' },
    ],
  },
  windowStatus: 'upcoming',
  nextStart: '2025-04-01',
  deadline: '2025-04-30',
  daysLeft: null,
  payoutMode: 'apply',
  conditionsText: '上一年度营业收入不低于2000万元',
  rules: [
    { id: 'r1', field: 'revenue', op: 'gte', value: 2000, yearsBack: 1, hard: true, label: '上一年度营业收入不低于2000万元' },
    { id: 'r2', field: 'region', op: 'in', value: ['320571'], hard: true, label: '注册在园区' },
    { id: 'r3', field: 'rdRatio', op: 'between', value: [3, 100], yearsBack: 2, hard: false, label: '研发投入占比不低于3%' },
    // A year on a field without years is not kept: the matcher would ignore it anyway.
    { id: 'r4', field: 'scale', op: 'eq', value: 'small', yearsBack: 1, hard: true, label: '小型企业' },
  ],
  entityTypes: ['enterprise'],
  contacts: [{ department: '科技招商处', phone: '0512-66680000', address: null }],
  attachments: [{ name: '申报书.docx', url: '/uploads/2025/03/0123456789abcdef0123456789abcdef.docx', size: 20480 }],
  status: 'published',
  publishedAt: null,
  viewCount: 3,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
};
const stored = () => toFormValues(detail as never);

describe('form values', () => {
  it('round-trips a stored policy into the same body (years only on figure rules)', () => {
    const values = stored();
    expect(values.window.batches?.[1].startDate?.format('YYYY-MM-DD')).toBe('2025-09-01');
    expect(values.rules?.[3]).not.toHaveProperty('yearsBack');
    expect(values.attachments?.[0]).toMatchObject({ status: 'done', name: '申报书.docx' });
    const body = toBody(values);
    expect(body).toMatchObject({
      title: detail.title,
      docNo: '苏园科〔2025〕12号',
      departmentId: 3,
      level: 'district',
      regionCode: '320571',
      publishDate: '2025-03-01',
      sourceUrl: 'https://www.sipac.gov.cn/kjj/a.html',
      tagIds: [11, 12],
      supportType: 'subsidy',
      maxAmount: 30,
      window: {
        kind: 'batches',
        batches: [
          { name: '第一批', startDate: '2025-04-01', endDate: '2025-04-30' },
          { name: '第二批', startDate: '2025-09-01', endDate: '2025-09-30' },
        ],
      },
      contacts: [{ department: '科技招商处', phone: '0512-66680000', address: undefined }],
      attachments: [{ name: '申报书.docx', url: '/uploads/2025/03/0123456789abcdef0123456789abcdef.docx', size: 20480 }],
    });
    expect(body.window).not.toHaveProperty('startDate');
    expect(body.rules).toEqual([
      { id: 'r1', field: 'revenue', op: 'gte', value: 2000, yearsBack: 1, hard: true, label: '上一年度营业收入不低于2000万元' },
      { id: 'r2', field: 'region', op: 'in', value: ['320571'], hard: true, label: '注册在园区' },
      { id: 'r3', field: 'rdRatio', op: 'between', value: [3, 100], yearsBack: 2, hard: false, label: '研发投入占比不低于3%' },
      { id: 'r4', field: 'scale', op: 'eq', value: 'small', hard: true, label: '小型企业' },
    ]);
  });

  it('sends only the chosen window kind and empty optional fields as the server expects', () => {
    const values = {
      ...stored(),
      docNo: '  ',
      sourceUrl: '',
      summary: undefined,
      window: {
        kind: 'range' as const,
        startDate: dayjs('2025-05-01'),
        endDate: dayjs('2025-05-31'),
        batches: [{ name: '旧批次', startDate: dayjs('2025-01-01'), endDate: dayjs('2025-01-31') }],
      },
      contacts: [{ department: ' 科技局 ', phone: '' }],
      attachments: [{ uid: 'x', name: 'uploading.pdf', status: 'uploading' as const }],
    };
    const body = toBody(values);
    expect(body.docNo).toBeUndefined();
    expect(body.sourceUrl).toBe('');
    expect(body.window).toEqual({ kind: 'range', startDate: '2025-05-01', endDate: '2025-05-31', batches: [] });
    expect(body.contacts).toEqual([{ department: '科技局', phone: '', address: undefined }]);
    // Only finished uploads are saved (the form refuses to save while one is running).
    expect(body.attachments).toEqual([]);
    expect(toBody({ ...values, window: { kind: 'all_year' as const } }).window).toEqual({ kind: 'all_year', batches: [] });
  });

  it("takes a new upload from the uploader's answer", () => {
    const values = {
      ...stored(),
      attachments: [
        {
          uid: 'n',
          name: '指南.pdf',
          status: 'done' as const,
          size: 99,
          response: { success: true, data: { url: '/uploads/2025/05/ffffffffffffffffffffffffffffffff.pdf', name: '指南.pdf', size: 100 } },
        },
      ],
    };
    expect(toBody(values).attachments).toEqual([{ name: '指南.pdf', url: '/uploads/2025/05/ffffffffffffffffffffffffffffffff.pdf', size: 100 }]);
  });
});

describe('server errors to form fields', () => {
  const values = stored();
  it.each([
    [['title'], ['title']],
    [
      ['window', 'endDate'],
      ['window', 'endDate'],
    ],
    [
      ['window', 'batches', 1, 'startDate'],
      ['window', 'batches', 1, 'startDate'],
    ],
    [
      ['window', 'batches'],
      ['window', 'kind'],
    ],
    [
      ['rules', 0, 'value'],
      ['rules', 0, 'num'],
    ],
    [
      ['rules', 1, 'value'],
      ['rules', 1, 'codes'],
    ],
    [
      ['rules', 2, 'value'],
      ['rules', 2, 'max'],
    ],
    [
      ['rules', 3, 'value'],
      ['rules', 3, 'code'],
    ],
    [
      ['rules', 0, 'yearsBack'],
      ['rules', 0, 'yearsBack'],
    ],
    [
      ['contacts', 0, 'phone'],
      ['contacts', 0, 'phone'],
    ],
    [['tagIds', 2], ['tagIds']],
    [['attachments', 0, 'url'], ['attachments']],
  ])('%j goes to %j', (server, form) => {
    expect(formPathOf(server, values)).toEqual(form);
  });
  it('leaves a field the form does not have to a message', () => {
    expect(formPathOf(['status'], values)).toBeUndefined();
  });
});

describe('rules', () => {
  it('offers comparisons for numbers, membership for codes and holding for qualifications', () => {
    expect(operatorsFor('revenue')).toEqual(['gte', 'gt', 'lte', 'lt', 'eq', 'between']);
    expect(operatorsFor('region')).toEqual(['in', 'notIn', 'eq']);
    expect(operatorsFor('qualification')).toEqual(['hasAny', 'hasAll', 'notIn']);
    expect(valueKind('revenue', 'between')).toBe('range');
    expect(valueKind('industry', 'eq')).toBe('code');
    expect(valueKind('qualification', 'hasAll')).toBe('codes');
    // Every profile field has operators.
    for (const field of profileFields) expect(operatorsFor(field).length).toBeGreaterThan(0);
  });

  it('knows the figure fields (the ones with a fiscal year)', () => {
    expect(['staff', 'techStaffRatio', 'revenue', 'rdSpend', 'rdRatio', 'netAssets', 'revenueGrowth'].every((f) => isFigureField(f as never))).toBe(true);
    expect(['region', 'scale', 'foundedYears', 'ipClass1', 'qualification'].some((f) => isFigureField(f as never))).toBe(false);
  });

  it('gives a figure rule without a stored year last year, and never a year to other fields', () => {
    expect(rowToRule(ruleToRow({ id: 'a', field: 'netAssets', op: 'gt', value: 0, hard: true, label: '净资产为正' }))).toEqual({
      id: 'a',
      field: 'netAssets',
      op: 'gt',
      value: 0,
      yearsBack: 1,
      hard: true,
      label: '净资产为正',
    });
    expect(rowToRule({ id: 'b', field: 'foundedYears', op: 'gte', num: 1, yearsBack: 3, hard: true, label: ' 成立满一年 ' })).toEqual({
      id: 'b',
      field: 'foundedYears',
      op: 'gte',
      value: 1,
      hard: true,
      label: '成立满一年',
    });
  });

  it('numbers new rules after the ones there, without reusing an id', () => {
    expect(nextRuleId([])).toBe('r1');
    expect(nextRuleId([{ id: 'r1' }, { id: 'r3' }])).toBe('r4');
    expect(nextRuleId([{ id: 'r2' }, { id: 'x' }])).toBe('r3');
  });
});

describe('list query', () => {
  it('drops empty filters and sorts by the updated time unless a column is sorted', () => {
    expect(policyQueryParams({ current: 2, pageSize: 20, keyword: '  ', status: undefined })).toEqual({
      current: 2,
      pageSize: 20,
      keyword: undefined,
      status: undefined,
      level: undefined,
      departmentId: undefined,
      supportType: undefined,
      tagId: undefined,
      regionCode: undefined,
      windowStatus: undefined,
      sortField: 'updatedAt',
      sortOrder: 'descend',
    });
  });
  it('passes every filter and the sorted column', () => {
    expect(
      policyQueryParams(
        {
          current: 1,
          pageSize: 50,
          keyword: ' 高企 ',
          status: 'published',
          level: 'city',
          departmentId: 4,
          supportType: 'tax',
          tagId: 9,
          regionCode: '320500',
          windowStatus: 'closing_soon',
        },
        { deadline: 'ascend' },
      ),
    ).toMatchObject({
      keyword: '高企',
      status: 'published',
      level: 'city',
      departmentId: 4,
      supportType: 'tax',
      tagId: 9,
      regionCode: '320500',
      windowStatus: 'closing_soon',
      sortField: 'deadline',
      sortOrder: 'ascend',
    });
    // The publish-date range of the search form becomes the two inclusive bounds; an open end is left out.
    expect(policyQueryParams({ ...publishRangeParams(['2026-01-01', '2026-03-31']), current: 1, pageSize: 20 })).toMatchObject({
      publishFrom: '2026-01-01',
      publishTo: '2026-03-31',
    });
    expect(policyQueryParams(publishRangeParams(['2026-01-01', undefined]))).toEqual(
      expect.objectContaining({ publishFrom: '2026-01-01', publishTo: undefined }),
    );
    expect(publishRangeParams(undefined)).toEqual({ publishFrom: undefined, publishTo: undefined });
    // A column the server cannot sort by falls back to the default order.
    expect(policyQueryParams({}, { title: 'ascend' })).toMatchObject({ sortField: 'updatedAt', sortOrder: 'descend' });
  });
});
