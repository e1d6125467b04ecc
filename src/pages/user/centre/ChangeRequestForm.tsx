import { Col, Divider, Form, Input, InputNumber, Modal, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { requestCompanyChange } from '@/services/portal/visitor';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { changeFieldLabel, industryOptions, SCALES } from '@/utils/companyFields';
import type { MyCompany } from './CompanyTab';
import { useAntdApp } from '@/components/AntdApp';

type Company = NonNullable<MyCompany['membership']>['company'];
const FIGURE_FIELDS = ['revenue', 'rdSpend', 'netAssets', 'totalAssets', 'staffCount', 'techStaffCount'] as const;
type Figure = Partial<Record<(typeof FIGURE_FIELDS)[number], number | null>>;
type Values = {
  legalPerson?: string | null;
  registeredCapital?: number | null;
  industryCode?: string | null;
  scale?: string | null;
  staffCount?: number | null;
  techStaffCount?: number | null;
  address?: string | null;
  website?: string | null;
  intro?: string | null;
  year?: number;
  figure?: Figure;
  note?: string;
};

/** Last year and the four before it: the years a company reports figures for. */
const reportYears = () => {
  const last = new Date().getFullYear() - 1;
  return [0, 1, 2, 3, 4].map((i) => last - i);
};

/**
 * The administrator's request to change the company's record: its profile, and the figures of one year (last
 * year by default, filled in with what the park holds). Only what differs is sent for review.
 */
export default function ChangeRequestForm({ company, onClose, onSaved }: { company: Company; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const figureOf = (year: number): Figure => {
    const row = company.figures.find((f) => f.year === year);
    return Object.fromEntries(FIGURE_FIELDS.map((k) => [k, row?.[k] ?? null]));
  };
  const initialYear = reportYears()[0];
  const year = Form.useWatch('year', form) ?? initialYear;

  const submit = async (v: Values) => {
    setSaving(true);
    const profile = {
      legalPerson: v.legalPerson ?? null,
      registeredCapital: v.registeredCapital ?? null,
      industryCode: v.industryCode ?? null,
      scale: v.scale ?? null,
      staffCount: v.staffCount ?? null,
      techStaffCount: v.techStaffCount ?? null,
      address: v.address ?? null,
      website: v.website ?? null,
      intro: v.intro ?? null,
    };
    const figure = v.figure ?? {};
    const figures = FIGURE_FIELDS.some((k) => (figure[k] ?? null) !== (figureOf(v.year!)[k] ?? null)) ? [{ year: v.year!, ...figure }] : [];
    try {
      await requestCompanyChange({ profile, figures, note: v.note ?? '' }, { skipErrorHandler: true });
      message.success(t('companyAccount.change.sentOk'));
      onSaved();
    } catch (err) {
      const { path, message: text } = serverFieldError(err);
      const name = path?.[0] === 'profile' && path[1] ? String(path[1]) : path?.[0] === 'figures' && path[2] ? ['figure', String(path[2])] : undefined;
      if (name) form.setFields([{ name: name as never, errors: [text ?? ''] }]);
      message.error(text || t('companyAccount.failed'));
    } finally {
      setSaving(false);
    }
  };

  const money = (name: string | string[], label: string, integer = false) => (
    <Col xs={24} sm={12} key={String(name)}>
      <Form.Item name={name} label={label}>
        <InputNumber
          style={{ width: '100%' }}
          min={String(name).endsWith('netAssets') ? undefined : 0}
          precision={integer ? 0 : 2}
          addonAfter={integer ? undefined : t('companyAccount.tenThousand')}
        />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open
      width={720}
      title={t('companyAccount.change.ask')}
      okText={t('companyAccount.change.submit')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('companyAccount.change.formIntro')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ ...company, year: initialYear, figure: figureOf(initialYear) }}
        onValuesChange={(changed: Values) => {
          if (changed.year) form.setFieldValue('figure', figureOf(changed.year));
        }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="legalPerson" label={t('companyAccount.field.legalPerson')} rules={[{ max: 64 }]}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          {money('registeredCapital', t('companyAccount.field.registeredCapital'))}
          <Col xs={24} sm={12}>
            <Form.Item name="industryCode" label={t('companyAccount.field.industryCode')}>
              <Select showSearch allowClear optionFilterProp="label" options={industryOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="scale" label={t('companyAccount.field.scale')}>
              <Select allowClear options={SCALES.map((s) => ({ value: s, label: t(`companyAccount.scale.${s}`) }))} />
            </Form.Item>
          </Col>
          {money('staffCount', t('companyAccount.field.staffCount'), true)}
          <Col xs={24} sm={12}>
            <Form.Item
              name="techStaffCount"
              label={t('companyAccount.field.techStaffCount')}
              dependencies={['staffCount']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, v: number | null) => {
                    const staff = getFieldValue('staffCount');
                    if (v !== null && v !== undefined && staff !== null && staff !== undefined && v > staff)
                      throw new Error(t('companyAccount.techStaff.tooMany'));
                  },
                }),
              ]}
            >
              <InputNumber style={{ width: '100%' }} min={0} precision={0} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address" label={t('companyAccount.field.address')} rules={[{ max: 255 }]}>
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="website"
              label={t('companyAccount.field.website')}
              rules={[{ type: 'url', message: t('companyAccount.website.invalid') }, { max: 255 }]}
            >
              <Input maxLength={255} placeholder="https://" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="intro" label={t('companyAccount.field.intro')} rules={[{ max: 5000 }]}>
              <Input.TextArea rows={3} maxLength={5000} showCount />
            </Form.Item>
          </Col>
        </Row>
        <Divider orientation="left" plain>
          {t('companyAccount.figures')}
        </Divider>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="year" label={t('companyAccount.year')}>
              <Select options={reportYears().map((y) => ({ value: y, label: y }))} />
            </Form.Item>
          </Col>
          {FIGURE_FIELDS.map((k) => money(['figure', k], changeFieldLabel(t, `figures.${year}.${k}`), k === 'staffCount' || k === 'techStaffCount'))}
        </Row>
        <Form.Item name="note" label={t('companyAccount.change.note')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} placeholder={t('companyAccount.change.notePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
