// Builds the package (see package.json "exports"):
//   dist/college-costs.esm.js   the widget as one self-contained ES module, for npm users
//   dist/college-costs.umd.js   the widget as one self-contained file for a script tag (global CollegeCostsCalculator)
//   dist/client.esm.js          the planning API client ("./client"), dependencies left to the app's bundler
//   dist/loader.js              the host-page loader ("./loader"), a classic script
//   dist/types/                 type declarations
// React code in src/widget is compiled against preact/compat in every bundle.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import postcss from 'rollup-plugin-postcss';

const preactCompat = alias({
  entries: [
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react$/, replacement: 'preact/compat' },
    // graphql-request only needs an operation-name reader for string documents (see the module's notes).
    { find: /^graphql$/, replacement: fileURLToPath(new URL('./src/widget/graphql-lite.ts', import.meta.url)) },
  ],
});

const ts = (declarations = false) =>
  typescript({
    tsconfig: './tsconfig.build.json',
    declaration: declarations,
    ...(declarations ? { declarationDir: 'dist/types' } : {}),
  });

const terserOptions = { format: { comments: false }, compress: { passes: 2 } };

/** Everything the widget needs, bundled: the host page has to provide nothing. */
const widgetPlugins = (declarations) => [
  preactCompat,
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  postcss({ inject: false, minimize: true }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  ts(declarations),
];

const configs = [
  {
    input: 'src/widget/index.ts',
    output: { file: 'dist/college-costs.esm.js', format: 'es', sourcemap: true, plugins: [terser(terserOptions)] },
    plugins: widgetPlugins(true),
  },
  {
    input: 'src/widget/index.ts',
    output: {
      file: 'dist/college-costs.umd.js',
      format: 'umd',
      name: 'CollegeCostsCalculator',
      sourcemap: true,
      plugins: [terser(terserOptions)],
    },
    plugins: widgetPlugins(false),
  },
];

if (existsSync('src/client/index.ts')) {
  configs.push({
    input: 'src/client/index.ts',
    output: { file: 'dist/client.esm.js', format: 'es', sourcemap: true },
    // The planning app's bundler provides urql, graphql and React once for the whole app.
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    plugins: [ts(false)],
  });
}

if (existsSync('src/loader/index.ts')) {
  configs.push({
    input: 'src/loader/index.ts',
    output: { file: 'dist/loader.js', format: 'iife', sourcemap: true, plugins: [terser(terserOptions)] },
    plugins: [ts(false)],
  });
}

// The React host example: real React and the planning client bundled, the widget imported at run time from dist/.
configs.push({
  input: 'examples/react-host/main.js',
  output: { file: 'dist/examples/react-host.js', format: 'es', plugins: [terser(terserOptions)] },
  external: ['/dist/college-costs.esm.js'],
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] }),
    commonjs(),
    ts(false),
  ],
});

export default configs;
