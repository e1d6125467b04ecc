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

/** The article tasks waiting for me, the oldest first GET /api/article/admin/data/articleaudit */
export async function queryArticleAudit(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryArticleAuditParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        taskId: number;
        instanceId: number;
        articleId: number;
        title: string;
        categoryName: string;
        stepName: string | null;
        revision: number;
        liveRevision: number | null;
        submittedByName: string | null;
        waitingSince: string;
        dueAt: string | null;
      }[];
      total: number;
    };
    message?: string;
  }>('/api/article/admin/data/articleaudit', {
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

/** One waiting task: the revision under review and the last published one; act on it with /api/oa/admin/workflow/task/act GET /api/article/admin/data/articleaudit/detail */
export async function articleAuditDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.articleAuditDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      task: {
        taskId: number;
        instanceId: number;
        articleId: number;
        title: string;
        categoryName: string;
        stepName: string | null;
        revision: number;
        liveRevision: number | null;
        submittedByName: string | null;
        waitingSince: string;
        dueAt: string | null;
      };
      underReview: {
        number: number;
        title: string;
        note: string | null;
        createdByName: string | null;
        createdAt: string;
        live: boolean;
        categoryId: number;
        categoryName: string | null;
        coverUrl: string | null;
        summary: string | null;
        contentHtml: string;
        author: string | null;
        source: string | null;
        tags: string[];
        seoTitle: string | null;
        seoDescription: string | null;
      };
      published: {
        number: number;
        title: string;
        note: string | null;
        createdByName: string | null;
        createdAt: string;
        live: boolean;
        categoryId: number;
        categoryName: string | null;
        coverUrl: string | null;
        summary: string | null;
        contentHtml: string;
        author: string | null;
        source: string | null;
        tags: string[];
        seoTitle: string | null;
        seoDescription: string | null;
      } | null;
      actions: string[];
    };
    message?: string;
  }>('/api/article/admin/data/articleaudit/detail', {
    method: 'GET',
    params: {
      ...params,
    },
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

/** An article on the front (one more view counted) with its related articles GET /api/article/news/detail */
export async function newsDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.newsDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      summary: string | null;
      coverUrl: string | null;
      categoryName: string;
      categorySlug: string;
      tags: string[];
      pinned: boolean;
      recommended: boolean;
      publishedAt: string;
      contentHtml: string;
      author: string | null;
      source: string | null;
      seoTitle: string | null;
      seoDescription: string | null;
      viewCount: number;
      updatedAt: string;
      related: {
        id: number;
        title: string;
        summary: string | null;
        coverUrl: string | null;
        categoryName: string;
        categorySlug: string;
        tags: string[];
        pinned: boolean;
        recommended: boolean;
        publishedAt: string;
      }[];
    };
    message?: string;
  }>('/api/article/news/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** One page of the front’s articles, pinned first, with the visible categories GET /api/article/news/query */
export async function queryNews(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryNewsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        title: string;
        summary: string | null;
        coverUrl: string | null;
        categoryName: string;
        categorySlug: string;
        tags: string[];
        pinned: boolean;
        recommended: boolean;
        publishedAt: string;
      }[];
      total: number;
      categories: { id: number; parentId: number; name: string; slug: string }[];
    };
    message?: string;
  }>('/api/article/news/query', {
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

/** A new draft (revision 1); the text is sanitised POST /apiv2/article/admin/create */
export async function createArticle(
  body: {
    title: string;
    categoryId: number;
    coverUrl?: string | null | '';
    summary?: string | null;
    contentHtml: string;
    author?: string | null;
    source?: string | null;
    tags?: string[];
    seoTitle?: string | null;
    seoDescription?: string | null;
    pinnedUntil?: string | null;
    recommended?: boolean;
    publishAt?: string | null;
    offlineAt?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      categoryId: number;
      categoryName: string;
      coverUrl: string | null;
      status: 'draft' | 'review' | 'returned' | 'scheduled' | 'published' | 'withdrawn';
      author: string | null;
      tags: string[];
      recommended: boolean;
      pinnedUntil: string | null;
      publishAt: string | null;
      offlineAt: string | null;
      revision: number;
      liveRevision: number | null;
      firstPublishedAt: string | null;
      viewCount: number;
      updatedAt: string;
      updatedByName: string | null;
      lockedByName: string | null;
      summary: string | null;
      contentHtml: string;
      source: string | null;
      seoTitle: string | null;
      seoDescription: string | null;
      reviewComment: string | null;
      skipAudit: boolean;
      instanceId: number | null;
      lockedUntil: string | null;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/article/admin/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete an article and its revisions (not while in review) POST /apiv2/article/admin/delete */
export async function deleteArticle(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/article/admin/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** An article’s working copy and where it stands GET /apiv2/article/admin/detail */
export async function articleDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.articleDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      categoryId: number;
      categoryName: string;
      coverUrl: string | null;
      status: 'draft' | 'review' | 'returned' | 'scheduled' | 'published' | 'withdrawn';
      author: string | null;
      tags: string[];
      recommended: boolean;
      pinnedUntil: string | null;
      publishAt: string | null;
      offlineAt: string | null;
      revision: number;
      liveRevision: number | null;
      firstPublishedAt: string | null;
      viewCount: number;
      updatedAt: string;
      updatedByName: string | null;
      lockedByName: string | null;
      summary: string | null;
      contentHtml: string;
      source: string | null;
      seoTitle: string | null;
      seoDescription: string | null;
      reviewComment: string | null;
      skipAudit: boolean;
      instanceId: number | null;
      lockedUntil: string | null;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/article/admin/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Take or renew the edit lock; 409 naming who holds it POST /apiv2/article/admin/lock */
export async function lockArticle(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { lockedUntil: string }; message?: string }>('/apiv2/article/admin/lock', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Take an article off the front, or cancel its scheduled publication POST /apiv2/article/admin/offline */
export async function offlineArticle(
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
      title: string;
      categoryId: number;
      categoryName: string;
      coverUrl: string | null;
      status: 'draft' | 'review' | 'returned' | 'scheduled' | 'published' | 'withdrawn';
      author: string | null;
      tags: string[];
      recommended: boolean;
      pinnedUntil: string | null;
      publishAt: string | null;
      offlineAt: string | null;
      revision: number;
      liveRevision: number | null;
      firstPublishedAt: string | null;
      viewCount: number;
      updatedAt: string;
      updatedByName: string | null;
      lockedByName: string | null;
      summary: string | null;
      contentHtml: string;
      source: string | null;
      seoTitle: string | null;
      seoDescription: string | null;
      reviewComment: string | null;
      skipAudit: boolean;
      instanceId: number | null;
      lockedUntil: string | null;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/article/admin/offline', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** One page of articles, filtered and sorted GET /apiv2/article/admin/query */
export async function queryArticles(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryArticlesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        title: string;
        categoryId: number;
        categoryName: string;
        coverUrl: string | null;
        status: 'draft' | 'review' | 'returned' | 'scheduled' | 'published' | 'withdrawn';
        author: string | null;
        tags: string[];
        recommended: boolean;
        pinnedUntil: string | null;
        publishAt: string | null;
        offlineAt: string | null;
        revision: number;
        liveRevision: number | null;
        firstPublishedAt: string | null;
        viewCount: number;
        updatedAt: string;
        updatedByName: string | null;
        lockedByName: string | null;
      }[];
      total: number;
    };
    message?: string;
  }>('/apiv2/article/admin/query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      // sortField has a default value: updatedAt
      sortField: 'updatedAt',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      ...params,
    },
    ...(options || {}),
  });
}

/** Take a submission back while no reviewer has acted on it POST /apiv2/article/admin/recall */
export async function recallArticle(
  body: {
    id: number;
    comment?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      categoryId: number;
      categoryName: string;
      coverUrl: string | null;
      status: 'draft' | 'review' | 'returned' | 'scheduled' | 'published' | 'withdrawn';
      author: string | null;
      tags: string[];
      recommended: boolean;
      pinnedUntil: string | null;
      publishAt: string | null;
      offlineAt: string | null;
      revision: number;
      liveRevision: number | null;
      firstPublishedAt: string | null;
      viewCount: number;
      updatedAt: string;
      updatedByName: string | null;
      lockedByName: string | null;
      summary: string | null;
      contentHtml: string;
      source: string | null;
      seoTitle: string | null;
      seoDescription: string | null;
      reviewComment: string | null;
      skipAudit: boolean;
      instanceId: number | null;
      lockedUntil: string | null;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/article/admin/recall', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Make a revision’s content current again, as a new revision POST /apiv2/article/admin/restore */
export async function restoreArticleRevision(
  body: {
    id: number;
    number: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      categoryId: number;
      categoryName: string;
      coverUrl: string | null;
      status: 'draft' | 'review' | 'returned' | 'scheduled' | 'published' | 'withdrawn';
      author: string | null;
      tags: string[];
      recommended: boolean;
      pinnedUntil: string | null;
      publishAt: string | null;
      offlineAt: string | null;
      revision: number;
      liveRevision: number | null;
      firstPublishedAt: string | null;
      viewCount: number;
      updatedAt: string;
      updatedByName: string | null;
      lockedByName: string | null;
      summary: string | null;
      contentHtml: string;
      source: string | null;
      seoTitle: string | null;
      seoDescription: string | null;
      reviewComment: string | null;
      skipAudit: boolean;
      instanceId: number | null;
      lockedUntil: string | null;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/article/admin/restore', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** One revision with its content GET /apiv2/article/admin/revision */
export async function articleRevision(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.articleRevisionParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      number: number;
      title: string;
      note: string | null;
      createdByName: string | null;
      createdAt: string;
      live: boolean;
      categoryId: number;
      categoryName: string | null;
      coverUrl: string | null;
      summary: string | null;
      contentHtml: string;
      author: string | null;
      source: string | null;
      tags: string[];
      seoTitle: string | null;
      seoDescription: string | null;
    };
    message?: string;
  }>('/apiv2/article/admin/revision', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** An article’s revisions, newest first GET /apiv2/article/admin/revisions */
export async function articleRevisions(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.articleRevisionsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { list: { number: number; title: string; note: string | null; createdByName: string | null; createdAt: string; live: boolean }[]; total: number };
    message?: string;
  }>('/apiv2/article/admin/revisions', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Submit to the article audit (resumed where it was returned), or publish at once in a category that skips audit POST /apiv2/article/admin/submit */
export async function submitArticle(
  body: {
    id: number;
    comment?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      categoryId: number;
      categoryName: string;
      coverUrl: string | null;
      status: 'draft' | 'review' | 'returned' | 'scheduled' | 'published' | 'withdrawn';
      author: string | null;
      tags: string[];
      recommended: boolean;
      pinnedUntil: string | null;
      publishAt: string | null;
      offlineAt: string | null;
      revision: number;
      liveRevision: number | null;
      firstPublishedAt: string | null;
      viewCount: number;
      updatedAt: string;
      updatedByName: string | null;
      lockedByName: string | null;
      summary: string | null;
      contentHtml: string;
      source: string | null;
      seoTitle: string | null;
      seoDescription: string | null;
      reviewComment: string | null;
      skipAudit: boolean;
      instanceId: number | null;
      lockedUntil: string | null;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/article/admin/submit', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Give back my edit lock POST /apiv2/article/admin/unlock */
export async function unlockArticle(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/apiv2/article/admin/unlock', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Save: a content change keeps a new revision, placement applies at once; 409 in review, locked by another, or over a newer revision POST /apiv2/article/admin/update */
export async function updateArticle(
  body: {
    id: number;
    title: string;
    categoryId: number;
    coverUrl?: string | null | '';
    summary?: string | null;
    contentHtml: string;
    author?: string | null;
    source?: string | null;
    tags?: string[];
    seoTitle?: string | null;
    seoDescription?: string | null;
    pinnedUntil?: string | null;
    recommended?: boolean;
    publishAt?: string | null;
    offlineAt?: string | null;
    baseRevision: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      categoryId: number;
      categoryName: string;
      coverUrl: string | null;
      status: 'draft' | 'review' | 'returned' | 'scheduled' | 'published' | 'withdrawn';
      author: string | null;
      tags: string[];
      recommended: boolean;
      pinnedUntil: string | null;
      publishAt: string | null;
      offlineAt: string | null;
      revision: number;
      liveRevision: number | null;
      firstPublishedAt: string | null;
      viewCount: number;
      updatedAt: string;
      updatedByName: string | null;
      lockedByName: string | null;
      summary: string | null;
      contentHtml: string;
      source: string | null;
      seoTitle: string | null;
      seoDescription: string | null;
      reviewComment: string | null;
      skipAudit: boolean;
      instanceId: number | null;
      lockedUntil: string | null;
      createdAt: string;
    };
    message?: string;
  }>('/apiv2/article/admin/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
