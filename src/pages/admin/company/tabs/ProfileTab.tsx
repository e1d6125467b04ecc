import { Card, Descriptions, Space, Typography } from 'antd';
import { DictTag } from '@/components/Dict';
import { useT } from '@/utils/i18n';
import { RegionText } from '@/components/RegionSelect';
import { COMPANY_STATUS_DICT, INDUSTRY_DICT, QUALIFICATION_DICT, SCALE_DICT, type CompanyDetail, type Contact } from '../types';
import { percent } from './FiguresTab';
import { ContactsEditor } from './lists';

const orDash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);

/** 基本信息: the profile as registered, and the company's contacts. */
export default function ProfileTab({
  company,
  canEdit,
  onSaveContacts,
}: {
  company: CompanyDetail;
  canEdit: boolean;
  onSaveContacts: (rows: Contact[]) => Promise<void>;
}) {
  const t = useT();
  const c = company;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="company-profile">
        <Descriptions.Item label={t('company.name')}>{c.name}</Descriptions.Item>
        <Descriptions.Item label={t('company.creditCode')}>
          <Typography.Text copyable>{c.creditCode}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('company.status')}>
          <DictTag name={COMPANY_STATUS_DICT} value={c.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('company.legalPerson')}>{orDash(c.legalPerson)}</Descriptions.Item>
        <Descriptions.Item label={t('company.foundedOn')}>{orDash(c.foundedOn)}</Descriptions.Item>
        <Descriptions.Item label={t('company.registeredCapital')}>
          {c.registeredCapital === null ? '-' : `${c.registeredCapital.toLocaleString('zh-CN')} ${t('company.unit.tenThousand')}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('company.industry')}>
          <DictTag name={INDUSTRY_DICT} value={c.industryCode} />
        </Descriptions.Item>
        <Descriptions.Item label={t('company.scale')}>
          <DictTag name={SCALE_DICT} value={c.scale} />
        </Descriptions.Item>
        <Descriptions.Item label={t('company.qualifications')}>
          <DictTag name={QUALIFICATION_DICT} value={c.qualifications} />
        </Descriptions.Item>
        <Descriptions.Item label={t('company.staffCount')}>{orDash(c.staffCount)}</Descriptions.Item>
        <Descriptions.Item label={t('company.techStaffCount')}>
          {orDash(c.techStaffCount)}
          {c.techStaffCount !== null && c.staffCount ? <Typography.Text type="secondary"> ({percent(c.techStaffCount, c.staffCount)})</Typography.Text> : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('company.building')}>{orDash(c.building)}</Descriptions.Item>
        <Descriptions.Item label={t('company.region')}>
          <RegionText code={c.regionCode} />
        </Descriptions.Item>
        <Descriptions.Item label={t('company.address')} span={2}>
          {orDash(c.address)}
        </Descriptions.Item>
        <Descriptions.Item label={t('company.website')}>
          {c.website ? (
            <a href={c.website} target="_blank" rel="noopener noreferrer">
              {c.website}
            </a>
          ) : (
            '-'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('company.createdAt')} span={2}>
          {new Date(c.createdAt).toLocaleString()}
        </Descriptions.Item>
        <Descriptions.Item label={t('company.intro')} span={3}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{orDash(c.intro)}</Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('company.contacts')}>
        <ContactsEditor contacts={c.contacts} canEdit={canEdit} onSave={onSaveContacts} />
      </Card>
    </Space>
  );
}
