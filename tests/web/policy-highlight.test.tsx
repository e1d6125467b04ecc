/** The renderer of the search API's highlighted titles and snippets: <em> parts emphasised, nothing parsed as HTML. */
import { render } from '@testing-library/react';
import Highlight, { splitHighlight, unescapeHtml } from '@/components/PolicyCard/Highlight';

const hits = (container: HTMLElement) => [...container.querySelectorAll('em')].map((e) => e.textContent);

describe('splitHighlight', () => {
  it('splits on <em>…</em> and keeps the order of the text', () => {
    expect(splitHighlight('苏州高新区关于组织申报2024年度<em>高新技术企业</em>认定奖励资金的<em>通知</em>')).toEqual([
      { text: '苏州高新区关于组织申报2024年度', hit: false },
      { text: '高新技术企业', hit: true },
      { text: '认定奖励资金的', hit: false },
      { text: '通知', hit: true },
    ]);
    expect(splitHighlight('<em>研发</em><em>费用</em>加计扣除')).toEqual([
      { text: '研发费用', hit: true },
      { text: '加计扣除', hit: false },
    ]);
    expect(splitHighlight('')).toEqual([]);
    expect(splitHighlight(null)).toEqual([]);
  });

  it("turns the server's escaping back into the characters, inside and outside the matches", () => {
    expect(splitHighlight('R&amp;D 投入 &lt; 5% 的<em>&quot;小巨人&quot;</em>企业 &#39;A&#39; &#x4E2D;')).toEqual([
      { text: 'R&D 投入 < 5% 的', hit: false },
      { text: '"小巨人"', hit: true },
      { text: "企业 'A' 中", hit: false },
    ]);
    expect(unescapeHtml('&amp;lt;')).toBe('&lt;');
    expect(unescapeHtml('&nbsp;&#0;')).toBe('&nbsp;&#0;');
  });

  it('leaves an <em> without its end as text', () => {
    expect(splitHighlight('a<em>b')).toEqual([{ text: 'a<em>b', hit: false }]);
  });
});

describe('<Highlight>', () => {
  it('emphasises the matches and shows the rest as plain text', () => {
    const { container } = render(
      <h3>
        <Highlight html="关于<em>人工智能</em>产业&amp;<em>算力</em>的若干措施" />
      </h3>,
    );
    expect(container.querySelector('h3')).toHaveTextContent('关于人工智能产业&算力的若干措施');
    expect(hits(container)).toEqual(['人工智能', '算力']);
  });

  it('never creates elements from the text: escaped or raw markup stays visible text', () => {
    const { container } = render(
      <p>
        <Highlight
          html={'&lt;script&gt;alert(1)&lt;/script&gt;<em>&lt;img src=x onerror=alert(1)&gt;</em><b onclick="x()">粗体</b><img src=x onerror="alert(1)">'}
        />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.querySelector('script, img, b')).toBeNull();
    expect([...p.querySelectorAll('*')].map((e) => e.tagName)).toEqual(['EM']);
    expect(p).toHaveTextContent('<script>alert(1)</script><img src=x onerror=alert(1)><b onclick="x()">粗体</b><img src=x onerror="alert(1)">');
    expect(hits(container)).toEqual(['<img src=x onerror=alert(1)>']);
  });
});
