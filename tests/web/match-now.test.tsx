/** /matchNow: after the region, the form asks only for what the open policies' rules need, figures by their year. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import MatchNowPage from '@/pages/policy/MatchNow';
import { matchNeededFieldsFor } from '@/services/portal/match';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const texts = { ...jest.requireActual('@/locales/zh-CN/match').default, 'pages.matchNow.title': '立即匹配' } as Record<string, string>;
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  return { useIntl: () => ({ formatMessage: format }), history: { push: jest.fn() } };
});
jest.mock('@/services/portal/match', () => ({ matchNeededFieldsFor: jest.fn() }));
jest.setTimeout(60000);

const { history } = jest.requireMock('@umijs/max') as { history: { push: jest.Mock } };
const needed = [
  { field: 'qualifications', label: '企业资质' },
  { field: 'revenue', year: 2025, label: '2025年度营业收入' },
  { field: 'netAssets', year: 2024, label: '2024年度净资产' },
];
const labels = () => [...document.querySelectorAll('.ant-form-item-label label')].map((l) => l.textContent);

async function pickRegion(path: string[]) {
  const select = document.querySelector('.ant-cascader .ant-select-selector') as HTMLElement;
  fireEvent.mouseDown(select);
  for (const name of path) {
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-cascader-menu-item')].find((el) => el.getAttribute('title') === name);
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    fireEvent.click(option);
  }
}

describe('/matchNow', () => {
  beforeEach(() => {
    jest.mocked(matchNeededFieldsFor).mockReset();
    jest
      .mocked(matchNeededFieldsFor)
      .mockResolvedValue({ success: true, code: 0, data: { candidateCount: 6, evaluationYear: 2026, fields: needed, missing: needed } } as never);
    history.push.mockReset();
    sessionStorage.clear();
  });

  it('asks only for the fields the candidate policies need, each figure for its year, and hands the profile to /pping', async () => {
    renderScreen(<MatchNowPage />);
    expect(screen.getByText(/先选择所在地区和主体类型/)).toBeInTheDocument();
    expect(labels()).toEqual(['所在地区', '主体类型']);

    await pickRegion(['江苏省', '苏州市', '苏州工业园区']);
    await waitFor(() => expect(matchNeededFieldsFor).toHaveBeenLastCalledWith({ regionCode: '320571', entityType: 'enterprise' }));
    await screen.findByText('2025 年度营业收入');
    expect(labels()).toEqual(['所在地区', '主体类型', '已获资质', '2025 年度营业收入', '2024 年度年末净资产']);
    expect(screen.getByText(/6 项适用政策共需要以下 3 项信息/)).toBeInTheDocument();
    for (const absent of ['成立日期', '企业规模', '所属行业', '2025 年度职工人数', '2025 年度研发投入']) expect(labels()).not.toContain(absent);

    const input = (label: string) =>
      [...document.querySelectorAll('.ant-form-item')].find((el) => el.querySelector('label')?.textContent === label)!.querySelector('input')!;
    fireEvent.change(input('2025 年度营业收入'), { target: { value: '1800' } });
    fireEvent.change(input('2024 年度年末净资产'), { target: { value: '-20' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /开始匹配/ }));
    });
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/pping?source=form'));
    expect(JSON.parse(sessionStorage.getItem('portal.match.pendingProfile')!)).toEqual({
      regionCode: '320571',
      entityType: 'enterprise',
      qualifications: [],
      figures: [
        { year: 2025, revenue: 1800 },
        { year: 2024, netAssets: -20 },
      ],
    });
  });

  it('refuses S&T staff above the staff of the same year', async () => {
    const staffFields = [
      { field: 'staff', year: 2025, label: '2025年度职工人数' },
      { field: 'techStaff', year: 2025, label: '2025年度科技人员数' },
      { field: 'revenue', year: 2025, label: '2025年度营业收入' },
    ];
    jest
      .mocked(matchNeededFieldsFor)
      .mockResolvedValue({ success: true, code: 0, data: { candidateCount: 2, evaluationYear: 2026, fields: staffFields, missing: staffFields } } as never);
    renderScreen(<MatchNowPage />);
    await pickRegion(['江苏省', '苏州市']);
    await screen.findByText('2025 年度科技人员数');
    const input = (label: string) =>
      [...document.querySelectorAll('.ant-form-item')].find((el) => el.querySelector('label')?.textContent === label)!.querySelector('input')!;
    fireEvent.change(input('2025 年度职工人数'), { target: { value: '50' } });
    fireEvent.change(input('2025 年度科技人员数'), { target: { value: '60' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /开始匹配/ }));
    });
    expect(await screen.findByText('科技人员数不能超过同年度职工人数')).toBeInTheDocument();
    expect(history.push).not.toHaveBeenCalled();
  });
});
