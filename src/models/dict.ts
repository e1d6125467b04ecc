import type { Effect, Reducer } from '@umijs/max';
import { dictByName, dictList, dictRoot } from '@/services/portal/dict';

/**
 * The dict dva model (Umi's dva plugin): the one cache of dictionary items behind DictSelect, DictTag
 * and useDictItems (`entries`, filled by `dict/load`, emptied by `dict/forget`), and the dictionary
 * types and items of the screens that page through them. Every answer is read as `{ code, data }`:
 * code 0 means success and `data` is used; any other code leaves the state as it was. Loading flags
 * come from dva-loading, e.g. `loading.effects['dict/fetchRoot']` and `loading.models.dict`.
 */

type RootPage = Awaited<ReturnType<typeof dictRoot>>['data'];
export type DictTypeRow = RootPage['list'][number];
export type DictItemRow = Awaited<ReturnType<typeof dictByName>>['data'][number];
export type DictOption = { label: string; value: string };
/** One dictionary item as the cache keeps it (active and disabled ones, as the server returns them). */
export type DictItem = DictItemRow;

/** How long loaded items are used before they are asked for again. */
export const DICT_CACHE_TTL = 5 * 60 * 1000;

/** The cached items of one (dictionary, parentValue); `ticket` tells this load from a later one. */
export type DictEntry = { items: DictItem[]; status: 'loading' | 'loaded' | 'failed'; loadedAt?: number; ticket: number };

/** undefined parentValue = every item of the dictionary; '' = its top level (the server's rule). */
export function dictCacheKey(name: string, parentValue?: string): string {
  return parentValue === undefined ? name : `${name}\u0000${parentValue}`;
}

const nameOfKey = (key: string) => key.split('\u0000')[0];

/** Loaded less than DICT_CACHE_TTL ago. */
export function isFresh(entry: DictEntry | undefined, now = Date.now()): boolean {
  return entry?.status === 'loaded' && entry.loadedAt !== undefined && now - entry.loadedAt < DICT_CACHE_TTL;
}

/**
 * Requests under way, by cache key: every load of the same key meanwhile waits for the same answer.
 * A promise is not state (it cannot be serialised), so it lives beside the store.
 */
const requests = new Map<string, Promise<DictItem[]>>();
let tickets = 0;

/** With `reuse`, joins a request under way for the key; without, asks anew (the key was forgotten since). */
function requestItems(key: string, name: string, parentValue: string | undefined, reuse: boolean): Promise<DictItem[]> {
  const running = requests.get(key);
  if (running && reuse) return running;
  const params = parentValue === undefined ? { name } : { name, parentValue };
  const request = dictByName(params, { skipErrorHandler: true })
    .then((res) => {
      if (!res || res.code !== 0) throw new Error(`Dictionary "${name}" could not be loaded`);
      return (Array.isArray(res.data) ? res.data : []) as DictItem[];
    })
    .finally(() => {
      if (requests.get(key) === request) requests.delete(key);
    });
  requests.set(key, request);
  return request;
}

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
  /** The dictionary cache, by dictCacheKey(name, parentValue). */
  entries: Record<string, DictEntry>;
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
    load: Effect;
  };
  reducers: {
    save: Reducer<DictState>;
    clear: Reducer<DictState>;
    loadStarted: Reducer<DictState>;
    loadFinished: Reducer<DictState>;
    forget: Reducer<DictState>;
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
  entries: {},
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

    /**
     * payload: { name, parentValue? }. Resolves to the items: cached while fresh, else from one request
     * shared by every load of the same key meanwhile; to the last known items (often none) when the
     * request fails, which marks the entry failed (the next reader asks again).
     */
    *load({ payload }, { call, put, select }) {
      const { name, parentValue } = payload as { name: string; parentValue?: string };
      const key = dictCacheKey(name, parentValue);
      const entry: DictEntry | undefined = yield select((s: { dict: DictState }) => s.dict.entries[key]);
      if (entry && isFresh(entry)) return entry.items;
      tickets += 1;
      const ticket = tickets;
      yield put({ type: 'loadStarted', payload: { key, ticket } });
      try {
        const items: DictItem[] = yield call(requestItems, key, name, parentValue, entry?.status === 'loading');
        yield put({ type: 'loadFinished', payload: { key, ticket, items, loadedAt: Date.now() } });
        return items;
      } catch {
        yield put({ type: 'loadFinished', payload: { key, ticket } });
        return entry?.items ?? [];
      }
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
    /** payload: { key, ticket }: a load began; the last items stay shown meanwhile. */
    loadStarted(state = initialDictState, { payload }) {
      const known = state.entries[payload.key];
      return {
        ...state,
        entries: { ...state.entries, [payload.key]: { items: known?.items ?? [], status: 'loading', loadedAt: known?.loadedAt, ticket: payload.ticket } },
      };
    },
    /**
     * payload: { key, ticket, items?, loadedAt? }: the answer (items) or a failure (none). Kept only while the
     * entry is still this load's: one forgotten meanwhile stays forgotten.
     */
    loadFinished(state = initialDictState, { payload }) {
      const entry = state.entries[payload.key];
      if (!entry || entry.ticket !== payload.ticket) return state;
      const next: DictEntry = payload.items
        ? { items: payload.items, status: 'loaded', loadedAt: payload.loadedAt, ticket: payload.ticket }
        : { ...entry, status: 'failed' };
      return { ...state, entries: { ...state.entries, [payload.key]: next } };
    },
    /** payload: a dictionary name (every parentValue of it), or nothing for every dictionary. */
    forget(state = initialDictState, { payload }) {
      if (payload === undefined) return { ...state, entries: {} };
      const entries = Object.fromEntries(Object.entries(state.entries).filter(([key]) => nameOfKey(key) !== payload));
      return { ...state, entries };
    },
  },
};

export default DictModel;
