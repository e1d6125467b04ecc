// @ts-ignore
/* eslint-disable */
import { request } from '@umijs/max';

/** An application with the company's profile, the policy's conditions checked for it, materials, timeline and my pending task; for application:query or the people it was given to review GET /api/oa/admin/application/detail */
export async function applicationDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.applicationDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      application: {
        id: number;
        policyId: number;
        policyTitle: string;
        departmentName: string;
        companyId: number;
        companyName: string;
        creditCode: string;
        status: 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
        currentStepName: string | null;
        amount: number | null;
        approvedAmount: number | null;
        contactName: string;
        contactPhone: string;
        filedBy: string | null;
        submittedAt: string | null;
        decidedAt: string | null;
        fields: Record<string, any>;
        materials: { key: string; uploadId: number; name: string; url: string; mime: string; size: number }[];
        instanceId: number | null;
      };
      company: {
        companyId?: number;
        name?: string;
        creditCode?: string;
        regionCode?: string | null;
        industryCode?: string | null;
        scale?: string | null;
        entityType?: string | null;
        foundedOn?: string | null;
        qualifications: string[];
        ipClass1?: number | null;
        ipClass2?: number | null;
        figures: {
          year: number;
          revenue?: number | null;
          rdSpend?: number | null;
          netAssets?: number | null;
          staff?: number | null;
          techStaff?: number | null;
        }[];
      };
      match: {
        outcome: 'eligible' | 'likely' | 'not_eligible';
        matchPercent: number;
        rules: {
          ruleId: string;
          field:
            | 'region'
            | 'industry'
            | 'scale'
            | 'entityType'
            | 'foundedYears'
            | 'qualification'
            | 'ipClass1'
            | 'ipClass2'
            | 'ipTotal'
            | 'staff'
            | 'techStaffRatio'
            | 'revenue'
            | 'rdSpend'
            | 'rdRatio'
            | 'netAssets'
            | 'revenueGrowth';
          op: 'gte' | 'gt' | 'lte' | 'lt' | 'eq' | 'between' | 'in' | 'notIn' | 'hasAny' | 'hasAll';
          label: string;
          hard: boolean;
          outcome: 'met' | 'unmet' | 'unknown';
          year: number | null;
          required: string;
          actual: number | string | string[] | null;
          gap: { required: number | string | string[] | (number | number)[]; actual: number; amount: number } | null;
          text: string;
          missing: {
            field:
              | 'regionCode'
              | 'industryCode'
              | 'scale'
              | 'entityType'
              | 'foundedOn'
              | 'qualifications'
              | 'ipClass1'
              | 'ipClass2'
              | 'staff'
              | 'techStaff'
              | 'revenue'
              | 'rdSpend'
              | 'netAssets';
            year?: number;
            label: string;
          }[];
          invalid?: boolean;
        }[];
        filters: { kind: 'region' | 'window' | 'entityType'; result: 'yes' | 'no' | 'unknown'; reason: string }[];
        failedFilter: { kind: 'region' | 'window' | 'entityType'; result: 'yes' | 'no' | 'unknown'; reason: string } | null;
      };
      steps: { name: string; actions: string[]; fields: { key: string; label: string; type: 'number' | 'text' | 'date'; required: boolean; max?: number }[] }[];
      currentStep: number | null;
      timeline: {
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
      myTask: { id: number; kind: 'actor' | 'signer' | 'copy'; step: number } | null;
      pendingAssignees: { id: number; name: string }[];
      labels: { fields: Record<string, any>; materials: Record<string, any> };
    };
    message?: string;
  }>('/api/oa/admin/application/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** The filtered application list as an .xlsx file GET /api/oa/admin/application/export */
export async function exportApplications(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.exportApplicationsParams,
  options?: { [key: string]: any },
) {
  return request<any>('/api/oa/admin/application/export', {
    method: 'GET',
    params: {
      // sortField has a default value: submittedAt
      sortField: 'submittedAt',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      ...params,
    },
    ...(options || {}),
  });
}

/** Submitted applications filtered by policy, status, company, issuing department and submission days; sorted and paged GET /api/oa/admin/application/query */
export async function queryApplications(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.queryApplicationsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        policyId: number;
        policyTitle: string;
        departmentName: string;
        companyId: number;
        companyName: string;
        creditCode: string;
        status: 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
        currentStepName: string | null;
        amount: number | null;
        approvedAmount: number | null;
        contactName: string;
        contactPhone: string;
        filedBy: string | null;
        submittedAt: string | null;
        decidedAt: string | null;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/oa/admin/application/query', {
    method: 'GET',
    params: {
      // current has a default value: 1
      current: '1',
      // pageSize has a default value: 20
      pageSize: '20',

      // sortField has a default value: submittedAt
      sortField: 'submittedAt',
      // sortOrder has a default value: descend
      sortOrder: 'descend',
      ...params,
    },
    ...(options || {}),
  });
}

