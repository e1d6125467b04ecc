import type { AxiosError, AxiosResponse, RequestConfig, RequestOptions } from '@umijs/max';
import { getMessage, getNotification } from '@/utils/antdStatic';
import { withResponseCache } from '@/utils/request/cache';
import { exportAdapter, exportParams, exportUrl } from '@/utils/request/exportExcel';
import { codeMessage, DEFAULT_ERROR_TEXT, NETWORK_ERROR_TEXT, NETWORK_ERROR_TITLE, statusTitle, URL_REQUIRED_TEXT } from '@/utils/request/messages';
import { appPath, redirectTo } from '@/utils/request/navigate';
import { isPlainObject } from '@/utils/request/query';
import { ErrorShowType } from '@/utils/request/showType';
import { clearVisitorToken, isVisitorCall, tokenFor } from '@/utils/token';

/**
 * The request layer: headers, caching, exports and how errors are shown. Umi 4's `request` is axios 0.27 underneath:
 * our request interceptor runs before anything is sent, our response interceptor runs before Umi's
 * own one that calls errorThrower on `success: false`, and errorHandler sees every rejection.
 */

export const APP_NAME = 'portal';
export const LOGIN_PATH = '/portal/adminlogin';

/** The server's envelope (server/lib/errors.ts). */
export interface ResponseEnvelope<T = unknown> {
  success?: boolean;
  code?: number | string;
  message?: string;
  errorCode?: number | string;
  errorMessage?: string;
  showType?: ErrorShowType;
  data?: T;
}

/** The adapted error info of a business failure. */
export interface ErrorInfo {
  errorCode?: number | string;
  errorMessage?: string;
  showType?: ErrorShowType;
  data?: unknown;
}

export class BizError extends Error {
  readonly info: ErrorInfo;

  constructor(info: ErrorInfo) {
    super(info.errorMessage || DEFAULT_ERROR_TEXT);
    this.name = 'BizError';
    this.info = info;
  }
}

export function adaptErrorInfo(res: ResponseEnvelope): ErrorInfo {
  return {
    errorCode: res.code ?? res.errorCode,
    errorMessage: res.message || res.errorMessage,
    showType: res.showType,
    data: res.data,
  };
}

/** Token, app name, GET parameters in the query, and the transport (export window or cache). */
function prepareRequest(config: RequestOptions): RequestOptions {
  // Reject before anything is sent: axios would otherwise call the current page.
  if (!config.url) throw new Error(URL_REQUIRED_TEXT);
  const token = tokenFor(config.url);
  const headers = { 'app-name': APP_NAME, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...config.headers };
  let { params, data } = config;
  // A GET has no body: parameters given as data still travel in the query string.
  if (config.method?.toLowerCase() === 'get' && isPlainObject(data)) {
    params = { ...data, ...params };
    data = undefined;
  }
  const exported = exportParams(params, data);
  const adapter = exported ? exportAdapter(exportUrl(config.url, exported)) : config.adapter && withResponseCache(config.adapter);
  return { ...config, headers, params, data, adapter };
}

/** Bodies arrive as text; 204 and DELETE answers stay text, the others are read as JSON. */
function readBody(response: AxiosResponse): AxiosResponse {
  const { data, status, config } = response;
  if (typeof data !== 'string' || !data) return response; // blobs, empty bodies
  if (status === 204 || config.method?.toLowerCase() === 'delete') return response;
  if (config.responseType && config.responseType !== 'json') return response; // the caller asked for text
  try {
    response.data = JSON.parse(data);
  } catch {
    // Not JSON (a proxy's HTML error page): keep the text so the status is still reported.
  }
  return response;
}

function readErrorBody(error: Error): Promise<never> {
  const { response } = error as AxiosError;
  // axios 0.27 puts the XHR itself in `response` on network errors; only a real status has a body.
  if (response?.status) readBody(response);
  return Promise.reject(error);
}

function errorThrower(res: ResponseEnvelope) {
  if (res.success === false) throw new BizError(adaptErrorInfo(res));
}

function showBizError({ errorCode, errorMessage, showType }: ErrorInfo) {
  const text = errorMessage || DEFAULT_ERROR_TEXT;
  switch (showType) {
    case ErrorShowType.SILENT:
      return;
    case ErrorShowType.WARN_MESSAGE:
      getMessage().warning(text);
      return;
    case ErrorShowType.NOTIFICATION:
      getNotification().error({ message: text, description: errorCode === undefined ? undefined : `错误码 ${errorCode}` });
      return;
    case ErrorShowType.REDIRECT:
      redirectTo(appPath(`/exception?errorCode=${encodeURIComponent(String(errorCode ?? ''))}&errorMessage=${encodeURIComponent(text)}`));
      return;
    default: // ERROR_MESSAGE, or no display type given
      getMessage().error(text);
  }
}

/** 401: forget the session and go to log in, coming back here afterwards; false when already there. */
function handleUnauthorized(): boolean {
  const login = appPath(LOGIN_PATH);
  if (window.location.pathname.startsWith(login)) return false;
  try {
    window.localStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
  redirectTo(`${login}?reurl=${encodeURIComponent(window.location.href)}`);
  return true;
}

/**
 * A status outside 200-299. Our server also sends its business envelope with 4xx/5xx, so the rule is:
 * the notification is titled `请求错误 {status}: {url}`; its description is the catalogue text for the
 * status (statusText for others) followed by the server's errorMessage when there is one; an envelope
 * with showType 0 (silent) shows nothing. Other display types in such an envelope are not used: the
 * status decides. 401 also clears local storage and goes to log in — and does nothing at all when
 * already on the login page.
 */
function showHttpError(response: AxiosResponse, url: string) {
  const { status, statusText } = response;
  // A visitor's session ended: they are a visitor without an account again, and stay on the page.
  if (status === 401 && isVisitorCall(url)) {
    clearVisitorToken();
    return;
  }
  if (status === 401 && !handleUnauthorized()) return;
  const body = isPlainObject(response.data) ? (response.data as ResponseEnvelope) : undefined;
  if (body?.showType === ErrorShowType.SILENT) return;
  const description = [codeMessage[status] ?? statusText, body?.errorMessage || body?.message].filter(Boolean).join(' ');
  getNotification().error({ message: statusTitle(status, url), description });
}

function errorHandler(error: Error, opts?: RequestOptions) {
  // The caller opted out: Umi rejects its promise with this error and nothing is shown.
  if (opts?.skipErrorHandler) throw error;
  if (error instanceof BizError) return showBizError(error.info);
  const { response, request, config } = error as AxiosError;
  if (response?.status) return showHttpError(response, config?.url ?? '');
  if (error.name === 'CanceledError') return; // aborted on purpose by the caller
  if (request) {
    getNotification().error({ message: NETWORK_ERROR_TITLE, description: NETWORK_ERROR_TEXT });
    return;
  }
  // Without adapted info: the error's own message, else the default text.
  getMessage().error(error.message || DEFAULT_ERROR_TEXT);
}

export const requestConfig: RequestConfig<ResponseEnvelope> = {
  // XHR sends cookies to the same origin anyway; `true` would add them cross-origin too. So this is
  // fetch's credentials 'same-origin'.
  withCredentials: false,
  // No timeout unless a call sets one (0 means none).
  timeout: 0,
  // Keep raw text: readBody parses it, where the status and method are known.
  transformResponse: [(data: unknown) => data],
  errorConfig: { errorThrower, errorHandler },
  requestInterceptors: [prepareRequest],
  responseInterceptors: [[readBody, readErrorBody]],
};
