/** The account dva model (src/models/account.ts): reducers, and effects driven with stand-in call/put. */
import AccountModel, { initialAccountState } from '@/models/account';
import { recentActivity, templateCurrentUser, updateProfile } from '@/services/portal/account';
import { queryCity, queryProvince } from '@/services/portal/geographic';
import { myNotices } from '@/services/portal/notify';

jest.mock('@/services/portal/account', () => ({
  templateCurrentUser: jest.fn(),
  recentActivity: jest.fn(),
  updateProfile: jest.fn(),
}));
jest.mock('@/services/portal/notify', () => ({ myNotices: jest.fn() }));
jest.mock('@/services/portal/geographic', () => ({
  queryProvince: jest.fn(),
  queryCity: jest.fn(),
}));

// Imported names cannot appear in type positions here: with jest.mock the file goes through Babel
// before esbuild, and Babel's CommonJS transform rejects them. Hence the local names.
type EffectName = 'fetchCurrent' | 'fetch' | 'fetchProvince' | 'fetchCity' | 'updateProfile';
type ReducerName = 'saveCurrentUser' | 'changeNotifyCount' | 'queryList' | 'setProvince' | 'setCity' | 'changeLoading';

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.Mock;

type Effect = (action: { type: string; payload?: unknown }, effects: Record<string, unknown>) => Generator<unknown, unknown, unknown>;
type CallEffect = { call: (...args: unknown[]) => unknown; args: unknown[] };
type PutEffect = { put: { type: string; payload?: unknown } };

/**
 * Runs an effect the way dva's saga middleware would: `call` effects are performed (their promise
 * awaited, a rejection thrown back into the generator), `put` effects are recorded.
 */
async function run(name: EffectName, payload?: unknown) {
  const effect = AccountModel.effects[name] as unknown as Effect;
  const puts: PutEffect['put'][] = [];
  const calls: CallEffect[] = [];
  const gen = effect(
    { type: `account/${name}`, payload },
    {
      call: (fn: (...a: unknown[]) => unknown, ...args: unknown[]) => ({ call: fn, args }),
      put: (action: PutEffect['put']) => ({ put: action }),
      select: jest.fn(),
      take: jest.fn(),
      cancel: jest.fn(),
    },
  );
  let step = gen.next();
  while (!step.done) {
    const value = step.value as Partial<CallEffect & PutEffect>;
    if (value.call) {
      calls.push(value as CallEffect);
      try {
        step = gen.next(await value.call(...(value.args ?? [])));
      } catch (err) {
        step = gen.throw(err);
      }
    } else {
      if (value.put) puts.push(value.put);
      step = gen.next();
    }
  }
  return { puts, calls, result: step.value };
}

const reduce = (name: ReducerName, payload: unknown, state = initialAccountState) => AccountModel.reducers[name](state, { type: name, payload });

const user = {
  userid: '7',
  name: '陈静',
  avatar: '',
  email: 'chen@park.example.cn',
  phone: '13800000000',
  signature: '',
  address: '星湖街 1 号',
  title: '园区管理员',
  group: 'chenjing',
  geographic: { province: { key: '320000', label: '江苏省' }, city: { key: '320500', label: '苏州市' } },
};

beforeEach(() => jest.clearAllMocks());

