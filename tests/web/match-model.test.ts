/** The matching effects of the policy dva model: each call's answer in its slot, failures leave the state alone. */
import PolicyModel, { initialPolicyState } from '@/models/policy';
import { changeBuesinss, companyDetail, getRelateBusiness, matchData, resultHeader, resultSearche } from '@/services/portal/match';
import { applyPuts, runEffect } from './helpers/runEffect';

jest.mock('@/services/portal/policy', () => ({}));
jest.mock('@/services/portal/match', () => ({
  matchData: jest.fn(),
  changeBuesinss: jest.fn(),
  resultHeader: jest.fn(),
  resultSearche: jest.fn(),
  companyDetail: jest.fn(),
  getRelateBusiness: jest.fn(),
}));

type State = Record<string, any>;
const reducers = PolicyModel.reducers as unknown as Record<string, (s: State, a: { type: string; payload?: unknown }) => State>;
const effects = PolicyModel.effects as unknown as Record<string, unknown>;

async function dispatch(name: string, payload?: unknown, state: State = initialPolicyState) {
  const run = await runEffect(effects[name], { type: `policy/${name}`, payload }, { policy: state });
  return { ...run, state: applyPuts(reducers, state, run.puts) };
}
const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const swiper = [{ policyId: 7, title: '苏州市规上企业研发奖励', outcome: 'eligible' }];

beforeEach(() => jest.resetAllMocks());

describe('the policy model: matching', () => {
  it('matchData and changeBuesinss keep the run and its featured matches', async () => {
    jest.mocked(matchData).mockResolvedValue(ok({ runId: 'r'.repeat(22), matchSwiperData: swiper }));
    const made = await dispatch('matchData', { companyId: 3 });
    expect(matchData).toHaveBeenCalledWith({ companyId: 3 });
    expect(made.result).toEqual({ runId: 'r'.repeat(22), matchSwiperData: swiper });
    expect(made.state).toMatchObject({ matchRunId: 'r'.repeat(22), matchSwiperData: swiper });
    jest.mocked(changeBuesinss).mockResolvedValue(ok({ runId: 'r'.repeat(22), matchSwiperData: [] }));
    const changed = await dispatch('changeBuesinss', { runId: 'r'.repeat(22), profile: { figures: [] } }, made.state);
    expect(changed.state.matchSwiperData).toEqual([]);
  });

  it('resultHeader, companyDetail and resultSearche fill their slots; the search keeps its own', async () => {
    jest.mocked(resultHeader).mockResolvedValue(ok({ runId: 'x', eligible: 3 }));
    jest.mocked(companyDetail).mockResolvedValue(ok({ runId: 'x', name: '苏州某公司' }));
    jest.mocked(resultSearche).mockResolvedValue(ok({ list: [{ policyId: 1 }], total: 1, current: 1, pageSize: 10 }));
    let state: State = { ...initialPolicyState, resultSearche: { list: ['a search'] } };
    state = (await dispatch('resultHeader', { runId: 'x' }, state)).state;
    state = (await dispatch('companyDetail', { runId: 'x' }, state)).state;
    state = (await dispatch('resultSearche', { runId: 'x', current: 1, pageSize: 10 }, state)).state;
    expect(state.resultHeader).toEqual({ runId: 'x', eligible: 3 });
    expect(state.companyDetail).toEqual({ runId: 'x', name: '苏州某公司' });
    expect(state.matchResults.total).toBe(1);
    expect(state.resultSearche).toEqual({ list: ['a search'] });
  });

  it('getRelateBusiness reads relateBusiness from data.list', async () => {
    jest.mocked(getRelateBusiness).mockResolvedValue(ok({ list: [{ id: 2, name: '苏州恒创智能装备有限公司', relation: 'customer' }] }));
    const run = await dispatch('getRelateBusiness', { runId: 'x' });
    expect(run.state.relateBusiness).toEqual([{ id: 2, name: '苏州恒创智能装备有限公司', relation: 'customer' }]);
    expect(run.result).toEqual(run.state.relateBusiness);
  });

  it('a failed call answers undefined and changes nothing', async () => {
    jest.mocked(resultHeader).mockRejectedValue(new Error('404'));
    jest.mocked(matchData).mockResolvedValue({ success: false, code: 400 } as never);
    const header = await dispatch('resultHeader', { runId: 'x' });
    const made = await dispatch('matchData', {});
    expect([header.result, made.result]).toEqual([undefined, undefined]);
    expect([header.puts, made.puts]).toEqual([[], []]);
  });
});
