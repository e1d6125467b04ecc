import type { IApi } from '@umijs/max';

/**
 * Umi's initial-state plugin shows its loading screen until getInitialState (src/app.tsx) has answered. A page
 * the server rendered (server/modules/seo/render.ts) was rendered without that state, so the browser must
 * hydrate the same tree: while the state loads, such a page shows its content, not the spinner. Everything
 * else is the plugin's own Provider (@umijs/plugins/dist/initial-state.js), written after it.
 */
export default (api: IApi) => {
  api.onGenerateFiles({
    stage: Infinity,
    fn() {
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
