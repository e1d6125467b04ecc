import { Link } from '@umijs/max';
import { Empty, List, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { applyQuery } from '@/services/portal/application';
import { useT } from '@/utils/i18n';
import { applicationPath, formatTime, formatNumber, Loaded, StatusTag } from './shared';
import { useLoaded } from '@/utils/useLoaded';

const PAGE_SIZE = 10;

/**
 * My company's applications, newest first: the policy (opening the application's detail), status, the step it is
 * at, when it was submitted and the amount approved. Any of the company's people sees them all. On /apply and in
 * the user centre's tab.
 */
export default function ApplicationList() {
  const t = useT();
  const [current, setCurrent] = useState(1);
  const load = useCallback(async () => (await applyQuery({ current, pageSize: PAGE_SIZE }, { skipErrorHandler: true })).data, [current]);
  const { data, failure, reload } = useLoaded(load);

  return (
    <Loaded data={data} failure={failure} onRetry={reload}>
      {(page) =>
        page.total === 0 ? (
          <Empty description={t('apply.list.empty')}>
            <Link to="/search">{t('apply.findPolicy')}</Link>
          </Empty>
        ) : (
          <List
            data-testid="application-list"
            itemLayout="vertical"
            dataSource={page.list}
            rowKey="id"
            pagination={
              page.total > PAGE_SIZE
                ? {
                    current,
                    pageSize: PAGE_SIZE,
                    total: page.total,
                    onChange: setCurrent,
                    size: 'small',
                    showTotal: (total) => t('apply.list.total', { total }),
                  }
                : false
            }
            renderItem={(item) => (
              <List.Item key={item.id}>
                <Space direction="vertical" size={4} style={{ width: '100%' }}>
                  <Space size={8} wrap>
                    <StatusTag status={item.status} />
                    <Link to={applicationPath(item.id)}>{item.policyTitle}</Link>
                  </Space>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {[
                      item.currentStepName && t('apply.list.step', { step: item.currentStepName }),
                      item.submittedAt ? t('apply.list.submittedAt', { time: formatTime(item.submittedAt) }) : t('apply.list.notSubmitted'),
                      item.approvedAmount !== null &&
                        t('apply.list.approvedAmount', { amount: t('apply.yuan', { amount: formatNumber(item.approvedAmount) }) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        )
      }
    </Loaded>
  );
}
