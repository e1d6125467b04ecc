import { FORUM_MODERATION_ACTIONS, FORUM_POSTS_PER_MINUTE, sensitiveWordsIn, type ForumModerationAction, type ForumPostStatus } from '@shared/forum';
import {
  badRequest,
  conflict,
  contains,
  fail,
  nextId,
  notFound,
  nowIso,
  ok,
  page,
  queryId,
  rejectMissing,
  requireAuth,
  type MockHandler,
  type MockRequest,
} from './_helpers';

/** The forum as the screens use it (server/modules/forum): boards, threads and replies, moderation, reports, words. */

type Board = { id: number; name: string; description: string | null; order: number; visible: boolean; postPolicy: 'visitors' | 'staff'; updatedAt: string };
type Post = {
  id: number;
  threadId: number;
  opening: boolean;
  content: string;
  status: ForumPostStatus;
  heldFor: string[];
  authorName: string;
  byStaff: boolean;
  reports: { reason: string; reporterName: string; createdAt: string }[];
  createdAt: string;
};
type Thread = { id: number; boardId: number; title: string; pinned: boolean; locked: boolean; createdAt: string };

const boards: Board[] = [
  { id: 1, name: '园区交流', description: '园区生活、设施、交通与餐饮，大家的日常交流', order: 10, visible: true, postPolicy: 'visitors', updatedAt: nowIso() },
  { id: 2, name: '政策咨询', description: '政策申报、认定与补贴的经验分享和问答', order: 20, visible: true, postPolicy: 'visitors', updatedAt: nowIso() },
  {
    id: 3,
    name: '活动召集与二手闲置',
    description: '运动、读书、公益等活动召集，以及闲置物品转让',
    order: 30,
    visible: true,
    postPolicy: 'visitors',
    updatedAt: nowIso(),
  },
];
let words = ['代开发票', '刷单', '套现', '博彩'];
const PEOPLE = ['陈雨桐', '刘志远', '黄晓敏', '张伟', '林佳怡', '徐浩然'];
const TITLES = [
  '星湖街地铁站到园区的接驳班车什么时候恢复？',
  '高新技术企业认定，研发费用占比怎么算？',
  '【活动召集】周六金鸡湖环湖骑行',
  'A 栋 3 号电梯又困人了',
  '园区食堂新开了湘菜窗口',
];
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();

const threads: Thread[] = [];
const posts: Post[] = [];
for (let i = 0; i < 30; i += 1) {
  const thread: Thread = {
    id: i + 1,
    boardId: (i % 3) + 1,
    title: `${TITLES[i % TITLES.length]}（${i + 1}）`,
    pinned: i === 0,
    locked: i === 3,
    createdAt: at(i * 20 + 2),
  };
  threads.push(thread);
  posts.push({
    id: posts.length + 1,
    threadId: thread.id,
    opening: true,
    content: `第 ${i + 1} 个主题的内容，详见 https://park.example.cn/page/about`,
    status: 'published',
    heldFor: [],
    authorName: PEOPLE[i % PEOPLE.length],
    byStaff: false,
    reports: [],
    createdAt: thread.createdAt,
  });
  for (let k = 0; k < (i === 1 ? 25 : i % 4); k += 1) {
    posts.push({
      id: posts.length + 1,
      threadId: thread.id,
      opening: false,
      content: `回复 ${k + 1}：同问，期待管委会答复。`,
      status: 'published',
      heldFor: [],
      authorName: PEOPLE[(i + k + 1) % PEOPLE.length],
      byStaff: false,
      reports: [],
      createdAt: at(i * 20 + 1 - k * 0.02),
    });
  }
}
posts.push({
  id: posts.length + 1,
  threadId: 2,
  opening: false,
  content: '专业代开发票，有需要的加我。',
  status: 'held',
  heldFor: ['代开发票'],
  authorName: '徐浩然',
  byStaff: false,
  reports: [],
  createdAt: at(1),
});
posts[1].reports.push({ reason: '人身攻击，言辞不文明', reporterName: '陈雨桐', createdAt: at(0.5) });

