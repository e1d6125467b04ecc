import type { Effect, Reducer } from '@umijs/max';
import { visitorCurrentUser, visitorLogout } from '@/services/portal/visitor';
import { clearVisitorToken, getVisitorToken } from '@/utils/token';

/** A visitor signed in on the public front (their own account, not staff's). */
export type Visitor = Awaited<ReturnType<typeof visitorCurrentUser>>['data'];
export type VisitorState = { current?: Visitor };

export interface VisitorModelType {
  namespace: 'visitor';
  state: VisitorState;
  effects: { fetchCurrent: Effect; signOut: Effect };
  reducers: { save: Reducer<VisitorState> };
}

/**
 * The signed-in visitor. The sign-in and registration dialogs (src/components/VisitorAuth) keep the token and
 * `save` the visitor; a page load asks who holds the kept token (fetchCurrent). A token the server no longer
 * knows is forgotten, quietly: being signed out is no error on a public page.
 */
const VisitorModel: VisitorModelType = {
  namespace: 'visitor',
  state: {},
  effects: {
    *fetchCurrent(_, { call, put }) {
      if (!getVisitorToken()) return undefined;
      try {
        const res: Awaited<ReturnType<typeof visitorCurrentUser>> = yield call(visitorCurrentUser, { skipErrorHandler: true });
        yield put({ type: 'save', payload: res.data });
        return res.data;
      } catch {
        clearVisitorToken();
        yield put({ type: 'save', payload: undefined });
        return undefined;
      }
    },
    *signOut(_, { call, put }) {
      try {
        yield call(visitorLogout, { skipErrorHandler: true });
      } catch {
        // Already ended on the server: forgetting it here is all that is left.
      }
      clearVisitorToken();
      yield put({ type: 'save', payload: undefined });
    },
  },
  reducers: {
    save(_state, { payload }) {
      return { current: payload };
    },
  },
};

export default VisitorModel;
