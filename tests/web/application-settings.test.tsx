/**
 * A policy's 申报设置 (src/pages/admin/policy/ApplicationSettings.tsx): the settings as saved, the checks staff
 * expect before a round trip (a repeated material name, a field without a label, an open policy without its
 * workflow), the body it saves, and a refusal the server names landing under its field.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import ApplicationSettings from '@/pages/admin/policy/ApplicationSettings';
import { departmentTree } from '@/services/portal/account';
import { applicationSettings, saveApplicationSettings } from '@/services/portal/application';
import { queryWorkflows } from '@/services/portal/workflow';
import { ok } from './application-fixtures';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => ({ ...require('./helpers/umiMax').umiMaxMock(), useIntl: () => require('./application-fixtures').applicationIntl() }));
jest.mock('@/services/portal/application', () => ({ applicationSettings: jest.fn(), saveApplicationSettings: jest.fn() }));
jest.mock('@/services/portal/workflow', () => ({ queryWorkflows: jest.fn() }));
jest.mock('@/services/portal/account', () => ({ departmentTree: jest.fn() }));
jest.setTimeout(30000);

const policy = { id: 3, title: '高新技术企业认定奖励' };
const saved = {
  policyId: 3,
  policyTitle: '高新技术企业认定奖励',
  maxAmount: 50,
  open: true,
  workflow: { id: 1, name: '政策申报审核' },
  reviewDept: { id: 8, name: '科技创新部' },
  materials: [{ key: 'form', name: '申报书', required: true, accept: ['pdf', 'docx'], templateUrl: '/uploads/2026/11/0123456789abcdef0123456789abcdef.docx' }],
  fields: [{ key: 'amount', label: '申报金额（元）', type: 'number', required: true, max: 500000 }],
  updatedAt: '2026-11-18T08:30:00.000Z',
  updatedBy: '周婷',
};

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^(确\s*[定认]|提\s*交|OK)$/ }));
  });
};
const namesOfMaterials = () => screen.getAllByPlaceholderText('材料名称，如 申报书') as HTMLInputElement[];

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(applicationSettings).mockResolvedValue(ok(saved));
  jest.mocked(queryWorkflows).mockResolvedValue(
    ok({
      list: [
        { id: 1, name: '政策申报审核' },
        { id: 2, name: '专项资金审核' },
      ],
      total: 2,
    }),
  );
  jest.mocked(departmentTree).mockResolvedValue(ok([{ id: 7, name: '园区管委会', children: [{ id: 8, name: '科技创新部', children: [] }] }]));
  jest.mocked(saveApplicationSettings).mockImplementation(async (body) => ok({ ...saved, ...body }));
});

it('refuses a repeated material name and a field without a label, then saves the whole settings', async () => {
  const onClose = jest.fn();
  renderScreen(<ApplicationSettings policy={policy} onClose={onClose} />);
  await waitFor(() => expect(namesOfMaterials()[0]).toHaveValue('申报书'));
  expect(applicationSettings).toHaveBeenCalledWith({ policyId: 3 });
  expect(screen.getByText('周婷 于 2026-11-18 16:30:00 最后修改')).toBeInTheDocument();

  fireEvent.click(screen.getByText('添加材料'));
  fireEvent.change(namesOfMaterials()[1], { target: { value: '申报书' } });
  fireEvent.click(screen.getByText('添加字段'));
  fireEvent.change(screen.getAllByPlaceholderText('字段键（如 amount）')[1], { target: { value: 'projectName' } });
  await submit();
  expect(await screen.findByText('材料名称不能重复')).toBeInTheDocument();
  expect(await screen.findByText('请输入显示名称')).toBeInTheDocument();
  expect(saveApplicationSettings).not.toHaveBeenCalled();

  fireEvent.change(namesOfMaterials()[1], { target: { value: '营业执照' } });
  fireEvent.change(screen.getAllByPlaceholderText('显示名称')[1], { target: { value: '项目名称' } });
  await submit();
  await waitFor(() => expect(saveApplicationSettings).toHaveBeenCalled());
  expect(jest.mocked(saveApplicationSettings).mock.calls[0]).toEqual([
    {
      policyId: 3,
      open: true,
      workflowId: 1,
      reviewDeptId: 8,
      materials: [
        { key: 'form', name: '申报书', required: true, accept: ['pdf', 'docx'], templateUrl: saved.materials[0].templateUrl },
        // A new material gets a key of its own; staff never see it.
        { key: 'm1', name: '营业执照', required: true, accept: ['pdf'] },
      ],
      fields: [
        { key: 'amount', label: '申报金额（元）', type: 'number', required: true, max: 500000 },
        { key: 'projectName', label: '项目名称', type: 'text', required: false },
      ],
    },
    { skipErrorHandler: true },
  ]);
  expect(await screen.findByText('已保存“高新技术企业认定奖励”的申报设置')).toBeInTheDocument();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});

it('needs the workflow of an open policy', async () => {
  jest.mocked(applicationSettings).mockResolvedValue(ok({ ...saved, open: false, workflow: null, reviewDept: null }));
  renderScreen(<ApplicationSettings policy={policy} onClose={jest.fn()} />);
  await waitFor(() => expect(namesOfMaterials()[0]).toHaveValue('申报书'));
  await act(async () => {
    fireEvent.click(screen.getByRole('switch'));
  });
  await submit();
  expect(await screen.findByText('开放网上申报时请选择审核流程')).toBeInTheDocument();
  expect(saveApplicationSettings).not.toHaveBeenCalled();
});

it("puts the server's refusal under the material it names", async () => {
  jest.mocked(saveApplicationSettings).mockRejectedValue(refusal(422, 'materials.0.accept.1: must be one of pdf, docx', 'materials.0.accept.1'));
  renderScreen(<ApplicationSettings policy={policy} onClose={jest.fn()} />);
  await waitFor(() => expect(namesOfMaterials()[0]).toHaveValue('申报书'));
  await submit();
  expect(await screen.findByText('must be one of pdf, docx')).toBeInTheDocument();
});
