// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** The follow-up task types in order GET /api/pms/admin/business/tasktype */
export async function queryTaskTypes(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryTaskTypesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { list: { id: number; name: string; description: string | null; order: number; enabled: boolean; updatedAt: string }[]; total: number };
    message?: string;
  }>('/api/pms/admin/business/tasktype', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Create (no id) or update a task type; names are unique POST /api/pms/admin/business/tasktypepost */
export async function saveTaskType(
  body: {
    id?: number;
    name: string;
    description?: string | null;
    order?: number;
    enabled?: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; name: string; description: string | null; order: number; enabled: boolean; updatedAt: string };
    message?: string;
  }>('/api/pms/admin/business/tasktypepost', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The investment dashboard of a period (this year by default) and a scope tab: the funnel with each step's conversion, clues created and signed by month, signed investment by industry, each owner's clues, follow-ups, signings and overdue follow-ups, each source's clues and signing rate. Every count is the total of the clue list its link opens GET /api/pms/admin/data/index */
export async function clueStats(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.clueStatsParams,
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
        investment: { amount: number; link: string };
        overdue: { count: number; link: string };
      };
      funnel: {
        count: number;
        link: string;
        stage:
          | 'new'
          | 'initial_contact'
          | 'viewing_booked'
          | 'viewed'
          | 'quoted'
          | 'negotiating'
          | 'contract_intent'
          | 'signed'
          | 'moved_in'
          | 'on_hold'
          | 'invalid'
          | 'lost';
        conversion: number | null;
      }[];
      aside: {
        count: number;
        link: string;
        stage:
          | 'new'
          | 'initial_contact'
          | 'viewing_booked'
          | 'viewed'
          | 'quoted'
          | 'negotiating'
          | 'contract_intent'
          | 'signed'
          | 'moved_in'
          | 'on_hold'
          | 'invalid'
          | 'lost';
      }[];
      monthly: { month: string; created: { count: number; link: string }; signed: { count: number; link: string } }[];
      byIndustry: { count: number; link: string; value: string; investment: number }[];
      owners: {
        ownerId: number;
        ownerName: string | null;
        clues: { count: number; link: string };
        followedUp: { count: number; link: string };
        signed: { count: number; link: string };
        overdue: { count: number; link: string };
      }[];
      sources: { value: string; clues: { count: number; link: string }; signed: { count: number; link: string }; rate: number | null }[];
    };
    message?: string;
  }>('/api/pms/admin/data/index', {
    method: 'GET',
    params: {
      // scope has a default value: all
      scope: 'all',
      ...params,
    },
    ...(options || {}),
  });
}

