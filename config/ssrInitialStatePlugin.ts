import path from 'node:path';
import type { IApi } from '@umijs/max';

/** The deep comparison Umi's model plugin uses (the same module in the bundle). */
const FAST_DEEP_EQUAL = path.dirname(require.resolve('fast-deep-equal/package.json')).replace(/\\/g, '/');

/**
 * Umi's initial-state plugin shows its loading screen until getInitialState (src/app.tsx) has answered. A page
 * the server rendered (server/modules/seo/render.ts) was rendered without that state, so the browser must
 * hydrate the same tree: while the state loads, such a page shows its content, not the spinner. Everything
 * else is the plugin's own Provider (@umijs/plugins/dist/initial-state.js), written after it.
 *
 * Its model, too: on a server-rendered page it starts from the state the page was rendered with
 * (renderedInitialState) instead of "loading", and an answer equal to the state shown changes nothing. The plugin's
 * own model flipped to loading and back, and every screen using the state rendered again, all at once, right after
 * hydrating: a task of 100 ms and more on a phone.
 */
export default (api: IApi) => {
  api.onGenerateFiles({
    stage: Infinity,
    fn() {
      api.writeTmpFile({
        noPluginDir: true,
        path: 'plugin-initialState/@@initialState.ts',
        content: `import { useCallback, useEffect, useState } from 'react';
import isEqual from '${FAST_DEEP_EQUAL}';
import { getInitialState } from '@/app';
import { renderedInitialState } from '@/utils/initialState';

export type InitialStateType = Awaited<ReturnType<typeof getInitialState>> | undefined;

type State = { initialState: InitialStateType; loading: boolean; error: unknown };

export default () => {
  const [state, setState] = useState<State>(() => {
    const rendered = typeof window === 'undefined' ? undefined : renderedInitialState();
    return { initialState: rendered, loading: !rendered, error: undefined };
  });

  const load = useCallback(async (quietly: boolean) => {
    if (!quietly) setState((s) => ({ ...s, loading: true, error: undefined }));
    try {
      const ret = await getInitialState();
      setState((s) => (!s.loading && isEqual(s.initialState, ret) ? s : { ...s, initialState: ret, loading: false }));
    } catch (e) {
      setState((s) => ({ ...s, error: e, loading: false }));
    }
  }, []);
  const refresh = useCallback(() => load(false), [load]);

  const setInitialState = useCallback(
    async (initialState: InitialStateType | ((initialState: InitialStateType) => InitialStateType)) => {
      setState((s) => ({
        ...s,
        initialState: typeof initialState === 'function' ? initialState(s.initialState) : initialState,
        loading: false,
      }));
    },
    [],
  );

  useEffect(() => {
    // A server-rendered page already shows a state: keep showing it while the answer comes.
    load(state.initialState !== undefined);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return { ...state, refresh, setInitialState };
};
`,
      });
      api.writeTmpFile({
        noPluginDir: true,
        path: 'plugin-initialState/Provider.tsx',
        content: `import React from 'react';
import { useModel } from '@@/plugin-model';
import Loading from '${api.config.initialState.loading}';
import { isServerRendered } from '@/utils/pageData';

export default function InitialStateProvider(props: any) {
  const appLoaded = React.useRef(false);
  const { loading = false } = useModel('@@initialState') || {};
  React.useEffect(() => {
    if (!loading) appLoaded.current = true;
  }, [loading]);
  if (loading && !appLoaded.current && typeof window !== 'undefined' && !isServerRendered()) return <Loading />;
  return props.children;
}
`,
      });
    },
  });
};
