import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Form, Input, InputNumber, Popconfirm, Select, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import EntityModalForm from '@/components/EntityModalForm';
import { adminCreatePolicyTag, adminDeletePolicyTag, adminQueryPolicyTags, adminUpdatePolicyTag } from '@/services/portal/policyAdmin';
import { useT } from '@/utils/i18n';
import { TAG_KINDS, type AdminTag, type TagKind } from '../shared/constants';
import { useTagTree, type TagNode } from '../shared/tags';
import { useRun } from '../shared/useRun';

type Dialog = { tag?: AdminTag; parent?: AdminTag };
type Values = { parentId?: number | null; name: string; kind: TagKind; order?: number };
type Filters = { keyword?: string; kind?: TagKind };

const KIND_COLORS: Record<TagKind, string> = { industry: 'blue', support: 'gold', theme: 'purple' };
const FIELDS = ['parentId', 'name', 'kind', 'order'];

/** Create or edit a tag: a big tag (no parent) or a small tag under a big one. */
function TagForm({ dialog, bigTags, onClose, onSaved }: { dialog: Dialog; bigTags: TagNode[]; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const { tag, parent } = dialog;
  // A big tag with small tags stays a big tag (the server refuses moving it).
  const mustStayBig = !!tag && tag.parentId === null && tag.childCount > 0;
  return (
    <EntityModalForm<Values>
      form={form}
      width={520}
      title={tag ? t('policyAdmin.tag.edit') : parent ? t('policyAdmin.tag.createSmall', { parent: parent.name }) : t('policyAdmin.tag.create')}
      layout="horizontal"
      labelCol={{ span: 5 }}
      initialValues={
        tag
          ? { parentId: tag.parentId, name: tag.name, kind: tag.kind, order: tag.order }
          : { parentId: parent?.id ?? null, kind: parent?.kind ?? 'industry', order: 0 }
      }
      fieldNames={FIELDS}
      save={(v, options) => {
        // No parent (undefined) makes a big tag: the server reads a missing parentId as none.
        const body = { parentId: v.parentId ?? undefined, name: v.name.trim(), kind: v.kind, order: v.order ?? 0 };
        return tag ? adminUpdatePolicyTag({ ...body, id: tag.id }, options) : adminCreatePolicyTag(body, options);
      }}
      successMessage={t(tag ? 'policyAdmin.saved' : 'policyAdmin.created')}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        name="parentId"
        label={t('policyAdmin.tag.parent')}
        tooltip={mustStayBig ? t('policyAdmin.tag.parent.locked') : t('policyAdmin.tag.parent.tip')}
      >
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          disabled={mustStayBig}
          placeholder={t('policyAdmin.tag.parent.none')}
          options={bigTags.filter((b) => b.id !== tag?.id).map((b) => ({ value: b.id, label: b.name }))}
          onChange={(id?: number) => {
            // A small tag usually shares its big tag's kind.
            const big = bigTags.find((b) => b.id === id);
            if (big) form.setFieldValue('kind', big.kind);
          }}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('policyAdmin.tag.name')}
        rules={[{ required: true, whitespace: true, message: t('policyAdmin.tag.name.required') }, { max: 64 }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="kind" label={t('policyAdmin.tag.kind')} rules={[{ required: true }]}>
        <Select options={TAG_KINDS.map((k) => ({ value: k, label: t(`policyAdmin.tagKind.${k}`) }))} />
      </Form.Item>
      <Form.Item name="order" label={t('policyAdmin.order')} tooltip={t('policyAdmin.order.tip')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </EntityModalForm>
  );
}

/**
 * 政策标签: the two-level tag dictionary as a tree table — big tags (paged by the server) whose rows open to
 * their small tags — with policy counts. A tag that policies use, or a big tag with small tags, cannot be
 * deleted: the server's refusal says why.
 */
export default function PolicyTagPage() {
  const t = useT();
  const access = useAccess();
  const canSave = access.can('policy-tag:save');
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<Dialog>();
  // Small tags already shown under their big tag, by big tag id: reloaded with the table.
  const [children, setChildren] = useState<Record<number, AdminTag[]>>({});
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const bigTags = useTagTree();
  const nameOf = (id: number | null) => bigTags.tree.find((b) => b.id === id)?.name ?? '-';

  const loadChildren = async (parentId: number) => {
    const res = await adminQueryPolicyTags({ parentId, current: 1, pageSize: 100 });
    setChildren((c) => ({ ...c, [parentId]: res.data.list }));
  };
  const reload = () => {
    actionRef.current?.reload();
    bigTags.reload();
    expanded.forEach((id) => void loadChildren(Number(id)).catch(() => undefined));
  };
  const run = useRun(reload);

  const columns: ProColumns<AdminTag>[] = [
    {
      title: t('policyAdmin.tag.name'),
      dataIndex: 'keyword',
      width: 260,
      formItemProps: { label: t('policyAdmin.tag.keyword') },
      render: (_, tag) => <Typography.Text strong={tag.parentId === null}>{tag.name}</Typography.Text>,
    },
    {
      title: t('policyAdmin.tag.kind'),
      dataIndex: 'kind',
      width: 110,
      valueType: 'select',
      valueEnum: Object.fromEntries(TAG_KINDS.map((k) => [k, { text: t(`policyAdmin.tagKind.${k}`) }])),
      render: (_, tag) => <Tag color={KIND_COLORS[tag.kind]}>{t(`policyAdmin.tagKind.${tag.kind}`)}</Tag>,
    },
    {
      title: t('policyAdmin.tag.parent'),
      dataIndex: 'parentId',
      width: 140,
      search: false,
      render: (_, tag) => (tag.parentId === null ? t('policyAdmin.tag.big') : nameOf(tag.parentId)),
    },
    {
      title: t('policyAdmin.tag.childCount'),
      dataIndex: 'childCount',
      width: 100,
      align: 'right',
      search: false,
      render: (_, tag) => (tag.parentId === null ? tag.childCount : '-'),
    },
    {
      title: t('policyAdmin.tag.policyCount'),
      dataIndex: 'policyCount',
      width: 100,
      align: 'right',
      search: false,
      tooltip: t('policyAdmin.tag.policyCount.tip'),
    },
    { title: t('policyAdmin.order'), dataIndex: 'order', width: 70, align: 'right', search: false },
    { title: t('policyAdmin.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', width: 160, search: false },
    {
      title: t('policyAdmin.actions'),
      valueType: 'option',
      width: 200,
      hideInTable: !canSave,
      render: (_, tag) => [
        tag.parentId === null && (
          <a key="add" onClick={() => setDialog({ parent: tag })}>
            {t('policyAdmin.tag.addSmall')}
          </a>
        ),
        <a key="edit" onClick={() => setDialog({ tag })}>
          {t('policyAdmin.action.edit')}
        </a>,
        <Popconfirm
          key="delete"
          title={t('policyAdmin.tag.delete.confirm', { name: tag.name })}
          description={
            tag.policyCount || tag.childCount ? t('policyAdmin.tag.delete.inUse', { policies: tag.policyCount, children: tag.childCount }) : undefined
          }
          okButtonProps={{ danger: true }}
          onConfirm={() => run(() => adminDeletePolicyTag({ id: tag.id }), t('policyAdmin.deleted'))}
        >
          <Typography.Link type="danger">{t('policyAdmin.action.delete')}</Typography.Link>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<AdminTag, Filters>
        rowKey="id"
        size="small"
        actionRef={actionRef}
        headerTitle={t('policyAdmin.tag.title')}
        tooltip={t('policyAdmin.tag.title.tip')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async ({ current, pageSize, keyword, kind }) => {
          // With a keyword both levels are searched (a flat list naming each small tag's big tag).
          const res = await adminQueryPolicyTags({
            current,
            pageSize,
            kind: kind || undefined,
            keyword: keyword?.trim() || undefined,
            parentId: keyword?.trim() ? undefined : 0,
          });
          setChildren({});
          setExpanded([]);
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: setExpanded,
          rowExpandable: (tag) => tag.parentId === null && tag.childCount > 0,
          onExpand: (open, tag) => {
            if (open && !children[tag.id]) void loadChildren(tag.id).catch(() => undefined);
          },
          expandedRowRender: (tag) => (
            <ProTable<AdminTag>
              rowKey="id"
              size="small"
              search={false}
              options={false}
              toolBarRender={false}
              pagination={false}
              loading={!children[tag.id]}
              dataSource={children[tag.id] ?? []}
              columns={columns.filter((c) => c.dataIndex !== 'parentId' && c.dataIndex !== 'createdAt')}
              footer={
                children[tag.id] && tag.childCount > children[tag.id].length
                  ? () => t('policyAdmin.tag.moreChildren', { shown: children[tag.id].length, total: tag.childCount })
                  : undefined
              }
            />
          ),
        }}
        toolBarRender={() =>
          canSave
            ? [
                <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>
                  {t('policyAdmin.tag.create')}
                </Button>,
              ]
            : []
        }
      />
      {dialog && <TagForm dialog={dialog} bigTags={bigTags.tree} onClose={() => setDialog(undefined)} onSaved={reload} />}
    </PageContainer>
  );
}
