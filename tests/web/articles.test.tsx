/** 文章管理 and 文章审核: the editor's lock, the revisions' comparison, and the reviewer's decision. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ArticleAuditPage from '@/pages/admin/article/audit';
import ArticleForm from '@/pages/admin/article/list/ArticleForm';
import { articleAuditDetail, lockArticle, queryArticleAudit, queryArticleCategories, unlockArticle } from '@/services/portal/article';
import { actOnWorkflowTask } from '@/services/portal/workflow';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/article', () => ({
  articleAuditDetail: jest.fn(),
  queryArticleAudit: jest.fn(),
  queryArticleCategories: jest.fn(),
  lockArticle: jest.fn(),
  unlockArticle: jest.fn(),
  createArticle: jest.fn(),
  updateArticle: jest.fn(),
}));
jest.mock('@/services/portal/workflow', () => ({ actOnWorkflowTask: jest.fn() }));
jest.mock('@/components/RichTextEditor', () => ({
  __esModule: true,
  default: ({ value, onChange, id }: { value?: string; onChange?: (html: string) => void; id?: string }) => (
    <textarea id={id} aria-label="正文" value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));
jest.setTimeout(30000);

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const revision = (number: number, title: string, contentHtml: string) => ({
  number,
  title,
  note: null,
  createdByName: '张宇',
  createdAt: '2026-11-20T08:00:00.000Z',
  live: number === 1,
  categoryId: 1,
  categoryName: '园区新闻',
  coverUrl: null,
  summary: null,
  contentHtml,
  author: '张宇',
  source: null,
  tags: [],
  seoTitle: null,
  seoDescription: null,
});
const task = {
  taskId: 7,
  instanceId: 3,
  articleId: 11,
  title: '园区发布三年行动计划（2027—2029）',
  categoryName: '园区新闻',
  stepName: '编辑互审',
  revision: 2,
  liveRevision: 1,
  submittedByName: '黄丽',
  waitingSince: '2026-11-21T01:00:00.000Z',
  dueAt: null,
};

describe('文章审核', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(queryArticleAudit).mockResolvedValue(ok({ list: [task], total: 1 }));
    jest.mocked(articleAuditDetail).mockResolvedValue(
      ok({
        task,
        underReview: revision(2, '园区发布三年行动计划（2027—2029）', '<p>总投资 5 亿元。</p><p>新增一段。</p>'),
        published: revision(1, '园区发布三年行动计划', '<p>总投资 3 亿元。</p>'),
        actions: ['return', 'transfer'],
      }),
    );
    jest.mocked(actOnWorkflowTask).mockResolvedValue(ok({}));
  });

  it('shows what changed against the published revision, and returning asks for a comment first', async () => {
    renderScreen(<ArticleAuditPage />);
    fireEvent.click(await screen.findByText('园区发布三年行动计划（2027—2029）'));
    const diff = await screen.findByTestId('revision-diff');
    // The title's added characters and the text's changed figure are marked.
    expect(within(diff).getByText('（2027—2029）').tagName).toBe('INS');
    expect(within(diff).getByText('3').tagName).toBe('DEL');
    expect(within(diff).getByText('5').tagName).toBe('INS');
    expect(within(diff).getByText('新增一段。').tagName).toBe('INS');
    // No refuse button: the step does not allow it.
    expect(screen.queryByRole('button', { name: '驳 回' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '退回修改' }));
    expect(await screen.findByText('请填写审核意见，说明需要修改的地方')).toBeInTheDocument();
    expect(actOnWorkflowTask).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('审核意见（退回或驳回时必填）'), { target: { value: '请补充资金来源' } });
    fireEvent.click(screen.getByRole('button', { name: '退回修改' }));
    await waitFor(() => expect(actOnWorkflowTask).toHaveBeenCalledWith({ taskId: 7, action: 'return', comment: '请补充资金来源' }, { skipErrorHandler: true }));
  });

  it('approves without a comment', async () => {
    renderScreen(<ArticleAuditPage />);
    fireEvent.click(await screen.findByText('审核', { selector: 'a' }));
    await screen.findByTestId('revision-diff');
    fireEvent.click(screen.getByRole('button', { name: '通 过' }));
    await waitFor(() => expect(actOnWorkflowTask).toHaveBeenCalledWith({ taskId: 7, action: 'approve', comment: null }, { skipErrorHandler: true }));
  });
});

describe('the article editor', () => {
  const article = {
    id: 11,
    title: '园区发布三年行动计划',
    categoryId: 1,
    categoryName: '园区新闻',
    coverUrl: null,
    status: 'draft' as const,
    author: '张宇',
    tags: [],
    recommended: false,
    pinnedUntil: null,
    publishAt: null,
    offlineAt: null,
    revision: 2,
    liveRevision: 1,
    firstPublishedAt: '2026-11-20T08:00:00.000Z',
    viewCount: 3,
    updatedAt: '2026-11-20T08:00:00.000Z',
    updatedByName: '张宇',
    lockedByName: null,
    summary: null,
    contentHtml: '<p>总投资 5 亿元。</p>',
    source: null,
    seoTitle: null,
    seoDescription: null,
    reviewComment: null,
    skipAudit: false,
    instanceId: null,
    lockedUntil: null,
    createdAt: '2026-11-20T08:00:00.000Z',
  };
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(queryArticleCategories).mockResolvedValue(ok({ list: [], total: 0 }));
    jest.mocked(unlockArticle).mockResolvedValue(ok(null));
  });

  it('takes the edit lock when opened and gives it back when closed', async () => {
    jest.mocked(lockArticle).mockResolvedValue(ok({ lockedUntil: '2026-11-21T01:05:00.000Z' }));
    const { unmount } = renderScreen(<ArticleForm article={article} onClose={jest.fn()} onSaved={jest.fn()} />);
    await waitFor(() => expect(lockArticle).toHaveBeenCalledWith({ id: 11 }, { skipErrorHandler: true }));
    expect(await screen.findByRole('button', { name: /^(确\s*[定认]|提\s*交|OK)$/ })).toBeInTheDocument();
    unmount();
    await waitFor(() => expect(unlockArticle).toHaveBeenCalledWith({ id: 11 }, { skipErrorHandler: true }));
  });

  it('is read-only, saying who holds it, when someone else is editing', async () => {
    jest.mocked(lockArticle).mockRejectedValue(refusal(409, '"园区发布三年行动计划" is being edited by 黄丽 (locked until 01:05 UTC)', 'id'));
    renderScreen(<ArticleForm article={article} onClose={jest.fn()} onSaved={jest.fn()} />);
    const alert = await screen.findByTestId('article-lock-refusal');
    expect(alert).toHaveTextContent('黄丽');
    expect(screen.queryByRole('button', { name: /^(确\s*[定认]|提\s*交|OK)$/ })).toBeNull();
    expect(unlockArticle).not.toHaveBeenCalled();
  });
});
