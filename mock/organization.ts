import { accountRoutes, accounts, audit, departmentName, departments, subtreeIds, type Department, type Status } from './_data';
import { badRequest, conflict, contains, nextId, notFound, ok, orNull, page, queryId, rejectMissing, requireAuth, type MockHandler } from './_helpers';
import { PHONE_PATTERN } from '@shared/phone';

/** Organisations, departments, organisation users, members and jobs, as the organisation screens call them. */

// ---------- organisations ----------

type Organization = {
  id: number;
  name: string;
  shortName: string | null;
  type: string;
  creditCode: string | null;
  contact: string | null;
  phone: string | null;
  address: string | null;
  regionCode: string | null;
  status: Status;
  remark: string | null;
  createdAt: string;
};

// The demo park's partners; `type` is a value of the org_type dictionary.
const organizations: Organization[] = (
  [
    ['星湖科技园运营管理有限公司', '星湖园区', 'operator', '91320594MA1XH0001K', '周建国', '0512-62880001', '江苏省苏州市工业园区星湖街 328 号', '320571'],
    ['苏州工业园区科技创新委员会', '园区科创委', 'government', null, '王科长', '0512-66681234', '苏州工业园区现代大道 999 号', '320571'],
    ['苏州工业园区经济发展委员会', '园区经发委', 'government', null, '李处长', '0512-66680000', '苏州工业园区现代大道 999 号', '320571'],
    ['苏州市软件行业协会', '软件协会', 'association', '51320500MJ5XH0012C', '陈秘书长', '0512-68250000', '苏州市姑苏区人民路 1208 号', '320508'],
    ['江苏中科知识产权代理有限公司', '中科知产', 'service', '91320102MA1ZK0088T', '刘律师', '025-83210000', '南京市玄武区珠江路 88 号', '320102'],
    ['苏州园区人力资源服务有限公司', '园区人服', 'service', '91320594MA1HR0200X', '吴经理', '0512-62990000', '苏州工业园区星海街 200 号', '320571'],
  ] as const
).map(
  ([name, shortName, type, creditCode, contact, phone, address, regionCode], i): Organization => ({
    id: i + 1,
    name,
    shortName,
    type,
    creditCode,
    contact,
    phone,
    address,
    regionCode,
    status: 'active',
    remark: null,
    createdAt: new Date(Date.parse('2026-03-01T01:00:00.000Z') + i * 86_400_000).toISOString(),
  }),
);

// ---------- jobs and members ----------

type Job = { id: number; code: string; name: string; order: number; status: Status; remark: string | null };
const jobs: Job[] = (
  [
    ['GM', '总经理'],
    ['DGM', '副总经理'],
    ['DIR', '部门经理'],
    ['INV', '招商经理'],
    ['SVC', '企业服务专员'],
    ['PM', '物业主管'],
    ['ENG', '维修工程师'],
    ['FIN', '会计'],
    ['ADM', '行政专员'],
  ] as const
).map(([code, name], i): Job => ({ id: i + 1, code, name, order: (i + 1) * 10, status: 'active', remark: null }));
const jobId = (code: string) => jobs.find((j) => j.code === code)!.id;
const deptId = (name: string) => departments.find((d) => d.name === name)!.id;

type Assignment = { id: number; jobId: number; departmentId: number; isPrimary: boolean };
type Member = {
  id: number;
  name: string;
  employeeNo: string | null;
  gender: 'male' | 'female' | null;
  phone: string | null;
  email: string | null;
  departmentId: number;
  userId: number | null;
  joinedOn: string | null;
  status: 'active' | 'left';
  jobs: Assignment[];
};

const members: Member[] = [];
let lastAssignmentId = 0;
const assign = (list: { jobId: number; departmentId: number; isPrimary?: boolean }[]) =>
  list.map((j) => ({ id: (lastAssignmentId += 1), isPrimary: !!j.isPrimary, jobId: j.jobId, departmentId: j.departmentId }));

const women = new Set(['陈静', '黄丽', '周芳', '马晓燕', '孙丽华', '林娜', '吴敏', '郑爽', '韩雪', '曹琳', '蒋文', '许婷']);
const jobOfDepartment: Record<string, string> = {
  综合管理部: 'ADM',
  招商中心: 'DIR',
  招商一部: 'INV',
  招商二部: 'INV',
  企业服务部: 'SVC',
  物业管理部: 'PM',
  工程维修组: 'ENG',
  财务部: 'FIN',
};

