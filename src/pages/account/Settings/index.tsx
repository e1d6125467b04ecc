import { GridContent } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { Card, Col, Menu, Row, Typography } from 'antd';
import { useT } from '@/utils/i18n';
import BaseView from './BaseView';
import SecurityView from './SecurityView';

type Tab = 'base' | 'security';

/** 账户设置: 基本设置 (one's profile) and 安全设置 (password); `?tab=security` opens the latter. */
export default function AccountSettings() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'security' ? 'security' : 'base';
  const titles: Record<Tab, string> = {
    base: t('pages.accountSettings.basic'),
    security: t('pages.accountSettings.security'),
  };

  return (
    <GridContent>
      <Card variant="borderless" styles={{ body: { padding: '16px 0' } }}>
        <Row wrap={false}>
          <Col flex="224px" style={{ borderInlineEnd: '1px solid rgba(5, 5, 5, 0.06)' }}>
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 'none' }}
              selectedKeys={[tab]}
              onClick={({ key }) => setSearchParams(key === 'security' ? { tab: 'security' } : {}, { replace: true })}
              items={(Object.keys(titles) as Tab[]).map((key) => ({ key, label: titles[key] }))}
            />
          </Col>
          <Col flex="auto" style={{ padding: '8px 40px', minWidth: 0 }}>
            <Typography.Title level={4} style={{ marginBottom: 24 }}>
              {titles[tab]}
            </Typography.Title>
            {tab === 'base' ? <BaseView /> : <SecurityView />}
          </Col>
        </Row>
      </Card>
    </GridContent>
  );
}
