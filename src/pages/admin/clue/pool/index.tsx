import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useEffect, useRef, useState } from 'react';
import { useAntdApp } from '@/components/AntdApp';
import { DictSelect, DictTag } from '@/components/Dict';
import LazyMessages from '@/components/LazyMessages';
import { assignClues, claimClue, cluePoolConfig, queryCluePool } from '@/services/portal/clue';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import UserSelect from '../../workflow/UserSelect';
import ClueDrawer from '../ClueDrawer';
import ClueList from '../ClueList';
import { LEVEL_DICT, SOURCE_DICT, STAGE_DICT, type ClueItem } from '../types';

type Info = Awaited<ReturnType<typeof cluePoolConfig>>['data'];

/** Hands the chosen pool clues to a staff member in the manager's scope. */
function AssignDialog({ ids, onClose, onDone }: { ids: number[]; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ ownerId: number; reason?: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const res = await assignClues({ ids, ownerId: v.ownerId, reason: v.reason || null });
      message.success(t('clue.pool.assigned', { n: res.data.done.length }));
      onDone();
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('clue.pool.assign')} onCancel={onClose} onOk={submit} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical">
        <Form.Item name="ownerId" label={t('clue.pool.assignTo')} rules={[{ required: true }]}>
          <UserSelect />
        </Form.Item>
        <Form.Item name="reason" label={t('clue.pool.assignReason')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The pool's clues: claim one (within the limit), or, as a manager, assign a selection. */
function PoolList({ info, onChanged }: { info?: Info; onChanged: () => void }) {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const [open, setOpen] = useState<number>();
  const [selected, setSelected] = useState<number[]>([]);
  const [assigning, setAssigning] = useState(false);
  const select = t('clue.select');
  const claim = async (c: ClueItem) => {
    try {
      await claimClue({ id: c.id });
      message.success(t('clue.pool.claimed', { name: c.name }));
      actionRef.current?.reload();
      onChanged();
    } catch {
      // The request layer has said why (taken by someone else, the limit, 7 days).
      actionRef.current?.reload();
    }
  };
  const columns: ProColumns<ClueItem>[] = [
    { title: t('clue.name'), dataIndex: 'keyword', width: 240, fixed: 'left', render: (_, c) => <a onClick={() => setOpen(c.id)}>{c.name}</a> },
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
    { title: t('clue.investmentAmount'), dataIndex: 'investmentAmount', search: false, sorter: true, width: 110, align: 'right' },
    { title: t('clue.giveUp.reason'), dataIndex: 'giveUpReason', search: false, ellipsis: true },
    { title: t('clue.pool.givenUpBy'), dataIndex: 'givenUpByName', search: false, width: 100, render: (_, c) => c.givenUpByName ?? t('clue.history.system') },
    {
      title: t('clue.pool.givenUpAt'),
      dataIndex: 'givenUpAt',
      search: false,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 150,
      render: (_, c) => formatMoment(c.givenUpAt),
    },
    {
      title: t('org.common.actions'),
      valueType: 'option',
      width: 80,
      fixed: 'right',
      hideInTable: !access.can('clue:claim'),
      render: (_, c) => [
        <a key="claim" onClick={() => claim(c)}>
          {t('clue.pool.claim')}
        </a>,
      ],
    },
  ];
  return (
    <>
      {info && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          message={t('clue.pool.rules', { n: info.noFollowUpDays, m: info.noDealDays, held: info.held, limit: info.claimLimit, days: info.reclaimDays })}
        />
      )}
      <ProTable<ClueItem>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        size="small"
        scroll={{ x: 1200 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        rowSelection={access.can('clue:assign') ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        request={async (params, sort: Record<string, SortOrder>) => {
          const [field, order] = Object.entries(sort).find(([, o]) => o) ?? [];
          const res = await queryCluePool({
            current: params.current,
            pageSize: params.pageSize,
            keyword: (params.keyword as string | undefined)?.trim() || undefined,
            stage: params.stage as Parameters<typeof queryCluePool>[0]['stage'],
            level: params.level as string | undefined,
            source: params.source as string | undefined,
            sortField: field === 'investmentAmount' ? 'investmentAmount' : 'givenUpAt',
            sortOrder: order === 'ascend' ? 'ascend' : 'descend',
          });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
        toolBarRender={() => [
          access.can('clue:assign') && (
            <Button key="assign" disabled={!selected.length} onClick={() => setAssigning(true)}>
              {t('clue.pool.assignSelected', { n: selected.length })}
            </Button>
          ),
        ]}
      />
      {open !== undefined && <ClueDrawer id={open} onClose={() => setOpen(undefined)} onChanged={() => actionRef.current?.reload()} />}
      {assigning && (
        <AssignDialog
          ids={selected}
          onClose={() => setAssigning(false)}
          onDone={() => {
            setAssigning(false);
            setSelected([]);
            actionRef.current?.reload();
          }}
        />
      )}
    </>
  );
}

/** 公海线索: the pool to claim from (and assign from, for managers) and the clues about to return to it. */
function CluePool() {
  const t = useT();
  const [tab, setTab] = useState<'pool' | 'returning'>('pool');
  const [info, setInfo] = useState<Info>();
  const loadInfo = () =>
    cluePoolConfig({ skipErrorHandler: true }).then(
      (res) => setInfo(res.data),
      () => undefined,
    );
  useEffect(() => {
    loadInfo();
  }, []);
  return (
    <PageContainer
      tabList={[
        { key: 'pool', tab: t('clue.pool.tab.pool') },
        { key: 'returning', tab: t('clue.tab.returning') },
      ]}
      tabActiveKey={tab}
      onTabChange={(key) => setTab(key as 'pool' | 'returning')}
    >
      {tab === 'pool' ? <PoolList info={info} onChanged={loadInfo} /> : <ClueList scope="all" returning />}
      <Space style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{t('clue.pool.footer')}</Typography.Text>
      </Space>
    </PageContainer>
  );
}

export default function CluePoolScreen() {
  return (
    <LazyMessages part="clue">
      <CluePool />
    </LazyMessages>
  );
}
