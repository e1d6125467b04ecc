import Mock from 'mockjs';
import { currentUser } from './_data';
import { fail, ok, requireAuth, type MockRequest, type MockResponse } from './_helpers';

// The signed-in user is account 1 of the shared demo data (./_data), so a profile edit shows here too.
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
        currentUser: currentUser(),
      }),
    );
  },
  'POST /apiv2/account/admin/logout': requireAuth((_req, res) => res.json(ok(null))),
  'GET /apiv2/account/admin/currentuser': requireAuth((_req, res) => res.json(ok(currentUser()))),
  'GET /api/xm-oauth/oauth/currentuser': requireAuth((_req, res) => res.json(ok(currentUser()))),
};
