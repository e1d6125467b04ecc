import type { Effect, Reducer } from '@umijs/max';
import { dictByName, dictList, dictRoot } from '@/services/portal/dict';

/**
 * The dict dva model (Umi's dva plugin): dictionary types and items for screens that keep them in
 * the store. Every answer is read as `{ code, data }`: code 0 means success and `data` is used; any
 * other code leaves the state as it was. Loading flags come from dva-loading, e.g.
 * `loading.effects['dict/fetchRoot']` and `loading.models.dict`.
 *
 * Pickers and tags should prefer DictSelect / DictTag (src/components/Dict), which cache by name.
 */

type RootPage = Awaited<ReturnType<typeof dictRoot>>['data'];
export type DictTypeRow = RootPage['list'][number];
export type DictItemRow = Awaited<ReturnType<typeof dictByName>>['data'][number];
export type DictOption = { label: string; value: string };

export type DictState = {
  /** The types of the last fetchRoot page. */
  root: DictTypeRow[];
  /** The whole page of fetchRoot: { list, total, current, pageSize } ([] before the first). */
  rootList: RootPage | [];
  /** The items of the last fetchList (a type's items, paged). */
  dataSource: DictItemRow[];
  /** The item fetchDetail found (by dictionary name and value). */
  detail: Partial<DictItemRow>;
  /** The items of the dictionary named in the last fetchCategory. */
  category: DictItemRow[];
  /** The same for fetchCategorySelect, as Select options. */
  categorySelect: DictOption[];
  /** The items of the dictionary named in the last fetchSchedule (e.g. 'clue_stage'). */
  schedule: DictItemRow[];
};

export interface DictModelType {
  namespace: 'dict';
  state: DictState;
  effects: {
    fetchRoot: Effect;
    fetchList: Effect;
    fetchDetail: Effect;
    fetchCategory: Effect;
    fetchCategorySelect: Effect;
    fetchSchedule: Effect;
  };
  reducers: {
    save: Reducer<DictState>;
    clear: Reducer<DictState>;
  };
}

export const initialDictState: DictState = {
  root: [],
  rootList: [],
  dataSource: [],
  detail: {},
  category: [],
  categorySelect: [],
  schedule: [],
};

type Envelope<T> = { code?: number | string; data?: T } | undefined;

/** The data of a successful answer (code 0), else undefined. */
export function dataOf<T>(response: Envelope<T>): T | undefined {
  return response?.code === 0 ? response.data : undefined;
}

/** A by-name payload: the name itself, or `{ name, parentValue }`. */
type NamePayload = string | { name: string; parentValue?: string };
const byName = (payload: NamePayload) =>
  typeof payload === 'string' ? { name: payload } : { name: payload.name, ...(payload.parentValue === undefined ? {} : { parentValue: payload.parentValue }) };

const DictModel: DictModelType = {
  namespace: 'dict',

  state: initialDictState,

  effects: {
    /** payload: dictRoot's query ({ current, pageSize, keyword }), optional. */
    *fetchRoot({ payload }, { call, put }) {
      const response: Envelope<RootPage> = yield call(dictRoot, { ...(payload || {}) });
      const data = dataOf(response);
      if (!data) return undefined;
      yield put({ type: 'save', payload: { root: data.list ?? [], rootList: data } });
      return data;
    },

    /** payload: { typeId, current?, pageSize?, keyword?, parentValue? }. */
    *fetchList({ payload }, { call, put }) {
      const response: Envelope<Awaited<ReturnType<typeof dictList>>['data']> = yield call(dictList, payload);
      const data = dataOf(response);
      if (!data) return undefined;
      yield put({ type: 'save', payload: { dataSource: data.list ?? [] } });
      return data;
    },

    /** payload: { name, value }: the item of that dictionary with that value ({} when there is none). */
    *fetchDetail({ payload }, { call, put }) {
      const response: Envelope<DictItemRow[]> = yield call(dictByName, byName(payload));
      const data = dataOf(response);
      if (!data) return undefined;
      const detail = data.find((item) => item.value === String(payload?.value)) ?? {};
      yield put({ type: 'save', payload: { detail } });
      return detail;
    },

    /** payload: the dictionary name (or { name, parentValue }). */
    *fetchCategory({ payload }, { call, put }) {
      const response: Envelope<DictItemRow[]> = yield call(dictByName, byName(payload));
      const data = dataOf(response);
      if (!data) return undefined;
      yield put({ type: 'save', payload: { category: data } });
      return data;
    },

    /** payload: the dictionary name (or { name, parentValue }); stored as [{ label, value }]. */
    *fetchCategorySelect({ payload }, { call, put }) {
      const response: Envelope<DictItemRow[]> = yield call(dictByName, byName(payload));
      const data = dataOf(response);
      if (!data) return undefined;
      const categorySelect: DictOption[] = data.map((item) => ({ label: item.label, value: item.value }));
      yield put({ type: 'save', payload: { categorySelect } });
      return categorySelect;
    },

    /** payload: the dictionary name of the stages, e.g. 'clue_stage'. */
    *fetchSchedule({ payload }, { call, put }) {
      const response: Envelope<DictItemRow[]> = yield call(dictByName, byName(payload));
      const data = dataOf(response);
      if (!data) return undefined;
      yield put({ type: 'save', payload: { schedule: data } });
      return data;
    },
  },

  reducers: {
    save(state = initialDictState, { payload }) {
      return { ...state, ...(payload || {}) };
    },
    clear() {
      return { ...initialDictState };
    },
  },
};

export default DictModel;