/** The owner gives a clue up to the pool; the reason is required (at most 500 characters) POST /api/pms/admin/project/setgiveup */
export async function giveUpClue(
  body: {
    id: number;
    reason: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      kind: 'company' | 'person';
      name: string;
      contactName: string | null;
      phone: string | null;
      industryCode: string | null;
      intendedArea: number | null;
      intendedUsage: string | null;
      budget: number | null;
      investmentAmount: number | null;
      source: string;
      level: string;
      stage:
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost';
      stageReason: string | null;
      ownerId: number | null;
      ownerName: string | null;
      departmentId: number | null;
      departmentName: string | null;
      nextFollowUpOn: string | null;
      tags: string[];
      remark: string | null;
      poolState: 'owned' | 'pool';
      locked: boolean;
      lastFollowUpAt: string | null;
      returnsAt: string | null;
      givenUpBy: number | null;
      givenUpByName: string | null;
      givenUpAt: string | null;
      giveUpReason: string | null;
      projectId: number | null;
      createdAt: string;
      updatedAt: string;
      followUps: {
        id: number;
        way: string;
        followedAt: string;
        userId: number | null;
        userName: string | null;
        contactName: string | null;
        content: string;
        nextStep: string | null;
        nextFollowUpOn: string | null;
        taskTypeId: number | null;
        taskTypeName: string | null;
        attachments: { name: string; url: string }[];
      }[];
      history: {
        id: number;
        action: 'create' | 'update' | 'stage' | 'follow_up' | 'give_up' | 'claim' | 'assign' | 'reclaim' | 'lock' | 'unlock' | 'return' | 'import' | 'convert';
        userId: number | null;
        userName: string | null;
        fromStage: string | null;
        toStage: string | null;
        changes: Record<string, any> | null;
        reason: string | null;
        createdAt: string;
      }[];
      allowedStages: (
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost'
      )[];
    };
    message?: string;
  }>('/api/pms/admin/project/setgiveup', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** A manager gives pool clues, or clues in their scope, to a staff member in their scope POST /apiv2/pms/admin/zhaoshang/assign */
export async function assignClues(
  body: {
    ids: number[];
    ownerId: number;
    reason?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { done: number[] }; message?: string }>('/apiv2/pms/admin/zhaoshang/assign', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Claim a clue from the pool (per-person limit; two at once: one wins, the other 409; not one you gave up within the configured days) POST /apiv2/pms/admin/zhaoshang/claim */
export async function claimClue(
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
      kind: 'company' | 'person';
      name: string;
      contactName: string | null;
      phone: string | null;
      industryCode: string | null;
      intendedArea: number | null;
      intendedUsage: string | null;
      budget: number | null;
      investmentAmount: number | null;
      source: string;
      level: string;
      stage:
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost';
      stageReason: string | null;
      ownerId: number | null;
      ownerName: string | null;
      departmentId: number | null;
      departmentName: string | null;
      nextFollowUpOn: string | null;
      tags: string[];
      remark: string | null;
      poolState: 'owned' | 'pool';
      locked: boolean;
      lastFollowUpAt: string | null;
      returnsAt: string | null;
      givenUpBy: number | null;
      givenUpByName: string | null;
      givenUpAt: string | null;
      giveUpReason: string | null;
      projectId: number | null;
      createdAt: string;
      updatedAt: string;
      followUps: {
        id: number;
        way: string;
        followedAt: string;
        userId: number | null;
        userName: string | null;
        contactName: string | null;
        content: string;
        nextStep: string | null;
        nextFollowUpOn: string | null;
        taskTypeId: number | null;
        taskTypeName: string | null;
        attachments: { name: string; url: string }[];
      }[];
      history: {
        id: number;
        action: 'create' | 'update' | 'stage' | 'follow_up' | 'give_up' | 'claim' | 'assign' | 'reclaim' | 'lock' | 'unlock' | 'return' | 'import' | 'convert';
        userId: number | null;
        userName: string | null;
        fromStage: string | null;
        toStage: string | null;
        changes: Record<string, any> | null;
        reason: string | null;
        createdAt: string;
      }[];
      allowedStages: (
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost'
      )[];
    };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/claim', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** A clue with its follow-ups, its history and the stages it may move to GET /apiv2/pms/admin/zhaoshang/clue-detail */
export async function clueDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.clueDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      kind: 'company' | 'person';
      name: string;
      contactName: string | null;
      phone: string | null;
      industryCode: string | null;
      intendedArea: number | null;
      intendedUsage: string | null;
      budget: number | null;
      investmentAmount: number | null;
      source: string;
      level: string;
      stage:
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost';
      stageReason: string | null;
      ownerId: number | null;
      ownerName: string | null;
      departmentId: number | null;
      departmentName: string | null;
      nextFollowUpOn: string | null;
      tags: string[];
      remark: string | null;
      poolState: 'owned' | 'pool';
      locked: boolean;
      lastFollowUpAt: string | null;
      returnsAt: string | null;
      givenUpBy: number | null;
      givenUpByName: string | null;
      givenUpAt: string | null;
      giveUpReason: string | null;
      projectId: number | null;
      createdAt: string;
      updatedAt: string;
      followUps: {
        id: number;
        way: string;
        followedAt: string;
        userId: number | null;
        userName: string | null;
        contactName: string | null;
        content: string;
        nextStep: string | null;
        nextFollowUpOn: string | null;
        taskTypeId: number | null;
        taskTypeName: string | null;
        attachments: { name: string; url: string }[];
      }[];
      history: {
        id: number;
        action: 'create' | 'update' | 'stage' | 'follow_up' | 'give_up' | 'claim' | 'assign' | 'reclaim' | 'lock' | 'unlock' | 'return' | 'import' | 'convert';
        userId: number | null;
        userName: string | null;
        fromStage: string | null;
        toStage: string | null;
        changes: Record<string, any> | null;
        reason: string | null;
        createdAt: string;
      }[];
      allowedStages: (
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost'
      )[];
    };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/clue-detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Clues with the same phone or name, and who owns them (the form warns before saving) GET /apiv2/pms/admin/zhaoshang/clue-duplicates */
export async function clueDuplicates(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.clueDuplicatesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        phone: string | null;
        stage:
          | 'new'
          | 'initial_contact'
          | 'viewing_booked'
          | 'viewed'
          | 'quoted'
          | 'negotiating'
          | 'contract_intent'
          | 'signed'
          | 'moved_in'
          | 'on_hold'
          | 'invalid'
          | 'lost';
        poolState: 'owned' | 'pool';
        ownerId: number | null;
        ownerName: string | null;
        departmentName: string | null;
        matchedOn: 'phone' | 'name';
      }[];
    };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/clue-duplicates', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The filtered clue list of a tab as an .xlsx file, newest first GET /apiv2/pms/admin/zhaoshang/clue-export */
export async function exportClues(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.exportCluesParams,
  options?: { [key: string]: any },
) {
  return request<any>('/apiv2/pms/admin/zhaoshang/clue-export', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',
      // scope has a default value: mine
      scope: 'mine',

      // sortField has a default value: updatedAt
      sortField: 'updatedAt',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      ...params,
    },
    ...(options || {}),
  });
}