// The staff accounts are members of their departments...
for (const a of accounts.filter((x) => x.username !== 'admin' && x.departmentId)) {
  const no = members.length + 1;
  members.push({
    id: no,
    name: a.realName,
    employeeNo: `XH${String(no).padStart(4, '0')}`,
    gender: women.has(a.realName) ? 'female' : 'male',
    phone: a.phone,
    email: a.email,
    departmentId: a.departmentId!,
    userId: a.id,
    joinedOn: `20${18 + (no % 7)}-0${1 + (no % 9)}-15`,
    status: a.status === 'active' ? 'active' : 'left',
    jobs: assign([{ jobId: jobId(jobOfDepartment[departmentName(a.departmentId)!] ?? 'ADM'), departmentId: a.departmentId!, isPrimary: true }]),
  });
}
// ...and the leaders, who hold a second job elsewhere, have no account.
const leaders: [string, 'male' | 'female', string, [string, string][]][] = [
  [
    '周建国',
    'male',
    '星湖科技园运营管理有限公司',
    [
      ['GM', '星湖科技园运营管理有限公司'],
      ['DIR', '综合管理部'],
    ],
  ],
  [
    '蒋文',
    'female',
    '星湖科技园运营管理有限公司',
    [
      ['DGM', '星湖科技园运营管理有限公司'],
      ['DIR', '企业服务部'],
    ],
  ],
  [
    '邓超',
    'male',
    '招商一部',
    [
      ['INV', '招商一部'],
      ['INV', '招商二部'],
    ],
  ],
  ['许婷', 'female', '物业管理部', [['ADM', '物业管理部']]],
];
for (const [name, gender, home, jobList] of leaders) {
  const no = members.length + 1;
  members.push({
    id: no,
    name,
    employeeNo: `XH${String(no).padStart(4, '0')}`,
    gender,
    phone: `1390512${String(1000 + no).slice(-4)}`,
    email: null,
    departmentId: deptId(home),
    userId: null,
    joinedOn: '2019-03-01',
    status: 'active',
    jobs: assign(jobList.map(([code, d], i) => ({ jobId: jobId(code), departmentId: deptId(d), isPrimary: i === 0 }))),
  });
}

const toMember = (m: Member) => ({
  ...m,
  departmentName: departmentName(m.departmentId),
  jobs: [...m.jobs]
    .sort(
      (a, b) =>
        Number(b.isPrimary) - Number(a.isPrimary) ||
        (jobs.find((j) => j.id === a.jobId)?.order ?? 0) - (jobs.find((j) => j.id === b.jobId)?.order ?? 0) ||
        a.id - b.id,
    )
    .map((j) => ({ ...j, jobName: jobs.find((x) => x.id === j.jobId)?.name ?? '', departmentName: departmentName(j.departmentId) ?? '' })),
});
const toJob = (j: Job) => ({ ...j, memberCount: members.filter((m) => m.jobs.some((a) => a.jobId === j.id)).length });

// ---------- shared checks ----------

const creditCodePattern = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isStatus = (v: unknown, allowed: string[]) => v === undefined || allowed.includes(v as string);

/** The phone and e-mail checks of the organisation schemas; returns the 400 message or null. */
function contactProblem(body: Record<string, unknown>): [string, string] | null {
  if (orNull(body.phone) && !PHONE_PATTERN.test(String(body.phone).trim()))
    return ['phone', 'body.phone: must be a mobile number (11 digits) or a landline with area code'];
  if (orNull(body.email) && !emailPattern.test(String(body.email).trim())) return ['email', 'body.email: must be an e-mail address'];
  return null;
}

// ---------- handlers ----------

const departmentView = ({ ...d }: Department) => d;

