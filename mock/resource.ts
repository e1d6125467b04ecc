import { accounts, CURRENT_USER_ID, resources, roles } from './_data';
import { ok, requireAuth } from './_helpers';

/**
 * The signed-in admin's resources in the app named by the `app-name` header: the same shared menu the
 * apps-and-menus and roles screens edit, so a menu added there shows up in the layout.
 */
export default {
  'GET /api/account/resource/admin/currentuser': requireAuth((req, res) => {
    const appName = req.headers['app-name'] || 'portal';
    const roleIds = accounts.find((a) => a.id === CURRENT_USER_ID)?.roleIds ?? [];
    const granted = new Set(roles.filter((r) => roleIds.includes(r.id) && r.status === 'active').flatMap((r) => r.resourceIds));
    const list = resources
      .filter((r) => r.appName === appName && granted.has(r.id))
      .sort((a, b) => a.parentId - b.parentId || a.order - b.order || a.id - b.id);
    res.json(ok(list));
  }),
};
