import { Link } from '@umijs/max';
import { Descriptions } from 'antd';
import { DictTag } from '@/components/Dict';
import { valueText } from '@/components/MatchExplanation';
import { useT } from '@/utils/i18n';
import { INDUSTRY_DICT } from '../company/types';
import type { ApplicationDetail } from './types';

type Profile = ApplicationDetail['company'];

/**
 * The company as the policy's conditions read it: identity, where and what it is, its size and qualifications
 * (高新技术企业 among them), and its latest year's figures. Codes are named the way the match explanation names
 * them, so both read alike.
 */
export default function CompanyProfile({ company, companyId }: { company: Profile; companyId: number }) {
  const t = useT();
  const latest = [...company.figures].sort((a, b) => b.year - a.year)[0];
  const text = (v: string | null | undefined) => v || '-';
  const wan = (v: number | null | undefined) => (v === null || v === undefined ? '-' : valueText(t, 'revenue', v));
  return (
    <Descriptions size="small" column={2} bordered data-testid="company-profile">
      <Descriptions.Item label={t('application.company.name')} span={2}>
        <Link to={`/admin/company/${companyId}`}>{text(company.name)}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={t('application.company.creditCode')}>{text(company.creditCode)}</Descriptions.Item>
      <Descriptions.Item label={t('application.company.foundedOn')}>{text(company.foundedOn)}</Descriptions.Item>
      <Descriptions.Item label={t('application.company.industry')}>
        <DictTag name={INDUSTRY_DICT} value={company.industryCode} />
      </Descriptions.Item>
      <Descriptions.Item label={t('application.company.region')}>{text(valueText(t, 'region', company.regionCode ?? null))}</Descriptions.Item>
      <Descriptions.Item label={t('application.company.scale')}>{text(valueText(t, 'scale', company.scale ?? null))}</Descriptions.Item>
      <Descriptions.Item label={t('application.company.entityType')}>{text(valueText(t, 'entityType', company.entityType ?? null))}</Descriptions.Item>
      <Descriptions.Item label={t('application.company.qualifications')} span={2}>
        {valueText(t, 'qualification', company.qualifications)}
      </Descriptions.Item>
      <Descriptions.Item label={t('application.company.ip')} span={2}>
        {t('application.company.ipValue', { class1: company.ipClass1 ?? '-', class2: company.ipClass2 ?? '-' })}
      </Descriptions.Item>
      {latest && (
        <Descriptions.Item label={t('application.company.figures', { year: latest.year })} span={2}>
          {t('application.company.figuresValue', {
            revenue: wan(latest.revenue),
            rdSpend: wan(latest.rdSpend),
            staff: latest.staff ?? '-',
            techStaff: latest.techStaff ?? '-',
          })}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
