import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Col, Popconfirm, Row, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useRef, useState } from 'react';
import { CLUE_SCOPES, type ClueScope } from '@shared/clue';
import { PROJECT_STAGES, PROJECT_STATUSES } from '@shared/project';
import { useAntdApp } from '@/components/AntdApp';
import { DictTag } from '@/components/Dict';
import { deleteProject, queryProjects } from '@/services/portal/project';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import IndustrySelect from '../company/components/IndustrySelect';
import UserSelect from '../workflow/UserSelect';
import CategoryTree from './CategoryTree';
import ProjectDrawer, { STATUS_COLORS } from './ProjectDrawer';
import ProjectForm from './ProjectForm';
import { INDUSTRY_DICT, projectFilters, type ProjectExtraFilters, type ProjectItem, type ProjectListInitial } from './types';

/** The address's filters the search form has no field for, each a closable tag. */
function ExtraTags({
  extra,
  ownerName,
  onDrop,
}: {
  extra: ProjectExtraFilters;
  /** The filtered owner's name, from the rows the list holds (their id until a row shows it). */
  ownerName: string | null;
  onDrop: (...keys: (keyof ProjectExtraFilters)[]) => void;
}) {
  const t = useT();
  const period = (from?: string, to?: string) => ({ from: from ?? '…', to: to ?? '…' });
  const tags: [keys: (keyof ProjectExtraFilters)[], text: string][] = [];
  if (extra.signedFrom || extra.signedTo) tags.push([['signedFrom', 'signedTo'], t('project.filter.signed', period(extra.signedFrom, extra.signedTo))]);
  if (extra.currency) tags.push([['currency'], t('project.filter.currency', { currency: extra.currency })]);
  if (extra.industryCode) tags.push([['industryCode'], t('project.filter.industryNone')]);
  if (extra.ownerId) tags.push([['ownerId'], t('project.filter.owner', { name: ownerName ?? `#${extra.ownerId}` })]);
  if (extra.hasOverdueMilestone) tags.push([['hasOverdueMilestone'], t('project.filter.overdue')]);
  if (extra.milestoneDueFrom || extra.milestoneDueTo)
    tags.push([['milestoneDueFrom', 'milestoneDueTo'], t('project.filter.due', period(extra.milestoneDueFrom, extra.milestoneDueTo))]);
  if (extra.milestoneDoneFrom || extra.milestoneDoneTo)
    tags.push([['milestoneDoneFrom', 'milestoneDoneTo'], t('project.filter.done', period(extra.milestoneDoneFrom, extra.milestoneDoneTo))]);
  return (
    <>
      {tags.map(([keys, text]) => (
        <Tag key={keys[0]} closable color="blue" onClose={() => onDrop(...keys)} data-filter-tag={keys[0]}>
          {text}
        </Tag>
      ))}
    </>
  );
}

/**
 * 招商项目: the category tree beside the list (a category filters to it and those below it); the server filters, sorts
 * and pages within the caller's data scope; the name opens the project's drawer. `opened` opens one at once (a
 * notice's link).
 */
