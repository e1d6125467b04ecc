/** 字典项 editing (src/pages/admin/dict/ItemTable): inline rows, refusals shown where they belong. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ItemTable from '@/pages/admin/dict/ItemTable';
import { dictCreate, dictDelete, dictList, dictUpdate } from '@/services/portal/dict';
import { refusal, renderScreen } from './helpers/renderScreen';
import { createStore } from './helpers/store';

jest.mock('@umijs/max', () => require('./helpers/umiMax').umiMaxMock());
jest.mock('@/services/portal/dict', () => ({
  dictList: jest.fn(),
  dictCreate: jest.fn(),
  dictUpdate: jest.fn(),
  dictDelete: jest.fn(),
  dictByName: jest.fn(),
}));
jest.setTimeout(30000);

const type = { id: 3, name: 'org_type', title: '组织类型', remark: '', status: 'active' as const, builtIn: true, itemCount: 2 };
const item = (id: number, value: string, label: string, color = '') => ({
  id,
  typeId: 3,
  label,
  value,
  parentValue: '',
  order: id * 10,
  color,
  isDefault: false,
  status: 'active' as const,
  remark: '',
});
const items = [item(1, 'operator', '园区运营方', 'blue'), item(2, 'government', '政府部门', 'red')];

const rows = () => [...document.querySelectorAll('.ant-table-tbody .ant-table-row')] as HTMLElement[];
const link = (scope: HTMLElement, text: string) => [...scope.querySelectorAll('a')].find((a) => a.textContent?.includes(text))!;

beforeEach(() => {
  jest.mocked(dictList).mockResolvedValue({ success: true, code: 0, data: { list: items, total: 2, current: 1, pageSize: 20 } });
  for (const fn of [dictCreate, dictUpdate, dictDelete]) jest.mocked(fn).mockReset();
});

it('lists the items of the type with their labels in their colours', async () => {
  renderScreen(<ItemTable type={type} canEdit onChanged={jest.fn()} />);
  const label = await screen.findByText('园区运营方');
  expect(label.closest('.ant-tag')).toHaveClass('ant-tag-blue');
  expect(dictList).toHaveBeenCalledWith(expect.objectContaining({ typeId: 3, current: 1, pageSize: 20 }));
});

it('adds a row; a duplicate value marks the value cell and says why', async () => {
  jest.mocked(dictCreate).mockRejectedValue(refusal(409, 'value: "operator" already exists in this dictionary', 'value'));
  renderScreen(<ItemTable type={type} canEdit onChanged={jest.fn()} />);
  await screen.findByText('园区运营方');
  fireEvent.click([...document.querySelectorAll('button')].find((b) => b.textContent?.includes('添加字典项'))!);
  await waitFor(() => expect(rows()).toHaveLength(3));
  const row = rows()[2];
  const [label, value] = [...row.querySelectorAll('input.ant-input')] as HTMLInputElement[];
  fireEvent.change(label, { target: { value: '运营方' } });
  fireEvent.change(value, { target: { value: 'operator' } });
  fireEvent.click(link(row, '保存'));
  await waitFor(() =>
    expect(dictCreate).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'item', typeId: 3, label: '运营方', value: 'operator', order: 30, isDefault: false, status: 'active' }),
      { skipErrorHandler: true },
    ),
  );
  expect(await screen.findByText('值: "operator" already exists in this dictionary')).toBeInTheDocument();
  // The value cell is marked; its text shows when the cell is clicked.
  await waitFor(() => expect(value.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error'));
  expect(label.closest('.ant-form-item')).not.toHaveClass('ant-form-item-has-error');
  // The row stays open for correction.
  expect(link(rows()[2], '保存')).toBeDefined();
});

it('edits a row in place and saves it with its id; every picker of the dictionary then loads it again', async () => {
  jest.mocked(dictUpdate).mockResolvedValue({ success: true, code: 0, data: {} as never });
  const onChanged = jest.fn();
  // The cache holds this dictionary and another one.
  const store = createStore();
  const entry = { items, status: 'loaded', loadedAt: Date.now(), ticket: 1 };
  store.dispatch({ type: 'dict/save', payload: { entries: { org_type: entry, 'org_type\u0000': entry, industry: entry } } });
  renderScreen(<ItemTable type={type} canEdit onChanged={onChanged} />, { store });
  await screen.findByText('政府部门');
  fireEvent.click(link(rows()[1], '编辑'));
  await waitFor(() => expect(rows()[1].querySelector('input.ant-input')).not.toBeNull());
  fireEvent.change(rows()[1].querySelector('input.ant-input')!, { target: { value: '政府机关' } });
  fireEvent.click(link(rows()[1], '保存'));
  await waitFor(() =>
    expect(dictUpdate).toHaveBeenCalledWith(expect.objectContaining({ kind: 'item', id: 2, typeId: 3, label: '政府机关', value: 'government', color: 'red' }), {
      skipErrorHandler: true,
    }),
  );
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(Object.keys(store.getState().dict.entries)).toEqual(['industry']);
});

it('shows why an item in use cannot be deleted', async () => {
  jest.mocked(dictDelete).mockRejectedValue(refusal(409, '"园区运营方" is used by 2 organisations and cannot be deleted; set it to disabled instead', 'id'));
  renderScreen(<ItemTable type={type} canEdit onChanged={jest.fn()} />);
  await screen.findByText('园区运营方');
  fireEvent.click(link(rows()[0], '删除'));
  const confirm = await screen.findByText('确定删除字典项“园区运营方”吗？');
  fireEvent.click((confirm.closest('.ant-popover') as HTMLElement).querySelector('.ant-btn-primary')!);
  await waitFor(() => expect(dictDelete).toHaveBeenCalledWith({ kind: 'item', id: 1 }, { skipErrorHandler: true }));
  expect(await screen.findByText('"园区运营方" is used by 2 organisations and cannot be deleted; set it to disabled instead')).toBeInTheDocument();
});

it('offers no editing without dict:update', async () => {
  renderScreen(<ItemTable type={type} canEdit={false} onChanged={jest.fn()} />);
  await screen.findByText('园区运营方');
  expect([...document.querySelectorAll('button')].some((b) => b.textContent?.includes('添加字典项'))).toBe(false);
  expect(link(rows()[0], '编辑')).toBeUndefined();
});
