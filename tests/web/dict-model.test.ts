/** The dict dva model (src/models/dict.ts): reducers, and effects driven with stand-in call/put. */
import DictModel, { initialDictState } from '@/models/dict';
import { dictByName, dictList, dictRoot } from '@/services/portal/dict';
import { applyPuts, runEffect } from './helpers/runEffect';

jest.mock('@/services/portal/dict', () => ({
  dictRoot: jest.fn(),
  dictList: jest.fn(),
  dictByName: jest.fn(),
}));

const mocked = (fn: unknown) => fn as jest.Mock;

const item = (id: number, value: string, label: string, extra = {}) => ({
  id,
  typeId: 7,
  label,
  value,
  parentValue: null,
  order: id * 10,
  color: null,
  isDefault: false,
  status: 'active',
  remark: null,
  ...extra,
});
const stages = [item(1, 'new', '新线索', { color: 'blue' }), item(2, 'viewed', '已看房', { color: 'purple' })];
const typePage = {
  list: [{ id: 7, name: 'clue_stage', title: '线索阶段', remark: null, status: 'active', builtIn: true, itemCount: 12 }],
  total: 1,
  current: 1,
  pageSize: 20,
};

// Imported names cannot appear in type positions here (with jest.mock Babel transforms the file
// first and rejects them), hence the local state type.
type State = Record<string, unknown>;
const reducers = DictModel.reducers as unknown as Record<string, (s: State, a: { type: string; payload?: unknown }) => State>;
const initial: State = initialDictState;

/** Runs an effect and applies what it put to `state`. */
async function dispatch(name: string, payload?: unknown, state: State = initial) {
  const effects = DictModel.effects as unknown as Record<string, unknown>;
  const run = await runEffect(effects[name], { type: `dict/${name}`, payload });
  return { ...run, state: applyPuts(reducers, state, run.puts) };
}

/** A state with something in every key, to see that a failed answer changes nothing. */
const filled = {
  root: typePage.list,
  rootList: typePage,
  dataSource: stages,
  detail: stages[0],
  category: stages,
  categorySelect: [{ label: '新线索', value: 'new' }],
  schedule: stages,
} as State;

beforeEach(() => jest.clearAllMocks());

describe('the dict model', () => {
  it('is the dva model "dict" with the issue\'s state', () => {
    expect(DictModel.namespace).toBe('dict');
    expect(DictModel.state).toEqual({ root: [], rootList: [], dataSource: [], detail: {}, category: [], categorySelect: [], schedule: [], entries: {} });
  });

  it('save merges its payload without touching the previous state; clear starts over', () => {
    const before = { ...initial };
    const next = reducers.save(before, { type: 'save', payload: { category: stages } });
    expect(next.category).toEqual(stages);
    expect(next.root).toBe(before.root);
    expect(before.category).toEqual([]);
    expect(reducers.save(next, { type: 'save' })).toEqual(next);
    expect(reducers.clear(filled, { type: 'clear' })).toEqual(initial);
  });

  it('fetchRoot keeps the list as root and the whole page as rootList', async () => {
    mocked(dictRoot).mockResolvedValue({ success: true, code: 0, data: typePage });
    const { calls, state, result } = await dispatch('fetchRoot', { current: 1, pageSize: 20 });
    expect(calls[0].call).toBe(dictRoot);
    expect(calls[0].args).toEqual([{ current: 1, pageSize: 20 }]);
    expect(state.root).toEqual(typePage.list);
    expect(state.rootList).toEqual(typePage);
    expect(result).toEqual(typePage);
  });

  it('fetchList asks for the type given and keeps its items as dataSource', async () => {
    mocked(dictList).mockResolvedValue({ success: true, code: 0, data: { list: stages, total: 2, current: 1, pageSize: 50 } });
    const { calls, state } = await dispatch('fetchList', { typeId: 7, current: 1 });
    expect(calls[0].args).toEqual([{ typeId: 7, current: 1 }]);
    expect(state.dataSource).toEqual(stages);
  });

  it('fetchDetail finds the item of a dictionary by its value, {} when there is none', async () => {
    mocked(dictByName).mockResolvedValue({ success: true, code: 0, data: stages });
    const found = await dispatch('fetchDetail', { name: 'clue_stage', value: 'viewed' });
    expect(found.calls[0].args).toEqual([{ name: 'clue_stage' }]);
    expect(found.state.detail).toEqual(stages[1]);
    expect((await dispatch('fetchDetail', { name: 'clue_stage', value: 'nope' }, filled)).state.detail).toEqual({});
  });

  it('fetchCategory, fetchCategorySelect and fetchSchedule read a dictionary by name', async () => {
    mocked(dictByName).mockResolvedValue({ success: true, code: 0, data: stages });
    const category = await dispatch('fetchCategory', 'clue_stage');
    expect(category.calls[0].args).toEqual([{ name: 'clue_stage' }]);
    expect(category.state.category).toEqual(stages);

    const select = await dispatch('fetchCategorySelect', { name: 'region', parentValue: '320000' });
    expect(select.calls[0].args).toEqual([{ name: 'region', parentValue: '320000' }]);
    expect(select.state.categorySelect).toEqual([
      { label: '新线索', value: 'new' },
      { label: '已看房', value: 'viewed' },
    ]);

    const schedule = await dispatch('fetchSchedule', 'clue_stage');
    expect(schedule.state.schedule).toEqual(stages);
    expect(schedule.state.category).toEqual([]);
  });

  it.each([
    ['fetchRoot', { current: 1 }],
    ['fetchList', { typeId: 7 }],
    ['fetchDetail', { name: 'clue_stage', value: 'new' }],
    ['fetchCategory', 'clue_stage'],
    ['fetchCategorySelect', 'clue_stage'],
    ['fetchSchedule', 'clue_stage'],
  ] as const)('%s leaves the state alone when the code is not 0', async (name, payload) => {
    for (const fn of [dictRoot, dictList, dictByName]) {
      mocked(fn).mockResolvedValue({ success: true, code: 500, data: { list: [], total: 0 } });
    }
    const { puts, state, result } = await dispatch(name, payload, filled);
    expect(puts).toEqual([]);
    expect(state).toBe(filled);
    expect(result).toBeUndefined();
  });

  it('treats an answer without a code as a failure too', async () => {
    mocked(dictByName).mockResolvedValue({ data: stages });
    expect((await dispatch('fetchCategory', 'clue_stage', filled)).puts).toEqual([]);
  });
});
