/**
 * The request behaviour (headers, token, envelope), through Umi's real generated `request` (axios 0.27) with our config;
 * only the browser's XMLHttpRequest is replaced.
 */
import { request } from '@umijs/max';
import { login } from '@/services/portal/account';
import { clearVisitorToken, setToken, setVisitorToken } from '@/utils/token';
import { postForm } from '@/utils/request';
import { redirectTo } from '@/utils/request/navigate';
import { installFakeXhr, json, sent, serve, spyAntd } from './fakeXhr';

// 'umi' and '@umijs/max' both map to src/.umi-test/exports: one mock serves Umi's generated request.ts
// (which needs ApplyPluginsType) and our code (which needs request). The plugin manager yields our config.
jest.mock('@umijs/max', () => ({
  ApplyPluginsType: { modify: 'modify' },
  get request() {
    return jest.requireActual('@@/plugin-request/request').request;
  },
}));
jest.mock('@@/core/plugin', () => ({
  getPluginManager: () => ({ applyPlugins: () => jest.requireActual('@/requestErrorConfig').requestConfig }),
}));
jest.mock('@/utils/request/navigate', () => ({ ...jest.requireActual('@/utils/request/navigate'), redirectTo: jest.fn() }));

const antd = spyAntd();
beforeEach(() => {
  jest.clearAllMocks();
  installFakeXhr();
  localStorage.clear();
});

describe('headers and credentials', () => {
  it('sends Authorization: Bearer <token> from local storage and app-name: portal', async () => {
    setToken('tok-123');
    await request('/api/x');
    expect(sent[0].headers).toMatchObject({ Authorization: 'Bearer tok-123', 'app-name': 'portal' });
  });

  it("sends a visitor's own token to the visitors' calls, and the staff token to no visitor call", async () => {
    setToken('staff-tok');
    setVisitorToken('visitor-tok');
    await request('/api/visitor/currentuser');
    await request('/api/policy/islogin');
    expect(sent[0].headers).toMatchObject({ Authorization: 'Bearer visitor-tok' });
    expect(sent[1].headers).toMatchObject({ Authorization: 'Bearer staff-tok' });
    clearVisitorToken();
    await request('/api/visitor/currentuser');
    expect(sent[2].headers).not.toHaveProperty('Authorization');
  });

  it("sends the visitor's token to match subscriptions, and to match runs when a visitor is signed in (their saved runs), else staff's", async () => {
    setToken('staff-tok');
    setVisitorToken('visitor-tok');
    await request('/api/policy/match/subscribe', { method: 'POST', data: { runId: 'x' } });
    await request('/api/policy/resultHeader', { method: 'POST', data: { runId: 'x' } });
    await request('/api/policy/match/export', { params: { runId: 'x' } });
    await request('/api/policy/search', { method: 'POST', data: {} });
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer visitor-tok', 'Bearer visitor-tok', 'Bearer visitor-tok', 'Bearer staff-tok']);
    clearVisitorToken();
    await request('/api/policy/matchData', { method: 'POST', data: {} });
    await request('/api/policy/match/subscriptions');
    expect(sent[4].headers).toMatchObject({ Authorization: 'Bearer staff-tok' });
    expect(sent[5].headers).not.toHaveProperty('Authorization');
  });

  it('sends app-name but no Authorization without a token', async () => {
    await request('/api/x');
    expect(sent[0].headers['app-name']).toBe('portal');
    expect(sent[0].headers).not.toHaveProperty('Authorization');
  });

  it('uses same-origin credentials (withCredentials false: XHR sends same-origin cookies only)', async () => {
    await request('/api/x');
    expect(sent[0].withCredentials).toBe(false);
  });
});

describe('a call without a url', () => {
  it.each([undefined, ''])('is rejected with 请求url不能为空 and nothing is sent (%p)', async (url) => {
    await expect(request(url as string)).rejects.toThrow('请求url不能为空');
    expect(sent).toHaveLength(0);
    expect(antd.message.error).toHaveBeenCalledWith('请求url不能为空');
  });
});

