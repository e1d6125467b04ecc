import { Link, useIntl } from '@umijs/max';
import { Space, Tag, Typography } from 'antd';
import type { SearchItem } from '@/models/policy';
import Highlight from './Highlight';
import { amountText, LevelTag, StatusTag, supportTypeLabel, windowText } from './labels';

export { default as Highlight, splitHighlight, unescapeHtml } from './Highlight';
export * from './labels';

/**
 * One search result: the highlighted title linking to the detail page, level / status / support type,
 * document number, department, region and publish date, the highlighted snippet, the window line
 * (deadline and days left), the maximum amount and the policy's tags.
 */
export default function PolicyCard({ item, onTagClick }: { item: SearchItem; onTagClick?: (tagId: number) => void }) {
  const intl = useIntl();
  const amount = amountText(intl, item.maxAmount);
  return (
    <div className="policy-card" data-policy-id={item.id}>
      <Typography.Title level={5} style={{ marginBottom: 6 }}>
        <Link to={`/policydetail/${item.id}`}>
          <Highlight html={item.titleHighlight} />
        </Link>
      </Typography.Title>
      <Space size={[4, 4]} wrap style={{ marginBottom: 6 }}>
        <LevelTag level={item.level} />
        <StatusTag status={item.windowStatus} allYear={item.window.kind === 'all_year'} />
        <Tag>{supportTypeLabel(intl, item.supportType)}</Tag>
        {item.payoutMode === 'exempt' && <Tag color="gold">{intl.formatMessage({ id: 'policyFront.payout.exempt' })}</Tag>}
        <Typography.Text type="secondary">
          {[item.docNo, item.departmentName, item.regionName, intl.formatMessage({ id: 'policyFront.publishedOn' }, { date: item.publishDate })]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </Space>
      {item.snippet && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 6 }}>
          <Highlight html={item.snippet} />
        </Typography.Paragraph>
      )}
      <Space size={[12, 4]} wrap>
        <Typography.Text strong={item.windowStatus === 'closing_soon'} type={item.windowStatus === 'closing_soon' ? 'warning' : undefined}>
          {windowText(intl, item)}
        </Typography.Text>
        {amount && <Typography.Text>{amount}</Typography.Text>}
        {item.tags.length > 0 && (
          <span>
            {item.tags.map((t) => (
              <Tag key={t.id} bordered={false} style={onTagClick ? { cursor: 'pointer' } : undefined} onClick={onTagClick ? () => onTagClick(t.id) : undefined}>
                {t.name}
              </Tag>
            ))}
          </span>
        )}
      </Space>
    </div>
  );
}