describe('the account model', () => {
  it('is the dva model "account" with the template state', () => {
    expect(AccountModel.namespace).toBe('account');
    expect(AccountModel.state).toEqual({ currentUser: {}, list: [], province: [], city: [], isLoading: false });
  });

  describe('reducers', () => {
    it('changeNotifyCount maps totalCount to notifyCount and unreadCount to unreadCount, keeping the user', () => {
      const state = reduce('saveCurrentUser', user);
      const next = reduce('changeNotifyCount', { totalCount: 12, unreadCount: 3 }, state);
      expect(next.currentUser).toEqual({ ...user, notifyCount: 12, unreadCount: 3 });
      // Reducers do not mutate the previous state.
      expect(state.currentUser).not.toHaveProperty('notifyCount');
    });

    it('saveCurrentUser replaces the user, and an empty payload leaves an empty user', () => {
      expect(reduce('saveCurrentUser', user).currentUser).toEqual(user);
      expect(reduce('saveCurrentUser', undefined, reduce('saveCurrentUser', user)).currentUser).toEqual({});
    });

    it('queryList, setProvince and setCity store arrays, and anything else as empty', () => {
      const items = [{ id: '1', title: 'update account #5', description: 'x', updatedAt: '2024-05-01T00:00:00Z', owner: 'admin' }];
      expect(reduce('queryList', items).list).toEqual(items);
      expect(reduce('setProvince', [{ id: '320000', name: '江苏省' }]).province).toEqual([{ id: '320000', name: '江苏省' }]);
      expect(reduce('setCity', [{ id: '320500', name: '苏州市' }]).city).toEqual([{ id: '320500', name: '苏州市' }]);
      expect(reduce('setCity', null).city).toEqual([]);
      expect(reduce('queryList', { list: items }).list).toEqual([]);
    });

    it('changeLoading sets isLoading', () => {
      expect(reduce('changeLoading', true).isLoading).toBe(true);
      expect(reduce('changeLoading', false, { ...initialAccountState, isLoading: true }).isLoading).toBe(false);
    });
  });

  describe('effects', () => {
    it('fetchCurrent asks /api/currentUser, saves the user and the notice counts', async () => {
      mocked(templateCurrentUser).mockResolvedValue({ success: true, code: 0, data: user });
      const counts = { list: [], total: 7, current: 1, pageSize: 1, totalCount: 7, unreadCount: 2 };
      mocked(myNotices).mockResolvedValue({ success: true, code: 0, data: counts });
      const { puts, calls } = await run('fetchCurrent');
      expect(calls.map((c) => c.call)).toEqual([templateCurrentUser, myNotices]);
      expect(puts).toEqual([
        { type: 'saveCurrentUser', payload: user },
        { type: 'changeNotifyCount', payload: counts },
      ]);
    });

    it('fetch asks for the given number of activities (20 by default) and stores them', async () => {
      const items = [{ id: '9', title: 'create role #2', description: '招商专员', updatedAt: '2024-05-01T00:00:00Z', owner: 'admin' }];
      mocked(recentActivity).mockResolvedValue({ success: true, code: 0, data: items });
      expect((await run('fetch', { count: 5 })).calls[0].args).toEqual([{ count: 5 }]);
      const { calls, puts } = await run('fetch');
      expect(calls[0].args).toEqual([{ count: 20 }]);
      expect(puts).toEqual([{ type: 'queryList', payload: items }]);
    });

    it('fetchProvince brackets the call with changeLoading, even when it fails', async () => {
      mocked(queryProvince).mockResolvedValue({ success: true, code: 0, data: [{ id: '110000', name: '北京市' }] });
      expect((await run('fetchProvince')).puts).toEqual([
        { type: 'changeLoading', payload: true },
        { type: 'setProvince', payload: [{ id: '110000', name: '北京市' }] },
        { type: 'changeLoading', payload: false },
      ]);
      const effect = AccountModel.effects.fetchProvince as unknown as Effect;
      const gen = effect({ type: 'account/fetchProvince' }, { call: jest.fn(), put: (a: unknown) => a });
      gen.next(); // changeLoading true
      gen.next(); // the call
      expect(gen.throw(new Error('network')).value).toEqual({ type: 'changeLoading', payload: false });
      expect(() => gen.next()).toThrow('network');
    });

    it('fetchCity asks for the province given as payload; without one it clears the cities', async () => {
      mocked(queryCity).mockResolvedValue({ success: true, code: 0, data: [{ id: '320500', name: '苏州市' }] });
      const { calls, puts } = await run('fetchCity', '320000');
      expect(calls[0].call).toBe(queryCity);
      expect(calls[0].args).toEqual([{ province: '320000' }]);
      expect(puts).toEqual([{ type: 'setCity', payload: [{ id: '320500', name: '苏州市' }] }]);
      const cleared = await run('fetchCity', undefined);
      expect(cleared.calls).toHaveLength(0);
      expect(cleared.puts).toEqual([{ type: 'setCity', payload: [] }]);
    });

    it('updateProfile saves, reloads the user and resolves to success', async () => {
      mocked(updateProfile).mockResolvedValue({ success: true, code: 0, data: {} });
      mocked(templateCurrentUser).mockResolvedValue({ success: true, code: 0, data: { ...user, name: '陈静怡' } });
      const payload = { realName: '陈静怡', provinceCode: '320000', cityCode: '320500' };
      const { calls, puts, result } = await run('updateProfile', payload);
      expect(calls[0].call).toBe(updateProfile);
      expect(calls[0].args).toEqual([payload, { skipErrorHandler: true }]);
      expect(puts).toEqual([{ type: 'saveCurrentUser', payload: { ...user, name: '陈静怡' } }]);
      expect(result).toEqual({ success: true });
    });

    it('updateProfile resolves to the server field error instead of throwing, and keeps the user', async () => {
      mocked(updateProfile).mockRejectedValue(
        Object.assign(new Error('Request failed with status code 400'), {
          response: { status: 400, data: { success: false, errorMessage: 'body.email: must be an e-mail address', field: 'email' } },
        }),
      );
      const { puts, result } = await run('updateProfile', { realName: 'x', email: 'nope' });
      expect(puts).toEqual([]);
      expect(templateCurrentUser).not.toHaveBeenCalled();
      expect(result).toEqual({ success: false, error: { field: 'email', path: ['email'], message: 'must be an e-mail address', status: 400 } });
    });
  });
});
