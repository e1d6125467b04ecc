import { listCities, listProvinces, regionName } from '@shared/regions';
import { CURRENT_USER_ID, currentAccount, currentUser, departmentName, filterAccounts, operationLog } from './_data';
import { fail, ok, page, requireAuth, type MockRequest, type MockResponse } from './_helpers';

/**
 * The Ant Design Pro account-centre calls: regions (GB/T 2260, from @vant/area-data as the server
 * reads them), the signed-in user, their recent activity, and the accounts as the template lists them.
 */

const place = (code: string | null) => (code && regionName(code) ? { key: code, label: regionName(code)! } : null);

export default {
  'GET /api/geographic/province': (_req: MockRequest, res: MockResponse) => res.json(ok(listProvinces())),

  'GET /api/geographic/city/:province': (req: MockRequest, res: MockResponse) => {
    const province = req.params?.province ?? '';
    const cities = listCities(province);
    if (!cities) return res.status(404).json(fail(404, 'Province not found'));
    res.json(ok(cities));
  },

  'GET /api/currentUser': requireAuth((_req, res) => {
    const user = currentUser();
    const account = currentAccount();
    res.json(
      ok({
        userid: String(user.id),
        name: user.name,
        avatar: user.avatar,
        email: user.email,
        phone: user.phone,
        signature: account.signature,
        address: account.address,
        emailNotices: account.emailNotices,
        title: user.roles.map((r) => r.name).join('、'),
        group: user.username,
        geographic: { province: place(account.provinceCode), city: place(account.cityCode) },
      }),
    );
  }),

  // The signed-in user's latest operations, from the shared operation log.
  'GET /api/fake_list': requireAuth((req, res) => {
    const count = Math.min(100, Math.max(1, Number(req.query?.count) || 20));
    const list = operationLog
      .filter((r) => r.userId === CURRENT_USER_ID)
      .slice(0, count)
      .map((r) => ({
        id: String(r.id),
        title: `${r.action} ${r.entity}${r.entityId ? ` #${r.entityId}` : ''}`,
        description: r.summary ?? '',
        updatedAt: r.createdAt,
        owner: r.username ?? '',
      }));
    res.json(ok(list));
  }),

  'GET /api/users': requireAuth((req, res) => {
    const result = page(filterAccounts(req.query), req.query);
    res.json(
      ok({
        ...result,
        list: result.list.map((a) => ({ key: String(a.id), name: a.realName, username: a.username, department: departmentName(a.departmentId) })),
      }),
    );
  }),
};
