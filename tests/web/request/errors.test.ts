/**
 * How failures are shown: business errors by display type, HTTP statuses, network failure and 401, through Umi's real
 * generated `request` with our config; only XMLHttpRequest, the antd holder and navigation are replaced.
 */
import { request } from '@umijs/max';
import { adaptErrorInfo } from '@/requestErrorConfig';
import { codeMessage, ErrorShowType } from '@/utils/request';
import { redirectTo } from '@/utils/request/navigate';
import { setToken } from '@/utils/token';
import { installFakeXhr, json, sent, serve, spyAntd } from './fakeXhr';

// 'umi' and '@umijs/max' both map to src/.umi-test/exports: see transport.test.ts.
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
const shown = () => [
  ...antd.message.warning.mock.calls.map((c) => ['warning', ...c]),
  ...antd.message.error.mock.calls.map((c) => ['error', ...c]),
  ...antd.notification.error.mock.calls.map((c) => ['notification', ...c]),
  ...antd.notification.open.mock.calls.map((c) => ['notification', ...c]),
];

beforeEach(() => {
  jest.clearAllMocks();
  installFakeXhr();
  localStorage.clear();
  window.history.replaceState(null, '', '/admin/users?tab=2');
});

/** A call that fails; the failure itself is what the handler shows. */
const fail = (url = '/api/x') => request(url).catch(() => undefined);

