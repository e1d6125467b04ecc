import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Table, Tag, Typography } from 'antd';
import {
  HIGH_TECH_RULE_SOURCE,
  type ConditionResult,
  type Outcome,
  type ScoreItem,
  type SelfTestResult,
  type TextValues,
  type Verdict,
} from '@shared/highTechSelfTest';
import { formatNumber } from '@shared/numbers';
import { useT, type Translate } from '@/utils/i18n';

type Props = { result: SelfTestResult; testedOn: string; onEdit: () => void };

const outcomeColors: Record<Outcome, string> = { met: 'success', unmet: 'error', unknown: 'warning' };
const verdictTypes: Record<Verdict, 'success' | 'warning' | 'error'> = { pass: 'success', borderline: 'warning', fail: 'error' };
const scoreItemKeys = [
  'techAdvancement',
  'coreSupport',
  'ipCount',
  'ipObtained',
  'standardsBonus',
  'techTransfer',
  'rdOrganisation',
  'netAssetGrowth',
  'salesGrowth',
];

/**
 * Print: only the report, on white, without the layout's menu and header or the buttons. The layout is hidden
 * by visibility (its boxes stay, so nothing reflows) and the report is lifted to the top of the page.
 */
const printCss = `
@media print {
  @page { margin: 14mm; }
  body * { visibility: hidden; }
  .ht-report, .ht-report * { visibility: visible; }
  .ht-report { position: absolute; left: 0; top: 0; width: 100%; }
  .ht-report .no-print, .ant-layout-sider, .ant-pro-sider, .ant-layout-header, .ant-pro-layout-header, .ant-pro-global-footer { display: none !important; }
  .ht-report .ant-card { border: none; box-shadow: none; }
  .ht-report .ant-card-body { padding: 0; }
  .ht-report tr, .ht-report .ant-alert { break-inside: avoid; }
  .ht-report .ant-tag { border: 1px solid currentColor; }
}`;

/** Numbers in a text's values read with thousands grouped. */
const readable = (values: TextValues): TextValues =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'number' && k !== 'year' && k !== 'years' ? formatNumber(v) : v]));

/** A template whose values may be partly missing: a missing value reads "—". */
function fill(t: Translate, id: string, values: TextValues): string {
  // The formatter asks `key in values` before reading a value: answer yes for every key.
  const withDash = new Proxy(readable(values), { has: () => true, get: (target, key: string) => (key in target ? target[key] : '—') });
  return t(id, withDash as TextValues);
}

function requiredText(t: Translate, c: ConditionResult) {
  const values = { ...c.required };
  if (typeof values.band === 'string') values.band = t(`selfTest.ht.band.${values.band}`);
  return fill(t, `selfTest.ht.cond.${c.key}.required`, values);
}

function actualText(t: Translate, c: ConditionResult) {
  if (!c.actual) return '—';
  if (c.key === 'compliance') return t(`selfTest.ht.cond.compliance.actual.${c.actual.accident}`);
  if (c.key === 'field') return c.actual.field === 'none' ? t('selfTest.ht.field.none') : t(`selfTest.ht.field.${c.actual.field}`);
  return fill(t, `selfTest.ht.cond.${c.key}.actual`, c.actual);
}

/** Names of the inputs a condition still needs ('salesRevenue.2023' reads "2023 年销售收入"). */
function missingText(t: Translate, missing: string[]) {
  return missing
    .map((m) => {
      const [key, year] = m.split('.');
      return scoreItemKeys.includes(key) ? t(`selfTest.ht.item.${key}`) : t(`selfTest.ht.input.${key}`, { year: year ?? '' });
    })
    .join('、');
}

function basisText(t: Translate, item: ScoreItem) {
  if (!item.known) return t('selfTest.ht.basis.unknown');
  const b = item.basis;
  switch (item.key) {
    case 'techAdvancement':
    case 'coreSupport':
      return t('selfTest.ht.basis.grade', { grade: String(b.grade) });
    case 'ipCount':
      return fill(t, 'selfTest.ht.basis.ipCount', b);
    case 'ipObtained':
      return t(`selfTest.ht.basis.ipObtained.${b.grade === '-' ? 'none' : b.grade}`);
    case 'techTransfer':
      return fill(t, 'selfTest.ht.basis.techTransfer', b);
    case 'rdOrganisation':
      return t('selfTest.ht.basis.selfAssessed');
    case 'netAssetGrowth':
    case 'salesGrowth':
      return b.reason ? t(`selfTest.ht.basis.growth.${b.reason}`) : fill(t, `selfTest.ht.basis.growth.${b.formula}`, b);
    default:
      return b.grade ? String(b.grade) : '';
  }
}

const range = (t: Translate, band: { min: number; max: number }) =>
  band.min === band.max
    ? `${formatNumber(band.min)}${t('selfTest.unit.points')}`
    : t('selfTest.ht.scoreRange', { min: formatNumber(band.min), max: formatNumber(band.max) });

