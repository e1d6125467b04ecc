import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link, useAccess } from '@umijs/max';
import { Button, Drawer, Input, Radio, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import CompanyChangeItems from '@/components/CompanyChangeItems';
import { changeFieldLabel } from '@/utils/companyFields';
import { decideCompanyChange, queryCompanyChanges } from '@/services/portal/membership';
import { formatMoment } from '@/utils/chinaTime';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { reviewStatusColumn, useReviewTabs } from './reviewTable';
import type { ChangeRequest } from './types';
import { useAntdApp } from '@/components/AntdApp';

type Decision = 'accepted' | 'refused';

/**
 * Companies' change requests. Reviewing one shows each field's current and asked value side by side; every field
 * is accepted or refused, and only accepted values reach the company's record (`membership:review`).
 */
export default function ChangesTable({ companyId, onDecided }: { companyId?: number; onDecided?: () => void }) {
  const t = useT();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const { status, tableProps } = useReviewTabs(t, companyId);
  const [open, setOpen] = useState<ChangeRequest>();
  const canReview = access.can('membership:review');

  const columns: ProColumns<ChangeRequest>[] = [
    { title: t('membership.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('membership.change.keywordHint') } },
    {
      title: t('membership.company'),
      dataIndex: 'companyName',
      search: false,
      hideInTable: !!companyId,
      render: (_, c) => <Link to={`/admin/company/${c.companyId}?tab=users`}>{c.companyName}</Link>,
    },
    { title: t('membership.change.requestedBy'), dataIndex: 'requestedBy', search: false, width: 140 },
    {
      title: t('membership.change.fields'),
      dataIndex: 'items',
      search: false,
      ellipsis: true,
      render: (_, c) => c.items.map((i) => changeFieldLabel(t, i.key)).join('、'),
    },
    { title: t('membership.change.note'), dataIndex: 'note', search: false, ellipsis: true },
    { title: t('membership.createdAt'), dataIndex: 'createdAt', search: false, width: 170, render: (_, c) => formatMoment(c.createdAt) },
    reviewStatusColumn<ChangeRequest>(t),
    {
      title: t('membership.actions'),
      valueType: 'option',
      width: 100,
      fixed: 'right',
      render: (_, c) => [
        <a key="open" onClick={() => setOpen(c)}>
          {c.status === 'pending' && canReview ? t('membership.change.review') : t('membership.change.view')}
        </a>,
      ],
    },
  ];

  return (
    <>
      <ProTable<ChangeRequest, API.queryCompanyChangesParams & { tab: string }>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={companyId ? t('membership.changes') : undefined}
        columns={columns}
        {...tableProps}
        scroll={{ x: 1000 }}
        request={async ({ current, pageSize, keyword }) => {
          const res = await queryCompanyChanges({ current, pageSize, keyword: keyword || undefined, companyId, status });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
      />
      {open && (
        <ChangeReview
          change={open}
          canReview={canReview && open.status === 'pending'}
          onClose={() => setOpen(undefined)}
          onDecided={() => {
            setOpen(undefined);
            actionRef.current?.reload();
            onDecided?.();
          }}
        />
      )}
    </>
  );
}

function ChangeReview({ change, canReview, onClose, onDecided }: { change: ChangeRequest; canReview: boolean; onClose: () => void; onDecided: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const all = (d: Decision) => setDecisions(Object.fromEntries(change.items.map((i) => [i.key, d])));
  const complete = change.items.every((i) => decisions[i.key]);

  const submit = async () => {
    setSaving(true);
    try {
      await decideCompanyChange({ id: change.id, decisions, note: note.trim() }, { skipErrorHandler: true });
      message.success(t('membership.change.decided'));
      onDecided();
    } catch (err) {
      message.error(serverFieldError(err).message || t('membership.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      width={760}
      title={t('membership.change.reviewTitle', { company: change.companyName })}
      onClose={onClose}
      extra={
        canReview && (
          <Space>
            <Button onClick={() => all('accepted')}>{t('membership.change.acceptAll')}</Button>
            <Button onClick={() => all('refused')}>{t('membership.change.refuseAll')}</Button>
          </Space>
        )
      }
      footer={
        canReview && (
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>{t('membership.cancel')}</Button>
            <Button type="primary" disabled={!complete} loading={saving} onClick={submit}>
              {t('membership.change.submit')}
            </Button>
          </Space>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        {t('membership.change.summary', { name: change.requestedBy ?? '–', at: formatMoment(change.createdAt) })}
        {change.note && ` ${t('membership.change.noteSaid', { note: change.note })}`}
      </Typography.Paragraph>
      <CompanyChangeItems
        items={change.items}
        renderDecision={
          canReview
            ? (i) => (
                <Radio.Group
                  size="small"
                  optionType="button"
                  value={decisions[i.key]}
                  aria-label={changeFieldLabel(t, i.key)}
                  onChange={(e) => setDecisions((d) => ({ ...d, [i.key]: e.target.value }))}
                  options={[
                    { value: 'accepted', label: t('companyAccount.change.accepted') },
                    { value: 'refused', label: t('companyAccount.change.refused') },
                  ]}
                />
              )
            : undefined
        }
      />
      {canReview ? (
        <Input.TextArea
          style={{ marginTop: 16 }}
          rows={3}
          maxLength={500}
          showCount
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('membership.change.notePlaceholder')}
          aria-label={t('membership.change.reviewNote')}
        />
      ) : (
        change.reviewNote && (
          <Typography.Paragraph style={{ marginTop: 16 }}>{t('companyAccount.change.reviewNote', { note: change.reviewNote })}</Typography.Paragraph>
        )
      )}
    </Drawer>
  );
}
