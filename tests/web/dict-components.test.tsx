/** DictSelect and DictTag (src/components/Dict): labels, colours, active items, one cache in the dict model. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DICT_CACHE_TTL, DictSelect, DictTag } from '@/components/Dict';
import { dictByName } from '@/services/portal/dict';
import { createStore, renderInStore } from './helpers/store';

jest.mock('@/services/portal/dict', () => ({ dictByName: jest.fn() }));

const mocked = dictByName as unknown as jest.Mock;

const item = (id: number, value: string, label: string, extra = {}) => ({
  id,
  typeId: 3,
  label,
  value,
  parentValue: null,
  order: id,
  color: null,
  isDefault: false,
  status: 'active',
  remark: null,
  ...extra,
});

const orgTypes = [
  item(1, 'operator', '园区运营方', { color: 'blue' }),
  item(2, 'government', '政府部门', { color: 'red', isDefault: true }),
  item(3, 'association', '行业协会', { color: '#722ed1' }),
  item(4, 'retired', '已撤销类型', { status: 'disabled' }),
];

const ok = (data: unknown) => ({ success: true, code: 0, data });

/** Opens an antd Select and returns the texts of its options. */
async function openOptions(container: HTMLElement) {
  fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
  await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull());
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
}

// One store per test, shared by everything a test renders, as the app has one.
let store = createStore();
const render = (ui: JSX.Element) => renderInStore(ui, store);
const load = (name: string, parentValue?: string) => store.dispatch({ type: 'dict/load', payload: { name, parentValue } }) as Promise<unknown[]>;
const forget = (name?: string) => store.dispatch({ type: 'dict/forget', payload: name });

