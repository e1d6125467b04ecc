import { and, count, eq } from 'drizzle-orm';
import { forumPosts, forumThreads, visitors } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { pageDataFor } from '../../server/modules/seo/pageLoaders';
import { plainText } from '../../server/modules/forum/posting';
import { forumTime, linkParts, parseForumQuery, sensitiveWordsIn } from '../../shared/forum';
import { pageDataKey } from '../../shared/pageData';
import { bearer, createTestContext, dbKinds, type TestContext } from './harness';

type Headers = Record<string, string>;
type Board = { id: number; name: string; postPolicy: string; threadCount: number; visible: boolean };
type Thread = { id: number; title: string; pinned: boolean; locked: boolean; replyCount: number; boardId: number };
type Post = {
  id: number;
  kind: string;
  threadId: number;
  status: string;
  reportCount: number;
  reports: { reason: string }[];
  heldFor: string[];
  content: string;
};

const PASSWORD = 'Visitor@2026';

describe.each(dbKinds)('forum on %s', (kind) => {
  let ctx: TestContext;
  let admin: Headers;
  let people: Headers[];
  let boards: Record<string, Board>;
  const get = (url: string, headers: Headers = {}) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers: Headers = admin) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const base = '/api/forum/admin/data';
  const moderation = async (query: string) => (await get(`${base}/view?${query}`, admin)).json().data as { list: Post[]; total: number };
  const front = async (query = '') => (await get(`/api/forum/thread/query${query}`)).json().data as { list: Thread[]; total: number; boards: Board[] };
  const moderate = (ids: number[], action: string) => post(`${base}/moderate`, { ids, action });
  const openingOf = async (threadId: number) => (await moderation(`threadId=${threadId}&kind=thread`)).list[0];

  /** The boards' kept counts (the front's tabs and list totals) are the published threads, counted. */
  const countsHold = async () => {
    for (const b of (await get('/api/forum/board/list')).json().data as Board[]) {
      const [{ n }] = await ctx.database.db
        .select({ n: count() })
        .from(forumThreads)
        .where(and(eq(forumThreads.boardId, b.id), eq(forumThreads.status, 'published')));
      expect({ board: b.name, threads: b.threadCount }).toEqual({ board: b.name, threads: n });
      expect((await front(`?board=${b.id}`)).total).toBe(n);
    }
  };

  let visitorCount = 0;
  const newVisitor = async (displayName: string) => {
    visitorCount += 1;
    const email = `forum.${kind}.${visitorCount}@example.cn`;
    await ctx.database.db.insert(visitors).values({ email, passwordHash: await hashPassword(PASSWORD), displayName, termsAcceptedAt: ctx.now() });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/visitor/login', payload: { address: email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    return bearer(res.json().data.token as string);
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = bearer(await ctx.adminToken());
    people = [await newVisitor('周明'), await newVisitor('吴佳'), await newVisitor('郑涛')];
    const list = (await get(`${base}/categoryView`, admin)).json().data.list as Board[];
    boards = Object.fromEntries(list.map((b) => [b.name, b]));
  });
  afterAll(() => ctx.close());

  it('seeds three boards with threads, pinned first, paged on the server', async () => {
    expect(Object.keys(boards)).toEqual(['园区交流', '政策咨询', '活动召集与二手闲置']);
    const first = await front(`?board=${boards['园区交流'].id}&pageSize=20`);
    expect(first.total).toBeGreaterThan(20);
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({ title: '【版规】园区论坛发帖须知', pinned: true, locked: true });
    const second = await front(`?board=${boards['园区交流'].id}&pageSize=20&current=2`);
    expect(second.list.length).toBe(first.total - 20);
    expect(second.list.some((t) => first.list.some((f) => f.id === t.id))).toBe(false);
    expect(first.boards.map((b) => b.name)).toEqual(Object.keys(boards));
    // Every board's threads together.
    const all = await front('?pageSize=5');
    expect(all.total).toBe(first.boards.reduce((n, b) => n + b.threadCount, 0));
    // A thread with its replies paged; the held reply is not among them.
    const busy = first.list.find((t) => t.title.includes('湘菜'))!;
    const detail = (await get(`/api/forum/thread/detail?id=${busy.id}&pageSize=20`)).json().data;
    expect(detail.replies.total).toBe(busy.replyCount);
    expect(detail.replies.list).toHaveLength(20);
    expect(JSON.stringify(detail)).not.toContain('代开发票');
    const page2 = (await get(`/api/forum/thread/detail?id=${busy.id}&pageSize=20&current=2`)).json().data;
    expect(page2.replies.list.length).toBe(busy.replyCount - 20);
    // The moderation list shows the held one and the reported one with reasons.
    const held = await moderation('status=held');
    expect(held.list.some((p) => p.heldFor.includes('代开发票'))).toBe(true);
    const reported = await moderation('reported=true');
    expect(reported.list[0].reports.map((r) => r.reason).sort()).toEqual(['人身攻击，言辞不文明', '恶意诋毁商家'].sort());
    expect((await get(`${base}/words`, admin)).json().data.list).toContain('代开发票');
    await countsHold();
  });

  it('lets a signed-in visitor start a thread and reply as plain text; others read it; anonymous people cannot post', async () => {
    const board = boards['园区交流'].id;
    const anonymous = await post('/api/forum/thread/post', { boardId: board, title: '匿名发帖', content: '试试' }, {});
    expect(anonymous.statusCode).toBe(401);
    // A staff token is no visitor's.
    expect((await post('/api/forum/thread/post', { boardId: board, title: '员工发帖', content: '试试' }, admin)).statusCode).toBe(401);
    const started = await post(
      '/api/forum/thread/post',
      {
        boardId: board,
        title: '<b>园区</b>西门什么时候开放？',
        content: '西门装修好久了<script>alert(1)</script>，详见 https://park.example.cn/notice?id=3。\n谢谢！',
      },
      people[0],
    );
    expect(started.statusCode).toBe(200);
    const { threadId, status } = started.json().data;
    expect(status).toBe('published');
    const shown = (await get(`/api/forum/thread/detail?id=${threadId}`)).json().data;
    expect(shown).toMatchObject({ title: '园区西门什么时候开放？', replyCount: 0, post: { authorName: '周明', byStaff: false } });
    expect(shown.post.content).toBe('西门装修好久了，详见 https://park.example.cn/notice?id=3。\n谢谢！');
    const reply = await post('/api/forum/reply/post', { threadId, content: '听说下个月。' }, people[1]);
    expect(reply.statusCode).toBe(200);
    const after = (await get(`/api/forum/thread/detail?id=${threadId}`)).json().data;
    expect(after.replyCount).toBe(1);
    expect(after.replies.list[0]).toMatchObject({ content: '听说下个月。', authorName: '吴佳' });
    // On its board's list: pinned first, then by the latest post (the seed's are dated by the real clock, the test's by its own).
    const list = (await front(`?board=${board}&pageSize=100`)).list as (Thread & { lastPostAt: string })[];
    expect(list.some((t) => t.id === threadId)).toBe(true);
    const order = list.map((t) => [t.pinned ? 1 : 0, t.lastPostAt].join(' '));
    expect(order).toEqual([...order].sort().reverse());
    // Audited, with the visitor named.
    const log = (await get(`/apiv2/account/admin/log?entity=forum-thread&entityId=${threadId}`, admin)).json().data.list;
    expect(log).toHaveLength(1);
    await countsHold();
  });

  it('refuses bad input naming the field, unknown ids with 404, and staff-only boards to visitors', async () => {
    const board = boards['政策咨询'].id;
    const cases: [string, object, number, string | undefined][] = [
      ['/api/forum/thread/post', { boardId: board, title: ' ', content: '内容' }, 400, 'title'],
      ['/api/forum/thread/post', { boardId: board, title: '标题可以', content: '' }, 400, 'content'],
      ['/api/forum/thread/post', { boardId: board, title: '标题可以', content: 'x'.repeat(5001) }, 400, 'content'],
      ['/api/forum/thread/post', { boardId: board, title: '标题\u0000可以', content: '内容' }, 400, 'title'],
      ['/api/forum/thread/post', { boardId: board, title: '标题可以', content: '<script>alert(1)</script>' }, 422, 'content'],
      ['/api/forum/thread/post', { boardId: 'x', title: '标题可以', content: '内容' }, 400, 'boardId'],
      ['/api/forum/reply/post', { threadId: 99999999, content: '内容' }, 404, undefined],
      ['/api/forum/report', { postId: 99999999, reason: '广告' }, 404, undefined],
      ['/api/forum/report', { postId: 1, reason: '' }, 400, 'reason'],
      ['/api/forum/thread/post', { boardId: 99999999, title: '标题可以', content: '内容' }, 404, undefined],
    ];
    for (const [url, payload, status, field] of cases) {
      const res = await post(url, payload, people[2]);
      expect({ url, payload, status: res.statusCode, field: res.json().field }).toEqual({ url, payload, status, field });
    }
    expect((await get('/api/forum/thread/detail?id=99999999')).statusCode).toBe(404);
    expect((await get('/api/forum/thread/query?board=99999999')).statusCode).toBe(404);
    expect((await get('/api/forum/thread/detail?id=abc')).statusCode).toBe(400);
    // A board for staff only: visitors may not start threads there (403); staff post announcements from the admin.
    const notices = (await post(`${base}/categoryPost`, { name: '园区公告', description: '管委会发布', order: 5, postPolicy: 'staff' })).json().data;
    const refused = await post('/api/forum/thread/post', { boardId: notices.id, title: '我也想发公告', content: '可以吗' }, people[2]);
    expect([refused.statusCode, refused.json().field]).toEqual([403, 'boardId']);
    const announced = await post(`${base}/threadPost`, { boardId: notices.id, title: '元旦放假安排', content: '1 月 1 日放假一天。' });
    expect(announced.statusCode).toBe(200);
    const shown = (await get(`/api/forum/thread/detail?id=${announced.json().data.threadId}`)).json().data;
    expect(shown.post).toMatchObject({ authorName: '系统管理员', byStaff: true });
    // Replies to an announcement are open to visitors.
    expect((await post('/api/forum/reply/post', { threadId: shown.id, content: '收到' }, people[2])).statusCode).toBe(200);
  });

  it('limits a visitor to 5 posts a minute (429, counted in the database), and a locked thread refuses replies (409)', async () => {
    const me = await newVisitor('冯雷');
    const board = boards['活动召集与二手闲置'].id;
    const started = (await post('/api/forum/thread/post', { boardId: board, title: '周末爬山', content: '去天平山，周六 8 点出发。' }, me)).json().data;
    for (let i = 0; i < 4; i += 1) expect((await post('/api/forum/reply/post', { threadId: started.threadId, content: `补充 ${i}` }, me)).statusCode).toBe(200);
    const sixth = await post('/api/forum/reply/post', { threadId: started.threadId, content: '再补充' }, me);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorMessage).toMatch(/at most 5 posts a minute/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Sent at once (as to several instances behind a load balancer), still 5: the posts are counted under a lock.
    const racer = await newVisitor('秦川');
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post('/api/forum/reply/post', { threadId: started.threadId, content: `同时 ${i}` }, racer)),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Another visitor is not limited by it.
    expect((await post('/api/forum/reply/post', { threadId: started.threadId, content: '我也去' }, people[0])).statusCode).toBe(200);
    ctx.advance(61_000);
    expect((await post('/api/forum/reply/post', { threadId: started.threadId, content: '一分钟后' }, me)).statusCode).toBe(200);

    const opening = await openingOf(started.threadId);
    expect((await moderate([opening.id], 'lock')).json().data.affected).toBe(1);
    const locked = await post('/api/forum/reply/post', { threadId: started.threadId, content: '锁了吗' }, people[1]);
    expect([locked.statusCode, locked.json().field]).toEqual([409, 'threadId']);
    expect((await get(`/api/forum/thread/detail?id=${started.threadId}`)).json().data.locked).toBe(true);
    await moderate([opening.id], 'unlock');
    expect((await post('/api/forum/reply/post', { threadId: started.threadId, content: '解锁了' }, people[1])).statusCode).toBe(200);
  });

  it('holds a post with a sensitive word until a moderator approves it; the words are edited in the admin', async () => {
    const words = (await get(`${base}/words`, admin)).json().data.list as string[];
    const saved = await post(`${base}/wordsPost`, { words: [...words, '加群领红包', ' ', '加群领红包'] });
    expect(saved.json().data.list.filter((w: string) => w === '加群领红包')).toHaveLength(1);
    const board = boards['园区交流'].id;
    const res = await post('/api/forum/thread/post', { boardId: board, title: '福利来了', content: '加群领红包，名额有限' }, people[1]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'held' }, message: expect.stringMatching(/awaits review/) });
    const { threadId } = res.json().data;
    expect((await get(`/api/forum/thread/detail?id=${threadId}`)).statusCode).toBe(404);
    expect((await front(`?board=${board}&pageSize=100`)).list.some((t) => t.id === threadId)).toBe(false);
    const held = (await moderation('status=held&kind=thread')).list.find((p) => p.threadId === threadId)!;
    expect(held.heldFor).toEqual(['加群领红包']);
    expect((await moderate([held.id], 'approve')).json().data.affected).toBe(1);
    expect((await get(`/api/forum/thread/detail?id=${threadId}`)).statusCode).toBe(200);
    await countsHold();
    // A reply is held the same way and does not count until approved.
    const reply = (await post('/api/forum/reply/post', { threadId, content: '加群领红包+1' }, people[2])).json().data;
    expect(reply.status).toBe('held');
    expect((await get(`/api/forum/thread/detail?id=${threadId}`)).json().data.replyCount).toBe(0);
    await moderate([reply.id], 'approve');
    expect((await get(`/api/forum/thread/detail?id=${threadId}`)).json().data.replyCount).toBe(1);
    // Words removed from the list no longer hold.
    await post(`${base}/wordsPost`, { words });
    const free = await post('/api/forum/reply/post', { threadId, content: '加群领红包是骗局' }, people[0]);
    expect(free.json().data.status).toBe('published');
    expect((await post(`${base}/wordsPost`, { words: ['x'.repeat(33)] })).statusCode).toBe(400);
  });

  it('takes reports from readers; moderators hide, show, pin and delete; hidden posts leave the front', async () => {
    const board = boards['园区交流'].id;
    const started = (await post('/api/forum/thread/post', { boardId: board, title: '出售会员卡', content: '低价出售各类会员卡' }, people[2])).json().data;
    const opening = await openingOf(started.threadId);
    expect((await post('/api/forum/report', { postId: opening.id, reason: '疑似广告' }, people[0])).statusCode).toBe(200);
    const twice = await post('/api/forum/report', { postId: opening.id, reason: '还是广告' }, people[0]);
    expect([twice.statusCode, twice.json().field]).toEqual([409, 'postId']);
    expect((await post('/api/forum/report', { postId: opening.id, reason: '广告' }, {})).statusCode).toBe(401);
    await post('/api/forum/report', { postId: opening.id, reason: '与园区无关' }, people[1]);
    const reported = (await moderation('reported=true&sortField=reportCount')).list.find((p) => p.id === opening.id)!;
    expect(reported.reportCount).toBe(2);
    expect(reported.reports.map((r) => r.reason)).toEqual(['与园区无关', '疑似广告']);

    // Hidden: off the front's list and detail, reports dealt with.
    expect((await moderate([opening.id], 'hide')).json().data.affected).toBe(1);
    expect((await get(`/api/forum/thread/detail?id=${started.threadId}`)).statusCode).toBe(404);
    expect((await front(`?board=${board}&pageSize=100`)).list.some((t) => t.id === started.threadId)).toBe(false);
    expect((await openingOf(started.threadId)).reportCount).toBe(0);
    await countsHold();
    // A hidden thread takes no replies or reports.
    expect((await post('/api/forum/reply/post', { threadId: started.threadId, content: '还在吗' }, people[0])).statusCode).toBe(404);
    await moderate([opening.id], 'show');
    expect((await get(`/api/forum/thread/detail?id=${started.threadId}`)).statusCode).toBe(200);

    // A hidden reply is not shown and not counted.
    const reply = (await post('/api/forum/reply/post', { threadId: started.threadId, content: '多少钱？' }, people[1])).json().data;
    await moderate([reply.id], 'hide');
    const detail = (await get(`/api/forum/thread/detail?id=${started.threadId}`)).json().data;
    expect([detail.replyCount, detail.replies.list.length]).toEqual([0, 0]);

    // Pinned: first on the board.
    await moderate([opening.id], 'pin');
    const pinned = (await front(`?board=${board}`)).list.filter((t) => t.pinned).map((t) => t.id);
    expect(pinned).toContain(started.threadId);

    // Filters: board, status, keyword; unknown post ids are 404; bad actions 400.
    expect((await moderation(`keyword=${encodeURIComponent('出售会员卡')}`)).list.map((p) => p.threadId)).toContain(started.threadId);
    expect((await moderation(`boardId=${boards['政策咨询'].id}&pageSize=200`)).list.every((p) => p.threadId !== started.threadId)).toBe(true);
    expect((await moderate([99999999], 'hide')).statusCode).toBe(404);
    expect((await moderate([opening.id], 'burn')).statusCode).toBe(400);
    expect((await get(`${base}/view?sortField=title`, admin)).statusCode).toBe(400);

    // Deleting the opening post deletes the thread with its replies.
    expect((await moderate([opening.id], 'delete')).statusCode).toBe(200);
    expect((await get(`/api/forum/thread/detail?id=${started.threadId}`)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(forumPosts).where(eq(forumPosts.threadId, started.threadId))).toEqual([]);
    const log = (await get(`/apiv2/account/admin/log?entity=forum-thread&entityId=${started.threadId}`, admin)).json().data.list;
    expect(log.map((l: { action: string }) => l.action).sort()).toEqual(['create', 'delete', 'update']);
    await countsHold();
  });

  it("finds a keyword in posts and in their threads' titles, rare or common, and counts a common one to 200", async () => {
    const board = boards['园区交流'].id;
    const [{ id: author }] = await ctx.database.db.select({ id: visitors.id }).from(visitors).limit(1);
    let clock = Date.now() + 60_000; // newer than every seeded post
    const at = () => new Date((clock += 1000));
    const thread = async (title: string) => {
      const times = { lastPostAt: at(), createdAt: at(), updatedAt: at() };
      const [row] = await ctx.database.db
        .insert(forumThreads)
        .values({ boardId: board, title, authorVisitorId: author, ...times })
        .returning({ id: forumThreads.id });
      return row.id;
    };
    const replies = (threadId: number, contents: string[]) =>
      ctx.database.db
        .insert(forumPosts)
        .values(contents.map((content) => ({ threadId, boardId: board, content, authorVisitorId: author, createdAt: at(), updatedAt: at() })));
    // Rare: one thread titled with the word, its replies without it; one post elsewhere holding it.
    const titled = await thread('周末停车难怎么办');
    await replies(titled, ['开头帖', '同感', '附近有公共车位']);
    const other = await thread('食堂菜单');
    await replies(other, ['晚上停车难']);
    const rare = await moderation(`keyword=${encodeURIComponent('停车难')}&pageSize=50`);
    expect([rare.total, rare.list.filter((p) => p.threadId === titled).length, rare.list.some((p) => p.threadId === other)]).toEqual([4, 3, true]);
    // Common (most of the newest posts hold it): walked newest first, each post's thread looked up; counted to 200.
    const busy = await thread('周末加班');
    await replies(
      busy,
      Array.from({ length: 230 }, (_, i) => `第${i}楼：打卡机又坏了`),
    );
    const repair = await thread('打卡机报修');
    await replies(repair, ['已登记', '师傅下午到']);
    const common = await moderation(`keyword=${encodeURIComponent('打卡机')}&pageSize=20`);
    expect([common.total, (common as { more?: boolean }).more, common.list.length]).toEqual([200, true, 20]);
    expect(common.list.slice(0, 2).map((p) => [p.threadId, p.content])).toEqual([
      [repair, '师傅下午到'],
      [repair, '已登记'],
    ]);
    expect(common.list.slice(2).every((p) => p.threadId === busy)).toBe(true);
  });

  it('manages boards: unique names (409), a board holding threads is not deleted (409 with the count), hidden boards leave the front', async () => {
    const dup = await post(`${base}/categoryPost`, { name: '园区交流' });
    expect([dup.statusCode, dup.json().field]).toEqual([409, 'name']);
    const exchange = boards['园区交流'];
    const refused = await post(`${base}/categoryDelete`, { id: exchange.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toMatch(/still holds \d+ threads/);
    const created = (await post(`${base}/categoryPost`, { name: '临时版块', order: 99 })).json().data;
    expect(created).toMatchObject({ name: '临时版块', postPolicy: 'visitors', visible: true, threadCount: 0 });
    expect((await post(`${base}/categoryDelete`, { id: created.id })).statusCode).toBe(200);
    expect((await post(`${base}/categoryDelete`, { id: created.id })).statusCode).toBe(404);
    expect((await post(`${base}/categoryPost`, { id: 99999999, name: '不存在' })).statusCode).toBe(404);
    // Hidden: neither the board nor its threads are on the front; posting there is 404.
    const events = boards['活动召集与二手闲置'];
    await post(`${base}/categoryPost`, { ...events, visible: false, id: events.id, threadCount: undefined, updatedAt: undefined });
    expect((await get('/api/forum/board/list')).json().data.map((b: Board) => b.name)).not.toContain(events.name);
    expect((await get(`/api/forum/thread/query?board=${events.id}`)).statusCode).toBe(404);
    expect((await post('/api/forum/thread/post', { boardId: events.id, title: '隐藏版块', content: '发帖' }, people[0])).statusCode).toBe(404);
    await post(`${base}/categoryPost`, { id: events.id, name: events.name, order: 30, visible: true });
    const log = (await get(`/apiv2/account/admin/log?entity=forum-board&entityId=${events.id}`, admin)).json().data.list;
    expect(log).toHaveLength(2);
  });

  it('gives the server-rendered /forum and /forum/:id the answers their screens ask for (null when not on the front)', async () => {
    const at = (path: string) => new URL(path, 'http://portal.invalid');
    const board = boards['政策咨询'].id;
    const list = (await pageDataFor(ctx.app, at(`/forum?board=${board}&current=1&junk=1`)))!;
    expect(list[pageDataKey.forumList(board, 1)]).toEqual((await get(`/api/forum/thread/query?board=${board}&current=1&pageSize=20`)).json().data);
    expect((await pageDataFor(ctx.app, at('/forum?board=99999999')))![pageDataKey.forumList(99999999, 1)]).toBeNull();
    const id = (list[pageDataKey.forumList(board, 1)] as { list: { id: number }[] }).list[0].id;
    const thread = (await pageDataFor(ctx.app, at(`/forum/${id}?current=2`)))!;
    expect(thread[pageDataKey.forumThread(id, 2)]).toEqual((await get(`/api/forum/thread/detail?id=${id}&current=2&pageSize=20`)).json().data);
    expect((await pageDataFor(ctx.app, at('/forum/99999999')))![pageDataKey.forumThread(99999999, 1)]).toBeNull();
  });

  it('keeps staff without the forum keys out', async () => {
    await ctx.createUser('forum.outsider', PASSWORD);
    const outsider = bearer(await ctx.login('forum.outsider', PASSWORD));
    expect((await get(`${base}/view`, outsider)).statusCode).toBe(403);
    expect((await post(`${base}/moderate`, { ids: [1], action: 'hide' }, outsider)).statusCode).toBe(403);
    expect((await post(`${base}/categoryPost`, { name: '越权' }, outsider)).statusCode).toBe(403);
    expect((await get(`${base}/view`, {})).statusCode).toBe(401);
    // A visitor's token is no staff session.
    expect((await get(`${base}/view`, people[0])).statusCode).toBe(401);
  });
});

describe('forum text', () => {
  it('keeps posts plain: tags and scripts out, text and line breaks kept, entities as typed', () => {
    expect(plainText('<p>你好</p><script>alert(1)</script><img src=x onerror=alert(2)>\r\n\r\n\r\n\r\n第二段 a < b & c')).toBe('你好\n\n第二段 a < b & c');
    expect(plainText('<style>p{}</style>  ')).toBe('');
  });

  it('cuts a post into text and links, leaving sentence punctuation out of the address', () => {
    expect(linkParts('见 https://park.example.cn/a?b=1。和 http://x.cn/y.')).toEqual([
      { text: '见 ' },
      { text: 'https://park.example.cn/a?b=1', href: 'https://park.example.cn/a?b=1' },
      { text: '。和 ' },
      { text: 'http://x.cn/y', href: 'http://x.cn/y' },
      { text: '.' },
    ]);
    expect(linkParts('javascript:alert(1) 无链接')).toEqual([{ text: 'javascript:alert(1) 无链接' }]);
  });

  it('finds sensitive words case-insensitively, reads addresses, shows China’s time', () => {
    expect(sensitiveWordsIn('加 VX 刷单', ['刷单', 'vx', '博彩'])).toEqual(['刷单', 'vx']);
    expect(parseForumQuery(new URLSearchParams('board=2&current=0'))).toEqual({ board: 2, current: 1 });
    expect(parseForumQuery(new URLSearchParams('board=abc&current=3'))).toEqual({ board: null, current: 3 });
    expect(forumTime('2026-11-20T16:05:00.000Z')).toBe('2026-11-21 00:05');
  });
});
