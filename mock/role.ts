import { accounts, ADMIN_ROLE_CODE, audit, dataScopes, departments, resources, roles, type Role } from './_data';
import {
  badRequest,
  conflict,
  contains,
  nextId,
  notFound,
  ok,
  orNull,
  page,
  rejectMissing,
  requireAuth,
  type MockHandler,
  type MockResponse,
} from './_helpers';

/** Roles at /apiv2/role/admin/*, and the same operations at the older /api/organization/admin/role/* paths. */

const userCount = (roleId: number) => accounts.filter((a) => a.roleIds.includes(roleId)).length;

const toItem = (r: Role) => ({
  id: r.id,
  name: r.name,
  code: r.code,
  dataScope: r.dataScope,
  status: r.status,
  remark: r.remark,
  order: r.order,
  userCount: userCount(r.id),
  createdAt: r.createdAt,
});
const toDetail = (r: Role) => ({
  ...toItem(r),
  resourceIds: [...r.resourceIds].sort((a, b) => a - b),
  departmentIds: [...r.departmentIds].sort((a, b) => a - b),
});

/** Menu resources of an app, in menu order. */
const menuOrder = (list: typeof resources) => [...list].sort((a, b) => a.parentId - b.parentId || a.order - b.order || a.id - b.id);

type RoleInput = {
  name: string;
  code: string;
  dataScope: Role['dataScope'];
  departmentIds: number[];
  status: Role['status'];
  remark: string | null;
  order: number;
};

/** The server's roleInput checks; answers the error and returns undefined, or returns the clean input. */
function readRoleInput(res: MockResponse, body: Record<string, any>, required: string[]): RoleInput | undefined {
  if (rejectMissing(res, body, required)) return undefined;
  const code = String(body.code).trim();
  if (code.length < 2) return void badRequest(res, 'code', 'body.code: must be at least 2 characters');
  if (!/^[a-z][a-z0-9_-]*$/.test(code)) return void badRequest(res, 'code', 'body.code: must start with a lower-case letter and use a-z, 0-9, _ or -');
  const dataScope = body.dataScope ?? 'self';
  if (!dataScopes.includes(dataScope)) return void badRequest(res, 'dataScope', `body.dataScope: must be one of ${dataScopes.join(', ')}`);
  const status = body.status ?? 'active';
  if (status !== 'active' && status !== 'disabled') return void badRequest(res, 'status', 'body.status: must be active or disabled');
  const departmentIds: number[] = Array.isArray(body.departmentIds) ? [...new Set<number>(body.departmentIds)] : [];
  if (dataScope === 'custom') {
    if (!departmentIds.length) return void badRequest(res, 'departmentIds', 'departmentIds: choose at least one department for a custom data scope');
    if (departmentIds.some((id) => !departments.some((d) => d.id === id)))
      return void badRequest(res, 'departmentIds', 'departmentIds: a department does not exist');
  }
  return {
    name: String(body.name).trim(),
    code,
    dataScope,
    departmentIds: dataScope === 'custom' ? departmentIds : [],
    status,
    remark: orNull(body.remark),
    order: Number(body.order) || 0,
  };
}

function createRole(res: MockResponse, body: Record<string, any>) {
  const input = readRoleInput(res, body, ['name', 'code']);
  if (!input) return;
  if (roles.some((r) => r.code === input.code)) return conflict(res, `code: "${input.code}" is already used by another role`, 'code');
  const role: Role = { id: nextId(roles), ...input, createdAt: new Date().toISOString(), resourceIds: [] };
  roles.push(role);
  audit({ action: 'create', entity: 'role', entityId: role.id, summary: role.name, after: input });
  res.json(ok(toDetail(role)));
}

function updateRole(res: MockResponse, body: Record<string, any>) {
  const input = readRoleInput(res, body, ['name', 'code', 'id']);
  if (!input) return;
  const role = roles.find((r) => r.id === body.id);
  if (!role) return notFound(res, 'Role');
  if (role.code === ADMIN_ROLE_CODE && (input.code !== ADMIN_ROLE_CODE || input.status !== 'active' || input.dataScope !== 'all')) {
    return badRequest(res, 'code', 'The administrator role keeps its code, the data scope "all" and the active status');
  }
  if (roles.some((r) => r.id !== role.id && r.code === input.code)) return conflict(res, `code: "${input.code}" is already used by another role`, 'code');
  const before = toDetail(role);
  Object.assign(role, input);
  audit({ action: 'update', entity: 'role', entityId: role.id, summary: role.name, before, after: input });
  res.json(ok(toDetail(role)));
}

const list: MockHandler = (req, res) => {
  const q = req.query ?? {};
  const rows = roles
    .filter((r) => contains(r.name, q.name) && contains(r.code, q.code) && (!q.status || r.status === q.status))
    .sort((a, b) => a.order - b.order || a.id - b.id);
  const result = page(rows, q);
  res.json(ok({ ...result, list: result.list.map(toItem) }));
};

