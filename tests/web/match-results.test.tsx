/** /ppResult's results table: server paging, filters that start again from page one, reload, explanations. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Results, { noFilters } from '@/pages/policy/PpResult/Results';
import { renderScreen } from './helpers/renderScreen';

jest.mock('@umijs/max', () => {
  const texts = { ...jest.requireActual('@/locales/zh-CN/match').default, ...jest.requireActual('@/locales/zh-CN/policyFront').default } as Record<
    string,
    string
  >;
  const format = ({ id }: { id: string }, values: Record<string, unknown> = {}) =>
    (texts[id] ?? id).replace(/\{(\w+)\}/g, (_: string, k: string) => String(values[k] ?? ''));
  const { createElement } = jest.requireActual('react');
  return {
    useIntl: () => ({ formatMessage: format, locale: 'zh-CN' }),
    Link: ({ to, children, ...rest }: { to: string; children: unknown }) => createElement('a', { href: to, ...rest }, children),
  };
});
const mockResultSearche = jest.fn();
jest.mock('@/models/useEffectCall', () => ({ useEffectCall: () => mockResultSearche }));
jest.setTimeout(60000);

const item = (policyId: number): never =>
  ({
    policyId,
    title: `政策${policyId}`,
    level: 'city',
    supportType: 'subsidy',
    payoutMode: 'cash',
    docNo: null,
    departmentName: '苏州市科学技术局',
    outcome: 'eligible',
    matchPercent: 100,
    maxAmount: 50,
    deadline: '2026-12-31',
    windowStatus: 'open',
    metCount: 1,
    ruleCount: 1,
    rules: [],
    filters: [],
    failedFilter: null,
  } as never);
/** Answers like the server: 23 results, the asked page of them. */
const answer = ({ current, pageSize }: { current: number; pageSize: number }) => {
  const ids = Array.from({ length: 23 }, (_, i) => i + 1).slice((current - 1) * pageSize, current * pageSize);
  return Promise.resolve({ list: ids.map(item), total: 23, current, pageSize });
};
const titles = () => [...document.querySelectorAll('.match-policy-title')].map((a) => a.textContent);
const lastAsked = () => mockResultSearche.mock.calls.at(-1)?.[1];

const view = (filters: object, { reloadKey = 0, onFilters = jest.fn() } = {}) => (
  <Results runId="run1" header={undefined} filters={filters as never} onFilters={onFilters} reloadKey={reloadKey} />
);

describe('/ppResult results', () => {
  beforeEach(() => {
    mockResultSearche.mockReset();
    mockResultSearche.mockImplementation((_type: string, payload: { current: number; pageSize: number }) => answer(payload));
  });

  it('pages on the server, and other filters start again from the first page', async () => {
    const { rerender } = renderScreen(view(noFilters));
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(mockResultSearche).toHaveBeenLastCalledWith(
      'policy/resultSearche',
      expect.objectContaining({ runId: 'run1', current: 1, pageSize: 10, sort: 'default' }),
    );

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(titles()).toEqual(['政策21', '政策22', '政策23']));
    expect(lastAsked()).toMatchObject({ current: 3, pageSize: 10 });

    rerender(view({ ...noFilters, outcome: ['eligible'] }));
    await waitFor(() => expect(lastAsked()).toMatchObject({ current: 1, outcome: ['eligible'] }));
    await waitFor(() => expect(titles()[0]).toBe('政策1'));
  });

  it('hands filter changes to the page and reloads when asked', async () => {
    const onFilters = jest.fn();
    const { rerender } = renderScreen(view(noFilters, { onFilters }));
    await waitFor(() => expect(titles()).toHaveLength(10));

    fireEvent.click(screen.getByLabelText('符合'));
    expect(onFilters).toHaveBeenLastCalledWith({ ...noFilters, outcome: ['eligible'] });
    const keyword = screen.getByPlaceholderText('政策名称关键词');
    fireEvent.change(keyword, { target: { value: ' 研发 ' } });
    fireEvent.keyDown(keyword, { key: 'Enter', keyCode: 13 });
    expect(onFilters).toHaveBeenLastCalledWith({ ...noFilters, keyword: '研发' });

    const calls = mockResultSearche.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(mockResultSearche.mock.calls.length).toBe(calls + 1));
    rerender(view(noFilters, { onFilters, reloadKey: 1 }));
    await waitFor(() => expect(mockResultSearche.mock.calls.length).toBe(calls + 2));
  });

  it('drops an answer that arrives after the filters changed', async () => {
    let late: (v: unknown) => void = () => undefined;
    mockResultSearche.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          late = resolve;
        }),
    );
    const { rerender } = renderScreen(view(noFilters));
    rerender(view({ ...noFilters, sort: 'amount' }));
    await waitFor(() => expect(titles()).toHaveLength(10));
    await act(async () => late({ list: [item(99)], total: 1, current: 1, pageSize: 10 }));
    expect(titles()).not.toContain('政策99');
  });

  it("opens a row's explanation", async () => {
    renderScreen(view(noFilters));
    await waitFor(() => expect(titles()).toHaveLength(10));
    fireEvent.click(screen.getByTestId('why-2'));
    const row = screen.getByText('政策2').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row.nextElementSibling as HTMLElement).getByTestId('match-explanation')).toBeInTheDocument());
  });
});
