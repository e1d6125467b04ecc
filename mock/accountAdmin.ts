import Mock from 'mockjs';
import {
  accountRoutes,
  accounts,
  ago,
  audit,
  CURRENT_USER_ID,
  currentAccount,
  currentUser,
  departments,
  operationLog,
  randomIp,
  rejectContact,
  rejectPassword,
  revokeSessions,
  saveAccount,
  sessionsOf,
  toAccountDetail,
  userAgents,
  type Department,
} from './_data';
import { badRequest, contains, fail, notFound, ok, orNull, page, rejectMissing, requireAuth, type MockResponse } from './_helpers';

/** The accounts admin area (/apiv2/account/admin/*): accounts, sessions, lockouts, logs, departments, own profile. */

type LoginLogItem = { id: number; username: string; ip: string | null; userAgent: string | null; success: boolean; reason: string | null; createdAt: string };

// ---------- login log and lockouts ----------

/** Newest first. */
const loginLog: LoginLogItem[] = [];
const addLogin = (entry: Omit<LoginLogItem, 'id'>) => loginLog.push({ id: 0, ...entry });

// Five wrong passwords for zhoufang a few minutes ago lock the account, and a scanner's IP is locked too.
const lockedIp = '58.211.23.106';
for (let i = 0; i < 5; i += 1) {
  addLogin({ username: 'zhoufang', ip: '10.12.8.41', userAgent: userAgents[0], success: false, reason: 'bad_credentials', createdAt: ago(0, 3 + i) });
  addLogin({
    username: ['root', 'test', 'admin', 'sa', 'manager'][i],
    ip: lockedIp,
    userAgent: 'python-requests/2.31.0',
    success: false,
    reason: 'bad_credentials',
    createdAt: ago(0, 6 + i),
  });
}
for (let i = 0; i < 60; i += 1) {
  const a = accounts[i % accounts.length];
  const outcome = Mock.Random.pick(['ok', 'ok', 'ok', 'ok', 'ok', 'bad_credentials']);
  const reason = a.status === 'disabled' ? 'disabled' : outcome;
  addLogin({
    username: a.username,
    ip: randomIp(),
    userAgent: Mock.Random.pick(userAgents),
    success: reason === 'ok',
    reason,
    createdAt: ago(Math.floor(i / 4), 30 + Mock.Random.integer(0, 300)),
  });
}
loginLog.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
loginLog.forEach((r, i) => (r.id = loginLog.length - i));

const lockouts: { kind: 'username' | 'ip'; value: string; lockedUntil: string }[] = [
  { kind: 'username', value: 'zhoufang', lockedUntil: new Date(Date.now() + 7 * 60_000).toISOString() },
  { kind: 'ip', value: lockedIp, lockedUntil: new Date(Date.now() + 4 * 60_000).toISOString() },
];

// ---------- the logs' day filter, as server/lib/dayRange.ts ----------

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
/** The calendar day of an instant in China time (UTC+8 all year). */
const chinaDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);

/** The `from`/`to` days of a log query as a row test, or null after answering the server's 400. */
function dayFilter(res: MockResponse, q: Record<string, string>): ((createdAt: string) => boolean) | null {
  for (const field of ['from', 'to'] as const) {
    if (q[field] && !isDay(q[field])) {
      badRequest(res, field, `querystring.${field}: must be a date (YYYY-MM-DD)`);
      return null;
    }
  }
  if (q.from && q.to && q.from > q.to) {
    badRequest(res, 'to', 'querystring.to: must not be before from');
    return null;
  }
  return (createdAt) => (!q.from || chinaDay(createdAt) >= q.from) && (!q.to || chinaDay(createdAt) <= q.to);
}

// ---------- departments ----------

type DepartmentNode = { id: number; parentId: number; name: string; order: number; status: string; children?: DepartmentNode[] };

