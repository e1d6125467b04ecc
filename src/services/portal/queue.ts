// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Cancel a queued job before it runs POST /apiv2/queue/admin/cancel */
export async function cancelJob(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      kind: string;
      status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
      payload: Record<string, any>;
      runAt: string;
      attempts: number;
      maxAttempts: number;
      lastError: string | null;
      createdAt: string;
      startedAt: string | null;
      finishedAt: string | null;
    };
    message?: string;
  }>('/apiv2/queue/admin/cancel', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Jobs, newest first, by status and kind GET /apiv2/queue/admin/query */
export async function queryJobsQueue(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryJobsQueueParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        kind: string;
        status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
        payload: Record<string, any>;
        runAt: string;
        attempts: number;
        maxAttempts: number;
        lastError: string | null;
        createdAt: string;
        startedAt: string | null;
        finishedAt: string | null;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/queue/admin/query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      ...params,
    },
    ...(options || {}),
  });
}

/** Run a failed or cancelled job again, now, with its attempts counted afresh POST /apiv2/queue/admin/retry */
export async function retryJob(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      kind: string;
      status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
      payload: Record<string, any>;
      runAt: string;
      attempts: number;
      maxAttempts: number;
      lastError: string | null;
      createdAt: string;
      startedAt: string | null;
      finishedAt: string | null;
    };
    message?: string;
  }>('/apiv2/queue/admin/retry', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** How many jobs are in each status, and the kinds there are GET /apiv2/queue/admin/summary */
export async function jobsQueueSummary(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { byStatus: Record<string, any>; kinds: string[] }; message?: string }>('/apiv2/queue/admin/summary', {
    method: 'GET',
    ...(options || {}),
  });
}
