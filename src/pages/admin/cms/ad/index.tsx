import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProCard, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useSearchParams } from '@umijs/max';
import { Button, Col, Empty, Popconfirm, Row, Space, Tag, Typography, theme } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AD_COUNT_CAP } from '@shared/adverts';
import { useAntdApp } from '@/components/AntdApp';
import LazyMessages from '@/components/LazyMessages';
import { deleteAdArea, deleteAdResource, queryAdAreas, queryAdResources } from '@/services/portal/cms';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import AdvertForm from './AdvertForm';
import AreaForm from './AreaForm';
import { STATE_COLORS, type AdArea, type AdResource, type AdState } from './types';

type Filters = { keyword?: string; state?: AdState; areaId?: number };
type Dialog = { kind: 'area'; area?: AdArea } | { kind: 'advert'; advert?: AdResource };
const STATES: AdState[] = ['live', 'scheduled', 'ended', 'disabled'];
/** An area's count as the server gives it: up to AD_COUNT_CAP, then "100+". */
const capped = (n: number) => (n >= AD_COUNT_CAP ? `${AD_COUNT_CAP}+` : String(n));

/**
 * 广告管理: the advert areas on the left (what the front asks for by key, with how many adverts it holds and how
 * many are live), the chosen area's adverts on the right, filtered by title and state, sorted by order, clicks or last
 * change, paged by the server. `?area=<id>` keeps the choice in the address.
 */
