import { diffField, diffParagraphs, htmlParagraphs } from '@shared/articleDiff';

describe('article revision comparison', () => {
  it('splits sanitised HTML into text paragraphs, pictures named', () => {
    expect(
      htmlParagraphs('<h2>概况</h2><p>园区 &amp; 企业</p><ul><li>一</li><li>二</li></ul><p>甲<br>乙</p><p><img src="/uploads/a/b/cover.png"></p><p> </p>'),
    ).toEqual(['概况', '园区 & 企业', '一', '二', '甲', '乙', '[图片 cover.png]']);
    expect(htmlParagraphs('<p><img alt="签约现场" src="/uploads/x.jpg"></p>')).toEqual(['[图片 签约现场]']);
  });

  it('pairs a changed paragraph and marks the characters that changed', () => {
    const rows = diffParagraphs(['第一段', '投资 3 亿元', '结尾'], ['第一段', '投资 5 亿元', '新增一段', '结尾']);
    expect(rows.map((r) => r.kind)).toEqual(['same', 'changed', 'added', 'same']);
    expect(rows[1].left).toEqual([{ text: '投资 ' }, { text: '3', change: 'removed' }, { text: ' 亿元' }]);
    expect(rows[1].right).toEqual([{ text: '投资 ' }, { text: '5', change: 'added' }, { text: ' 亿元' }]);
    expect(rows[2]).toEqual({ kind: 'added', left: null, right: [{ text: '新增一段', change: 'added' }] });
  });

  it('shows removed paragraphs on the left only, and equal texts as unchanged', () => {
    expect(diffParagraphs(['甲', '乙'], ['甲']).map((r) => [r.kind, r.left?.[0].text, r.right])).toEqual([
      ['same', '甲', [{ text: '甲' }]],
      ['removed', '乙', null],
    ]);
    expect(diffParagraphs(['甲'], ['甲']).every((r) => r.kind === 'same')).toBe(true);
    expect(diffParagraphs([], ['新'])).toEqual([{ kind: 'added', left: null, right: [{ text: '新', change: 'added' }] }]);
  });

  it('compares short fields, null when equal', () => {
    expect(diffField('标题', '标题')).toBeNull();
    expect(diffField(null, '摘要')).toEqual({ kind: 'added', left: null, right: [{ text: '摘要', change: 'added' }] });
    expect(diffField('旧', '')?.kind).toBe('removed');
    expect(diffField('园区新闻', '园区要闻')?.kind).toBe('changed');
  });
});
