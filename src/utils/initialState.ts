import { flushSync } from 'react-dom';
import { getInitialState, type InitialState } from '@/app';

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
