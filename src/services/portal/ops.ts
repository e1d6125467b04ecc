// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** The process is alive GET /healthz */
export async function healthz(options?: { [key: string]: any }) {
  return request<{ status: 'ok' }>('/healthz', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Ready for traffic: the database (and Redis and the upload bucket, when configured) answers, migrations are applied, not shutting down (503 otherwise) GET /readyz */
export async function readyz(options?: { [key: string]: any }) {
  return request<{ ready: boolean; checks: { database: boolean; migrations: boolean; draining: boolean; redis: boolean; uploads: boolean } }>('/readyz', {
    method: 'GET',
    ...(options || {}),
  });
}
