import Mock from 'mockjs';
import { accounts, ago, audit, CURRENT_USER_ID, currentAccount, roles } from './_data';
import { badRequest, nextId, notFound, ok, page, rejectMissing, requireAuth } from './_helpers';

/** Notices: the header bell's list with read state, and the notices admin screen. */

type NoticeType = 'notice' | 'message' | 'todo';
type Notice = { id: number; title: string; content: string; type: NoticeType; roleId: number | null; createdAt: string; readBy: Map<number, string> };

// [title, content, type, roleId (null: everyone), days ago]
const seed: [string, string, NoticeType, number | null, number][] = [
  ['关于 2026 年度高新技术企业认定申报的通知', '请企业服务部于 12 月 5 日前汇总园区拟申报企业名单，并组织申报辅导。', 'notice', null, 0],
  ['星湖科技园 12 月消防安全检查安排', '物业管理部将于 12 月第一周对 A1–A6 栋开展消防安全检查，请各部门配合。', 'notice', null, 1],
  ['待办：审核 3 条招商线索的放弃申请', '招商二部提交了 3 条线索的放弃申请，请在公海线索中审核。', 'todo', null, 1],
  ['系统将于本周六 22:00–24:00 停机维护', '届时园区门户与小程序暂停服务，请提前保存工作内容。', 'notice', null, 2],
  ['招商中心月度例会纪要', '11 月新增线索 42 条，签约 3 家；下月重点跟进生物医药与集成电路方向企业。', 'message', 2, 3],
  ['待办：确认 B3 栋 502 室装修验收', '苏州芯微半导体有限公司已完成装修，请物业管理部于本周内完成验收。', 'todo', 4, 4],
  ['新版账号安全策略已生效', '密码须至少 8 位并包含大小写字母、数字、符号中的三类；连续 5 次输错将锁定 10 分钟。', 'notice', null, 6],
  ['园区企业服务满意度调查结果', '本季度企业服务满意度 96.2%，较上季度提升 1.8 个百分点。', 'message', 3, 9],
  ['待办：更新 2026 年第四季度政策汇编', '请内容编辑于月底前完成省、市、区三级新政策的收录与标签整理。', 'todo', 5, 12],
  ['关于做好岁末年初安全生产工作的通知', '各部门要落实安全生产责任制，重点排查厂房用电、危化品存放及消防通道。', 'notice', null, 15],
];

const staffIds = accounts.map((a) => a.id).filter((id) => id !== CURRENT_USER_ID);
const notices: Notice[] = seed.map(([title, content, type, roleId, days], i) => {
  const createdAt = ago(days, Mock.Random.integer(10, 300));
  /** Some minutes after publication, never in the future. */
  const readAt = () => new Date(Math.min(Date.now(), Date.parse(createdAt) + Mock.Random.integer(5, 24 * 60) * 60_000)).toISOString();
  const readBy = new Map<number, string>();
  for (const id of Mock.Random.shuffle(staffIds).slice(0, Mock.Random.integer(0, 18))) readBy.set(id, readAt());
  // The admin has read the older ones.
  if (days >= 2) readBy.set(CURRENT_USER_ID, readAt());
  return { id: seed.length - i, title, content, type, roleId, createdAt, readBy };
});

const newestFirst = (a: Notice, b: Notice) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Notices addressed to the signed-in user: to everyone, or to a role they hold. */
const mine = () => notices.filter((n) => n.roleId === null || currentAccount().roleIds.includes(n.roleId)).sort(newestFirst);

const forMe = (n: Notice) => {
  const readAt = n.readBy.get(CURRENT_USER_ID) ?? null;
  return { id: n.id, title: n.title, content: n.content, type: n.type, link: null, createdAt: n.createdAt, readAt, read: !!readAt };
};

export default {
  // The current user's notices; totalCount and unreadCount feed the header bell.
  'GET /apiv2/notify/admin/index': requireAuth((req, res) => {
    const all = mine();
    const unread = all.filter((n) => !n.readBy.has(CURRENT_USER_ID));
    const result = page(req.query?.unreadOnly === 'true' ? unread : all, req.query, 10, 100);
    res.json(ok({ ...result, list: result.list.map(forMe), totalCount: all.length, unreadCount: unread.length }));
  }),

  // Mark one notice (id) or all (all: true) as read.
  'POST /apiv2/notify/admin/read': requireAuth((req, res) => {
    const { id, all } = req.body ?? {};
    if (!id && !all) return badRequest(res, 'id', 'id: give a notice id, or all: true');
    const targets = id ? mine().filter((n) => n.id === id) : mine();
    if (id && !targets.length) return notFound(res, 'Notice');
    const now = new Date().toISOString();
    for (const n of targets) if (!n.readBy.has(CURRENT_USER_ID)) n.readBy.set(CURRENT_USER_ID, now);
    res.json(ok(null));
  }),

  // Every notice, newest first, with how many people have read it.
  'GET /apiv2/notify/admin/list': requireAuth((req, res) => {
    const result = page([...notices].sort(newestFirst), req.query, 20, 100);
    res.json(ok({ ...result, list: result.list.map(({ readBy, ...n }) => ({ ...n, readCount: readBy.size })) }));
  }),

  // Publish a notice to everyone or to the holders of a role.
  'POST /apiv2/notify/admin/create': requireAuth((req, res) => {
    const body = req.body ?? {};
    if (rejectMissing(res, body, ['title', 'content'])) return;
    const type: NoticeType = body.type ?? 'notice';
    if (!['notice', 'message', 'todo'].includes(type)) return badRequest(res, 'type', 'body.type: must be notice, message or todo');
    const roleId = body.roleId ?? null;
    if (roleId !== null && !roles.some((r) => r.id === roleId)) return badRequest(res, 'roleId', 'roleId: the role does not exist');
    const notice: Notice = {
      id: nextId(notices),
      title: String(body.title).trim(),
      content: String(body.content).trim(),
      type,
      roleId,
      createdAt: new Date().toISOString(),
      readBy: new Map(),
    };
    notices.push(notice);
    audit({
      action: 'create',
      entity: 'notice',
      entityId: notice.id,
      summary: notice.title,
      after: { title: notice.title, content: notice.content, type, roleId },
    });
    res.json(ok(forMe(notice)));
  }),
};
