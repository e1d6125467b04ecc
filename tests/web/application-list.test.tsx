/**
 * 政策申报 (src/pages/admin/application): the list asks the server with its filters, order and paging, the
 * summary follows the same filters, the export downloads exactly what is on screen, and `?id=` opens one.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ApplicationScreen from '@/pages/admin/application';
import { applicationQuery } from '@/pages/admin/application/types';
import { applicationDetail, applicationSummary, queryApplications } from '@/services/portal/application';
import { adminQueryPolicies } from '@/services/portal/policyAdmin';
import { downloadBlob } from '@/utils/request';
import { applicationDetailData, applicationItem, ok } from './application-fixtures';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => ({
  ...require('./helpers/umiMax').umiMaxMock(),
  useIntl: () => require('./application-fixtures').applicationIntl(),
  useSearchParams: () => [new URLSearchParams(globalThis.location.search), jest.fn()],
}));
jest.mock('@/services/portal/application', () => ({
  queryApplications: jest.fn(),
  applicationSummary: jest.fn(),
  applicationDetail: jest.fn(),
  applicationSettings: jest.fn(async () => ({ data: { materials: [], fields: [] } })),
}));
jest.mock('@/services/portal/policyAdmin', () => ({
  adminQueryPolicies: jest.fn(),
  adminQueryPolicyDepartments: jest.fn(async () => ({ data: { list: [] } })),
}));
jest.mock('@/services/portal/workflow', () => ({ workflowInstanceDetail: jest.fn() }));
jest.mock('@/utils/request', () => ({ downloadBlob: jest.fn(async () => '政策申报.xlsx') }));
jest.setTimeout(30000);

const { grant } = jest.requireActual('./helpers/umiMax') as { grant: (...keys: string[]) => void };

const summary = {
  total: { count: 2, amount: 1250000 },
  byPolicy: [{ policyId: 3, title: '高新技术企业认定奖励', count: 2, amount: 1250000 }],
  byCompany: [
    { companyId: 21, name: '苏州星湖智能装备有限公司', count: 1, amount: 1000000 },
    { companyId: 22, name: '苏州云帆生物科技有限公司', count: 1, amount: 250000 },
  ],
};
const rows = [
  applicationItem(),
  applicationItem({ id: 8, companyId: 22, companyName: '苏州云帆生物科技有限公司', status: 'approved', currentStepName: null, approvedAmount: 250000 }),
];

/** The search form's item labelled `label`. */
const searchItem = (label: string) =>
  screen.getAllByText(label, { selector: '.ant-pro-table-search label, .ant-pro-table-search label *' })[0].closest('.ant-form-item') as HTMLElement;

async function pick(formItem: HTMLElement, option: string) {
  fireEvent.mouseDown(formItem.querySelector('.ant-select-selector')!);
  const found = await waitFor(() => {
    const el = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
      (o) => o.textContent === option,
    );
    if (!el) throw new Error(`no option ${option}`);
    return el;
  });
  fireEvent.click(found);
}

beforeEach(() => {
  jest.clearAllMocks();
  grant();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/admin/application');
  jest.mocked(queryApplications).mockResolvedValue(ok({ list: rows, total: 2, current: 1, pageSize: 20 }));
  jest.mocked(applicationSummary).mockResolvedValue(ok(summary));
  jest.mocked(adminQueryPolicies).mockResolvedValue(
    ok({
      list: [
        { id: 3, title: '高新技术企业认定奖励' },
        { id: 4, title: '专精特新企业奖励' },
      ],
      total: 2,
    }),
  );
});

