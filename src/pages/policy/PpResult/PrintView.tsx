import { useIntl } from '@umijs/max';
import { Descriptions, Typography } from 'antd';
import MatchExplanation, { OutcomeTag } from '@/components/MatchExplanation';
import { amountText, levelLabel, supportTypeLabel } from '@/components/PolicyCard/labels';
import type { MatchHeader, MatchItem } from '@/models/policy';
import { useT } from '@/utils/i18n';

/**
 * The printable report (PDF through the browser's "Save as PDF"): the header and every result with its
 * explanation. Hidden on screen; in print, only this block shows, without the layout around it.
 */
export const printCss = `
.match-print { display: none; }
@media print {
  @page { margin: 14mm; }
  body * { visibility: hidden; }
  .match-print, .match-print * { visibility: visible; }
  .match-print { display: block; position: absolute; left: 0; top: 0; width: 100%; }
  .ant-layout-sider, .ant-pro-sider, .ant-layout-header, .ant-pro-layout-header, .ant-pro-global-footer { display: none !important; }
  .match-print-item { break-inside: avoid; margin-bottom: 16px; }
  .match-print .ant-tag { border: 1px solid currentColor; }
}`;

export default function PrintView({ header, items, companyName }: { header?: MatchHeader; items: MatchItem[]; companyName: string }) {
  const t = useT();
  const intl = useIntl();
  return (
    <div className="match-print" aria-hidden>
      <Typography.Title level={3}>{t('match.print.title', { name: companyName })}</Typography.Title>
      {header && (
        <Descriptions size="small" column={3} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('match.outcome.eligible')}>{header.eligible}</Descriptions.Item>
          <Descriptions.Item label={t('match.outcome.likely')}>{header.likely}</Descriptions.Item>
          <Descriptions.Item label={t('match.outcome.not_eligible')}>{header.notEligible}</Descriptions.Item>
          <Descriptions.Item label={t('match.header.amount')}>{amountText(intl, header.totalPossibleAmount) || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('match.header.evaluatedOn')}>{header.evaluationDate}</Descriptions.Item>
          <Descriptions.Item label={t('match.header.profileYear')}>{header.profileYear}</Descriptions.Item>
        </Descriptions>
      )}
      {items.map((p, i) => (
        <div key={p.policyId} className="match-print-item">
          <Typography.Title level={5} style={{ marginBottom: 4 }}>
            {i + 1}. {p.title} <OutcomeTag outcome={p.outcome} />
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {[
              levelLabel(intl, p.level),
              supportTypeLabel(intl, p.supportType),
              p.departmentName,
              amountText(intl, p.maxAmount),
              p.deadline ? t('match.result.deadline', { date: p.deadline }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Paragraph>
          <MatchExplanation item={p} />
        </div>
      ))}
    </div>
  );
}