/** Import clues from one .xlsx (multipart field "file", at most 5 MB, 10000 rows): every rejected cell reported by row and column (a phone or name repeated in the file or already a clue's, naming it); owned by the importer, or by the staff member named in 负责人 for a holder of clue:assign within their data scope; nothing is written while a row is rejected unless skipInvalid=true POST /apiv2/pms/admin/zhaoshang/clue-import */
export async function importClues(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.importCluesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: { total: number; imported: number; rejectedRows: number; rejected: { row: number; column: string; value: string; message: string }[] };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/clue-import', {
    method: 'POST',
    params: {
      // skipInvalid has a default value: false
      skipInvalid: 'false',
      ...params,
    },
    ...(options || {}),
  });
}

/** The clue import template: header row with notes, one example row, dropdowns from the dictionaries GET /apiv2/pms/admin/zhaoshang/clue-import-template */
export async function clueImportTemplate(options?: { [key: string]: any }) {
  return request<any>('/apiv2/pms/admin/zhaoshang/clue-import-template', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Create (no id) or update a clue; the same phone or name as another clue is refused (409) naming it and its owner POST /apiv2/pms/admin/zhaoshang/clue-post */
export async function saveClue(
  body: {
    id?: number;
    kind?: 'company' | 'person';
    name: string;
    contactName?: string | null;
    phone?: string | null;
    industryCode?: string | null;
    intendedArea?: number | null;
    intendedUsage?: string | null;
    budget?: number | null;
    investmentAmount?: number | null;
    source: string;
    level: string;
    nextFollowUpOn?: string | null;
    tags?: string[];
    remark?: string | null;
    force?: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      kind: 'company' | 'person';
      name: string;
      contactName: string | null;
      phone: string | null;
      industryCode: string | null;
      intendedArea: number | null;
      intendedUsage: string | null;
      budget: number | null;
      investmentAmount: number | null;
      source: string;
      level: string;
      stage:
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost';
      stageReason: string | null;
      ownerId: number | null;
      ownerName: string | null;
      departmentId: number | null;
      departmentName: string | null;
      nextFollowUpOn: string | null;
      tags: string[];
      remark: string | null;
      poolState: 'owned' | 'pool';
      locked: boolean;
      lastFollowUpAt: string | null;
      returnsAt: string | null;
      givenUpBy: number | null;
      givenUpByName: string | null;
      givenUpAt: string | null;
      giveUpReason: string | null;
      projectId: number | null;
      createdAt: string;
      updatedAt: string;
      followUps: {
        id: number;
        way: string;
        followedAt: string;
        userId: number | null;
        userName: string | null;
        contactName: string | null;
        content: string;
        nextStep: string | null;
        nextFollowUpOn: string | null;
        taskTypeId: number | null;
        taskTypeName: string | null;
        attachments: { name: string; url: string }[];
      }[];
      history: {
        id: number;
        action: 'create' | 'update' | 'stage' | 'follow_up' | 'give_up' | 'claim' | 'assign' | 'reclaim' | 'lock' | 'unlock' | 'return' | 'import' | 'convert';
        userId: number | null;
        userName: string | null;
        fromStage: string | null;
        toStage: string | null;
        changes: Record<string, any> | null;
        reason: string | null;
        createdAt: string;
      }[];
      allowedStages: (
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost'
      )[];
    };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/clue-post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Owned clues of a scope tab (mine, my department, all within the data scope), filtered, sorted and paged GET /apiv2/pms/admin/zhaoshang/clue-query */
export async function queryClues(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryCluesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        kind: 'company' | 'person';
        name: string;
        contactName: string | null;
        phone: string | null;
        industryCode: string | null;
        intendedArea: number | null;
        intendedUsage: string | null;
        budget: number | null;
        investmentAmount: number | null;
        source: string;
        level: string;
        stage:
          | 'new'
          | 'initial_contact'
          | 'viewing_booked'
          | 'viewed'
          | 'quoted'
          | 'negotiating'
          | 'contract_intent'
          | 'signed'
          | 'moved_in'
          | 'on_hold'
          | 'invalid'
          | 'lost';
        stageReason: string | null;
        ownerId: number | null;
        ownerName: string | null;
        departmentId: number | null;
        departmentName: string | null;
        nextFollowUpOn: string | null;
        tags: string[];
        remark: string | null;
        poolState: 'owned' | 'pool';
        locked: boolean;
        lastFollowUpAt: string | null;
        returnsAt: string | null;
        givenUpBy: number | null;
        givenUpByName: string | null;
        givenUpAt: string | null;
        giveUpReason: string | null;
        projectId: number | null;
        createdAt: string;
        updatedAt: string;
      }[];
      total: number;
      more: boolean;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/clue-query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',
      // scope has a default value: mine
      scope: 'mine',

      // sortField has a default value: updatedAt
      sortField: 'updatedAt',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      ...params,
    },
    ...(options || {}),
  });
}

