// Umi's own ESLint preset (TypeScript, React, hooks), the one Ant Design Pro projects use.
module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  ignorePatterns: ['src/.umi*', 'dist', 'node_modules', 'src/services/portal'],
  rules: {
    // Helpers below their first use read top-down; function declarations are hoisted.
    '@typescript-eslint/no-use-before-define': ['error', { functions: false, classes: true, variables: true }],
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
  },
  // The boundaries of the tree: the web app and the server meet only in shared/ (pure rules and types,
  // reached as @shared/…), which depends on neither, nor on a UI or database library.
  overrides: [
    {
      files: ['src/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: ['**/server', '**/server/**'], message: 'The web app does not import the server: put shared rules in shared/ (@shared/…).' }] },
        ],
      },
    },
    {
      files: ['server/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/src', '**/src/**', '@/*', '@@/*', '@umijs/*', 'react', 'antd'],
                message: 'The server does not import the web app: put shared rules in shared/ (@shared/…).',
              },
            ],
          },
        ],
      },
    },
    {
      // Later overrides replace earlier ones for the same rule, so the server's own rule is repeated here.
      files: ['server/lib/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/src', '**/src/**', '@/*', '@@/*', '@umijs/*', 'react', 'antd'],
                message: 'The server does not import the web app: put shared rules in shared/ (@shared/…).',
              },
              {
                group: ['**/plugins', '**/plugins/**', '**/modules/**'],
                message: 'server/lib holds libraries: the Fastify plugins and the modules use it, never the other way round.',
              },
            ],
          },
        ],
      },
    },
    {
      // Mocks are fixtures answering the API's contract, not a second server: they may read the demo data
      // the seed is made of, never the server's code.
      files: ['mock/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  '**/server/lib/**',
                  '**/server/modules/**',
                  '**/server/plugins/**',
                  '**/server/db/**',
                  '**/server/app',
                  '**/server/deps',
                  '**/server/config',
                  '**/server/index',
                ],
                message: 'Mocks do not import the server: use shared/ (@shared/…) for rules, the seed for demo data.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['shared/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  '**/src',
                  '**/src/**',
                  '**/server',
                  '**/server/**',
                  '**/mock/**',
                  '@/*',
                  '@@/*',
                  '@umijs/*',
                  'react',
                  'react-*',
                  'antd',
                  '@ant-design/*',
                  'drizzle-orm',
                  'drizzle-orm/*',
                  'fastify',
                  'pg',
                  '@electric-sql/*',
                ],
                message: 'shared/ holds pure rules and types: it imports nothing of the web app or the server, and no UI or database library.',
              },
            ],
          },
        ],
      },
    },
  ],
};
