import type { Effect, Reducer } from '@umijs/max';
import { oauthCurrentUser } from '@/services/portal/account';

/**
 * The global dva model: the signed-in user as screens that read the store expect it, and whether the
 * log-in and sign-up (logon) dialogs are open. The layout itself reads the user from Umi's initial
 * state (src/app.tsx); this model mirrors it for dva-connected screens. Loading flags come from
 * dva-loading: `loading.effects['global/fetchCurrent']`, `loading.models.global`.
 */

export type GlobalCurrentUser = Partial<Awaited<ReturnType<typeof oauthCurrentUser>>['data']>;

export type GlobalState = {
  currentUser: GlobalCurrentUser;
  loginModalVisible: boolean;
  logonModalVisible: boolean;
};

export interface GlobalModelType {
  namespace: 'global';
  state: GlobalState;
  effects: {
    fetchCurrent: Effect;
  };
  reducers: {
    saveCurrentUser: Reducer<GlobalState>;
    changeLoginModalVisible: Reducer<GlobalState>;
    changeLogonModalVisible: Reducer<GlobalState>;
  };
}

export const initialGlobalState: GlobalState = {
  currentUser: {},
  loginModalVisible: false,
  logonModalVisible: false,
};

/** A boolean payload sets the flag; no payload toggles it. */
const nextVisible = (current: boolean, payload: unknown) => (typeof payload === 'boolean' ? payload : !current);

const GlobalModel: GlobalModelType = {
  namespace: 'global',

  state: initialGlobalState,

  effects: {
    /**
     * Asks the server who is signed in and keeps `data` when the answer has `success: true`; any other
     * answer, or a failed request (a visitor gets 401), leaves the user as it was. The request shows
     * no error of its own: being signed out is not an error here. Resolves to the user or undefined.
     */
    *fetchCurrent(_, { call, put }) {
      let response: { success?: boolean; data?: GlobalCurrentUser } | undefined;
      try {
        response = yield call(oauthCurrentUser, { skipErrorHandler: true });
      } catch {
        return undefined;
      }
      if (response?.success !== true || !response.data) return undefined;
      yield put({ type: 'saveCurrentUser', payload: response.data });
      return response.data;
    },
  },

  reducers: {
    saveCurrentUser(state = initialGlobalState, { payload }) {
      return { ...state, currentUser: { ...(payload || {}) } };
    },
    changeLoginModalVisible(state = initialGlobalState, { payload }) {
      return { ...state, loginModalVisible: nextVisible(state.loginModalVisible, payload) };
    },
    changeLogonModalVisible(state = initialGlobalState, { payload }) {
      return { ...state, logonModalVisible: nextVisible(state.logonModalVisible, payload) };
    },
  },
};

export default GlobalModel;
