/** The policy dva model (src/models/policy.ts): effects with stand-in call/put, and in a real dva store with dva-loading. */
import PolicyModel, { initialPolicyState } from '@/models/policy';
import { getBusinessBase, policyAreaDict, policyTagDetailList, policyTagList, searchPolicies } from '@/services/portal/policy';
import { createPolicyStore } from './helpers/store';
import { applyPuts, runEffect } from './helpers/runEffect';

jest.mock('@/services/portal/policy', () => ({
  getBusinessBase: jest.fn(),
  policyTagList: jest.fn(),
  policyTagDetailList: jest.fn(),
  policyAreaDict: jest.fn(),
  searchPolicies: jest.fn(),
}));

type State = Record<string, any>;
const reducers = PolicyModel.reducers as unknown as Record<string, (s: State, a: { type: string; payload?: unknown }) => State>;
const effects = PolicyModel.effects as unknown as Record<string, unknown>;
const effectOf = (name: string) => (Array.isArray(effects[name]) ? (effects[name] as unknown[])[0] : effects[name]);

async function dispatch(name: string, payload?: unknown, state: State = initialPolicyState) {
  const run = await runEffect(effectOf(name), { type: `policy/${name}`, payload }, { policy: state });
  return { ...run, state: applyPuts(reducers, state, run.puts) };
}

const ok = (data: unknown) => ({ success: true, code: 0, data } as never);
const tag = (id: number, name: string, parentId: number | null = null) => ({
  id,
  name,
  kind: 'industry',
  parentId,
  policyCount: 3,
  childCount: parentId ? 0 : 2,
});
const base = { publishedCount: 323, openCount: 165, closingSoonCount: 37, totalAmount: 66426, latest: [], company: null };
const result = {
  list: [],
  total: 0,
  current: 1,
  pageSize: 10,
  facets: { level: [], supportType: [], windowStatus: [], departmentId: [], tagId: [] },
  tokens: [],
};

beforeEach(() => jest.resetAllMocks());

