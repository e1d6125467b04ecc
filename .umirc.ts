import path from 'node:path';
import { defineConfig } from '@umijs/max';
import defaultSettings from './config/defaultSettings';
import proxy from './config/proxy';
import routes from './config/routes';

const base = process.env.ROUTER_BASE || '/';

export default defineConfig({
  base,
  // Pure rules and types shared by the web app, the server and the mocks (no React, no database).
  alias: { '@shared': path.resolve(__dirname, 'shared') },
  publicPath: base.endsWith('/') ? base : `${base}/`,
  hash: true,
  routes,
  // Spinner while a lazily loaded screen arrives.
  mock: process.env.MOCK === 'none' ? false : {},
  proxy: proxy[process.env.UMI_ENV || ''] ?? {},
  antd: {
    configProvider: { theme: { token: { colorPrimary: defaultSettings.colorPrimary } } },
    appConfig: {},
  },
  access: {},
  model: {},
  initialState: { loading: '@/components/PageLoading' },
  request: {},
  dva: {},
  layout: { locale: true, ...defaultSettings },
  locale: { default: 'zh-CN', antd: true, baseNavigator: false, title: false, useLocalStorage: true },
  title: '智汇园区',
  // A slow network may take long to deliver a chunk; give it 120 s before ChunkLoadError.
  chainWebpack(memo) {
    memo.output.chunkLoadTimeout(120000);
    return memo;
  },
  // `npm run openapi` regenerates src/services/portal from the server's OpenAPI document.
  plugins: ['@umijs/max-plugin-openapi'],
  openAPI: {
    requestLibPath: "import { request } from '@umijs/max'",
    schemaPath: path.join(__dirname, 'config/openapi.json'),
    projectName: 'portal',
    mock: false,
  },
  mfsu: false,
  // esbuild's minifier hoists its helpers (`var _o = …`) to the top of each chunk; two chunks that
  // happen to pick the same name fail Umi's esbuildHelperChecker. Wrapping each chunk in an IIFE is
  // Umi's documented remedy.
  esbuildMinifyIIFE: true,
  npmClient: 'npm',
});
