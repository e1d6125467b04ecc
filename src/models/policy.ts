import type { Effect, Reducer } from '@umijs/max';
import { getBusinessBase, policyAreaDict, policyTagDetailList, policyTagList, searchPolicies } from '@/services/portal/policy';
import * as matchApi from '@/services/portal/match';

/**
 * The policy dva model: what the public front's screens share. Every answer is read as
 * `{ code, data }`: code 0 means success and `data` is kept; any other answer, or a failed request (the
 * request layer has already shown its error), leaves the state as it was. The effects catch failures
 * on purpose: dva-loading clears an effect's flag only when the effect ends normally, so a thrown
 * request would leave `loading.effects['policy/…']` true for ever.
 *
 * Loading flags come from dva-loading: `loading.effects['policy/search']`, `loading.models.policy`.
 * matchSwiperData, resultHeader, companyDetail and relateBusiness are the matching screens' slots
 * (policy matching): their effects arrive with the match API; `saveRelateBusiness` already reads `data.list`.
 */

export type SearchBody = NonNullable<Parameters<typeof searchPolicies>[0]>;
export type SearchResult = Awaited<ReturnType<typeof searchPolicies>>['data'];
export type SearchItem = SearchResult['list'][number];
export type FacetName = keyof SearchResult['facets'];
export type FacetValue = SearchResult['facets'][FacetName][number];
export type BusinessBase = Awaited<ReturnType<typeof getBusinessBase>>['data'];
export type PublicTag = Awaited<ReturnType<typeof policyTagList>>['data'][number];
/** A region of GB/T 2260 with its published policy count and the regions below it. */
export type AreaNode = { code: string; name: string; count: number; children: AreaNode[] };
export type PolicyLevel = SearchItem['level'];
export type WindowStatus = SearchItem['windowStatus'];

export type PolicyState = {
  /** Matching: the policies of the home/match carousel. */
  matchSwiperData: unknown[];
  /** The front's overview from getBusinessBase (null until loaded). */
  businessBaseData: BusinessBase | null;
  /** The big tags, with their published policy counts. */
  tagList: PublicTag[];
  /** The small tags of the big tag last asked for. */
  tagSmallList: PublicTag[];
  /** Every small-tag list fetched so far, by the big tag's id (screens show several groups at once). */
  tagSmallMap: Record<number, PublicTag[]>;
  /** Matching: the summary of a match (counts, total amount). */
  resultHeader: Record<string, unknown>;
  /** The last search: { list, total, current, pageSize, facets, tokens } (null before the first). */
  resultSearche: SearchResult | null;
  /** The body the last search ran with, to tell whose answer resultSearche is. */
  lastSearch: SearchBody | null;
  /** Matching: the company being matched. */
  companyDetail: Record<string, unknown>;
  /** The region tree of the regions that have published policies. */
  areaDict: AreaNode[];
  /** Matching: related companies, read from `data.list`. */
  relateBusiness: unknown[];
  /** Matching: the run the match slots belong to. */
  matchRunId: string | null;
  /** Matching: the last page of a run's results (resultSearche of /api/policy; `resultSearche` holds the search). */
  matchResults: MatchResultPage | null;
};

// Matching: the shapes of the match calls.
export type MatchRun = Awaited<ReturnType<typeof matchApi.matchData>>['data'];
export type MatchSwiperItem = MatchRun['matchSwiperData'][number];
export type MatchHeader = Awaited<ReturnType<typeof matchApi.resultHeader>>['data'];
export type MatchResultPage = Awaited<ReturnType<typeof matchApi.resultSearche>>['data'];
export type MatchItem = MatchResultPage['list'][number];
export type MatchRuleResult = MatchItem['rules'][number];
export type MatchCompanyDetail = Awaited<ReturnType<typeof matchApi.companyDetail>>['data'];
export type MatchProfile = MatchCompanyDetail['profile'];
export type RelatedCompany = Awaited<ReturnType<typeof matchApi.getRelateBusiness>>['data']['list'][number];

export interface PolicyModelType {
  namespace: 'policy';
  state: PolicyState;
  effects: {
    fetchBusinessBase: Effect;
    fetchTagList: Effect;
    fetchTagSmallList: Effect;
    fetchAreaDict: Effect;
    search: [Effect, { type: 'takeLatest' }];
    matchData: Effect;
    changeBuesinss: Effect;
    resultHeader: Effect;
    resultSearche: Effect;
    companyDetail: Effect;
    getRelateBusiness: Effect;
  };
  reducers: {
    save: Reducer<PolicyState>;
    saveTagSmallList: Reducer<PolicyState>;
    saveRelateBusiness: Reducer<PolicyState>;
    clear: Reducer<PolicyState>;
  };
}

export const initialPolicyState: PolicyState = {
  matchSwiperData: [],
  businessBaseData: null,
  tagList: [],
  tagSmallList: [],
  tagSmallMap: {},
  resultHeader: {},
  resultSearche: null,
  lastSearch: null,
  companyDetail: {},
  areaDict: [],
  relateBusiness: [],
  matchRunId: null,
  matchResults: null,
};

type Envelope<T> = { code?: number | string; data?: T } | undefined;

/** The data of a successful answer (code 0), else undefined. */
export function dataOf<T>(response: Envelope<T>): T | undefined {
  return response?.code === 0 ? response.data : undefined;
}

/** A generator-friendly call that turns a failed request into undefined (its error is already shown). */
async function quietly<T>(request: () => Promise<T>): Promise<T | undefined> {
  try {
    return await request();
  } catch {
    return undefined;
  }
}

