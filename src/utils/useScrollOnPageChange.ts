import { useEffect, useRef } from 'react';

/**
 * When a paged list shows another page (a pager link, back or forward, not the first render), `scroll` brings it into
 * view: the list's top, or the page's.
 */
export function useScrollOnPageChange(page: number, scroll: () => void) {
  const shown = useRef(page);
  useEffect(() => {
    if (page === shown.current) return;
    shown.current = page;
    scroll();
  }, [page]); // eslint-disable-line react-hooks/exhaustive-deps
}