const saveOrganization: MockHandler = (req, res) => {
  const body = req.body ?? {};
  if (rejectMissing(res, body, ['name', 'type'])) return;
  if (String(body.name).trim().length < 2) return badRequest(res, 'name', 'body.name: must be at least 2 characters');
  if (orNull(body.creditCode) && !creditCodePattern.test(String(body.creditCode).trim())) {
    return badRequest(res, 'creditCode', 'body.creditCode: must be an 18-character unified social credit code');
  }
  const problem = contactProblem(body);
  if (problem) return badRequest(res, ...problem);
  if (!isStatus(body.status, ['active', 'disabled'])) return badRequest(res, 'status', 'body.status: must be active or disabled');
  const fields = {
    name: String(body.name).trim(),
    shortName: orNull(body.shortName),
    type: String(body.type).trim(),
    creditCode: orNull(body.creditCode),
    contact: orNull(body.contact),
    phone: orNull(body.phone),
    address: orNull(body.address),
    regionCode: orNull(body.regionCode),
    status: (body.status ?? 'active') as Status,
    remark: orNull(body.remark),
  };
  if (!body.id) {
    const created: Organization = { id: nextId(organizations), ...fields, createdAt: new Date().toISOString() };
    organizations.push(created);
    audit({ action: 'create', entity: 'organization', entityId: created.id, summary: created.name, after: created });
    return res.json(ok(created));
  }
  const org = organizations.find((o) => o.id === body.id);
  if (!org) return notFound(res, 'Organisation');
  const before = { ...org };
  Object.assign(org, fields);
  audit({ action: 'update', entity: 'organization', entityId: org.id, summary: org.name, before, after: org });
  res.json(ok(org));
};

const departmentFields = (body: Record<string, any>) => ({
  name: String(body.name).trim(),
  order: Number(body.order) || 0,
  leader: orNull(body.leader),
  phone: orNull(body.phone),
  email: orNull(body.email),
  status: (body.status ?? 'active') as Status,
  remark: orNull(body.remark),
});

const saveMember: MockHandler = (req, res) => {
  const body = req.body ?? {};
  if (rejectMissing(res, body, ['name', 'departmentId'])) return;
  if (orNull(body.employeeNo) && !/^[A-Za-z0-9-]+$/.test(String(body.employeeNo).trim()))
    return badRequest(res, 'employeeNo', 'body.employeeNo: must use letters, digits or -');
  if (body.gender !== undefined && body.gender !== null && !['male', 'female'].includes(body.gender))
    return badRequest(res, 'gender', 'body.gender: must be male or female');
  const problem = contactProblem(body);
  if (problem) return badRequest(res, ...problem);
  if (body.joinedOn && !/^\d{4}-\d{2}-\d{2}$/.test(body.joinedOn)) return badRequest(res, 'joinedOn', 'body.joinedOn: must be a date (YYYY-MM-DD)');
  if (!isStatus(body.status, ['active', 'left'])) return badRequest(res, 'status', 'body.status: must be active or left');
  const jobList: { jobId: number; departmentId: number; isPrimary?: boolean }[] = Array.isArray(body.jobs) ? body.jobs : [];
  const deptIds = [body.departmentId, ...jobList.map((j) => j.departmentId)];
  if (deptIds.some((id) => !departments.some((d) => d.id === id))) return badRequest(res, 'departmentId', 'departmentId: a department does not exist');
  if (jobList.some((j) => !jobs.some((x) => x.id === j.jobId))) return badRequest(res, 'jobs', 'jobs: a job does not exist');
  if (new Set(jobList.map((j) => `${j.jobId}/${j.departmentId}`)).size !== jobList.length)
    return badRequest(res, 'jobs', 'jobs: the same job in the same department is listed twice');
  const employeeNo = orNull(body.employeeNo);
  if (employeeNo && members.some((m) => m.employeeNo === employeeNo && m.id !== body.id))
    return conflict(res, `employeeNo: "${employeeNo}" is already used`, 'employeeNo');
  const fields = {
    name: String(body.name).trim(),
    employeeNo,
    gender: body.gender ?? null,
    phone: orNull(body.phone),
    email: orNull(body.email),
    departmentId: body.departmentId as number,
    userId: body.userId ?? null,
    joinedOn: body.joinedOn ?? null,
    status: (body.status ?? 'active') as Member['status'],
    jobs: assign(jobList),
  };
  let member = members.find((m) => m.id === body.id);
  if (body.id && !member) return notFound(res, 'Member');
  const before = member ? toMember(member) : null;
  if (member) Object.assign(member, fields);
  else members.push((member = { id: nextId(members), ...fields }));
  audit({ action: body.id ? 'update' : 'create', entity: 'member', entityId: member.id, summary: member.name, before, after: body });
  res.json(ok(toMember(member)));
};