const boardOf = (id: number) => boards.find((b) => b.id === id)!;
const threadOf = (id: number) => threads.find((t) => t.id === id);
const openingOf = (t: Thread) => posts.find((p) => p.threadId === t.id && p.opening)!;
const publishedReplies = (t: Thread) => posts.filter((p) => p.threadId === t.id && !p.opening && p.status === 'published');
const onFront = (t: Thread | undefined): t is Thread => !!t && openingOf(t).status === 'published' && boardOf(t.boardId).visible;
const lastPostAt = (t: Thread) =>
  [openingOf(t), ...publishedReplies(t)]
    .map((p) => p.createdAt)
    .sort()
    .pop()!;
const frontBoards = () =>
  boards
    .filter((b) => b.visible)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((b) => ({
      id: b.id,
      name: b.name,
      description: b.description,
      postPolicy: b.postPolicy,
      threadCount: threads.filter((t) => t.boardId === b.id && onFront(t)).length,
    }));
const adminBoard = (b: Board) => ({ ...b, threadCount: threads.filter((t) => t.boardId === b.id).length });
const frontPost = (p: Post) => ({ id: p.id, content: p.content, authorName: p.authorName, byStaff: p.byStaff, createdAt: p.createdAt });

/** The dev server's posting limit, per token. */
const recent = new Map<string, number[]>();
function tooFast(req: MockRequest) {
  const key = req.headers.authorization ?? '';
  const now = Date.now();
  const times = (recent.get(key) ?? []).filter((t) => now - t < 60_000);
  recent.set(key, [...times, now]);
  return times.length >= FORUM_POSTS_PER_MINUTE;
}
const slow = fail(429, `You are posting too fast: at most ${FORUM_POSTS_PER_MINUTE} posts a minute. Try again in 60 s`, 1);

