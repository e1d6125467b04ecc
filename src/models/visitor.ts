import type { Effect, Reducer } from '@umijs/max';
import { visitorCurrentUser, visitorInboxUnread, visitorLogout } from '@/services/portal/visitor';
import { clearVisitorToken, getVisitorToken } from '@/utils/token';

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
        const res: Awaited<ReturnType<typeof visitorCurrentUser>> = yield call(visitorCurrentUser, { skipErrorHandler: true });
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
        const res: Awaited<ReturnType<typeof visitorInboxUnread>> = yield call(visitorInboxUnread, { skipErrorHandler: true });
        if (getVisitorToken() === token) yield put({ type: 'saveUnread', payload: res.data.unreadCount });
      } catch {
        // The bell keeps its count; the inbox itself says what went wrong.
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
