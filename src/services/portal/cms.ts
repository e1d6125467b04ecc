// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Counts a click on a live advert and redirects to its link (302) GET /api/cms/ad/click/${param0} */
export async function followAdvert(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.followAdvertParams,
  options?: { [key: string]: any },
) {
  const { id: param0, ...queryParams } = params;
  return request<any>(`/api/cms/ad/click/${param0}`, {
    method: 'GET',
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** The areas' adverts to show now, each linked through the click counter GET /api/cms/ad/list */
export async function shownAdverts(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.shownAdvertsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      key: string;
      kind: 'image' | 'text';
      width: number;
      height: number;
      adverts: { id: number; title: string; imageUrl: string | null; alt: string; href: string; external: boolean }[];
    }[];
    message?: string;
  }>('/api/cms/ad/list', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Delete an advert area that holds no adverts POST /api/cms/admin/ad/areadelete */
export async function deleteAdArea(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/cms/admin/ad/areadelete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Create (no id) or update an advert area POST /api/cms/admin/ad/areapost */
export async function saveAdArea(
  body: {
    id?: number;
    key: string;
    name: string;
    kind?: 'image' | 'text';
    width?: number;
    height?: number;
    shown?: number;
    description?: string | null;
    enabled?: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      key: string;
      name: string;
      kind: 'image' | 'text';
      width: number;
      height: number;
      shown: number;
      description: string | null;
      enabled: boolean;
      resourceCount: number;
      liveCount: number;
      updatedAt: string;
    };
    message?: string;
  }>('/api/cms/admin/ad/areapost', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Every advert area with its counts and clicks GET /api/cms/admin/ad/areas */
export async function queryAdAreas(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        key: string;
        name: string;
        kind: 'image' | 'text';
        width: number;
        height: number;
        shown: number;
        description: string | null;
        enabled: boolean;
        resourceCount: number;
        liveCount: number;
        updatedAt: string;
      }[];
      total: number;
    };
    message?: string;
  }>('/api/cms/admin/ad/areas', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Adverts of an area (or all), filtered by title and state, sorted and paged, with their clicks GET /api/cms/admin/ad/resource */
export async function queryAdResources(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryAdResourcesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        areaId: number;
        areaName: string;
        title: string;
        imageUrl: string | null;
        alt: string | null;
        link: string;
        startAt: string | null;
        endAt: string | null;
        weight: number;
        order: number;
        enabled: boolean;
        state: 'disabled' | 'scheduled' | 'live' | 'ended';
        clicks: number;
        updatedAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/cms/admin/ad/resource', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      // sortField has a default value: order
      sortField: 'order',
      // sortOrder has a default value: ascend
      sortOrder: 'ascend',
      ...params,
    },
    ...(options || {}),
  });
}

/** Delete an advert POST /api/cms/admin/ad/resourcedelete */
export async function deleteAdResource(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/cms/admin/ad/resourcedelete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Create (no id) or update an advert; links must be http(s) or a path on this site POST /api/cms/admin/ad/resourcepost */
export async function saveAdResource(
  body: {
    id?: number;
    areaId: number;
    title: string;
    imageUrl?: string | null | '';
    alt?: string | null;
    link: string;
    startAt?: string | null;
    endAt?: string | null;
    weight?: number;
    order?: number;
    enabled?: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      areaId: number;
      areaName: string;
      title: string;
      imageUrl: string | null;
      alt: string | null;
      link: string;
      startAt: string | null;
      endAt: string | null;
      weight: number;
      order: number;
      enabled: boolean;
      state: 'disabled' | 'scheduled' | 'live' | 'ended';
      clicks: number;
      updatedAt: string;
    };
    message?: string;
  }>('/api/cms/admin/ad/resourcepost', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The site configuration the admin edits GET /api/cms/admin/webconfig/get */
export async function getWebConfig(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      siteName: string;
      siteNameEn: string | null;
      parkName: string | null;
      logo: string;
      favicon: string | null;
      icp: string | null;
      policeRecord: string | null;
      copyright: string | null;
      address: string | null;
      servicePhone: string | null;
      email: string | null;
      serviceHours: string | null;
      seoTitle: string | null;
      seoDescription: string | null;
      seoKeywords: string | null;
    };
    message?: string;
  }>('/api/cms/admin/webconfig/get', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Save the site configuration (the whole form); the front reads it at once POST /api/cms/admin/webconfig/post */
export async function saveWebConfig(
  body: {
    siteName: string;
    siteNameEn?: string | null;
    parkName?: string | null;
    logo: string;
    favicon?: string | null | '';
    icp?: string | null;
    policeRecord?: string | null;
    copyright?: string | null;
    address?: string | null;
    servicePhone?: string | null;
    email?: string | null;
    serviceHours?: string | null;
    seoTitle?: string | null;
    seoDescription?: string | null;
    seoKeywords?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      siteName: string;
      siteNameEn: string | null;
      parkName: string | null;
      logo: string;
      favicon: string | null;
      icp: string | null;
      policeRecord: string | null;
      copyright: string | null;
      address: string | null;
      servicePhone: string | null;
      email: string | null;
      serviceHours: string | null;
      seoTitle: string | null;
      seoDescription: string | null;
      seoKeywords: string | null;
    };
    message?: string;
  }>('/api/cms/admin/webconfig/post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The public home page's blocks, in order GET /api/portal/admin/config/getlayout */
export async function getHomeLayout(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      blocks: {
        key: 'banner' | 'search' | 'figures' | 'latest' | 'closingSoon' | 'news' | 'market' | 'services' | 'links';
        visible: boolean;
        title: string | null;
      }[];
    };
    message?: string;
  }>('/api/portal/admin/config/getlayout', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Save the home page's blocks: every block once, in order, shown or not, with its title POST /api/portal/admin/config/postlayout */
export async function saveHomeLayout(
  body: {
    blocks: {
      key: 'banner' | 'search' | 'figures' | 'latest' | 'closingSoon' | 'news' | 'market' | 'services' | 'links';
      visible: boolean;
      title?: string | null;
    }[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      blocks: {
        key: 'banner' | 'search' | 'figures' | 'latest' | 'closingSoon' | 'news' | 'market' | 'services' | 'links';
        visible: boolean;
        title: string | null;
      }[];
    };
    message?: string;
  }>('/api/portal/admin/config/postlayout', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