/** Record a follow-up (way, time, contact, content, next step, task type, uploaded attachments) POST /apiv2/pms/admin/zhaoshang/followup-post */
export async function addClueFollowUp(
  body: {
    clueId: number;
    way: string;
    followedAt: string;
    contactName?: string | null;
    content: string;
    nextStep?: string | null;
    nextFollowUpOn?: string | null;
    taskTypeId?: number | null;
    attachments?: { name: string; url: string }[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      kind: 'company' | 'person';
      name: string;
      contactName: string | null;
      phone: string | null;
      industryCode: string | null;
      intendedArea: number | null;
      intendedUsage: string | null;
      budget: number | null;
      investmentAmount: number | null;
      source: string;
      level: string;
      stage:
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost';
      stageReason: string | null;
      ownerId: number | null;
      ownerName: string | null;
      departmentId: number | null;
      departmentName: string | null;
      nextFollowUpOn: string | null;
      tags: string[];
      remark: string | null;
      poolState: 'owned' | 'pool';
      locked: boolean;
      lastFollowUpAt: string | null;
      returnsAt: string | null;
      givenUpBy: number | null;
      givenUpByName: string | null;
      givenUpAt: string | null;
      giveUpReason: string | null;
      projectId: number | null;
      createdAt: string;
      updatedAt: string;
      followUps: {
        id: number;
        way: string;
        followedAt: string;
        userId: number | null;
        userName: string | null;
        contactName: string | null;
        content: string;
        nextStep: string | null;
        nextFollowUpOn: string | null;
        taskTypeId: number | null;
        taskTypeName: string | null;
        attachments: { name: string; url: string }[];
      }[];
      history: {
        id: number;
        action: 'create' | 'update' | 'stage' | 'follow_up' | 'give_up' | 'claim' | 'assign' | 'reclaim' | 'lock' | 'unlock' | 'return' | 'import' | 'convert';
        userId: number | null;
        userName: string | null;
        fromStage: string | null;
        toStage: string | null;
        changes: Record<string, any> | null;
        reason: string | null;
        createdAt: string;
      }[];
      allowedStages: (
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost'
      )[];
    };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/followup-post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The give-up pool (公海): clues anyone may claim, filtered, sorted and paged GET /apiv2/pms/admin/zhaoshang/giveup-query */
export async function queryCluePool(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryCluePoolParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        kind: 'company' | 'person';
        name: string;
        contactName: string | null;
        phone: string | null;
        industryCode: string | null;
        intendedArea: number | null;
        intendedUsage: string | null;
        budget: number | null;
        investmentAmount: number | null;
        source: string;
        level: string;
        stage:
          | 'new'
          | 'initial_contact'
          | 'viewing_booked'
          | 'viewed'
          | 'quoted'
          | 'negotiating'
          | 'contract_intent'
          | 'signed'
          | 'moved_in'
          | 'on_hold'
          | 'invalid'
          | 'lost';
        stageReason: string | null;
        ownerId: number | null;
        ownerName: string | null;
        departmentId: number | null;
        departmentName: string | null;
        nextFollowUpOn: string | null;
        tags: string[];
        remark: string | null;
        poolState: 'owned' | 'pool';
        locked: boolean;
        lastFollowUpAt: string | null;
        returnsAt: string | null;
        givenUpBy: number | null;
        givenUpByName: string | null;
        givenUpAt: string | null;
        giveUpReason: string | null;
        projectId: number | null;
        createdAt: string;
        updatedAt: string;
      }[];
      total: number;
      more: boolean;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/giveup-query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      // sortField has a default value: givenUpAt
      sortField: 'givenUpAt',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      ...params,
    },
    ...(options || {}),
  });
}

