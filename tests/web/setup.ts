import '@testing-library/jest-dom';

// antd's responsive components ask for matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom resolves every stylesheet rule on each getComputedStyle call, and Testing Library's role queries
// make that call for every candidate element: with antd's injected styles in the document one lookup took
// about half a second, and a toolbar query over ten seconds. Components are tested for what they render
// and say, not for antd's CSS, so antd keeps its styles in its own cache (its server mode) instead.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { StyleContext } = require('@ant-design/cssinjs') as { StyleContext: { _currentValue: { mock?: string } } };
StyleContext._currentValue.mock = 'server';
