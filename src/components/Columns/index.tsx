import type { CSSProperties, ReactNode } from 'react';
import './index.less';

type Spans = { xs?: number; sm?: number; md?: number; lg?: number; xl?: number };

/**
 * Columns of the public front's screens: antd's Row and Col layout (24 columns, a gap as [across, down], spans per
 * screen width from antd's breakpoints: sm 576, md 768, lg 992, xl 1200 px, each falling back to the one below),
 * drawn by the stylesheet alone. antd's Row watches the screen width from a layout effect, which re-renders all it
 * holds at once right after a server-rendered page hydrates: on a phone, a task of 100 ms and more (issue #15).
 */
export default function Columns({
  gap = 16,
  className,
  style,
  children,
}: {
  gap?: number | [number, number];
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  const [across, down] = typeof gap === 'number' ? [gap, gap] : gap;
  return (
    <div className={['columns', className].filter(Boolean).join(' ')} style={{ columnGap: across, rowGap: down, ...style }}>
      {children}
    </div>
  );
}

/** One column: its span (of 24) at each screen width, as Col's xs, sm, md, lg and xl; 24 where none is given. */
Columns.Item = function ColumnsItem({ className, style, children, ...spans }: Spans & { className?: string; style?: CSSProperties; children?: ReactNode }) {
  // Custom properties the stylesheet reads per breakpoint; React writes numbers in them as they are.
  const widths = Object.fromEntries(Object.entries(spans).map(([screen, span]) => [`--${screen}`, span])) as CSSProperties;
  return (
    <div className={['columns-item', className].filter(Boolean).join(' ')} style={{ ...widths, ...style }}>
      {children}
    </div>
  );
};
