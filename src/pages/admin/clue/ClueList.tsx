import { DownloadOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Tag, Tooltip, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useRef, useState } from 'react';
import type { ClueScope } from '@shared/clue';
import { useAntdApp } from '@/components/AntdApp';
import { DictSelect, DictTag, useDictItems } from '@/components/Dict';
import { clueDetail, queryClues, queryReturningClues } from '@/services/portal/clue';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import { downloadBlob } from '@/utils/request';
import IndustrySelect from '../company/components/IndustrySelect';
import ClueDrawer from './ClueDrawer';
import ClueForm from './ClueForm';
import ClueImportButton from './ImportButton';
import { clueFilters, EXPORT_URL, LEVEL_DICT, SOURCE_DICT, STAGE_DICT, type ClueDetail, type ClueItem, type ClueListInitial, type ExtraFilters } from './types';

/** The address's filters the search form has no field for, each a closable tag. */
function ExtraTags({ extra, ownerName, onDrop }: { extra: ExtraFilters; ownerName: string | null; onDrop: (...keys: (keyof ExtraFilters)[]) => void }) {
  const t = useT();
  const { items } = useDictItems(STAGE_DICT);
  const label = (stage: string) => items.find((i) => i.value === stage)?.label ?? stage;
  const period = (from?: string, to?: string) => ({ from: from ?? '…', to: to ?? '…' });
  return (
    <>
      {(extra.signedFrom || extra.signedTo) && (
        <Tag closable color="green" onClose={() => onDrop('signedFrom', 'signedTo')}>
          {t('clue.signedWithin', period(extra.signedFrom, extra.signedTo))}
        </Tag>
      )}
      {(extra.followedFrom || extra.followedTo) && (
        <Tag closable color="blue" onClose={() => onDrop('followedFrom', 'followedTo')}>
          {t('clue.followedWithin', period(extra.followedFrom, extra.followedTo))}
        </Tag>
      )}
      {extra.stages && (
        <Tag closable color="purple" onClose={() => onDrop('stages')}>
          {t('clue.stagesIn', { stages: extra.stages.split(',').map(label).join(' / ') })}
        </Tag>
      )}
      {extra.ownerId && (
        <Tag closable color="gold" onClose={() => onDrop('ownerId')}>
          {t('clue.ownedBy', { name: ownerName ?? `#${extra.ownerId}` })}
        </Tag>
      )}
    </>
  );
}

/** The days left before a clue returns to the pool, red within the reminder window. */
function ReturnsIn({ at }: { at: string | null }) {
  const t = useT();
  if (!at) return <>-</>;
  const days = Math.ceil((Date.parse(at) - Date.now()) / 86_400_000);
  return <Typography.Text type={days <= 3 ? 'danger' : undefined}>{t('clue.returnsIn', { n: Math.max(0, days) })}</Typography.Text>;
}

/**
 * One scope's clues (mine, my department's, all within the data scope) or those about to return to the pool: the
 * server filters, sorts and pages; the name opens the clue's drawer.
 */
