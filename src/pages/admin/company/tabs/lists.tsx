import type { ProColumns } from '@ant-design/pro-components';
import { Tag, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { DictSelect, DictTag } from '@/components/Dict';
import { useT, type Translate } from '@/utils/i18n';
import CollectionEditor, { editedKey, rowPath, type Keyed } from '../components/CollectionEditor';
import IndustrySelect from '../components/IndustrySelect';
import { TYPED_AS_IS } from '../rules';
import { INDUSTRY_DICT, QUALIFICATION_DICT, type Contact, type Partner, type QualificationDetail } from '../types';
import { COMPANY_PHONE_PATTERN } from '@shared/phone';

/** A mobile number, a landline with its area code or a 400 number (the server's rule for company phones). */

const keyById = (row: { id?: number }) => `id${row.id}`;
const text = (v: string | null | undefined) => v || '-';

function phoneColumn<T>(t: Translate): ProColumns<Keyed<T>> {
  return {
    title: t('company.phone'),
    dataIndex: 'phone',
    width: 140,
    formItemProps: { rules: [{ pattern: COMPANY_PHONE_PATTERN, message: t('company.phone.invalid') }] },
  };
}

/** 联系人: the company's contacts; at most one is the primary contact. */
export function ContactsEditor({ contacts, canEdit, onSave }: { contacts: Contact[]; canEdit: boolean; onSave: (rows: Contact[]) => Promise<void> }) {
  const t = useT();
  const columns: ProColumns<Keyed<Contact>>[] = [
    {
      title: t('company.contact.name'),
      dataIndex: 'name',
      width: 120,
      formItemProps: {
        rules: [
          { required: true, whitespace: true, message: t('company.contact.name.required') },
          { max: 64, message: t('company.max', { max: 64 }) },
        ],
      },
    },
    { title: t('company.contact.title'), dataIndex: 'title', width: 120, formItemProps: { rules: [{ max: 64, message: t('company.max', { max: 64 }) }] } },
    phoneColumn<Contact>(t),
    { title: t('company.email'), dataIndex: 'email', width: 180, formItemProps: { rules: [{ type: 'email', message: t('company.email.invalid') }] } },
    {
      title: t('company.contact.primary'),
      dataIndex: 'isPrimary',
      valueType: 'switch',
      width: 90,
      formItemProps: (_form: FormInstance, config: { rowKey?: unknown }) => ({
        rules: [
          {
            validator: async (_: unknown, value?: boolean) => {
              if (value && contacts.some((c) => c.isPrimary && keyById(c) !== editedKey(config))) throw new Error(t('company.contact.onePrimary'));
            },
          },
        ],
      }),
      render: (_, c) => (c.isPrimary ? <Tag color="blue">{t('company.contact.primary')}</Tag> : '-'),
    },
  ];
  return (
    <CollectionEditor<Contact>
      testId="contacts-editor"
      rows={contacts}
      keyOf={keyById}
      columns={columns}
      newRow={(rows) => ({ name: '', title: null, phone: null, email: null, isPrimary: !rows.length })}
      onSave={onSave}
      canEdit={canEdit}
      max={50}
      addText={t('company.contact.add')}
    />
  );
}

/** Whether a certificate has lapsed or lapses within 90 days. */
export function validity(expiresOn: string | null | undefined, today = dayjs()): 'expired' | 'expiring' | 'valid' | undefined {
  if (!expiresOn) return undefined;
  const end = dayjs(expiresOn);
  if (end.isBefore(today, 'day')) return 'expired';
  if (end.diff(today, 'day') <= 90) return 'expiring';
  return 'valid';
}

const VALIDITY_COLORS = { expired: 'red', expiring: 'orange', valid: 'green' } as const;

/** 资质: qualifications held, with certificate number and validity. */
export function QualificationsEditor({
  qualifications,
  canEdit,
  onSave,
}: {
  qualifications: QualificationDetail[];
  canEdit: boolean;
  onSave: (rows: QualificationDetail[]) => Promise<void>;
}) {
  const t = useT();
  const columns: ProColumns<Keyed<QualificationDetail>>[] = [
    {
      title: t('company.qualification'),
      dataIndex: 'qualification',
      width: 220,
      renderFormItem: () => <DictSelect name={QUALIFICATION_DICT} placeholder={t('company.select')} />,
      render: (_, q) => <DictTag name={QUALIFICATION_DICT} value={q.qualification} />,
      formItemProps: (_form: FormInstance, config: { rowKey?: unknown }) => ({
        rules: [
          { required: true, message: t('company.qualification.required') },
          {
            validator: async (_: unknown, value?: string) => {
              if (value && qualifications.some((q) => q.qualification === value && keyById(q) !== editedKey(config)))
                throw new Error(t('company.qualification.duplicate'));
            },
          },
        ],
      }),
    },
    {
      title: t('company.qualification.certificateNo'),
      dataIndex: 'certificateNo',
      width: 180,
      formItemProps: { rules: [{ max: 64, message: t('company.max', { max: 64 }) }] },
    },
    { title: t('company.qualification.issuedOn'), dataIndex: 'issuedOn', valueType: 'date', width: 140, fieldProps: { style: { width: '100%' } } },
    {
      title: t('company.qualification.expiresOn'),
      dataIndex: 'expiresOn',
      valueType: 'date',
      width: 140,
      fieldProps: { style: { width: '100%' } },
      formItemProps: (form: FormInstance, config: { rowKey?: unknown }) => ({
        rules: [
          {
            validator: async (_: unknown, value?: string | dayjs.Dayjs) => {
              const issued = form.getFieldValue([...rowPath(config), 'issuedOn']) as string | dayjs.Dayjs | undefined;
              if (value && issued && dayjs(value).isBefore(dayjs(issued), 'day')) throw new Error(t('company.qualification.expiresBeforeIssued'));
            },
          },
        ],
      }),
    },
    {
      title: t('company.qualification.validity'),
      key: 'validity',
      editable: false,
      width: 100,
      render: (_, q) => {
        const state = validity(q.expiresOn);
        return state ? <Tag color={VALIDITY_COLORS[state]}>{t(`company.qualification.${state}`)}</Tag> : '-';
      },
    },
  ];
  return (
    <CollectionEditor<QualificationDetail>
      testId="qualifications-editor"
      rows={qualifications}
      keyOf={keyById}
      columns={columns}
      newRow={() => ({ qualification: '', certificateNo: null, issuedOn: null, expiresOn: null })}
      onSave={onSave}
      canEdit={canEdit}
      max={20}
      addText={t('company.qualification.add')}
    />
  );
}

/** 客户 / 供应商: the company's counterparties with their yearly amount (万元). */
export function PartnersEditor({
  kind,
  partners,
  canEdit,
  onSave,
}: {
  kind: 'customer' | 'supplier';
  partners: Partner[];
  canEdit: boolean;
  onSave: (rows: Partner[]) => Promise<void>;
}) {
  const t = useT();
  const keyOf = useCallback(keyById, []);
  const columns: ProColumns<Keyed<Partner>>[] = [
    {
      title: t(`company.${kind}.name`),
      dataIndex: 'name',
      width: 240,
      formItemProps: {
        rules: [
          { required: true, whitespace: true, message: t('company.partner.name.required') },
          { max: 128, message: t('company.max', { max: 128 }) },
        ],
      },
    },
    {
      title: t('company.industry'),
      dataIndex: 'industryCode',
      width: 200,
      renderFormItem: () => <IndustrySelect placeholder={t('company.select')} />,
      render: (_, p) => <DictTag name={INDUSTRY_DICT} value={p.industryCode} />,
    },
    { title: t('company.partner.contact'), dataIndex: 'contact', width: 110, formItemProps: { rules: [{ max: 64, message: t('company.max', { max: 64 }) }] } },
    phoneColumn<Partner>(t),
    {
      title: t('company.partner.annualAmount'),
      dataIndex: 'annualAmount',
      valueType: 'digit',
      width: 140,
      align: 'right',
      fieldProps: { ...TYPED_AS_IS, precision: 2, style: { width: '100%' } },
      formItemProps: { rules: [{ type: 'number', min: 0, max: 1e12, message: t('company.money.invalid') }] },
      render: (_, p) => (p.annualAmount === null || p.annualAmount === undefined ? '-' : p.annualAmount.toLocaleString('zh-CN')),
    },
    {
      title: t('company.partner.since'),
      dataIndex: 'since',
      valueType: 'digit',
      width: 100,
      fieldProps: { ...TYPED_AS_IS, precision: 0, style: { width: '100%' } },
      formItemProps: { rules: [{ type: 'integer', min: 1900, max: new Date().getFullYear(), message: t('company.partner.since.invalid') }] },
      render: (_, p) => text(p.since === null ? null : String(p.since)),
    },
  ];
  return (
    <CollectionEditor<Partner>
      testId={`${kind}s-editor`}
      rows={partners}
      keyOf={keyOf}
      columns={columns}
      newRow={() => ({ name: '', industryCode: null, contact: null, phone: null, annualAmount: null, since: null })}
      onSave={onSave}
      canEdit={canEdit}
      max={200}
      addText={t(`company.${kind}.add`)}
      scrollX={1000}
    />
  );
}
