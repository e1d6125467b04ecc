/** /highZc: a company fills the four steps and reads the report: verdicts, the eight conditions, the score bands. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HighZcPage } from '@/pages/policy/HighZc';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  // The entry's texts and the self-tests' own (loaded with the screen, which the tests render directly).
  const zh = { ...jest.requireActual('@/locales/zh-CN').default, ...jest.requireActual('@/locales/zh-CN/selfTest').default } as Record<string, string>;
  const format = (id: string, values: Record<string, unknown> = {}) => (zh[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return { useIntl: () => ({ formatMessage: ({ id }: { id: string }, values?: Record<string, unknown>) => format(id, values) }) };
});
jest.setTimeout(60000);

/** The form item labelled so, in the step on screen. */
const item = (label: string) => {
  const active = screen.queryByTestId('ht-step') ?? document;
  const found = [...active.querySelectorAll('.ant-form-item')].find((el) => el.querySelector('label')?.textContent === label);
  if (!found) throw new Error(`no field labelled ${label}`);
  return found as HTMLElement;
};
const type = (label: string, value: string) => fireEvent.change(item(label).querySelector('input')!, { target: { value } });
const byAria = (name: string) => document.querySelector(`input[aria-label="${name}"]`) as HTMLInputElement;
const typeAria = (name: string, value: string) => fireEvent.change(byAria(name), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });

async function pickDate(label: string, value: string) {
  const input = item(label).querySelector('input')!;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(value));
}

async function pickOption(label: string, option: string) {
  const input = item(label).querySelector('input')!;
  fireEvent.mouseDown(input);
  const el = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
      (o) => o.textContent === option,
    );
    expect(found).toBeTruthy();
    return found!;
  });
  fireEvent.click(el);
}

const radio = (label: string, option: '是' | '否') => fireEvent.click(within(item(label)).getByLabelText(option));

async function next(step: string) {
  fireEvent.click(button('下一步'));
  await waitFor(() => expect(document.querySelector('.ant-steps-item-process')).toHaveTextContent(step));
}

/** A company that would score 65–80 but has too few S&T staff. */
async function fillAll() {
  await pickDate('注册成立日期', '2019-04-10');
  await pickDate('拟申请日期', '2024-06-01');
  await pickOption('核心技术所属领域', '电子信息');
  radio('申请前一年内是否发生重大安全、重大质量事故或严重环境违法行为', '否');
  type('上年职工总数（月平均）', '100');
  type('上年科技人员数', '9');
  await next('知识产权');

  type('Ⅰ类知识产权：自主研发（件）', '1');
  radio('知识产权是否对主要产品（服务）在技术上发挥核心支持作用', '是');
  await pickOption('技术的先进程度（自评）', 'A：7–8 分');
  await pickOption('对主要产品（服务）的核心支持作用（自评）', 'A：7–8 分');
  radio('是否参与编制国家标准、行业标准、检测方法或技术规范', '否');
  await next('财务与研发');

  expect(screen.getByText('近三个会计年度（成立不足三年按实际年度）：2021、2022、2023')).toBeInTheDocument();
  const figures: Record<string, [string, string, string]> = {
    '销售收入（万元）': ['3000', '3600', '4200'],
    '自行研发费用（万元）': ['200', '220', '260'],
    '年末净资产（万元）': ['1000', '1150', '1300'],
    '科技成果转化（项）': ['4', '4', '5'],
  };
  for (const [label, values] of Object.entries(figures)) values.forEach((v, i) => typeAria(`${2021 + i} ${label}`, v));
  expect(await screen.findByText('境内研发费用占比：100%')).toBeInTheDocument();
  type('上年高新技术产品（服务）收入（万元）', '3000');
  type('上年总收入（万元）', '4300');
  await next('研发组织管理');

  type('研发组织管理制度、研发投入核算体系、研发费用辅助账（≤ 6 分）', '5');
  type('内部研发机构、产学研合作（≤ 6 分）', '5');
  type('成果转化组织实施与激励奖励制度、开放式创新创业平台（≤ 4 分）', '3');
  type('科技人员培养进修、职工技能培训、优秀人才引进及绩效评价奖励制度（≤ 4 分）', '3');
  fireEvent.click(button('生成自测报告'));
  await screen.findByText('高新技术企业认定自测报告');
}

beforeEach(() => localStorage.clear());

