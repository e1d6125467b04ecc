import { creditCodeProblem } from '@shared/creditCode';
import { history } from '@umijs/max';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, Popconfirm, Result, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import LazyMessages from '@/components/LazyMessages';
import type { Visitor } from '@/models/visitor';
import { claimCompany, leaveCompany, myCompany, withdrawCompanyChange, withdrawCompanyClaim } from '@/services/portal/visitor';
import { serverFieldError } from '@/utils/formRules';
import type { DataOf } from '@/utils/request/dataOf';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import CompanyChangeItems from '@/components/CompanyChangeItems';
import ChangeRequestForm from './ChangeRequestForm';
import { industryName, industryOptions } from '@/utils/companyFields';
import { useAntdApp } from '@/components/AntdApp';

export type MyCompany = DataOf<typeof myCompany>;
type Membership = NonNullable<MyCompany['membership']>;
type Change = NonNullable<Membership['change']>;
type Claim = NonNullable<MyCompany['claim']>;

/** Its texts load with it (src/locales/load.ts `account`): visitors who never open it do not download them. */
export default function CompanyTab(props: { visitor: Visitor }) {
  return (
    <LazyMessages part="account">
      <CompanyTabContent {...props} />
    </LazyMessages>
  );
}

/**
 * 我的企业: a visitor not yet in a company claims theirs by credit code (or registers one the park does not know)
 * and follows the review; a member sees the company's record; its administrators ask for changes, which the
 * park's staff decide field by field (the pending request and the last outcome are shown).
 */
function CompanyTabContent(_: { visitor: Visitor }) {
  const t = useT();
  const { message } = useAntdApp();
  const [data, setData] = useState<MyCompany>();
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      setData((await myCompany({ skipErrorHandler: true })).data);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    load();
  }, [load]);

  if (failed) return <Result status="error" title={t('companyAccount.loadFailed')} extra={<Button onClick={load}>{t('companyAccount.retry')}</Button>} />;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      message.success(t(done));
    } catch (err) {
      message.error(serverFieldError(err).message || t('companyAccount.failed'));
    }
    await load();
  };

  if (!data.membership) {
    return (
      <div data-testid="company-tab">
        {data.claim?.status === 'pending' ? (
          <PendingClaim claim={data.claim} onWithdraw={() => run(() => withdrawCompanyClaim({ skipErrorHandler: true }), 'companyAccount.claim.withdrawn')} />
        ) : (
          <>
            {data.claim?.status === 'refused' && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                message={t('companyAccount.claim.refused', { name: data.claim.companyName })}
                description={data.claim.reviewNote}
              />
            )}
            <ClaimForm onClaimed={load} />
          </>
        )}
      </div>
    );
  }

  const { membership } = data;
  const isAdmin = membership.role === 'admin';
  return (
    <div data-testid="company-tab">
      <CompanyRecord membership={membership} />
      <ChangeSection
        change={membership.change}
        isAdmin={isAdmin}
        membership={membership}
        onSaved={load}
        onWithdraw={() => run(() => withdrawCompanyChange({ skipErrorHandler: true }), 'companyAccount.change.withdrawn')}
      />
      <Space style={{ marginTop: 24 }}>
        <Button onClick={() => history.push('/user/list')}>{t('companyAccount.users')}</Button>
        <Popconfirm
          title={t('companyAccount.leave.confirm', { name: membership.company.name })}
          onConfirm={() => run(() => leaveCompany({ skipErrorHandler: true }), 'companyAccount.left')}
        >
          <Button danger>{t('companyAccount.leave')}</Button>
        </Popconfirm>
      </Space>
    </div>
  );
}

function PendingClaim({ claim, onWithdraw }: { claim: Claim; onWithdraw: () => void }) {
  const t = useT();
  return (
    <Result
      status="info"
      title={t('companyAccount.claim.pending', { name: claim.companyName })}
      subTitle={
        claim.contested ? t('companyAccount.claim.contested') : claim.newCompany ? t('companyAccount.claim.newCompany') : t('companyAccount.claim.waiting')
      }
      extra={
        <Popconfirm title={t('companyAccount.claim.withdrawConfirm')} onConfirm={onWithdraw}>
          <Button>{t('companyAccount.claim.withdraw')}</Button>
        </Popconfirm>
      }
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('companyAccount.creditCode')}>{claim.creditCode}</Descriptions.Item>
        <Descriptions.Item label={t('companyAccount.claim.sentAt')}>{formatMoment(claim.createdAt)}</Descriptions.Item>
      </Descriptions>
    </Result>
  );
}

type ClaimValues = { creditCode: string; message?: string; name?: string; industryCode?: string; address?: string; legalPerson?: string };

