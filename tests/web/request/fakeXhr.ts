import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { setAntdStatic } from '@/utils/antdStatic';

/**
 * A stand-in for the browser's XMLHttpRequest, which Umi's axios (0.27, xhr adapter) uses in jsdom.
 * Each sent request is recorded; `serve` decides the answer.
 */
export type Reply = { status?: number; statusText?: string; body?: string; headers?: Record<string, string> } | 'network-error' | 'timeout';

export type SentRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  withCredentials: boolean;
  responseType: string;
  timeout: number;
};

let handler: (req: SentRequest) => Reply = () => ({ status: 200, body: '{"success":true}' });
export const sent: SentRequest[] = [];

/** Answers every following request with `reply` (or what the function returns for it). */
export function serve(reply: Reply | ((req: SentRequest) => Reply)) {
  handler = typeof reply === 'function' ? reply : () => reply;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Reply => ({
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});

class FakeXMLHttpRequest {
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  response: unknown = null;
  responseURL = '';
  responseType = '';
  withCredentials = false;
  timeout = 0;
  onloadend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  private responseHeaders = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }

  getAllResponseHeaders() {
    return this.responseHeaders;
  }

  addEventListener() {}

  abort() {}

  send(body: unknown) {
    const req: SentRequest = {
      method: this.method,
      url: this.url,
      headers: { ...this.headers },
      body,
      withCredentials: this.withCredentials,
      responseType: this.responseType,
      timeout: this.timeout,
    };
    sent.push(req);
    const reply = handler(req);
    // Answer asynchronously, as a browser does, on the promise queue so jest's fake timers don't stall it.
    void Promise.resolve().then(() => {
      if (reply === 'network-error') return this.onerror?.();
      if (reply === 'timeout') return this.ontimeout?.();
      this.readyState = 4;
      this.status = reply.status ?? 200;
      this.statusText = reply.statusText ?? 'OK';
      this.responseText = reply.body ?? '';
      this.response = this.responseType === 'blob' ? new Blob([this.responseText]) : this.responseText;
      this.responseHeaders = Object.entries(reply.headers ?? {})
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
      this.onloadend?.();
    });
  }
}

/** Installs the fake on window and clears what earlier tests recorded. */
export function installFakeXhr() {
  sent.length = 0;
  serve({ status: 200, body: '{"success":true}' });
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXMLHttpRequest;
}

/** jest.fn stand-ins for the App-context message and notification, installed in the holder. */
export function spyAntd() {
  const message = { warning: jest.fn(), error: jest.fn(), success: jest.fn(), info: jest.fn() };
  const notification = { error: jest.fn(), open: jest.fn(), warning: jest.fn() };
  setAntdStatic({
    message: message as unknown as MessageInstance,
    notification: notification as unknown as NotificationInstance,
  });
  return { message, notification };
}
