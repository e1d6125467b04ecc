/** The rich-text editor (src/components/RichTextEditor): what it emits as HTML. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import RichTextEditor from '@/components/RichTextEditor';

jest.mock('@umijs/max', () => {
  const messages = require('@/locales/zh-CN/policyAdmin').default as Record<string, string>;
  return { useIntl: () => ({ formatMessage: ({ id }: { id: string }) => messages[id] ?? id }) };
});

jest.setTimeout(60000);

// jsdom has no layout: ProseMirror scrolls the selection into view after focus() and asks for rectangles.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = emptyRect;
if (!('getClientRects' in Text.prototype)) Object.assign(Text.prototype, { getClientRects: noRects });
document.elementFromPoint = () => null;

const content = () => document.querySelector('.rte-content') as HTMLElement;

/** A form-like host: the editor's value lives outside, as in a Form.Item. */
function Host({ initial = '', onChange }: { initial?: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      value={value}
      placeholder="请输入政策原文"
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

/** Pastes HTML the way a browser does: a paste event whose clipboard holds text/html. */
function paste(target: HTMLElement, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const data: Record<string, string> = { 'text/html': html, 'text/plain': html.replace(/<[^>]+>/g, '') };
  Object.defineProperty(event, 'clipboardData', { value: { getData: (type: string) => data[type] ?? '', types: Object.keys(data) } });
  act(() => {
    target.dispatchEvent(event);
  });
}

it('shows the given HTML and emits HTML when a block becomes a heading', async () => {
  const onChange = jest.fn();
  render(<Host initial="<p>支持对象</p><p>园区内企业</p>" onChange={onChange} />);
  await waitFor(() => expect(content()).toHaveTextContent('支持对象'));
  expect(content().querySelectorAll('p')).toHaveLength(2);
  // Showing a value is not a change.
  expect(onChange).not.toHaveBeenCalled();

  // The cursor starts in the first paragraph.
  fireEvent.click(screen.getByRole('button', { name: '二级标题' }));
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  expect(onChange).toHaveBeenLastCalledWith('<h2>支持对象</h2><p>园区内企业</p>');
  expect(screen.getByRole('button', { name: '二级标题' })).toHaveAttribute('aria-pressed', 'true');

  // Undo brings the paragraph back, and says so.
  fireEvent.click(screen.getByRole('button', { name: '撤销' }));
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>支持对象</p><p>园区内企业</p>'));
});

it('keeps headings, lists, links and tables of pasted HTML, and drops scripts and styles', async () => {
  const onChange = jest.fn();
  render(<Host onChange={onChange} />);
  await waitFor(() => expect(content()).not.toBeNull());
  paste(
    content(),
    '<h3>支持标准</h3><ul><li>研发费用补助</li><li>首台套奖励</li></ul>' +
      '<table><thead><tr><th>序号</th><th>内容</th></tr></thead><tbody><tr><td>1</td><td>最高 <b>200</b> 万元</td></tr></tbody></table>' +
      '<p style="color:red" onclick="steal()">详见<a href="https://www.most.gov.cn/">科技部网站</a></p><script>alert(1)</script>',
  );
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  const html = onChange.mock.calls.at(-1)![0] as string;
  expect(html).toContain('<h3>支持标准</h3>');
  expect(html).toContain('<ul><li><p>研发费用补助</p></li><li><p>首台套奖励</p></li></ul>');
  expect(html).toContain('<table><tbody><tr><th><p>序号</p></th><th><p>内容</p></th></tr><tr><td><p>1</p></td><td><p>最高 <strong>200</strong> 万元</p></td></tr></tbody></table>');
  expect(html).toMatch(/<a [^>]*href="https:\/\/www\.most\.gov\.cn\/"[^>]*>科技部网站<\/a>/);
  expect(html).not.toMatch(/script|alert|onclick|style=/);
});

it('hands on the HTML typed in the source view as it is, and the editor keeps what it knows when switching back', async () => {
  const onChange = jest.fn();
  render(<Host initial="<p>原文</p>" onChange={onChange} />);
  await waitFor(() => expect(content()).toHaveTextContent('原文'));
  fireEvent.click(screen.getByRole('button', { name: /源码/ }));
  const source = screen.getByRole('textbox', { name: '源码' });
  expect(source).toHaveValue('<p>原文</p>');
  // The formatting buttons wait while the source is shown.
  expect(screen.getByRole('button', { name: '加粗' })).toBeDisabled();

  fireEvent.change(source, { target: { value: '<h2>申报条件</h2><p>注册在园区</p><script>alert(1)</script>' } });
  expect(onChange).toHaveBeenLastCalledWith('<h2>申报条件</h2><p>注册在园区</p><script>alert(1)</script>');

  fireEvent.click(screen.getByRole('button', { name: /源码/ }));
  await waitFor(() => expect(content()).toHaveTextContent('申报条件'));
  expect(onChange).toHaveBeenLastCalledWith('<h2>申报条件</h2><p>注册在园区</p>');
});

it('reports an emptied document as an empty string', async () => {
  const onChange = jest.fn();
  render(<Host initial="<p>x</p>" onChange={onChange} />);
  await waitFor(() => expect(content()).toHaveTextContent('x'));
  fireEvent.click(screen.getByRole('button', { name: /源码/ }));
  fireEvent.change(screen.getByRole('textbox', { name: '源码' }), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: /源码/ }));
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  expect(document.querySelector('.rte-body')).toHaveAttribute('data-placeholder', '请输入政策原文');
});

it('inserts a table and adds a row to it', async () => {
  const onChange = jest.fn();
  render(<Host onChange={onChange} />);
  await waitFor(() => expect(content()).not.toBeNull());
  fireEvent.click(screen.getByRole('button', { name: /表格/ }));
  fireEvent.click(await screen.findByText('插入表格（3 列）'));
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  expect((onChange.mock.calls.at(-1)![0] as string).match(/<tr>/g)).toHaveLength(3);
  // The cursor is now inside the table: the row commands are enabled.
  fireEvent.click(screen.getByRole('button', { name: /表格/ }));
  fireEvent.click(await screen.findByText('在下方插入行'));
  await waitFor(() => expect((onChange.mock.calls.at(-1)![0] as string).match(/<tr>/g)).toHaveLength(4));
});
