/** The global dva model (src/models/global.ts): the current user and the log-in / sign-up dialogs. */
import GlobalModel, { initialGlobalState } from '@/models/global';
import { oauthCurrentUser } from '@/services/portal/account';
import { applyPuts, runEffect } from './helpers/runEffect';

jest.mock('@/services/portal/account', () => ({ oauthCurrentUser: jest.fn() }));

const mocked = (fn: unknown) => fn as jest.Mock;
// Imported names cannot appear in type positions here (with jest.mock Babel transforms the file
// first and rejects them), hence the local state type.
type State = { currentUser: unknown; loginModalVisible: boolean; logonModalVisible: boolean };
const reducers = GlobalModel.reducers as unknown as Record<string, (s: State, a: { type: string; payload?: unknown }) => State>;
const initial: State = initialGlobalState;
const reduce = (type: string, payload?: unknown, state: State = initial) => reducers[type](state, { type, payload });

const user = {
  id: 1,
  username: 'admin',
  name: '管理员',
  avatar: '',
  phone: '',
  email: '',
  departmentId: 1,
  roles: [],
  permissions: ['dict:query'],
  lastLoginAt: '',
};

async function fetchCurrent(state: State = initial) {
  const run = await runEffect(GlobalModel.effects.fetchCurrent, { type: 'global/fetchCurrent' });
  return { ...run, state: applyPuts(reducers, state, run.puts) };
}

beforeEach(() => jest.clearAllMocks());

describe('the global model', () => {
  it('is the dva model "global" with the issue\'s state', () => {
    expect(GlobalModel.namespace).toBe('global');
    expect(GlobalModel.state).toEqual({ currentUser: {}, loginModalVisible: false, logonModalVisible: false });
  });

  it('saveCurrentUser replaces the user; no payload leaves an empty user', () => {
    const withUser = reduce('saveCurrentUser', user);
    expect(withUser.currentUser).toEqual(user);
    expect(reduce('saveCurrentUser', undefined, withUser).currentUser).toEqual({});
    expect(initial.currentUser).toEqual({});
  });

  it.each(['changeLoginModalVisible', 'changeLogonModalVisible'] as const)('%s sets the flag, or toggles it without a payload', (type) => {
    const flag = type === 'changeLoginModalVisible' ? 'loginModalVisible' : 'logonModalVisible';
    const other = type === 'changeLoginModalVisible' ? 'logonModalVisible' : 'loginModalVisible';
    const opened = reduce(type, true);
    expect(opened[flag]).toBe(true);
    expect(opened[other]).toBe(false);
    expect(reduce(type, true, opened)[flag]).toBe(true);
    expect(reduce(type, false, opened)[flag]).toBe(false);
    expect(reduce(type, undefined)[flag]).toBe(true);
    expect(reduce(type, undefined, opened)[flag]).toBe(false);
  });

  it('fetchCurrent keeps data when success is true, asking quietly', async () => {
    mocked(oauthCurrentUser).mockResolvedValue({ success: true, code: 0, data: user });
    const { calls, puts, state, result } = await fetchCurrent();
    expect(calls[0].call).toBe(oauthCurrentUser);
    expect(calls[0].args).toEqual([{ skipErrorHandler: true }]);
    expect(puts).toEqual([{ type: 'saveCurrentUser', payload: user }]);
    expect(state.currentUser).toEqual(user);
    expect(result).toEqual(user);
  });

  it('fetchCurrent leaves the user alone when success is not true', async () => {
    const signedIn = reduce('saveCurrentUser', user);
    for (const answer of [{ success: false, code: 0, data: { id: 2 } }, { code: 0, data: { id: 2 } }, { success: true, code: 0 }, undefined]) {
      mocked(oauthCurrentUser).mockResolvedValue(answer);
      const { puts, state } = await fetchCurrent(signedIn);
      expect(puts).toEqual([]);
      expect(state.currentUser).toEqual(user);
    }
  });

  it('fetchCurrent leaves the user alone when the request fails (a visitor gets 401)', async () => {
    mocked(oauthCurrentUser).mockRejectedValue(Object.assign(new Error('Request failed with status code 401'), { response: { status: 401 } }));
    const { puts, result } = await fetchCurrent();
    expect(puts).toEqual([]);
    expect(result).toBeUndefined();
  });
});
