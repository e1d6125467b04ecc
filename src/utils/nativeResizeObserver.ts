/**
 * The browser's own ResizeObserver, standing in for `resize-observer-polyfill` in the browser build
 * (.umirc.ts): every browser the build targets (Chrome 80 and later) has it, and the polyfill weighs
 * 2.5 KB gzip in every first load.
 */
export default globalThis.ResizeObserver;