const PolicyModel: PolicyModelType = {
  namespace: 'policy',

  state: initialPolicyState,

  effects: {
    *fetchBusinessBase(_, { call, put }) {
      const data = dataOf<BusinessBase>(yield call(quietly, () => getBusinessBase()));
      if (!data) return undefined;
      yield put({ type: 'save', payload: { businessBaseData: data } });
      return data;
    },

    /** payload `{ force: true }` asks again even when the tags are already loaded. */
    *fetchTagList({ payload }, { call, put, select }) {
      const loaded: PublicTag[] = yield select((s: { policy: PolicyState }) => s.policy.tagList);
      if (loaded.length && !payload?.force) return loaded;
      const data = dataOf<PublicTag[]>(yield call(quietly, () => policyTagList()));
      if (!data) return undefined;
      yield put({ type: 'save', payload: { tagList: data } });
      return data;
    },

    /** payload: the big tag's id (or `{ parentId }`); kept as tagSmallList and under tagSmallMap[parentId]. */
    *fetchTagSmallList({ payload }, { call, put, select }) {
      const parentId = Number(typeof payload === 'object' && payload ? payload.parentId : payload);
      if (!Number.isInteger(parentId) || parentId <= 0) return undefined;
      const cached: PublicTag[] | undefined = yield select((s: { policy: PolicyState }) => s.policy.tagSmallMap[parentId]);
      const data = cached ?? dataOf<PublicTag[]>(yield call(quietly, () => policyTagDetailList({ parentId })));
      if (!data) return undefined;
      yield put({ type: 'saveTagSmallList', payload: { parentId, list: data } });
      return data;
    },

    *fetchAreaDict(_, { call, put, select }) {
      const loaded: AreaNode[] = yield select((s: { policy: PolicyState }) => s.policy.areaDict);
      if (loaded.length) return loaded;
      const data = dataOf<AreaNode[]>(yield call(quietly, () => policyAreaDict()));
      if (!data) return undefined;
      yield put({ type: 'save', payload: { areaDict: data } });
      return data;
    },

    /**
     * payload: the search body (keyword, filters, sort, paging). takeLatest: a newer search cancels an
     * older one still on its way, so a slow answer never replaces a newer one.
     */
    search: [
      function* search({ payload }, { call, put }) {
        const body: SearchBody = { ...(payload || {}) };
        const data = dataOf<SearchResult>(yield call(quietly, () => searchPolicies(body)));
        if (!data) return undefined;
        yield put({ type: 'save', payload: { resultSearche: data, lastSearch: body } });
        return data;
      },
      { type: 'takeLatest' },
    ],

    // ----- matching; each returns the answer's data, or undefined when the call failed -----

    /** payload: `{ companyId }` or `{ profile }`: a new run; its featured matches go to matchSwiperData. */
    *matchData({ payload }, { call, put }) {
      const data = dataOf<MatchRun>(yield call(quietly, () => matchApi.matchData(payload)));
      if (!data) return undefined;
      yield put({ type: 'save', payload: { matchRunId: data.runId, matchSwiperData: data.matchSwiperData } });
      return data;
    },

    /** payload: `{ runId, companyId }` or `{ runId, profile }` (e.g. corrected figures). */
    *changeBuesinss({ payload }, { call, put }) {
      const data = dataOf<MatchRun>(yield call(quietly, () => matchApi.changeBuesinss(payload)));
      if (!data) return undefined;
      yield put({ type: 'save', payload: { matchRunId: data.runId, matchSwiperData: data.matchSwiperData } });
      return data;
    },

    /** payload: `{ runId }`. */
    *resultHeader({ payload }, { call, put }) {
      const data = dataOf<MatchHeader>(yield call(quietly, () => matchApi.resultHeader(payload)));
      if (!data) return undefined;
      yield put({ type: 'save', payload: { resultHeader: data } });
      return data;
    },

    /** payload: `{ runId, outcome, supportType, level, keyword, sort, current, pageSize }`; kept in matchResults. */
    *resultSearche({ payload }, { call, put }) {
      const data = dataOf<MatchResultPage>(yield call(quietly, () => matchApi.resultSearche(payload)));
      if (!data) return undefined;
      yield put({ type: 'save', payload: { matchResults: data } });
      return data;
    },

    /** payload: `{ runId }`: the profile the run matches. */
    *companyDetail({ payload }, { call, put }) {
      const data = dataOf<MatchCompanyDetail>(yield call(quietly, () => matchApi.companyDetail(payload)));
      if (!data) return undefined;
      yield put({ type: 'save', payload: { companyDetail: data } });
      return data;
    },

    /** payload: `{ runId }`; relateBusiness is read from `data.list`. */
    *getRelateBusiness({ payload }, { call, put }) {
      const response: Envelope<{ list?: RelatedCompany[] }> = yield call(quietly, () => matchApi.getRelateBusiness(payload));
      if (!dataOf(response)) return undefined;
      yield put({ type: 'saveRelateBusiness', payload: response });
      return dataOf(response)?.list;
    },
  },

  reducers: {
    save(state = initialPolicyState, { payload }) {
      return { ...state, ...(payload || {}) };
    },
    saveTagSmallList(state = initialPolicyState, { payload }) {
      const { parentId, list } = payload as { parentId: number; list: PublicTag[] };
      return { ...state, tagSmallList: list, tagSmallMap: { ...state.tagSmallMap, [parentId]: list } };
    },
    /** payload: an answer whose `data.list` holds the related companies (lists always arrive as data.list). */
    saveRelateBusiness(state = initialPolicyState, { payload }) {
      const list = dataOf<{ list?: unknown[] }>(payload)?.list;
      return Array.isArray(list) ? { ...state, relateBusiness: list } : state;
    },
    clear() {
      return { ...initialPolicyState };
    },
  },
};

export default PolicyModel;