const detail: MockHandler = (req, res) => {
  if (rejectMissing(res, req.query, ['id'], 'querystring')) return;
  const role = roles.find((r) => r.id === Number(req.query?.id));
  return role ? res.json(ok(toDetail(role))) : notFound(res, 'Role');
};

/** The resources a role grants in one app (`appName`, portal by default). */
const roleMenu: MockHandler = (req, res) => {
  if (rejectMissing(res, req.query, ['roleId'], 'querystring')) return;
  const role = roles.find((r) => r.id === Number(req.query?.roleId));
  if (!role) return notFound(res, 'Role');
  const appName = req.query?.appName || 'portal';
  res.json(ok(menuOrder(resources.filter((r) => r.appName === appName && role.resourceIds.includes(r.id)))));
};

/** Grants exactly the given resources; a granted child brings its ancestors so the menu can show it. */
const roleMenuSave: MockHandler = (req, res) => {
  const body = req.body ?? {};
  if (rejectMissing(res, body, ['roleId', 'resourceIds'])) return;
  if (!Array.isArray(body.resourceIds)) return badRequest(res, 'resourceIds', 'body.resourceIds: must be a list of resource ids');
  const role = roles.find((r) => r.id === body.roleId);
  if (!role) return notFound(res, 'Role');
  if (role.code === ADMIN_ROLE_CODE) return badRequest(res, 'roleId', 'The administrator role always holds every menu');
  const parentOf = new Map(resources.map((r) => [r.id, r.parentId]));
  const unknown = (body.resourceIds as number[]).filter((id) => !parentOf.has(id));
  if (unknown.length) return badRequest(res, 'resourceIds', `resourceIds: no such resource ${unknown.join(', ')}`);
  const granted = new Set<number>();
  for (const id of body.resourceIds as number[]) {
    for (let cur: number | undefined = id; cur && !granted.has(cur); cur = parentOf.get(cur)) granted.add(cur);
  }
  const before = { resourceIds: role.resourceIds };
  role.resourceIds = [...granted].sort((a, b) => a - b);
  audit({ action: 'grant', entity: 'role', entityId: role.id, summary: `menus of ${role.name}`, before, after: { resourceIds: role.resourceIds } });
  res.json(ok(toDetail(role)));
};

const v2 = '/apiv2/role/admin';
const v1 = '/api/organization/admin/role';

export default {
  [`GET ${v2}/list`]: requireAuth(list),
  [`GET ${v1}/datalist`]: requireAuth(list),
  [`GET ${v2}/detail`]: requireAuth(detail),
  [`GET ${v1}/detail`]: requireAuth(detail),

  [`POST ${v2}/role-create`]: requireAuth((req, res) => createRole(res, req.body ?? {})),
  [`POST ${v2}/role-update`]: requireAuth((req, res) => updateRole(res, req.body ?? {})),
  // The legacy call creates without an id and updates with one.
  [`POST ${v1}/post`]: requireAuth((req, res) => (req.body?.id ? updateRole(res, req.body) : createRole(res, req.body ?? {}))),

  [`POST ${v2}/role-delete`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['id'])) return;
    const role = roles.find((r) => r.id === body.id);
    if (!role) return notFound(res, 'Role');
    if (role.code === ADMIN_ROLE_CODE) return badRequest(res, 'id', 'The administrator role cannot be deleted');
    const n = userCount(role.id);
    if (n > 0) return conflict(res, `The role "${role.name}" is held by ${n} account(s); remove it from them first`, 'id');
    roles.splice(roles.indexOf(role), 1);
    audit({ action: 'delete', entity: 'role', entityId: role.id, summary: role.name, before: toDetail(role) });
    res.json(ok(null));
  }),

  [`GET ${v2}/role-menu`]: requireAuth(roleMenu),
  [`GET ${v1}/menu`]: requireAuth(roleMenu),
  'GET /api/user/admin/data/rolemenu': requireAuth(roleMenu),
  [`POST ${v2}/role-menu-save`]: requireAuth(roleMenuSave),
  [`POST ${v1}/menupost`]: requireAuth(roleMenuSave),

  // Every resource of the app, to pick a role's grants from.
  [`GET ${v1}/tree`]: requireAuth((req, res) => {
    const appName = req.query?.appName || 'portal';
    res.json(ok(menuOrder(resources.filter((r) => r.appName === appName))));
  }),

  [`GET ${v2}/options`]: requireAuth((_req, res) =>
    res.json(ok([...roles].sort((a, b) => a.order - b.order || b.id - a.id).map(({ id, name, code, status }) => ({ id, name, code, status })))),
  ),
};
