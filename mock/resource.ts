import { adminMenu, type AdminMenuEntry } from '../config/adminMenu';
import { fail, ok, type MockRequest, type MockResponse } from './_helpers';

/** The admin's resources, flattened from the same menu file the server seeds from. */
function flatten(entries: AdminMenuEntry[], parentId = 0, next = { id: 1 }): object[] {
  return entries.flatMap((entry, i) => {
    const id = next.id++;
    const self = {
      id,
      parentId,
      resourcePath: entry.path,
      resourceKey: entry.key,
      resourceName: entry.name,
      resourceIcon: entry.icon ?? '',
      appName: 'portal',
      type: entry.children ? 'directory' : 'menu',
      order: (i + 1) * 10,
      visible: true,
    };
    return [self, ...(entry.children ? flatten(entry.children, id, next) : [])];
  });
}

export default {
  'GET /api/account/resource/admin/currentuser': (req: MockRequest, res: MockResponse) =>
    /^Bearer \S+/.test(req.headers.authorization ?? '')
      ? res.json(ok(flatten(adminMenu)))
      : res.status(401).json(fail(401, 'Not signed in or the session has expired', 4)),
};
