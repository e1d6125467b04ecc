import Mock from 'mockjs';
import { adminMenu, type AdminMenuEntry } from '../config/adminMenu';
import { passwordRuleBroken } from '@shared/passwordPolicy';
import { ADMIN_ROLE_CODE, DATA_SCOPES, type DataScope } from '@shared/roles';
import {
  badRequest,
  conflict,
  contains,
  fail,
  notFound,
  ok,
  orNull,
  page,
  queryId,
  rejectMissing,
  requireAuth,
  type MockRequest,
  type MockResponse,
} from './_helpers';
import { PHONE_PATTERN } from '@shared/phone';

/**
 * The demo park that several mock files share (departments, roles, accounts, menus, the operation
 * log), held in memory so that what one screen saves the others see, until the mock files reload.
 * The data follow server/seed: 星湖科技园's operator, its departments, roles and staff.
 *
 * Keep every shared, changing table (and the code that changes it) in this one file: Umi loads each
 * mock file on its own, dropping it from the require cache first, and this file's name sorts first,
 * so every area file ends up holding this one instance. A second stateful `_` file would split it.
 */

export type Status = 'active' | 'disabled';

/** An ISO time `days` days (and `minutes` minutes) before now. */
export const ago = (days: number, minutes = 0) => new Date(Date.now() - days * 86_400_000 - minutes * 60_000).toISOString();

export const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50',
];
/** An address on the park's network or a Suzhou broadband line. */
export const randomIp = () =>
  Mock.Random.boolean()
    ? `10.12.${Mock.Random.integer(1, 40)}.${Mock.Random.integer(2, 250)}`
    : `58.211.${Mock.Random.integer(0, 255)}.${Mock.Random.integer(1, 254)}`;

// ---------- departments ----------

export type Department = {
  id: number;
  parentId: number;
  ancestors: string;
  name: string;
  order: number;
  leader: string | null;
  phone: string | null;
  email: string | null;
  status: Status;
  remark: string | null;
};

// [id, parentId, name, order, leader, phone]
const departmentSeed: [number, number, string, number, string, string][] = [
  [1, 0, '星湖科技园运营管理有限公司', 0, '周建国', '0512-62880001'],
  [2, 1, '综合管理部', 10, '陈静', '0512-62880010'],
  [3, 1, '招商中心', 20, '王海涛', '0512-62880020'],
  [4, 3, '招商一部', 10, '李明', '0512-62880021'],
  [5, 3, '招商二部', 20, '赵磊', '0512-62880022'],
  [6, 1, '企业服务部', 30, '孙丽华', '0512-62880030'],
  [7, 1, '物业管理部', 40, '刘强', '0512-62880040'],
  [8, 7, '工程维修组', 10, '何志勇', '0512-62880041'],
  [9, 1, '财务部', 50, '吴敏', '0512-62880050'],
];

export const departments: Department[] = [];
for (const [id, parentId, name, order, leader, phone] of departmentSeed) {
  const parent = departments.find((d) => d.id === parentId);
  departments.push({
    id,
    parentId,
    ancestors: parent ? `${parent.ancestors},${parent.id}` : '0',
    name,
    order,
    leader,
    phone,
    email: null,
    status: 'active',
    remark: id === 1 ? '园区运营主体' : null,
  });
}

export const departmentName = (id: number | null | undefined) => departments.find((d) => d.id === id)?.name ?? null;

/** Ids of a department and every department below it. */
export function subtreeIds(id: number): number[] {
  const root = departments.find((d) => d.id === id);
  if (!root) return [];
  const prefix = `${root.ancestors},${root.id}`;
  return departments.filter((d) => d.id === id || d.ancestors === prefix || d.ancestors.startsWith(`${prefix},`)).map((d) => d.id);
}

// ---------- apps and menu resources ----------

export type ResourceType = 'directory' | 'menu' | 'button';
export type Resource = {
  id: number;
  parentId: number;
  resourcePath: string;
  resourceKey: string;
  resourceName: string;
  resourceIcon: string;
  appName: string;
  type: ResourceType;
  order: number;
  visible: boolean;
};
export type App = { id: number; appName: string; title: string; description: string | null; createdAt: string };

export const apps: App[] = [
  { id: 1, appName: 'portal', title: '园区门户', description: 'Park Portal back office and policy front', createdAt: '2026-03-01T01:00:00.000Z' },
  { id: 2, appName: 'wechat', title: '园区小程序', description: '企业与员工使用的微信小程序：报修、访客、会议室预约', createdAt: '2026-05-18T02:30:00.000Z' },
];

