/**
 * Storybook for designers: every state of the widget and of its shared pieces (stories/).
 * The widget is React code compiled against preact/compat; Storybook renders it with the Preact
 * framework and the same aliases, module fields and stylesheet-as-string import as the bundles and
 * vitest (vitest.config.ts), so the code a story runs is the code a host page gets.
 */
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import type { StorybookConfig } from '@storybook/preact-vite';
import { cssAsString, moduleFirst, preactAliases } from '../vitest.config.ts';

/** The widget's own stylesheet imports become strings; Storybook's CSS (its iframe's inline styles) stays CSS. */
const WIDGET_SOURCES = fileURLToPath(new URL('../src/', import.meta.url));

const widgetCssAsString = {
  ...cssAsString,
  resolveId(this: ThisParameterType<typeof cssAsString.resolveId>, source: string, importer?: string) {
    if (!importer?.startsWith(WIDGET_SOURCES)) return null;
    return cssAsString.resolveId.call(this, source, importer);
  },
};

const config: StorybookConfig = {
  framework: '@storybook/preact-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // Docs pages (the widget's in stories/Widget.mdx, each shared piece's made from its stories) and the
  // Accessibility panel (axe-core on the story shown, the same WCAG 2.2 A/AA rules as the story tests).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(base) {
    return mergeConfig(base, {
      plugins: [widgetCssAsString],
      // One Preact for Storybook's renderer and the widget: `npm run storybook` pre-bundles dependencies,
      // and a second copy of Preact there breaks every hook ("reading '__H'").
      resolve: { alias: preactAliases, mainFields: moduleFirst, dedupe: ['preact'] },
      optimizeDeps: { include: ['preact', 'preact/hooks', 'preact/compat', 'preact/jsx-runtime'] },
      oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
      // The stories run in the browser only: no source maps to ship, and one chunk size is fine.
      build: { sourcemap: false, chunkSizeWarningLimit: 4096 },
    });
  },
};

export default config;
