import { ago } from './_data';
import { badRequest, conflict, contains, fail, notFound, ok, page, requireAuth, type MockHandler } from './_helpers';

/**
 * Companies' people (server/modules/membership): the visitor's company, its users and invitations, claims and
 * change requests, and the park staff's review of them. One demo company whose administrator is the mock visitor.
 */

type Role = 'admin' | 'member';
type Status = 'pending' | 'approved' | 'refused' | 'withdrawn';
type Item = { key: string; before: string | number | null; after: string | number | null; decision: 'accepted' | 'refused' | null };

const company = {
  id: 1,
  name: '苏州星湖智能装备有限公司',
  creditCode: '91320594MA1XYW12AW',
  legalPerson: '周建国',
  registeredCapital: 5000,
  industryCode: '34',
  scale: 'medium',
  staffCount: 120,
  techStaffCount: 40,
  regionCode: '320571',
  address: '苏州工业园区星湖街 218 号',
  website: 'https://www.xinghu-zn.cn',
  intro: '工业机器人减速器与智能产线集成。',
  figures: [
    { year: 2025, revenue: 8600, rdSpend: 720, netAssets: 3100, totalAssets: 9400, staffCount: 120, techStaffCount: 40 },
    { year: 2024, revenue: 7300, rdSpend: 610, netAssets: 2800, totalAssets: 8700, staffCount: 108, techStaffCount: 35 },
  ],
};
const members = [
  {
    visitorId: 1,
    displayName: '王芳',
    email: 'wang.fang@xinghu-zn.cn',
    phone: '13812345678',
    role: 'admin' as Role,
    joinedAt: ago(40),
    lastLoginAt: ago(0, 5),
  },
  { visitorId: 2, displayName: '李雷', email: 'li.lei@xinghu-zn.cn', phone: null, role: 'member' as Role, joinedAt: ago(30), lastLoginAt: ago(2) },
  { visitorId: 3, displayName: '陈静', email: null, phone: '13900001111', role: 'member' as Role, joinedAt: ago(12), lastLoginAt: null },
];
const invitations = [
  {
    id: 1,
    channel: 'email' as 'email' | 'sms',
    address: 'zhao.min@xinghu-zn.cn',
    role: 'member' as Role,
    createdAt: ago(1),
    expiresAt: ago(-6),
    invitedBy: '王芳',
  },
];

const claimant = (id: number, displayName: string, email: string | null, phone: string | null) => ({ id, displayName, email, phone });
const claims = [
  ['苏州云帆生物科技有限公司', '91320594MA1NEW01BX', true, false, '行政主管，电话 0512-6288 1234', 'pending', claimant(11, '周杰', null, '13912345678'), 0],
  ['苏州星湖智能装备有限公司', '91320594MA1XYW12AW', false, true, '研发部经理', 'pending', claimant(12, '孙悦', 'sun.yue@xinghu-zn.cn', null), 1],
  ['苏州纳微半导体材料有限公司', '91320594MA1NMW33CX', false, false, '', 'approved', claimant(13, '吴昊', 'wu.hao@nanowei.cn', null), 6],
  ['苏州恒泰精密模具有限公司', '91320594MA1HTM77DX', false, false, '', 'refused', claimant(14, '郑爽', 'zheng.s@hengtai.cn', null), 9],
].map(([companyName, creditCode, newCompany, contested, message, status, who, days], i) => ({
  id: 20 - i,
  companyId: newCompany ? null : i + 1,
  companyName: companyName as string,
  creditCode: creditCode as string,
  newCompany: newCompany as boolean,
  contested: contested as boolean,
  message: message as string,
  status: status as Status,
  reviewNote: status === 'refused' ? '营业执照信息与申请人身份不符' : null,
  reviewedBy: status === 'pending' ? null : '系统管理员',
  reviewedAt: status === 'pending' ? null : ago((days as number) - 1),
  createdAt: ago(days as number),
  claimant: who as ReturnType<typeof claimant>,
}));
const changes = [
  {
    id: 5,
    companyId: 1,
    companyName: company.name,
    requestedBy: '王芳',
    items: [
      { key: 'address', before: company.address, after: '苏州工业园区星湖街 328 号', decision: null },
      { key: 'staffCount', before: 120, after: 150, decision: null },
      { key: 'figures.2025.revenue', before: 8600, after: 9100, decision: null },
    ] as Item[],
    note: '2025 年度审计报告已出具',
    status: 'pending' as Status,
    reviewNote: null as string | null,
    reviewedBy: null as string | null,
    reviewedAt: null as string | null,
    createdAt: ago(0, 90),
  },
];

