import LazyMessages from '@/components/LazyMessages';
import PublicPage from '@/components/PublicPage';
import { Alert, Card, Col, Form, Input, InputNumber, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  classifyScale,
  indicatorsOf,
  SCALE_RULE_SOURCE,
  scaleTable,
  sectorOfIndustry,
  type Indicator,
  type IndicatorResult,
  type OutOfScopeReason,
  type ScaleSector,
  type ScaleTier,
} from '@shared/enterpriseScale';
import { formatNumber } from '@shared/numbers';
import { useT, type Translate } from '@/utils/i18n';

/** A table row, or an industry outside the table ("out:finance"). */
type Choice = ScaleSector | `out:${OutOfScopeReason}`;
type Values = { choice?: Choice; code?: string; X?: number | null; Y?: number | null; Z?: number | null };

const STORAGE_KEY = 'portal.scaleType';
const outReasons: OutOfScopeReason[] = ['finance', 'education', 'health', 'publicAdministration', 'rail'];
const tierColors: Record<ScaleTier, string> = { large: 'magenta', medium: 'blue', small: 'green', micro: 'gold' };

/** The last inputs, so a returning visitor sees their company again. */
function loadSaved(): Values {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Values;
  } catch {
    return {};
  }
}

const unitOf = (t: Translate, indicator: Indicator) => t(indicator === 'X' ? 'selfTest.unit.person' : 'selfTest.unit.wan');

