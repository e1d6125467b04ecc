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
