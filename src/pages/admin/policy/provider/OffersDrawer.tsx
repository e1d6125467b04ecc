import { PlusOutlined } from '@ant-design/icons';
import { DrawerForm, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { AutoComplete, Button, Col, Drawer, Form, Input, InputNumber, Popconfirm, Radio, Row, Select, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import RichTextEditor from '@/components/RichTextEditor';
import { adminCreateOffer, adminDeleteOffer, adminQueryOffers, adminUpdateOffer } from '@/services/portal/policyAdmin';
import { useT } from '@/utils/i18n';
import type { AdminOffer, AdminProvider } from '../shared/constants';
import { applyServerError } from '@/utils/formRules';
import { useRun } from '../shared/useRun';
import { useAntdApp } from '@/components/AntdApp';

type Values = {
  title: string;
  category: string;
  priceText?: string;
  priceMin?: number | null;
  summary?: string;
  detailHtml?: string;
  tags?: string[];
  status: 'active' | 'disabled';
};
type Filters = { keyword?: string; category?: string; status?: 'active' | 'disabled' };
const FIELDS = ['title', 'category', 'priceText', 'priceMin', 'summary', 'detailHtml', 'tags', 'status'];
/** Categories the demo market uses; any other may be typed. */
const COMMON_CATEGORIES = ['项目申报', '知识产权', '财税服务', '融资服务', '法律服务', '人才服务', '成果转化', '数字化转型', '认证服务', '管理咨询'];

function OfferForm({ provider, offer, onClose, onSaved }: { provider: AdminProvider; offer?: AdminOffer; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  return (
    <DrawerForm<Values>
      form={form}
      open
      width="min(820px, 100vw)"
      title={offer ? t('policyAdmin.offer.edit') : t('policyAdmin.offer.create', { provider: provider.name })}
      layout="vertical"
      drawerProps={{ destroyOnHidden: true, maskClosable: false }}
      onOpenChange={(open) => !open && onClose()}
      initialValues={
        offer
          ? {
              title: offer.title,
              category: offer.category,
              priceText: offer.priceText ?? undefined,
              priceMin: offer.priceMin,
              summary: offer.summary ?? undefined,
              detailHtml: offer.detailHtml,
              tags: offer.tags,
              status: offer.status,
            }
          : { status: 'active', tags: [], detailHtml: '' }
      }
      onFinish={async () => {
        const v = form.getFieldsValue(true) as Values;
        const body = {
          providerId: provider.id,
          title: v.title.trim(),
          category: v.category.trim(),
          priceText: v.priceText?.trim() || undefined,
          priceMin: v.priceMin ?? undefined,
          summary: v.summary?.trim() || undefined,
          detailHtml: v.detailHtml ?? '',
          tags: (v.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
          status: v.status,
        };
        try {
          if (offer) await adminUpdateOffer({ ...body, id: offer.id }, { skipErrorHandler: true });
          else await adminCreateOffer(body, { skipErrorHandler: true });
        } catch (err) {
          applyServerError(form, err, FIELDS, (text) => message.error(text));
          return false;
        }
        message.success(t(offer ? 'policyAdmin.saved' : 'policyAdmin.created'));
        onSaved();
        return true;
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item
            name="title"
            label={t('policyAdmin.offer.title')}
            rules={[
              { required: true, whitespace: true, message: t('policyAdmin.offer.title.required') },
              { min: 2, message: t('policyAdmin.field.title.min') },
              { max: 128 },
            ]}
          >
            <Input maxLength={128} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="category"
            label={t('policyAdmin.offer.category')}
            rules={[{ required: true, whitespace: true, message: t('policyAdmin.offer.category.required') }, { max: 32 }]}
          >
            <AutoComplete options={COMMON_CATEGORIES.map((c) => ({ value: c }))} filterOption={(input, o) => String(o?.value).includes(input)} maxLength={32} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="priceText" label={t('policyAdmin.offer.priceText')} tooltip={t('policyAdmin.offer.priceText.tip')} rules={[{ max: 64 }]}>
            <Input maxLength={64} placeholder={t('policyAdmin.offer.priceText.placeholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="priceMin"
            label={t('policyAdmin.offer.priceMin')}
            tooltip={t('policyAdmin.offer.priceMin.tip')}
            rules={[{ type: 'number', min: 0, message: t('policyAdmin.field.maxAmount.min') }]}
          >
            <InputNumber min={0} max={1e10} precision={2} suffix={t('policyAdmin.unit.yuan')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="summary" label={t('policyAdmin.offer.summary')} rules={[{ max: 2000 }]}>
        <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="detailHtml" label={t('policyAdmin.offer.detail')}>
        <RichTextEditor minHeight={200} />
      </Form.Item>
      <Form.Item
        name="tags"
        label={t('policyAdmin.offer.tags')}
        tooltip={t('policyAdmin.offer.tags.tip')}
        rules={[
          { type: 'array', max: 10, message: t('policyAdmin.offer.tags.max') },
          {
            validator: async (_, tags?: string[]) =>
              tags?.some((tag) => tag.trim().length > 32) ? Promise.reject(new Error(t('policyAdmin.offer.tags.long'))) : undefined,
          },
        ]}
      >
        <Select mode="tags" tokenSeparators={[',', '，']} open={false} suffixIcon={null} placeholder={t('policyAdmin.offer.tags.placeholder')} />
      </Form.Item>
      <Form.Item name="status" label={t('policyAdmin.provider.status')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'active', label: t('policyAdmin.provider.status.active') },
            { value: 'disabled', label: t('policyAdmin.provider.status.disabled') },
          ]}
        />
      </Form.Item>
    </DrawerForm>
  );
}

/** A provider's offers: their own server-paged table with create, edit and delete. */
export default function OffersDrawer({
  provider,
  canSave,
  onClose,
  onChanged,
}: {
  provider: AdminProvider;
  canSave: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useT();
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<{ offer?: AdminOffer }>();
  const changed = () => {
    actionRef.current?.reload();
    onChanged();
  };
  const run = useRun(changed);

  const columns: ProColumns<AdminOffer>[] = [
    {
      title: t('policyAdmin.offer.title'),
      dataIndex: 'keyword',
      width: 220,
      formItemProps: { label: t('policyAdmin.offer.keyword') },
      render: (_, o) => <Typography.Text strong>{o.title}</Typography.Text>,
    },
    { title: t('policyAdmin.offer.category'), dataIndex: 'category', width: 110, render: (_, o) => <Tag>{o.category}</Tag> },
    { title: t('policyAdmin.offer.priceText'), dataIndex: 'priceText', width: 150, search: false, ellipsis: true },
    {
      title: t('policyAdmin.offer.tags'),
      dataIndex: 'tags',
      width: 180,
      search: false,
      render: (_, o) =>
        o.tags.length
          ? o.tags.map((tag) => (
              <Tag key={tag} bordered={false}>
                {tag}
              </Tag>
            ))
          : '-',
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
    {
      title: t('policyAdmin.actions'),
      valueType: 'option',
      width: 110,
      hideInTable: !canSave,
      render: (_, o) => [
        <a key="edit" onClick={() => setDialog({ offer: o })}>
          {t('policyAdmin.action.edit')}
        </a>,
        <Popconfirm
          key="delete"
          title={t('policyAdmin.offer.delete.confirm', { title: o.title })}
          okButtonProps={{ danger: true }}
          onConfirm={() => run(() => adminDeleteOffer({ id: o.id }), t('policyAdmin.deleted'))}
        >
          <Typography.Link type="danger">{t('policyAdmin.action.delete')}</Typography.Link>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <Drawer open width="min(960px, 100vw)" title={t('policyAdmin.offer.drawerTitle', { provider: provider.name })} onClose={onClose} destroyOnHidden>
      <ProTable<AdminOffer, Filters>
        rowKey="id"
        size="small"
        actionRef={actionRef}
        columns={columns}
        search={{ labelWidth: 'auto', span: 8 }}
        options={{ density: false, setting: false }}
        pagination={{ defaultPageSize: 10 }}
        request={async ({ current, pageSize, keyword, category, status }) => {
          const res = await adminQueryOffers({
            providerId: provider.id,
            current,
            pageSize,
            keyword: keyword?.trim() || undefined,
            category: category?.trim() || undefined,
            status: status || undefined,
          });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
                  {t('policyAdmin.offer.add')}
                </Button>,
              ]
            : []
        }
      />
      {dialog && <OfferForm provider={provider} offer={dialog.offer} onClose={() => setDialog(undefined)} onSaved={changed} />}
    </Drawer>
  );
}
