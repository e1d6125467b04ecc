import type { Effect, Reducer } from '@umijs/max';
import type { visitorCurrentUser, visitorInboxUnread } from '@/services/portal/visitor';
import { clearVisitorToken, getVisitorToken } from '@/utils/token';

/**
 * The visitor calls, loaded by the first effect that has a token to send: a page opened by someone not signed in as a
 * visitor (every staff screen) does not load them. The whole service module comes along wherever it is loaded, since
 * the user centre's screens use its other calls: about 4 KB (gzip) out of every first load.
 */
const visitorApi = () => import('@/services/portal/visitor');

/** A visitor signed in on the public front (their own account, not staff's). */
export type Visitor = Awaited<ReturnType<typeof visitorCurrentUser>>['data'];
/** `unread`: how many of the visitor's notifications are unread (the bell in the front's header). */
export type VisitorState = { current?: Visitor; unread?: number };

export interface VisitorModelType {
  namespace: 'visitor';
  state: VisitorState;
  effects: { fetchCurrent: Effect; fetchUnread: Effect; signOut: Effect };
  reducers: { save: Reducer<VisitorState>; saveUnread: Reducer<VisitorState> };
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
      const token = getVisitorToken();
      if (!token) return undefined;
      try {
        const api: Awaited<ReturnType<typeof visitorApi>> = yield call(visitorApi);
        const res: Awaited<ReturnType<typeof visitorCurrentUser>> = yield call(api.visitorCurrentUser, { skipErrorHandler: true });
        // Signed out (or in as someone else) while the answer was on its way: it no longer says who is here.
        if (getVisitorToken() !== token) return undefined;
        yield put({ type: 'save', payload: res.data });
        return res.data;
      } catch {
        if (getVisitorToken() !== token) return undefined;
        clearVisitorToken();
        yield put({ type: 'save', payload: undefined });
        return undefined;
      }
    },
    /** The unread count, asked again when a page opens; a failure leaves the last one shown. */
    *fetchUnread(_, { call, put }) {
      const token = getVisitorToken();
      if (!token) return;
      try {
        const api: Awaited<ReturnType<typeof visitorApi>> = yield call(visitorApi);
        const res: Awaited<ReturnType<typeof visitorInboxUnread>> = yield call(api.visitorInboxUnread, { skipErrorHandler: true });
        if (getVisitorToken() === token) yield put({ type: 'saveUnread', payload: res.data.unreadCount });
      } catch {
        // The bell keeps its count; the inbox itself says what went wrong.
      }
    },
    *signOut(_, { call, put }) {
      try {
        const api: Awaited<ReturnType<typeof visitorApi>> = yield call(visitorApi);
        yield call(api.visitorLogout, { skipErrorHandler: true });
      } catch {
        // Already ended on the server: forgetting it here is all that is left.
      }
      clearVisitorToken();
      yield put({ type: 'save', payload: undefined });
    },
  },
  reducers: {
    save(state, { payload }) {
      // Another visitor (or none): the old count is not theirs.
      return { current: payload, unread: payload && state?.current?.id === payload.id ? state?.unread : undefined };
    },
    saveUnread(state, { payload }) {
      return { ...state, unread: payload };
    },
  },
};

export default VisitorModel;
