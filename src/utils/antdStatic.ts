import type { useAppProps } from 'antd/es/app/context';

/**
 * antd's message, notification and modal for the whole app: what `useAntdApp()` gives screens and what the request
 * layer (code outside React) calls. The real instances come from the hooks of <FeedbackHolders />, which loads the
 * first time something is shown (src/components/AntdApp): antd's message, notification and modal weigh about 16 KB
 * gzip, more than a visitor's first page needs. Calls made before they arrive wait and are then shown in order.
 */
export type AntdStatic = useAppProps;

type Kind = keyof AntdStatic;

const METHODS: Record<Kind, readonly string[]> = {
  message: ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
  notification: ['open', 'success', 'error', 'info', 'warning', 'destroy'],
  modal: ['info', 'success', 'error', 'warning', 'confirm'],
};

let live: Partial<AntdStatic> = {};
let waiting: { kind: Kind; method: string; args: unknown[] }[] = [];
let wanted: (() => void) | undefined;

type Callable = Record<string, (...args: unknown[]) => unknown>;

/** Stands for `kind` until the real instance arrives; each call goes to it then (return values are not awaited by callers). */
function later<K extends Kind>(kind: K): AntdStatic[K] {
  const calls = Object.fromEntries(
    METHODS[kind].map((method) => [
      method,
      (...args: unknown[]) => {
        const instance = live[kind] as unknown as Callable | undefined;
        if (instance) return instance[method](...args);
        waiting.push({ kind, method, args });
        wanted?.();
        return undefined;
      },
    ]),
  );
  return calls as unknown as AntdStatic[K];
}

/** What screens and the request layer call; the same object before and after the real instances arrive. */
export const antdStatic: AntdStatic = { message: later('message'), notification: later('notification'), modal: later('modal') };

/** The real instances (FeedbackHolders, or a test's spies): calls waiting for them are made now. */
export function setAntdStatic(api: Partial<AntdStatic>) {
  live = { ...live, ...api };
  const ready = waiting.filter((call) => live[call.kind]);
  waiting = waiting.filter((call) => !live[call.kind]);
  for (const { kind, method, args } of ready) (live[kind] as unknown as Callable)[method](...args);
}

/** `load` is called when something waits to be shown (at once if something already does); returns the unsubscribe. */
export function whenAntdStaticWanted(load: () => void): () => void {
  wanted = load;
  if (waiting.length) load();
  return () => {
    if (wanted === load) wanted = undefined;
  };
}

/** Forget the instances and what waits (tests). */
export function resetAntdStatic() {
  live = {};
  waiting = [];
}

export const getMessage = () => antdStatic.message;
export const getNotification = () => antdStatic.notification;
