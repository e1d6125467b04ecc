// Umi's own ESLint preset (TypeScript, React, hooks), the one Ant Design Pro projects use.
module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  ignorePatterns: ['src/.umi*', 'dist', 'node_modules', 'src/services/portal'],
  rules: {
    // Helpers below their first use read top-down; function declarations are hoisted.
    '@typescript-eslint/no-use-before-define': ['error', { functions: false, classes: true, variables: true }],
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
  },
};