export default {
  // ---------- the admin ----------
  'GET /api/forum/admin/data/view': requireAuth((req, res) => {
    const q = req.query ?? {};
    const list = posts
      .filter((p) => {
        const t = threadOf(p.threadId)!;
        return (
          (!queryId(q.boardId) || t.boardId === queryId(q.boardId)) &&
          (!queryId(q.threadId) || p.threadId === queryId(q.threadId)) &&
          (!q.status || p.status === q.status) &&
          (!q.kind || p.opening === (q.kind === 'thread')) &&
          (q.reported !== 'true' || p.reports.length > 0) &&
          (contains(p.content, q.keyword) || contains(t.title, q.keyword))
        );
      })
      .sort((a, b) => (q.sortField === 'reportCount' ? b.reports.length - a.reports.length : 0) || b.createdAt.localeCompare(a.createdAt));
    const { list: shown, total } = page(list, q);
    res.json(
      ok({
        list: shown.map((p) => {
          const t = threadOf(p.threadId)!;
          return {
            id: p.id,
            kind: p.opening ? 'thread' : 'reply',
            threadId: t.id,
            threadTitle: t.title,
            boardId: t.boardId,
            boardName: boardOf(t.boardId).name,
            content: p.content,
            status: p.status,
            heldFor: p.heldFor,
            pinned: t.pinned,
            locked: t.locked,
            authorName: p.authorName,
            authorKind: p.byStaff ? 'staff' : 'visitor',
            reportCount: p.reports.length,
            reports: p.reports.slice(0, 5),
            createdAt: p.createdAt,
          };
        }),
        total,
        more: false,
      }),
    );
  }),
  'POST /api/forum/admin/data/moderate': requireAuth((req, res) => {
    const { ids, action } = req.body ?? {};
    if (!Array.isArray(ids) || !ids.length) return badRequest(res, 'ids', 'body.ids: choose at least one post');
    if (!FORUM_MODERATION_ACTIONS.includes(action)) return badRequest(res, 'action', 'body.action: is invalid');
    const chosen = posts.filter((p) => ids.includes(p.id));
    if (chosen.length !== ids.length) return notFound(res, 'Post');
    let affected = 0;
    for (const p of chosen) {
      const t = threadOf(p.threadId)!;
      const change: Partial<Record<ForumModerationAction, () => boolean>> = {
        hide: () => p.status !== 'hidden' && !!(p.status = 'hidden'),
        show: () => p.status === 'hidden' && !!(p.status = 'published'),
        approve: () => p.status === 'held' && !!(p.status = 'published'),
        dismiss: () => p.reports.length > 0 && !!(p.reports = []),
        pin: () => !t.pinned && (t.pinned = true),
        unpin: () => t.pinned && !(t.pinned = false),
        lock: () => !t.locked && (t.locked = true),
        unlock: () => t.locked && !(t.locked = false),
      };
      if (action === 'delete') {
        const gone = posts.filter((x) => x.id === p.id || (p.opening && x.threadId === t.id));
        gone.forEach((x) => posts.splice(posts.indexOf(x), 1));
        if (p.opening) threads.splice(threads.indexOf(t), 1);
        affected += 1;
      } else if (change[action as ForumModerationAction]!()) affected += 1;
    }
    res.json(ok({ affected }));
  }),
  'POST /api/forum/admin/data/threadPost': requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['boardId', 'title', 'content'])) return;
    const board = boards.find((b) => b.id === req.body.boardId);
    if (!board) return res.status(422).json(fail(422, `boardId: board ${req.body.boardId} does not exist`, 2, 'boardId'));
    const thread: Thread = { id: nextId(threads), boardId: board.id, title: String(req.body.title).trim(), pinned: false, locked: false, createdAt: nowIso() };
    threads.push(thread);
    posts.push({
      id: nextId(posts),
      threadId: thread.id,
      opening: true,
      content: String(req.body.content).trim(),
      status: 'published',
      heldFor: [],
      authorName: '系统管理员',
      byStaff: true,
      reports: [],
      createdAt: thread.createdAt,
    });
    res.json(ok({ id: thread.id, threadId: thread.id, status: 'published' }));
  }),
  'GET /api/forum/admin/data/categoryView': requireAuth((_req, res) => {
    const list = [...boards].sort((a, b) => a.order - b.order || a.id - b.id).map(adminBoard);
    res.json(ok({ list, total: list.length }));
  }),
  'POST /api/forum/admin/data/categoryPost': requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['name'])) return;
    const name = String(req.body.name).trim();
    const before = req.body.id ? boards.find((b) => b.id === req.body.id) : undefined;
    if (req.body.id && !before) return notFound(res, 'Board');
    if (boards.some((b) => b.name === name && b.id !== before?.id)) return conflict(res, `name: the board "${name}" already exists`, 'name');
    const fields = {
      name,
      description: req.body.description?.trim() || null,
      order: req.body.order ?? 0,
      visible: req.body.visible ?? true,
      postPolicy: req.body.postPolicy ?? 'visitors',
      updatedAt: nowIso(),
    };
    const saved = before ? Object.assign(before, fields) : { id: nextId(boards), ...fields };
    if (!before) boards.push(saved);
    res.json(ok(adminBoard(saved)));
  }),
  'POST /api/forum/admin/data/categoryDelete': requireAuth((req, res) => {
    const board = boards.find((b) => b.id === req.body?.id);
    if (!board) return notFound(res, 'Board');
    const n = threads.filter((t) => t.boardId === board.id).length;
    if (n) return conflict(res, `"${board.name}" still holds ${n} threads: delete them first, or hide the board`, 'id');
    boards.splice(boards.indexOf(board), 1);
    res.json(ok(null));
  }),
  'GET /api/forum/admin/data/words': requireAuth((_req, res) => res.json(ok({ list: words, total: words.length }))),
  'POST /api/forum/admin/data/wordsPost': requireAuth((req, res) => {
    const given = req.body?.words;
    words = Array.isArray(given) ? [...new Set(given.map((w: string) => String(w).trim()).filter(Boolean))] : [];
    res.json(ok({ list: words, total: words.length }));
  }),

  // ---------- the front ----------
  'GET /api/forum/board/list': (_req, res) => res.json(ok(frontBoards())),
  'GET /api/forum/thread/query': (req, res) => {
    const board = queryId(req.query?.board);
    const shown = frontBoards();
    if (req.query?.board && !shown.some((b) => b.id === board)) return notFound(res, 'Board');
    const list = threads
      .filter((t) => onFront(t) && (!board || t.boardId === board))
      .sort((a, b) => Number(b.pinned) - Number(a.pinned) || lastPostAt(b).localeCompare(lastPostAt(a)));
    const { list: items, total } = page(list, req.query);
    res.json(
      ok({
        list: items.map((t) => ({
          id: t.id,
          title: t.title,
          boardId: t.boardId,
          boardName: boardOf(t.boardId).name,
          excerpt: openingOf(t).content.slice(0, 120),
          authorName: openingOf(t).authorName,
          pinned: t.pinned,
          locked: t.locked,
          replyCount: publishedReplies(t).length,
          createdAt: t.createdAt,
          lastPostAt: lastPostAt(t),
        })),
        total,
        boards: shown,
      }),
    );
  },
  'GET /api/forum/thread/detail': (req, res) => {
    const t = threadOf(queryId(req.query?.id) ?? 0);
    if (!onFront(t)) return notFound(res, 'Thread');
    const replies = page(publishedReplies(t).map(frontPost), req.query);
    res.json(
      ok({
        id: t.id,
        title: t.title,
        boardId: t.boardId,
        boardName: boardOf(t.boardId).name,
        pinned: t.pinned,
        locked: t.locked,
        replyCount: replies.total,
        createdAt: t.createdAt,
        post: frontPost(openingOf(t)),
        replies,
      }),
    );
  },
  'POST /api/forum/thread/post': requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['boardId', 'title', 'content'])) return;
    const board = boards.find((b) => b.id === req.body.boardId && b.visible);
    if (!board) return notFound(res, 'Board');
    if (board.postPolicy === 'staff') return res.status(403).json(fail(403, `boardId: only the park's staff start threads in "${board.name}"`, 2, 'boardId'));
    if (tooFast(req)) return res.status(429).json(slow);
    const title = String(req.body.title).trim();
    const content = String(req.body.content).trim();
    const heldFor = sensitiveWordsIn(`${title}\n${content}`, words);
    const status = heldFor.length ? 'held' : 'published';
    const thread: Thread = { id: nextId(threads), boardId: board.id, title, pinned: false, locked: false, createdAt: nowIso() };
    threads.push(thread);
    posts.push({
      id: nextId(posts),
      threadId: thread.id,
      opening: true,
      content,
      status,
      heldFor,
      authorName: '园区用户',
      byStaff: false,
      reports: [],
      createdAt: thread.createdAt,
    });
    res.json(ok({ id: thread.id, threadId: thread.id, status }));
  }),
  'POST /api/forum/reply/post': requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['threadId', 'content'])) return;
    const t = threadOf(req.body.threadId);
    if (!onFront(t)) return notFound(res, 'Thread');
    if (t.locked) return conflict(res, 'threadId: the thread is locked and takes no more replies', 'threadId');
    if (tooFast(req)) return res.status(429).json(slow);
    const content = String(req.body.content).trim();
    const heldFor = sensitiveWordsIn(content, words);
    const status = heldFor.length ? 'held' : 'published';
    const id = nextId(posts);
    posts.push({ id, threadId: t.id, opening: false, content, status, heldFor, authorName: '园区用户', byStaff: false, reports: [], createdAt: nowIso() });
    res.json(ok({ id, threadId: t.id, status }));
  }),
  'POST /api/forum/report': requireAuth((req, res) => {
    if (rejectMissing(res, req.body, ['postId', 'reason'])) return;
    const p = posts.find((x) => x.id === req.body.postId && x.status === 'published');
    if (!p || !onFront(threadOf(p.threadId))) return notFound(res, 'Post');
    p.reports.unshift({ reason: String(req.body.reason).trim(), reporterName: '园区用户', createdAt: nowIso() });
    res.json(ok(null));
  }),
} satisfies Record<string, MockHandler>;
