import { AppstoreOutlined, DownloadOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Button, Popconfirm, Segmented, Select, Typography, type PaginationProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DictSelect, DictTag } from '@/components/Dict';
import { deleteWorkshop, queryWorkshops, workshopBuildings } from '@/services/portal/workshop';
import { alreadyShown } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { useUrlFilters } from '@/utils/urlFilters';
import { downloadBlob } from '@/utils/request';
import { unitFilters } from './query';
import UnitCards from './UnitCards';
import UnitDetail from './UnitDetail';
import UnitForm from './UnitForm';
import { EXPORT_URL, FITOUT_DICT, RENTAL_STATUS_DICT, USAGE_DICT, type BuildingItem, type UnitFilters, type UnitItem } from './types';
import { useAntdApp } from '@/components/AntdApp';

type Dialog = { kind: 'create' } | { kind: 'edit'; unit: UnitItem };
type View = 'table' | 'card';

const VIEW_KEY = 'admin-workshop-view';
const readView = (): View => {
  try {
    return window.localStorage.getItem(VIEW_KEY) === 'card' ? 'card' : 'table';
  } catch {
    return 'table';
  }
};

/** The table's pagination handed to the card view, without the table-only placement option. */
function cardPagination(pagination: unknown): PaginationProps | false {
  if (!pagination || typeof pagination !== 'object') return false;
  const { position: _position, ...rest } = pagination as PaginationProps & { position?: unknown };
  return rest;
}

/** The filters the list takes from its address. */
const URL_FILTERS = ['rentalStatus', 'building'] as const;

/**
 * 厂房资源: the park's units (workshops, offices, …) filtered by building, usage, rental status, area
 * and price, paged and sorted by the server; shown as a table or as cards with photos. The same filters
 * export the list as .xlsx. Buttons follow the user's permission keys.
 */
