/**
 * 工作流 (src/pages/admin/workflow): the list with its tags, versions and draft marker, server-side sort, a
 * refused delete; the step editor's order changes (each sends the full new order and shows the server's
 * answer), the drawn flow, publishing, and deleting a step.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import WorkflowPage from '@/pages/admin/workflow';
import StepEditor from '@/pages/admin/workflow/StepEditor';
import { movedIds } from '@/pages/admin/workflow/types';
import { deleteWorkflow, deleteWorkflowStep, queryWorkflows, saveWorkflow, sortWorkflowSteps, workflowSteps } from '@/services/portal/workflow';
import { refusal, renderScreen } from './helpers/renderScreen';
import { ok, policySteps, workflowItem } from './helpers/workflowFixtures';

jest.mock('@umijs/max', () => ({ ...require('./helpers/umiMax').umiMaxMock(), useIntl: () => require('./helpers/workflowFixtures').workflowIntl() }));
jest.mock('@/services/portal/workflow', () => ({
  queryWorkflows: jest.fn(),
  saveWorkflow: jest.fn(),
  deleteWorkflow: jest.fn(),
  workflowSteps: jest.fn(),
  saveWorkflowStep: jest.fn(),
  deleteWorkflowStep: jest.fn(),
  sortWorkflowSteps: jest.fn(),
  findWorkflowPeople: jest.fn(async () => ({ data: [] })),
}));
jest.mock('@/services/portal/role', () => ({ roleOptions: jest.fn(async () => ({ data: [] })) }));
jest.setTimeout(30000);

const { grant } = jest.requireActual('./helpers/umiMax') as { grant: (...keys: string[]) => void };

const policy = workflowItem();
const articles = workflowItem({
  id: 2,
  name: '文章发布审核',
  businessType: 'article_audit',
  description: null,
  publishedVersion: 1,
  hasDraftChanges: true,
  stepCount: 2,
  runningCount: 0,
  fallbackUser: { id: 2, name: '陈静' },
});
const draft = workflowItem({ id: 5, name: '专项资金申报审核（2027版）', status: 'disabled', publishedVersion: 0, hasDraftChanges: true, runningCount: 0 });

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const confirm = async () => {
  await act(async () => {
    fireEvent.click((await screen.findAllByRole('button', { name: /^(OK|确\s*定)$/ })).at(-1)!);
  });
};
const stepNames = () => screen.getAllByTestId('step-row').map((row) => row.querySelector('strong')?.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  grant();
  window.localStorage.clear();
  jest.mocked(queryWorkflows).mockResolvedValue(ok({ list: [policy, articles, draft], total: 3, current: 1, pageSize: 20 }));
});

describe('the list', () => {
  it('shows each workflow with its business type, status, version, draft marker, counts and fallback administrator', async () => {
    renderScreen(<WorkflowPage />);
    expect(await screen.findByText('政策申报审核')).toBeInTheDocument();
    expect(queryWorkflows).toHaveBeenLastCalledWith(expect.objectContaining({ current: 1, pageSize: 20 }));

    const first = rowOf('政策申报审核');
    expect(within(first).getByText('政策申报', { selector: '.ant-tag' })).toHaveClass('ant-tag-blue');
    expect(within(first).getByText('启用')).toBeInTheDocument();
    expect(within(first).getByText('v2', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(first).queryByText('有未发布的修改')).toBeNull();
    expect(within(first).getByText('系统管理员')).toBeInTheDocument();
    expect(within(first).getByText('企业在线申报政策后的受理、初审、复审与资金核定')).toBeInTheDocument();

    const second = rowOf('文章发布审核');
    expect(within(second).getByText('文章审核', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(second).getByText('v1')).toBeInTheDocument();
    expect(within(second).getByText('有未发布的修改')).toBeInTheDocument();
    expect(within(second).getByText('陈静')).toBeInTheDocument();

    const third = rowOf('专项资金申报审核（2027版）');
    expect(within(third).getByText('停用')).toBeInTheDocument();
    expect(within(third).getByText('未发布')).toBeInTheDocument();
  });

  it('asks the server to sort by the clicked column', async () => {
    renderScreen(<WorkflowPage />);
    await screen.findByText('政策申报审核');
    fireEvent.click(screen.getAllByText('已发布版本', { selector: 'thead .ant-table-column-title' })[0]);
    await waitFor(() => expect(queryWorkflows).toHaveBeenLastCalledWith(expect.objectContaining({ sortField: 'publishedVersion', sortOrder: 'ascend' })));
  });

  it('says why a workflow with approvals cannot be deleted (the server says to disable it)', async () => {
    const message = 'Workflow "政策申报审核" has 3 running instance(s); disable it instead of deleting it';
    jest.mocked(deleteWorkflow).mockRejectedValue(refusal(409, message, 'id'));
    renderScreen(<WorkflowPage />);
    await screen.findByText('政策申报审核');
    fireEvent.click(within(rowOf('政策申报审核')).getByText('删除'));
    expect(await screen.findByText('有 3 个审批正在进行，不能删除；可改为停用。')).toBeInTheDocument();
    await confirm();
    await waitFor(() => expect(deleteWorkflow).toHaveBeenCalledWith({ id: 1 }, { skipErrorHandler: true }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows only what the user may do', async () => {
    grant('workflow:query');
    renderScreen(<WorkflowPage />);
    await screen.findByText('政策申报审核');
    expect(screen.queryByRole('button', { name: /新建工作流/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.getAllByText('步骤').length).toBeGreaterThanOrEqual(3);
  });
});

describe('the workflow form', () => {
  const field = (label: string) => screen.getAllByText(label, { selector: '.ant-modal label' })[0].closest('.ant-form-item') as HTMLElement;

  it('keeps the business type of a published workflow and says why', async () => {
    renderScreen(<WorkflowPage />);
    await screen.findByText('政策申报审核');
    fireEvent.click(within(rowOf('政策申报审核')).getByText('编辑'));
    expect(await screen.findByText('编辑工作流：政策申报审核')).toBeInTheDocument();
    expect(field('业务类型').querySelector('.ant-select')).toHaveClass('ant-select-disabled');
    expect(within(field('业务类型')).getByText(/已发布的工作流不能更改业务类型/)).toBeInTheDocument();
    expect(within(field('兜底管理员')).getByText('系统管理员')).toBeInTheDocument();
  });

  it('lets an unpublished workflow change its business type', async () => {
    renderScreen(<WorkflowPage />);
    await screen.findByText('专项资金申报审核（2027版）');
    fireEvent.click(within(rowOf('专项资金申报审核（2027版）')).getByText('编辑'));
    await screen.findByText('编辑工作流：专项资金申报审核（2027版）');
    expect(field('业务类型').querySelector('.ant-select')).not.toHaveClass('ant-select-disabled');
  });

  it('creates a workflow falling back to its creator, then opens its steps', async () => {
    const created = workflowItem({
      id: 9,
      name: '大额专项资金审批',
      publishedVersion: 0,
      hasDraftChanges: true,
      stepCount: 0,
      runningCount: 0,
      description: null,
    });
    jest.mocked(saveWorkflow).mockResolvedValue(ok(created));
    jest.mocked(workflowSteps).mockResolvedValue(ok({ workflow: created, steps: [] }));
    renderScreen(<WorkflowPage />);
    await screen.findByText('政策申报审核');
    fireEvent.click(screen.getByRole('button', { name: /新建工作流/ }));
    await screen.findByText('新建工作流', { selector: '.ant-modal-title' });
    fireEvent.change(field('名称').querySelector('input')!, { target: { value: ' 大额专项资金审批 ' } });
    fireEvent.mouseDown(field('业务类型').querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByText('政策申报', { selector: '.ant-select-item-option-content' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*认|OK|确\s*定/ }));
    });
    await waitFor(() =>
      expect(saveWorkflow).toHaveBeenCalledWith(
        { id: undefined, name: '大额专项资金审批', businessType: 'policy_application', description: null, status: 'enabled', fallbackUserId: 1 },
        { skipErrorHandler: true },
      ),
    );
    expect(await screen.findByText('已新建工作流“大额专项资金审批”，请添加步骤')).toBeInTheDocument();
    expect(await screen.findByText('还没有步骤，点击“添加步骤”开始')).toBeInTheDocument();
    expect(workflowSteps).toHaveBeenCalledWith({ workflowId: 9 });
  });
});

describe('the step editor', () => {
  const answer = (steps: unknown[], over: object = {}) => ok({ workflow: workflowItem(over), steps });

  beforeEach(() => {
    jest.mocked(workflowSteps).mockResolvedValue(answer(policySteps));
  });

  it('lists the steps with who acts, their actions, condition and time limit, and draws the flow', async () => {
    renderScreen(<StepEditor workflow={policy as never} canSave onClose={jest.fn()} onChanged={jest.fn()} />);
    await waitFor(() => expect(stepNames()).toEqual(['1. 受理与形式审查', '2. 主管部门复审', '3. 分管领导审批']));
    const [first, second, third] = screen.getAllByTestId('step-row');
    expect(within(first).getByText('角色：企业服务专员')).toBeInTheDocument();
    expect(within(first).getByText('48 小时，超时提醒')).toBeInTheDocument();
    expect(within(second).getByText('政策主管部门')).toBeInTheDocument();
    expect(within(second).getByText(/120 小时，超时上报/)).toHaveTextContent('120 小时，超时上报 → 孙丽华');
    expect(within(second).getByText('核定金额（元）*')).toBeInTheDocument();
    expect(within(third).getByText('amount > 500000')).toBeInTheDocument();
    expect(within(third).getByText('退回', { selector: '.ant-tag' })).toBeInTheDocument();

    // The preview: start, a box per step (the conditional one dashed, with its condition), end.
    const preview = screen.getByTestId('flow-preview');
    expect(within(preview).getByText('开始')).toBeInTheDocument();
    expect(within(preview).getByText('结束')).toBeInTheDocument();
    const boxes = within(preview).getAllByTestId('flow-step');
    expect(boxes.map((b) => b.getAttribute('data-conditional'))).toEqual(['false', 'false', 'true']);
    expect(boxes[2]).toHaveStyle({ borderStyle: 'dashed' });
    expect(within(preview).getByText('条件: amount > 500000')).toBeInTheDocument();
    expect(within(boxes[0]).getByText('角色：企业服务专员')).toBeInTheDocument();
  });

  it('moves a step and sends the full new order, then shows the order the server answered', async () => {
    const [a, b, c] = policySteps;
    let release: (value: unknown) => void = () => undefined;
    jest.mocked(sortWorkflowSteps).mockReturnValue(
      new Promise((resolve) => {
        release = resolve;
      }) as never,
    );
    const onChanged = jest.fn();
    renderScreen(<StepEditor workflow={policy as never} canSave onClose={jest.fn()} onChanged={onChanged} />);
    await waitFor(() => expect(stepNames()).toHaveLength(3));

    fireEvent.click(within(screen.getAllByTestId('step-row')[0]).getByRole('button', { name: '下移' }));
    expect(sortWorkflowSteps).toHaveBeenCalledWith({ workflowId: 1, stepIds: [12, 11, 13] });
    // Shown at once, while the server works.
    expect(stepNames()).toEqual(['1. 主管部门复审', '2. 受理与形式审查', '3. 分管领导审批']);

    // The server's answer wins (here another order, and the draft flag).
    await act(async () =>
      release(
        answer(
          [
            { ...b, sort: 1 },
            { ...c, sort: 2 },
            { ...a, sort: 3 },
          ],
          { hasDraftChanges: true },
        ),
      ),
    );
    await waitFor(() => expect(stepNames()).toEqual(['1. 主管部门复审', '2. 分管领导审批', '3. 受理与形式审查']));
    expect(screen.getAllByText('有未发布的修改').length).toBeGreaterThan(0);
    expect(onChanged).toHaveBeenCalled();

    jest.mocked(sortWorkflowSteps).mockResolvedValue(answer([c, b, a]));
    fireEvent.click(within(screen.getAllByTestId('step-row')[1]).getByRole('button', { name: '上移' }));
    expect(sortWorkflowSteps).toHaveBeenLastCalledWith({ workflowId: 1, stepIds: [13, 12, 11] });
    await waitFor(() => expect(stepNames()).toEqual(['1. 分管领导审批', '2. 主管部门复审', '3. 受理与形式审查']));
  });

  it('goes back to the saved order when the server refuses the new one', async () => {
    jest.mocked(sortWorkflowSteps).mockRejectedValue(new Error('Request failed with status code 422'));
    renderScreen(<StepEditor workflow={policy as never} canSave onClose={jest.fn()} onChanged={jest.fn()} />);
    await waitFor(() => expect(stepNames()).toHaveLength(3));
    fireEvent.click(within(screen.getAllByTestId('step-row')[2]).getByRole('button', { name: '上移' }));
    expect(sortWorkflowSteps).toHaveBeenCalledWith({ workflowId: 1, stepIds: [11, 13, 12] });
    await waitFor(() => expect(stepNames()).toEqual(['1. 受理与形式审查', '2. 主管部门复审', '3. 分管领导审批']));
  });

  it('computes the full order a move makes', () => {
    const steps = [{ id: 4 }, { id: 7 }, { id: 9 }, { id: 2 }];
    expect(movedIds(steps, 0, 2)).toEqual([7, 9, 4, 2]);
    expect(movedIds(steps, 3, 0)).toEqual([2, 4, 7, 9]);
    expect(movedIds(steps, 1, 1)).toEqual([4, 7, 9, 2]);
    expect(movedIds(steps, 0, 4)).toEqual([4, 7, 9, 2]);
  });

  it('publishes the workflow with its own fields and shows the new version; a workflow without steps shows why not', async () => {
    const fresh = workflowItem({ id: 8, name: '新流程', publishedVersion: 0, hasDraftChanges: true, stepCount: 0, description: null });
    jest.mocked(workflowSteps).mockResolvedValue(ok({ workflow: fresh, steps: [] }));
    jest.mocked(saveWorkflow).mockRejectedValueOnce(refusal(422, 'steps: add at least one step before publishing the workflow', 'steps'));
    renderScreen(<StepEditor workflow={fresh as never} canSave onClose={jest.fn()} onChanged={jest.fn()} />);
    expect(await screen.findByText('还没有步骤，点击“添加步骤”开始')).toBeInTheDocument();
    expect(screen.getByTestId('workflow-version')).toHaveTextContent('未发布');

    fireEvent.click(screen.getByRole('button', { name: '发布新版本' }));
    expect(await screen.findByText('发布为 v1？')).toBeInTheDocument();
    await confirm();
    expect(saveWorkflow).toHaveBeenCalledWith(
      { id: 8, name: '新流程', businessType: 'policy_application', description: null, status: 'enabled', fallbackUserId: 1, publish: true },
      { skipErrorHandler: true },
    );
    expect(await screen.findByText('add at least one step before publishing the workflow')).toBeInTheDocument();

    jest.mocked(saveWorkflow).mockResolvedValueOnce(ok({ ...fresh, publishedVersion: 1, hasDraftChanges: false, stepCount: 1 }));
    fireEvent.click(screen.getByRole('button', { name: '发布新版本' }));
    await confirm();
    expect(await screen.findByText('已发布 v1')).toBeInTheDocument();
    expect(screen.getByTestId('workflow-version')).toHaveTextContent('v1');
    // Nothing new to publish until the steps change again.
    expect(screen.getByRole('button', { name: '发布新版本' })).toBeDisabled();
  });

  it('deletes a step after confirming and marks the published workflow as changed', async () => {
    jest.mocked(deleteWorkflowStep).mockResolvedValue(answer(policySteps.slice(0, 2), { hasDraftChanges: true, stepCount: 2 }));
    renderScreen(<StepEditor workflow={policy as never} canSave onClose={jest.fn()} onChanged={jest.fn()} />);
    await waitFor(() => expect(stepNames()).toHaveLength(3));
    expect(screen.queryByText('有未发布的修改')).toBeNull();
    expect(screen.getByRole('button', { name: '发布新版本' })).toBeDisabled();

    fireEvent.click(within(screen.getAllByTestId('step-row')[2]).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除步骤“分管领导审批”？')).toBeInTheDocument();
    await confirm();
    expect(deleteWorkflowStep).toHaveBeenCalledWith({ id: 13 });
    await waitFor(() => expect(stepNames()).toHaveLength(2));
    expect(screen.getAllByText('有未发布的修改').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '发布新版本' })).toBeEnabled();
  });

  it('is read-only without workflow:save', async () => {
    renderScreen(<StepEditor workflow={policy as never} canSave={false} onClose={jest.fn()} onChanged={jest.fn()} />);
    await waitFor(() => expect(stepNames()).toHaveLength(3));
    expect(screen.queryByTestId('step-handle')).toBeNull();
    expect(screen.queryByRole('button', { name: '下移' })).toBeNull();
    expect(screen.queryByRole('button', { name: '发布新版本' })).toBeNull();
    expect(screen.queryByRole('button', { name: /添加步骤/ })).toBeNull();
  });
});
