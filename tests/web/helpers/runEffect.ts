/**
 * Runs a dva effect generator the way dva's saga middleware would, with stand-in effects: `call`
 * effects are performed (their promise awaited, a rejection thrown back into the generator), `put`
 * effects are recorded, and `select` reads from the given state.
 */
type Action = { type: string; payload?: unknown };
type CallEffect = { call: (...args: unknown[]) => unknown; args: unknown[] };
type PutEffect = { put: Action };
type SelectEffect = { select: (state: unknown) => unknown };
type EffectFn = (action: Action, effects: Record<string, unknown>) => Generator<unknown, unknown, unknown>;

export async function runEffect(effect: unknown, action: Action, state: unknown = {}) {
  const puts: Action[] = [];
  const calls: CallEffect[] = [];
  const gen = (effect as EffectFn)(action, {
    call: (fn: (...a: unknown[]) => unknown, ...args: unknown[]) => ({ call: fn, args }),
    put: (a: Action) => ({ put: a }),
    select: (selector: (s: unknown) => unknown) => ({ select: selector }),
    take: () => ({}),
    cancel: () => ({}),
  });
  let step = gen.next();
  while (!step.done) {
    const value = step.value as Partial<CallEffect & PutEffect & SelectEffect>;
    if (value.call) {
      calls.push(value as CallEffect);
      try {
        step = gen.next(await value.call(...(value.args ?? [])));
      } catch (err) {
        step = gen.throw(err);
      }
    } else if (value.select) {
      step = gen.next(value.select(state));
    } else {
      if (value.put) puts.push(value.put);
      step = gen.next();
    }
  }
  return { puts, calls, result: step.value };
}

/** Applies recorded puts to a model's reducers, as dva would (only the model's own reducers). */
export function applyPuts<S>(reducers: Record<string, (state: S, action: Action) => S>, state: S, puts: Action[]): S {
  return puts.reduce((s, action) => (reducers[action.type] ? reducers[action.type](s, action) : s), state);
}