export default function ProjectList({ opened, initial }: { opened?: number; initial?: ProjectListInitial }) {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [scope, setScope] = useState<ClueScope>(initial?.tab ?? 'all');
  const [categoryId, setCategoryId] = useState<number | undefined>(initial?.categoryId);
  // Filters of the address the search form has no field for (a dashboard figure's list): shown as tags, removable.
  const [extra, setExtra] = useState<ProjectExtraFilters>(initial?.extra ?? {});
  const [ownerName, setOwnerName] = useState<string | null>(null);
  // Past PROJECT_COUNT_CAP matches the server stops counting: the total says "more than".
  const [more, setMore] = useState(false);
  const drop = (...keys: (keyof ProjectExtraFilters)[]) =>
    setExtra((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k as keyof ProjectExtraFilters))));
  const [open, setOpen] = useState<number | undefined>(opened);
  const [creating, setCreating] = useState(false);
  const [treeVersion, setTreeVersion] = useState(0);
  const select = t('project.select');
  const reload = () => {
    actionRef.current?.reload();
    setTreeVersion((v) => v + 1);
  };
  const remove = async (p: ProjectItem) => {
    try {
      await deleteProject({ id: p.id });
      message.success(t('project.deleted'));
      reload();
    } catch {
      // The request layer has said why (under review, signed).
    }
  };

  const columns: ProColumns<ProjectItem>[] = [
    {
      title: t('project.name'),
      dataIndex: 'name',
      fixed: 'left',
      width: 240,
      fieldProps: { placeholder: t('project.keyword.placeholder') },
      render: (_, p) => <a onClick={() => setOpen(p.id)}>{p.name}</a>,
    },
    { title: t('project.category'), dataIndex: 'categoryName', search: false, width: 110 },
    { title: t('project.company'), dataIndex: 'companyName', search: false, width: 180, ellipsis: true },
    {
      title: t('project.industry'),
      dataIndex: 'industryCode',
      width: 140,
      renderFormItem: () => <IndustrySelect allowClear placeholder={select} />,
      render: (_, p) => (p.industryCode ? <DictTag name={INDUSTRY_DICT} value={p.industryCode} /> : '-'),
    },
    {
      title: t('project.investmentAmount'),
      dataIndex: 'investmentAmount',
      search: false,
      sorter: true,
      width: 130,
      align: 'right',
      render: (_, p) => (p.investmentAmount === null ? '-' : `${p.investmentAmount.toLocaleString()} ${p.currency}`),
    },
    {
      title: t('project.stage'),
      dataIndex: 'stage',
      width: 90,
      valueType: 'select',
      fieldProps: { options: PROJECT_STAGES.map((s) => ({ value: s, label: t(`project.stage.${s}`) })) },
      render: (_, p) => <Tag>{t(`project.stage.${p.stage}`)}</Tag>,
    },
    {
      title: t('project.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      fieldProps: { options: PROJECT_STATUSES.map((s) => ({ value: s, label: t(`project.status.${s}`) })) },
      render: (_, p) => <Tag color={STATUS_COLORS[p.status]}>{t(`project.status.${p.status}`)}</Tag>,
    },
    {
      title: t('project.owner'),
      dataIndex: 'ownerId',
      width: 130,
      renderFormItem: () => <UserSelect />,
      render: (_, p) => [p.ownerName, p.departmentName].filter(Boolean).join(' · ') || '-',
    },
    { title: t('project.signedAt'), dataIndex: 'signedAt', search: false, sorter: true, width: 150, render: (_, p) => formatMoment(p.signedAt) || '-' },
    { title: t('project.createdAt'), dataIndex: 'createdAt', valueType: 'dateRange', sorter: true, width: 150, render: (_, p) => formatMoment(p.createdAt) },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      width: 80,
      fixed: 'right',
      hideInTable: !access.can('project:delete'),
      render: (_, p) =>
        p.status === 'signed' || p.status === 'reviewing'
          ? []
          : [
              <Popconfirm key="delete" title={t('project.delete.confirm', { name: p.name })} onConfirm={() => remove(p)}>
                <a>{t('org.common.delete')}</a>
              </Popconfirm>,
            ],
    },
  ];

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="240px">
        <CategoryTree selected={categoryId} onSelect={setCategoryId} version={treeVersion} />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <ProTable<ProjectItem>
          rowKey="id"
          actionRef={actionRef}
          columns={columns}
          scroll={{ x: 1500 }}
          size="small"
          search={{ labelWidth: 'auto' }}
          form={{ initialValues: initial?.form }}
          pagination={{
            defaultPageSize: 20,
            showSizeChanger: true,
            showTotal: (total) => t(more ? 'project.total.more' : 'project.total', { n: total.toLocaleString() }),
          }}
          params={{ scope, categoryId, ...extra }}
          request={async (params, sort: Record<string, SortOrder>) => {
            const filters = { ...projectFilters(params, sort, categoryId), ...(extra as Record<string, string>) };
            const res = await queryProjects({ scope, current: params.current, pageSize: params.pageSize, ...filters } as Parameters<typeof queryProjects>[0]);
            if (extra.ownerId) setOwnerName(res.data.list[0]?.ownerName ?? null);
            setMore(res.data.more);
            return { data: res.data.list, total: res.data.total, success: true };
          }}
          toolbar={{
            // With a tab menu the toolbar shows no headerTitle, so the address's filters sit beside the actions.
            filter: <ExtraTags extra={extra} ownerName={ownerName} onDrop={drop} />,
            menu: {
              type: 'tab',
              activeKey: scope,
              items: CLUE_SCOPES.map((s) => ({ key: s, label: t(`project.scope.${s}`) })),
              onChange: (key) => setScope(key as ClueScope),
            },
          }}
          toolBarRender={() => [
            access.can('project:save') && (
              <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                {t('project.create')}
              </Button>
            ),
          ]}
        />
      </Col>
      {open !== undefined && <ProjectDrawer id={open} onClose={() => setOpen(undefined)} onChanged={reload} />}
      {creating && (
        <ProjectForm
          defaults={categoryId ? { categoryId } : undefined}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            reload();
            setOpen(saved.id);
          }}
        />
      )}
    </Row>
  );
}
