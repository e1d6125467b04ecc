/**
 * The visitor model (src/models/visitor.ts): an answer about who is signed in that arrives after the visitor
 * signed out, or after another visitor signed in, changes nothing (it had signed the front back in).
 */
import VisitorModel from '@/models/visitor';
import { visitorCurrentUser, visitorLogout } from '@/services/portal/visitor';
import { getVisitorToken, setVisitorToken } from '@/utils/token';
import { createStore } from './helpers/store';

jest.mock('@/services/portal/visitor', () => ({ visitorCurrentUser: jest.fn(), visitorInboxUnread: jest.fn(), visitorLogout: jest.fn() }));

const zhou = { id: 7, displayName: '周敏', email: 'zhou.min@suzhou-bio.cn', phone: null, createdAt: '2026-11-20T02:00:00Z' };
const answer = <T>(data: T) => ({ success: true as const, code: 0 as const, data });

/** A call whose answer the test releases when it wants. */
function held<T>() {
  let release!: (value: T) => void;
  let fail!: (err: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  jest.mocked(visitorLogout).mockResolvedValue(answer(null) as never);
});

it('keeps the visitor signed out when the answer to an earlier "who is here" arrives after signing out', async () => {
  const store = createStore(VisitorModel);
  setVisitorToken('token-zhou');
  const call = held<ReturnType<typeof answer>>();
  jest.mocked(visitorCurrentUser).mockReturnValue(call.promise as never);
  const fetching = store.dispatch({ type: 'visitor/fetchCurrent' });
  await store.dispatch({ type: 'visitor/signOut' });
  call.release(answer(zhou));
  await fetching;
  expect(store.getState().visitor.current).toBeUndefined();
  expect(getVisitorToken()).toBeNull();
});

it("does not sign out a visitor who signed in while a stale token's refusal was on its way", async () => {
  const store = createStore(VisitorModel);
  setVisitorToken('token-expired');
  const call = held<never>();
  jest.mocked(visitorCurrentUser).mockReturnValue(call.promise);
  const fetching = store.dispatch({ type: 'visitor/fetchCurrent' });
  setVisitorToken('token-fresh');
  await store.dispatch({ type: 'visitor/save', payload: zhou });
  call.fail(new Error('401'));
  await fetching;
  expect(getVisitorToken()).toBe('token-fresh');
  expect(store.getState().visitor.current).toEqual(zhou);
});

it('saves the visitor when the token is unchanged, and forgets a token the server refuses', async () => {
  const store = createStore(VisitorModel);
  setVisitorToken('token-zhou');
  jest.mocked(visitorCurrentUser).mockResolvedValueOnce(answer(zhou) as never);
  await store.dispatch({ type: 'visitor/fetchCurrent' });
  expect(store.getState().visitor.current).toEqual(zhou);
  jest.mocked(visitorCurrentUser).mockRejectedValueOnce(new Error('401'));
  await store.dispatch({ type: 'visitor/fetchCurrent' });
  expect(store.getState().visitor.current).toBeUndefined();
  expect(getVisitorToken()).toBeNull();
});
