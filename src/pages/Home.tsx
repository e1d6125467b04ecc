import { PageContainer } from '@ant-design/pro-components';
import { history, Link, useIntl, useModel } from '@umijs/max';
import { Card, Col, Input, Row, Typography } from 'antd';
import MenuIcon from '@/components/MenuIcon';
import { frontEntries } from '@/constants/frontMenu';

/** Home: a policy search box and the front's services for visitors; the admin areas for staff. */
export default function Home() {
  const intl = useIntl();
  const { initialState } = useModel('@@initialState');
  const config = initialState?.config ?? {};
  const adminAreas = (initialState?.resources ?? []).filter((r) => r.type === 'menu' && r.visible !== false);

  return (
    <PageContainer title={(config.siteName as string) || intl.formatMessage({ id: 'app.title' })}>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={4}>{intl.formatMessage({ id: 'home.searchTitle' })}</Typography.Title>
        <Input.Search
          size="large"
          enterButton
          allowClear
          placeholder={intl.formatMessage({ id: 'home.searchPlaceholder' })}
          onSearch={(q) => history.push(q.trim() ? `/search?q=${encodeURIComponent(q.trim())}` : '/search')}
        />
      </Card>
      <Row gutter={[16, 16]}>
        {frontEntries.map((entry) => (
          <Col key={entry.path} xs={24} sm={12} lg={8} xl={6}>
            <Link to={entry.path}>
              <Card hoverable>
                <Card.Meta
                  avatar={<MenuIcon name={entry.icon} />}
                  title={intl.formatMessage({ id: `pages.${entry.id}.title` })}
                  description={intl.formatMessage({ id: `pages.${entry.id}.desc` })}
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      {adminAreas.length > 0 && (
        <Card title={intl.formatMessage({ id: 'home.adminAreas' })} style={{ marginTop: 16 }}>
          <Row gutter={[12, 12]}>
            {adminAreas.map((r) => (
              <Col key={r.id} xs={12} md={6} xl={4}>
                <Link to={r.resourcePath}>
                  <MenuIcon name={r.resourceIcon} /> {r.resourceName}
                </Link>
              </Col>
            ))}
          </Row>
        </Card>
      )}
      {config.address ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 24, textAlign: 'center' }}>
          {String(config.address)} · {String(config.servicePhone ?? '')} · {String(config.icp ?? '')}
        </Typography.Paragraph>
      ) : null}
    </PageContainer>
  );
}
