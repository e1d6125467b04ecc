/**
 * A real dva store (dva-core with dva-loading, as Umi's dva plugin builds it) and the react-redux that
 * Umi's useDispatch / useSelector come from, for components that read or drive models. Every store holds
 * the dict model (the dictionary cache behind DictSelect and DictTag); add the models a screen needs.
 */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import DictModel from '@/models/dict';
import PolicyModel from '@/models/policy';
import { reactRedux } from './reactRedux';

export { reactRedux };

/* eslint-disable @typescript-eslint/no-var-requires */
// dva-core's build expects the global regeneratorRuntime that Umi's browser build provides.
(globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime ??= require('regenerator-runtime');
const { create } = require('dva-core');
const createLoading = require('dva-loading').default ?? require('dva-loading');
/* eslint-enable @typescript-eslint/no-var-requires */

export type TestStore = { getState: () => any; dispatch: (action: { type: string; payload?: unknown }) => Promise<unknown> };

/** A store with the dict model and these models. */
export function createStore(...models: { namespace: string }[]): TestStore {
  const app = create({ onError: (err: Error & { preventDefault?: () => void }) => err.preventDefault?.() }, { initialReducer: {} });
  app.use(createLoading());
  app.model(DictModel);
  models.forEach((model) => app.model(model));
  app.start();
  return app._store;
}

export const createPolicyStore = () => createStore(PolicyModel);

export function StoreProvider({ store, children }: { store: TestStore; children: ReactNode }) {
  const { Provider } = reactRedux;
  return <Provider store={store}>{children}</Provider>;
}

/** Renders inside the store (a wrapper, so that rerender keeps it). */
export function renderInStore(ui: ReactElement, store: TestStore) {
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider> });
}