/** A policy's online application: open or not, its workflow, reviewing department, materials and fields GET /api/oa/admin/application/settings */
export async function applicationSettings(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.applicationSettingsParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      policyId: number;
      policyTitle: string;
      maxAmount: number | null;
      open: boolean;
      workflow: { id: number; name: string } | null;
      reviewDept: { id: number; name: string } | null;
      materials: { key: string; name: string; required: boolean; templateUrl?: string; accept: string[]; note?: string }[];
      fields: { key: string; label: string; type: 'number' | 'text' | 'date'; required: boolean; max?: number }[];
      updatedAt: string | null;
      updatedBy: string | null;
    };
    message?: string;
  }>('/api/oa/admin/application/settings', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** Set a policy's online application; the workflow must review policy applications and be enabled POST /api/oa/admin/application/settings */
export async function saveApplicationSettings(
  body: {
    policyId: number;
    open: boolean;
    workflowId?: number | null;
    reviewDeptId?: number | null;
    materials: { key: string; name: string; required?: boolean; templateUrl?: string; accept: string[]; note?: string }[];
    fields: { key: string; label: string; type: 'number' | 'text' | 'date'; required?: boolean; max?: number }[];
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      policyId: number;
      policyTitle: string;
      maxAmount: number | null;
      open: boolean;
      workflow: { id: number; name: string } | null;
      reviewDept: { id: number; name: string } | null;
      materials: { key: string; name: string; required: boolean; templateUrl?: string; accept: string[]; note?: string }[];
      fields: { key: string; label: string; type: 'number' | 'text' | 'date'; required: boolean; max?: number }[];
      updatedAt: string | null;
      updatedBy: string | null;
    };
    message?: string;
  }>('/api/oa/admin/application/settings', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Approved amounts in all and for the top policies and companies, under the list filters GET /api/oa/admin/application/summary */
export async function applicationSummary(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.applicationSummaryParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      total: { count: number; amount: number };
      byPolicy: { policyId: number; title: string; count: number; amount: number }[];
      byCompany: { companyId: number; name: string; count: number; amount: number }[];
    };
    message?: string;
  }>('/api/oa/admin/application/summary', {
    method: 'GET',
    params: {
      // top has a default value: 10
      top: '10',
      ...params,
    },
    ...(options || {}),
  });
}

