import { PageContainer } from '@ant-design/pro-components';
import { getLocale, useLocation, useModel } from '@umijs/max';
import { Card, Typography } from 'antd';
import { adminScreens } from '../../../config/adminMenu';
import { useT } from '@/utils/i18n';

/**
 * The landing screen of an admin area whose own screens have not been built yet: names the area
 * from the menu and says what it will manage, so the route works and the menu is honest.
 */
export default function AreaHome() {
  const t = useT();
  const { pathname } = useLocation();
  const { initialState } = useModel('@@initialState');
  const screen = adminScreens().find((s) => s.path === pathname);
  const title = screen ? (getLocale() === 'en-US' ? screen.nameEn : screen.name) : pathname;
  return (
    <PageContainer title={title}>
      <Card>
        <Typography.Paragraph type="secondary">{t('pages.adminArea.desc', { area: title, user: initialState?.currentUser?.name ?? '' })}</Typography.Paragraph>
      </Card>
    </PageContainer>
  );
}