it('lists the applications, newest first, with the approved money above them', async () => {
  renderScreen(<ApplicationScreen />);
  expect(await screen.findByText('苏州云帆生物科技有限公司', { selector: 'a' })).toBeInTheDocument();
  expect(queryApplications).toHaveBeenLastCalledWith({ current: 1, pageSize: 20, sortField: 'submittedAt', sortOrder: 'descend' });
  await waitFor(() => expect(applicationSummary).toHaveBeenCalledWith({ top: 5 }));

  await waitFor(() => expect(screen.getByTestId('summary-amount')).toHaveTextContent('1,250,000'));
  expect(within(screen.getByTestId('summary-companies')).getAllByRole('listitem')).toHaveLength(2);
  expect(within(screen.getByTestId('summary-policies')).getByText('高新技术企业认定奖励')).toBeInTheDocument();

  const row = screen.getByText('苏州星湖智能装备有限公司', { selector: 'a' }).closest('tr') as HTMLElement;
  expect(within(row).getByText('300,000')).toBeInTheDocument();
  expect(within(row).getByText('审核中')).toBeInTheDocument();
  expect(within(row).getByText('主管部门复审')).toBeInTheDocument();
});

it('sends the filters and the sort to the server, and the summary and export follow them', async () => {
  grant('application:query', 'application:export', 'policy:query', 'policy-department:query');
  renderScreen(<ApplicationScreen />);
  await screen.findByText('苏州云帆生物科技有限公司', { selector: 'a' });

  fireEvent.change(searchItem('企业').querySelector('input')!, { target: { value: ' 星湖 ' } });
  await pick(searchItem('状态'), '已通过');
  await pick(searchItem('政策'), '高新技术企业认定奖励');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /查\s*询|Query/ }));
  });
  await waitFor(() =>
    expect(queryApplications).toHaveBeenLastCalledWith({
      current: 1,
      pageSize: 20,
      keyword: '星湖',
      status: 'approved',
      policyId: 3,
      sortField: 'submittedAt',
      sortOrder: 'descend',
    }),
  );
  await waitFor(() => expect(applicationSummary).toHaveBeenLastCalledWith({ keyword: '星湖', status: 'approved', policyId: 3, top: 5 }));

  // Sorting by the approved amount: ascending first.
  await act(async () => {
    fireEvent.click(screen.getAllByText('核定金额（元）', { selector: 'th *' })[0]);
  });
  await waitFor(() =>
    expect(queryApplications).toHaveBeenLastCalledWith(expect.objectContaining({ sortField: 'approvedAmount', sortOrder: 'ascend', policyId: 3 })),
  );

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
  });
  expect(downloadBlob).toHaveBeenCalledWith('/api/oa/admin/application/export', {
    params: { keyword: '星湖', status: 'approved', policyId: 3, sortField: 'approvedAmount', sortOrder: 'ascend' },
  });
  expect(await screen.findByText('已导出 政策申报.xlsx')).toBeInTheDocument();
});

it('offers the export only with application:export, and the policy filter only with policy:query', async () => {
  grant('application:query');
  renderScreen(<ApplicationScreen />);
  await screen.findByText('苏州云帆生物科技有限公司', { selector: 'a' });
  expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  expect(screen.queryByText('政策', { selector: '.ant-pro-table-search label' })).toBeNull();
  expect(adminQueryPolicies).not.toHaveBeenCalled();
});

it('turns the submitted-day range and an empty form into the query', () => {
  expect(applicationQuery({ keyword: '  ', submittedFrom: '2026-11-01', submittedTo: '2026-11-30', departmentId: '5' }, { approvedAmount: 'descend' })).toEqual(
    {
      submittedFrom: '2026-11-01',
      submittedTo: '2026-11-30',
      departmentId: 5,
      sortField: 'approvedAmount',
      sortOrder: 'descend',
    },
  );
  // A column the server does not sort by falls back to the newest submission first.
  expect(applicationQuery({}, { companyName: 'ascend' })).toEqual({ sortField: 'submittedAt', sortOrder: 'descend' });
});

it('opens the application named in the address', async () => {
  window.history.replaceState(null, '', '/admin/application?id=7');
  jest.mocked(applicationDetail).mockResolvedValue(ok(applicationDetailData()));
  renderScreen(<ApplicationScreen />);
  expect(await screen.findByTestId('application-detail')).toBeInTheDocument();
  expect(applicationDetail).toHaveBeenCalledWith({ id: 7 }, { skipErrorHandler: true });
});
