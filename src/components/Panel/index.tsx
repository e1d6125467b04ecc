import { Skeleton } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import './index.less';

type PanelProps = {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'default' | 'small';
  hoverable?: boolean;
  loading?: boolean;
  className?: string;
  style?: CSSProperties;
  styles?: { body?: CSSProperties };
  children?: ReactNode;
};

/**
 * A box of the public front's screens, drawn like antd's Card (its title row with an extra, its body, small and
 * hoverable) by its own stylesheet. antd's Card imports antd's Tabs for its tab list, and they bring Menu and
 * Dropdown for the tabs' overflow: about 25 KB (gzip) in a public page's first load for a bordered box.
 */
export default function Panel({ title, extra, size = 'default', hoverable, loading, className, style, styles, children }: PanelProps) {
  return (
    <div className={['panel', size === 'small' && 'panel-small', hoverable && 'panel-hoverable', className].filter(Boolean).join(' ')} style={style}>
      {(title || extra) && (
        <div className="panel-head">
          <div className="panel-title">{title}</div>
          {extra && <div className="panel-extra">{extra}</div>}
        </div>
      )}
      <div className="panel-body" style={styles?.body}>
        {loading ? <Skeleton active /> : children}
      </div>
    </div>
  );
}

/** An avatar beside a title and a description (antd's Card.Meta). */
Panel.Meta = function PanelMeta({ avatar, title, description }: { avatar?: ReactNode; title?: ReactNode; description?: ReactNode }) {
  return (
    <div className="panel-meta">
      {avatar && <div className="panel-meta-avatar">{avatar}</div>}
      <div className="panel-meta-detail">
        {title && <div className="panel-meta-title">{title}</div>}
        {description && <div className="panel-meta-description">{description}</div>}
      </div>
    </div>
  );
};
