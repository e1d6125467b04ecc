// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** Delete a workflow nothing has run on (otherwise disable it) POST /api/oa/admin/workflow/delete */
export async function deleteWorkflow(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: any | null; message?: string }>('/api/oa/admin/workflow/delete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** An instance with its steps, timeline and my pending task, for the people concerned GET /api/oa/admin/workflow/instance/detail */
export async function workflowInstanceDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.workflowInstanceDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      workflow: { id: number; name: string; version: number };
      businessType: 'policy_application' | 'article_audit' | 'project_approval' | 'company_change';
      businessId: number;
      status: 'running' | 'approved' | 'rejected' | 'withdrawn' | 'returned';
      currentStep: number | null;
      data: Record<string, any>;
      steps: {
        name: string;
        condition: string | null;
        actions: ('approve' | 'reject' | 'return' | 'transfer' | 'add_signer' | 'copy')[];
        fields: { key: string; label: string; type: 'number' | 'text' | 'date'; required: boolean; max?: number }[];
      }[];
      myTask: { id: number; kind: 'actor' | 'signer' | 'copy'; step: number } | null;
      pendingAssignees: { id: number; name: string }[];
      history: {
        id: number;
        step: number | null;
        stepName: string | null;
        actorKind: 'user' | 'visitor' | 'system';
        actorName: string;
        action:
          | 'submit'
          | 'resubmit'
          | 'withdraw'
          | 'urge'
          | 'approve'
          | 'reject'
          | 'return'
          | 'transfer'
          | 'add_signer'
          | 'copy'
          | 'skip'
          | 'fallback'
          | 'timeout'
          | 'finish';
        comment: string | null;
        attachments: { name: string; url: string }[];
        detail: Record<string, any>;
        targets: string[];
        createdAt: string;
      }[];
      startedAt: string;
      finishedAt: string | null;
    };
    message?: string;
  }>('/api/oa/admin/workflow/instance/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Active staff by name or username (20): whom to transfer a task to, add as a signer, copy, or name at a step GET /api/oa/admin/workflow/people */
export async function findWorkflowPeople(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.findWorkflowPeopleParams,
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { id: number; name: string; username: string; departmentName: string | null }[]; message?: string }>(
    '/api/oa/admin/workflow/people',
    {
      method: 'GET',
      params: {
        ...params,
      },
      ...(options || {}),
    },
  );
}