describe('高企自测', () => {
  it('reports a borderline score, names the unmet condition with what closes it, and prints', async () => {
    renderScreen(<HighZcPage />);
    await fillAll();

    expect(screen.getByTestId('ht-verdict')).toHaveTextContent('认定结论：暂不符合认定条件');
    // Knowledge 22–30, transfers (13 ÷ 3 = 4.33 a year) 19–24, organisation 16, net assets +14 % 3–4, sales +18 % 5–6.
    expect(screen.getByTestId('ht-score-verdict')).toHaveTextContent('创新能力评分：65–80 分，临界（区间跨越 70 分）');
    expect(screen.getByText('未满足：科技人员占比不低于 10%')).toBeInTheDocument();

    const rows = [...document.querySelectorAll('.ht-report table')[0].querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(8);
    const staffRow = rows[3];
    expect(staffRow).toHaveTextContent('4. 科技人员占比不低于 10%');
    expect(within(staffRow as HTMLElement).getByText('不满足')).toBeInTheDocument();
    expect(staffRow).toHaveTextContent('科技人员占当年职工总数 ≥ 10%（至少 10 人）');
    expect(staffRow).toHaveTextContent('9 / 100 人 = 9%');
    expect(staffRow).toHaveTextContent('再增加 2 名科技人员（当年累计工作 183 天以上）');
    // R&D 680 of 10,800 = 6.3 % against 5 % (last year 4,200万 ≤ 5,000万).
    expect(rows[4]).toHaveTextContent('满足');
    expect(rows[4]).toHaveTextContent('研发占比 6.3%（680 / 10,800 万元）；境内占比 100%');
    expect(rows[4]).toHaveTextContent('最近一年销售收入不超过 5,000 万元');
    expect(rows[6]).toHaveTextContent('待确定');
    expect(rows[6]).toHaveTextContent('按最低估计只有 65 分，未必超过 70 分');

    const score = document.querySelectorAll('.ht-report table')[1];
    expect(
      within(score as HTMLElement)
        .getByText('科技成果转化能力（≤ 30 分）')
        .closest('tr'),
    ).toHaveTextContent('19–24 分');
    expect(within(score as HTMLElement).getByText('近 3 年年均 4.33 项')).toBeInTheDocument();
    expect(
      within(score as HTMLElement)
        .getByText('合计')
        .closest('tr'),
    ).toHaveTextContent('10065–80 分');
    expect(screen.getByText(/国科发火〔2016〕32号 \/ 国科发火〔2016〕195号/)).toBeInTheDocument();

    // Print: the browser's print dialog, with a print style that shows only the report, without its buttons.
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(button('打印报告'));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.ht-report style')?.textContent).toContain('@media print');
    expect(button('打印报告').closest('.no-print')).toBeTruthy();
  });

  it('keeps the answers for the next visit and for editing', async () => {
    const first = renderScreen(<HighZcPage />);
    await fillAll();
    fireEvent.click(button('修改填写'));
    await waitFor(() => expect(item('上年科技人员数').querySelector('input')).toHaveValue('9'));
    first.unmount();
    renderScreen(<HighZcPage />);
    expect(item('注册成立日期').querySelector('input')).toHaveValue('2019-04-10');
    expect(item('上年职工总数（月平均）').querySelector('input')).toHaveValue('100');
    expect(JSON.parse(localStorage.getItem('portal.highZc')!)).toMatchObject({
      techStaff: 9,
      years: { 2023: { salesRevenue: 4200 } },
      org: { trainingAndRewards: 3 },
    });
  });

  it('checks the dates and the staff before moving on', async () => {
    renderScreen(<HighZcPage />);
    fireEvent.click(button('下一步'));
    expect(await screen.findAllByText('请填写此项')).toHaveLength(1); // the application date defaults to today
    // The empty registration date holds the visitor on this step, and nothing is kept.
    expect(within(item('注册成立日期')).getByText('请填写此项')).toBeInTheDocument();
    expect(document.querySelector('.ant-steps-item-process')).toHaveTextContent('基本情况');
    expect(localStorage.getItem('portal.highZc')).toBeNull();
    await pickDate('注册成立日期', '2024-05-01');
    await pickDate('拟申请日期', '2024-04-01');
    type('上年职工总数（月平均）', '10');
    type('上年科技人员数', '12');
    fireEvent.click(button('下一步'));
    expect(await screen.findByText('拟申请日期 ≥ 2024-05-01')).toBeInTheDocument();
    expect(await screen.findByText('上年科技人员数 ≤ 上年职工总数（月平均）')).toBeInTheDocument();
    expect(document.querySelector('.ant-steps-item-process')).toHaveTextContent('基本情况');
  });

  it("keeps each step's answers when going back and forth", async () => {
    renderScreen(<HighZcPage />);
    await pickDate('注册成立日期', '2022-03-01');
    type('上年职工总数（月平均）', '20');
    await next('知识产权');
    type('Ⅰ类知识产权：自主研发（件）', '2');
    fireEvent.click(button('上一步'));
    await waitFor(() => expect(document.querySelector('.ant-steps-item-process')).toHaveTextContent('基本情况'));
    expect(item('注册成立日期').querySelector('input')).toHaveValue('2022-03-01');
    expect(item('上年职工总数（月平均）').querySelector('input')).toHaveValue('20');
    await next('知识产权');
    expect(item('Ⅰ类知识产权：自主研发（件）').querySelector('input')).toHaveValue('2');
  });

  it('shows a company with blank answers what is still needed instead of passing it', async () => {
    renderScreen(<HighZcPage />);
    await pickDate('注册成立日期', '2022-03-01');
    await pickDate('拟申请日期', '2024-06-01');
    await next('知识产权');
    await next('财务与研发');
    await next('研发组织管理');
    await act(async () => fireEvent.click(button('生成自测报告')));
    await screen.findByText('高新技术企业认定自测报告');
    // Nothing is passed on missing answers: the score is only a 0–100 range, and with no IP the company fails.
    expect(screen.getByTestId('ht-score-verdict')).toHaveTextContent('临界');
    expect(screen.getByTestId('ht-verdict')).toHaveTextContent('暂不符合认定条件');
    const rows = [...document.querySelectorAll('.ht-report table')[0].querySelectorAll('tbody tr')];
    expect(rows[0]).toHaveTextContent('满足');
    expect(rows[3]).toHaveTextContent('待补充：职工总数、科技人员数');
    expect(rows[4]).toHaveTextContent('待补充：2022 年销售收入、2022 年研发费用');
    // With no IP at all (the counts default to 0) the IP condition is unmet.
    expect(rows[1]).toHaveTextContent('不满足');
    expect(rows[1]).toHaveTextContent('取得至少 1 件Ⅰ类或Ⅱ类知识产权（商标不计）');
  });
});
