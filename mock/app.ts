import { ADMIN_ROLE_CODE, apps, audit, resources, roles, type App, type Resource, type ResourceType } from './_data';
import { badRequest, conflict, contains, nextId, notFound, ok, orNull, page, rejectMissing, requireAuth, type MockResponse } from './_helpers';

/** Apps and their menu resources at /apiv2/app/admin/*, sharing the menu the layout and the roles screen read. */

const toItem = (a: App) => ({ ...a, menuCount: resources.filter((r) => r.appName === a.appName).length });

const resourceTypes: ResourceType[] = ['directory', 'menu', 'button'];

/** The server's menuInput checks and defaults, then validateMenu's; answers the error itself. */
function readMenuInput(res: MockResponse, body: Record<string, any>, required: string[], selfId?: number): Omit<Resource, 'id'> | undefined {
  if (rejectMissing(res, body, required)) return undefined;
  const input = {
    appName: String(body.appName).trim(),
    parentId: Number(body.parentId) || 0,
    resourceName: String(body.resourceName).trim(),
    resourceKey: String(body.resourceKey).trim(),
    resourcePath: orNull(body.resourcePath) ?? '',
    resourceIcon: orNull(body.resourceIcon) ?? '',
    type: (body.type ?? 'menu') as ResourceType,
    order: Number(body.order) || 0,
    visible: body.visible ?? true,
  };
  if (!/^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)*$/.test(input.resourceKey)) {
    return void badRequest(res, 'resourceKey', 'body.resourceKey: must look like area or area:action, e.g. company:update');
  }
  if (!resourceTypes.includes(input.type)) return void badRequest(res, 'type', 'body.type: must be directory, menu or button');
  if (!apps.some((a) => a.appName === input.appName)) return void badRequest(res, 'appName', `appName: no app "${input.appName}"`);
  if (resources.some((r) => r.appName === input.appName && r.resourceKey === input.resourceKey && r.id !== selfId)) {
    return void conflict(res, `resourceKey: "${input.resourceKey}" is already used in this app`, 'resourceKey');
  }
  if (input.type === 'menu' && !input.resourcePath.startsWith('/'))
    return void badRequest(res, 'resourcePath', 'resourcePath: a menu needs a path starting with /');
  if (input.parentId) {
    const parent = resources.find((r) => r.id === input.parentId && r.appName === input.appName);
    if (!parent) return void badRequest(res, 'parentId', 'parentId: the parent menu does not exist in this app');
    if (parent.type === 'button') return void badRequest(res, 'parentId', 'parentId: a button cannot have children');
    // Moving a resource under itself or one of its descendants would make the tree a cycle.
    for (let cur: number | undefined = input.parentId; cur; cur = resources.find((r) => r.id === cur)?.parentId) {
      if (cur === selfId) return void badRequest(res, 'parentId', 'parentId: a menu cannot be moved under itself or its own children');
    }
  }
  return input;
}

const base = '/apiv2/app/admin';

export default {
  [`GET ${base}/query`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const result = page(
      apps.filter((a) => contains(a.appName, q.keyword) || contains(a.title, q.keyword)).sort((a, b) => a.id - b.id),
      q,
    );
    res.json(ok({ ...result, list: result.list.map(toItem) }));
  }),

  [`GET ${base}/detail`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['id'], 'querystring')) return;
    const app = apps.find((a) => a.id === Number(req.query?.id));
    return app ? res.json(ok(toItem(app))) : notFound(res, 'App');
  }),

  // Create (no id) or update an app; its appName is fixed once created.
  [`POST ${base}/post`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['appName', 'title'])) return;
    const appName = String(body.appName).trim();
    if (appName.length < 2) return badRequest(res, 'appName', 'body.appName: must be at least 2 characters');
    if (!/^[a-z][a-z0-9-]*$/.test(appName)) return badRequest(res, 'appName', 'body.appName: must start with a lower-case letter and use a-z, 0-9 or -');
    if (apps.some((a) => a.appName === appName && a.id !== body.id)) return conflict(res, `appName: "${appName}" already exists`, 'appName');
    const fields = { title: String(body.title).trim(), description: orNull(body.description) };
    if (!body.id) {
      const created: App = { id: nextId(apps), appName, ...fields, createdAt: new Date().toISOString() };
      apps.push(created);
      audit({ action: 'create', entity: 'app', entityId: created.id, summary: appName, after: created });
      return res.json(ok(toItem(created)));
    }
    const app = apps.find((a) => a.id === body.id);
    if (!app) return notFound(res, 'App');
    if (app.appName !== appName) return badRequest(res, 'appName', 'appName cannot change once the app has been created');
    const before = toItem(app);
    Object.assign(app, fields);
    audit({ action: 'update', entity: 'app', entityId: app.id, summary: appName, before, after: fields });
    res.json(ok(toItem(app)));
  }),

  [`GET ${base}/menus`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['appName'], 'querystring')) return;
    const list = resources.filter((r) => r.appName === req.query?.appName.trim()).sort((a, b) => a.parentId - b.parentId || a.order - b.order || a.id - b.id);
    res.json(ok(list));
  }),

  [`POST ${base}/menu-create`]: requireAuth((req, res) => {
    const input = readMenuInput(res, req.body ?? {}, ['appName', 'resourceName', 'resourceKey']);
    if (!input) return;
    const created: Resource = { id: nextId(resources), ...input };
    resources.push(created);
    // The administrator role holds every resource, including new ones.
    roles.find((r) => r.code === ADMIN_ROLE_CODE)?.resourceIds.push(created.id);
    audit({ action: 'create', entity: 'menu', entityId: created.id, summary: `${input.appName}/${input.resourceKey}`, after: input });
    res.json(ok(created));
  }),

  // Edit, move (parentId) or reorder (order) a menu resource.
  [`POST ${base}/menu-update`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['appName', 'resourceName', 'resourceKey', 'id'])) return;
    const menu = resources.find((r) => r.id === body.id);
    if (!menu) return notFound(res, 'Menu resource');
    if (menu.appName !== String(body.appName).trim()) return badRequest(res, 'appName', 'appName: a menu cannot move to another app');
    const input = readMenuInput(res, body, [], menu.id);
    if (!input) return;
    const before = { ...menu };
    Object.assign(menu, input);
    audit({ action: 'update', entity: 'menu', entityId: menu.id, summary: `${menu.appName}/${menu.resourceKey}`, before, after: input });
    res.json(ok(menu));
  }),

  [`POST ${base}/menu-delete`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['id'])) return;
    const menu = resources.find((r) => r.id === body.id);
    if (!menu) return notFound(res, 'Menu resource');
    if (resources.some((r) => r.parentId === menu.id)) return conflict(res, 'This menu still has children; delete or move them first', 'id');
    resources.splice(resources.indexOf(menu), 1);
    for (const role of roles) role.resourceIds = role.resourceIds.filter((id) => id !== menu.id);
    audit({ action: 'delete', entity: 'menu', entityId: menu.id, summary: `${menu.appName}/${menu.resourceKey}`, before: menu });
    res.json(ok(null));
  }),
};
