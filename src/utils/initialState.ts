import { flushSync } from 'react-dom';
import { getInitialState, type InitialState } from '@/app';
import defaultSettings from '../../config/defaultSettings';
import { isServerRendered, pageData, pageDataKey } from '@/utils/pageData';
import { loadPrimaryColor } from '@/utils/theme';

/** A visitor's start-up state: nobody signed in, with the site configuration given. */
export const visitorState = (config: Record<string, unknown>): InitialState => ({
  settings: { ...defaultSettings, colorPrimary: loadPrimaryColor() },
  config,
  resources: [],
});

/**
 * The state a server-rendered page starts from (config/ssrInitialStatePlugin.ts): a visitor's, with the site
 * configuration the page was rendered with. For a visitor getInitialState then answers the same, so nothing renders
 * again after hydrating (a whole page at once, one long task on a phone). Undefined on a page rendered in the browser.
 * Not in src/app.tsx: Umi takes each of its exports for a runtime setting.
 */
export function renderedInitialState(): InitialState | undefined {
  const config = isServerRendered() ? pageData<Record<string, unknown>>(pageDataKey.siteConfig) : undefined;
  return config ? visitorState(config) : undefined;
}

/**
 * Reloads the initial state (user, menu resources, configuration) and commits it before returning,
 * so a navigation right after login renders the layout with the new user and permissions rather
 * than the visitor's (which would bounce back to the login screen). Returns the new state (where to land reads it).
 */
export function useReloadInitialState(setInitialState: (s: InitialState) => void) {
  return async (): Promise<InitialState> => {
    const state = await getInitialState();
    flushSync(() => setInitialState(state));
    return state;
  };
}