/** The self-test report: verdicts, the eight conditions with what closes each gap, the score bands, the rule source. */
export default function Report({ result, testedOn, onEdit }: Props) {
  const t = useT();
  const unmet = result.conditions.filter((c) => c.outcome === 'unmet');

  const conditionColumns = [
    {
      title: t('selfTest.ht.col.condition'),
      dataIndex: 'key',
      width: 190,
      render: (key: string, _: ConditionResult, i: number) => `${i + 1}. ${t(`selfTest.ht.cond.${key}`)}`,
    },
    {
      title: t('selfTest.ht.col.outcome'),
      dataIndex: 'outcome',
      width: 90,
      render: (o: Outcome) => <Tag color={outcomeColors[o]}>{t(`selfTest.ht.outcome.${o}`)}</Tag>,
    },
    { title: t('selfTest.ht.col.required'), key: 'required', render: (_: unknown, c: ConditionResult) => requiredText(t, c) },
    { title: t('selfTest.ht.col.actual'), key: 'actual', render: (_: unknown, c: ConditionResult) => actualText(t, c) },
    {
      title: t('selfTest.ht.col.gap'),
      key: 'gap',
      render: (_: unknown, c: ConditionResult) => (
        <Space direction="vertical" size={0}>
          {c.gaps.map((g) => (
            <span key={g.kind}>{fill(t, `selfTest.ht.gap.${g.kind}`, g.values)}</span>
          ))}
          {c.missing.length ? <Typography.Text type="warning">{t('selfTest.ht.missing', { fields: missingText(t, c.missing) })}</Typography.Text> : null}
        </Space>
      ),
    },
  ];

  type ScoreRow = { key: string; label: string; max: number; band: { min: number; max: number }; basis?: string; group?: boolean };
  const scoreRows: ScoreRow[] = result.groups.flatMap((g) => [
    { key: g.key, label: t(`selfTest.ht.group.${g.key}`), max: g.max, band: g.band, group: true },
    ...result.items
      .filter((i) => i.group === g.key)
      .map((i) => ({ key: `${g.key}.${i.key}`, label: t(`selfTest.ht.item.${i.key}`), max: i.max, band: i.band, basis: basisText(t, i) })),
  ]);
  scoreRows.push({ key: 'total', label: t('selfTest.ht.total'), max: 100, band: result.total, group: true });

  return (
    <div className="ht-report">
      <style>{printCss}</style>
      <Card>
        <Space className="no-print" style={{ marginBottom: 16 }}>
          <Button onClick={onEdit}>{t('selfTest.restart')}</Button>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('selfTest.print')}
          </Button>
        </Space>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('selfTest.ht.report')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('selfTest.ht.generatedOn', { date: testedOn })}</Typography.Paragraph>
        <Alert
          type={verdictTypes[result.verdict]}
          showIcon
          style={{ marginBottom: 24 }}
          message={<strong data-testid="ht-verdict">{`${t('selfTest.ht.verdict')}：${t(`selfTest.ht.verdict.${result.verdict}`)}`}</strong>}
          description={
            <Space direction="vertical" size={2}>
              <span data-testid="ht-score-verdict">
                {`${t('selfTest.ht.scoreVerdict')}：${range(t, result.total)}，${t(`selfTest.ht.scoreVerdict.${result.scoreVerdict}`)}`}
              </span>
              {unmet.length ? <span>{t('selfTest.ht.unmetList', { conditions: unmet.map((c) => t(`selfTest.ht.cond.${c.key}`)).join('、') })}</span> : null}
            </Space>
          }
        />

        <Typography.Title level={4}>{t('selfTest.ht.conditions')}</Typography.Title>
        <Table rowKey="key" size="small" bordered pagination={false} columns={conditionColumns} dataSource={result.conditions} style={{ marginBottom: 24 }} />

        <Typography.Title level={4}>{t('selfTest.ht.score')}</Typography.Title>
        <Table<ScoreRow>
          rowKey="key"
          size="small"
          bordered
          pagination={false}
          dataSource={scoreRows}
          rowClassName={(r) => (r.group ? 'ht-score-group' : '')}
          onRow={(r) => ({ style: r.group ? { fontWeight: 600, background: '#fafafa' } : undefined })}
          columns={[
            { title: t('selfTest.ht.col.item'), dataIndex: 'label', render: (v: string, r) => (r.group ? v : <span style={{ paddingLeft: 16 }}>{v}</span>) },
            { title: t('selfTest.ht.col.max'), dataIndex: 'max', width: 70 },
            { title: t('selfTest.ht.col.band'), dataIndex: 'band', width: 120, render: (b: ScoreRow['band']) => range(t, b) },
            { title: t('selfTest.ht.col.basis'), dataIndex: 'basis' },
          ]}
        />

        <Typography.Paragraph type="secondary" style={{ marginTop: 24, marginBottom: 4 }}>
          {t('selfTest.source', { source: `《高新技术企业认定管理办法》《高新技术企业认定管理工作指引》（${HIGH_TECH_RULE_SOURCE}）` })}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('selfTest.ht.disclaimer')}
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
