// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** A curated answer: question variants, the answer (plain text) and its sources (each must exist: 422 naming it) POST /api/portal/admin/assistant/curated/create */
export async function assistantCuratedCreate(
  body: {
    variants: string[];
    answer: string;
    sources?: { kind: 'policy' | 'article' | 'page'; id: number }[];
    enabled?: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      variants: string[];
      answer: string;
      sources: { kind: 'policy' | 'article' | 'page'; id: number; title: string; link: string; live: boolean }[];
      enabled: boolean;
      createdByName: string | null;
      updatedByName: string | null;
      createdAt: string;
      updatedAt: string;
    };
    message?: string;
  }>('/api/portal/admin/assistant/curated/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /api/portal/admin/assistant/curated/delete */
export async function assistantCuratedDelete(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/api/portal/admin/assistant/curated/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /api/portal/admin/assistant/curated/detail */
export async function assistantCuratedDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.assistantCuratedDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      variants: string[];
      answer: string;
      sources: { kind: 'policy' | 'article' | 'page'; id: number; title: string; link: string; live: boolean }[];
      enabled: boolean;
      createdByName: string | null;
      updatedByName: string | null;
      createdAt: string;
      updatedAt: string;
    };
    message?: string;
  }>('/api/portal/admin/assistant/curated/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Curated answers, latest change first, by a keyword in a question variant or the answer GET /api/portal/admin/assistant/curated/query */
export async function assistantCuratedQuery(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.assistantCuratedQueryParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        variants: string[];
        answer: string;
        sources: { kind: 'policy' | 'article' | 'page'; id: number; title: string; link: string; live: boolean }[];
        enabled: boolean;
        createdByName: string | null;
        updatedByName: string | null;
        createdAt: string;
        updatedAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/portal/admin/assistant/curated/query', {
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

/** Policies, articles or single pages by a word of their title, to cite in a curated answer (at most 20) GET /api/portal/admin/assistant/curated/sources */
export async function assistantCuratedSources(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.assistantCuratedSourcesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { kind: 'policy' | 'article' | 'page'; id: number; title: string; link: string; live: boolean }[];
    message?: string;
  }>('/api/portal/admin/assistant/curated/sources', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 POST /api/portal/admin/assistant/curated/update */
export async function assistantCuratedUpdate(
  body: {
    variants: string[];
    answer: string;
    sources?: { kind: 'policy' | 'article' | 'page'; id: number }[];
    enabled?: boolean;
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      variants: string[];
      answer: string;
      sources: { kind: 'policy' | 'article' | 'page'; id: number; title: string; link: string; live: boolean }[];
      enabled: boolean;
      createdByName: string | null;
      updatedByName: string | null;
      createdAt: string;
      updatedAt: string;
    };
    message?: string;
  }>('/api/portal/admin/assistant/curated/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The passages a question retrieves, with their scores, and the answer it would get; nothing is stored or counted POST /api/portal/admin/assistant/hittest */
export async function assistantHitTest(
  body: {
    question: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      terms: string[];
      hits: {
        id: number;
        kind: 'policy' | 'article' | 'page';
        sourceId: number;
        section: 'summary' | 'condition' | 'window' | 'amount' | 'materials' | 'contacts' | 'text';
        title: string;
        link: string;
        excerpt: string;
        live: boolean;
        score: number;
      }[];
      answer: {
        text: string;
        shape: 'deadline' | 'amount' | 'conditions' | 'materials' | 'contact' | 'myCompany' | 'compare' | 'general';
        answered: boolean;
        sources: { n: number; kind: 'policy' | 'article' | 'page'; title: string; link: string; section: string }[];
        related: { title: string; link: string }[];
        searchLink: string | null;
        curatedId: number | null;
      };
    };
    message?: string;
  }>('/api/portal/admin/assistant/hittest', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Questions declined or voted down, grouped by their normalised text, latest first; a period of at most 366 days (the last 30 by default) GET /api/portal/admin/assistant/report */
export async function assistantReport(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.assistantReportParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      period: { from: string; to: string };
      list: { key: string; question: string; count: number; unanswered: number; downVotes: number; reasons: string[]; lastAskedAt: string }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/portal/admin/assistant/report', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      // kind has a default value: all
      kind: 'all',
      ...params,
    },
    ...(options || {}),
  });
}

/** Questions per day, the share answered, votes and the most asked questions; a period of at most 366 days (the last 30 by default) GET /api/portal/admin/assistant/usage */
export async function assistantUsage(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.assistantUsageParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      period: { from: string; to: string };
      totals: {
        questions: number;
        answered: number;
        answeredShare: number;
        curated: number;
        curatedShare: number;
        conversations: number;
        up: number;
        down: number;
      };
      daily: { day: string; questions: number; answered: number; curated: number; up: number; down: number }[];
      top: { question: string; count: number; answered: number }[];
    };
    message?: string;
  }>('/api/portal/admin/assistant/usage', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}