function AdvertsPage() {
  const t = useT();
  const { message } = useAntdApp();
  const { token } = theme.useToken();
  const access = useAccess();
  const canArea = access.can('ad:area');
  const canSave = access.can('ad:save');
  const [searchParams, setSearchParams] = useSearchParams();
  const [areas, setAreas] = useState<AdArea[]>();
  const [dialog, setDialog] = useState<Dialog>();
  const actionRef = useRef<ActionType>();
  const chosenId = Number(searchParams.get('area')) || areas?.[0]?.id;
  const area = areas?.find((a) => a.id === chosenId);

  const loadAreas = useCallback(
    () =>
      queryAdAreas().then(
        (res) => setAreas(res.data.list),
        () => setAreas((current) => current ?? []), // the request layer has said why
      ),
    [],
  );
  useEffect(() => {
    loadAreas();
  }, [loadAreas]);
  useEffect(() => {
    actionRef.current?.reloadAndRest?.();
  }, [chosenId]);

  const changed = () => {
    loadAreas();
    actionRef.current?.reload();
  };
  const removeArea = async (a: AdArea) => {
    try {
      await deleteAdArea({ id: a.id });
      message.success(t('cms.ad.area.deleted', { name: a.name }));
      if (a.id === chosenId) setSearchParams({}, { replace: true });
      loadAreas();
    } catch {
      // The request layer has said why (an area that still holds adverts).
    }
  };
  const removeAdvert = async (r: AdResource) => {
    try {
      await deleteAdResource({ id: r.id });
      message.success(t('cms.ad.deleted', { title: r.title }));
      changed();
    } catch {
      // The request layer has said why.
    }
  };

  const columns: ProColumns<AdResource>[] = [
    { title: t('cms.ad.keyword'), dataIndex: 'keyword', hideInTable: true },
    {
      title: t('cms.ad.title'),
      dataIndex: 'title',
      search: false,
      width: 300,
      fixed: 'left',
      render: (_, r) => (
        <Space align="start">
          {r.imageUrl && <img src={r.imageUrl} alt="" width={96} height={24} style={{ objectFit: 'cover', borderRadius: 2 }} />}
          <div style={{ minWidth: 0 }}>
            <div>{r.title}</div>
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 200, fontSize: 12 }} title={r.link}>
              {r.link}
            </Typography.Text>
          </div>
        </Space>
      ),
    },
    {
      title: t('cms.ad.state'),
      dataIndex: 'state',
      width: 100,
      valueType: 'select',
      valueEnum: Object.fromEntries(STATES.map((s) => [s, { text: t(`cms.ad.state.${s}`) }])),
      render: (_, r) => <Tag color={STATE_COLORS[r.state]}>{t(`cms.ad.state.${r.state}`)}</Tag>,
    },
    {
      title: t('cms.ad.period'),
      dataIndex: 'startAt',
      search: false,
      width: 300,
      render: (_, r) => `${r.startAt ? formatMoment(r.startAt) : t('cms.ad.period.open')} ~ ${r.endAt ? formatMoment(r.endAt) : t('cms.ad.period.open')}`,
    },
    { title: t('cms.ad.weight'), dataIndex: 'weight', search: false, width: 70, align: 'right' },
    { title: t('cms.ad.order'), dataIndex: 'order', search: false, sorter: true, defaultSortOrder: 'ascend', width: 80, align: 'right' },
    { title: t('cms.ad.clicks'), dataIndex: 'clicks', search: false, sorter: true, width: 80, align: 'right' },
    { title: t('cms.ad.updated'), dataIndex: 'updatedAt', search: false, sorter: true, width: 160, render: (_, r) => formatMoment(r.updatedAt) },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 110,
      hideInTable: !canSave,
      render: (_, r) => [
        <a key="edit" onClick={() => setDialog({ kind: 'advert', advert: r })}>
          {t('org.common.edit')}
        </a>,
        <Popconfirm key="delete" title={t('cms.ad.delete.confirm', { title: r.title })} onConfirm={() => removeAdvert(r)}>
          <a>{t('org.common.delete')}</a>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <PageContainer>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7}>
          <ProCard
            title={t('cms.ad.areas')}
            bordered
            loading={!areas}
            extra={
              canArea && (
                <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'area' })}>
                  {t('cms.ad.area.create')}
                </Button>
              )
            }
            bodyStyle={{ padding: 8 }}
          >
            {areas?.length === 0 && <Empty description={t('cms.ad.area.none')} />}
            <nav aria-label={t('cms.ad.areas')}>
              {areas?.map((a) => (
                <div
                  key={a.id}
                  data-testid="ad-area"
                  style={{
                    padding: '8px 12px',
                    borderRadius: token.borderRadius,
                    background: a.id === chosenId ? token.colorPrimaryBg : undefined,
                  }}
                >
                  <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                    <Typography.Link
                      strong={a.id === chosenId}
                      aria-current={a.id === chosenId ? 'true' : undefined}
                      onClick={() => setSearchParams({ area: String(a.id) }, { replace: true })}
                    >
                      {a.name}
                    </Typography.Link>
                    <Space size={4}>
                      <Tag>{t(`cms.ad.area.kind.${a.kind}`)}</Tag>
                      {!a.enabled && <Tag color="red">{t('cms.ad.area.disabled')}</Tag>}
                    </Space>
                  </Space>
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <code>{a.key}</code> · {t('cms.ad.area.counts', { live: capped(a.liveCount), total: capped(a.resourceCount) })}
                    </Typography.Text>
                  </div>
                  {canArea && (
                    <Space size={12} style={{ fontSize: 12 }}>
                      <a onClick={() => setDialog({ kind: 'area', area: a })}>{t('org.common.edit')}</a>
                      <Popconfirm title={t('cms.ad.area.delete.confirm', { name: a.name })} onConfirm={() => removeArea(a)}>
                        <a>{t('org.common.delete')}</a>
                      </Popconfirm>
                    </Space>
                  )}
                </div>
              ))}
            </nav>
          </ProCard>
        </Col>
        <Col xs={24} lg={17}>
          <ProTable<AdResource, Filters>
            rowKey="id"
            size="small"
            actionRef={actionRef}
            headerTitle={area ? t('cms.ad.list', { area: area.name }) : t('cms.ad.pickArea')}
            columns={columns}
            search={{ labelWidth: 'auto' }}
            scroll={{ x: 1200 }}
            pagination={{ defaultPageSize: 20, showSizeChanger: true }}
            params={{ areaId: chosenId }}
            request={async ({ current, pageSize, keyword, state, areaId }, sort) => {
              if (!areaId) return { data: [], total: 0, success: true };
              const [field, order] = Object.entries(sort ?? {}).find(([, o]) => o) ?? ['order', 'ascend'];
              const res = await queryAdResources({
                current,
                pageSize,
                areaId,
                keyword: keyword?.trim() || undefined,
                state: state || undefined,
                sortField: field as 'order' | 'clicks' | 'updatedAt',
                sortOrder: order === 'descend' ? 'descend' : 'ascend',
              });
              return { data: res.data.list, total: res.data.total, success: true };
            }}
            toolBarRender={() =>
              canSave && area
                ? [
                    <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'advert' })}>
                      {t('cms.ad.create')}
                    </Button>,
                  ]
                : []
            }
          />
        </Col>
      </Row>
      {dialog?.kind === 'area' && (
        <AreaForm
          area={dialog.area}
          onClose={() => setDialog(undefined)}
          onSaved={(saved) => {
            loadAreas();
            if (!dialog.area) setSearchParams({ area: String(saved.id) }, { replace: true });
          }}
        />
      )}
      {dialog?.kind === 'advert' && area && <AdvertForm area={area} advert={dialog.advert} onClose={() => setDialog(undefined)} onSaved={changed} />}
    </PageContainer>
  );
}

/** The screen once its texts are there (they load with it, not with the back office). */
export default function AdvertsPageWithTexts() {
  return (
    <LazyMessages part="cms">
      <AdvertsPage />
    </LazyMessages>
  );
}
