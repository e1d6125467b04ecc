/** `/apply` and `/apply?application=ID`: my company's applications, one with its review, and who may see them. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { history } from '@umijs/max';
import enApply from '@/locales/en-US/apply';
import zhApply from '@/locales/zh-CN/apply';
import GlobalModel from '@/models/global';
import VisitorModel from '@/models/visitor';
import ApplyScreen from '@/pages/policy/Apply';
import ApplicationsTab from '@/pages/user/centre/ApplicationsTab';
import { applyDetail, applyForm, applyQuery, applyUrge, applyWithdraw } from '@/services/portal/application';
import { refusal, renderScreen } from './helpers/renderScreen';
import { createStore } from './helpers/store';
import { searchParams } from './helpers/applyUmiMax';
import { answer, application, detail, form, visitor } from './helpers/applyFixtures';

jest.mock('@umijs/max', () => require('./helpers/applyUmiMax').applyUmiMax());
jest.mock('@/services/portal/application', () => ({
  applyQuery: jest.fn(),
  applyDetail: jest.fn(),
  applyForm: jest.fn(),
  applyWithdraw: jest.fn(),
  applyUrge: jest.fn(),
}));
jest.mock('@/services/portal/visitor', () => ({ visitorCurrentUser: jest.fn(), visitorLogout: jest.fn(), visitorInboxUnread: jest.fn() }));
jest.setTimeout(60000);

const running = application({ id: 12, status: 'running', editable: false, currentStepName: '主管部门复审', submittedAt: '2026-11-21T02:00:00Z' });
const approved = application({ id: 9, policyId: 2, policyTitle: '关于企业研发费用补助的通知', status: 'approved', editable: false, approvedAmount: 300000 });

const page = (list: (typeof running)[]) =>
  answer({
    list: list.map(({ id, policyId, policyTitle, status, currentStepName, submittedAt, approvedAmount, updatedAt }) => ({
      id,
      policyId,
      policyTitle,
      status,
      currentStepName,
      submittedAt,
      approvedAmount,
      updatedAt,
    })),
    total: list.length,
    current: 1,
    pageSize: 10,
  });

let store = createStore(GlobalModel, VisitorModel);
const show = async (search: string, signedIn = true) => {
  searchParams.search = search;
  store = createStore(GlobalModel, VisitorModel);
  if (signedIn) await store.dispatch({ type: 'visitor/save', payload: visitor });
  await act(async () => {
    renderScreen(<ApplyScreen />, { store });
  });
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(applyForm).mockResolvedValue(answer(form()));
});

it("lists my company's applications, each linking to its page", async () => {
  jest.mocked(applyQuery).mockResolvedValue(page([running, approved]));
  await show('');
  const list = await screen.findByTestId('application-list');
  expect(within(list).getByText(running.policyTitle).closest('a')).toHaveAttribute('href', '/apply?application=12');
  expect(within(list).getByText('关于企业研发费用补助的通知').closest('a')).toHaveAttribute('href', '/apply?application=9');
  expect(within(list).getByText('审核中')).toBeInTheDocument();
  expect(within(list).getByText(/当前环节：主管部门复审/)).toBeInTheDocument();
  expect(within(list).getByText(/核定金额 300,000 元/)).toBeInTheDocument();
  expect(applyQuery).toHaveBeenCalledWith({ current: 1, pageSize: 10 }, { skipErrorHandler: true });
});

it('the user centre tab shows the same list, its texts loaded with it', async () => {
  jest.mocked(applyQuery).mockResolvedValue(page([approved]));
  await act(async () => {
    renderScreen(<ApplicationsTab />);
  });
  const tab = await screen.findByTestId('applications-tab');
  expect(await within(tab).findByText('关于企业研发费用补助的通知')).toHaveAttribute('href', '/apply?application=9');
});

it('asks a signed-out visitor to sign in, and one without a company to join theirs', async () => {
  await show('?policyId=1', false);
  expect(await screen.findByText('登录后在线申报')).toBeInTheDocument();
  expect(store.getState().global.loginModalVisible).toBe(true);
  expect(applyForm).not.toHaveBeenCalled();

  jest.mocked(applyQuery).mockRejectedValue(refusal(403, 'Join your company on the portal first: applications are filed for a company'));
  await show('');
  expect(await screen.findByText('请先加入或认领您的企业')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('join-company'));
  expect(history.push).toHaveBeenCalledWith('/user?tab=company');
});

it('shows one application with its timeline; withdrawing asks first', async () => {
  jest.mocked(applyDetail).mockResolvedValue(answer(detail(running)));
  jest.mocked(applyWithdraw).mockResolvedValue(
    answer(
      detail(application({ ...running, status: 'withdrawn', currentStepName: null }), {
        timeline: [
          ...detail(running).timeline,
          { id: 2, stepName: null, actorKind: 'visitor', actorName: '陈雨桐', action: 'withdraw', comment: null, createdAt: '2026-11-22T02:00:00Z' },
        ],
      }),
    ),
  );
  await show('?application=12');
  const page = await screen.findByTestId('application-detail');
  expect(applyDetail).toHaveBeenCalledWith({ id: 12 }, { skipErrorHandler: true });
  expect(within(page).getByTestId('timeline-submit')).toHaveTextContent('提交');
  expect(within(page).getByText('待 主管部门复审 办理')).toBeInTheDocument();
  // The form's labels name the fields.
  expect(await within(page).findByText('申请金额（元）')).toBeInTheDocument();
  expect(within(page).getByText('营业执照.pdf')).toHaveAttribute('href', '/uploads/a/licence.pdf');

  await act(async () => {
    fireEvent.click(within(page).getByRole('button', { name: '撤 回' }));
  });
  expect(await screen.findByText('撤回后本次申报退出审核，如需申报请重新填写。确定撤回吗？')).toBeInTheDocument();
  expect(applyWithdraw).not.toHaveBeenCalled();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^(OK|确\s*定)$/ }));
  });
  expect(applyWithdraw).toHaveBeenCalledWith({ id: 12 }, { skipErrorHandler: true });
  expect(await screen.findByTestId('timeline-withdraw')).toBeInTheDocument();
  expect(within(page).getByText('已撤回')).toBeInTheDocument();
});

it("urges once a day: the server's 409 is shown", async () => {
  jest.mocked(applyDetail).mockResolvedValue(answer(detail(running)));
  jest.mocked(applyUrge).mockRejectedValue(refusal(409, 'Already urged at 2026-11-22T02:00:00.000Z; once a day at most', 'id'));
  await show('?application=12');
  await screen.findByTestId('application-detail');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '催 办' }));
  });
  expect(applyUrge).toHaveBeenCalledWith({ id: 12 }, { skipErrorHandler: true });
  expect(await screen.findByText('Already urged at 2026-11-22T02:00:00.000Z; once a day at most')).toBeInTheDocument();
});

it('leaves withdraw, urge and resubmit to the filer or a company administrator; a colleague reads who filed it', async () => {
  jest.mocked(applyDetail).mockResolvedValue(answer(detail(running, { mayAct: false })));
  await show('?application=12');
  await screen.findByTestId('application-detail');
  expect(screen.queryByRole('button', { name: '催 办' })).toBeNull();
  expect(screen.queryByRole('button', { name: '撤 回' })).toBeNull();
  expect(screen.getByTestId('filer-only')).toHaveTextContent('由 陈雨桐 提交');
});

it("shows the reviewer's words on a returned application and opens the form to change it", async () => {
  const returned = application({ status: 'returned', submittedAt: '2026-11-21T02:00:00Z' });
  jest
    .mocked(applyDetail)
    .mockResolvedValue(
      answer(detail(returned, { sentBack: { action: 'return', stepName: '受理与形式审查', comment: '营业执照不清晰', at: '2026-11-22T02:00:00Z' } })),
    );
  await show('?application=12');
  expect(await screen.findByTestId('sent-back')).toHaveTextContent('营业执照不清晰');
  expect(screen.queryByRole('button', { name: '撤 回' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByTestId('edit-application'));
  expect(history.push).toHaveBeenCalledWith('/apply?policyId=1');
});

it('has the same apply texts in both languages, none empty', () => {
  expect(Object.keys(enApply).sort()).toEqual(Object.keys(zhApply).sort());
  for (const [key, text] of Object.entries({ ...zhApply, ...enApply })) expect([key, text]).not.toEqual([key, '']);
  expect(Object.keys(zhApply).filter((key) => !key.startsWith('apply.') && !key.startsWith('timeline.'))).toEqual([]);
});
