import path from 'node:path';
import { defineConfig } from '@umijs/max';
import defaultSettings from './config/defaultSettings';
import proxy from './config/proxy';
import routes from './config/routes';
import { UNUSED_PRO_FIELDS } from './config/unusedProFields';

const base = process.env.ROUTER_BASE || '/';
const BABEL_RUNTIME = path.dirname(require.resolve('@babel/runtime/package.json'));
const NESTED_BABEL_RUNTIMES = ['@umijs/babel-preset-umi', '@umijs/renderer-react', 'umi'].map((pkg) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'node_modules/@babel/runtime'),
);
const ICONS = path.dirname(require.resolve('@ant-design/icons/package.json'));
const LAYOUT_PLUGIN_ICONS = path.join(path.dirname(require.resolve('@umijs/plugins/package.json')), 'node_modules/@ant-design/icons');
const TRANSITION_HYDRATION = path.resolve(__dirname, 'src/utils/transitionHydration.ts');
const UNUSED_PRO_FIELD = path.resolve(__dirname, 'src/utils/unusedProField.tsx');
const LAZY_INTL_DEFAULT_LOCALE = path.resolve(__dirname, 'config/lazyIntlDefaultLocaleLoader.js');
const UNUSED_PRO_FIELD_REQUEST = new RegExp(`^\\./components/(${UNUSED_PRO_FIELDS.map((f) => f.component).join('|')})$`);
const SSR_SHARED = ['react', 'react-dom', 'react-dom/server', 'react/jsx-runtime', '@ant-design/cssinjs'];

