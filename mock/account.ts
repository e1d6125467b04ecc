import Mock from 'mockjs';
import { fail, ok, type MockRequest, type MockResponse } from './_helpers';
import { adminMenu } from '../config/adminMenu';

/** Every permission key of the admin menu: the mock admin holds them all, as the seeded admin does. */
const allKeys = (function collect(entries = adminMenu): string[] {
  return entries.flatMap((e) => [e.key, ...(e.buttons ?? []).map((b) => b.key), ...(e.children ? collect(e.children) : [])]);
})();

export const mockAdmin = {
  id: 1,
  username: 'admin',
  name: '系统管理员',
  avatar: null,
  phone: Mock.mock(/1[3-9]\d{9}/) as string,
  email: 'admin@park.example.cn',
  departmentId: null,
  roles: [{ id: 1, code: 'admin', name: '超级管理员' }],
  permissions: allKeys,
  lastLoginAt: '2026-11-20T08:30:00.000Z',
};

const signedIn = (req: MockRequest) => /^Bearer \S+/.test(req.headers.authorization ?? '');

export default {
  'POST /apiv2/account/admin/login': (req: MockRequest, res: MockResponse) => {
    const { username, password } = req.body ?? {};
    if (!username) return res.status(400).json(fail(400, 'body.username: is required', 2, 'username'));
    if (!password) return res.status(400).json(fail(400, 'body.password: is required', 2, 'password'));
    // In mock mode any password works for `admin`, so the screens can be tried without a server.
    if (username !== 'admin') return res.status(401).json(fail(401, 'Incorrect username or password'));
    return res.json(
      ok({
        token: Mock.Random.string('lower', 43),
        expiresAt: new Date(Date.now() + 2 * 3600_000).toISOString(),
        currentUser: mockAdmin,
      }),
    );
  },
  'POST /apiv2/account/admin/logout': (req: MockRequest, res: MockResponse) =>
    signedIn(req) ? res.json(ok(null)) : res.status(401).json(fail(401, 'Not signed in or the session has expired', 4)),
  'GET /apiv2/account/admin/currentuser': (req: MockRequest, res: MockResponse) =>
    signedIn(req) ? res.json(ok(mockAdmin)) : res.status(401).json(fail(401, 'Not signed in or the session has expired', 4)),
  'GET /api/xm-oauth/oauth/currentuser': (req: MockRequest, res: MockResponse) =>
    signedIn(req) ? res.json(ok(mockAdmin)) : res.status(401).json(fail(401, 'Not signed in or the session has expired', 4)),
};
