import type { Effect, Reducer } from '@umijs/max';
import { recentActivity, templateCurrentUser, updateProfile } from '@/services/portal/account';
import { queryCity, queryProvince } from '@/services/portal/geographic';
import { myNotices } from '@/services/portal/notify';
import { serverFieldError, type ServerError } from '@/utils/formRules';

/**
 * The account dva model (Umi's dva plugin): the account centre and settings screens read the
 * signed-in user, their recent activity and the province/city dictionaries from here.
 */

type TemplateUser = Awaited<ReturnType<typeof templateCurrentUser>>['data'];

/** The user in the account-centre shape, plus the notice counters the header shows. */
export type AccountCurrentUser = Partial<TemplateUser> & {
  /** Total notices (from a notice payload's `totalCount`). */
  notifyCount?: number;
  /** Unread notices (from `unreadCount`). */
  unreadCount?: number;
};

export type ActivityItem = Awaited<ReturnType<typeof recentActivity>>['data'][number];
export type GeographicItem = { id: string; name: string };
export type ProfileInput = Parameters<typeof updateProfile>[0];

export type AccountState = {
  currentUser: AccountCurrentUser;
  list: ActivityItem[];
  province: GeographicItem[];
  city: GeographicItem[];
  isLoading: boolean;
};

/** What `dispatch({ type: 'account/updateProfile' })` resolves to: errors are returned, not thrown. */
export type UpdateProfileResult = { success: true } | { success: false; error: ServerError };

export interface AccountModelType {
  namespace: 'account';
  state: AccountState;
  effects: {
    fetchCurrent: Effect;
    fetch: Effect;
    fetchProvince: Effect;
    fetchCity: Effect;
    updateProfile: Effect;
  };
  reducers: {
    saveCurrentUser: Reducer<AccountState>;
    changeNotifyCount: Reducer<AccountState>;
    queryList: Reducer<AccountState>;
    setProvince: Reducer<AccountState>;
    setCity: Reducer<AccountState>;
    changeLoading: Reducer<AccountState>;
  };
}

export const initialAccountState: AccountState = {
  currentUser: {},
  list: [],
  province: [],
  city: [],
  isLoading: false,
};

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

const AccountModel: AccountModelType = {
  namespace: 'account',

  state: initialAccountState,

  effects: {
    *fetchCurrent(_, { call, put }) {
      const response: Awaited<ReturnType<typeof templateCurrentUser>> = yield call(templateCurrentUser);
      yield put({ type: 'saveCurrentUser', payload: response.data });
      // The notice counts ride on the user: notifyCount from totalCount, unreadCount from unreadCount.
      const notices: Awaited<ReturnType<typeof myNotices>> = yield call(myNotices, { current: 1, pageSize: 1 });
      yield put({ type: 'changeNotifyCount', payload: notices.data });
    },

    /** The signed-in user's recent operations; payload `{ count }` (20 by default). */
    *fetch({ payload }, { call, put }) {
      const response: Awaited<ReturnType<typeof recentActivity>> = yield call(recentActivity, { count: payload?.count ?? 20 });
      yield put({ type: 'queryList', payload: asArray<ActivityItem>(response.data) });
    },

    *fetchProvince(_, { call, put }) {
      yield put({ type: 'changeLoading', payload: true });
      try {
        const response: Awaited<ReturnType<typeof queryProvince>> = yield call(queryProvince);
        yield put({ type: 'setProvince', payload: asArray<GeographicItem>(response.data) });
      } finally {
        yield put({ type: 'changeLoading', payload: false });
      }
    },

    /** payload: the province code; an empty payload clears the cities. */
    *fetchCity({ payload }, { call, put }) {
      if (!payload) {
        yield put({ type: 'setCity', payload: [] });
        return;
      }
      const response: Awaited<ReturnType<typeof queryCity>> = yield call(queryCity, { province: payload });
      yield put({ type: 'setCity', payload: asArray<GeographicItem>(response.data) });
    },

    /**
     * Saves one's own profile, then reloads the user. Resolves to `{ success: false, error }` instead
     * of rejecting, so the form can put the server's message under the field it names (dva's
     * onError in app.tsx swallows rejections, which would leave the form's promise pending).
     */
    *updateProfile({ payload }, { call, put }) {
      try {
        yield call(updateProfile, payload as ProfileInput, { skipErrorHandler: true });
      } catch (err) {
        return { success: false, error: serverFieldError(err) } satisfies UpdateProfileResult;
      }
      const response: Awaited<ReturnType<typeof templateCurrentUser>> = yield call(templateCurrentUser);
      yield put({ type: 'saveCurrentUser', payload: response.data });
      return { success: true } satisfies UpdateProfileResult;
    },
  },

  reducers: {
    saveCurrentUser(state = initialAccountState, { payload }) {
      return { ...state, currentUser: { ...(payload || {}) } };
    },
    changeNotifyCount(state = initialAccountState, { payload }) {
      return {
        ...state,
        currentUser: {
          ...state.currentUser,
          notifyCount: payload?.totalCount,
          unreadCount: payload?.unreadCount,
        },
      };
    },
    queryList(state = initialAccountState, { payload }) {
      return { ...state, list: asArray<ActivityItem>(payload) };
    },
    setProvince(state = initialAccountState, { payload }) {
      return { ...state, province: asArray<GeographicItem>(payload) };
    },
    setCity(state = initialAccountState, { payload }) {
      return { ...state, city: asArray<GeographicItem>(payload) };
    },
    changeLoading(state = initialAccountState, { payload }) {
      return { ...state, isLoading: !!payload };
    },
  },
};

export default AccountModel;

/** The slice of the dva store the account screens select from. */
export type ConnectState = {
  account: AccountState;
  loading: { effects: Record<string, boolean | undefined>; models: Record<string, boolean | undefined> };
};
