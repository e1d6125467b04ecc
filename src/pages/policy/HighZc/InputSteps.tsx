import { ProFormDatePicker, ProFormDependency, ProFormDigit, ProFormRadio, ProFormSelect, StepsForm } from '@ant-design/pro-components';
import { Alert, Button, Col, Row, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { eligibleRd, grades, highTechFields, rdOrganisationCaps, type RdOrganisation } from '@shared/highTechSelfTest';
import { formatNumber } from '@shared/numbers';
import { useT } from '@/utils/i18n';
import { domesticShareOf, rdPartsOf, save, toDateString, yearsOf, type FormValues, type YearValues } from './formValues';

/** The part of a form instance a dependent rule reads. */
type FormLike = { getFieldValue: (name: string) => unknown };
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

/** The self-test's four steps. Only the dates are required: a blank answer shows up in the report as "still needed". */
export default function InputSteps({ initial, onDone }: Props) {
  const t = useT();
  const [values, setValues] = useState<FormValues>(initial);
  const [current, setCurrent] = useState(0);
  const required: Rule[] = [{ required: true, message: t('selfTest.ht.required') }];
  const yesNo = [
    { label: t('selfTest.ht.yes'), value: true },
    { label: t('selfTest.ht.no'), value: false },
  ];

  /** Each finished step is kept, so a reload brings the answers back. */
  const keep = async (step: Partial<FormValues>) => {
    const next: FormValues = { ...values, ...step };
    if ('registeredOn' in step) next.registeredOn = toDateString(step.registeredOn);
    if ('applicationDate' in step) next.applicationDate = toDateString(step.applicationDate);
    setValues(next);
    save(next);
    return next;
  };

  const years = yearsOf(values);
  const count = (name: keyof FormValues, label: string, tip?: string) => (
    <ProFormDigit
      name={name}
      label={t(label)}
      tooltip={tip ? t(tip) : undefined}
      min={0}
      fieldProps={{ precision: 0 }}
      initialValue={0}
      colProps={{ xs: 24, md: 12 }}
    />
  );

  return (
    <StepsForm<FormValues>
      current={current}
      onCurrentChange={setCurrent}
      formProps={{ validateTrigger: ['onChange', 'onBlur'] }}
      submitter={{
        render: ({ onSubmit, onPre, step }) => (
          <Space className="no-print">
            {step > 0 ? <Button onClick={() => onPre?.()}>{t('selfTest.ht.prev')}</Button> : null}
            <Button type="primary" onClick={() => onSubmit?.()}>
              {step < 3 ? t('selfTest.ht.next') : t('selfTest.ht.submit')}
            </Button>
          </Space>
        ),
      }}
    >
      <StepsForm.StepForm<FormValues>
        name="basic"
        title={t('selfTest.ht.step.basic')}
        initialValues={initial}
        omitNil={false}
        onFinish={async (v) => Boolean(await keep(v))}
        grid
      >
        <ProFormDatePicker
          name="registeredOn"
          label={t('selfTest.ht.registeredOn')}
          rules={required}
          colProps={{ xs: 24, md: 12 }}
          fieldProps={{ style: { width: '100%' } }}
        />
        <ProFormDatePicker
          name="applicationDate"
          label={t('selfTest.ht.applicationDate')}
          colProps={{ xs: 24, md: 12 }}
          fieldProps={{ style: { width: '100%' } }}
          dependencies={['registeredOn']}
          rules={[
            ...required,
            ({ getFieldValue }: FormLike) => ({
              validator: async (_: unknown, v: unknown) => {
                const from = toDateString(getFieldValue('registeredOn'));
                const to = toDateString(v);
                if (from && to && to < from) throw new Error(`${t('selfTest.ht.applicationDate')} ≥ ${from}`);
              },
            }),
          ]}
        />
        <ProFormSelect
          name="field"
          label={t('selfTest.ht.field')}
          tooltip={t('selfTest.ht.field.tip')}
          placeholder={t('selfTest.ht.select')}
          colProps={{ xs: 24, md: 12 }}
          options={[...highTechFields.map((f) => ({ value: f, label: t(`selfTest.ht.field.${f}`) })), { value: 'none', label: t('selfTest.ht.field.none') }]}
        />
        <ProFormRadio.Group name="majorAccident" label={t('selfTest.ht.majorAccident')} options={yesNo} colProps={{ xs: 24, md: 12 }} />
        <ProFormDigit name="staff" label={t('selfTest.ht.staff')} tooltip={t('selfTest.ht.staff.tip')} min={0} colProps={{ xs: 24, md: 12 }} />
        <ProFormDigit
          name="techStaff"
          label={t('selfTest.ht.techStaff')}
          tooltip={t('selfTest.ht.techStaff.tip')}
          min={0}
          colProps={{ xs: 24, md: 12 }}
          dependencies={['staff']}
          rules={[
            ({ getFieldValue }: FormLike) => ({
              validator: async (_: unknown, v: unknown) => {
                const staff = getFieldValue('staff');
                if (typeof v === 'number' && typeof staff === 'number' && v > staff)
                  throw new Error(`${t('selfTest.ht.techStaff')} ≤ ${t('selfTest.ht.staff')}`);
              },
            }),
          ]}
        />
      </StepsForm.StepForm>

      <StepsForm.StepForm<FormValues>
        name="ip"
        title={t('selfTest.ht.step.ip')}
        initialValues={initial}
        omitNil={false}
        onFinish={async (v) => Boolean(await keep(v))}
        grid
      >
        {count('class1Own', 'selfTest.ht.class1Own', 'selfTest.ht.class1.tip')}
        {count('class1Acquired', 'selfTest.ht.class1Acquired', 'selfTest.ht.class1.tip')}
        {count('class2Own', 'selfTest.ht.class2Own', 'selfTest.ht.class2.tip')}
        {count('class2Acquired', 'selfTest.ht.class2Acquired', 'selfTest.ht.class2.tip')}
        <ProFormRadio.Group name="ipSupportsMainProducts" label={t('selfTest.ht.ipSupports')} options={yesNo} colProps={{ xs: 24 }} />
        {(['techAdvancement', 'coreSupport'] as const).map((name) => (
          <ProFormSelect
            key={name}
            name={name}
            label={t(`selfTest.ht.${name}`)}
            placeholder={t('selfTest.ht.select')}
            colProps={{ xs: 24, md: 12 }}
            options={grades.map((g) => ({ value: g, label: t(`selfTest.ht.grade.${g}`) }))}
          />
        ))}
        <ProFormRadio.Group name="helpedDraftStandards" label={t('selfTest.ht.helpedDraftStandards')} options={yesNo} colProps={{ xs: 24 }} />
      </StepsForm.StepForm>

      <StepsForm.StepForm<FormValues>
        name="finance"
        title={t('selfTest.ht.step.finance')}
        initialValues={initial}
        omitNil={false}
        onFinish={async (v) => Boolean(await keep(v))}
      >
        {years.length ? (
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
                    <ProFormDigit
                      name={['years', String(y), f.key]}
                      min={f.key === 'netAssets' ? Number.MIN_SAFE_INTEGER : 0}
                      initialValue={f.initial}
                      fieldProps={{ precision: f.integer ? 0 : undefined, 'aria-label': `${y} ${t(f.label)}` }}
                    />
                  </Col>
                ))}
              </Row>
            ))}
            <ProFormDependency name={['years']}>
              {({ years: entered }) => {
                const withDates = { ...values, years: entered };
                const share = domesticShareOf(withDates);
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
                          return (
                            <span key={y}>{`${y}：${t('selfTest.ht.rdEligible', {
                              total: formatNumber(rd.total),
                              domestic: formatNumber(rd.domestic),
                            })}`}</span>
                          );
                        })}
                        {share === null ? null : <span>{t('selfTest.ht.domesticShare', { share: formatNumber(share) })}</span>}
                      </Space>
                    }
                  />
                );
              }}
            </ProFormDependency>
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <ProFormDigit name="highTechRevenueLastYear" label={t('selfTest.ht.highTechRevenue')} min={0} />
              </Col>
              <Col xs={24} md={12}>
                <ProFormDigit name="totalRevenueLastYear" label={t('selfTest.ht.totalRevenue')} tooltip={t('selfTest.ht.totalRevenue.tip')} min={0} />
              </Col>
            </Row>
          </>
        ) : (
          <Alert type="warning" showIcon message={t('selfTest.ht.noYears')} style={{ marginBottom: 16 }} />
        )}
      </StepsForm.StepForm>

      <StepsForm.StepForm<FormValues>
        name="organisation"
        title={t('selfTest.ht.step.organisation')}
        initialValues={initial}
        omitNil={false}
        onFinish={async (v) => {
          onDone(await keep(v));
          return true;
        }}
      >
        <Typography.Paragraph type="secondary">{t('selfTest.ht.org.intro')}</Typography.Paragraph>
        {(Object.entries(rdOrganisationCaps) as [keyof RdOrganisation, number][]).map(([part, cap]) => (
          <ProFormDigit key={part} name={['org', part]} label={t(`selfTest.ht.org.${part}`)} min={0} max={cap} fieldProps={{ step: 0.5 }} />
        ))}
      </StepsForm.StepForm>
    </StepsForm>
  );
}
