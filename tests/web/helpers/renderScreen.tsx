import { StyleProvider } from '@ant-design/cssinjs';
import { configure, render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';

// Pro components render slowly in jsdom.
configure({ asyncUtilTimeout: 8000 });

/**
 * Renders an admin screen inside antd's <App> (for App.useApp's message). antd's styles go to a
 * detached node: with them in the document jsdom's getComputedStyle, which popups call to align
 * themselves, takes seconds on a page this size.
 */
export function renderScreen(ui: ReactElement) {
  return render(
    <StyleProvider container={document.createElement('div')}>
      <App>{ui}</App>
    </StyleProvider>,
  );
}

/** A rejected request as the request layer hands it over with skipErrorHandler. */
export const refusal = (status: number, errorMessage: string, field?: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: { success: false, errorMessage, field } } });