function departmentTree(): DepartmentNode[] {
  const sorted = [...departments].sort((a, b) => a.order - b.order || a.id - b.id);
  const nodes = new Map<number, DepartmentNode>(
    sorted.map((d: Department) => [d.id, { id: d.id, parentId: d.parentId, name: d.name, order: d.order, status: d.status }]),
  );
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

const base = '/apiv2/account/admin';

export default {
  [`GET ${base}/query`]: accountRoutes.query,
  [`GET ${base}/detail`]: accountRoutes.detail,
  [`POST ${base}/save`]: accountRoutes.save,

  [`POST ${base}/status`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['id', 'status'])) return;
    if (body.status !== 'active' && body.status !== 'disabled') return badRequest(res, 'status', 'body.status: must be active or disabled');
    const account = accounts.find((a) => a.id === body.id);
    if (!account) return notFound(res, 'Account');
    const saved = saveAccount(res, { ...account, status: body.status });
    if (saved) res.json(ok(toAccountDetail(saved)));
  }),

  [`POST ${base}/reset-password`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['id', 'password'])) return;
    const account = accounts.find((a) => a.id === body.id);
    if (!account) return notFound(res, 'Account');
    if (rejectPassword(res, String(body.password), account.username)) return;
    revokeSessions(account.id);
    audit({ action: 'update', entity: 'account', entityId: account.id, summary: `reset password of ${account.username}` });
    res.json(ok(null));
  }),

  [`POST ${base}/delete`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['id'])) return;
    if (body.id === CURRENT_USER_ID) return badRequest(res, 'id', 'You cannot delete your own account');
    const index = accounts.findIndex((a) => a.id === body.id);
    if (index < 0) return notFound(res, 'Account');
    const [removed] = accounts.splice(index, 1);
    audit({ action: 'delete', entity: 'account', entityId: removed.id, summary: removed.username, before: removed });
    res.json(ok(null));
  }),

  [`GET ${base}/sessions`]: requireAuth((req, res) => {
    if (rejectMissing(res, req.query, ['userId'], 'querystring')) return;
    const userId = Number(req.query?.userId);
    if (!accounts.some((a) => a.id === userId)) return notFound(res, 'Account');
    res.json(ok([...sessionsOf(userId)].sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt))));
  }),

  [`POST ${base}/session-revoke`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['userId'])) return;
    if (!accounts.some((a) => a.id === body.userId)) return notFound(res, 'Account');
    const list = sessionsOf(body.userId);
    if (body.sessionId) {
      const index = list.findIndex((s) => s.id === body.sessionId);
      if (index < 0) return notFound(res, 'Session');
      list.splice(index, 1);
    } else {
      list.splice(0, list.length);
    }
    audit({ action: 'revoke', entity: 'session', entityId: body.sessionId ?? null, summary: `forced logout of user ${body.userId}` });
    res.json(ok(null));
  }),

  [`GET ${base}/lockouts`]: requireAuth((_req, res) => res.json(ok(lockouts.filter((l) => Date.parse(l.lockedUntil) > Date.now())))),

  [`POST ${base}/unlock`]: requireAuth((req, res) => {
    const username = orNull(req.body?.username);
    const ip = orNull(req.body?.ip);
    if (!username && !ip) return res.status(400).json(fail(400, 'body.username: username or ip is required', 2, 'username'));
    for (let i = lockouts.length - 1; i >= 0; i -= 1) {
      const l = lockouts[i];
      if ((l.kind === 'username' && l.value.toLowerCase() === username?.toLowerCase()) || (l.kind === 'ip' && l.value === ip)) lockouts.splice(i, 1);
    }
    const now = new Date().toISOString();
    if (username) loginLog.unshift({ id: loginLog.length + 1, username, ip: null, userAgent: null, success: false, reason: 'unlocked', createdAt: now });
    if (ip) loginLog.unshift({ id: loginLog.length + 1, username: '', ip, userAgent: null, success: false, reason: 'unlocked', createdAt: now });
    audit({ action: 'unlock', entity: 'login', summary: [username, ip].filter(Boolean).join(' / ') });
    res.json(ok(null));
  }),

  [`GET ${base}/log`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const onDays = dayFilter(res, q);
    if (!onDays) return;
    const list = operationLog.filter(
      (r) =>
        contains(r.username, q.username) &&
        (!q.action || r.action === q.action) &&
        (!q.entity || r.entity === q.entity) &&
        (!q.entityId || r.entityId === q.entityId) &&
        onDays(r.createdAt),
    );
    res.json(ok(page(list, q)));
  }),

  [`GET ${base}/login-log`]: requireAuth((req, res) => {
    const q = req.query ?? {};
    const onDays = dayFilter(res, q);
    if (!onDays) return;
    const list = loginLog.filter(
      (r) => contains(r.username, q.username) && (!q.ip || r.ip === q.ip) && (!q.success || String(r.success) === q.success) && onDays(r.createdAt),
    );
    res.json(ok(page(list, q)));
  }),

  [`GET ${base}/department/tree`]: requireAuth((_req, res) => res.json(ok(departmentTree()))),

  [`POST ${base}/profile`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['realName']) || rejectContact(res, body)) return;
    const me = currentAccount();
    const before = toAccountDetail(me);
    Object.assign(me, {
      realName: String(body.realName).trim(),
      phone: orNull(body.phone),
      email: orNull(body.email),
      // Left out keeps the picture, as on the server.
      avatar: body.avatar === undefined ? me.avatar : orNull(body.avatar),
      provinceCode: orNull(body.provinceCode),
      cityCode: orNull(body.cityCode),
      address: orNull(body.address),
      signature: orNull(body.signature),
      emailNotices: typeof body.emailNotices === 'boolean' ? body.emailNotices : me.emailNotices,
    });
    audit({ action: 'update', entity: 'profile', entityId: me.id, summary: me.username, before, after: toAccountDetail(me) });
    res.json(ok(currentUser()));
  }),

  // A mock cannot read the multipart body: a signed-in upload answers as if a small photo had been stored.
  [`POST ${base}/avatar`]: requireAuth((_req, res) => {
    const now = new Date();
    const stored = `/uploads/${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}/${Mock.Random.string('0123456789abcdef', 32)}`;
    res.json(
      ok({
        id: Mock.Random.integer(1000, 9999),
        url: `${stored}.png`,
        thumbUrl: `${stored}.thumb.webp`,
        name: 'avatar.png',
        mime: 'image/png',
        size: 48_213,
        width: 480,
        height: 480,
      }),
    );
  }),

  [`POST ${base}/password`]: requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['oldPassword', 'newPassword'])) return;
    // Mock mode cannot check the current password; any non-empty one is accepted.
    const me = currentAccount();
    if (rejectPassword(res, String(body.newPassword), me.username, 'newPassword')) return;
    revokeSessions(me.id);
    audit({ action: 'update', entity: 'profile', entityId: me.id, summary: `${me.username} changed the password` });
    res.json(ok(null));
  }),
};
