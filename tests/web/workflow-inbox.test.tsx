/**
 * One approval in the staff inbox (src/pages/admin/workflow/inbox): the instance with its steps and timeline,
 * and the reviewer's form: the step's actions, a comment required to reject or return, the step's fields on
 * approval, where a return goes, and a task someone else handled first (409) reloading the instance.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import InstanceDrawer from '@/pages/admin/workflow/inbox/InstanceDrawer';
import { applicationDetail } from '@/services/portal/application';
import { actOnWorkflowTask, workflowInstanceDetail } from '@/services/portal/workflow';
import { applicationDetailData } from './application-fixtures';
import { refusal, renderScreen } from './helpers/renderScreen';
import { ok } from './helpers/workflowFixtures';

jest.mock('@umijs/max', () => ({ ...require('./helpers/umiMax').umiMaxMock(), useIntl: () => require('./application-fixtures').applicationIntl() }));
jest.mock('@/services/portal/application', () => ({ applicationDetail: jest.fn() }));
jest.mock('@/services/portal/workflow', () => ({
  workflowInstanceDetail: jest.fn(),
  actOnWorkflowTask: jest.fn(),
  findWorkflowPeople: jest.fn(async () => ({ data: [] })),
}));
jest.setTimeout(30000);

const entry = (id: number, action: string, over: object = {}) => ({
  id,
  step: null,
  stepName: null,
  actorKind: 'user',
  actorName: '孙丽华',
  action,
  comment: null,
  attachments: [],
  detail: {},
  targets: [],
  createdAt: '2026-11-20T02:00:00.000Z',
  ...over,
});

/** An application at its second step (主管部门复审), which sets the approved amount; the first step approved it. */
const detail = (over: object = {}) => ({
  id: 41,
  title: '苏州星湖智能装备有限公司 申报 高新技术企业认定奖励',
  workflow: { id: 1, name: '政策申报审核', version: 2 },
  businessType: 'policy_application',
  businessId: 7,
  status: 'running',
  currentStep: 1,
  data: { amount: 300000, companyName: '苏州星湖智能装备有限公司', highTech: true },
  steps: [
    { name: '受理与形式审查', condition: null, actions: ['approve', 'reject', 'return', 'transfer', 'copy'], fields: [] },
    {
      name: '主管部门复审',
      condition: null,
      actions: ['approve', 'reject', 'return', 'transfer', 'add_signer'],
      fields: [{ key: 'approvedAmount', label: '核定金额（元）', type: 'number', required: true, max: 300000 }],
    },
  ],
  myTask: { id: 93, kind: 'actor', step: 1 },
  pendingAssignees: [{ id: 12, name: '孙丽华' }],
  history: [
    entry(1, 'submit', { actorKind: 'visitor', actorName: '李明', detail: { version: 2 } }),
    entry(2, 'approve', { step: 0, stepName: '受理与形式审查', actorName: '周婷', comment: '材料齐全' }),
  ],
  startedAt: '2026-11-20T02:00:00.000Z',
  finishedAt: null,
  ...over,
});

const form = () => screen.getByTestId('act-form');
const choose = (label: string) => fireEvent.click(within(form()).getByText(label, { selector: '.ant-radio-button-wrapper span' }));
const submitButton = () => within(form()).getByRole('button', { name: /同\s*意|驳\s*回|退\s*回|转\s*办|加\s*签/ });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(workflowInstanceDetail).mockResolvedValue(ok(detail()));
  jest.mocked(applicationDetail).mockResolvedValue(ok(applicationDetailData()) as never);
});

