/**
 * A real dva store (dva-core with dva-loading, as Umi's dva plugin builds it) holding the policy model,
 * and the react-redux that Umi's useDispatch / useSelector come from, for screens that use the model.
 */
import type { ReactNode } from 'react';
import PolicyModel from '@/models/policy';

/* eslint-disable @typescript-eslint/no-var-requires */
// dva-core's build expects the global regeneratorRuntime that Umi's browser build provides.
(globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime ??= require('regenerator-runtime');
const { create } = require('dva-core');
const createLoading = require('dva-loading').default ?? require('dva-loading');
export const reactRedux = require('@umijs/plugins/node_modules/react-redux');
/* eslint-enable @typescript-eslint/no-var-requires */

export type PolicyStore = { getState: () => any; dispatch: (action: { type: string; payload?: unknown }) => Promise<unknown> };

export function createPolicyStore(): PolicyStore {
  const app = create({ onError: (err: Error & { preventDefault?: () => void }) => err.preventDefault?.() }, { initialReducer: {} });
  app.use(createLoading());
  app.model(PolicyModel);
  app.start();
  return app._store;
}

export function StoreProvider({ store, children }: { store: PolicyStore; children: ReactNode }) {
  const { Provider } = reactRedux;
  return <Provider store={store}>{children}</Provider>;
}