export default function WorkshopPage() {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [view, setView] = useState<View>(readView);
  const [dialog, setDialog] = useState<Dialog>();
  const [opened, setOpened] = useState<UnitItem>();
  const [exporting, setExporting] = useState(false);
  const [buildings, setBuildings] = useState<BuildingItem[]>([]);
  // The filters of the list on screen: Export downloads exactly these.
  const shown = useRef<UnitFilters>({});
  // `?rentalStatus=` `?building=`: the list a dashboard figure counts.
  const fromUrl = useUrlFilters(URL_FILTERS);
  const canSave = access.can('workshop:save');
  const canDelete = access.can('workshop:delete');
  const canExport = access.can('workshop:export');

  const loadBuildings = useCallback(() => {
    workshopBuildings({ skipErrorHandler: true })
      .then((res) => setBuildings(res.data ?? []))
      .catch(() => undefined); // the filter then takes no building; the list itself reports errors
  }, []);
  useEffect(loadBuildings, [loadBuildings]);

  const switchView = (next: View) => {
    setView(next);
    try {
      window.localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Storage unavailable: the choice lasts for this visit.
    }
  };

  const changed = () => {
    actionRef.current?.reload();
    loadBuildings();
  };

  const remove = async (u: UnitItem) => {
    try {
      await deleteWorkshop({ id: u.id });
      message.success(t('workshop.deleted', { code: u.code }));
      changed();
    } catch {
      // The request layer has said why (a unit with a tenancy cannot be deleted).
    }
  };

  const exportList = async () => {
    setExporting(true);
    try {
      // The filters and the sort on screen: the file lists what the table shows, in its order.
      const name = await downloadBlob(EXPORT_URL, { params: shown.current });
      message.success(t('workshop.export.done', { name }));
    } catch {
      // The request layer has said why.
    } finally {
      setExporting(false);
    }
  };

  const select = t('workshop.select');
  const rangeProps = { placeholder: [t('workshop.range.min'), t('workshop.range.max')], min: 0 };
  const columns: ProColumns<UnitItem>[] = [
    { title: t('workshop.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('workshop.keyword.placeholder'), maxLength: 32 } },
    {
      title: t('workshop.code'),
      dataIndex: 'code',
      fixed: 'left',
      width: 110,
      sorter: true,
      search: false,
      render: (_, u) => <Typography.Link onClick={() => setOpened(u)}>{u.code}</Typography.Link>,
    },
    {
      title: t('workshop.building'),
      dataIndex: 'building',
      width: 90,
      renderFormItem: () => (
        <Select
          allowClear
          showSearch
          placeholder={select}
          options={buildings.map((b) => ({ value: b.building, label: t('workshop.building.option', { building: b.building, count: b.unitCount }) }))}
        />
      ),
    },
    { title: t('workshop.floor'), dataIndex: 'floor', width: 70, sorter: true, search: false, align: 'right' },
    {
      title: t('workshop.usage'),
      dataIndex: 'usage',
      width: 90,
      renderFormItem: () => <DictSelect name={USAGE_DICT} allowClear placeholder={select} />,
      render: (_, u) => <DictTag name={USAGE_DICT} value={u.usage} />,
    },
    {
      title: t('workshop.rentalStatus'),
      dataIndex: 'rentalStatus',
      width: 100,
      renderFormItem: () => <DictSelect name={RENTAL_STATUS_DICT} allowClear placeholder={select} />,
      render: (_, u) => <DictTag name={RENTAL_STATUS_DICT} value={u.rentalStatus} />,
    },
    {
      title: t('workshop.fitoutStatus'),
      dataIndex: 'fitoutStatus',
      width: 90,
      search: false,
      render: (_, u) => <DictTag name={FITOUT_DICT} value={u.fitoutStatus} />,
    },
    {
      title: t('workshop.grossArea'),
      dataIndex: 'grossArea',
      width: 120,
      sorter: true,
      search: false,
      align: 'right',
      render: (_, u) => u.grossArea.toLocaleString('zh-CN'),
    },
    {
      title: t('workshop.usableArea'),
      dataIndex: 'usableArea',
      valueType: 'digitRange',
      width: 120,
      sorter: true,
      align: 'right',
      tooltip: t('workshop.usableArea.filterTip'),
      fieldProps: rangeProps,
      render: (_, u) => u.usableArea.toLocaleString('zh-CN'),
    },
    {
      title: t('workshop.refPrice'),
      dataIndex: 'refPrice',
      valueType: 'digitRange',
      width: 150,
      sorter: true,
      align: 'right',
      tooltip: t('workshop.refPrice.tip'),
      fieldProps: rangeProps,
      render: (_, u) => u.refPrice.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    },
    { title: t('workshop.availableFrom'), dataIndex: 'availableFrom', valueType: 'date', width: 110, sorter: true, search: false },
    { title: t('workshop.tenant'), dataIndex: 'tenant', width: 220, ellipsis: true, search: false, render: (_, u) => u.tenant?.companyName ?? '-' },
    {
      title: t('workshop.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 140,
      render: (_, u) => [
        <a key="open" onClick={() => setOpened(u)}>
          {t('workshop.detail')}
        </a>,
        canSave && (
          <a key="edit" onClick={() => setDialog({ kind: 'edit', unit: u })}>
            {t('workshop.edit')}
          </a>
        ),
        canDelete && (
          <Popconfirm
            key="delete"
            title={t('workshop.delete.confirm', { code: u.code })}
            description={u.tenant ? t('workshop.delete.tenant', { name: u.tenant.companyName }) : undefined}
            onConfirm={() => remove(u)}
          >
            <Typography.Link type="danger">{t('workshop.delete')}</Typography.Link>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<UnitItem, Record<string, unknown>>
        rowKey="id"
        size="small"
        actionRef={actionRef}
        headerTitle={t('workshop.title')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        form={{ initialValues: fromUrl }}
        scroll={{ x: 1500 }}
        options={{ reload: true, density: true, setting: { draggable: true, checkable: true } }}
        columnsState={{ persistenceKey: 'admin-workshop-columns', persistenceType: 'localStorage' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [12, 20, 48, 100, 200] }}
        onRequestError={alreadyShown}
        request={async (params, sort: Record<string, SortOrder>) => {
          const filters = unitFilters(params, sort);
          shown.current = filters;
          const res = await queryWorkshops({ current: params.current as number, pageSize: params.pageSize as number, ...filters });
          return { data: res.data.list as UnitItem[], total: res.data.total, success: true };
        }}
        tableViewRender={(props, table) =>
          view === 'card' ? (
            <UnitCards
              units={(props.dataSource ?? []) as UnitItem[]}
              loading={!!props.loading}
              pagination={cardPagination(props.pagination)}
              onOpen={setOpened}
              onEdit={canSave ? (u) => setDialog({ kind: 'edit', unit: u }) : undefined}
              onDelete={canDelete ? remove : undefined}
            />
          ) : (
            table
          )
        }
        toolBarRender={() => [
          <Segmented<View>
            key="view"
            value={view}
            onChange={switchView}
            options={[
              { value: 'table', icon: <TableOutlined />, label: t('workshop.view.table') },
              { value: 'card', icon: <AppstoreOutlined />, label: t('workshop.view.card') },
            ]}
          />,
          canExport && (
            <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={exportList}>
              {t('workshop.export')}
            </Button>
          ),
          canSave && (
            <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
              {t('workshop.create')}
            </Button>
          ),
        ]}
      />
      {opened && <UnitDetail unit={opened} onClose={() => setOpened(undefined)} />}
      {dialog && (
        <UnitForm unit={dialog.kind === 'edit' ? dialog.unit : undefined} buildings={buildings} onClose={() => setDialog(undefined)} onSaved={changed} />
      )}
    </PageContainer>
  );
}
