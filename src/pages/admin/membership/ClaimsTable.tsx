import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link, useAccess } from '@umijs/max';
import { Input, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { formatMoment } from '@/utils/chinaTime';
import { decideCompanyClaim, queryCompanyClaims } from '@/services/portal/membership';
import { serverFieldError } from '@/utils/formRules';
import { useT } from '@/utils/i18n';
import { reviewStatusColumn, useReviewTabs } from './reviewTable';
import type { Claim } from './types';
import { useAntdApp } from '@/components/AntdApp';

/**
 * Companies' claims: who asked for which company and when, with their note; approve, or refuse with a reason the
 * claimant reads (`membership:review`). In a company's page (`companyId`) it lists that company's claims.
 */
export default function ClaimsTable({ companyId }: { companyId?: number }) {
  const t = useT();
  const access = useAccess();
  const { message } = useAntdApp();
  const actionRef = useRef<ActionType>();
  const { status, tableProps } = useReviewTabs(t, companyId);
  const [refusing, setRefusing] = useState<Claim>();
  const [reason, setReason] = useState('');
  const canReview = access.can('membership:review');

  const decide = async (claim: Claim, approve: boolean, note = '') => {
    try {
      await decideCompanyClaim({ id: claim.id, approve, note }, { skipErrorHandler: true });
    } catch (err) {
      message.error(serverFieldError(err).message || t('membership.failed'));
      return false;
    }
    message.success(t(approve ? 'membership.claim.approved' : 'membership.claim.refused'));
    actionRef.current?.reload();
    return true;
  };

  const columns: ProColumns<Claim>[] = [
    { title: t('membership.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('membership.claim.keywordHint') } },
    {
      title: t('membership.company'),
      dataIndex: 'companyName',
      search: false,
      hideInTable: !!companyId,
      render: (_, c) => (
        <Space size={4} wrap>
          {c.companyId ? <Link to={`/admin/company/${c.companyId}?tab=users`}>{c.companyName}</Link> : c.companyName}
          {c.newCompany && <Tag color="blue">{t('membership.claim.newCompany')}</Tag>}
          {c.contested && <Tag color="orange">{t('membership.claim.contested')}</Tag>}
        </Space>
      ),
    },
    { title: t('membership.creditCode'), dataIndex: 'creditCode', search: false, width: 190, copyable: true },
    {
      title: t('membership.claimant'),
      dataIndex: 'claimant',
      search: false,
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <span>{c.claimant.displayName || '–'}</span>
          <Typography.Text type="secondary">{[c.claimant.email, c.claimant.phone].filter(Boolean).join(' / ')}</Typography.Text>
        </Space>
      ),
    },
    { title: t('membership.claim.message'), dataIndex: 'message', search: false, ellipsis: true },
    { title: t('membership.createdAt'), dataIndex: 'createdAt', search: false, width: 170, render: (_, c) => formatMoment(c.createdAt) },
    reviewStatusColumn<Claim>(t),
    {
      title: t('membership.actions'),
      valueType: 'option',
      width: 120,
      fixed: 'right',
      hideInTable: !canReview,
      render: (_, c) =>
        c.status === 'pending' && [
          <Popconfirm
            key="approve"
            title={t('membership.claim.approveConfirm', { name: c.claimant.displayName, company: c.companyName })}
            onConfirm={() => decide(c, true)}
          >
            <a>{t('membership.claim.approve')}</a>
          </Popconfirm>,
          <Typography.Link
            key="refuse"
            type="danger"
            onClick={() => {
              setReason('');
              setRefusing(c);
            }}
          >
            {t('membership.claim.refuse')}
          </Typography.Link>,
        ],
    },
  ];

  return (
    <>
      <ProTable<Claim, API.queryCompanyClaimsParams & { tab: string }>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={companyId ? t('membership.claims') : undefined}
        columns={columns}
        {...tableProps}
        scroll={{ x: 1100 }}
        request={async ({ current, pageSize, keyword }) => {
          const res = await queryCompanyClaims({ current, pageSize, keyword: keyword || undefined, companyId, status });
          return { data: res.data.list, total: res.data.total, success: true };
        }}
      />
      <Modal
        open={!!refusing}
        title={t('membership.claim.refuseTitle', { company: refusing?.companyName ?? '' })}
        okText={t('membership.claim.refuse')}
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        onCancel={() => setRefusing(undefined)}
        onOk={async () => {
          if (refusing && (await decide(refusing, false, reason.trim()))) setRefusing(undefined);
        }}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('membership.claim.reasonHint')}</Typography.Paragraph>
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          showCount
          rows={3}
          aria-label={t('membership.claim.reason')}
        />
      </Modal>
    </>
  );
}
