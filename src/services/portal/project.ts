// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** The projects dashboard of a period (this year by default) and a scope tab: projects created by status and stage, created and signed by month, signed investment per currency by industry and by category, average days to sign, projects with overdue, due-soon and done milestones, each owner’s projects, signings and overdue milestones. Every count is the total of the project list its link opens GET /api/pms/admin/data/projectindex */
export async function projectStats(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.projectStatsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      generatedAt: string;
      period: { from: string; to: string };
      scope: 'mine' | 'department' | 'all';
      totals: {
        created: { count: number; link: string };
        signed: { count: number; link: string };
        investment: { count: number; link: string; currency: 'CNY' | 'USD' | 'EUR' | 'HKD' | 'JPY'; amount: number }[];
        daysToSign: { days: number | null; link: string };
      };
      byStatus: { count: number; link: string; status: 'draft' | 'reviewing' | 'returned' | 'rejected' | 'approved' | 'signed' | 'terminated' }[];
      byStage: { count: number; link: string; stage: 'intent' | 'negotiation' | 'landing' | 'construction' | 'production' }[];
      monthly: { month: string; created: { count: number; link: string }; signed: { count: number; link: string } }[];
      byIndustry: { count: number; link: string; value: string; investment: { currency: 'CNY' | 'USD' | 'EUR' | 'HKD' | 'JPY'; amount: number }[] }[];
      byCategory: {
        count: number;
        link: string;
        categoryId: number;
        name: string;
        investment: { currency: 'CNY' | 'USD' | 'EUR' | 'HKD' | 'JPY'; amount: number }[];
      }[];
      milestones: {
        overdue: { count: number; link: string };
        dueSoon: { count: number; link: string; from: string; to: string };
        done: { count: number; link: string };
      };
      owners: {
        ownerId: number;
        ownerName: string | null;
        projects: { count: number; link: string };
        signed: { count: number; link: string };
        overdue: { count: number; link: string };
      }[];
    };
    message?: string;
  }>('/api/pms/admin/data/projectindex', {
    method: 'GET',
    params: {
      // scope has a default value: all
      scope: 'all',
      ...params,
    },
    ...(options || {}),
  });
}

/** Delete a category with no projects and no categories under it (409 saying which) POST /api/pms/admin/project/catedel */
export async function deleteProjectCategory(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/api/pms/admin/project/catedel', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Create (no id) or update a project category; unique names among siblings, no cycles POST /api/pms/admin/project/catepost */
export async function saveProjectCategory(
  body: {
    id?: number;
    parentId?: number;
    name: string;
    order?: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number; parentId: number; name: string; order: number; projectCount: number }; message?: string }>(
    '/api/pms/admin/project/catepost',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
      },
      data: body,
      ...(options || {}),
    },
  );
}

