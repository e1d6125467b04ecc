/** The front's forum: /forum by board with link paging and a new thread, /forum/:id with replies, the reply box and reports. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import GlobalModel from '@/models/global';
import VisitorModel from '@/models/visitor';
import ForumScreen from '@/pages/forum';
import ForumThreadScreen from '@/pages/forum/Detail';
import { forumThreadDetail, postForumReply, postForumThread, queryForumThreads, reportForumPost } from '@/services/portal/forum';
import { renderScreen } from './helpers/renderScreen';
import { createStore } from './helpers/store';

jest.mock('@umijs/max', () => {
  const router = require('react-router-dom');
  return { ...require('./helpers/umiMax').umiMaxMock(), useParams: router.useParams, useLocation: router.useLocation, Link: router.Link };
});
jest.mock('@/services/portal/forum', () => ({
  queryForumThreads: jest.fn(),
  forumThreadDetail: jest.fn(),
  postForumThread: jest.fn(),
  postForumReply: jest.fn(),
  reportForumPost: jest.fn(),
}));
jest.setTimeout(30000);

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const boards = [
  { id: 1, name: '园区交流', description: '园区生活与设施', postPolicy: 'visitors', threadCount: 25 },
  { id: 2, name: '政策咨询', description: '政策申报问答', postPolicy: 'visitors', threadCount: 12 },
  { id: 3, name: '园区公告', description: null, postPolicy: 'staff', threadCount: 1 },
];
const thread = (id: number, over: object = {}) => ({
  id,
  title: `主题 ${id}`,
  boardId: 1,
  boardName: '园区交流',
  excerpt: `内容 ${id}`,
  authorName: '陈雨桐',
  pinned: false,
  locked: false,
  replyCount: 3,
  createdAt: '2026-11-20T01:00:00.000Z',
  // 16:05 UTC is 00:05 the next day in China.
  lastPostAt: '2026-11-20T16:05:00.000Z',
  ...over,
});
const post = (id: number, over: object = {}) => ({
  id,
  content: `回复 ${id}`,
  authorName: '刘志远',
  byStaff: false,
  createdAt: '2026-11-20T02:00:00.000Z',
  ...over,
});
const detail = (over: object = {}) => ({
  id: 9,
  title: '星湖街地铁站的接驳班车',
  boardId: 1,
  boardName: '园区交流',
  pinned: false,
  locked: false,
  replyCount: 2,
  createdAt: '2026-11-20T01:00:00.000Z',
  post: post(100, { content: '班车停了，详见 https://park.example.cn/notice?id=3。谢谢', authorName: '陈雨桐' }),
  replies: { list: [post(101), post(102, { authorName: '园区管理员', byStaff: true })], total: 2, current: 1, pageSize: 20 },
  ...over,
});

const signedInStore = async () => {
  const store = createStore(GlobalModel, VisitorModel);
  await store.dispatch({ type: 'visitor/save', payload: { id: 5, displayName: '张伟' } });
  return store;
};
const renderAt = (path: string, store = createStore(GlobalModel, VisitorModel)) => ({
  store,
  ...renderScreen(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/forum" element={<ForumScreen />} />
        <Route path="/forum/:id" element={<ForumThreadScreen />} />
      </Routes>
    </MemoryRouter>,
    { store },
  ),
});

describe('/forum', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists a board’s page as its address asks, pinned and locked marked, with links for the boards and the pages', async () => {
    jest.mocked(queryForumThreads).mockResolvedValue(ok({ list: [thread(7, { pinned: true }), thread(6, { locked: true })], total: 25, boards }));
    renderAt('/forum?board=1&current=2');
    expect(await screen.findByRole('link', { name: '主题 7' })).toHaveAttribute('href', '/forum/7');
    expect(queryForumThreads).toHaveBeenCalledWith({ board: 1, current: 2, pageSize: 20 }, { skipErrorHandler: true });
    expect(screen.getByRole('heading', { name: '论坛 · 园区交流' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '论坛版块' });
    expect(within(nav).getByRole('link', { name: /园区交流/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '全部' })).toHaveAttribute('href', '/forum');
    expect(screen.getAllByText('置顶')).toHaveLength(1);
    expect(screen.getAllByText('已锁定')).toHaveLength(1);
    expect(screen.getAllByText('最后回复 2026-11-21 00:05')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '1' })).toHaveAttribute('href', '/forum?board=1');
  });

  it('asks a signed-out reader to sign in before starting a thread', async () => {
    jest.mocked(queryForumThreads).mockResolvedValue(ok({ list: [thread(7)], total: 1, boards }));
    const { store } = renderAt('/forum');
    fireEvent.click(await screen.findByRole('button', { name: /登录后发帖/ }));
    expect(store.getState().global.loginModalVisible).toBe(true);
    expect(postForumThread).not.toHaveBeenCalled();
  });

  it('lets a signed-in visitor start a thread in a board open to visitors, and says when it waits for review', async () => {
    jest.mocked(queryForumThreads).mockResolvedValue(ok({ list: [thread(7)], total: 1, boards }));
    jest.mocked(postForumThread).mockResolvedValue(ok({ id: 30, threadId: 30, status: 'held' }));
    renderAt('/forum?board=2', await signedInStore());
    fireEvent.click(await screen.findByRole('button', { name: /发帖/ }));
    const dialog = await screen.findByRole('dialog');
    // Staff-only boards are not offered.
    expect(within(dialog).queryByRole('option', { name: '园区公告' })).toBeNull();
    expect(within(dialog).getByTestId('forum-new-board')).toHaveValue('2');
    fireEvent.change(within(dialog).getByTestId('forum-new-title'), { target: { value: '高企认定材料' } });
    fireEvent.change(within(dialog).getByTestId('forum-new-content'), { target: { value: '需要哪些材料？' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*表/ }));
    await waitFor(() => expect(postForumThread).toHaveBeenCalledWith({ boardId: 2, title: '高企认定材料', content: '需要哪些材料？' }));
    expect(await screen.findByText('已提交，内容需经管理员审核后显示')).toBeInTheDocument();
  });

  it('shows the not-found page for a board the front does not show', async () => {
    jest.mocked(queryForumThreads).mockRejectedValue(Object.assign(new Error('404'), { response: { status: 404 } }));
    renderAt('/forum?board=99');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
  });
});

describe('/forum/:id', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the thread as text with its links, the replies with floors and staff marked, and a sign-in prompt', async () => {
    jest.mocked(forumThreadDetail).mockResolvedValue(ok(detail()));
    const { store } = renderAt('/forum/9');
    expect(await screen.findByRole('heading', { name: '星湖街地铁站的接驳班车' })).toBeInTheDocument();
    expect(forumThreadDetail).toHaveBeenCalledWith({ id: 9, current: 1, pageSize: 20 }, { skipErrorHandler: true });
    const opening = screen.getByTestId('forum-opening');
    expect(within(opening).getByRole('link', { name: 'https://park.example.cn/notice?id=3' })).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(opening).toHaveTextContent('班车停了，详见 https://park.example.cn/notice?id=3。谢谢');
    expect(screen.getByText('楼主')).toBeInTheDocument();
    expect(screen.getByText('3 楼')).toBeInTheDocument();
    expect(screen.getByText('园区管理员', { selector: '.ant-tag' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('forum-sign-in')).getByRole('button'));
    expect(store.getState().global.loginModalVisible).toBe(true);
  });

  it('lets a signed-in visitor reply, and report a post with a reason', async () => {
    jest.mocked(forumThreadDetail).mockResolvedValue(ok(detail()));
    jest.mocked(postForumReply).mockResolvedValue(ok({ id: 103, threadId: 9, status: 'published' }));
    jest.mocked(reportForumPost).mockResolvedValue(ok(null));
    renderAt('/forum/9', await signedInStore());
    fireEvent.change(await screen.findByTestId('forum-reply-text'), { target: { value: '已经恢复了' } });
    fireEvent.click(screen.getByTestId('forum-reply-submit'));
    await waitFor(() => expect(postForumReply).toHaveBeenCalledWith({ threadId: 9, content: '已经恢复了' }));
    // The thread is asked again with the new reply.
    await waitFor(() => expect(forumThreadDetail).toHaveBeenCalledTimes(2));

    fireEvent.click(await screen.findByTestId('report-101'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('人身攻击或不文明'));
    fireEvent.change(within(dialog).getByLabelText('补充说明（选填）'), { target: { value: '辱骂他人' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交举报' }));
    await waitFor(() => expect(reportForumPost).toHaveBeenCalledWith({ postId: 101, reason: '人身攻击或不文明：辱骂他人' }));
  });

  it('opens the page a published reply lands on when it starts a new one', async () => {
    const full = Array.from({ length: 20 }, (_, i) => post(101 + i));
    jest.mocked(forumThreadDetail).mockResolvedValue(ok(detail({ replyCount: 20, replies: { list: full, total: 20, current: 1, pageSize: 20 } })));
    jest.mocked(postForumReply).mockResolvedValue(ok({ id: 200, threadId: 9, status: 'published' }));
    renderAt('/forum/9', await signedInStore());
    fireEvent.change(await screen.findByTestId('forum-reply-text'), { target: { value: '第 21 条' } });
    fireEvent.click(screen.getByTestId('forum-reply-submit'));
    const { history } = jest.requireMock('@umijs/max') as { history: { push: jest.Mock } };
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/forum/9?current=2'));
  });

  it('says a locked thread takes no replies', async () => {
    jest.mocked(forumThreadDetail).mockResolvedValue(ok(detail({ locked: true })));
    renderAt('/forum/9', await signedInStore());
    expect(await screen.findByText('该主题已锁定，不能再回复')).toBeInTheDocument();
    expect(screen.queryByTestId('forum-reply-text')).toBeNull();
  });

  it('never asks for an id that cannot be a thread', async () => {
    renderAt('/forum/abc');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(forumThreadDetail).not.toHaveBeenCalled();
  });
});
