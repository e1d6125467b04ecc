import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import type { ReactNode } from 'react';
import NativeSelect from '@/components/NativeSelect';
import { useT } from '@/utils/i18n';
import './index.less';

/** The page numbers shown: the first, the last and two either side of the current one; `null` is a gap. */
export function pageItems(current: number, last: number): (number | null)[] {
  const pages = [...new Set([1, last, current - 2, current - 1, current, current + 1, current + 2])].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  return pages.flatMap((p, i) => (i > 0 && p - pages[i - 1] > 1 ? [null, p] : [p]));
}

export type LinkPagerProps = {
  current: number;
  pageSize: number;
  total: number;
  /** The page sizes a visitor may choose from; none: the list's size is fixed. */
  pageSizes?: readonly number[];
  /** The address of a page of the list: every page is a link, so search engines follow them and a page can be shared. */
  hrefOf: (page: number) => string;
  /** A new page size (back to the first page). */
  onPageSize?: (size: number) => void;
  totalText: ReactNode;
};

/**
 * Paging for a public list: links to the pages (previous, next, the first, the last and those around the current one)
 * and the browser's own select for the page size. antd's Pagination brings Select into the page's first load and
 * renders its pages as buttons without addresses.
 */
export default function LinkPager({ current, pageSize, total, pageSizes, hrefOf, onPageSize, totalText }: LinkPagerProps) {
  const t = useT();
  const last = Math.max(1, Math.ceil(total / pageSize));
  const step = (page: number, label: string, icon: ReactNode, rel: 'prev' | 'next') =>
    page >= 1 && page <= last ? (
      <Link to={hrefOf(page)} rel={rel} aria-label={label} title={label}>
        {icon}
      </Link>
    ) : (
      <span className="link-pager-disabled" aria-disabled="true" title={label}>
        {icon}
      </span>
    );
  return (
    <nav className="link-pager" aria-label={t('policyFront.pager.label')}>
      <span className="link-pager-total">{totalText}</span>
      <ul>
        <li>{step(current - 1, t('policyFront.pager.prev'), <LeftOutlined />, 'prev')}</li>
        {pageItems(current, last).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className="link-pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span className="link-pager-current" aria-current="page" title={String(page)}>
                  {page}
                </span>
              ) : (
                <Link to={hrefOf(page)} title={String(page)}>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>{step(current + 1, t('policyFront.pager.next'), <RightOutlined />, 'next')}</li>
      </ul>
      {pageSizes && onPageSize && (
        <NativeSelect
          aria-label={t('policyFront.pager.pageSizeLabel')}
          value={pageSize}
          options={pageSizes.map((size) => ({ value: size, label: t('policyFront.pager.pageSize', { size }) }))}
          onChange={(size) => size && onPageSize(size)}
        />
      )}
    </nav>
  );
}