/** Submit a project for approval (the project approval workflow), recall it, sign it (approved only), terminate or reopen it POST /api/pms/admin/project/post */
export async function projectAction(
  body: {
    id: number;
    action: 'submit' | 'recall' | 'sign' | 'terminate' | 'reopen';
    comment?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      categoryId: number;
      categoryName: string | null;
      companyId: number | null;
      companyName: string | null;
      industryCode: string | null;
      investmentAmount: number | null;
      currency: 'CNY' | 'USD' | 'EUR' | 'HKD' | 'JPY';
      landArea: number | null;
      floorArea: number | null;
      stage: 'intent' | 'negotiation' | 'landing' | 'construction' | 'production';
      status: 'draft' | 'reviewing' | 'returned' | 'rejected' | 'approved' | 'signed' | 'terminated';
      ownerId: number | null;
      ownerName: string | null;
      departmentId: number | null;
      departmentName: string | null;
      clueId: number | null;
      flowId: number | null;
      signedAt: string | null;
      createdAt: string;
      updatedAt: string;
      remark: string | null;
      team: { id: number; name: string }[];
      units: { id: number; code: string; building: string; floor: number; usableArea: number }[];
      clue: { id: number; name: string; stage: string } | null;
      flowName: string | null;
      approval: {
        instanceId: number;
        status: 'running' | 'approved' | 'rejected' | 'withdrawn' | 'returned';
        comment: string | null;
        startedAt: string;
      } | null;
      actions: ('submit' | 'recall' | 'sign' | 'terminate' | 'reopen')[];
      schedule: {
        id: number;
        sort: number;
        name: string;
        taskTypeId: number | null;
        taskTypeName: string | null;
        plannedStart: string | null;
        plannedEnd: string | null;
        actualStart: string | null;
        actualEnd: string | null;
        ownerId: number | null;
        ownerName: string | null;
        state: 'pending' | 'in_progress' | 'done' | 'skipped';
        remark: string | null;
        overdue: boolean;
      }[];
    };
    message?: string;
  }>('/api/pms/admin/project/post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** A project’s milestones: planned and actual dates, owner, state, overdue GET /api/pms/admin/project/schedule */
export async function projectSchedule(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.projectScheduleParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      projectId: number;
      flowId: number | null;
      flowName: string | null;
      list: {
        id: number;
        sort: number;
        name: string;
        taskTypeId: number | null;
        taskTypeName: string | null;
        plannedStart: string | null;
        plannedEnd: string | null;
        actualStart: string | null;
        actualEnd: string | null;
        ownerId: number | null;
        ownerName: string | null;
        state: 'pending' | 'in_progress' | 'done' | 'skipped';
        remark: string | null;
        overdue: boolean;
      }[];
    };
    message?: string;
  }>('/api/pms/admin/project/schedule', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Set one milestone’s planned and actual dates, owner, state and remark POST /api/pms/admin/project/schedulepost */
export async function saveProjectMilestone(
  body: {
    id: number;
    plannedStart?: string | null;
    plannedEnd?: string | null;
    actualStart?: string | null;
    actualEnd?: string | null;
    ownerId?: number | null;
    state: 'pending' | 'in_progress' | 'done' | 'skipped';
    remark?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      projectId: number;
      flowId: number | null;
      flowName: string | null;
      list: {
        id: number;
        sort: number;
        name: string;
        taskTypeId: number | null;
        taskTypeName: string | null;
        plannedStart: string | null;
        plannedEnd: string | null;
        actualStart: string | null;
        actualEnd: string | null;
        ownerId: number | null;
        ownerName: string | null;
        state: 'pending' | 'in_progress' | 'done' | 'skipped';
        remark: string | null;
        overdue: boolean;
      }[];
    };
    message?: string;
  }>('/api/pms/admin/project/schedulepost', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete a flow no project follows (409 naming how many do) POST /api/pms/admin/schedule/flowdelete */
export async function deleteScheduleFlow(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/api/pms/admin/schedule/flowdelete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Create (no id) or update a schedule flow; names are unique POST /api/pms/admin/schedule/flowpost */
export async function saveScheduleFlow(
  body: {
    id?: number;
    name: string;
    description?: string | null;
    steps: { name: string; taskTypeId?: number | null; days?: number }[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      description: string | null;
      steps: { name: string; taskTypeId: number | null; days: number }[];
      projectCount: number;
      updatedAt: string;
    };
    message?: string;
  }>('/api/pms/admin/schedule/flowpost', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** A project’s documents: the latest version of each (by kind and name keyword), newest first; with name and kind, or documentId, every version of one document, newest first GET /apiv2/pms/admin/document/doclist */
export async function queryProjectDocuments(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryProjectDocumentsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        projectId: number;
        kind: 'feasibility' | 'agreement' | 'contract' | 'license' | 'drawing' | 'other';
        name: string;
        url: string;
        size: number | null;
        version: number;
        versionCount: number;
        uploadedBy: number | null;
        uploadedByName: string | null;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/pms/admin/document/doclist', {
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

/** File files uploaded through the attachment upload on a project, under a kind; the same name again in that kind is the document’s next version POST /apiv2/pms/admin/document/upload */
export async function addProjectDocuments(
  body: {
    projectId: number;
    kind?: 'feasibility' | 'agreement' | 'contract' | 'license' | 'drawing' | 'other';
    files: { name: string; url: string }[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        projectId: number;
        kind: 'feasibility' | 'agreement' | 'contract' | 'license' | 'drawing' | 'other';
        name: string;
        url: string;
        size: number | null;
        version: number;
        versionCount: number;
        uploadedBy: number | null;
        uploadedByName: string | null;
        createdAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/pms/admin/document/upload', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The project categories (a tree by parentId) with their project counts GET /apiv2/pms/admin/project/category */
export async function queryProjectCategories(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { list: { id: number; parentId: number; name: string; order: number; projectCount: number }[] };
    message?: string;
  }>('/apiv2/pms/admin/project/category', {
    method: 'GET',
    ...(options || {}),
  });
}

/** A new project, or with clueId a signed clue converted into one (once: 409 the second time) POST /apiv2/pms/admin/project/create */
export async function createProject(
  body: {
    name?: string;
    categoryId: number;
    companyId?: number | null;
    industryCode?: string | null;
    investmentAmount?: number | null;
    currency?: 'CNY' | 'USD' | 'EUR' | 'HKD' | 'JPY';
    landArea?: number | null;
    floorArea?: number | null;
    stage?: 'intent' | 'negotiation' | 'landing' | 'construction' | 'production';
    ownerId?: number | null;
    teamIds?: number[];
    unitIds?: number[];
    flowId?: number | null;
    scheduleStart?: string | null;
    remark?: string | null;
    clueId?: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      categoryId: number;
      categoryName: string | null;
      companyId: number | null;
      companyName: string | null;
      industryCode: string | null;
      investmentAmount: number | null;
      currency: 'CNY' | 'USD' | 'EUR' | 'HKD' | 'JPY';
      landArea: number | null;
      floorArea: number | null;
      stage: 'intent' | 'negotiation' | 'landing' | 'construction' | 'production';
      status: 'draft' | 'reviewing' | 'returned' | 'rejected' | 'approved' | 'signed' | 'terminated';
      ownerId: number | null;
      ownerName: string | null;
      departmentId: number | null;
      departmentName: string | null;
      clueId: number | null;
      flowId: number | null;
      signedAt: string | null;
      createdAt: string;
      updatedAt: string;
      remark: string | null;
      team: { id: number; name: string }[];
      units: { id: number; code: string; building: string; floor: number; usableArea: number }[];
      clue: { id: number; name: string; stage: string } | null;
      flowName: string | null;
      approval: {
        instanceId: number;
        status: 'running' | 'approved' | 'rejected' | 'withdrawn' | 'returned';
        comment: string | null;
        startedAt: string;
      } | null;
      actions: ('submit' | 'recall' | 'sign' | 'terminate' | 'reopen')[];
      schedule: {
        id: number;
        sort: number;
        name: string;
        taskTypeId: number | null;
        taskTypeName: string | null;
        plannedStart: string | null;
        plannedEnd: string | null;
        actualStart: string | null;
        actualEnd: string | null;
        ownerId: number | null;
        ownerName: string | null;
        state: 'pending' | 'in_progress' | 'done' | 'skipped';
        remark: string | null;
        overdue: boolean;
      }[];
    };
    message?: string;
  }>('/apiv2/pms/admin/project/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete a project that is not under review or signed POST /apiv2/pms/admin/project/delete */
export async function deleteProject(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number }; message?: string }>('/apiv2/pms/admin/project/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** A project with its team, units, clue, approval, the actions it allows and its schedule GET /apiv2/pms/admin/project/detail */
export async function projectDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.projectDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      categoryId: number;
      categoryName: string | null;
      companyId: number | null;
      companyName: string | null;
      industryCode: string | null;
      investmentAmount: number | null;
      currency: 'CNY' | 'USD' | 'EUR' | 'HKD' | 'JPY';
      landArea: number | null;
      floorArea: number | null;
      stage: 'intent' | 'negotiation' | 'landing' | 'construction' | 'production';
      status: 'draft' | 'reviewing' | 'returned' | 'rejected' | 'approved' | 'signed' | 'terminated';
      ownerId: number | null;
      ownerName: string | null;
      departmentId: number | null;
      departmentName: string | null;
      clueId: number | null;
      flowId: number | null;
      signedAt: string | null;
      createdAt: string;
      updatedAt: string;
      remark: string | null;
      team: { id: number; name: string }[];
      units: { id: number; code: string; building: string; floor: number; usableArea: number }[];
      clue: { id: number; name: string; stage: string } | null;
      flowName: string | null;
      approval: {
        instanceId: number;
        status: 'running' | 'approved' | 'rejected' | 'withdrawn' | 'returned';
        comment: string | null;
        startedAt: string;
      } | null;
      actions: ('submit' | 'recall' | 'sign' | 'terminate' | 'reopen')[];
      schedule: {
        id: number;
        sort: number;
        name: string;
        taskTypeId: number | null;
        taskTypeName: string | null;
        plannedStart: string | null;
        plannedEnd: string | null;
        actualStart: string | null;
        actualEnd: string | null;
        ownerId: number | null;
        ownerName: string | null;
        state: 'pending' | 'in_progress' | 'done' | 'skipped';
        remark: string | null;
        overdue: boolean;
      }[];
    };
    message?: string;
  }>('/apiv2/pms/admin/project/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Projects of a scope tab within the data scope (or team), filtered (keyword, category and below, stage, status, owner, industry, dates), sorted and paged GET /apiv2/pms/admin/project/query */
export async function queryProjects(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryProjectsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        categoryId: number;
        categoryName: string | null;
        companyId: number | null;
        companyName: string | null;
        industryCode: string | null;
        investmentAmount: number | null;
        currency: 'CNY' | 'USD' | 'EUR' | 'HKD' | 'JPY';
        landArea: number | null;
        floorArea: number | null;
        stage: 'intent' | 'negotiation' | 'landing' | 'construction' | 'production';
        status: 'draft' | 'reviewing' | 'returned' | 'rejected' | 'approved' | 'signed' | 'terminated';
        ownerId: number | null;
        ownerName: string | null;
        departmentId: number | null;
        departmentName: string | null;
        clueId: number | null;
        flowId: number | null;
        signedAt: string | null;
        createdAt: string;
        updatedAt: string;
      }[];
      total: number;
      more: boolean;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/pms/admin/project/query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',
      // scope has a default value: all
      scope: 'all',

      // sortField has a default value: updatedAt
      sortField: 'updatedAt',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      ...params,
    },
    ...(options || {}),
  });
}

/** Change a project (not under review, signed or terminated); a new flow remakes a schedule not yet under way POST /apiv2/pms/admin/project/update */
export async function updateProject(
  body: {
    id: number;
    name: string;
    categoryId: number;
    companyId?: number | null;
    industryCode?: string | null;
    investmentAmount?: number | null;
    currency?: 'CNY' | 'USD' | 'EUR' | 'HKD' | 'JPY';
    landArea?: number | null;
    floorArea?: number | null;
    stage?: 'intent' | 'negotiation' | 'landing' | 'construction' | 'production';
    ownerId?: number | null;
    teamIds?: number[];
    unitIds?: number[];
    flowId?: number | null;
    scheduleStart?: string | null;
    remark?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      categoryId: number;
      categoryName: string | null;
      companyId: number | null;
      companyName: string | null;
      industryCode: string | null;
      investmentAmount: number | null;
      currency: 'CNY' | 'USD' | 'EUR' | 'HKD' | 'JPY';
      landArea: number | null;
      floorArea: number | null;
      stage: 'intent' | 'negotiation' | 'landing' | 'construction' | 'production';
      status: 'draft' | 'reviewing' | 'returned' | 'rejected' | 'approved' | 'signed' | 'terminated';
      ownerId: number | null;
      ownerName: string | null;
      departmentId: number | null;
      departmentName: string | null;
      clueId: number | null;
      flowId: number | null;
      signedAt: string | null;
      createdAt: string;
      updatedAt: string;
      remark: string | null;
      team: { id: number; name: string }[];
      units: { id: number; code: string; building: string; floor: number; usableArea: number }[];
      clue: { id: number; name: string; stage: string } | null;
      flowName: string | null;
      approval: {
        instanceId: number;
        status: 'running' | 'approved' | 'rejected' | 'withdrawn' | 'returned';
        comment: string | null;
        startedAt: string;
      } | null;
      actions: ('submit' | 'recall' | 'sign' | 'terminate' | 'reopen')[];
      schedule: {
        id: number;
        sort: number;
        name: string;
        taskTypeId: number | null;
        taskTypeName: string | null;
        plannedStart: string | null;
        plannedEnd: string | null;
        actualStart: string | null;
        actualEnd: string | null;
        ownerId: number | null;
        ownerName: string | null;
        state: 'pending' | 'in_progress' | 'done' | 'skipped';
        remark: string | null;
        overdue: boolean;
      }[];
    };
    message?: string;
  }>('/apiv2/pms/admin/project/update', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The schedule flows (ordered milestone templates) and how many projects follow each GET /apiv2/pms/admin/schedule/flows */
export async function queryScheduleFlows(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        description: string | null;
        steps: { name: string; taskTypeId: number | null; days: number }[];
        projectCount: number;
        updatedAt: string;
      }[];
      total: number;
    };
    message?: string;
  }>('/apiv2/pms/admin/schedule/flows', {
    method: 'GET',
    ...(options || {}),
  });
}