/** 企业规模测算: industry and indicators in, tier out, with the indicator that decided it and each one's distance to the next tier. */
export function ScaleTypePage() {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [values, setValues] = useState<Values>(loadSaved);
  const [codeHint, setCodeHint] = useState<{ type: 'error' | 'warning' | 'success'; text: string }>();

  const sectorName = (s: ScaleSector) => t(`selfTest.scale.sector.${s}`);
  const options = [
    {
      label: t('selfTest.scale.industry.tableGroup'),
      options: scaleTable.map((row) => ({
        value: row.sector,
        label: sectorName(row.sector),
        search: `${sectorName(row.sector)} ${t(`selfTest.scale.example.${row.sector}`)} ${row.codes}`,
        title: t(`selfTest.scale.example.${row.sector}`),
      })),
    },
    {
      label: t('selfTest.scale.industry.outGroup'),
      options: outReasons.map((r) => ({ value: `out:${r}`, label: t(`selfTest.scale.out.${r}`), search: t(`selfTest.scale.out.${r}`), title: '' })),
    },
  ];

  const update = (next: Values) => {
    setValues(next);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  };

  /** A typed GB/T 4754 code picks the row itself, or says why it cannot. */
  const onCode = (code: string) => {
    const lookup = sectorOfIndustry(code);
    let choice = values.choice;
    if (!code.trim()) setCodeHint(undefined);
    else if (lookup.kind === 'invalid') setCodeHint({ type: 'error', text: t('selfTest.scale.code.invalid') });
    else if (lookup.kind === 'ambiguous')
      setCodeHint({ type: 'warning', text: t('selfTest.scale.code.ambiguous', { candidates: lookup.candidates.map(sectorName).join('、') }) });
    else {
      choice = lookup.kind === 'sector' ? lookup.sector : `out:${lookup.reason}`;
      setCodeHint({
        type: 'success',
        text: t('selfTest.scale.code.resolved', { sector: lookup.kind === 'sector' ? sectorName(lookup.sector) : t(`selfTest.scale.out.${lookup.reason}`) }),
      });
    }
    form.setFieldsValue({ choice });
    update({ ...form.getFieldsValue(), choice, code });
  };

  const sector = values.choice && !values.choice.startsWith('out:') ? (values.choice as ScaleSector) : undefined;
  const indicators = sector ? indicatorsOf(sector) : [];
  const result = useMemo(() => (sector ? classifyScale(sector, { X: values.X, Y: values.Y, Z: values.Z }) : undefined), [sector, values.X, values.Y, values.Z]);
  const indicatorName = (i: Indicator) => t(`selfTest.scale.indicator.${i}`);

  const columns = [
    {
      title: t('selfTest.scale.col.indicator'),
      dataIndex: 'indicator',
      render: (i: Indicator) => indicatorName(i),
    },
    { title: t('selfTest.scale.col.value'), dataIndex: 'value', render: (v: number, r: IndicatorResult) => `${formatNumber(v)}${unitOf(t, r.indicator)}` },
    {
      title: t('selfTest.scale.col.tier'),
      dataIndex: 'tier',
      render: (tier: ScaleTier, r: IndicatorResult) => (
        <Space size={4}>
          <Tag color={tierColors[tier]}>{t(`selfTest.scale.tierShort.${tier}`)}</Tag>
          {result?.kind === 'classified' && result.decidingIndicators.includes(r.indicator) && result.tier === tier ? (
            <Tag>{t('selfTest.scale.deciding')}</Tag>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('selfTest.scale.col.next'),
      dataIndex: 'distanceToNext',
      render: (_: unknown, r: IndicatorResult) =>
        r.nextTier === null || r.distanceToNext === null
          ? t('selfTest.scale.next.top')
          : t('selfTest.scale.next.distance', {
              distance: formatNumber(r.distanceToNext),
              unit: unitOf(t, r.indicator),
              tier: t(`selfTest.scale.tierShort.${r.nextTier}`),
            }),
    },
  ];

  return (
    <PublicPage title={t('pages.scaleType.title')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card>
            <Typography.Paragraph type="secondary">{t('pages.scaleType.desc')}</Typography.Paragraph>
            <Form
              form={form}
              layout="vertical"
              initialValues={values}
              onValuesChange={(changed: Values, all: Values) => {
                // Picking a row by hand leaves any typed code behind.
                if ('choice' in changed) {
                  setCodeHint(undefined);
                  form.setFieldsValue({ code: '' });
                  update({ ...all, code: '' });
                } else if (!('code' in changed)) update({ ...all });
              }}
            >
              <Form.Item name="choice" label={t('selfTest.scale.industry')}>
                <Select
                  showSearch
                  allowClear
                  placeholder={t('selfTest.scale.industry.placeholder')}
                  options={options}
                  optionFilterProp="search"
                  optionRender={(o) => {
                    const example = (o.data as { title?: string }).title;
                    return (
                      <div>
                        <div>{o.label}</div>
                        {example ? (
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {example}
                          </Typography.Text>
                        ) : null}
                      </div>
                    );
                  }}
                />
              </Form.Item>
              <Form.Item
                name="code"
                label={t('selfTest.scale.code')}
                validateStatus={codeHint?.type === 'error' ? 'error' : codeHint?.type === 'warning' ? 'warning' : undefined}
                help={codeHint?.text}
              >
                <Input allowClear placeholder={t('selfTest.scale.code.placeholder')} onChange={(e) => onCode(e.target.value)} maxLength={5} />
              </Form.Item>
              {sector ? (
                <Typography.Paragraph type="secondary">
                  {t(`selfTest.scale.example.${sector}`)}
                  {scaleTable.find((r) => r.sector === sector)?.codes
                    ? ` · ${t('selfTest.scale.rowCodes', { codes: scaleTable.find((r) => r.sector === sector)!.codes })}`
                    : ''}
                </Typography.Paragraph>
              ) : null}
              {(['X', 'Y', 'Z'] as Indicator[]).map((i) => (
                // Only the indicators the row lists are asked for; the others stay in the form, hidden.
                <Form.Item key={i} name={i} label={indicatorName(i)} tooltip={t(`selfTest.scale.indicator.${i}.tip`)} hidden={!indicators.includes(i)}>
                  <InputNumber min={0} precision={i === 'X' ? 0 : 2} style={{ width: '100%' }} addonAfter={unitOf(t, i).trim()} />
                </Form.Item>
              ))}
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t('selfTest.scale.result')} data-testid="scale-result">
            {!values.choice ? <Alert type="info" showIcon message={t('selfTest.scale.pickIndustry')} /> : null}
            {values.choice?.startsWith('out:') ? (
              <Alert type="warning" showIcon message={t('selfTest.scale.outOfScope', { industry: t(`selfTest.scale.out.${values.choice.slice(4)}`) })} />
            ) : null}
            {result?.kind === 'needsInput' ? (
              <Alert type="info" showIcon message={t('selfTest.scale.needsInput', { indicators: result.missing.map(indicatorName).join('、') })} />
            ) : null}
            {result?.kind === 'invalid' ? (
              <Alert type="error" showIcon message={t('selfTest.scale.invalid', { indicators: result.invalid.map(indicatorName).join('、') })} />
            ) : null}
            {result?.kind === 'classified' ? (
              <>
                <Typography.Title level={3} style={{ marginTop: 0 }}>
                  <Tag color={tierColors[result.tier]} style={{ fontSize: 20, padding: '4px 12px' }}>
                    {t(`selfTest.scale.tier.${result.tier}`)}
                  </Tag>
                </Typography.Title>
                <Typography.Paragraph>
                  {t('selfTest.scale.decidedBy', { indicators: result.decidingIndicators.map(indicatorName).join('、') })}
                </Typography.Paragraph>
                <Table rowKey="indicator" size="small" pagination={false} columns={columns} dataSource={result.perIndicator} />
              </>
            ) : null}
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
              {t('selfTest.source', { source: `《统计上大中小微型企业划分办法（2017）》（${SCALE_RULE_SOURCE}）` })}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </PublicPage>
  );
}

/** The screen once its texts are there (they load with it, not with every page). */
export default function ScaleTypePageWithTexts() {
  return (
    <LazyMessages part="selfTest">
      <ScaleTypePage />
    </LazyMessages>
  );
}