describe('parameters and bodies', () => {
  it('puts GET parameters in the query string and sends no body', async () => {
    await request('/api/list', { method: 'GET', params: { page: 2, q: '园区' } });
    expect(sent[0].method).toBe('GET');
    expect(sent[0].url).toBe('/api/list?page=2&q=%E5%9B%AD%E5%8C%BA');
    expect(sent[0].body).toBeNull(); // axios sends null for "no body"
  });

  it('moves data given to a GET into the query string', async () => {
    await request('/api/list', { method: 'GET', data: { page: 3 } });
    expect(sent[0].url).toBe('/api/list?page=3');
    expect(sent[0].body).toBeNull(); // axios sends null for "no body"
  });

  it('sends a POST body as JSON', async () => {
    await request('/api/save', { method: 'POST', data: { name: '园区', n: 1 } });
    expect(sent[0].body).toBe('{"name":"园区","n":1}');
    expect(sent[0].headers['Content-Type']).toBe('application/json');
  });

  it('postForm sends a form-encoded POST', async () => {
    await postForm('/api/form', { name: 'a b', ids: [1, 2], skip: undefined });
    expect(sent[0].method).toBe('POST');
    expect(sent[0].body).toBe('name=a+b&ids=1&ids=2');
    expect(sent[0].headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
  });
});

describe('reading responses', () => {
  it('reads ordinary responses as JSON', async () => {
    serve(json({ success: true, data: { list: [1] } }));
    await expect(request('/api/x')).resolves.toEqual({ success: true, data: { list: [1] } });
  });

  it('reads a 204 response as text', async () => {
    serve({ status: 204, body: '{"success":true}' });
    await expect(request('/api/x', { method: 'POST', data: {} })).resolves.toBe('{"success":true}');
  });

  it('reads the response to a DELETE as text', async () => {
    serve(json({ success: true }));
    await expect(request('/api/x/1', { method: 'DELETE' })).resolves.toBe('{"success":true}');
  });

  it('returns the whole response with getResponse', async () => {
    serve(json({ success: true }, 200, { 'x-total': '5' }));
    const res = await request('/api/x', { getResponse: true });
    expect(res.status).toBe(200);
    expect(res.headers['x-total']).toBe('5');
  });
});

describe('createexcel', () => {
  /** The window the export opens: blank at first, then sent to the export URL. */
  const fakeWindow = () => ({ location: { href: 'about:blank' }, opener: window as unknown, close: jest.fn() });
  let win: ReturnType<typeof fakeWindow>;
  let open: jest.SpyInstance;
  const grantReply = (req: { url: string }) =>
    req.url === '/api/util/admin/download-grant'
      ? json({ success: true, code: 0, data: { grant: 'g.1.2.sig', expiresAt: '2026-11-21T09:01:00Z' } })
      : json({ success: true });

  beforeEach(() => {
    win = fakeWindow();
    open = jest.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
  });
  afterEach(() => open.mockRestore());

  it('opens a blank window at once, asks for a grant with the token, then sends the window to the URL with its query and the grant', async () => {
    setToken('tok-123');
    serve(grantReply);
    let sentBeforeOpen = -1;
    open.mockImplementation(() => {
      sentBeforeOpen = sent.length;
      return win as unknown as Window;
    });
    await request('/api/export', { method: 'GET', params: { createexcel: 1, name: 'a b' } });
    // Opened before anything was awaited on the network, while the click still counts.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(sentBeforeOpen).toBe(0);
    // One request only: the grant for the export's path. The export itself goes through the window.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/util/admin/download-grant', body: '{"path":"/api/export"}' });
    expect(sent[0].headers).toMatchObject({ Authorization: 'Bearer tok-123', 'app-name': 'portal' });
    expect(win.location.href).toBe('/api/export?createexcel=1&name=a+b&grant=g.1.2.sig');
    expect(win.opener).toBeNull();
    expect(win.close).not.toHaveBeenCalled();
  });

  it('does the same for the string "1" in a POST body', async () => {
    serve(grantReply);
    await request('/api/export', { method: 'POST', data: { createexcel: '1', year: 2024 } });
    expect(sent.map((r) => r.url)).toEqual(['/api/util/admin/download-grant']);
    expect(win.location.href).toBe('/api/export?createexcel=1&year=2024&grant=g.1.2.sig');
  });

  it('closes the window and shows the error once when the grant is refused (403)', async () => {
    serve(json({ success: false, code: 403, errorCode: 403, errorMessage: 'You do not have permission for this action', showType: 2, data: null }, 403));
    await expect(request('/api/export', { params: { createexcel: 1 } })).rejects.toMatchObject({ response: { status: 403 } });
    expect(win.close).toHaveBeenCalled();
    expect(win.location.href).toBe('about:blank');
    expect(antd.notification.error).toHaveBeenCalledTimes(1);
    expect(antd.notification.error).toHaveBeenCalledWith({
      message: '请求错误 403: /api/util/admin/download-grant',
      description: '用户得到授权，但是访问是被禁止的。 You do not have permission for this action',
    });
  });

  it('a signed-out user is sent to log in, and the window is closed', async () => {
    serve(json({ success: false, code: 401, errorCode: 401, errorMessage: 'Not signed in', showType: 4, data: null }, 401));
    await expect(request('/api/export', { params: { createexcel: 1 } })).rejects.toMatchObject({ response: { status: 401 } });
    expect(win.close).toHaveBeenCalled();
    expect(redirectTo).toHaveBeenCalledWith(expect.stringMatching(/\/portal\/adminlogin\?reurl=/));
  });

  it('a business refusal of the grant is shown by its display type; a caller may take it over with skipErrorHandler', async () => {
    serve(json({ success: false, code: 400, errorMessage: 'path: /api/export is not a download', showType: 2 }));
    await expect(request('/api/export', { params: { createexcel: 1 } })).rejects.toMatchObject({ name: 'BizError' });
    expect(antd.message.error).toHaveBeenCalledWith('path: /api/export is not a download');
    expect(win.close).toHaveBeenCalled();
    jest.clearAllMocks();
    await expect(request('/api/export', { params: { createexcel: 1 }, skipErrorHandler: true })).rejects.toMatchObject({ name: 'BizError' });
    expect(antd.message.error).not.toHaveBeenCalled();
  });

  it('without a window (popup blocked) the file is saved through a link', async () => {
    open.mockImplementation(() => null);
    serve(grantReply);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.getAttribute('href')).toBe('/api/export?createexcel=1&grant=g.1.2.sig');
      expect(this.hasAttribute('download')).toBe(true);
    });
    await request('/api/export', { params: { createexcel: 1 } });
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it.each([0, '0', 2, undefined])('sends an ordinary request for createexcel=%p', async (createexcel) => {
    await request('/api/export', { params: { createexcel } });
    expect(open).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
  });
});

