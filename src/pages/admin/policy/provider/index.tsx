import { PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Avatar, Button, Form, Input, Popconfirm, Radio, Rate, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import EntityModalForm from '@/components/EntityModalForm';
import { adminCreateProvider, adminDeleteProvider, adminQueryProviders, adminUpdateProvider } from '@/services/portal/policyAdmin';
import { useT } from '@/utils/i18n';
import { PROVIDER_KIND_COLORS, PROVIDER_KINDS, type AdminProvider, type ProviderKind } from '../shared/constants';
import { RegionSelect } from '@/components/RegionSelect';
import { useRun } from '../shared/useRun';
import ImageUrlInput from '@/components/SingleImageUpload/ImageUrlInput';
import { SERVICE_PHONE_PATTERN } from '@shared/phone';

// The offers drawer (with the rich-text editor) loads when first opened, not with the list.
const OffersDrawer = lazy(() => import('./OffersDrawer'));

type Status = 'active' | 'disabled';
type Values = {
  name: string;
  kind?: ProviderKind;
  regionCode?: string;
  intro?: string;
  contact?: string;
  phone?: string;
  logoUrl?: string;
  rating?: number | null;
  status: Status;
};
type Filters = { keyword?: string; kind?: ProviderKind; regionCode?: string; status?: Status };
const FIELDS = ['name', 'kind', 'regionCode', 'intro', 'contact', 'phone', 'logoUrl', 'rating', 'status'];

function ProviderForm({ provider, onClose, onSaved }: { provider?: AdminProvider; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  return (
    <EntityModalForm<Values>
      width={680}
      title={t(provider ? 'policyAdmin.provider.edit' : 'policyAdmin.provider.create')}
      layout="horizontal"
      labelCol={{ span: 4 }}
      initialValues={
        provider
          ? {
              name: provider.name,
              kind: provider.kind,
              regionCode: provider.regionCode ?? undefined,
              intro: provider.intro ?? undefined,
              contact: provider.contact ?? undefined,
              phone: provider.phone ?? undefined,
              logoUrl: provider.logoUrl ?? undefined,
              rating: provider.rating,
              status: provider.status,
            }
          : { status: 'active' }
      }
      fieldNames={FIELDS}
      save={(v, options) => {
        const body = {
          name: v.name.trim(),
          kind: v.kind!,
          regionCode: v.regionCode || undefined,
          intro: v.intro?.trim() || undefined,
          contact: v.contact?.trim() || undefined,
          phone: v.phone?.trim() ?? '',
          logoUrl: v.logoUrl ?? '',
          // 0 stars is "not rated" rather than a rating of zero.
          rating: v.rating ? v.rating : undefined,
          status: v.status,
        };
        return provider ? adminUpdateProvider({ ...body, id: provider.id }, options) : adminCreateProvider(body, options);
      }}
      successMessage={t(provider ? 'policyAdmin.saved' : 'policyAdmin.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="name"
        label={t('policyAdmin.provider.name')}
        rules={[
          { required: true, whitespace: true, message: t('policyAdmin.provider.name.required') },
          { min: 2, message: t('policyAdmin.department.name.min') },
          { max: 128 },
        ]}
      >
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="kind" label={t('policyAdmin.provider.kind')} rules={[{ required: true, message: t('policyAdmin.provider.kind.required') }]}>
        <Radio.Group optionType="button" options={PROVIDER_KINDS.map((k) => ({ value: k, label: t(`policyAdmin.providerKind.${k}`) }))} />
      </Form.Item>
      <Form.Item name="regionCode" label={t('policyAdmin.field.region')}>
        <RegionSelect />
      </Form.Item>
      <Form.Item name="logoUrl" label={t('policyAdmin.provider.logo')}>
        <ImageUrlInput />
      </Form.Item>
      <Form.Item name="intro" label={t('policyAdmin.provider.intro')} rules={[{ max: 5000 }]}>
        <Input.TextArea maxLength={5000} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Form.Item name="contact" label={t('policyAdmin.provider.contact')} rules={[{ max: 64 }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('policyAdmin.contact.phone')}
        rules={[{ pattern: SERVICE_PHONE_PATTERN, message: t('policyAdmin.contact.phone.invalid') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="rating" label={t('policyAdmin.provider.rating')} tooltip={t('policyAdmin.provider.rating.tip')}>
        <Rate allowHalf allowClear />
      </Form.Item>
      <Form.Item name="status" label={t('policyAdmin.provider.status')} tooltip={t('policyAdmin.provider.status.tip')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'active', label: t('policyAdmin.provider.status.active') },
            { value: 'disabled', label: t('policyAdmin.provider.status.disabled') },
          ]}
        />
      </Form.Item>
    </EntityModalForm>
  );
}

/**
 * 服务机构: the policy market's providers (consulting, agencies, finance, law, IP) and, in a drawer, each
 * one's offers. Only active providers and offers appear on /policyMarket. A provider with offers cannot be
 * deleted (the server says so): delete its offers or disable it.
 */
export default function PolicyProviderPage() {
  const t = useT();
  const access = useAccess();
  const canSave = access.can('policy-provider:save');
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<{ provider?: AdminProvider }>();
  const [offersOf, setOffersOf] = useState<AdminProvider>();
  const run = useRun(() => actionRef.current?.reload());

  const columns: ProColumns<AdminProvider>[] = [
    {
      title: t('policyAdmin.provider.name'),
      dataIndex: 'keyword',
      width: 280,
      fixed: 'left',
      formItemProps: { label: t('policyAdmin.provider.keyword') },
      render: (_, p) => (
        <Space>
          <Avatar shape="square" src={p.logoUrl || undefined} icon={<ShopOutlined />} />
          <Typography.Text strong>{p.name}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('policyAdmin.provider.kind'),
      dataIndex: 'kind',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(PROVIDER_KINDS.map((k) => [k, { text: t(`policyAdmin.providerKind.${k}`) }])),
      render: (_, p) => <Tag color={PROVIDER_KIND_COLORS[p.kind]}>{t(`policyAdmin.providerKind.${p.kind}`)}</Tag>,
    },
    {
      title: t('policyAdmin.field.region'),
      dataIndex: 'regionCode',
      width: 150,
      renderFormItem: () => <RegionSelect levels={2} />,
      render: (_, p) => p.regionName ?? p.regionCode ?? '-',
    },
    { title: t('policyAdmin.provider.contact'), dataIndex: 'contact', width: 100, search: false },
    { title: t('policyAdmin.contact.phone'), dataIndex: 'phone', width: 140, search: false },
    {
      title: t('policyAdmin.provider.rating'),
      dataIndex: 'rating',
      width: 150,
      search: false,
      render: (_, p) => (p.rating === null ? '-' : <Rate disabled allowHalf value={p.rating} style={{ fontSize: 14 }} />),
    },
    {
      title: t('policyAdmin.provider.offerCount'),
      dataIndex: 'offerCount',
      width: 90,
      align: 'right',
      search: false,
      render: (_, p) => <a onClick={() => setOffersOf(p)}>{p.offerCount}</a>,
    },
    {
      title: t('policyAdmin.provider.status'),
      dataIndex: 'status',
      width: 80,
      valueType: 'select',
      valueEnum: {
        active: { text: t('policyAdmin.provider.status.active'), status: 'Success' },
        disabled: { text: t('policyAdmin.provider.status.disabled'), status: 'Default' },
      },
    },
    { title: t('policyAdmin.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', width: 160, search: false },
    {
      title: t('policyAdmin.actions'),
      valueType: 'option',
      width: 170,
      fixed: 'right',
      render: (_, p) => [
        <a key="offers" onClick={() => setOffersOf(p)}>
          {t('policyAdmin.provider.offers')}
        </a>,
        canSave && (
          <a key="edit" onClick={() => setDialog({ provider: p })}>
            {t('policyAdmin.action.edit')}
          </a>
        ),
        canSave && (
          <Popconfirm
            key="delete"
            title={t('policyAdmin.provider.delete.confirm', { name: p.name })}
            description={p.offerCount ? t('policyAdmin.provider.delete.inUse', { n: p.offerCount }) : undefined}
            okButtonProps={{ danger: true }}
            onConfirm={() => run(() => adminDeleteProvider({ id: p.id }), t('policyAdmin.deleted'))}
          >
            <Typography.Link type="danger">{t('policyAdmin.action.delete')}</Typography.Link>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<AdminProvider, Filters>
        rowKey="id"
        size="small"
        actionRef={actionRef}
        headerTitle={t('policyAdmin.provider.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1400 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async ({ current, pageSize, keyword, kind, regionCode, status }) => {
          const res = await adminQueryProviders({
            current,
            pageSize,
            keyword: keyword?.trim() || undefined,
            kind: kind || undefined,
            regionCode: regionCode || undefined,
            status: status || undefined,
          });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
                  {t('policyAdmin.provider.create')}
                </Button>,
              ]
            : []
        }
      />
      {dialog && <ProviderForm provider={dialog.provider} onClose={() => setDialog(undefined)} onSaved={() => actionRef.current?.reload()} />}
      {offersOf && (
        <Suspense fallback={<Spin fullscreen />}>
          <OffersDrawer provider={offersOf} canSave={canSave} onClose={() => setOffersOf(undefined)} onChanged={() => actionRef.current?.reload()} />
        </Suspense>
      )}
    </PageContainer>
  );
}
