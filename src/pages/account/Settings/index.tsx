import { GridContent } from '@ant-design/pro-components';
import { useSearchParams } from '@umijs/max';
import { Card, Col, Menu, Row, Typography } from 'antd';
import AppGrants from '@/components/AppGrants';
import { myStaffSsoGrants, revokeMyStaffSsoGrant } from '@/services/portal/sso';
import { useT } from '@/utils/i18n';
import BaseView from './BaseView';
import SecurityView from './SecurityView';

type Tab = 'base' | 'security' | 'apps';
const tabs: Tab[] = ['base', 'security', 'apps'];

/**
 * 账户设置: 基本设置 (one's profile), 安全设置 (password) and 应用授权 (the apps one let sign in through the
 * portal); `?tab=security` or `?tab=apps` opens the others.
 */
export default function AccountSettings() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabs.find((key) => key === searchParams.get('tab')) ?? 'base';
  const titles: Record<Tab, string> = {
    base: t('pages.accountSettings.basic'),
    security: t('pages.accountSettings.security'),
    apps: t('pages.accountSettings.apps'),
  };
  const views: Record<Tab, JSX.Element> = {
    base: <BaseView />,
    security: <SecurityView />,
    apps: (
      <AppGrants
        load={() => myStaffSsoGrants({ skipErrorHandler: true }).then((res) => res.data)}
        revoke={(clientId) => revokeMyStaffSsoGrant({ clientId }, { skipErrorHandler: true })}
      />
    ),
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
              onClick={({ key }) => setSearchParams(key === 'base' ? {} : { tab: key }, { replace: true })}
              items={tabs.map((key) => ({ key, label: titles[key] }))}
            />
          </Col>
          <Col flex="auto" style={{ padding: '8px 40px', minWidth: 0 }}>
            <Typography.Title level={4} style={{ marginBottom: 24 }}>
              {titles[tab]}
            </Typography.Title>
            {views[tab]}
          </Col>
        </Row>
      </Card>
    </GridContent>
  );
}
