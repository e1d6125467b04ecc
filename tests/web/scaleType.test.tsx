/** /scaleType: a visitor picks an industry (or types its code), enters the indicators and reads the tier. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import entry from '@/locales/zh-CN';
import selfTest from '@/locales/zh-CN/selfTest';
import { ScaleTypePage } from '@/pages/policy/ScaleType';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  // The entry's texts and the self-tests' own (loaded with the screen, which the tests render directly).
  const zh = { ...jest.requireActual('@/locales/zh-CN').default, ...jest.requireActual('@/locales/zh-CN/selfTest').default } as Record<string, string>;
  const format = (id: string, values: Record<string, unknown> = {}) => (zh[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return { useIntl: () => ({ formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => format(id, values) }) };
});
jest.setTimeout(30000);

const text = { ...entry, ...selfTest } as Record<string, string>;
const item = (label: string) => [...document.querySelectorAll('.ant-form-item')].find((el) => el.querySelector('label')?.textContent === label) as HTMLElement;
const input = (label: string) => item(label).querySelector('input') as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const result = () => screen.getByTestId('scale-result');

beforeEach(() => localStorage.clear());

describe('企业规模测算', () => {
  it('asks for an industry first and cites the rule', () => {
    renderScreen(<ScaleTypePage />);
    expect(screen.getByText(text['pages.scaleType.title'])).toBeInTheDocument();
    expect(within(result()).getByText('请先选择行业或输入行业代码。')).toBeInTheDocument();
    expect(within(result()).getByText(/国统字〔2017〕213号/)).toBeInTheDocument();
  });

  it('classifies a software company from its code, at the medium boundary of revenue', async () => {
    renderScreen(<ScaleTypePage />);
    type('或输入行业代码', '6513');
    expect(await screen.findByText('对应划分行业：软件和信息技术服务业')).toBeInTheDocument();
    // The software row lists X and Y only.
    expect(item('资产总额（Z）')).toHaveClass('ant-form-item-hidden');
    expect(item('从业人员（X）')).not.toHaveClass('ant-form-item-hidden');
    expect(within(result()).getByText(/请填写：从业人员（X）、营业收入（Y）/)).toBeInTheDocument();

    type('从业人员（X）', '100');
    type('营业收入（Y）', '999.99');
    await waitFor(() => expect(within(result()).getByText('小型企业')).toBeInTheDocument());
    expect(within(result()).getByText(/由营业收入（Y）决定/)).toBeInTheDocument();
    const rows = result().querySelectorAll('tbody tr');
    expect(rows[0]).toHaveTextContent('从业人员（X）100人中型还差 200人可达大型');
    expect(rows[1]).toHaveTextContent('营业收入（Y）999.99万元小型决定结果还差 0.01万元可达中型');

    type('营业收入（Y）', '1000');
    await waitFor(() => expect(within(result()).getByText('中型企业')).toBeInTheDocument());
  });

  it('picks a row from the list: an industrial company with X = 1500 and Y = 100 is micro', async () => {
    renderScreen(<ScaleTypePage />);
    const select = item('所属行业').querySelector('input') as HTMLInputElement;
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: '制造' } });
    // The search matches the examples too: "制造" finds the industry row.
    const option = await waitFor(() => {
      const options = [...document.querySelectorAll('.ant-select-item-option')];
      expect(options).toHaveLength(1);
      return options[0];
    });
    expect(option).toHaveTextContent('工业（采矿业，制造业，电力、热力、燃气及水生产和供应业）');
    fireEvent.click(option);
    await waitFor(() => expect(item('从业人员（X）')).not.toHaveClass('ant-form-item-hidden'));
    type('从业人员（X）', '1500');
    type('营业收入（Y）', '100');
    await waitFor(() => expect(within(result()).getByText('微型企业')).toBeInTheDocument());
    expect(result().querySelectorAll('tbody tr')[0]).toHaveTextContent('大型已达最高档');
  });

  it('says so for an industry outside the table instead of guessing', async () => {
    renderScreen(<ScaleTypePage />);
    type('或输入行业代码', '6620');
    expect(await within(result()).findByText(/金融业不在《统计上大中小微型企业划分办法（2017）》的划分表内/)).toBeInTheDocument();
    expect(result().querySelector('tbody')).toBeNull();
  });

  it('asks for a finer code when one spans several rows, and rejects a non-code', async () => {
    renderScreen(<ScaleTypePage />);
    type('或输入行业代码', '59');
    expect(await screen.findByText('该代码包含多个划分行业（交通运输业（不含铁路运输业）、仓储业），请输入更细的代码')).toBeInTheDocument();
    type('或输入行业代码', '592');
    expect(await screen.findByText('对应划分行业：仓储业')).toBeInTheDocument();
    type('或输入行业代码', '99');
    expect(await screen.findByText('不是有效的 GB/T 4754-2017 行业代码')).toBeInTheDocument();
  });

  it('remembers the last inputs', async () => {
    const first = renderScreen(<ScaleTypePage />);
    type('或输入行业代码', '5210');
    type('从业人员（X）', '60');
    type('营业收入（Y）', '20000');
    await waitFor(() => expect(within(result()).getByText('中型企业')).toBeInTheDocument());
    first.unmount();
    renderScreen(<ScaleTypePage />);
    expect(within(result()).getByText('中型企业')).toBeInTheDocument();
    expect(input('从业人员（X）')).toHaveValue('60');
  });
});