describe('business errors (success: false) by display type', () => {
  const biz = (showType?: number, extra: Record<string, unknown> = {}) =>
    serve(json({ success: false, code: 40001, message: '名称已存在', showType, data: null, ...extra }));

  it('the call rejects with adapted info: code → errorCode, message → errorMessage', async () => {
    biz(ErrorShowType.WARN_MESSAGE);
    await expect(request('/api/x')).rejects.toMatchObject({
      name: 'BizError',
      info: { errorCode: 40001, errorMessage: '名称已存在', showType: 1 },
    });
  });

  it('errorMessage is used when the envelope has no message', () => {
    expect(adaptErrorInfo({ success: false, errorCode: 7, errorMessage: 'only this' })).toMatchObject({
      errorCode: 7,
      errorMessage: 'only this',
    });
  });

  it('0 is silent', async () => {
    biz(ErrorShowType.SILENT);
    await fail();
    expect(shown()).toEqual([]);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('1 shows a warning message', async () => {
    biz(ErrorShowType.WARN_MESSAGE);
    await fail();
    expect(shown()).toEqual([['warning', '名称已存在']]);
  });

  it('2 shows an error message', async () => {
    biz(ErrorShowType.ERROR_MESSAGE);
    await fail();
    expect(shown()).toEqual([['error', '名称已存在']]);
  });

  it('no display type given shows an error message too', async () => {
    biz(undefined);
    await fail();
    expect(shown()).toEqual([['error', '名称已存在']]);
  });

  it('4 shows a notification', async () => {
    biz(ErrorShowType.NOTIFICATION);
    await fail();
    expect(shown()).toEqual([['notification', { message: '名称已存在', description: '错误码 40001' }]]);
  });

  it('9 redirects to /exception with errorCode and errorMessage URL-encoded', async () => {
    biz(ErrorShowType.REDIRECT, { message: '无权 访问&' });
    await fail();
    expect(shown()).toEqual([]);
    expect(redirectTo).toHaveBeenCalledWith('/exception?errorCode=40001&errorMessage=%E6%97%A0%E6%9D%83%20%E8%AE%BF%E9%97%AE%26');
  });

  it('without a message the default text is shown', async () => {
    serve(json({ success: false, code: 1, showType: ErrorShowType.ERROR_MESSAGE }));
    await fail();
    expect(shown()).toEqual([['error', 'Request error, please retry.']]);
  });
});

describe('errors without adapted info', () => {
  const throwing = (err: Error) => request('/api/x', { requestInterceptors: [() => Promise.reject(err)] }).catch(() => undefined);

  it('show the error’s own message', async () => {
    await throwing(new Error('something broke'));
    expect(shown()).toEqual([['error', 'something broke']]);
  });

  it('or the default text when it has none', async () => {
    await throwing(new Error(''));
    expect(shown()).toEqual([['error', 'Request error, please retry.']]);
  });
});

describe('HTTP statuses outside 200–299', () => {
  it('the catalogue holds exactly the spec’s texts', () => {
    expect(codeMessage).toEqual({
      200: '服务器成功返回请求的数据。',
      201: '新建或修改数据成功。',
      202: '一个请求已经进入后台排队（异步任务）。',
      204: '删除数据成功。',
      400: '发出的请求有错误，服务器没有进行新建或修改数据的操作。',
      401: '用户没有权限（令牌、用户名、密码错误）。',
      403: '用户得到授权，但是访问是被禁止的。',
      404: '发出的请求针对的是不存在的记录，服务器没有进行操作。',
      406: '请求的格式不可得。',
      410: '请求的资源被永久删除，且不会再得到的。',
      422: '当创建一个对象时，发生验证错误。',
      500: '服务器发生错误，请检查服务器。',
      502: '网关错误。',
      503: '服务不可用，服务器暂时过载或维护。',
      504: '网关超时。',
    });
  });

  it.each([400, 403, 404, 406, 410, 422, 500, 502, 503, 504])(
    '%i shows a notification titled 请求错误 {status}: {url} with the status text',
    async (status) => {
      serve({ status, body: '<html>proxy page</html>' });
      await fail('/api/things');
      expect(shown()).toEqual([['notification', { message: `请求错误 ${status}: /api/things`, description: codeMessage[status] }]]);
    },
  );

  it('adds the server’s errorMessage from its envelope after the status text', async () => {
    serve(json({ success: false, code: 403, errorMessage: 'You do not have permission for this action', showType: 2 }, 403));
    await fail('/api/roles');
    expect(shown()).toEqual([
      ['notification', { message: '请求错误 403: /api/roles', description: '用户得到授权，但是访问是被禁止的。 You do not have permission for this action' }],
    ]);
  });

  it('an envelope with showType 0 keeps the failure silent', async () => {
    serve(json({ success: false, code: 500, errorMessage: 'quiet', showType: 0 }, 500));
    await fail();
    expect(shown()).toEqual([]);
  });

  it('a status without a catalogue text uses the status line', async () => {
    serve({ status: 409, statusText: 'Conflict', body: '' });
    await fail('/api/x');
    expect(shown()).toEqual([['notification', { message: '请求错误 409: /api/x', description: 'Conflict' }]]);
  });
});

describe('no response at all', () => {
  it('shows a notification that the network is unreachable', async () => {
    serve('network-error');
    await expect(request('/api/x')).rejects.toThrow('Network Error');
    expect(shown()).toEqual([['notification', { message: '网络异常', description: '网络异常，无法连接服务器' }]]);
  });
});

describe('401', () => {
  it('clears local storage and goes to the login page with the current address as reurl', async () => {
    setToken('expired');
    localStorage.setItem('other', 'x');
    serve(json({ success: false, code: 401, errorMessage: 'Not signed in', showType: 4 }, 401));
    await fail('/api/me');
    expect(localStorage.length).toBe(0);
    expect(redirectTo).toHaveBeenCalledWith(`/portal/adminlogin?reurl=${encodeURIComponent('http://localhost/admin/users?tab=2')}`);
    expect(shown()).toEqual([['notification', { message: '请求错误 401: /api/me', description: '用户没有权限（令牌、用户名、密码错误）。 Not signed in' }]]);
  });

  it("on a visitor's call, forgets only the visitor's session and stays on the page", async () => {
    setToken('staff');
    localStorage.setItem('visitor_token', 'expired');
    serve(json({ success: false, code: 401, errorMessage: 'Not signed in', showType: 4 }, 401));
    await fail('/api/visitor/currentuser');
    expect(localStorage.getItem('visitor_token')).toBeNull();
    expect(localStorage.getItem('access_token')).toBe('staff');
    expect(redirectTo).not.toHaveBeenCalled();
    expect(shown()).toEqual([]);
  });

  it('does nothing when already on the login page', async () => {
    window.history.replaceState(null, '', '/portal/adminlogin?reurl=%2F');
    setToken('expired');
    serve(json({ success: false, code: 401, errorMessage: 'Not signed in', showType: 4 }, 401));
    await fail('/api/me');
    expect(localStorage.getItem('access_token')).toBe('expired');
    expect(redirectTo).not.toHaveBeenCalled();
    expect(shown()).toEqual([]);
    expect(sent).toHaveLength(1);
  });
});