export const resources: Resource[] = [];

/** The portal's resources as the server seeds them from config/adminMenu.ts: entry, its children, then its buttons. */
function addMenu(entries: AdminMenuEntry[], parentId: number) {
  entries.forEach((entry, i) => {
    const id = resources.length + 1;
    const type = entry.children ? 'directory' : 'menu';
    resources.push({
      id,
      parentId,
      resourcePath: entry.path,
      resourceKey: entry.key,
      resourceName: entry.name,
      resourceIcon: entry.icon ?? '',
      appName: 'portal',
      type,
      order: (i + 1) * 10,
      visible: true,
    });
    if (entry.children) addMenu(entry.children, id);
    (entry.buttons ?? []).forEach((b, j) => {
      resources.push({
        id: resources.length + 1,
        parentId: id,
        resourcePath: '',
        resourceKey: b.key,
        resourceName: b.name,
        resourceIcon: '',
        appName: 'portal',
        type: 'button',
        order: (j + 1) * 10,
        visible: true,
      });
    });
  });
}
addMenu(adminMenu, 0);

// The mini-program's own small menu.
const wechatMenu: [key: string, name: string, path: string, icon: string, parent?: string, type?: ResourceType][] = [
  ['home', '首页', '/pages/home', 'HomeOutlined'],
  ['service', '园区服务', '', 'AppstoreOutlined', undefined, 'directory'],
  ['repair', '在线报修', '/pages/repair', 'ToolOutlined', 'service'],
  ['repair:submit', '提交报修', '', '', 'repair', 'button'],
  ['visitor', '访客预约', '/pages/visitor', 'UserAddOutlined', 'service'],
  ['meeting', '会议室预约', '/pages/meeting', 'CalendarOutlined', 'service'],
  ['mine', '我的', '/pages/mine', 'UserOutlined'],
];
wechatMenu.forEach(([key, name, path, icon, parent, type = 'menu'], i) => {
  const parentId = parent ? resources.find((r) => r.appName === 'wechat' && r.resourceKey === parent)!.id : 0;
  resources.push({
    id: resources.length + 1,
    parentId,
    resourcePath: path,
    resourceKey: key,
    resourceName: name,
    resourceIcon: icon,
    appName: 'wechat',
    type,
    order: (i + 1) * 10,
    visible: true,
  });
});

/** A resource's id with all its descendants and ancestors: what granting it by key brings. */
function grantByKeys(keys: string[]): number[] {
  const ids = new Set<number>();
  const below = (id: number): number[] => resources.filter((r) => r.parentId === id).flatMap((r) => [r.id, ...below(r.id)]);
  for (const key of keys) {
    const r = resources.find((x) => x.appName === 'portal' && x.resourceKey === key);
    if (!r) continue;
    [r.id, ...below(r.id)].forEach((id) => ids.add(id));
    for (let p = r.parentId; p; p = resources.find((x) => x.id === p)?.parentId ?? 0) ids.add(p);
  }
  return [...ids].sort((a, b) => a - b);
}

// ---------- roles ----------

export const dataScopes = DATA_SCOPES;
export type { DataScope };
export type Role = {
  id: number;
  name: string;
  code: string;
  dataScope: DataScope;
  status: Status;
  remark: string | null;
  order: number;
  createdAt: string;
  resourceIds: number[];
  departmentIds: number[];
};
export { ADMIN_ROLE_CODE };