describe('timeout', () => {
  it('has none by default (0) and passes a caller’s timeout on', async () => {
    await request('/api/a');
    await request('/api/b', { timeout: 5000 });
    expect(sent.map((r) => r.timeout)).toEqual([0, 5000]);
  });

  it('a timed-out call fails with the network notification', async () => {
    serve('timeout');
    await expect(request('/api/slow', { timeout: 10 })).rejects.toThrow('timeout of 10ms exceeded');
    expect(antd.notification.error).toHaveBeenCalledWith({ message: '网络异常', description: '网络异常，无法连接服务器' });
  });
});

describe('skipErrorHandler', () => {
  const envelope = {
    success: false,
    code: 401,
    errorCode: 401,
    errorMessage: '用户名或密码错误',
    message: '用户名或密码错误',
    showType: 2,
    data: null,
  };

  it('hands an HTTP error to the caller untouched: login() rejects with the envelope in response.data', async () => {
    serve(json(envelope, 401));
    const err = await login({ username: 'a', password: 'b' }, { skipErrorHandler: true }).catch((e: unknown) => e);
    expect(err).toMatchObject({ isAxiosError: true, response: { status: 401, data: envelope } });
    expect(antd.notification.error).not.toHaveBeenCalled();
    expect(antd.message.error).not.toHaveBeenCalled();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('hands a business error to the caller, with its adapted info, and shows nothing', async () => {
    serve(json({ success: false, code: 40001, message: '名称已存在', showType: 2 }));
    const err = await request('/api/x', { skipErrorHandler: true }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'BizError', info: { errorCode: 40001, errorMessage: '名称已存在', showType: 2 } });
    expect(antd.message.error).not.toHaveBeenCalled();
  });

  it('without it, the same HTTP error is shown and the call still rejects', async () => {
    serve(json(envelope, 500));
    await expect(request('/api/x')).rejects.toMatchObject({ response: { status: 500 } });
    expect(antd.notification.error).toHaveBeenCalledTimes(1);
  });
});
