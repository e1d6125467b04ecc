import { configUmiAlias, createConfig } from '@umijs/max/test';
import type { Config } from 'jest';

/**
 * One jest run, three projects:
 * - web: the Umi app's modules and components in jsdom;
 * - server: the API through app.inject on PGlite (and PostgreSQL when TEST_DATABASE_URL is set);
 * - e2e: the built app and the real server in Debian's Chromium.
 */
/** Umi's preset sets testTimeout per project, which jest 29 only accepts globally; drop it. */
function umiConfig(target: 'browser' | 'node', extra: object = {}): Config {
  const { testTimeout: _ignored, ...config } = createConfig({ target, jsTransformer: 'esbuild', ...extra }) as Config;
  return config;
}

export default async (): Promise<Config> => {
  const browser = umiConfig('browser', { jsTransformerOpts: { jsx: 'automatic' } });
  // Umi's transformer with dynamic import() turned into require() (tests/web/helpers/transformer.js).
  const transform: Config['transform'] = Object.fromEntries(
    Object.entries(browser.transform ?? {}).map(([pattern, entry]) => [
      pattern,
      ['<rootDir>/tests/web/helpers/transformer.js', (entry as [string, Record<string, unknown>])[1]] as [string, Record<string, unknown>],
    ]),
  );
  const web = (await configUmiAlias({
    ...browser,
    transform,
    displayName: 'web',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/tests/web/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/tests/web/setup.ts'],
  })) as Config;
  // In Node `antd` is its CommonJS build (antd/lib): a module the app imports from antd/es must be that copy's,
  // or it would be a second antd (another App context).
  web.moduleNameMapper = { '^antd/es/(.*)$': 'antd/lib/$1', ...web.moduleNameMapper };
  const nodeBase = umiConfig('node');
  const node = {
    ...nodeBase,
    // The shared rules' alias, as the Umi config and tsconfig declare it.
    moduleNameMapper: { ...nodeBase.moduleNameMapper, '^@shared/(.*)$': '<rootDir>/shared/$1' },
    // A few of Fastify's dependencies ship ES modules only; let the transformer turn them into CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
  } as Config;
  return {
    projects: [
      web,
      {
        ...node,
        displayName: 'server',
        setupFilesAfterEnv: ['<rootDir>/tests/server/setup.ts'],
        globalSetup: '<rootDir>/tests/server/globalSetup.ts',
        globalTeardown: '<rootDir>/tests/server/globalTeardown.ts',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      },
      {
        ...node,
        displayName: 'e2e',
        setupFilesAfterEnv: ['<rootDir>/tests/e2e/setup.ts'],
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
        globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
        globalTeardown: '<rootDir>/tests/server/globalTeardown.ts',
      },
    ] as Config['projects'],
  };
};
