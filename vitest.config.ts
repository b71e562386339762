import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** React code in src/widget is compiled against preact/compat here exactly as in the bundles. */
export const preactAliases = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Tests resolve packages by their ES module entry, as the bundler does, so they import the aliased 'react'. */
export const moduleFirst = ['module', 'jsnext:main', 'main'];

/** The widget imports its stylesheet as a string (rollup-plugin-postcss with inject: false does the same). */
const CSS_STRING = '\0css-string:';
export const cssAsString = {
  name: 'css-as-string',
  enforce: 'pre' as const,
  async resolveId(
    this: { resolve: (s: string, i?: string, o?: object) => Promise<{ id: string } | null> },
    source: string,
    importer?: string,
  ) {
    if (!source.endsWith('.css') || !importer) return null;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    return resolved ? `${CSS_STRING}${resolved.id}.js` : null;
  },
  async load(id: string) {
    if (!id.startsWith(CSS_STRING)) return null;
    const { readFile } = await import('node:fs/promises');
    const file = id.slice(CSS_STRING.length, -'.js'.length);
    return `export default ${JSON.stringify(await readFile(file, 'utf8'))};`;
  },
};

/**
 * For the React component's tests (tests/react): the component and its tests run real React, while the widget
 * it mounts, and the libraries the widget uses, keep the Preact aliases above, as in a React app that installs
 * the package. The widget is imported by the package's name, from its source.
 */
const REACT_SIDE = /\/(src|tests)\/react\//;
const preactBelowTheReactSide = {
  name: 'preact-below-the-react-side',
  enforce: 'pre' as const,
  async resolveId(
    this: { resolve: (s: string, i?: string, o?: object) => Promise<{ id: string } | null> },
    source: string,
    importer?: string,
  ) {
    if (source === 'college-costs-calculator') return fileURLToPath(new URL('./src/widget/index.ts', import.meta.url));
    const alias = preactAliases.find(({ find }) => find.test(source));
    if (!alias || !importer || REACT_SIDE.test(importer)) return null;
    return this.resolve(alias.replacement, importer, { skipSelf: true });
  },
};

/**
 * Tests wait on conditions, never on the clock: the caps below only end a test that is stuck, and are
 * wide enough for a shared 2-core machine running at a load of 10 or more.
 */
const waitingCaps = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  teardownTimeout: 60_000,
  expect: { poll: { timeout: 30_000 } },
};
/** Libraries that import 'react' are run through the aliases above instead of Node's own resolution. */
const inlineReactLibraries = {
  server: { deps: { inline: [/react-final-form/, /downshift/, /@floating-ui\/react/, /use-sync-external-store/] } },
};
const jsx = { jsx: { runtime: 'automatic' as const, importSource: 'react' } };

export default defineConfig({
  plugins: [cssAsString],
  resolve: { alias: preactAliases, mainFields: moduleFirst },
  ssr: { resolve: { mainFields: moduleFirst } } as Record<string, unknown>,
  oxc: jsx,
  test: {
    ...waitingCaps,
    ...inlineReactLibraries,
    projects: [
      {
        extends: true,
        test: {
          name: 'widget',
          environment: 'jsdom',
          setupFiles: ['tests/support/preact-setup.ts'],
          include: ['tests/widget/**/*.test.{ts,tsx}', 'tests/shared/**/*.test.ts'],
        },
      },
      {
        // Not `extends: true`: the Preact aliases apply below the React side only (preactBelowTheReactSide).
        plugins: [cssAsString, preactBelowTheReactSide],
        resolve: { mainFields: moduleFirst },
        oxc: jsx,
        test: {
          name: 'react',
          environment: 'jsdom',
          setupFiles: ['tests/support/preact-setup.ts'],
          include: ['tests/react/**/*.test.{ts,tsx}'],
          ...waitingCaps,
          ...inlineReactLibraries,
        },
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
          name: 'package',
          environment: 'node',
          include: ['tests/package/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
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
      {
        // Every story of the built Storybook (npm run build-storybook), run in Chromium: tests/storybook.
        extends: true,
        test: {
          name: 'storybook',
          environment: 'node',
          include: ['tests/storybook/**/*.test.ts'],
          // Above the time a story is given to reach its verdict (VERDICT_WAIT_MS, tests/storybook/story-page.ts).
          testTimeout: 120_000,
          hookTimeout: 60_000,
          maxConcurrency: 3,
        },
      },
    ],
  },
});
