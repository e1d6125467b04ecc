import { ago } from './_data';
import { badRequest, ok, page, requireAuth } from './_helpers';

/** A visitor's notifications (the user centre's inbox, the front header's unread count). */

type Message = {
  id: number;
  kind: 'policy' | 'digest' | 'reminder' | 'system';
  title: string;
  body: string;
  link: string | null;
  policyIds: number[];
  read: boolean;
  readAt: string | null;
  createdAt: string;
};

const messages: Message[] = [
  ['reminder', '7 天后截止申报：苏州市2026年度高新技术企业培育库入库奖励', '申报截止日期 2026-12-02。苏州市科学技术局 · 最高 30 万元', 12, 0],
  ['policy', '新政策：苏州工业园区科技创新券实施细则', '苏州工业园区科技和信息化局 · 最高 20 万元 · 截止 2026-12-31', 41, 1],
  [
    'digest',
    '每周政策订阅摘要：3 条',
    '新政策：研发费用加计扣除政策指引（国家税务总局 · 常年申报）\n新政策：苏州市企业研发投入奖励办法（苏州市科学技术局 · 最高 100 万元 · 截止 2026-12-20）\n开始申报：江苏省科技型中小企业评价（江苏省科学技术厅 · 截止 2026-12-15）',
    0,
    3,
  ],
  ['policy', '开始申报：江苏省专精特新中小企业认定', '江苏省工业和信息化厅 · 截止 2026-12-18', 57, 5],
  ['system', '欢迎使用智汇园区政策服务', '在“我的订阅”中选择关心的政策标签、发文部门或关键词，新政策发布时我们会第一时间通知您。', 0, 9],
].map(([kind, title, body, policyId, days], i) => ({
  id: 100 - i,
  kind: kind as Message['kind'],
  title: title as string,
  body: body as string,
  link: policyId ? `/policydetail/${policyId}` : null,
  policyIds: policyId ? [policyId as number] : [],
  read: (days as number) >= 5,
  readAt: (days as number) >= 5 ? ago((days as number) - 1) : null,
  createdAt: ago(days as number, i * 13),
}));

const unread = () => messages.filter((m) => !m.read).length;

export default {
  'GET /api/visitor/inbox': requireAuth((req, res) => {
    const list = req.query?.unreadOnly === 'true' ? messages.filter((m) => !m.read) : messages;
    res.json(ok({ ...page(list, req.query), unreadCount: unread() }));
  }),
  'GET /api/visitor/inbox/unread': requireAuth((_req, res) => res.json(ok({ unreadCount: unread() }))),
  'POST /api/visitor/inbox/read': requireAuth((req, res) => {
    const { ids, all } = req.body ?? {};
    if (!all && !ids?.length) return badRequest(res, 'ids', 'body.ids: give the ids of the messages, or all: true');
    const now = new Date().toISOString();
    for (const m of messages) if (all || ids.includes(m.id)) Object.assign(m, { read: true, readAt: m.readAt ?? now });
    res.json(ok({ unreadCount: unread() }));
  }),
  'POST /api/visitor/inbox/delete': requireAuth((req, res) => {
    const ids: number[] = req.body?.ids ?? [];
    if (!ids.length) return badRequest(res, 'ids', 'body.ids: give the ids of the messages');
    const before = messages.length;
    for (let i = messages.length - 1; i >= 0; i -= 1) if (ids.includes(messages[i].id)) messages.splice(i, 1);
    res.json(ok({ removed: before - messages.length, unreadCount: unread() }));
  }),
};
