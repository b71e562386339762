import { defineConfig } from 'vitest/config';

/** React code in src/widget is compiled against preact/compat here exactly as in the bundles. */
const preactAliases = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The widget imports its stylesheet as a string (rollup-plugin-postcss with inject: false does the same). */
const cssAsString = {
  name: 'css-as-string',
  enforce: 'pre' as const,
  async load(id: string) {
    if (!id.endsWith('.css')) return null;
    const { readFile } = await import('node:fs/promises');
    return `export default ${JSON.stringify(await readFile(id, 'utf8'))};`;
  },
};

export default defineConfig({
  plugins: [cssAsString],
  resolve: { alias: preactAliases },
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'widget', environment: 'jsdom', include: ['tests/widget/**/*.test.{ts,tsx}', 'tests/shared/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'server', environment: 'node', include: ['tests/server/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'client', environment: 'node', include: ['tests/client/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
