import { Alert, Button, Col, DatePicker, Form, InputNumber, Radio, Row, Select, Space, Steps, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { eligibleRd, grades, highTechFields, rdOrganisationCaps, type RdOrganisation } from '@shared/highTechSelfTest';
import { formatNumber } from '@shared/numbers';
import { useT } from '@/utils/i18n';
import { domesticShareOf, rdPartsOf, save, toDateString, yearsOf, type FormValues, type YearValues } from './formValues';

type Props = { initial: FormValues; onDone: (values: FormValues) => void };

const yearFields: { key: keyof YearValues; label: string; tip?: string; integer?: boolean; initial?: number }[] = [
  { key: 'salesRevenue', label: 'selfTest.ht.salesRevenue' },
  { key: 'rdInHouse', label: 'selfTest.ht.rdInHouse', tip: 'selfTest.ht.rdInHouse.tip' },
  { key: 'rdDomestic', label: 'selfTest.ht.rdDomestic', tip: 'selfTest.ht.rdCommissioned.tip', initial: 0 },
  { key: 'rdAbroad', label: 'selfTest.ht.rdAbroad', tip: 'selfTest.ht.rdCommissioned.tip', initial: 0 },
  { key: 'rdOther', label: 'selfTest.ht.rdOther', tip: 'selfTest.ht.rdOther.tip', initial: 0 },
  { key: 'netAssets', label: 'selfTest.ht.netAssets', tip: 'selfTest.ht.netAssets.tip' },
  { key: 'techTransfers', label: 'selfTest.ht.techTransfers', integer: true },
];

/** Half a line on a laptop, a whole line on a phone. */
const HALF = { xs: 24, md: 12 };
const FULL_WIDTH = { width: '100%' };

/** As the answers were always kept: a cleared number is undefined (not null), a whole count rounds as it is typed. */
const digit = (precision?: number) => (v: number | null) => typeof v === 'number' && precision !== undefined ? Number(v.toFixed(precision)) : v ?? undefined;

/** Dates stay 'YYYY-MM-DD' in the form, as the rules and the storage read them. */
const asDate = {
  getValueProps: (v?: string | null) => ({ value: v ? dayjs(v) : undefined }),
  normalize: (d?: Dayjs | null) => d?.format('YYYY-MM-DD'),
};

/** The eligible R&D of each year entered so far and the share spent in China, as the figures are typed. */
function RdSummary({ values, years }: { values: FormValues; years: number[] }) {
  const t = useT();
  const entered = Form.useWatch<FormValues['years']>('years');
  const share = domesticShareOf({ ...values, years: entered });
  return (
    <Alert
      type="info"
      style={{ marginBottom: 16 }}
      message={
        <Space direction="vertical" size={0}>
          {years.map((y) => {
            const parts = rdPartsOf(entered?.[String(y)]);
            if (!parts) return null;
            const rd = eligibleRd(parts);
            return <span key={y}>{`${y}：${t('selfTest.ht.rdEligible', { total: formatNumber(rd.total), domestic: formatNumber(rd.domestic) })}`}</span>;
          })}
          {share === null ? null : <span>{t('selfTest.ht.domesticShare', { share: formatNumber(share) })}</span>}
        </Space>
      }
    />
  );
}

/**
 * The self-test's four steps. Only the dates are required: a blank answer shows up in the report as "still needed".
 * A plain antd Form, so this public screen's first load stays free of the back office's form library. It
 * shows only the current step's fields; the others keep their values in the form while off screen.
 */
export default function InputSteps({ initial, onDone }: Props) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const [values, setValues] = useState<FormValues>(initial);
  const [current, setCurrent] = useState(0);
  const required: Rule[] = [{ required: true, message: t('selfTest.ht.required') }];
  const yesNo = [
    { label: t('selfTest.ht.yes'), value: true },
    { label: t('selfTest.ht.no'), value: false },
  ];

  /** Each finished step is kept, so a reload brings the answers back. */
  const keep = (step: Partial<FormValues>) => {
    const next: FormValues = { ...values, ...step };
    if ('registeredOn' in step) next.registeredOn = toDateString(step.registeredOn);
    if ('applicationDate' in step) next.applicationDate = toDateString(step.applicationDate);
    setValues(next);
    save(next);
    return next;
  };

  const years = yearsOf(values);
  const count = (name: keyof FormValues, label: string, tip: string) => (
    <Col {...HALF}>
      <Form.Item name={name} label={t(label)} tooltip={t(tip)} initialValue={0} normalize={digit(0)}>
        <InputNumber min={0} precision={0} style={FULL_WIDTH} />
      </Form.Item>
    </Col>
  );

  const basic = (
    <Row gutter={8}>
      <Col {...HALF}>
        <Form.Item name="registeredOn" label={t('selfTest.ht.registeredOn')} rules={required} {...asDate}>
          <DatePicker placeholder={t('selfTest.ht.select')} style={FULL_WIDTH} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item
          name="applicationDate"
          label={t('selfTest.ht.applicationDate')}
          dependencies={['registeredOn']}
          rules={[
            ...required,
            ({ getFieldValue }) => ({
              validator: async (_: unknown, v: unknown) => {
                const from = toDateString(getFieldValue('registeredOn'));
                const to = toDateString(v);
                if (from && to && to < from) throw new Error(`${t('selfTest.ht.applicationDate')} ≥ ${from}`);
              },
            }),
          ]}
          {...asDate}
        >
          <DatePicker placeholder={t('selfTest.ht.select')} style={FULL_WIDTH} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="field" label={t('selfTest.ht.field')} tooltip={t('selfTest.ht.field.tip')}>
          <Select
            allowClear
            placeholder={t('selfTest.ht.select')}
            style={FULL_WIDTH}
            options={[...highTechFields.map((f) => ({ value: f, label: t(`selfTest.ht.field.${f}`) })), { value: 'none', label: t('selfTest.ht.field.none') }]}
          />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="majorAccident" label={t('selfTest.ht.majorAccident')}>
          <Radio.Group options={yesNo} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item name="staff" label={t('selfTest.ht.staff')} tooltip={t('selfTest.ht.staff.tip')} normalize={digit()}>
          <InputNumber min={0} style={FULL_WIDTH} />
        </Form.Item>
      </Col>
      <Col {...HALF}>
        <Form.Item
          name="techStaff"
          label={t('selfTest.ht.techStaff')}
          tooltip={t('selfTest.ht.techStaff.tip')}
          normalize={digit()}
          dependencies={['staff']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_: unknown, v: unknown) => {
                const staff = getFieldValue('staff');
                if (typeof v === 'number' && typeof staff === 'number' && v > staff)
                  throw new Error(`${t('selfTest.ht.techStaff')} ≤ ${t('selfTest.ht.staff')}`);
              },
            }),
          ]}
        >
          <InputNumber min={0} style={FULL_WIDTH} />
        </Form.Item>
      </Col>
    </Row>
  );

  const ip = (
    <Row gutter={8}>
      {count('class1Own', 'selfTest.ht.class1Own', 'selfTest.ht.class1.tip')}
      {count('class1Acquired', 'selfTest.ht.class1Acquired', 'selfTest.ht.class1.tip')}
      {count('class2Own', 'selfTest.ht.class2Own', 'selfTest.ht.class2.tip')}
      {count('class2Acquired', 'selfTest.ht.class2Acquired', 'selfTest.ht.class2.tip')}
      <Col xs={24}>
        <Form.Item name="ipSupportsMainProducts" label={t('selfTest.ht.ipSupports')}>
          <Radio.Group options={yesNo} />
        </Form.Item>
      </Col>
      {(['techAdvancement', 'coreSupport'] as const).map((name) => (
        <Col {...HALF} key={name}>
          <Form.Item name={name} label={t(`selfTest.ht.${name}`)}>
            <Select
              allowClear
              placeholder={t('selfTest.ht.select')}
              style={FULL_WIDTH}
              options={grades.map((g) => ({ value: g, label: t(`selfTest.ht.grade.${g}`) }))}
            />
          </Form.Item>
        </Col>
      ))}
      <Col xs={24}>
        <Form.Item name="helpedDraftStandards" label={t('selfTest.ht.helpedDraftStandards')}>
          <Radio.Group options={yesNo} />
        </Form.Item>
      </Col>
    </Row>
  );

  const finance = years.length ? (
    <>
      <Typography.Paragraph type="secondary">{t('selfTest.ht.years', { years: years.join('、') })}</Typography.Paragraph>
      <Row gutter={12} style={{ fontWeight: 500, marginBottom: 8 }}>
        <Col span={6} />
        {years.map((y) => (
          <Col span={6} key={y}>
            {t('selfTest.ht.year', { year: y })}
          </Col>
        ))}
      </Row>
      {yearFields.map((f) => (
        <Row gutter={12} key={f.key} align="top">
          <Col span={6} style={{ paddingTop: 5 }}>
            <Typography.Text>{t(f.label)}</Typography.Text>
            {f.tip ? (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {t(f.tip)}
              </Typography.Text>
            ) : null}
          </Col>
          {years.map((y) => (
            <Col span={6} key={y}>
              <Form.Item name={['years', String(y), f.key]} initialValue={f.initial} normalize={digit(f.integer ? 0 : undefined)}>
                <InputNumber
                  min={f.key === 'netAssets' ? Number.MIN_SAFE_INTEGER : 0}
                  precision={f.integer ? 0 : undefined}
                  aria-label={`${y} ${t(f.label)}`}
                  style={FULL_WIDTH}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      ))}
      <RdSummary values={values} years={years} />
      <Row gutter={12}>
        <Col {...HALF}>
          <Form.Item name="highTechRevenueLastYear" label={t('selfTest.ht.highTechRevenue')} normalize={digit()}>
            <InputNumber min={0} style={FULL_WIDTH} />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item name="totalRevenueLastYear" label={t('selfTest.ht.totalRevenue')} tooltip={t('selfTest.ht.totalRevenue.tip')} normalize={digit()}>
            <InputNumber min={0} style={FULL_WIDTH} />
          </Form.Item>
        </Col>
      </Row>
    </>
  ) : (
    <Alert type="warning" showIcon message={t('selfTest.ht.noYears')} style={{ marginBottom: 16 }} />
  );

  const organisation = (
    <>
      <Typography.Paragraph type="secondary">{t('selfTest.ht.org.intro')}</Typography.Paragraph>
      {(Object.entries(rdOrganisationCaps) as [keyof RdOrganisation, number][]).map(([part, cap]) => (
        <Form.Item key={part} name={['org', part]} label={t(`selfTest.ht.org.${part}`)} normalize={digit()}>
          <InputNumber min={0} max={cap} step={0.5} style={FULL_WIDTH} />
        </Form.Item>
      ))}
    </>
  );

  const steps = [
    { key: 'basic', title: t('selfTest.ht.step.basic'), content: basic },
    { key: 'ip', title: t('selfTest.ht.step.ip'), content: ip },
    { key: 'finance', title: t('selfTest.ht.step.finance'), content: finance },
    { key: 'organisation', title: t('selfTest.ht.step.organisation'), content: organisation },
  ];
  const last = current === steps.length - 1;

  /**
   * Only the current step's fields are in the form, so validateFields checks just those and hands back just
   * those (a step's answers replace what was kept, e.g. figures of years no longer asked drop out).
   */
  const next = async () => {
    let step: Partial<FormValues>;
    try {
      step = await form.validateFields();
    } catch {
      return; // the messages show at the fields
    }
    const kept = keep(step);
    if (last) onDone(kept);
    else setCurrent(current + 1);
  };

  return (
    <>
      <div style={{ maxWidth: 1160, margin: 'auto' }}>
        <Steps current={current} items={steps.map(({ key, title }) => ({ key, title }))} />
      </div>
      {/* As wide as its fields, centred (as StepsForm laid it out). */}
      <div style={{ width: 'max-content', minWidth: 'min(420px, 100%)', maxWidth: '100%', margin: 'auto' }}>
        <Form<FormValues>
          form={form}
          layout="vertical"
          autoComplete="off"
          initialValues={initial}
          validateTrigger={['onChange', 'onBlur']}
          style={{ marginTop: 32 }}
        >
          <div key={steps[current].key} data-testid="ht-step">
            {steps[current].content}
          </div>
        </Form>
        <Space className="no-print">
          {current > 0 ? <Button onClick={() => setCurrent(current - 1)}>{t('selfTest.ht.prev')}</Button> : null}
          <Button type="primary" onClick={next}>
            {last ? t('selfTest.ht.submit') : t('selfTest.ht.next')}
          </Button>
        </Space>
      </div>
    </>
  );
}
