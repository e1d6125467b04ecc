/**
 * The step form (src/pages/admin/workflow/StepForm.tsx): the fields that appear by kind of actor and timeout
 * action, approve always on, the condition checked as typed with the server's parser and the business type's
 * fields, and the body it saves; a refusal the server names lands under its field.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import StepForm from '@/pages/admin/workflow/StepForm';
import { roleOptions } from '@/services/portal/role';
import { findWorkflowPeople, saveWorkflowStep } from '@/services/portal/workflow';
import { refusal, renderScreen } from './helpers/renderScreen';
import { ok, policySteps, workflowItem } from './helpers/workflowFixtures';

jest.mock('@umijs/max', () => ({ ...require('./helpers/umiMax').umiMaxMock(), useIntl: () => require('./helpers/workflowFixtures').workflowIntl() }));
jest.mock('@/services/portal/workflow', () => ({ saveWorkflowStep: jest.fn(), findWorkflowPeople: jest.fn() }));
jest.mock('@/services/portal/role', () => ({ roleOptions: jest.fn() }));
jest.setTimeout(30000);

const person = (id: number, username: string, name: string, departmentName: string) => ({ id, username, name, departmentName });
const policyWorkflow = { id: 1, businessType: 'policy_application' } as const;

/** The form item labelled exactly `label`, or null. */
const item = (label: string) =>
  screen.queryAllByText(label, { selector: 'label, label *' }).map((el) => el.closest('.ant-form-item') as HTMLElement)[0] ?? null;
const chooseActor = (label: string) => fireEvent.click(screen.getByText(label, { selector: '.ant-radio-button-wrapper span' }));

/** Opens the Select of a form item and picks the option with this text. */
async function pick(formItem: HTMLElement, option: string) {
  fireEvent.mouseDown(formItem.querySelector('.ant-select-selector')!);
  const found = await waitFor(() => {
    const el = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) =>
      o.textContent?.includes(option),
    );
    if (!el) throw new Error(`no option ${option}`);
    return el;
  });
  fireEvent.click(found);
}

function typeCondition(text: string) {
  fireEvent.change(item('执行条件')!.querySelector('input')!, { target: { value: text } });
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(findWorkflowPeople).mockResolvedValue(ok([person(5, 'wanghaitao', '王海涛', '招商中心'), person(12, 'sunlihua', '孙丽华', '企业服务部')]));
  jest.mocked(roleOptions).mockResolvedValue(
    ok([
      { id: 3, name: '企业服务专员', code: 'enterprise-service', status: 'active' },
      { id: 7, name: '实习生', code: 'intern', status: 'disabled' },
    ]),
  );
});

describe('fields by kind of actor', () => {
  it('asks for people, a role, or nothing more, and offers "all of them" only for a group', async () => {
    renderScreen(<StepForm workflow={policyWorkflow} onClose={jest.fn()} onSaved={jest.fn()} />);
    await screen.findByText('添加步骤');
    // Named people by default.
    expect(item('办理人员')).not.toBeNull();
    expect(item('办理角色')).toBeNull();
    expect(item('审批方式')).not.toBeNull();

    chooseActor('角色');
    await waitFor(() => expect(item('办理角色')).not.toBeNull());
    expect(item('办理人员')).toBeNull();
    expect(item('审批方式')).not.toBeNull();
    // Active roles only: the server refuses a disabled one.
    await pick(item('办理角色')!, '企业服务专员');
    fireEvent.mouseDown(item('办理角色')!.querySelector('.ant-select-selector')!);
    expect(document.querySelector('.ant-select-dropdown')?.textContent).not.toContain('实习生');

    chooseActor('发起人部门负责人');
    await waitFor(() => expect(item('办理角色')).toBeNull());
    expect(item('办理人员')).toBeNull();
    expect(item('审批方式')).toBeNull();
    expect(screen.getByText('由发起人所在部门的负责人办理；找不到时由兜底管理员办理。')).toBeInTheDocument();
  });

  it('offers the policy department only for policy applications', async () => {
    const { unmount } = renderScreen(<StepForm workflow={policyWorkflow} onClose={jest.fn()} onSaved={jest.fn()} />);
    await screen.findByText('添加步骤');
    expect(screen.getByText('政策主管部门')).toBeInTheDocument();
    unmount();
    renderScreen(<StepForm workflow={{ id: 2, businessType: 'article_audit' }} onClose={jest.fn()} onSaved={jest.fn()} />);
    await screen.findByText('添加步骤');
    expect(screen.queryByText('政策主管部门')).toBeNull();
    // And the condition's fields are the article's.
    expect(screen.getByText('可用字段：categoryId（数字）、authorId（数字）')).toBeInTheDocument();
  });

  it('always allows approve', async () => {
    renderScreen(<StepForm workflow={policyWorkflow} onClose={jest.fn()} onSaved={jest.fn()} />);
    await screen.findByText('添加步骤');
    const approve = within(item('可用操作')!).getByLabelText('同意');
    expect(approve).toBeChecked();
    expect(approve).toBeDisabled();
    expect(within(item('可用操作')!).getByLabelText('驳回')).toBeEnabled();
  });

  it('asks who to escalate to only when the timeout action is escalate', async () => {
    renderScreen(<StepForm workflow={policyWorkflow} onClose={jest.fn()} onSaved={jest.fn()} />);
    await screen.findByText('添加步骤');
    expect(item('上报给')).toBeNull();
    await pick(item('超时处理')!, '提醒');
    expect(item('上报给')).toBeNull();
    await pick(item('超时处理')!, '上报');
    await waitFor(() => expect(item('上报给')).not.toBeNull());
  });

  it('fills in an existing step, labelling its people before any search', async () => {
    // The search never answers: the names come from the step.
    jest.mocked(findWorkflowPeople).mockReturnValue(new Promise<never>(() => {}));
    renderScreen(<StepForm workflow={policyWorkflow} step={policySteps[1] as never} onClose={jest.fn()} onSaved={jest.fn()} />);
    expect(await screen.findByText('编辑步骤：主管部门复审')).toBeInTheDocument();
    expect(item('上报给')!.textContent).toContain('孙丽华');
    expect(item('办理时限（小时）')!.querySelector('input')).toHaveValue('120');
    expect(screen.getByDisplayValue('approvedAmount')).toBeInTheDocument();
    expect(screen.getByDisplayValue('核定金额（元）')).toBeInTheDocument();
  });
});