const saveJob: MockHandler = (req, res) => {
  const body = req.body ?? {};
  if (rejectMissing(res, body, ['code', 'name'])) return;
  const code = String(body.code).trim();
  if (code.length < 2) return badRequest(res, 'code', 'body.code: must be at least 2 characters');
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(code)) return badRequest(res, 'code', 'body.code: must start with a letter and use letters, digits, _ or -');
  if (!isStatus(body.status, ['active', 'disabled'])) return badRequest(res, 'status', 'body.status: must be active or disabled');
  if (jobs.some((j) => j.code === code && j.id !== body.id)) return conflict(res, `code: "${code}" is already used by another job`, 'code');
  const fields = {
    code,
    name: String(body.name).trim(),
    order: Number(body.order) || 0,
    status: (body.status ?? 'active') as Status,
    remark: orNull(body.remark),
  };
  let job = jobs.find((j) => j.id === body.id);
  if (body.id && !job) return notFound(res, 'Job');
  const before = job ? { ...job } : null;
  if (job) Object.assign(job, fields);
  else jobs.push((job = { id: nextId(jobs), ...fields }));
  audit({ action: body.id ? 'update' : 'create', entity: 'job', entityId: job.id, summary: job.name, before, after: fields });
  res.json(ok(toJob(job)));
};

const orgBase = '/api/portal/admin/organization';
const deptBase = '/apiv2/account/admin/department';
const userBase = '/api/organization/admin/user';

