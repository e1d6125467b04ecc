/** The explanation a company reads on /ppResult: each condition met, unmet or unknown, with required, actual, gap and year. */
import { render, screen, within } from '@testing-library/react';
import MatchExplanation, { gapText } from '@/components/MatchExplanation';

jest.mock('@umijs/max', () => {
  const texts = jest.requireActual('@/locales/zh-CN/match').default as Record<string, string>;
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return { useIntl: () => ({ formatMessage: format }) };
});

// Plain objects in the API's shape (the generated types do not say which fields may be null).
const rule = (over: Record<string, unknown>): never =>
  ({
    ruleId: 'r1',
    field: 'revenue',
    op: 'gte',
    label: '上一年度营业收入不低于2000万元',
    hard: true,
    outcome: 'met',
    year: 2025,
    required: '营业收入（2025年度） ≥ 2,000万元',
    actual: 2500,
    gap: null,
    text: '',
    missing: [],
    ...over,
  } as never);
const filters = [
  { kind: 'region', result: 'yes', reason: '企业在政策适用地区内' },
  { kind: 'window', result: 'yes', reason: '申报未截止' },
  { kind: 'entityType', result: 'yes', reason: '主体类型符合' },
];
const item = (over: Record<string, unknown>): never =>
  ({ outcome: 'eligible', matchPercent: 100, metCount: 1, ruleCount: 1, rules: [rule({})], filters, failedFilter: null, ...over } as never);
const rowOf = (label: string) => screen.getByText(label).closest('tr') as HTMLElement;

describe('MatchExplanation', () => {
  it('says why a policy is not eligible: required, actual, the gap and the fiscal year read', () => {
    render(
      <MatchExplanation
        item={item({
          outcome: 'not_eligible',
          matchPercent: 50,
          metCount: 1,
          ruleCount: 2,
          rules: [
            rule({ outcome: 'unmet', actual: 1500, gap: { required: 2000, actual: 1500, amount: 500 } }),
            rule({ ruleId: 'r2', field: 'ipClass1', label: '拥有I类知识产权2件以上', year: null, required: 'I类知识产权 ≥ 2件', actual: 4 }),
          ],
        })}
      />,
    );
    expect(screen.getByText('有 1 项必备条件不满足（共 2 项）。')).toBeInTheDocument();
    const revenue = rowOf('上一年度营业收入不低于2000万元');
    expect(within(revenue).getByText('不满足')).toBeInTheDocument();
    expect(within(revenue).getByText('营业收入（2025年度） ≥ 2,000万元')).toBeInTheDocument();
    expect(within(revenue).getByText('1,500万元')).toBeInTheDocument();
    expect(within(revenue).getByText('还差 500万元')).toBeInTheDocument();
    expect(within(revenue).getByText('2025 年度')).toBeInTheDocument();
    const ip = rowOf('拥有I类知识产权2件以上');
    expect(within(ip).getByText('满足')).toBeInTheDocument();
    expect(within(ip).getByText('4件')).toBeInTheDocument();
  });

  it('names the missing figure of an unknown condition and never calls the policy eligible', () => {
    render(
      <MatchExplanation
        item={item({
          outcome: 'likely',
          metCount: 0,
          rules: [
            rule({
              field: 'netAssets',
              label: '前年末净资产不低于500万元',
              outcome: 'unknown',
              year: 2024,
              required: '净资产（2024年度） ≥ 500万元',
              actual: null,
              missing: [{ field: 'netAssets', year: 2024, label: '2024年度净资产' }],
            }),
          ],
        })}
      />,
    );
    expect(screen.getByText(/另有 1 项缺少数据，补充后才能判断/)).toBeInTheDocument();
    const row = rowOf('前年末净资产不低于500万元');
    expect(within(row).getByText('待补充')).toBeInTheDocument();
    expect(within(row).getByText('缺少：2024年度净资产')).toBeInTheDocument();
    expect(within(row).getByText('2024 年度')).toBeInTheDocument();
  });

  it('shows a failed hard filter, soft conditions, and labels for codes and lists', () => {
    const { unmount } = render(
      <MatchExplanation item={item({ outcome: 'not_eligible', rules: [], failedFilter: { kind: 'window', result: 'no', reason: '申报已截止' } })} />,
    );
    expect(screen.getByText('未通过基本条件：申报已截止')).toBeInTheDocument();
    unmount();
    render(
      <MatchExplanation
        item={item({
          rules: [
            rule({
              ruleId: 'q',
              field: 'qualification',
              op: 'hasAny',
              label: '为高新技术企业',
              year: null,
              required: '企业资质具备其一高新技术企业',
              actual: ['high_tech', 'tech_sme'],
            }),
            rule({
              ruleId: 's',
              field: 'rdRatio',
              label: '研发投入占比不低于10%',
              hard: false,
              outcome: 'unmet',
              actual: 8,
              gap: { required: 10, actual: 8, amount: 2 },
            }),
            rule({ ruleId: 'g', field: 'region', op: 'in', label: '注册地在苏州市', year: null, required: '所在地区属于320500', actual: '320571' }),
          ],
        })}
      />,
    );
    expect(within(rowOf('为高新技术企业')).getByText('高新技术企业、科技型中小企业')).toBeInTheDocument();
    expect(within(rowOf('研发投入占比不低于10%')).getByText('加分项，不满足不影响申报')).toBeInTheDocument();
    expect(within(rowOf('研发投入占比不低于10%')).getByText('还差 2%')).toBeInTheDocument();
    expect(within(rowOf('注册地在苏州市')).getByText('苏州工业园区（320571）')).toBeInTheDocument();
  });

  it('tells short, over and off apart', () => {
    const t = (id: string, v?: Record<string, string | number>) => (v ? `${id}:${v.amount}` : id);
    expect(gapText(t, rule({ op: 'lte', outcome: 'unmet', field: 'staff', actual: 620, gap: { required: 500, actual: 620, amount: 120 } }))).toBe(
      'match.gap.over:120match.unit.person',
    );
    expect(gapText(t, rule({ op: 'gte', outcome: 'unmet', gap: { required: 2000, actual: 1500, amount: 500 } }))).toBe('match.gap.short:500match.unit.wan');
    expect(gapText(t, rule({ op: 'eq', outcome: 'unmet', field: 'ipClass1', gap: { required: 3, actual: 1, amount: 2 } }))).toBe(
      'match.gap.off:2match.unit.piece',
    );
  });
});