describe('the condition', () => {
  it("shows the parser's message, names unknown fields, and accepts a valid condition", async () => {
    renderScreen(<StepForm workflow={policyWorkflow} onClose={jest.fn()} onSaved={jest.fn()} />);
    await screen.findByText('添加步骤');
    expect(screen.getByText(/^可用字段：amount（数字）、policyId（数字）/)).toBeInTheDocument();

    typeCondition('amount >');
    expect(await screen.findByText('条件有误：expected a value after ">" at 8')).toBeInTheDocument();

    typeCondition('amout > 50万');
    expect(await screen.findByText('没有字段 amout；可用字段为 amount, policyId, companyId, industry, region, scale, highTech')).toBeInTheDocument();

    typeCondition("amount > 50万 and industry in ['I65', 'I64']");
    await waitFor(() => expect(item('执行条件')!.querySelector('.ant-form-item-explain-error')).toBeNull());
  });
});

describe('saving', () => {
  it('sends the step as the server reads it and hands over the answer', async () => {
    const answer = { workflow: workflowItem({ hasDraftChanges: true }), steps: policySteps };
    jest.mocked(saveWorkflowStep).mockResolvedValue(ok(answer));
    const onSaved = jest.fn();
    renderScreen(<StepForm workflow={policyWorkflow} onClose={jest.fn()} onSaved={onSaved} />);
    await screen.findByText('添加步骤');
    fireEvent.change(item('步骤名称')!.querySelector('input')!, { target: { value: ' 分管领导审批 ' } });
    await pick(item('办理人员')!, '王海涛');
    fireEvent.click(within(item('可用操作')!).getByLabelText('抄送'));
    typeCondition('amount > 50万');
    fireEvent.change(item('办理时限（小时）')!.querySelector('input')!, { target: { value: '48' } });
    await pick(item('超时处理')!, '上报');
    await waitFor(() => expect(item('上报给')).not.toBeNull());
    await pick(item('上报给')!, '孙丽华');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*认|OK|确\s*定/ }));
    });
    await waitFor(() => expect(saveWorkflowStep).toHaveBeenCalled());
    expect(jest.mocked(saveWorkflowStep).mock.calls[0]).toEqual([
      {
        id: undefined,
        workflowId: 1,
        name: '分管领导审批',
        actorType: 'users',
        actorUserIds: [5],
        actorRoleId: null,
        mode: 'any',
        actions: ['approve', 'reject', 'return', 'copy'],
        condition: 'amount > 50万',
        timeLimitHours: 48,
        onTimeout: 'escalate',
        escalateToUserId: 12,
        fields: [],
      },
      { skipErrorHandler: true },
    ]);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
  });

  it("puts the server's refusal under the field it names", async () => {
    jest.mocked(saveWorkflowStep).mockRejectedValue(refusal(422, 'actorUserIds: no active account with id 5', 'actorUserIds'));
    renderScreen(<StepForm workflow={policyWorkflow} onClose={jest.fn()} onSaved={jest.fn()} />);
    await screen.findByText('添加步骤');
    fireEvent.change(item('步骤名称')!.querySelector('input')!, { target: { value: '复核' } });
    await pick(item('办理人员')!, '王海涛');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确\s*认|OK|确\s*定/ }));
    });
    expect(await within(item('办理人员')!).findByText('no active account with id 5')).toBeInTheDocument();
  });
});
