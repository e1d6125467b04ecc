/**
 * The web project's transformer: Umi's esbuild transformer, after turning each dynamic `import()` into a
 * `require()` behind a promise. jsdom tests run without Node's VM modules, where a real `import()` throws;
 * this way `React.lazy` screens and on-demand texts load in tests too, through jest's registry (mocks apply).
 */
const babel = require('@babel/core');
const esbuild = require('@umijs/test/dist/transformers/esbuild').default;

function dynamicImportToRequire({ types: t }) {
  return {
    visitor: {
      CallExpression(path) {
        if (path.node.callee.type !== 'Import') return;
        const promise = t.callExpression(t.memberExpression(t.identifier('Promise'), t.identifier('resolve')), []);
        const load = t.arrowFunctionExpression([], t.callExpression(t.identifier('require'), path.node.arguments));
        path.replaceWith(t.callExpression(t.memberExpression(promise, t.identifier('then')), [load]));
      },
    },
  };
}

function withoutDynamicImports(source, filename) {
  if (!source.includes('import(') || filename.includes('node_modules')) return source;
  return babel.transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    retainLines: true,
    parserOpts: { plugins: filename.endsWith('.tsx') ? ['jsx', 'typescript'] : ['typescript'] },
    plugins: [dynamicImportToRequire],
  }).code;
}

module.exports = {
  createTransformer(options) {
    const inner = esbuild.createTransformer(options);
    return {
      canInstrument: false,
      getCacheKey: (source, filename, transformOptions) => `dynamic-import-1:${inner.getCacheKey(source, filename, transformOptions)}`,
      process: (source, filename, transformOptions) => inner.process(withoutDynamicImports(source, filename), filename, transformOptions),
    };
  },
};