/** The owner locks a clue so it does not return to the pool (per-person limit), or unlocks it POST /apiv2/pms/admin/zhaoshang/lock */
export async function lockClue(
  body: {
    id: number;
    locked: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      kind: 'company' | 'person';
      name: string;
      contactName: string | null;
      phone: string | null;
      industryCode: string | null;
      intendedArea: number | null;
      intendedUsage: string | null;
      budget: number | null;
      investmentAmount: number | null;
      source: string;
      level: string;
      stage:
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost';
      stageReason: string | null;
      ownerId: number | null;
      ownerName: string | null;
      departmentId: number | null;
      departmentName: string | null;
      nextFollowUpOn: string | null;
      tags: string[];
      remark: string | null;
      poolState: 'owned' | 'pool';
      locked: boolean;
      lastFollowUpAt: string | null;
      returnsAt: string | null;
      givenUpBy: number | null;
      givenUpByName: string | null;
      givenUpAt: string | null;
      giveUpReason: string | null;
      projectId: number | null;
      createdAt: string;
      updatedAt: string;
      followUps: {
        id: number;
        way: string;
        followedAt: string;
        userId: number | null;
        userName: string | null;
        contactName: string | null;
        content: string;
        nextStep: string | null;
        nextFollowUpOn: string | null;
        taskTypeId: number | null;
        taskTypeName: string | null;
        attachments: { name: string; url: string }[];
      }[];
      history: {
        id: number;
        action: 'create' | 'update' | 'stage' | 'follow_up' | 'give_up' | 'claim' | 'assign' | 'reclaim' | 'lock' | 'unlock' | 'return' | 'import' | 'convert';
        userId: number | null;
        userName: string | null;
        fromStage: string | null;
        toStage: string | null;
        changes: Record<string, any> | null;
        reason: string | null;
        createdAt: string;
      }[];
      allowedStages: (
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost'
      )[];
    };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/lock', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** The pool’s rules (N, M, reminder days, limits) and the caller’s own counts GET /apiv2/pms/admin/zhaoshang/pool-config */
export async function cluePoolConfig(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: {
      noFollowUpDays: number;
      noDealDays: number;
      remindDaysBefore: number;
      claimLimit: number;
      lockLimit: number;
      reclaimDays: number;
      held: number;
      lockedHeld: number;
    };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/pool-config', {
    method: 'GET',
    ...(options || {}),
  });
}

