import { ClusterOutlined, ContactsOutlined, EditOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { GridContent } from '@ant-design/pro-components';
import { Link, useDispatch, useSelector } from '@umijs/max';
import { Avatar, Card, Col, Divider, List, Row, Space, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import type { AccountCurrentUser, ConnectState } from '@/models/account';
import { useT, type Translate } from '@/utils/i18n';

const KNOWN_ACTIONS = ['create', 'update', 'delete', 'grant', 'revoke', 'unlock'];
const KNOWN_ENTITIES = ['account', 'role', 'menu', 'app', 'session', 'login', 'profile'];

/** The server's activity title (`update account #5`) in words: 修改 账号 #5. */
function activityTitle(title: string, t: Translate) {
  const m = /^(\w+) (\w+)(.*)$/.exec(title);
  if (!m || !KNOWN_ACTIONS.includes(m[1])) return title;
  const entity = KNOWN_ENTITIES.includes(m[2]) ? t(`pages.log.entity.${m[2]}`) : m[2];
  return `${t(`pages.log.action.${m[1]}`)} ${entity}${m[3]}`;
}

/** "Province City Address", from the region dictionary's names. */
function addressOf(user: AccountCurrentUser): string {
  const geo = user.geographic;
  return [geo?.province?.label, geo?.city?.label !== geo?.province?.label ? geo?.city?.label : undefined, user.address].filter(Boolean).join(' ');
}

function Detail({ icon, children }: { icon: ReactNode; children?: ReactNode }) {
  return (
    <p style={{ marginBottom: 8 }}>
      <Space size={8} align="start">
        <Typography.Text type="secondary">{icon}</Typography.Text>
        <span>{children || '-'}</span>
      </Space>
    </p>
  );
}

/** 账户中心: one's own profile card and latest operations. */
export default function AccountCenter() {
  const t = useT();
  const dispatch = useDispatch();
  const { currentUser, list } = useSelector((s: ConnectState) => s.account);
  const userLoading = useSelector((s: ConnectState) => !!s.loading.effects['account/fetchCurrent']);
  const listLoading = useSelector((s: ConnectState) => !!s.loading.effects['account/fetch']);

  useEffect(() => {
    dispatch({ type: 'account/fetchCurrent' });
    dispatch({ type: 'account/fetch', payload: { count: 20 } });
  }, [dispatch]);

  const loaded = !!currentUser.userid;

  return (
    <GridContent>
      <Row gutter={24}>
        <Col lg={7} md={24} style={{ marginBottom: 24 }}>
          <Card variant="borderless" loading={userLoading && !loaded}>
            {loaded && (
              <>
                <div style={{ textAlign: 'center', marginBottom: 24 }}>
                  <Avatar size={104} src={currentUser.avatar || undefined} icon={<UserOutlined />} />
                  <Typography.Title level={4} style={{ marginTop: 16, marginBottom: 4 }}>
                    {currentUser.name}
                  </Typography.Title>
                  <Typography.Text type="secondary">{currentUser.signature || t('pages.accountCenter.noSignature')}</Typography.Text>
                </div>
                <Detail icon={<ContactsOutlined />}>{currentUser.title}</Detail>
                <Detail icon={<ClusterOutlined />}>{currentUser.group}</Detail>
                <Detail icon={<MailOutlined />}>{currentUser.email}</Detail>
                <Detail icon={<PhoneOutlined />}>{currentUser.phone}</Detail>
                <Detail icon={<EnvironmentOutlined />}>{addressOf(currentUser)}</Detail>
                <Divider dashed />
                <Link to="/account/settings">
                  <EditOutlined /> {t('pages.accountCenter.editProfile')}
                </Link>
              </>
            )}
          </Card>
        </Col>
        <Col lg={17} md={24}>
          <Card variant="borderless" title={t('pages.accountCenter.activity')} styles={{ body: { paddingTop: 8 } }}>
            <List
              loading={listLoading}
              itemLayout="horizontal"
              dataSource={list}
              locale={{ emptyText: t('pages.accountCenter.noActivity') }}
              renderItem={(item) => (
                <List.Item
                  key={item.id}
                  extra={
                    <Tooltip title={dayjs(item.updatedAt).format('YYYY-MM-DD HH:mm:ss')}>
                      <Typography.Text type="secondary">{dayjs(item.updatedAt).format('YYYY-MM-DD HH:mm')}</Typography.Text>
                    </Tooltip>
                  }
                >
                  <List.Item.Meta
                    avatar={<Avatar size="small" src={currentUser.avatar || undefined} icon={<UserOutlined />} />}
                    title={activityTitle(item.title, t)}
                    description={item.description || '-'}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </GridContent>
  );
}