/** Create (no id) or update a workflow; publish: true freezes its steps as a new version POST /api/oa/admin/workflow/post */
export async function saveWorkflow(
  body: {
    id?: number;
    name: string;
    businessType: 'policy_application' | 'article_audit' | 'project_approval' | 'company_change';
    description?: string | null;
    status?: 'enabled' | 'disabled';
    fallbackUserId: number;
    publish?: boolean;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      name: string;
      businessType: 'policy_application' | 'article_audit' | 'project_approval' | 'company_change';
      description: string | null;
      status: 'enabled' | 'disabled';
      fallbackUser: { id: number; name: string };
      publishedVersion: number;
      hasDraftChanges: boolean;
      stepCount: number;
      runningCount: number;
      updatedAt: string;
    };
    message?: string;
  }>('/api/oa/admin/workflow/post', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Delete a step; answers the workflow with its remaining steps POST /api/oa/admin/workflow/stepdelete */
export async function deleteWorkflowStep(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      workflow: {
        id: number;
        name: string;
        businessType: 'policy_application' | 'article_audit' | 'project_approval' | 'company_change';
        description: string | null;
        status: 'enabled' | 'disabled';
        fallbackUser: { id: number; name: string };
        publishedVersion: number;
        hasDraftChanges: boolean;
        stepCount: number;
        runningCount: number;
        updatedAt: string;
      };
      steps: {
        id: number;
        workflowId: number;
        sort: number;
        name: string;
        actorType: 'users' | 'role' | 'initiator_dept_leader' | 'owner_dept_leader' | 'policy_dept';
        actorUsers: { id: number; name: string }[];
        actorRole: { id: number; name: string } | null;
        mode: 'any' | 'all';
        actions: ('approve' | 'reject' | 'return' | 'transfer' | 'add_signer' | 'copy')[];
        condition: string | null;
        timeLimitHours: number | null;
        onTimeout: 'remind' | 'escalate' | 'approve' | 'reject' | null;
        escalateTo: { id: number; name: string } | null;
        fields: { key: string; label: string; type: 'number' | 'text' | 'date'; required: boolean; max?: number }[];
      }[];
    };
    message?: string;
  }>('/api/oa/admin/workflow/stepdelete', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Add a step at the end (no id) or change one; answers the workflow with its steps POST /api/oa/admin/workflow/steppost */
export async function saveWorkflowStep(
  body: {
    id?: number;
    workflowId: number;
    name: string;
    actorType: 'users' | 'role' | 'initiator_dept_leader' | 'owner_dept_leader' | 'policy_dept';
    actorUserIds?: number[];
    actorRoleId?: number | null;
    mode?: 'any' | 'all';
    actions: ('approve' | 'reject' | 'return' | 'transfer' | 'add_signer' | 'copy')[];
    condition?: string | null;
    timeLimitHours?: number | null;
    onTimeout?: 'remind' | 'escalate' | 'approve' | 'reject' | null;
    escalateToUserId?: number | null;
    fields?: { key: string; label: string; type: 'number' | 'text' | 'date'; required?: boolean; max?: number }[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      workflow: {
        id: number;
        name: string;
        businessType: 'policy_application' | 'article_audit' | 'project_approval' | 'company_change';
        description: string | null;
        status: 'enabled' | 'disabled';
        fallbackUser: { id: number; name: string };
        publishedVersion: number;
        hasDraftChanges: boolean;
        stepCount: number;
        runningCount: number;
        updatedAt: string;
      };
      steps: {
        id: number;
        workflowId: number;
        sort: number;
        name: string;
        actorType: 'users' | 'role' | 'initiator_dept_leader' | 'owner_dept_leader' | 'policy_dept';
        actorUsers: { id: number; name: string }[];
        actorRole: { id: number; name: string } | null;
        mode: 'any' | 'all';
        actions: ('approve' | 'reject' | 'return' | 'transfer' | 'add_signer' | 'copy')[];
        condition: string | null;
        timeLimitHours: number | null;
        onTimeout: 'remind' | 'escalate' | 'approve' | 'reject' | null;
        escalateTo: { id: number; name: string } | null;
        fields: { key: string; label: string; type: 'number' | 'text' | 'date'; required: boolean; max?: number }[];
      }[];
    };
    message?: string;
  }>('/api/oa/admin/workflow/steppost', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** A workflow with its steps in order GET /api/oa/admin/workflow/steps */
export async function workflowSteps(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.workflowStepsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      workflow: {
        id: number;
        name: string;
        businessType: 'policy_application' | 'article_audit' | 'project_approval' | 'company_change';
        description: string | null;
        status: 'enabled' | 'disabled';
        fallbackUser: { id: number; name: string };
        publishedVersion: number;
        hasDraftChanges: boolean;
        stepCount: number;
        runningCount: number;
        updatedAt: string;
      };
      steps: {
        id: number;
        workflowId: number;
        sort: number;
        name: string;
        actorType: 'users' | 'role' | 'initiator_dept_leader' | 'owner_dept_leader' | 'policy_dept';
        actorUsers: { id: number; name: string }[];
        actorRole: { id: number; name: string } | null;
        mode: 'any' | 'all';
        actions: ('approve' | 'reject' | 'return' | 'transfer' | 'add_signer' | 'copy')[];
        condition: string | null;
        timeLimitHours: number | null;
        onTimeout: 'remind' | 'escalate' | 'approve' | 'reject' | null;
        escalateTo: { id: number; name: string } | null;
        fields: { key: string; label: string; type: 'number' | 'text' | 'date'; required: boolean; max?: number }[];
      }[];
    };
    message?: string;
  }>('/api/oa/admin/workflow/steps', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Put the steps in a new order: the list must hold each of the workflow's steps once POST /api/oa/admin/workflow/stepsort */
export async function sortWorkflowSteps(
  body: {
    workflowId: number;
    stepIds: number[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      workflow: {
        id: number;
        name: string;
        businessType: 'policy_application' | 'article_audit' | 'project_approval' | 'company_change';
        description: string | null;
        status: 'enabled' | 'disabled';
        fallbackUser: { id: number; name: string };
        publishedVersion: number;
        hasDraftChanges: boolean;
        stepCount: number;
        runningCount: number;
        updatedAt: string;
      };
      steps: {
        id: number;
        workflowId: number;
        sort: number;
        name: string;
        actorType: 'users' | 'role' | 'initiator_dept_leader' | 'owner_dept_leader' | 'policy_dept';
        actorUsers: { id: number; name: string }[];
        actorRole: { id: number; name: string } | null;
        mode: 'any' | 'all';
        actions: ('approve' | 'reject' | 'return' | 'transfer' | 'add_signer' | 'copy')[];
        condition: string | null;
        timeLimitHours: number | null;
        onTimeout: 'remind' | 'escalate' | 'approve' | 'reject' | null;
        escalateTo: { id: number; name: string } | null;
        fields: { key: string; label: string; type: 'number' | 'text' | 'date'; required: boolean; max?: number }[];
      }[];
    };
    message?: string;
  }>('/api/oa/admin/workflow/stepsort', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Approve, reject, return, transfer, add a signer or copy, on a task of mine; 409 when it was handled already POST /api/oa/admin/workflow/task/act */
export async function actOnWorkflowTask(
  body: {
    taskId: number;
    action: 'approve' | 'reject' | 'return' | 'transfer' | 'add_signer' | 'copy';
    comment?: string | null;
    attachments?: { name: string; url: string }[];
    fields?: Record<string, any>;
    toStep?: number | null;
    toUserId?: number | null;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      id: number;
      title: string;
      workflow: { id: number; name: string; version: number };
      businessType: 'policy_application' | 'article_audit' | 'project_approval' | 'company_change';
      businessId: number;
      status: 'running' | 'approved' | 'rejected' | 'withdrawn' | 'returned';
      currentStep: number | null;
      data: Record<string, any>;
      steps: {
        name: string;
        condition: string | null;
        actions: ('approve' | 'reject' | 'return' | 'transfer' | 'add_signer' | 'copy')[];
        fields: { key: string; label: string; type: 'number' | 'text' | 'date'; required: boolean; max?: number }[];
      }[];
      myTask: { id: number; kind: 'actor' | 'signer' | 'copy'; step: number } | null;
      pendingAssignees: { id: number; name: string }[];
      history: {
        id: number;
        step: number | null;
        stepName: string | null;
        actorKind: 'user' | 'visitor' | 'system';
        actorName: string;
        action:
          | 'submit'
          | 'resubmit'
          | 'withdraw'
          | 'urge'
          | 'approve'
          | 'reject'
          | 'return'
          | 'transfer'
          | 'add_signer'
          | 'copy'
          | 'skip'
          | 'fallback'
          | 'timeout'
          | 'finish';
        comment: string | null;
        attachments: { name: string; url: string }[];
        detail: Record<string, any>;
        targets: string[];
        createdAt: string;
      }[];
      startedAt: string;
      finishedAt: string | null;
    };
    message?: string;
  }>('/api/oa/admin/workflow/task/act', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** How many tasks wait for me, and how many are overdue GET /api/oa/admin/workflow/task/count */
export async function countWorkflowTasks(options?: { [key: string]: any }) {
  return request<{ success: true; code: 0; data: { todo: number; overdue: number }; message?: string }>('/api/oa/admin/workflow/task/count', {
    method: 'GET',
    ...(options || {}),
  });
}

/** My inbox: tasks waiting for me (todo), tasks I handled (done), or the instances I started (started) GET /api/oa/admin/workflow/task/query */
export async function queryWorkflowTasks(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryWorkflowTasksParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        taskId: number | null;
        instanceId: number;
        title: string;
        workflowName: string;
        businessType: 'policy_application' | 'article_audit' | 'project_approval' | 'company_change';
        businessId: number;
        stepName: string | null;
        instanceStatus: 'running' | 'approved' | 'rejected' | 'withdrawn' | 'returned';
        taskKind: 'actor' | 'signer' | 'copy' | null;
        taskStatus: 'pending' | 'done' | 'cancelled' | 'transferred' | null;
        action: string | null;
        createdAt: string;
        dueAt: string | null;
        overdue: boolean;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/oa/admin/workflow/task/query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',
      // box has a default value: todo
      box: 'todo',

      ...params,
    },
    ...(options || {}),
  });
}

/** Workflows filtered by name, business type and status, with their step and running-instance counts GET /api/oa/admin/workflow/view */
export async function queryWorkflows(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryWorkflowsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        name: string;
        businessType: 'policy_application' | 'article_audit' | 'project_approval' | 'company_change';
        description: string | null;
        status: 'enabled' | 'disabled';
        fallbackUser: { id: number; name: string };
        publishedVersion: number;
        hasDraftChanges: boolean;
        stepCount: number;
        runningCount: number;
        updatedAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/oa/admin/workflow/view', {
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