const byStatus = <T extends { status: Status }>(rows: T[], status?: string) => (status ? rows.filter((r) => r.status === status) : rows);
const usersAnswer = () => ({ members, invitations, myRole: 'admin' as Role });
const memberOr404: (handler: (m: (typeof members)[number], body: { visitorId: number; role?: Role }) => ReturnType<typeof ok>) => MockHandler =
  (handler) => (req, res) => {
    const m = members.find((x) => x.visitorId === Number(req.body?.visitorId));
    if (!m) return notFound(res, 'Company user');
    res.json(handler(m, req.body));
  };

export default {
  'GET /api/visitor/company': requireAuth((_req, res) =>
    res.json(ok({ membership: { role: 'admin', joinedAt: members[0].joinedAt, company, change: changes[0] }, claim: null })),
  ),
  'POST /api/visitor/company/claim': requireAuth((_req, res) =>
    res.status(409).json(fail(409, 'You already belong to a company: leave it before claiming another', 2, 'creditCode')),
  ),
  'POST /api/visitor/company/claim/withdraw': requireAuth((_req, res) => notFound(res, 'A claim waiting for review')),
  'POST /api/visitor/company/change': requireAuth((_req, res) =>
    res.status(409).json(fail(409, 'A change request is already waiting for review: withdraw it to send a new one', 2, 'profile')),
  ),
  'POST /api/visitor/company/change/withdraw': requireAuth((_req, res) => {
    const pending = changes.find((c) => c.status === 'pending');
    if (!pending) return notFound(res, 'A change request waiting for review');
    pending.status = 'withdrawn';
    res.json(ok({ id: pending.id }));
  }),
  'GET /api/visitor/company/users': requireAuth((_req, res) => res.json(ok(usersAnswer()))),
  'POST /api/visitor/company/users/invite': requireAuth((req, res) => {
    const address = String(req.body?.address ?? '')
      .trim()
      .toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) && !/^1[3-9]\d{9}$/.test(address)) {
      return badRequest(res, 'address', 'body.address: must be an e-mail address or a mainland mobile number (11 digits)');
    }
    if (invitations.some((i) => i.address === address))
      return conflict(res, 'An invitation to this address is still open: revoke it to send a new one', 'address');
    const invitation = {
      id: invitations.length + 1,
      channel: address.includes('@') ? ('email' as const) : ('sms' as const),
      address,
      role: (req.body?.role ?? 'member') as Role,
      createdAt: ago(0),
      expiresAt: ago(-7),
      invitedBy: '王芳',
    };
    invitations.unshift(invitation);
    res.json(ok(invitation));
  }),
  'POST /api/visitor/company/users/revoke': requireAuth((req, res) => {
    const i = invitations.findIndex((x) => x.id === Number(req.body?.id));
    if (i < 0) return notFound(res, 'Open invitation');
    invitations.splice(i, 1);
    res.json(ok({ id: Number(req.body.id) }));
  }),
  'POST /api/visitor/company/users/role': requireAuth(
    memberOr404((m, body) => {
      m.role = body.role ?? m.role;
      return ok(usersAnswer());
    }),
  ),
  'POST /api/visitor/company/users/transfer': requireAuth(
    memberOr404((m) => {
      m.role = 'admin';
      members[0].role = 'member';
      return ok({ ...usersAnswer(), myRole: 'member' as Role });
    }),
  ),
  'POST /api/visitor/company/users/remove': requireAuth(
    memberOr404((m) => {
      members.splice(members.indexOf(m), 1);
      return ok(usersAnswer());
    }),
  ),
  'POST /api/visitor/company/leave': requireAuth((_req, res) =>
    res.status(422).json(fail(422, 'The company’s last administrator cannot leave: make someone else administrator first', 2, 'visitorId')),
  ),
  'GET /api/visitor/invitation': (req, res) => {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(req.query?.token ?? '')) return badRequest(res, 'token', 'querystring.token: is not an invitation link');
    res.json(ok({ companyName: company.name, invitedBy: '王芳', role: 'member', address: 'zh***@xinghu-zn.cn', state: 'open', expiresAt: ago(-6) }));
  },
  'POST /api/visitor/invitation/accept': requireAuth((_req, res) =>
    res.status(409).json(fail(409, 'You already belong to a company: leave it before joining another', 2, 'token')),
  ),

  'GET /apiv2/company/admin/claim/query': requireAuth((req, res) => {
    const rows = byStatus(claims, req.query?.status).filter(
      (c) => contains(c.companyName, req.query?.keyword) || contains(c.creditCode, req.query?.keyword) || contains(c.claimant.displayName, req.query?.keyword),
    );
    res.json(ok(page(req.query?.companyId ? rows.filter((c) => c.companyId === Number(req.query!.companyId)) : rows, req.query)));
  }),
  'POST /apiv2/company/admin/claim/decide': requireAuth((req, res) => {
    const claim = claims.find((c) => c.id === Number(req.body?.id));
    if (!claim) return notFound(res, 'Claim');
    if (claim.status !== 'pending') return conflict(res, `This claim was already ${claim.status}`, 'id');
    if (!req.body.approve && !req.body.note) return badRequest(res, 'note', 'Say why the claim is refused: the claimant reads it');
    Object.assign(claim, {
      status: req.body.approve ? 'approved' : 'refused',
      reviewNote: req.body.note || null,
      reviewedBy: '系统管理员',
      reviewedAt: ago(0),
    });
    res.json(ok(claim));
  }),
  'GET /apiv2/company/admin/change/query': requireAuth((req, res) => {
    const rows = byStatus(changes, req.query?.status).filter((c) => contains(c.companyName, req.query?.keyword));
    res.json(ok(page(req.query?.companyId ? rows.filter((c) => c.companyId === Number(req.query!.companyId)) : rows, req.query)));
  }),
  'POST /apiv2/company/admin/change/decide': requireAuth((req, res) => {
    const change = changes.find((c) => c.id === Number(req.body?.id));
    if (!change) return notFound(res, 'Change request');
    const decisions = (req.body.decisions ?? {}) as Record<string, 'accepted' | 'refused'>;
    const undecided = change.items.find((i) => !decisions[i.key]);
    if (undecided) return badRequest(res, 'decisions', `Decide every field: ${undecided.key} has no decision`);
    change.items = change.items.map((i) => ({ ...i, decision: decisions[i.key] }));
    Object.assign(change, {
      status: change.items.some((i) => i.decision === 'accepted') ? 'approved' : 'refused',
      reviewNote: req.body.note || null,
      reviewedBy: '系统管理员',
      reviewedAt: ago(0),
    });
    res.json(ok(change));
  }),
  'GET /apiv2/company/admin/user/query': requireAuth((req, res) => {
    if (Number(req.query?.companyId) !== company.id) return res.json(ok({ members: [], invitations: [] }));
    res.json(ok({ members, invitations }));
  }),
  'POST /apiv2/company/admin/user/role': requireAuth(
    memberOr404((m, body) => {
      m.role = body.role ?? m.role;
      return ok({ members, invitations });
    }),
  ),
  'POST /apiv2/company/admin/user/remove': requireAuth(
    memberOr404((m) => {
      members.splice(members.indexOf(m), 1);
      return ok({ members, invitations });
    }),
  ),
} satisfies Record<string, MockHandler>;
