import { Typography } from 'antd';
import type { ReactNode } from 'react';
import './index.less';

export type PublicPageProps = {
  title: ReactNode;
  /** A line under the title saying what the screen is for. */
  content?: ReactNode;
  /** Actions at the title's right (downloads, subscriptions). */
  extra?: ReactNode;
  children?: ReactNode;
};

/**
 * A public screen's frame inside the website shell: its title, what it is for and its actions, then the
 * content. The back office's PageContainer (pro-components) stays out of the visitors' bundles.
 */
export default function PublicPage({ title, content, extra, children }: PublicPageProps) {
  return (
    <div className="public-page">
      <div className="public-page-head">
        <div className="public-page-heading">
          <Typography.Title level={3} className="public-page-title">
            {title}
          </Typography.Title>
          {content ? <div className="public-page-content">{content}</div> : null}
        </div>
        {extra ? <div className="public-page-extra">{extra}</div> : null}
      </div>
      {children}
    </div>
  );
}
