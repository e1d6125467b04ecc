/** The rich-text editor (src/components/RichTextEditor): what it emits as HTML. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import RichTextEditor from '@/components/RichTextEditor';

jest.mock('@umijs/max', () => {
  const messages = require('@/locales/zh-CN/policyAdmin').default as Record<string, string>;
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (messages[id] ?? id).replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));
  return { useIntl: () => ({ formatMessage: format }) };
});

jest.setTimeout(60000);

// jsdom has no layout: ProseMirror scrolls the selection into view after focus() and asks for rectangles.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect);
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
  expect(html).toContain(
    '<table><tbody><tr><th><p>序号</p></th><th><p>内容</p></th></tr><tr><td><p>1</p></td><td><p>最高 <strong>200</strong> 万元</p></td></tr></tbody></table>',
  );
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

// ---- pictures ----

/** What the image upload API answers (server/modules/upload): a relative URL under /uploads. */
const FLOW_CHART = '/uploads/2026/03/0123456789abcdef0123456789abcdef.png';

/** A stand-in for the browser's XMLHttpRequest, which antd's Upload posts with: answers with `reply`. */
function fakeUploadServer(reply: { status: number; body: unknown }) {
  const sent: { url: string; headers: Record<string, string>; file: File | null }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = {};
    onload: () => void = () => undefined;
    onerror: () => void = () => undefined;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({ url: this.url, headers: this.headers, file: body.get('file') as File | null });
      setTimeout(() => {
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload();
      });
    }
    abort() {}
  }
  const original = window.XMLHttpRequest;
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => (window.XMLHttpRequest = original) };
}

/**
 * Opens the picture dialog and chooses a PNG file. (Queries by label and text, not role: computing
 * roles over the editor and an antd dialog takes jsdom tens of seconds.)
 */
async function chooseFile() {
  fireEvent.click(screen.getByLabelText('插入图片'));
  const dialog = (await screen.findByText('插入图片', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '申报流程.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [file] } });
  return dialog;
}

/** The dialog's OK button (antd spaces two-character labels: "插 入"). */
const insertButton = (dialog: HTMLElement) =>
  within(dialog)
    .getByText(/^插\s?入$/)
    .closest('button') as HTMLButtonElement;

// antd's picture card previews the chosen file through an object URL, which jsdom lacks.
URL.createObjectURL = () => 'blob:preview';
URL.revokeObjectURL = () => undefined;

it('keeps the pictures of loaded HTML with their alt text in what it emits', async () => {
  const onChange = jest.fn();
  render(<Host initial={`<p>申报流程</p><img src="${FLOW_CHART}" alt="申报流程图：提交、审核、公示"><p>详见附件</p>`} onChange={onChange} />);
  await waitFor(() => expect(content()).toHaveTextContent('详见附件'));
  expect(content().querySelector('img')).toHaveAttribute('alt', '申报流程图：提交、审核、公示');

  // An edit elsewhere hands the picture on unchanged.
  fireEvent.click(screen.getByRole('button', { name: '二级标题' }));
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  expect(onChange).toHaveBeenLastCalledWith(`<h2>申报流程</h2><img src="${FLOW_CHART}" alt="申报流程图：提交、审核、公示"><p>详见附件</p>`);
});

it('uploads a picture through the image upload API and inserts it with its description as alt text', async () => {
  window.localStorage.setItem('access_token', 'token-1');
  const server = fakeUploadServer({
    status: 200,
    body: {
      success: true,
      code: 0,
      data: { id: 7, url: FLOW_CHART, thumbUrl: null, name: '申报流程.png', mime: 'image/png', size: 4, width: 800, height: 450 },
    },
  });
  try {
    const onChange = jest.fn();
    render(<Host initial="<p>申报流程如下：</p>" onChange={onChange} />);
    await waitFor(() => expect(content()).toHaveTextContent('申报流程如下'));
    const dialog = await chooseFile();
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0].url).toBe('/apiv2/park/admin/uploader/image');
    expect(server.sent[0].headers.Authorization).toBe('Bearer token-1');
    expect(server.sent[0].file?.name).toBe('申报流程.png');

    // Uploaded, but no description yet: nothing to insert.
    await waitFor(() => expect(dialog.querySelector('.ant-upload-list-item-done')).not.toBeNull());
    expect(insertButton(dialog)).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('图片说明'), { target: { value: '申报流程图：网上申报、审核、公示' } });
    fireEvent.click(insertButton(dialog));

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls.at(-1)![0]).toContain(`<img src="${FLOW_CHART}" alt="申报流程图：网上申报、审核、公示">`);
    expect(content().querySelector('img')).toHaveAttribute('src', FLOW_CHART);
  } finally {
    server.restore();
    window.localStorage.removeItem('access_token');
  }
}, 120_000);

it('shows why the upload API refused a file and inserts nothing', async () => {
  const refusal = 'File refused: the content is a Windows executable (MZ/PE), whatever the file name says.';
  const server = fakeUploadServer({ status: 415, body: { success: false, errorMessage: refusal } });
  try {
    const onChange = jest.fn();
    render(<Host initial="<p>正文</p>" onChange={onChange} />);
    await waitFor(() => expect(content()).toHaveTextContent('正文'));
    const dialog = await chooseFile();
    expect(await within(dialog).findByText(`上传失败：${refusal}`)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('图片说明'), { target: { value: '流程图' } });
    expect(insertButton(dialog)).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  } finally {
    server.restore();
  }
}, 120_000);