export default function ClueList({ scope, returning, initial }: { scope: ClueScope; returning?: boolean; initial?: ClueListInitial }) {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const shown = useRef<Record<string, string>>({});
  const [open, setOpen] = useState<number>();
  const [form, setForm] = useState<{ clue?: ClueDetail }>();
  const [exporting, setExporting] = useState(false);
  // Filters of the address the search form has no field for (a dashboard figure's list): shown as tags, removable.
  const [extra, setExtra] = useState<ExtraFilters>(initial?.extra ?? {});
  const [ownerName, setOwnerName] = useState<string | null>(null);
  // The server counts matches up to a cap; past it the total reads "more than".
  const [more, setMore] = useState(false);
  const drop = (...keys: (keyof ExtraFilters)[]) =>
    setExtra((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k as keyof ExtraFilters))));
  const select = t('clue.select');

  const edit = async (c: ClueItem) => {
    try {
      setForm({ clue: (await clueDetail({ id: c.id })).data });
    } catch {
      // The request layer has said why.
    }
  };
  const exportList = async () => {
    setExporting(true);
    try {
      const name = await downloadBlob(EXPORT_URL, { params: { scope, ...shown.current } });
      message.success(t('clue.export.done', { name }));
    } catch {
      // The request layer has said why.
    } finally {
      setExporting(false);
    }
  };

  const columns: ProColumns<ClueItem>[] = [
    {
      title: t('clue.name'),
      dataIndex: 'name',
      fixed: 'left',
      width: 240,
      fieldProps: { placeholder: t('clue.keyword.placeholder') },
      render: (_, c) => (
        <>
          <a onClick={() => setOpen(c.id)}>{c.name}</a>
          {c.locked && (
            <Tooltip title={t('clue.locked')}>
              <LockOutlined style={{ marginLeft: 6 }} />
            </Tooltip>
          )}
        </>
      ),
    },
    { title: t('clue.contactName'), dataIndex: 'contactName', search: false, width: 90 },
    { title: t('clue.phone'), dataIndex: 'phone', search: false, width: 120 },
    {
      title: t('clue.stage'),
      dataIndex: 'stage',
      width: 100,
      renderFormItem: () => <DictSelect name={STAGE_DICT} allowClear placeholder={select} />,
      render: (_, c) => <DictTag name={STAGE_DICT} value={c.stage} />,
    },
    {
      title: t('clue.level'),
      dataIndex: 'level',
      width: 90,
      renderFormItem: () => <DictSelect name={LEVEL_DICT} allowClear placeholder={select} />,
      render: (_, c) => <DictTag name={LEVEL_DICT} value={c.level} />,
    },
    {
      title: t('clue.source'),
      dataIndex: 'source',
      width: 100,
      renderFormItem: () => <DictSelect name={SOURCE_DICT} allowClear placeholder={select} />,
      render: (_, c) => <DictTag name={SOURCE_DICT} value={c.source} />,
    },
    {
      title: t('clue.industry'),
      dataIndex: 'industryCode',
      hideInTable: true,
      renderFormItem: () => <IndustrySelect allowClear placeholder={select} />,
    },
    { title: t('clue.investmentAmount'), dataIndex: 'investmentAmount', search: false, sorter: !returning, width: 110, align: 'right' },
    {
      title: t('clue.owner'),
      dataIndex: 'ownerName',
      search: false,
      width: 110,
      render: (_, c) => [c.ownerName, c.departmentName].filter(Boolean).join(' · '),
    },
    { title: t('clue.nextFollowUpOn'), dataIndex: 'nextFollowUpOn', search: false, sorter: !returning, width: 110 },
    {
      title: t('clue.lastFollowUpAt'),
      dataIndex: 'lastFollowUpAt',
      search: false,
      sorter: !returning,
      width: 150,
      render: (_, c) => formatMoment(c.lastFollowUpAt),
    },
    { title: t('clue.returns'), dataIndex: 'returnsAt', search: false, width: 100, render: (_, c) => <ReturnsIn at={c.returnsAt} /> },
    { title: t('clue.createdAt'), dataIndex: 'createdAt', valueType: 'dateRange', sorter: !returning, width: 150, render: (_, c) => formatMoment(c.createdAt) },
    {
      title: t('clue.overdue'),
      dataIndex: 'overdue',
      hideInTable: true,
      valueType: 'switch',
    },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      width: 80,
      fixed: 'right',
      hideInTable: !access.can('clue:save'),
      render: (_, c) => [
        <a key="edit" onClick={() => edit(c)}>
          {t('org.common.edit')}
        </a>,
      ],
    },
  ];

  return (
    <>
      <ProTable<ClueItem>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 1500 }}
        size="small"
        search={returning ? false : { labelWidth: 'auto', defaultCollapsed: !Object.keys(initial?.form ?? {}).length }}
        form={{ initialValues: initial?.form }}
        pagination={{
          defaultPageSize: 20,
          showSizeChanger: true,
          showTotal: (total) => t(more ? 'clue.total.more' : 'clue.total', { n: total.toLocaleString() }),
        }}
        params={{ scope, ...extra }}
        request={async (params, sort: Record<string, SortOrder>) => {
          if (returning) {
            const res = await queryReturningClues({ scope, current: params.current, pageSize: params.pageSize });
            setMore(false);
            return { data: res.data.list, total: res.data.total, success: true };
          }
          const filters: Record<string, string> = { ...clueFilters(params, sort), ...(extra as Record<string, string>) };
          shown.current = filters;
          const res = await queryClues({ scope, current: params.current, pageSize: params.pageSize, ...filters } as Parameters<typeof queryClues>[0]);
          if (extra.ownerId) setOwnerName(res.data.list[0]?.ownerName ?? null);
          setMore(res.data.more);
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        headerTitle={returning ? <Tag color="orange">{t('clue.tab.returning.hint')}</Tag> : <ExtraTags extra={extra} ownerName={ownerName} onDrop={drop} />}
        toolBarRender={() => [
          !returning && <ClueImportButton key="import" onImported={() => actionRef.current?.reload()} />,
          access.can('clue:export') && !returning && (
            <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={exportList}>
              {t('clue.export')}
            </Button>
          ),
          access.can('clue:save') && (
            <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
              {t('clue.create')}
            </Button>
          ),
        ]}
      />
      {open !== undefined && <ClueDrawer id={open} onClose={() => setOpen(undefined)} onChanged={() => actionRef.current?.reload()} />}
      {form && (
        <ClueForm
          clue={form.clue}
          onClose={() => setForm(undefined)}
          onSaved={(saved) => {
            setForm(undefined);
            actionRef.current?.reload();
            setOpen(saved.id);
          }}
        />
      )}
    </>
  );
}