export const roles: Role[] = [
  {
    id: 1,
    name: '超级管理员',
    code: ADMIN_ROLE_CODE,
    dataScope: 'all',
    status: 'active',
    remark: 'Every menu and button; cannot be deleted',
    order: 0,
    createdAt: '2026-03-01T01:00:00.000Z',
    resourceIds: resources.filter((r) => r.appName === 'portal').map((r) => r.id),
    departmentIds: [],
  },
  {
    id: 2,
    name: '招商专员',
    code: 'investment',
    dataScope: 'department_and_below',
    status: 'active',
    remark: '招商线索、项目与厂房资源',
    order: 10,
    createdAt: '2026-03-01T01:00:00.000Z',
    resourceIds: grantByKeys(['pms', 'park']),
    departmentIds: [],
  },
  {
    id: 3,
    name: '企业服务专员',
    code: 'enterprise-service',
    dataScope: 'department',
    status: 'active',
    remark: '企业、客户供应商、招聘与政策',
    order: 20,
    createdAt: '2026-03-01T01:00:00.000Z',
    resourceIds: grantByKeys(['enterprise', 'policy-admin']),
    departmentIds: [],
  },
  {
    id: 4,
    name: '物业管理员',
    code: 'property',
    dataScope: 'department',
    status: 'active',
    remark: '厂房资源与环境监测',
    order: 30,
    createdAt: '2026-03-01T01:00:00.000Z',
    resourceIds: grantByKeys(['park', 'env']),
    departmentIds: [],
  },
  {
    id: 5,
    name: '内容编辑',
    code: 'editor',
    dataScope: 'self',
    status: 'active',
    remark: '文章、单页、广告与论坛',
    order: 40,
    createdAt: '2026-03-01T01:00:00.000Z',
    resourceIds: grantByKeys(['cms']),
    departmentIds: [],
  },
  {
    id: 6,
    name: '审计员',
    code: 'auditor',
    dataScope: 'custom',
    status: 'active',
    remark: '只读：账号与操作日志',
    order: 50,
    createdAt: '2026-03-01T01:00:00.000Z',
    resourceIds: grantByKeys(['log:query', 'account:query']),
    departmentIds: [2, 9],
  },
  {
    id: 7,
    name: '实习生',
    code: 'intern',
    dataScope: 'self',
    status: 'disabled',
    remark: '暑期实习生临时账号使用',
    order: 60,
    createdAt: '2026-07-01T01:00:00.000Z',
    resourceIds: grantByKeys(['dashboard']),
    departmentIds: [],
  },
];

export const roleSummaries = (roleIds: number[]) =>
  roles
    .filter((r) => roleIds.includes(r.id))
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map(({ id, code, name }) => ({ id, code, name }));

// ---------- accounts ----------

export type Account = {
  id: number;
  username: string;
  realName: string;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  departmentId: number | null;
  roleIds: number[];
  status: Status;
  lastLoginAt: string | null;
  createdAt: string;
  provinceCode: string | null;
  cityCode: string | null;
  address: string | null;
  signature: string | null;
  emailNotices: boolean;
};

// username, real name, department, role
const staff: [string, string, number, number][] = [
  ['chenjing', '陈静', 2, 6],
  ['zhangyu', '张宇', 2, 5],
  ['huangli', '黄丽', 2, 5],
  ['wanghaitao', '王海涛', 3, 2],
  ['liming', '李明', 4, 2],
  ['zhoufang', '周芳', 4, 2],
  ['xujun', '徐军', 4, 2],
  ['zhaolei', '赵磊', 5, 2],
  ['maxiaoyan', '马晓燕', 5, 2],
  ['zhuwei', '朱伟', 5, 2],
  ['sunlihua', '孙丽华', 6, 3],
  ['guoping', '郭平', 6, 3],
  ['linna', '林娜', 6, 3],
  ['hetao', '何涛', 6, 3],
  ['liuqiang', '刘强', 7, 4],
  ['gaofeng', '高峰', 7, 4],
  ['hezhiyong', '何志勇', 8, 4],
  ['luoyi', '罗毅', 8, 4],
  ['wumin', '吴敏', 9, 6],
  ['zhengshuang', '郑爽', 9, 6],
  ['tangjie', '唐杰', 4, 2],
  ['hanxue', '韩雪', 6, 3],
  ['fengyu', '冯宇', 7, 4],
  ['caolin', '曹琳', 2, 5],
];

export const accounts: Account[] = [
  {
    id: 1,
    username: 'admin',
    realName: '系统管理员',
    phone: '13951120001',
    email: 'admin@park.example.cn',
    avatar: null,
    departmentId: 1,
    roleIds: [1],
    status: 'active',
    lastLoginAt: ago(0, 35),
    createdAt: '2026-03-01T01:00:00.000Z',
    provinceCode: '320000',
    cityCode: '320500',
    address: '江苏省苏州市工业园区星湖街 328 号',
    signature: '让园区服务更简单',
    emailNotices: true,
  },
  ...staff.map(
    ([username, realName, departmentId, roleId], i): Account => ({
      id: i + 2,
      username,
      realName,
      phone: `1${['38', '39', '58', '86', '77'][i % 5]}${String(62880000 + i * 7919).slice(-8)}`,
      email: `${username}@park.example.cn`,
      avatar: null,
      departmentId,
      roleIds: [roleId],
      // The last one has left, as in the seed.
      status: i === staff.length - 1 ? 'disabled' : 'active',
      lastLoginAt: i % 6 === 5 ? null : ago(i % 9, Mock.Random.integer(5, 600)),
      createdAt: ago(200 - i * 5),
      provinceCode: '320000',
      cityCode: '320500',
      address: null,
      signature: null,
      emailNotices: true,
    }),
  ),
];

