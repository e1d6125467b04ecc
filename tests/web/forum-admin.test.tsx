/** 论坛管理: the moderation list with its views, reports and actions; the boards; the sensitive words. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ForumAdmin from '@/pages/admin/forum';
import { wordsOf } from '@/pages/admin/forum/Words';
import { deleteForumBoard, moderateForumPosts, queryForumBoards, queryForumPosts, queryForumWords, saveForumWords } from '@/services/portal/forum';
import { grant } from './helpers/umiMax';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/forum', () => ({
  queryForumPosts: jest.fn(),
  moderateForumPosts: jest.fn(),
  postForumAnnouncement: jest.fn(),
  queryForumBoards: jest.fn(),
  saveForumBoard: jest.fn(),
  deleteForumBoard: jest.fn(),
  queryForumWords: jest.fn(),
  saveForumWords: jest.fn(),
}));
jest.setTimeout(60000);

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const post = (id: number, over: object = {}) => ({
  id,
  kind: 'thread',
  threadId: id,
  threadTitle: `主题 ${id}`,
  boardId: 1,
  boardName: '园区交流',
  content: `内容 ${id}`,
  status: 'published',
  heldFor: [],
  pinned: false,
  locked: false,
  authorName: '陈雨桐',
  authorKind: 'visitor',
  reportCount: 0,
  reports: [],
  createdAt: '2026-11-21T01:00:00.000Z',
  ...over,
});
const boards = [
  {
    id: 1,
    name: '园区交流',
    description: '日常交流',
    order: 10,
    visible: true,
    postPolicy: 'visitors',
    threadCount: 25,
    updatedAt: '2026-11-21T01:00:00.000Z',
  },
  { id: 2, name: '园区公告', description: null, order: 5, visible: false, postPolicy: 'staff', threadCount: 0, updatedAt: '2026-11-21T01:00:00.000Z' },
];

describe('论坛管理', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    grant();
    jest.mocked(queryForumBoards).mockResolvedValue(ok({ list: boards, total: 2 }));
    jest.mocked(queryForumPosts).mockResolvedValue(
      ok({
        list: [
          post(1, { reportCount: 2, reports: [{ reason: '疑似广告', reporterName: '刘志远', createdAt: '2026-11-21T02:00:00.000Z' }] }),
          post(2, { kind: 'reply', threadId: 1, threadTitle: '主题 1', status: 'held', heldFor: ['代开发票'], content: '代开发票请联系' }),
        ],
        total: 2,
        more: false,
      }),
    );
    jest.mocked(moderateForumPosts).mockResolvedValue(ok({ affected: 1 }));
  });

  it('lists posts with their reports and held words; the views and actions go to the server', async () => {
    renderScreen(<ForumAdmin />);
    expect(await screen.findByText('疑似广告')).toBeInTheDocument();
    expect(screen.getByText('命中敏感词：代开发票')).toBeInTheDocument();
    expect(queryForumPosts).toHaveBeenLastCalledWith(expect.objectContaining({ current: 1, pageSize: 20, sortField: 'createdAt', sortOrder: 'descend' }));

    // A held reply offers approve; a reported thread offers dismiss, pin and lock.
    fireEvent.click(screen.getByTestId('forum-approve-2'));
    await waitFor(() => expect(moderateForumPosts).toHaveBeenCalledWith({ ids: [2], action: 'approve' }, { skipErrorHandler: true }));
    expect(screen.getByTestId('forum-dismiss-1')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('forum-hide-1'));
    await waitFor(() => expect(moderateForumPosts).toHaveBeenCalledWith({ ids: [1], action: 'hide' }, { skipErrorHandler: true }));
    expect(screen.getByTestId('forum-pin-1')).toBeInTheDocument();
    expect(screen.queryByTestId('forum-pin-2')).toBeNull();

    // The "awaiting review" view asks the server for held posts only.
    fireEvent.click(screen.getByRole('tab', { name: '待审核' }));
    await waitFor(() => expect(queryForumPosts).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'held' })));
    fireEvent.click(screen.getByRole('tab', { name: '被举报' }));
    await waitFor(() => expect(queryForumPosts).toHaveBeenLastCalledWith(expect.objectContaining({ reported: 'true' })));
  });

  it('hides the actions from staff who may only look', async () => {
    grant('forum:query');
    renderScreen(<ForumAdmin />);
    expect(await screen.findByText('疑似广告')).toBeInTheDocument();
    expect(screen.queryByTestId('forum-hide-1')).toBeNull();
    expect(screen.queryByRole('button', { name: /发布公告/ })).toBeNull();
  });

  it('lists the boards, and says why a board holding threads is not deleted', async () => {
    jest.mocked(deleteForumBoard).mockRejectedValue(refusal(409, '"园区交流" still holds 25 threads: delete them first, or hide the board', 'id'));
    renderScreen(<ForumAdmin />);
    fireEvent.click(await screen.findByText('版块管理'));
    const row = (await screen.findByRole('link', { name: '园区交流' })).closest('tr')!;
    expect(within(row).getByText('所有登录用户')).toBeInTheDocument();
    expect(screen.getByText('仅园区员工')).toBeInTheDocument();
    fireEvent.click(within(row).getByText('删除'));
    expect(await screen.findByText('该版块还有 25 个主题，需先删除主题或改为隐藏。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(deleteForumBoard).toHaveBeenCalledWith({ id: 1 }, { skipErrorHandler: true }));
    expect(await screen.findByText(/still holds 25 threads/)).toBeInTheDocument();
  });

  it('edits the sensitive words one a line, saved whole', async () => {
    jest.mocked(queryForumWords).mockResolvedValue(ok({ list: ['代开发票', '刷单'], total: 2 }));
    jest.mocked(saveForumWords).mockImplementation(async ({ words }) => ok({ list: words, total: words.length }));
    renderScreen(<ForumAdmin />);
    fireEvent.click(await screen.findByText('敏感词'));
    const box = await screen.findByTestId('forum-words');
    await waitFor(() => expect(box).toHaveValue('代开发票\n刷单'));
    fireEvent.change(box, { target: { value: '代开发票\n 刷单 \n\n加群领红包\n刷单' } });
    expect(screen.getByText('共 3 个敏感词')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saveForumWords).toHaveBeenCalledWith({ words: ['代开发票', '刷单', '加群领红包'] }, { skipErrorHandler: true }));
    expect(wordsOf('a\r\nb\n a ')).toEqual(['a', 'b']);
  });
});
