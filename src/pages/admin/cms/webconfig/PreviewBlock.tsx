import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import type { HomeBlock } from '@shared/homeLayout';
import { useT } from '@/utils/i18n';

/** How tall each block draws in the preview, in proportion to the page. */
const HEIGHTS: Record<HomeBlock['key'], number> = {
  banner: 72,
  search: 40,
  figures: 32,
  latest: 96,
  closingSoon: 96,
  news: 96,
  market: 96,
  services: 56,
  links: 28,
};
/** The front's own title of each block (message keys), when the park has not given one; the banner and figures have none. */
export const DEFAULT_TITLES: Partial<Record<HomeBlock['key'], string>> = {
  search: 'home.searchTitle',
  latest: 'policyFront.home.latest',
  closingSoon: 'policyFront.home.closingSoon',
  news: 'news.home.title',
  market: 'home.block.market',
  services: 'home.block.services',
  links: 'home.block.links',
};

/** A block of the home page in miniature: its place, its share of the width and its title. */
export default function PreviewBlock({ block, half }: { block: HomeBlock; half: boolean }) {
  const t = useT();
  const intl = useIntl();
  const { token } = theme.useToken();
  const fallback = DEFAULT_TITLES[block.key];
  const title = block.title ?? (fallback ? intl.formatMessage({ id: fallback }) : t(`cms.layout.block.${block.key}`));
  const style: CSSProperties = {
    flex: half ? '1 1 50%' : '1 1 100%',
    minWidth: 0,
    height: HEIGHTS[block.key],
    padding: '4px 8px',
    overflow: 'hidden',
    fontSize: 12,
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    color: block.key === 'banner' ? '#fff' : token.colorText,
    background: block.key === 'banner' ? token.colorPrimary : token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: 4,
  };
  return (
    <div style={style} data-testid="preview-block" data-block={block.key}>
      {title}
    </div>
  );
}
