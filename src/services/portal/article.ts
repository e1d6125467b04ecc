// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Delete an empty category; one that still holds subcategories is refused with the count POST /api/article/admin/category/delete */
export async function deleteArticleCategory(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/article/admin/category/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Create (no id) or update a category POST /api/article/admin/category/post */
export async function saveArticleCategory(
  body: {
    id?: number;
    parentId?: number;
    name: string;
    slug: string;
    order?: number;
    visible?: boolean;
    skipAudit?: boolean;
    description?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      parentId: number;
      name: string;
      slug: string;
      order: number;
      visible: boolean;
      skipAudit: boolean;
      description: string | null;
      childCount: number;
      updatedAt: string;
    };
    message?: string;
  }>('/api/article/admin/category/post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** 此处后端没有提供注释 GET /api/article/admin/page/detail */
export async function sitePageDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.sitePageDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      slug: string;
      title: string;
      description: string | null;
      inFooter: boolean;
      order: number;
      updatedAt: string;
      updatedByName: string | null;
      contentHtml: string;
    };
    message?: string;
  }>('/api/article/admin/page/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Create (no id) or update a single page; the text is sanitised POST /api/article/admin/page/post */
export async function saveSitePage(
  body: {
    id?: number;
    slug: string;
    title: string;
    contentHtml: string;
    description?: string | null;
    inFooter?: boolean;
    order?: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      slug: string;
      title: string;
      description: string | null;
      inFooter: boolean;
      order: number;
      updatedAt: string;
      updatedByName: string | null;
      contentHtml: string;
    };
    message?: string;
  }>('/api/article/admin/page/post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Every single page, without its text GET /api/article/admin/page/query */
export async function querySitePages(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        slug: string;
        title: string;
        description: string | null;
        inFooter: boolean;
        order: number;
        updatedAt: string;
        updatedByName: string | null;
      }[];
      total: number;
    };
    message?: string;
  }>('/api/article/admin/page/query', {
    method: 'GET',
    ...(options || {}),
  });
}

/** A single page as the front shows it at /page/:slug GET /api/cms/page/detail */
export async function publicSitePage(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.publicSitePageParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { slug: string; title: string; description: string | null; contentHtml: string; updatedAt: string };
    message?: string;
  }>('/api/cms/page/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The single pages linked from the front’s footer, in order GET /api/cms/page/footer */
export async function footerSitePages(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { slug: string; title: string }[]; message?: string }>('/api/cms/page/footer', {
    method: 'GET',
    ...(options || {}),
  });
}

/** The category tree as a flat list in tree order; with filters, the matches and their ancestors GET /apiv2/article/admin/category/query */
export async function queryArticleCategories(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryArticleCategoriesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        parentId: number;
        name: string;
        slug: string;
        order: number;
        visible: boolean;
        skipAudit: boolean;
        description: string | null;
        childCount: number;
        updatedAt: string;
      }[];
      total: number;
    };
    message?: string;
  }>('/apiv2/article/admin/category/query', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}