export default defineConfig({
  base,
  // Pure rules and types shared by the web app, the server and the mocks (no React, no database).
  alias: { '@shared': path.resolve(__dirname, 'shared') },
  publicPath: base.endsWith('/') ? base : `${base}/`,
  hash: true,
  // Leaflet's stylesheet as a file the park map links when it loads (src/pages/admin/gis/PlanMap.tsx), not in every page's styles.
  copy: [{ from: 'node_modules/leaflet/dist/leaflet.css', to: 'dist/vendor/leaflet.css' }],
  routes,
  // Spinner while a lazily loaded screen arrives.
  mock: process.env.MOCK === 'none' ? false : {},
  proxy: proxy[process.env.UMI_ENV || ''] ?? {},
  antd: {
    configProvider: { theme: { token: { colorPrimary: defaultSettings.colorPrimary } } },
    // No antd <App> from the plugin: src/app.tsx's innerProvider gives its context with parts that load when used.
  },
  access: {},
  model: {},
  initialState: { loading: '@/components/PageLoading' },
  request: {},
  dva: {},
  layout: { locale: true, ...defaultSettings },
  locale: { default: 'zh-CN', antd: true, baseNavigator: false, title: false, useLocalStorage: true },
  title: '智汇园区',
  // Named in the page, so browsers do not ask for a /favicon.ico the portal does not have.
  favicons: [`${base.endsWith('/') ? base : `${base}/`}logo.svg`],
  // A slow network may take long to deliver a chunk; give it 120 s before ChunkLoadError.
  // Umi provides a browser copy of Node's Buffer (about 6 KB gzip in the entry) to any module naming it; none of
  // ours needs it (the libraries that mention it check for it first), so only `process` is provided.
  chainWebpack(memo, { webpack }) {
    // The server build (below, the one targeting Node) shares React and antd's style engine with the server that
    // renders it, so that server/modules/seo/render.ts can collect the styles the page used (one copy of each).
    if (memo.get('target') === 'node') return memo.externals(Object.fromEntries(SSR_SHARED.map((name) => [name, `commonjs ${name}`])));
    memo.output.chunkLoadTimeout(120000);
    // One copy of Babel's runtime helpers: Umi's Babel preset, its renderer and umi itself each carry an older
    // @babel/runtime beside the one the libraries use (newer helpers run code compiled for older ones).
    for (const from of ['@babel/runtime', ...NESTED_BABEL_RUNTIMES]) memo.resolve.alias.set(from, BABEL_RUNTIME);
    // One copy of the icons: Umi's layout plugin carries @ant-design/icons 4 (and its own @ant-design/colors)
    // for the three icons of its header; the portal's version 5 draws them the same.
    memo.resolve.alias.set(LAYOUT_PLUGIN_ICONS, ICONS);
    // pro-layout's page header imports two icons by their CommonJS files (`@ant-design/icons/ArrowLeftOutlined`), which
    // brought the icons' CommonJS runtime beside the ES one: the same icons from the ES build.
    memo.plugin('icons-as-es-modules').use(webpack.NormalModuleReplacementPlugin, [
      /^@ant-design\/icons\/[A-Z][A-Za-z]+$/,
      (request: { request: string }) => {
        request.request = request.request.replace('@ant-design/icons/', '@ant-design/icons/es/icons/');
      },
    ]);
    // Umi's renderer hydrates a server-rendered page through src/utils/transitionHydration.ts (it says why).
    memo.plugin('transition-hydration').use(webpack.NormalModuleReplacementPlugin, [
      /^react-dom\/client$/,
      (request: { request: string; contextInfo?: { issuer?: string } }) => {
        if (/renderer-react[\\/]dist[\\/]browser\.js$/.test(request.contextInfo?.issuer ?? '')) request.request = TRANSITION_HYDRATION;
      },
    ]);
    // pro-field's renderers that no screen uses (config/unusedProFields.ts) are left out of the browser build.
    memo.plugin('unused-pro-fields').use(webpack.NormalModuleReplacementPlugin, [
      UNUSED_PRO_FIELD_REQUEST,
      (request: { context: string; request: string }) => {
        if (/pro-field[\\/]es$/.test(request.context)) request.request = UNUSED_PRO_FIELD;
      },
    ]);
    memo.resolve.alias.set('resize-observer-polyfill$', path.resolve(__dirname, 'src/utils/nativeResizeObserver.ts'));
    // antd's own parts (rc-*, @rc-component/*) and the request plugin's useRequest (which the portal does not use)
    // have no module-level side effects but do not say so: said here, webpack leaves out what a first load does not
    // use (rc-field-form came whole with every Tooltip, 16 KB gzip).
    memo.module
      .rule('pure-rc-packages')
      .test(/[\\/]node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+|@ahooksjs[\\/]use-request)[\\/]/)
      .sideEffects(false);
    // Umi's locale plugin exports a language picker (antd Dropdown and Menu) that the portal does not use
    // (src/components/LanguageSwitch); re-exported by `@umijs/max`, it came into every first load.
    memo.module
      .rule('unused-select-lang')
      .test(/[\\/]plugin-locale[\\/](index\.ts|SelectLang\.tsx)$/)
      .sideEffects(false);
    // intl-messageformat builds an Intl.NumberFormat as it loads, for a default react-intl never uses (the loader says why).
    memo.module
      .rule('lazy-intl-default-locale')
      .test(/[\\/]intl-messageformat[\\/]lib[\\/]core\.js$/)
      .use('lazy-intl-default-locale')
      .loader(LAZY_INTL_DEFAULT_LOCALE);
    memo.plugin('node-polyfill-provider').tap((args) => [{ process: args[0].process }]);
    return memo;
  },
  // The public policy pages are rendered on the server (server/modules/seo/render.ts): Umi builds the same
  // routes for Node into dist-ssr/. pureApp: the server renders the app into the built index.html's #root,
  // so the page keeps the head the server writes; the browser hydrates it (src/app.tsx, hydrateIfRendered).
  // Production builds only: the dev server keeps rendering in the browser.
  ...(process.env.NODE_ENV === 'production'
    ? { ssr: { builder: 'webpack', serverBuildPath: 'dist-ssr/umi.server.js', __INTERNAL_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: { pureApp: true, pureHtml: false } } }
    : {}),
  // `npm run openapi` regenerates src/services/portal from the server's OpenAPI document.
  plugins: ['@umijs/max-plugin-openapi', './config/ssrInitialStatePlugin', './config/paintFirstPlugin'],
  openAPI: {
    requestLibPath: "import { request } from '@umijs/max'",
    schemaPath: path.join(__dirname, 'config/openapi.json'),
    projectName: 'portal',
    mock: false,
  },
  // `ANALYZE=1 max build` writes what each chunk holds to bench/results/bundle-report.json.
  analyze: { analyzerMode: 'json', reportFilename: path.resolve(__dirname, 'bench/results/bundle-report.json') },
  // moment is only there for Umi's locale plugin (antd 5 uses dayjs): alias it to dayjs, which then
  // follows the chosen language (21 KB gzip less in every first load).
  moment2dayjs: { preset: 'none', plugins: [] },
  // Not all of core-js (105 KB gzip): the target (Chrome 80) has every built-in our code uses; these are the
  // few newer ones libraries reach for.
  polyfill: {
    imports: [
      'core-js/stable/array/at',
      'core-js/stable/array/find-last',
      'core-js/stable/array/find-last-index',
      'core-js/stable/object/has-own',
      'core-js/stable/string/at',
      'core-js/stable/string/replace-all',
    ],
  },
  mfsu: false,
  // esbuild's minifier hoists its helpers (`var _o = …`) to the top of each chunk; two chunks that
  // happen to pick the same name fail Umi's esbuildHelperChecker. Wrapping each chunk in an IIFE is
  // Umi's documented remedy.
  esbuildMinifyIIFE: true,
  npmClient: 'npm',
});