function ClaimForm({ onClaimed }: { onClaimed: () => void }) {
  const t = useT();
  const { message } = useAntdApp();
  const [form] = Form.useForm<ClaimValues>();
  // Shown once the server says the park does not know the code: the claim then registers the company.
  const [registering, setRegistering] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (v: ClaimValues) => {
    setSaving(true);
    try {
      const res = await claimCompany(
        {
          creditCode: v.creditCode,
          message: v.message ?? '',
          company: registering
            ? { name: v.name!, industryCode: v.industryCode ?? null, address: v.address ?? null, legalPerson: v.legalPerson ?? null }
            : undefined,
        },
        { skipErrorHandler: true },
      );
      message.success(res.message || t('companyAccount.claim.sent'));
      onClaimed();
    } catch (err) {
      const { field, path, message: text } = serverFieldError(err);
      if (path?.join('.') === 'company.name') {
        setRegistering(true);
        message.info(t('companyAccount.claim.unknownCode'));
      } else if (field === 'creditCode') form.setFields([{ name: 'creditCode', errors: [text ?? ''] }]);
      else message.error(text || t('companyAccount.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('companyAccount.claim.title')} size="small">
      <Typography.Paragraph type="secondary">{t('companyAccount.claim.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 520 }} requiredMark="optional">
        <Form.Item
          name="creditCode"
          label={t('companyAccount.creditCode')}
          normalize={(v: string) => v.toUpperCase().trim()}
          rules={[
            { required: true, message: t('companyAccount.creditCode.required') },
            { validator: async (_, v: string) => (v && creditCodeProblem(v) ? Promise.reject(new Error(t('companyAccount.creditCode.invalid'))) : undefined) },
          ]}
        >
          <Input maxLength={18} placeholder="91320594MA1XXXXXXX" onChange={() => setRegistering(false)} />
        </Form.Item>
        {registering && (
          <>
            <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('companyAccount.claim.unknownCode')} />
            <Form.Item
              name="name"
              label={t('companyAccount.field.name')}
              rules={[
                { required: true, message: t('companyAccount.name.required') },
                { min: 2, max: 128 },
              ]}
            >
              <Input maxLength={128} />
            </Form.Item>
            <Form.Item name="industryCode" label={t('companyAccount.field.industryCode')}>
              <Select showSearch allowClear optionFilterProp="label" options={industryOptions} />
            </Form.Item>
            <Form.Item name="legalPerson" label={t('companyAccount.field.legalPerson')} rules={[{ max: 64 }]}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="address" label={t('companyAccount.field.address')} rules={[{ max: 255 }]}>
              <Input maxLength={255} />
            </Form.Item>
          </>
        )}
        <Form.Item name="message" label={t('companyAccount.claim.message')} extra={t('companyAccount.claim.messageHint')} rules={[{ max: 500 }]}>
          <Input.TextArea maxLength={500} rows={2} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('companyAccount.claim.submit')}
        </Button>
      </Form>
    </Card>
  );
}

function CompanyRecord({ membership }: { membership: Membership }) {
  const t = useT();
  const c = membership.company;
  const dash = (v: string | number | null) => (v === null || v === '' ? '–' : v);
  return (
    <Card
      size="small"
      title={
        <Space>
          {c.name}
          <Tag color={membership.role === 'admin' ? 'gold' : 'default'}>{t(`companyAccount.role.${membership.role}`)}</Tag>
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label={t('companyAccount.creditCode')}>{c.creditCode}</Descriptions.Item>
        <Descriptions.Item label={t('companyAccount.field.legalPerson')}>{dash(c.legalPerson)}</Descriptions.Item>
        <Descriptions.Item label={t('companyAccount.field.industryCode')}>{dash(industryName(c.industryCode))}</Descriptions.Item>
        <Descriptions.Item label={t('companyAccount.field.scale')}>{c.scale ? t(`companyAccount.scale.${c.scale}`) : '–'}</Descriptions.Item>
        <Descriptions.Item label={t('companyAccount.field.registeredCapital')}>{dash(c.registeredCapital)}</Descriptions.Item>
        <Descriptions.Item label={t('companyAccount.field.staffCount')}>
          {dash(c.staffCount)} / {dash(c.techStaffCount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('companyAccount.field.address')}>{dash(c.address)}</Descriptions.Item>
        <Descriptions.Item label={t('companyAccount.field.website')}>{dash(c.website)}</Descriptions.Item>
      </Descriptions>
      {c.figures.length ? (
        <Table
          size="small"
          rowKey="year"
          pagination={false}
          style={{ marginTop: 12 }}
          dataSource={c.figures}
          columns={(['year', 'revenue', 'rdSpend', 'netAssets', 'totalAssets', 'staffCount', 'techStaffCount'] as const).map((k) => ({
            key: k,
            dataIndex: k,
            title: k === 'year' ? t('companyAccount.year') : t(`companyAccount.field.${k}`),
            align: k === 'year' ? undefined : ('right' as const),
            render: (v: number | null) => dash(v),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('companyAccount.figures.none')} />
      )}
    </Card>
  );
}

function ChangeSection({
  change,
  isAdmin,
  membership,
  onSaved,
  onWithdraw,
}: {
  change: Change | null;
  isAdmin: boolean;
  membership: Membership;
  onSaved: () => void;
  onWithdraw: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const pending = change?.status === 'pending';
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={t('companyAccount.change.title')}
      extra={
        isAdmin &&
        !pending && (
          <Button type="primary" onClick={() => setOpen(true)}>
            {t('companyAccount.change.ask')}
          </Button>
        )
      }
    >
      {!change ? (
        <Typography.Text type="secondary">{isAdmin ? t('companyAccount.change.intro') : t('companyAccount.change.adminsOnly')}</Typography.Text>
      ) : (
        <>
          <Space style={{ marginBottom: 8 }} wrap>
            <Tag color={pending ? 'processing' : change.status === 'approved' ? 'success' : 'default'}>
              {t(`companyAccount.change.status.${change.status}`)}
            </Tag>
            <Typography.Text type="secondary">
              {t('companyAccount.change.sent', { name: change.requestedBy ?? '', at: formatMoment(change.createdAt) })}
            </Typography.Text>
            {change.reviewNote && <Typography.Text>{t('companyAccount.change.reviewNote', { note: change.reviewNote })}</Typography.Text>}
            {isAdmin && pending && (
              <Popconfirm title={t('companyAccount.change.withdrawConfirm')} onConfirm={onWithdraw}>
                <Button size="small">{t('companyAccount.change.withdraw')}</Button>
              </Popconfirm>
            )}
          </Space>
          <CompanyChangeItems items={change.items} />
        </>
      )}
      {open && (
        <ChangeRequestForm
          company={membership.company}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onSaved();
          }}
        />
      )}
    </Card>
  );
}