describe('the policy model', () => {
  it('is the dva model "policy" with the state slots the front reads', () => {
    expect(PolicyModel.namespace).toBe('policy');
    for (const key of [
      'matchSwiperData',
      'businessBaseData',
      'tagList',
      'tagSmallList',
      'resultHeader',
      'resultSearche',
      'companyDetail',
      'areaDict',
      'relateBusiness',
    ]) {
      expect(PolicyModel.state).toHaveProperty(key);
    }
    expect(PolicyModel.state.matchSwiperData).toEqual([]);
    expect(PolicyModel.state.relateBusiness).toEqual([]);
  });

  it('fetchBusinessBase keeps the overview; a refused or failed answer leaves the state as it was', async () => {
    jest.mocked(getBusinessBase).mockResolvedValue(ok(base));
    const first = await dispatch('fetchBusinessBase');
    expect(first.state.businessBaseData).toEqual(base);
    expect(first.result).toEqual(base);

    jest.mocked(getBusinessBase).mockResolvedValue({ success: false, code: 500, data: null } as never);
    expect((await dispatch('fetchBusinessBase', undefined, first.state)).state).toBe(first.state);
    jest.mocked(getBusinessBase).mockRejectedValue(new Error('Request failed with status code 503'));
    const failed = await dispatch('fetchBusinessBase', undefined, first.state);
    expect(failed.state).toBe(first.state);
    expect(failed.result).toBeUndefined();
  });

  it('fetchTagList asks once and then answers from the store, unless forced', async () => {
    jest.mocked(policyTagList).mockResolvedValue(ok([tag(1, '新一代信息技术'), tag(19, '资金补贴')]));
    const { state } = await dispatch('fetchTagList');
    expect(state.tagList.map((t: { name: string }) => t.name)).toEqual(['新一代信息技术', '资金补贴']);
    await dispatch('fetchTagList', undefined, state);
    expect(policyTagList).toHaveBeenCalledTimes(1);
    await dispatch('fetchTagList', { force: true }, state);
    expect(policyTagList).toHaveBeenCalledTimes(2);
  });

  it('fetchTagSmallList keeps the last list as tagSmallList and every list by its big tag', async () => {
    jest
      .mocked(policyTagDetailList)
      .mockImplementation(async ({ parentId }) => ok(parentId === 1 ? [tag(2, '集成电路', 1), tag(4, '人工智能', 1)] : [tag(20, '贷款贴息', 19)]));
    const one = await dispatch('fetchTagSmallList', 1);
    const two = await dispatch('fetchTagSmallList', { parentId: 19 }, one.state);
    expect(policyTagDetailList).toHaveBeenCalledWith({ parentId: 1 });
    expect(two.state.tagSmallList.map((t: { name: string }) => t.name)).toEqual(['贷款贴息']);
    expect(Object.keys(two.state.tagSmallMap)).toEqual(['1', '19']);
    // Asked again, the small tags come from the store.
    const again = await dispatch('fetchTagSmallList', 1, two.state);
    expect(policyTagDetailList).toHaveBeenCalledTimes(2);
    expect(again.state.tagSmallList.map((t: { name: string }) => t.name)).toEqual(['集成电路', '人工智能']);
    expect((await dispatch('fetchTagSmallList', 'x')).result).toBeUndefined();
  });

  it('fetchAreaDict keeps the region tree', async () => {
    const tree = [{ code: '320000', name: '江苏省', count: 261, children: [{ code: '320500', name: '苏州市', count: 181, children: [] }] }];
    jest.mocked(policyAreaDict).mockResolvedValue(ok(tree));
    expect((await dispatch('fetchAreaDict')).state.areaDict).toEqual(tree);
  });

  it('search keeps the answer as resultSearche together with the body it answers', async () => {
    jest.mocked(searchPolicies).mockResolvedValue(ok({ ...result, total: 97 }));
    const body = { keyword: '高新技术企业', level: ['city'], sort: 'deadline', current: 2, pageSize: 10 };
    const { state, calls } = await dispatch('search', body);
    expect(calls[0].args).toHaveLength(1);
    expect(searchPolicies).toHaveBeenCalledWith(body);
    expect(state.resultSearche.total).toBe(97);
    expect(state.lastSearch).toEqual(body);
    expect((effects.search as unknown[])[1]).toEqual({ type: 'takeLatest' });
  });

  it('saveRelateBusiness reads data.list of an answer; clear starts over', () => {
    const companies = [{ id: 7, name: '苏州华芯半导体科技有限公司' }];
    const next = reducers.saveRelateBusiness(initialPolicyState, { type: 'saveRelateBusiness', payload: ok({ list: companies, total: 1 }) });
    expect(next.relateBusiness).toEqual(companies);
    expect(reducers.saveRelateBusiness(next, { type: 'saveRelateBusiness', payload: { code: 1 } })).toBe(next);
    expect(reducers.clear(next, { type: 'clear' })).toEqual(initialPolicyState);
  });
});

describe('in a dva store with dva-loading', () => {
  it('each effect has a loading flag that goes back to false, also when the request fails', async () => {
    const store = createPolicyStore();
    let answer!: (v: unknown) => void;
    jest.mocked(searchPolicies).mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }) as never,
    );
    const pending = store.dispatch({ type: 'policy/search', payload: { keyword: '人工智能' } });
    expect(store.getState().loading.effects['policy/search']).toBe(true);
    expect(store.getState().loading.models.policy).toBe(true);
    answer(ok({ ...result, total: 3 }));
    await pending;
    expect(store.getState().loading.effects['policy/search']).toBe(false);
    expect(store.getState().policy.resultSearche.total).toBe(3);

    jest.mocked(getBusinessBase).mockRejectedValue(new Error('Network Error'));
    await store.dispatch({ type: 'policy/fetchBusinessBase' });
    expect(store.getState().loading.effects['policy/fetchBusinessBase']).toBe(false);
    expect(store.getState().policy.businessBaseData).toBeNull();
  });

  it('a newer search replaces an older one still on its way (takeLatest)', async () => {
    const store = createPolicyStore();
    const answers: ((v: unknown) => void)[] = [];
    jest.mocked(searchPolicies).mockImplementation(
      () =>
        new Promise((resolve) => {
          answers.push(resolve);
        }) as never,
    );
    store.dispatch({ type: 'policy/search', payload: { keyword: '旧' } });
    const newer = store.dispatch({ type: 'policy/search', payload: { keyword: '新' } });
    answers[1](ok({ ...result, total: 2 }));
    await newer;
    answers[0](ok({ ...result, total: 99 }));
    await new Promise((r) => {
      setTimeout(r, 0);
    });
    expect(store.getState().policy.resultSearche.total).toBe(2);
    expect(store.getState().policy.lastSearch).toEqual({ keyword: '新' });
  });
});