export const toAccountItem = (a: Account) => ({
  id: a.id,
  username: a.username,
  realName: a.realName,
  phone: a.phone,
  email: a.email,
  avatar: a.avatar,
  departmentId: a.departmentId,
  departmentName: departmentName(a.departmentId),
  roles: roleSummaries(a.roleIds),
  status: a.status,
  lastLoginAt: a.lastLoginAt,
  createdAt: a.createdAt,
});

export const toAccountDetail = (a: Account) => ({
  ...toAccountItem(a),
  provinceCode: a.provinceCode,
  cityCode: a.cityCode,
  address: a.address,
  signature: a.signature,
});

/** Mock mode is always signed in as the administrator (account 1). */
export const CURRENT_USER_ID = 1;
export const currentAccount = () => accounts.find((a) => a.id === CURRENT_USER_ID)!;

/** The signed-in user as /currentuser reports it; the admin holds every key of the portal. */
export function currentUser() {
  const a = currentAccount();
  return {
    id: a.id,
    username: a.username,
    name: a.realName,
    avatar: a.avatar,
    phone: a.phone,
    email: a.email,
    departmentId: a.departmentId,
    roles: roleSummaries(a.roleIds),
    permissions: resources.filter((r) => r.appName === 'portal').map((r) => r.resourceKey),
    lastLoginAt: a.lastLoginAt,
  };
}

// ---------- operation log ----------