beforeEach(() => {
  store = createStore();
  mocked.mockReset();
  mocked.mockResolvedValue(ok(orgTypes));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('DictTag', () => {
  it('shows the label in a tag of the item colour', async () => {
    render(<DictTag name="org_type" value="operator" />);
    const label = await screen.findByText('园区运营方');
    const tag = label.closest('.ant-tag')!;
    expect(tag).toHaveClass('ant-tag-blue');
    expect(mocked).toHaveBeenCalledWith({ name: 'org_type' }, { skipErrorHandler: true });
  });

  it('uses a colour that is not a preset name as the tag colour', async () => {
    render(<DictTag name="org_type" value="association" />);
    const tag = (await screen.findByText('行业协会')).closest('.ant-tag') as HTMLElement;
    expect(tag.style.backgroundColor).toBe('rgb(114, 46, 209)');
  });

  it('ignores a stored colour that is neither a preset name nor #rrggbb', async () => {
    // Stored before colours were checked: drawn as a plain tag.
    mocked.mockResolvedValue(ok([item(5, 'legacy', '旧数据', { color: 'rgb(255, 0, 0)' })]));
    render(<DictTag name="org_type" value="legacy" />);
    const tag = (await screen.findByText('旧数据')).closest('.ant-tag') as HTMLElement;
    expect(tag.getAttribute('style') ?? '').toBe('');
    expect(tag.className).not.toMatch(/ant-tag-red/);
  });

  it('shows a value the dictionary does not know as it is, and a placeholder without a value', async () => {
    const { container } = render(
      <>
        <DictTag name="org_type" value="alien" />
        <span data-testid="empty">
          <DictTag name="org_type" value={null} />
        </span>
      </>,
    );
    expect(await screen.findByText('alien')).toBeInTheDocument();
    expect(screen.getByTestId('empty')).toHaveTextContent('-');
    expect(container.querySelector('.ant-tag-blue')).toBeNull();
  });

  it('shows the raw value when the dictionary cannot be loaded', async () => {
    mocked.mockRejectedValue(new Error('404'));
    render(<DictTag name="missing_dict" value="x1" />);
    expect(await screen.findByText('x1')).toBeInTheDocument();
  });

  it('shows several values as several tags', async () => {
    render(<DictTag name="org_type" value={['operator', 'government']} />);
    expect(await screen.findByText('园区运营方')).toBeInTheDocument();
    expect(screen.getByText('政府部门').closest('.ant-tag')).toHaveClass('ant-tag-red');
  });
});

describe('DictSelect', () => {
  it('lists the active items by label and hands back the value', async () => {
    const onChange = jest.fn();
    const { container } = render(<DictSelect name="org_type" virtual={false} onChange={onChange} />);
    expect(await openOptions(container)).toEqual(['园区运营方', '政府部门', '行业协会']);
    fireEvent.click(screen.getByTitle('行业协会'));
    expect(onChange).toHaveBeenCalledWith('association', expect.objectContaining({ value: 'association' }));
  });

  it('asks for the children of a parent value', async () => {
    mocked.mockResolvedValue(ok([item(9, '320500', '苏州市', { parentValue: '320000' })]));
    const { container } = render(<DictSelect name="region" parentValue="320000" virtual={false} />);
    expect(await openOptions(container)).toEqual(['苏州市']);
    expect(mocked).toHaveBeenCalledWith({ name: 'region', parentValue: '320000' }, { skipErrorHandler: true });
  });

  it('with useDefault, chooses the default item once while there is no value', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<DictSelect name="org_type" useDefault value={undefined} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('government', { label: '政府部门', value: 'government' }));
    rerender(<DictSelect name="org_type" useDefault value="government" onChange={onChange} />);
    expect(await screen.findByTitle('政府部门')).toBeInTheDocument();
    // Cleared by the user afterwards: the default is not forced back.
    rerender(<DictSelect name="org_type" useDefault value={undefined} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('without useDefault, leaves an empty value empty', async () => {
    const onChange = jest.fn();
    render(<DictSelect name="org_type" value={undefined} onChange={onChange} />);
    await waitFor(() => expect(mocked).toHaveBeenCalled());
    await act(async () => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the cache in the dict model', () => {
  it('makes one request for every component reading the same dictionary', async () => {
    const { container } = render(
      <>
        <DictTag name="org_type" value="operator" />
        <DictTag name="org_type" value="government" />
        <DictSelect name="org_type" virtual={false} />
      </>,
    );
    expect(await screen.findByText('园区运营方')).toBeInTheDocument();
    expect(await openOptions(container)).toHaveLength(3);
    expect(mocked).toHaveBeenCalledTimes(1);
    // Mounted later, within five minutes: still no new request.
    render(<DictTag name="org_type" value="association" />);
    expect(await screen.findByText('行业协会', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(mocked).toHaveBeenCalledTimes(1);
    expect(store.getState().dict.entries.org_type).toMatchObject({ status: 'loaded', items: orgTypes });
  });

  it('keeps dictionaries and parent values apart, and loads of one key meanwhile share a request', async () => {
    await Promise.all([load('org_type'), load('org_type'), load('region', ''), load('region', '320000'), load('region', '')]);
    expect(mocked).toHaveBeenCalledTimes(3);
  });

  it('asks again after five minutes', async () => {
    jest.useFakeTimers();
    const first = render(<DictTag name="org_type" value="operator" />);
    expect(await screen.findByText('园区运营方')).toBeInTheDocument();
    first.unmount();

    act(() => jest.advanceTimersByTime(DICT_CACHE_TTL - 1000));
    const second = render(<DictTag name="org_type" value="operator" />);
    // Fresh items show at once, with no request.
    expect(screen.getByText('园区运营方')).toBeInTheDocument();
    expect(mocked).toHaveBeenCalledTimes(1);
    second.unmount();

    act(() => jest.advanceTimersByTime(2000));
    mocked.mockResolvedValue(ok([item(1, 'operator', '运营方（新）', { color: 'green' })]));
    render(<DictTag name="org_type" value="operator" />);
    expect(await screen.findByText('运营方（新）')).toBeInTheDocument();
    expect(mocked).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load: the next reader asks again, a mounted one does not loop', async () => {
    mocked.mockRejectedValueOnce(new Error('network'));
    render(<DictTag name="org_type" value="operator" />);
    expect(await screen.findByText('operator')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().dict.entries.org_type.status).toBe('failed'));
    await act(async () => undefined);
    expect(mocked).toHaveBeenCalledTimes(1);
    render(<DictTag name="org_type" value="government" />);
    expect(await screen.findByText('园区运营方')).toBeInTheDocument();
    expect(screen.getByText('政府部门')).toBeInTheDocument();
    expect(mocked).toHaveBeenCalledTimes(2);
    await expect(load('org_type')).resolves.toHaveLength(4);
    expect(mocked).toHaveBeenCalledTimes(2);
  });

  it('forgetting a dictionary makes the mounted components ask again; another name changes nothing', async () => {
    render(<DictTag name="org_type" value="operator" />);
    expect(await screen.findByText('园区运营方')).toBeInTheDocument();
    mocked.mockResolvedValue(ok([item(1, 'operator', '园区运营公司', { color: 'cyan' })]));
    await act(() => forget('other_dict'));
    expect(mocked).toHaveBeenCalledTimes(1);
    await act(() => forget('org_type'));
    expect(await screen.findByText('园区运营公司')).toHaveClass('ant-tag-cyan');
    expect(mocked).toHaveBeenCalledTimes(2);
  });

  it('a load answered after the dictionary was forgotten is handed over but not kept', async () => {
    let answer: (v: unknown) => void = () => undefined;
    mocked.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const pending = load('org_type');
    await forget();
    answer(ok(orgTypes));
    await expect(pending).resolves.toHaveLength(4);
    expect(store.getState().dict.entries).toEqual({});
    await load('org_type');
    expect(mocked).toHaveBeenCalledTimes(2);
  });
});
