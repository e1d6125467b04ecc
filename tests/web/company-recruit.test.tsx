/** 招聘管理: posts filtered by company, the post form's rules, and recruitment types. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import RecruitPage from '@/pages/admin/company/recruit';
import TypeTable from '@/pages/admin/company/recruit/TypeTable';
import { salaryText } from '@/pages/admin/company/recruit/types';
import { createRecruitPost, createRecruitType, queryCompanies, queryRecruitPosts, recruitTypes } from '@/services/portal/company';
import { refusal, renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const messages = jest.requireActual('@/locales/zh-CN/company').default as Record<string, string>;
  const format = (id: string, values: Record<string, unknown> = {}) =>
    (messages[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return {
    ...jest.requireActual('./helpers/umiMax').umiMaxMock(),
    useIntl: () => ({ formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => format(id, values) }),
    useSearchParams: () => [new URLSearchParams(globalThis.location.search), jest.fn()],
  };
});
jest.mock('@/services/portal/company', () => ({
  queryCompanies: jest.fn(),
  queryRecruitPosts: jest.fn(),
  recruitTypes: jest.fn(),
  createRecruitPost: jest.fn(),
  updateRecruitPost: jest.fn(),
  createRecruitType: jest.fn(),
  updateRecruitType: jest.fn(),
}));
jest.setTimeout(60000);

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const types = [
  { id: 1, name: '技术研发', order: 1, status: 'active', postCount: 1 },
  { id: 2, name: '实习', order: 2, status: 'disabled', postCount: 0 },
];
const post = {
  id: 31,
  companyId: 12,
  companyName: '苏州星湖微电子有限公司',
  typeId: 1,
  typeName: '技术研发',
  title: '嵌入式软件工程师',
  headcount: 3,
  salaryMin: 12000,
  salaryMax: 20000,
  education: '本科',
  experience: '3-5年',
  description: null,
  status: 'open',
  publishedOn: '2025-10-08',
};
const drawer = () => document.querySelector('.ant-drawer-content') as HTMLElement;
const errorOf = (id: string) => drawer().querySelector(`#${id}`)!.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';
const typeIn = (id: string, value: string) => fireEvent.change(drawer().querySelector(`#${id}`)!, { target: { value } });

beforeEach(() => {
  jest.clearAllMocks();
  window.history.replaceState(null, '', '/admin/recruit');
  jest.mocked(recruitTypes).mockResolvedValue(ok(types));
  jest.mocked(queryRecruitPosts).mockResolvedValue(ok({ list: [post], total: 1, current: 1, pageSize: 20 }));
  jest.mocked(queryCompanies).mockResolvedValue(ok({ list: [], total: 0, current: 1, pageSize: 20 }));
});

it('writes a salary range the way job ads do', () => {
  expect(salaryText(8000, 12000, '面议')).toBe('8000-12000');
  expect(salaryText(8000, null, '面议')).toBe('≥ 8000');
  expect(salaryText(null, 9000, '面议')).toBe('≤ 9000');
  expect(salaryText(null, null, '面议')).toBe('面议');
});

it('lists the posts of the company in the address, and a new post starts with that company', async () => {
  window.history.replaceState(null, '', '/admin/recruit?companyId=12');
  jest.mocked(createRecruitPost).mockResolvedValue(ok(post));
  renderScreen(<RecruitPage />);
  expect(await screen.findByText('嵌入式软件工程师')).toBeInTheDocument();
  expect(queryRecruitPosts).toHaveBeenCalledWith(expect.objectContaining({ companyId: 12, current: 1, pageSize: 20 }));
  expect(screen.getByText('12000-20000')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: /发布岗位/ }));
  await waitFor(() => expect(drawer()?.querySelector('#title')).toBeTruthy());
  const submit = within(drawer()).getByRole('button', { name: /确\s*认|确\s*定/ });
  fireEvent.click(submit);
  await waitFor(() => expect(errorOf('typeId')).toBe('请选择招聘类型'));
  expect(errorOf('title')).toBe('请输入岗位名称');
  // The company of the list is already chosen.
  expect(errorOf('companyId')).toBe('');

  // A disabled type cannot be chosen for a new post.
  fireEvent.mouseDown(drawer().querySelector('#typeId')!.closest('.ant-select')!.querySelector('.ant-select-selector')!);
  const disabled = await waitFor(() => document.querySelector('.ant-select-item-option[title="实习 (停用)"]')!);
  expect(disabled).toHaveClass('ant-select-item-option-disabled');
  fireEvent.click(document.querySelector('.ant-select-item-option[title="技术研发"]')!);
  typeIn('title', ' 硬件测试工程师 ');
  typeIn('salaryMin', '15000');
  typeIn('salaryMax', '9000');
  fireEvent.click(submit);
  await waitFor(() => expect(errorOf('salaryMax')).toBe('上限不能低于下限'));
  expect(createRecruitPost).not.toHaveBeenCalled();
  typeIn('salaryMax', '18000');
  fireEvent.click(submit);
  await waitFor(() =>
    expect(createRecruitPost).toHaveBeenCalledWith(
      expect.objectContaining({ companyId: 12, typeId: 1, title: '硬件测试工程师', headcount: 1, salaryMin: 15000, salaryMax: 18000, status: 'open' }),
      { skipErrorHandler: true },
    ),
  );
});

it('adds a recruitment type; a name already used is marked on the field', async () => {
  jest.mocked(createRecruitType).mockRejectedValueOnce(refusal(409, 'name: "技术研发" already exists', 'name'));
  jest.mocked(createRecruitType).mockResolvedValueOnce(ok({ id: 3, name: '市场销售', order: 3, status: 'active', postCount: 0 }));
  const onChanged = jest.fn();
  renderScreen(<TypeTable canSave onChanged={onChanged} onShowPosts={jest.fn()} />);
  expect(await screen.findByText('技术研发')).toBeInTheDocument();
  expect(screen.getByText('停用')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /新增类型/ }));
  const modal = await waitFor(() => document.querySelector('.ant-modal-content') as HTMLElement);
  fireEvent.change(modal.querySelector('#name')!, { target: { value: '技术研发' } });
  fireEvent.click(modal.querySelector('.ant-modal-footer .ant-btn-primary')!);
  expect(await within(modal).findByText('"技术研发" already exists')).toBeInTheDocument();
  fireEvent.change(modal.querySelector('#name')!, { target: { value: '市场销售' } });
  fireEvent.change(modal.querySelector('#order')!, { target: { value: '3' } });
  fireEvent.click(modal.querySelector('.ant-modal-footer .ant-btn-primary')!);
  await waitFor(() => expect(createRecruitType).toHaveBeenLastCalledWith({ name: '市场销售', order: 3, status: 'active' }, { skipErrorHandler: true }));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  // The table reloads on its own tick after the dialog closes.
  await waitFor(() => expect(recruitTypes).toHaveBeenCalledTimes(2));
});