/** Save the pool’s rules POST /apiv2/pms/admin/zhaoshang/pool-config */
export async function saveCluePoolConfig(
  body: {
    noFollowUpDays: number;
    noDealDays: number;
    remindDaysBefore: number;
    claimLimit: number;
    lockLimit: number;
    reclaimDays: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      noFollowUpDays: number;
      noDealDays: number;
      remindDaysBefore: number;
      claimLimit: number;
      lockLimit: number;
      reclaimDays: number;
      held: number;
      lockedHeld: number;
    };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/pool-config', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Move a clue along the pipeline: a move not allowed is refused (422) naming the allowed ones; lost and invalid need a dictionary reason POST /apiv2/pms/admin/zhaoshang/pstatus */
export async function moveClueStage(
  body: {
    id: number;
    stage:
      | 'new'
      | 'initial_contact'
      | 'viewing_booked'
      | 'viewed'
      | 'quoted'
      | 'negotiating'
      | 'contract_intent'
      | 'signed'
      | 'moved_in'
      | 'on_hold'
      | 'invalid'
      | 'lost';
    reason?: string | null;
    comment?: string | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      kind: 'company' | 'person';
      name: string;
      contactName: string | null;
      phone: string | null;
      industryCode: string | null;
      intendedArea: number | null;
      intendedUsage: string | null;
      budget: number | null;
      investmentAmount: number | null;
      source: string;
      level: string;
      stage:
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost';
      stageReason: string | null;
      ownerId: number | null;
      ownerName: string | null;
      departmentId: number | null;
      departmentName: string | null;
      nextFollowUpOn: string | null;
      tags: string[];
      remark: string | null;
      poolState: 'owned' | 'pool';
      locked: boolean;
      lastFollowUpAt: string | null;
      returnsAt: string | null;
      givenUpBy: number | null;
      givenUpByName: string | null;
      givenUpAt: string | null;
      giveUpReason: string | null;
      projectId: number | null;
      createdAt: string;
      updatedAt: string;
      followUps: {
        id: number;
        way: string;
        followedAt: string;
        userId: number | null;
        userName: string | null;
        contactName: string | null;
        content: string;
        nextStep: string | null;
        nextFollowUpOn: string | null;
        taskTypeId: number | null;
        taskTypeName: string | null;
        attachments: { name: string; url: string }[];
      }[];
      history: {
        id: number;
        action: 'create' | 'update' | 'stage' | 'follow_up' | 'give_up' | 'claim' | 'assign' | 'reclaim' | 'lock' | 'unlock' | 'return' | 'import' | 'convert';
        userId: number | null;
        userName: string | null;
        fromStage: string | null;
        toStage: string | null;
        changes: Record<string, any> | null;
        reason: string | null;
        createdAt: string;
      }[];
      allowedStages: (
        | 'new'
        | 'initial_contact'
        | 'viewing_booked'
        | 'viewed'
        | 'quoted'
        | 'negotiating'
        | 'contract_intent'
        | 'signed'
        | 'moved_in'
        | 'on_hold'
        | 'invalid'
        | 'lost'
      )[];
    };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/pstatus', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** A manager takes clues in their scope back to the pool, with a reason POST /apiv2/pms/admin/zhaoshang/reclaim */
export async function reclaimClues(
  body: {
    ids: number[];
    reason: string;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { done: number[] }; message?: string }>('/apiv2/pms/admin/zhaoshang/reclaim', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Owned clues that return to the pool within the reminder window (or `days`), soonest first GET /apiv2/pms/admin/zhaoshang/returning */
export async function queryReturningClues(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryReturningCluesParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        kind: 'company' | 'person';
        name: string;
        contactName: string | null;
        phone: string | null;
        industryCode: string | null;
        intendedArea: number | null;
        intendedUsage: string | null;
        budget: number | null;
        investmentAmount: number | null;
        source: string;
        level: string;
        stage:
          | 'new'
          | 'initial_contact'
          | 'viewing_booked'
          | 'viewed'
          | 'quoted'
          | 'negotiating'
          | 'contract_intent'
          | 'signed'
          | 'moved_in'
          | 'on_hold'
          | 'invalid'
          | 'lost';
        stageReason: string | null;
        ownerId: number | null;
        ownerName: string | null;
        departmentId: number | null;
        departmentName: string | null;
        nextFollowUpOn: string | null;
        tags: string[];
        remark: string | null;
        poolState: 'owned' | 'pool';
        locked: boolean;
        lastFollowUpAt: string | null;
        returnsAt: string | null;
        givenUpBy: number | null;
        givenUpByName: string | null;
        givenUpAt: string | null;
        giveUpReason: string | null;
        projectId: number | null;
        createdAt: string;
        updatedAt: string;
      }[];
      total: number;
      more: boolean;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/apiv2/pms/admin/zhaoshang/returning', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',
      // scope has a default value: mine
      scope: 'mine',
      ...params,
    },
    ...(options || {}),
  });
}
