import { StyleProvider } from '@ant-design/cssinjs';
import { configure, render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { createStore, StoreProvider, type TestStore } from './store';

// Pro components render slowly in jsdom.
configure({ asyncUtilTimeout: 8000 });

/**
 * Renders an admin screen inside antd's <App> (for App.useApp's message) and a dva store (by default a
 * new one with the dict model: the dictionary cache). antd's styles go to a detached node: with them in
 * the document jsdom's getComputedStyle, which popups call to align themselves, takes seconds on a page
 * this size. A wrapper, so that rerender keeps it.
 */
export function renderScreen(ui: ReactElement, { store = createStore() }: { store?: TestStore } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <StyleProvider container={document.createElement('div')}>
        <App>{children}</App>
      </StyleProvider>
    </StoreProvider>
  );
  return render(ui, { wrapper });
}

/** A rejected request as the request layer hands it over with skipErrorHandler. */
export const refusal = (status: number, errorMessage: string, field?: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: { success: false, errorMessage, field } } });