/** One of my company's applications with its timeline and, when sent back, the reviewer's words GET /api/visitor/apply/detail */
export async function applyDetail(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.applyDetailParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      application: {
        id: number;
        policyId: number;
        policyTitle: string;
        companyId: number;
        status: 'draft' | 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
        editable: boolean;
        fields: Record<string, any>;
        materials: { key: string; uploadId: number; name: string; url: string; mime: string; size: number }[];
        contactName: string;
        contactPhone: string;
        filedBy: string | null;
        currentStepName: string | null;
        submittedAt: string | null;
        decidedAt: string | null;
        approvedAmount: number | null;
        createdAt: string;
        updatedAt: string;
      };
      timeline: {
        id: number;
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
        createdAt: string;
      }[];
      sentBack: { action: 'return' | 'reject'; stepName: string | null; comment: string | null; at: string } | null;
      labels: { fields: Record<string, any>; materials: Record<string, any> };
      mayAct: boolean;
    };
    message?: string;
  }>('/api/visitor/apply/detail', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** A policy's application form for my company: the window, materials and fields, a prefill, and our current application GET /api/visitor/apply/form */
export async function applyForm(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.applyFormParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      policy: {
        id: number;
        title: string;
        departmentName: string;
        window: {
          kind: 'range' | 'all_year' | 'batches';
          startDate: string | null;
          endDate: string | null;
          batches: { name: string; startDate: string; endDate: string }[];
        };
        windowStatus: 'upcoming' | 'open' | 'closing_soon' | 'closed';
        openToday: boolean;
        deadline: string | null;
        maxAmount: number | null;
      };
      materials: { key: string; name: string; required: boolean; templateUrl?: string; accept: string[]; note?: string }[];
      fields: { key: string; label: string; type: 'number' | 'text' | 'date'; required: boolean; max?: number }[];
      prefill: {
        companyId: number;
        companyName: string;
        creditCode: string;
        industryCode: string | null;
        regionCode: string | null;
        contactName: string;
        contactPhone: string;
      };
      application: {
        id: number;
        policyId: number;
        policyTitle: string;
        companyId: number;
        status: 'draft' | 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
        editable: boolean;
        fields: Record<string, any>;
        materials: { key: string; uploadId: number; name: string; url: string; mime: string; size: number }[];
        contactName: string;
        contactPhone: string;
        filedBy: string | null;
        currentStepName: string | null;
        submittedAt: string | null;
        decidedAt: string | null;
        approvedAmount: number | null;
        createdAt: string;
        updatedAt: string;
      } | null;
    };
    message?: string;
  }>('/api/visitor/apply/form', {
    method: 'GET',
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** My company's applications, newest first GET /api/visitor/apply/query */
export async function applyQuery(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.applyQueryParams,
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      list: {
        id: number;
        policyId: number;
        policyTitle: string;
        status: 'draft' | 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
        currentStepName: string | null;
        submittedAt: string | null;
        approvedAmount: number | null;
        updatedAt: string;
      }[];
      total: number;
      current: number;
      pageSize: number;
    };
    message?: string;
  }>('/api/visitor/apply/query', {
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

/** Create (no id) or change a draft, or an application sent back; materials are my uploads from apply/upload POST /api/visitor/apply/save */
export async function applySave(
  body: {
    id?: number;
    policyId: number;
    fields?: Record<string, any>;
    materials?: { key: string; uploadId: number }[];
    contactName?: string;
    contactPhone?: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      application: {
        id: number;
        policyId: number;
        policyTitle: string;
        companyId: number;
        status: 'draft' | 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
        editable: boolean;
        fields: Record<string, any>;
        materials: { key: string; uploadId: number; name: string; url: string; mime: string; size: number }[];
        contactName: string;
        contactPhone: string;
        filedBy: string | null;
        currentStepName: string | null;
        submittedAt: string | null;
        decidedAt: string | null;
        approvedAmount: number | null;
        createdAt: string;
        updatedAt: string;
      };
      timeline: {
        id: number;
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
        createdAt: string;
      }[];
      sentBack: { action: 'return' | 'reject'; stepName: string | null; comment: string | null; at: string } | null;
      labels: { fields: Record<string, any>; materials: Record<string, any> };
      mayAct: boolean;
    };
    message?: string;
  }>('/api/visitor/apply/save', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Submit a draft, or resubmit one sent back, inside the window with every required material and field POST /api/visitor/apply/submit */
export async function applySubmit(
  body: {
    id: number;
    comment?: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      application: {
        id: number;
        policyId: number;
        policyTitle: string;
        companyId: number;
        status: 'draft' | 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
        editable: boolean;
        fields: Record<string, any>;
        materials: { key: string; uploadId: number; name: string; url: string; mime: string; size: number }[];
        contactName: string;
        contactPhone: string;
        filedBy: string | null;
        currentStepName: string | null;
        submittedAt: string | null;
        decidedAt: string | null;
        approvedAmount: number | null;
        createdAt: string;
        updatedAt: string;
      };
      timeline: {
        id: number;
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
        createdAt: string;
      }[];
      sentBack: { action: 'return' | 'reject'; stepName: string | null; comment: string | null; at: string } | null;
      labels: { fields: Record<string, any>; materials: Record<string, any> };
      mayAct: boolean;
    };
    message?: string;
  }>('/api/visitor/apply/submit', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Upload one material file (PDF, Office, PNG/JPEG, ZIP, TXT/CSV, at most 20 MB) as multipart/form-data POST /api/visitor/apply/upload */
export async function applyUpload(options?: { [key: string]: any }) {
  return request<{
    success: true;
    code: 0;
    data: { id: number; url: string; thumbUrl: string | null; name: string; mime: string; size: number; width: number | null; height: number | null };
    message?: string;
  }>('/api/visitor/apply/upload', {
    method: 'POST',
    ...(options || {}),
  });
}

/** Remind the reviewers of an application under review (once a day) POST /api/visitor/apply/urge */
export async function applyUrge(
  body: {
    id: number;
  },
  options?: { [key: string]: any },
) {
  return request<{ success: true; code: 0; data: { urged: number }; message?: string }>('/api/visitor/apply/urge', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}

/** Take back an application under review, while no reviewer has acted on it POST /api/visitor/apply/withdraw */
export async function applyWithdraw(
  body: {
    id: number;
    comment?: string;
  },
  options?: { [key: string]: any },
) {
  return request<{
    success: true;
    code: 0;
    data: {
      application: {
        id: number;
        policyId: number;
        policyTitle: string;
        companyId: number;
        status: 'draft' | 'running' | 'returned' | 'rejected' | 'approved' | 'withdrawn';
        editable: boolean;
        fields: Record<string, any>;
        materials: { key: string; uploadId: number; name: string; url: string; mime: string; size: number }[];
        contactName: string;
        contactPhone: string;
        filedBy: string | null;
        currentStepName: string | null;
        submittedAt: string | null;
        decidedAt: string | null;
        approvedAmount: number | null;
        createdAt: string;
        updatedAt: string;
      };
      timeline: {
        id: number;
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
        createdAt: string;
      }[];
      sentBack: { action: 'return' | 'reject'; stepName: string | null; comment: string | null; at: string } | null;
      labels: { fields: Record<string, any>; materials: Record<string, any> };
      mayAct: boolean;
    };
    message?: string;
  }>('/api/visitor/apply/withdraw', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
    },
    data: body,
    ...(options || {}),
  });
}