export type LogItem = {
  id: number;
  userId: number | null;
  username: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

/** Newest first, as the server lists it. */
export const operationLog: LogItem[] = [];

const logSeed: [username: string, action: string, entity: string, entityId: string | null, summary: string, before?: object, after?: object][] = [
  ['admin', 'create', 'account', '25', 'caolin', undefined, { username: 'caolin', realName: '曹琳', departmentId: 2, roleIds: [5], status: 'active' }],
  ['admin', 'update', 'account', '25', 'caolin', { status: 'active' }, { status: 'disabled' }],
  ['admin', 'grant', 'role', '2', 'menus of 招商专员', { resourceIds: [60, 61] }, { resourceIds: [60, 61, 62, 63, 64] }],
  ['admin', 'update', 'role', '6', '审计员', { dataScope: 'all' }, { dataScope: 'custom', departmentIds: [2, 9] }],
  ['chenjing', 'update', 'account', '3', 'reset password of zhangyu'],
  ['admin', 'create', 'menu', '9', 'portal/app:menu', undefined, { resourceKey: 'app:menu', resourceName: '维护菜单', type: 'button' }],
  ['admin', 'revoke', 'session', null, 'forced logout of user 12'],
  ['admin', 'unlock', 'login', null, 'zhoufang'],
  ['sunlihua', 'update', 'profile', '12', 'sunlihua', { phone: '13962880000' }, { phone: '13962887919' }],
  ['admin', 'create', 'app', '2', 'wechat', undefined, { appName: 'wechat', title: '园区小程序' }],
  ['admin', 'create', 'department', '8', '工程维修组', undefined, { parentId: 7, name: '工程维修组', leader: '何志勇' }],
  ['admin', 'update', 'dict_item', '12', 'expiring 即将到期', { color: 'orange' }, { color: 'gold' }],
  ['admin', 'create', 'notice', '1', '关于 2026 年度高新技术企业认定申报的通知'],
  ['wanghaitao', 'update', 'profile', '5', 'wanghaitao changed the password'],
  ['admin', 'delete', 'role', '8', '临时访客', { code: 'visitor', name: '临时访客' }],
];
logSeed.forEach(([username, action, entity, entityId, summary, before, after], i) => {
  const account = accounts.find((a) => a.username === username);
  operationLog.push({
    id: logSeed.length - i,
    userId: account?.id ?? null,
    username,
    action,
    entity,
    entityId,
    summary,
    ip: randomIp(),
    before: before ?? null,
    after: after ?? null,
    createdAt: ago(i * 2, Mock.Random.integer(10, 900)),
  });
});

/** Records a change the mock made, as the server's audit() does, so the log screens show it. */
export function audit(entry: { action: string; entity: string; entityId?: number | string | null; summary?: string; before?: unknown; after?: unknown }) {
  const user = currentAccount();
  const scrub = (v: unknown) => (v && typeof v === 'object' ? JSON.parse(JSON.stringify(v, (k, x) => (k === 'password' ? undefined : x))) : v ?? null);
  operationLog.unshift({
    id: operationLog.reduce((max, r) => Math.max(max, r.id), 0) + 1,
    userId: user.id,
    username: user.username,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    summary: entry.summary ?? null,
    ip: '127.0.0.1',
    before: scrub(entry.before),
    after: scrub(entry.after),
    createdAt: new Date().toISOString(),
  });
}

// ---------- sessions ----------

export type Session = { id: number; ip: string | null; userAgent: string | null; createdAt: string; lastSeenAt: string; expiresAt: string; current: boolean };
const sessionsByUser = new Map<number, Session[]>();
let lastSessionId = 100;

/** A user's live sessions; made up on first sight (one or two for someone who has signed in lately). */
export function sessionsOf(userId: number): Session[] {
  if (!sessionsByUser.has(userId)) {
    const a = accounts.find((x) => x.id === userId);
    const count = !a || a.status !== 'active' || !a.lastLoginAt ? 0 : userId === CURRENT_USER_ID ? 2 : Mock.Random.integer(0, 2);
    const list = Array.from({ length: count }, (_, i): Session => {
      const createdAt = i === 0 && a?.lastLoginAt ? a.lastLoginAt : ago(1, Mock.Random.integer(30, 600));
      return {
        id: (lastSessionId += 1),
        ip: userId === CURRENT_USER_ID && i === 0 ? '127.0.0.1' : randomIp(),
        userAgent: userAgents[(userId + i) % userAgents.length],
        createdAt,
        lastSeenAt: ago(0, Mock.Random.integer(1, 30)),
        expiresAt: new Date(Date.parse(createdAt) + 7 * 86_400_000).toISOString(),
        current: userId === CURRENT_USER_ID && i === 0,
      };
    });
    sessionsByUser.set(userId, list);
  }
  return sessionsByUser.get(userId)!;
}

/** Signs a user out everywhere (but the current session), as disabling or a password reset does. */
export const revokeSessions = (userId: number) =>
  sessionsByUser.set(
    userId,
    sessionsOf(userId).filter((s) => s.current),
  );

// ---------- accounts: list, detail, save (the accounts and organisation screens share them) ----------

/** Accounts matching the server's account filters, sorted as asked. */
export function filterAccounts(q: MockRequest['query'] = {}) {
  const departmentIds = queryId(q.departmentId) ? subtreeIds(Number(q.departmentId)) : undefined;
  const roleId = queryId(q.roleId);
  const field = (['username', 'realName', 'createdAt', 'lastLoginAt'] as const).find((f) => f === q.sortField) ?? 'createdAt';
  const sign = q.sortOrder === 'ascend' ? 1 : -1;
  return accounts
    .filter(
      (a) =>
        (contains(a.username, q.name) || contains(a.realName, q.name)) &&
        contains(a.phone, q.phone) &&
        (!q.status || a.status === q.status) &&
        (!departmentIds || departmentIds.includes(a.departmentId ?? 0)) &&
        (!roleId || a.roleIds.includes(roleId)),
    )
    .sort((a, b) => sign * String(a[field] ?? '').localeCompare(String(b[field] ?? '')) || b.id - a.id);
}

const adminRoleId = () => roles.find((r) => r.code === ADMIN_ROLE_CODE)!.id;
/** Active admins other than `exceptId`: there must always be one. */
export const otherActiveAdmins = (exceptId: number) =>
  accounts.filter((a) => a.id !== exceptId && a.status === 'active' && a.roleIds.includes(adminRoleId())).length;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks a phone and an e-mail field as the server's schemas do; true when it answered 400. */
export function rejectContact(res: MockResponse, body: { phone?: unknown; email?: unknown }) {
  if (orNull(body.phone) && !PHONE_PATTERN.test(String(body.phone).trim())) {
    badRequest(res, 'phone', 'body.phone: must be a mobile number (11 digits) or a landline with area code');
    return true;
  }
  if (orNull(body.email) && !emailPattern.test(String(body.email).trim())) {
    badRequest(res, 'email', 'body.email: must be an e-mail address');
    return true;
  }
  return false;
}

/** 422 when a password breaks the default policy (8+ characters, 3 of 4 classes); true when it answered. */
export function rejectPassword(res: MockResponse, password: string, username: string, field = 'password') {
  const broken = passwordRuleBroken(password, undefined, username);
  if (broken) res.status(422).json(fail(422, broken, 2, field));
  return !!broken;
}

type AccountInput = {
  id?: number;
  username: string;
  password?: string;
  realName: string;
  phone?: string | null;
  email?: string | null;
  departmentId?: number | null;
  roleIds?: number[];
  status?: Status;
};

/**
 * Creates (no id) or updates an account with the server's checks, answering the error itself;
 * returns the saved account, or undefined when it answered with an error.
 */
export function saveAccount(res: MockResponse, input: AccountInput): Account | undefined {
  if (rejectMissing(res, input, ['username', 'realName'])) return undefined;
  const username = String(input.username).trim();
  if (username.length < 3) return void badRequest(res, 'username', 'body.username: must be at least 3 characters');
  if (!/^[A-Za-z][A-Za-z0-9_.-]*$/.test(username))
    return void badRequest(res, 'username', 'body.username: must start with a letter and use letters, digits, _ . -');
  if (rejectContact(res, input)) return undefined;
  const status = input.status ?? 'active';
  if (status !== 'active' && status !== 'disabled') return void badRequest(res, 'status', 'body.status: must be active or disabled');
  const roleIds = input.roleIds ?? [];
  if (!Array.isArray(roleIds)) return void badRequest(res, 'roleIds', 'body.roleIds: must be a list of role ids');
  if (accounts.some((a) => a.id !== input.id && a.username.toLowerCase() === username.toLowerCase())) {
    return void conflict(res, `username: "${username}" is already taken`, 'username');
  }
  if (roleIds.some((id) => !roles.some((r) => r.id === id))) return void badRequest(res, 'roleIds', 'roleIds: a role does not exist');
  if (input.departmentId && !departments.some((d) => d.id === input.departmentId)) {
    return void badRequest(res, 'departmentId', 'departmentId: the department does not exist');
  }
  const fields = {
    username,
    realName: String(input.realName).trim(),
    phone: orNull(input.phone),
    email: orNull(input.email),
    departmentId: input.departmentId || null,
    roleIds: [...new Set(roleIds)],
    status,
  };

  if (!input.id) {
    if (!input.password) return void badRequest(res, 'password', 'body.password: is required');
    if (rejectPassword(res, input.password, username)) return undefined;
    const created: Account = {
      id: accounts.reduce((m, a) => Math.max(m, a.id), 0) + 1,
      ...fields,
      avatar: null,
      lastLoginAt: null,
      createdAt: new Date().toISOString(),
      provinceCode: null,
      cityCode: null,
      address: null,
      signature: null,
      emailNotices: true,
    };
    accounts.push(created);
    audit({ action: 'create', entity: 'account', entityId: created.id, summary: username, after: fields });
    return created;
  }

  const account = accounts.find((a) => a.id === input.id);
  if (!account) return void notFound(res, 'Account');
  if (account.id === CURRENT_USER_ID && status !== 'active') return void badRequest(res, 'status', 'You cannot disable your own account');
  const losesAdmin = account.roleIds.includes(adminRoleId()) && (!fields.roleIds.includes(adminRoleId()) || status !== 'active');
  if (losesAdmin && otherActiveAdmins(account.id) === 0) {
    return void conflict(res, 'This is the last active administrator; give another account the admin role first', 'roleIds');
  }
  const before = { ...account };
  Object.assign(account, fields);
  if (before.status === 'active' && status === 'disabled') revokeSessions(account.id);
  audit({ action: 'update', entity: 'account', entityId: account.id, summary: username, before, after: fields });
  return account;
}

/** The account routes the accounts screen and the organisation-users screen both serve. */
export const accountRoutes = {
  query: requireAuth((req, res) => {
    const result = page(filterAccounts(req.query), req.query);
    res.json(ok({ ...result, list: result.list.map(toAccountItem) }));
  }),
  detail: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['id'], 'querystring')) return;
    const account = accounts.find((a) => a.id === Number(req.query?.id));
    return account ? res.json(ok(toAccountDetail(account))) : notFound(res, 'Account');
  }),
  save: requireAuth((req, res) => {
    const saved = saveAccount(res, req.body ?? {});
    if (saved) res.json(ok(toAccountDetail(saved)));
  }),
};

// Umi reads every file under mock/: an empty default keeps these tables from being taken for mock routes.
export default {};