export default {
  [`GET ${orgBase}/view`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const list = organizations.filter(
      (o) => (contains(o.name, q.name) || contains(o.shortName, q.name)) && (!q.type || o.type === q.type) && (!q.status || o.status === q.status),
    );
    res.json(ok(page(list, q)));
  }),
  [`GET ${orgBase}/detail`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['id'], 'querystring')) return;
    const org = organizations.find((o) => o.id === Number(req.query?.id));
    return org ? res.json(ok(org)) : notFound(res, 'Organisation');
  }),
  [`POST ${orgBase}/post`]: requireAuth(saveOrganization),

  [`GET ${deptBase}/detail`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['id'], 'querystring')) return;
    const dept = departments.find((d) => d.id === Number(req.query?.id));
    return dept ? res.json(ok(departmentView(dept))) : notFound(res, 'Department');
  }),

  [`POST ${deptBase}/create`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['name'])) return;
    const problem = contactProblem(body);
    if (problem) return badRequest(res, ...problem);
    const parentId = Number(body.parentId) || 0;
    const parent = departments.find((d) => d.id === parentId);
    if (parentId && !parent) return badRequest(res, 'parentId', 'parentId: the parent department does not exist');
    const fields = departmentFields(body);
    if (departments.some((d) => d.parentId === parentId && d.name === fields.name))
      return conflict(res, `name: "${fields.name}" already exists under this parent`, 'name');
    const dept: Department = { id: nextId(departments), parentId, ancestors: parent ? `${parent.ancestors},${parent.id}` : '0', ...fields };
    departments.push(dept);
    audit({ action: 'create', entity: 'department', entityId: dept.id, summary: dept.name, after: dept });
    res.json(ok(departmentView(dept)));
  }),

  [`POST ${deptBase}/update`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['id', 'name'])) return;
    const problem = contactProblem(body);
    if (problem) return badRequest(res, ...problem);
    const dept = departments.find((d) => d.id === body.id);
    if (!dept) return notFound(res, 'Department');
    const fields = departmentFields(body);
    if (departments.some((d) => d.parentId === dept.parentId && d.name === fields.name && d.id !== dept.id)) {
      return conflict(res, `name: "${fields.name}" already exists under this parent`, 'name');
    }
    const before = { ...dept };
    Object.assign(dept, fields);
    audit({ action: 'update', entity: 'department', entityId: dept.id, summary: dept.name, before, after: fields });
    res.json(ok(departmentView(dept)));
  }),

  // Moves a department, with everything below it, under a new parent (parentId 0: the top level).
  [`POST ${deptBase}/move`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['id', 'parentId'])) return;
    const dept = departments.find((d) => d.id === body.id);
    if (!dept) return notFound(res, 'Department');
    let ancestors = '0';
    if (body.parentId) {
      if (body.parentId === dept.id) return badRequest(res, 'parentId', 'parentId: a department cannot be moved under itself');
      const parent = departments.find((d) => d.id === body.parentId);
      if (!parent) return badRequest(res, 'parentId', 'parentId: the new parent department does not exist');
      if (`${parent.ancestors},`.startsWith(`${dept.ancestors},${dept.id},`)) {
        return badRequest(res, 'parentId', 'parentId: a department cannot be moved under one of its own sub-departments');
      }
      ancestors = `${parent.ancestors},${parent.id}`;
    }
    const oldPrefix = `${dept.ancestors},${dept.id}`;
    const newPrefix = `${ancestors},${dept.id}`;
    for (const d of departments) {
      if (d.ancestors === oldPrefix || d.ancestors.startsWith(`${oldPrefix},`)) d.ancestors = newPrefix + d.ancestors.slice(oldPrefix.length);
    }
    const before = { parentId: dept.parentId };
    Object.assign(dept, { parentId: body.parentId, ancestors, order: body.order ?? dept.order });
    audit({ action: 'update', entity: 'department', entityId: dept.id, summary: `move ${dept.name}`, before, after: { parentId: body.parentId } });
    res.json(ok(departmentView(dept)));
  }),

  [`POST ${deptBase}/delete`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['id'])) return;
    const dept = departments.find((d) => d.id === body.id);
    if (!dept) return notFound(res, 'Department');
    if (departments.some((d) => d.parentId === dept.id)) return conflict(res, `"${dept.name}" still has sub-departments; move or delete them first`, 'id');
    const assignments =
      members.filter((m) => m.departmentId === dept.id).length + members.flatMap((m) => m.jobs).filter((j) => j.departmentId === dept.id).length;
    const accountCount = accounts.filter((a) => a.departmentId === dept.id).length;
    if (assignments + accountCount > 0) {
      return conflict(res, `"${dept.name}" still has ${assignments} member assignment(s) and ${accountCount} account(s); move them first`, 'id');
    }
    departments.splice(departments.indexOf(dept), 1);
    audit({ action: 'delete', entity: 'department', entityId: dept.id, summary: dept.name, before: dept });
    res.json(ok(null));
  }),

  // Organisation users are the portal's accounts, seen from the organisation screens.
  [`GET ${userBase}/userlist`]: accountRoutes.query,
  [`GET ${userBase}/detail`]: accountRoutes.detail,
  [`POST ${userBase}/post`]: accountRoutes.save,

  // Members with their jobs; a department filter takes in those below it, by home department or job.
  'GET /api/organization/admin/member/view': requireAuth((req, res) => {
    const q = req.query ?? {};
    const departmentId = queryId(q.departmentId);
    if (q.departmentId && !departments.some((d) => d.id === departmentId)) return notFound(res, 'Department');
    const inDepartments = departmentId ? subtreeIds(departmentId) : undefined;
    const list = members
      .filter(
        (m) =>
          (!queryId(q.id) || m.id === Number(q.id)) &&
          (contains(m.name, q.name) || contains(m.employeeNo, q.name)) &&
          contains(m.phone, q.phone) &&
          (!q.status || m.status === q.status) &&
          (!queryId(q.jobId) || m.jobs.some((j) => j.jobId === Number(q.jobId))) &&
          (!inDepartments || inDepartments.includes(m.departmentId) || m.jobs.some((j) => inDepartments.includes(j.departmentId))),
      )
      .sort((a, b) => a.departmentId - b.departmentId || a.id - b.id);
    const result = page(list, q);
    res.json(ok({ ...result, list: result.list.map(toMember) }));
  }),
  'POST /api/organization/admin/member/post': requireAuth(saveMember),

  'GET /api/organization/admin/memberjob/view': requireAuth((req, res) => {
    const q = req.query ?? {};
    const list = jobs
      .filter((j) => (contains(j.name, q.keyword) || contains(j.code, q.keyword)) && (!q.status || j.status === q.status))
      .sort((a, b) => a.order - b.order || a.id - b.id);
    const result = page(list, q);
    res.json(ok({ ...result, list: result.list.map(toJob) }));
  }),
  'POST /api/organization/admin/memberjob/post': requireAuth(saveJob),
  'POST /api/organization/admin/member_job/destroy': requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['id'])) return;
    const job = jobs.find((j) => j.id === body.id);
    if (!job) return notFound(res, 'Job');
    const n = toJob(job).memberCount;
    if (n > 0) return conflict(res, `"${job.name}" is held by ${n} member(s); remove it from them or disable the job`, 'id');
    jobs.splice(jobs.indexOf(job), 1);
    audit({ action: 'delete', entity: 'job', entityId: job.id, summary: job.name, before: job });
    res.json(ok(null));
  }),
};
