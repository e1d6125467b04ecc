import { configUmiAlias, createConfig } from '@umijs/max/test';
import type { Config } from 'jest';

/**
 * One jest run, three projects:
 * - web: the Umi app's modules and components in jsdom;
 * - server: the API through app.inject on PGlite (and PostgreSQL when TEST_DATABASE_URL is set);
 * - e2e: the built app and the real server in Debian's Chromium.
 */
export default async (): Promise<Config> => {
  const web = (await configUmiAlias({
    ...createConfig({ target: 'browser', jsTransformer: 'esbuild', jsTransformerOpts: { jsx: 'automatic' } }),
    displayName: 'web',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/tests/web/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/tests/web/setup.ts'],
  })) as Config;
  const node = createConfig({ target: 'node', jsTransformer: 'esbuild' }) as Config;
  return {
    testTimeout: 30_000,
    projects: [
      web,
      {
        ...node,
        displayName: 'server',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      },
      {
        ...node,
        displayName: 'e2e',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
        globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
      },
    ] as Config['projects'],
  };
};
