import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PAGE_DATA_ELEMENT_ID, PAGE_DATA_STORE, type PageData } from '@shared/pageData';

/**
 * Server rendering of the public pages: the same routes and screens as the browser's, built by Umi for Node
 * into dist-ssr/ (`ssr` in .umirc.ts), rendered here with React's streaming renderer once everything on the
 * page is ready (lazy screens included), so the HTML is complete without any script. antd's styles for what
 * was rendered are collected and go in the head. The screens read the data the page was rendered with through
 * src/utils/pageData.tsx: here from this render's AsyncLocalStorage, in the browser from the copy in the page.
 */

type ReactLib = typeof import('react');
type ReactElement = import('react').ReactElement;
type ServerBundle = { getAppRootElement(request: unknown): Promise<() => ReactElement | undefined> };
type Renderer = {
  app: ServerBundle;
  createElement: ReactLib['createElement'];
  renderToPipeableStream: typeof import('react-dom/server').renderToPipeableStream;
  cssinjs: typeof import('@ant-design/cssinjs');
};
export type RenderedApp = { html: string; styles: string };

/** A render that has not finished in this time is abandoned (the page goes out rendered in the browser). */
const RENDER_TIMEOUT_MS = 5000;

const pageDataStore: AsyncLocalStorage<PageData> =
  ((globalThis as Record<symbol, unknown>)[PAGE_DATA_STORE] as AsyncLocalStorage<PageData>) ??
  ((globalThis as Record<symbol, unknown>)[PAGE_DATA_STORE] = new AsyncLocalStorage<PageData>());

/**
 * The bundle and the libraries it shares with its renderer (React, antd's style engine: externals in
 * .umirc.ts), loaded by Node itself so that both sides hold the same copies. The bundle was built for
 * production, and these libraries choose their production or development build when first loaded: they are
 * loaded as production, or class names and style selectors would not match the browser's.
 */
function load(file: string): Renderer {
  const requireBeside = createRequire(file);
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return {
      app: requireBeside(file) as ServerBundle,
      createElement: (requireBeside('react') as ReactLib).createElement,
      renderToPipeableStream: (requireBeside('react-dom/server') as typeof import('react-dom/server')).renderToPipeableStream,
      cssinjs: requireBeside('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs'),
    };
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}

/** The built server bundle of the app in `dir`, loaded on first use and again after a new build. */
export function appRenderer(dir: string) {
  let loaded: { file: string; mtimeMs: number; renderer: Renderer } | undefined;

  function renderer(): Renderer | undefined {
    if (!fs.existsSync(dir)) return undefined;
    const file = fs
      .readdirSync(dir)
      .filter((f) => /^umi(\.[0-9a-f]+)?\.server\.js$/.test(f))
      .map((f) => path.join(dir, f))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
    if (!file) return undefined;
    const { mtimeMs } = fs.statSync(file);
    if (loaded?.file !== file || loaded.mtimeMs !== mtimeMs) loaded = { file, mtimeMs, renderer: load(file) };
    return loaded.renderer;
  }

  /**
   * The app's HTML for `url` (path and query) rendered with `data`, and the styles it uses; undefined when no
   * bundle is built or no route matches. Throws when rendering fails; the caller sends the page without it.
   */
  async function render(url: string, data: PageData['data']): Promise<RenderedApp | undefined> {
    const r = renderer();
    if (!r) return undefined;
    return pageDataStore.run({ url, data }, async () => {
      // The shape of request Umi's renderer reads (an Express-like one): no cookies or headers, so nothing personal renders.
      const request = { protocol: 'http', get: () => 'localhost', originalUrl: url, url, headers: {}, query: {} };
      const element = (await r.app.getAppRootElement(request))();
      if (!element) return undefined;
      const cache = r.cssinjs.createCache();
      const html = await renderWhenReady(r, r.createElement(r.cssinjs.StyleProvider, { cache }, element));
      return { html, styles: r.cssinjs.extractStyle(cache) };
    });
  }

  /** Whether a server build of the app is there to render with (loading it if it is new). */
  const ready = () => !!renderer();

  return { render, ready };
}

function renderWhenReady(r: Renderer, element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => (failure ? reject(failure) : resolve(Buffer.concat(chunks).toString('utf8'))));
    const stream = r.renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error inside the page would leave a part for the browser to render: the page is not sent half-rendered.
      onError: (err) => {
        failure ??= err;
      },
    });
    setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

/** JSON inside a <script> element: nothing in the data can close the element or start markup. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** index.html with the rendered app in #root, its styles in the head and, as JSON, the data it was rendered with for hydration. */
export function withRenderedApp(indexHtml: string, app: RenderedApp, page: PageData): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) return indexHtml;
  return indexHtml
    .replace('</head>', () => `${app.styles}</head>`)
    .replace(root, () => `<div id="root">${app.html}</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(page)}</script>`);
}
