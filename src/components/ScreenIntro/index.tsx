import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A screen's frame: its title (from the locale key `pages.<id>.title`) and what it is for
 * (`pages.<id>.desc`), with the screen's own content below.
 */
export default function ScreenIntro({ id, children }: { id: string; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <PageContainer title={intl.formatMessage({ id: `pages.${id}.title` })}>
      <Card>
        <Typography.Paragraph type="secondary" style={{ marginBottom: children ? 16 : 0 }}>
          {intl.formatMessage({ id: `pages.${id}.desc` })}
        </Typography.Paragraph>
        {children}
      </Card>
    </PageContainer>
  );
}