it('shows the instance: the application with its materials, steps with who has it now, the timeline and the actions of my step', async () => {
  renderScreen(<InstanceDrawer instanceId={41} onClose={jest.fn()} onChanged={jest.fn()} />);
  await screen.findByTestId('act-form');
  // The application it is about, read by the business's own detail call: what was asked, the materials to check.
  const application = await screen.findByTestId('application-detail');
  expect(applicationDetail).toHaveBeenCalledWith({ id: detail().businessId }, { skipErrorHandler: true });
  expect(within(application).getByText('智能装配线改造')).toBeInTheDocument();
  expect(within(application).getByRole('button', { name: '预览 申报书.pdf' })).toBeInTheDocument();
  expect(screen.getByText('办理：主管部门复审')).toBeInTheDocument();
  expect(screen.getByText('材料齐全')).toBeInTheDocument();
  expect(screen.getByText('按第 2 版流程办理')).toBeInTheDocument();
  expect(screen.getByText('待 孙丽华 办理')).toBeInTheDocument();
  // The step allows add_signer but not copy.
  const offered = [...form().querySelectorAll('.ant-radio-button-wrapper')].map((el) => el.textContent);
  expect(offered).toEqual(['同意', '驳回', '退回', '转办', '加签']);
});

it('approves with the field the step sets, checked against its maximum', async () => {
  const onChanged = jest.fn();
  jest.mocked(actOnWorkflowTask).mockResolvedValue(ok(detail({ myTask: null, currentStep: null, status: 'approved' })));
  renderScreen(<InstanceDrawer instanceId={41} onClose={jest.fn()} onChanged={onChanged} />);
  await screen.findByTestId('act-form');
  fireEvent.click(submitButton());
  expect(await screen.findByText('请填写核定金额（元）')).toBeInTheDocument();
  expect(actOnWorkflowTask).not.toHaveBeenCalled();

  fireEvent.change(within(form()).getByRole('spinbutton'), { target: { value: '250000' } });
  fireEvent.click(submitButton());
  await waitFor(() => expect(actOnWorkflowTask).toHaveBeenCalled());
  expect(jest.mocked(actOnWorkflowTask).mock.calls[0][0]).toMatchObject({ taskId: 93, action: 'approve', fields: { approvedAmount: 250000 } });
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(workflowInstanceDetail).toHaveBeenCalledTimes(2);
});

it('needs a comment to return, and returns to the applicant or to an earlier step it went through', async () => {
  jest.mocked(actOnWorkflowTask).mockResolvedValue(ok(detail({ myTask: null })));
  renderScreen(<InstanceDrawer instanceId={41} onClose={jest.fn()} onChanged={jest.fn()} />);
  await screen.findByTestId('act-form');
  choose('退回');
  // The amount is asked on approval only.
  expect(within(form()).queryByRole('spinbutton')).toBeNull();
  fireEvent.click(submitButton());
  expect(await screen.findByText('驳回或退回时请填写意见，申请人会看到它')).toBeInTheDocument();

  fireEvent.change(within(form()).getByPlaceholderText(/同意时可不填/), { target: { value: '请补充 2025 年度审计报告' } });
  fireEvent.mouseDown(within(form()).getByText('申请人（补充后重新提交）'));
  fireEvent.click(await screen.findByText('受理与形式审查', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(submitButton());
  await waitFor(() => expect(actOnWorkflowTask).toHaveBeenCalled());
  expect(jest.mocked(actOnWorkflowTask).mock.calls[0][0]).toMatchObject({ action: 'return', comment: '请补充 2025 年度审计报告', toStep: 0 });
});

it('reloads the instance when someone else handled the task first', async () => {
  const onChanged = jest.fn();
  jest.mocked(actOnWorkflowTask).mockRejectedValue(refusal(409, 'This task has already been handled', 'taskId'));
  renderScreen(<InstanceDrawer instanceId={41} onClose={jest.fn()} onChanged={onChanged} />);
  await screen.findByTestId('act-form');
  jest.mocked(workflowInstanceDetail).mockResolvedValue(ok(detail({ myTask: null, currentStep: null, status: 'approved' })));
  fireEvent.change(within(form()).getByRole('spinbutton'), { target: { value: '100000' } });
  fireEvent.click(submitButton());
  expect(await screen.findByText('这项任务已被处理，已刷新为最新状态')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('act-form')).toBeNull());
  expect(onChanged).toHaveBeenCalled();
});

it('says so when the instance does not concern me', async () => {
  jest.mocked(workflowInstanceDetail).mockRejectedValue(refusal(404, 'Instance not found'));
  renderScreen(<InstanceDrawer instanceId={41} onClose={jest.fn()} onChanged={jest.fn()} />);
  expect(await screen.findByText('这条审批不存在，或与您无关')).toBeInTheDocument();
});
