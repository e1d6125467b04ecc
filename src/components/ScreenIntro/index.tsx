import PublicPage from '@/components/PublicPage';

import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/utils/i18n';

/**
 * A screen's frame: its title (from the locale key `pages.<id>.title`) and what it is for
 * (`pages.<id>.desc`), with the screen's own content below.
 */
export default function ScreenIntro({ id, children }: { id: string; children?: ReactNode }) {
  const t = useT();
  return (
    <PublicPage title={t(`pages.${id}.title`)}>
      <Card>
        <Typography.Paragraph type="secondary" style={{ marginBottom: children ? 16 : 0 }}>
          {t(`pages.${id}.desc`)}
        </Typography.Paragraph>
        {children}
      </Card>
    </PublicPage>
  );
}
