import { ReloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { Alert, Button, Skeleton, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { adminDashboard } from '@/services/portal/dashboard';
import { formatMoment } from '@/utils/chinaTime';
import { useT } from '@/utils/i18n';
import type { Dashboard } from './parts';
import { CluesSection, CompaniesSection, MineSection, ServiceFigures, UnitsSection } from './Sections';
import UnreadNotices from './UnreadNotices';

/**
 * 数据看板: the first screen staff see after signing in. The park at a glance, as far as the user's menus and data
 * scope let them see it (the server sends only those sections), and their own work. Every figure is a link to the
 * filtered list it counts; `?notices=unread` opens the list of their unread notices.
 */
export default function DashboardScreen() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [data, setData] = useState<Dashboard>();
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData((await adminDashboard()).data);
      setFailed(false);
    } catch {
      // The request layer has said why; the figures already shown stay.
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    load();
  }, [load]);

  const noticesOpen = params.get('notices') === 'unread';
  const closeNotices = () => {
    const next = new URLSearchParams(params);
    next.delete('notices');
    setParams(next);
  };
  const park = data && (data.companies || data.units || data.clues || data.applications || data.policies || data.airQuality);

  return (
    <PageContainer
      extra={
        <Space>
          {data && <Typography.Text type="secondary">{t('dashboard.generatedAt', { time: formatMoment(data.generatedAt) })}</Typography.Text>}
          <Button icon={<ReloadOutlined />} loading={loading && !!data} onClick={load}>
            {t('dashboard.refresh')}
          </Button>
        </Space>
      }
    >
      {!data && (failed ? <Alert type="error" showIcon message={t('dashboard.title')} /> : <Skeleton active paragraph={{ rows: 8 }} />)}
      {data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <MineSection mine={data.mine} />
          {!park && <Alert type="info" showIcon message={t('dashboard.empty')} />}
          <ServiceFigures data={data} />
          {data.companies && <CompaniesSection companies={data.companies} />}
          {data.units && <UnitsSection units={data.units} />}
          {data.clues && <CluesSection clues={data.clues} />}
        </Space>
      )}
      <UnreadNotices open={noticesOpen} onClose={closeNotices} onRead={load} />
    </PageContainer>
  );
}
