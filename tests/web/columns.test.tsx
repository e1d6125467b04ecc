/** Columns (src/components/Columns): antd's Row/Col layout drawn by the stylesheet, the same markup on the server and in the browser. */
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import Columns from '@/components/Columns';

const layout = (
  <Columns gap={[24, 8]} className="outer">
    <Columns.Item xs={24} lg={7} className="side">
      side
    </Columns.Item>
    <Columns.Item xs={12} md={6} xl={4}>
      main
    </Columns.Item>
    <Columns.Item>whole</Columns.Item>
  </Columns>
);

describe('Columns', () => {
  it('gives each item its spans as custom properties the stylesheet reads per breakpoint, and the grid its gaps', () => {
    const { container } = render(layout);
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.className).toBe('columns outer');
    expect([grid.style.columnGap, grid.style.rowGap]).toEqual(['24px', '8px']);
    const [side, main, whole] = Array.from(grid.children) as HTMLElement[];
    expect(side.className).toBe('columns-item side');
    expect([side.style.getPropertyValue('--xs'), side.style.getPropertyValue('--lg'), side.style.getPropertyValue('--md')]).toEqual(['24', '7', '']);
    expect([main.style.getPropertyValue('--xs'), main.style.getPropertyValue('--md'), main.style.getPropertyValue('--xl')]).toEqual(['12', '6', '4']);
    // No span given: the stylesheet's fallback (the whole row).
    expect(whole.getAttribute('style')).toBeNull();
  });

  it('renders the same markup on the server, with no script needed to lay it out', () => {
    const html = renderToString(layout);
    expect(html).toContain('class="columns outer" style="column-gap:24px;row-gap:8px"');
    expect(html).toContain('class="columns-item side" style="--xs:24;--lg:7"');
  });

  it('takes one number as both gaps', () => {
    const { container } = render(<Columns gap={12} />);
    const grid = container.firstElementChild as HTMLElement;
    expect([grid.style.columnGap, grid.style.rowGap]).toEqual(['12px', '12px']);
  });
});
