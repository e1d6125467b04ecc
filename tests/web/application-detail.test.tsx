/**
 * One application in the staff's drawer (src/pages/admin/application/DetailDrawer.tsx): the company's profile,
 * the fields and materials it gave (an image previewed, a PDF shown in a dialog by the browser's viewer, other files downloaded under
 * their own names), the policy's conditions for it, the timeline, and the reviewer's form when a task waits.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import DetailDrawer from '@/pages/admin/application/DetailDrawer';
import { applicationDetail } from '@/services/portal/application';
import { actOnWorkflowTask, workflowInstanceDetail } from '@/services/portal/workflow';
import { applicationDetailData, ok, timelineEntry } from './application-fixtures';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => ({ ...require('./helpers/umiMax').umiMaxMock(), useIntl: () => require('./application-fixtures').applicationIntl() }));
jest.mock('@/services/portal/application', () => ({ applicationDetail: jest.fn() }));
jest.mock('@/services/portal/workflow', () => ({
  workflowInstanceDetail: jest.fn(),
  actOnWorkflowTask: jest.fn(),
  findWorkflowPeople: jest.fn(async () => ({ data: [] })),
}));
jest.setTimeout(30000);

/** The policy's form: the detail names the fields and materials by it. */
const settings = {
  materials: [
    { key: 'license', name: '营业执照', required: true, accept: ['png', 'jpg'] },
    { key: 'form', name: '申报书及附表', required: true, accept: ['pdf', 'xlsx'] },
  ],
  fields: [
    { key: 'amount', label: '申报金额（元）', type: 'number', required: true },
    { key: 'projectName', label: '项目名称', type: 'text', required: true },
  ],
};

const labelsOf = (form: typeof settings) => ({
  fields: Object.fromEntries(form.fields.map((f) => [f.key, f.label])),
  materials: Object.fromEntries(form.materials.map((m) => [m.key, m.name])),
});

/** The instance ActForm works on: at its second step, which sets the approved amount. */
const instance = (over: object = {}) => ({
  id: 41,
  title: '苏州星湖智能装备有限公司 申报 高新技术企业认定奖励',
  workflow: { id: 1, name: '政策申报审核', version: 2 },
  businessType: 'policy_application',
  businessId: 7,
  status: 'running',
  currentStep: 1,
  data: {},
  steps: [
    { name: '受理与形式审查', condition: null, actions: ['approve', 'reject', 'return'], fields: [] },
    {
      name: '主管部门复审',
      condition: null,
      actions: ['approve', 'reject', 'return'],
      fields: [{ key: 'approvedAmount', label: '核定金额（元）', type: 'number', required: true }],
    },
  ],
  myTask: { id: 93, kind: 'actor', step: 1 },
  pendingAssignees: [{ id: 12, name: '孙丽华' }],
  history: [timelineEntry(1, 'submit'), timelineEntry(2, 'approve', { step: 0, stepName: '受理与形式审查' })],
  startedAt: '2026-11-20T02:00:00.000Z',
  finishedAt: null,
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
});

it('shows the company, what it filled in and uploaded, the match and the timeline, without a form when no task waits', async () => {
  jest.mocked(applicationDetail).mockResolvedValue(ok(applicationDetailData({ labels: labelsOf(settings) })));
  renderScreen(<DetailDrawer id={7} onClose={jest.fn()} onChanged={jest.fn()} />);
  await screen.findByTestId('application-detail');

  const profile = screen.getByTestId('company-profile');
  expect(within(profile).getByText('91320594MA1XK8QX2R')).toBeInTheDocument();
  expect(within(profile).getByText('高新技术企业')).toBeInTheDocument();
  expect(within(profile).getByText('小型')).toBeInTheDocument();
  // The field the company filled in, under the label the policy's settings give it.
  expect(await screen.findByText('项目名称')).toBeInTheDocument();
  expect(screen.getByText('智能装配线改造')).toBeInTheDocument();

  const materials = screen.getByTestId('application-materials');
  expect(within(materials).getByText('申报书及附表')).toBeInTheDocument();
  const image = within(materials).getByAltText('营业执照.png');
  expect(image.tagName).toBe('IMG');
  expect(image).toHaveAttribute('src', expect.stringMatching(/^\/uploads\/2026\/11\/.+\.png$/));
  fireEvent.click(within(materials).getByRole('button', { name: '预览 申报书.pdf' }));
  const frame = await screen.findByTestId('pdf-preview');
  const preview = frame.closest('.ant-modal') as HTMLElement;
  expect(within(preview).getByText('申报书.pdf')).toBeInTheDocument();
  expect(frame).toHaveAttribute('src', expect.stringMatching(/^\/uploads\/2026\/11\/.+\.pdf\?preview=1$/));
  expect(within(preview).getByRole('link', { name: /下\s*载/ })).toHaveAttribute('download', '申报书.pdf');
  fireEvent.click(within(preview).getByRole('button', { name: /关\s*闭/ }));
  await waitFor(() => expect(screen.queryByTestId('pdf-preview')).toBeNull());
  const sheet = within(materials).getByRole('link', { name: '财务报表.xlsx' });
  expect(sheet).toHaveAttribute('download', '财务报表.xlsx');

  expect(screen.getByTestId('match-explanation')).toHaveTextContent('高新技术企业');
  expect(screen.getByTestId('timeline-submit')).toHaveTextContent('李明');
  expect(screen.getByTestId('timeline-approve')).toHaveTextContent('材料齐全');
  // Who has it now, though it is not mine to act on.
  expect(screen.getByText('待 孙丽华 办理')).toBeInTheDocument();
  expect(screen.queryByTestId('act-form')).toBeNull();
  expect(workflowInstanceDetail).not.toHaveBeenCalled();
});

it('lets the reviewer whose task waits act, then refreshes the list and the application', async () => {
  const onChanged = jest.fn();
  jest.mocked(applicationDetail).mockResolvedValue(ok(applicationDetailData({ myTask: { id: 93, kind: 'actor', step: 1 } })));
  jest.mocked(workflowInstanceDetail).mockResolvedValue(ok(instance()));
  jest.mocked(actOnWorkflowTask).mockResolvedValue(ok(instance({ myTask: null, status: 'approved' })));
  renderScreen(<DetailDrawer id={7} onClose={jest.fn()} onChanged={onChanged} />);

  const form = await screen.findByTestId('act-form');
  expect(workflowInstanceDetail).toHaveBeenCalledWith({ id: 41 }, { skipErrorHandler: true });
  expect(screen.getByText('待 孙丽华 办理')).toBeInTheDocument();
  fireEvent.change(within(form).getByRole('spinbutton'), { target: { value: '250000' } });
  fireEvent.click(within(form).getByRole('button', { name: /同\s*意/ }));
  await waitFor(() => expect(actOnWorkflowTask).toHaveBeenCalled());
  expect(jest.mocked(actOnWorkflowTask).mock.calls[0][0]).toMatchObject({ taskId: 93, action: 'approve', fields: { approvedAmount: 250000 } });
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  await waitFor(() => expect(applicationDetail).toHaveBeenCalledTimes(2));
});

it('says so when the application does not exist', async () => {
  jest
    .mocked(applicationDetail)
    .mockRejectedValue(Object.assign(new Error('404'), { response: { status: 404, data: { errorMessage: 'Application not found' } } }));
  renderScreen(<DetailDrawer id={99} onClose={jest.fn()} onChanged={jest.fn()} />);
  expect(await screen.findByText('该申报不存在或已被删除')).toBeInTheDocument();
});
