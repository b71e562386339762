/**
 * Every story is a test: each story of the built Storybook (npm run build-storybook) is opened in
 * Chromium as a designer opens it, and must render and finish its play function without an error,
 * log no console error but those it declares, and pass axe-core's WCAG 2.2 A/AA rules.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, normalize, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../browser/support';
import { StoryPage, type IndexedStory } from './story-page';

const STATIC_DIR = 'storybook-static';
const INDEX = `${STATIC_DIR}/index.json`;

/** The story groups the designers review (issue 11), each with the stories it must at least have. */
const GROUPS: Record<string, number> = {
  'Calculator/Form': 10,
  'Calculator/Results': 8,
  'Calculator/Layout and theming': 7,
  'Shared pieces/Text input': 1,
  'Shared pieces/Number input': 1,
  'Shared pieces/Yes or no': 1,
  'Shared pieces/Radio group': 1,
  'Shared pieces/Dropdown': 3,
  'Shared pieces/Tooltip': 1,
  'Shared pieces/Expandable section': 2,
  'Shared pieces/External link': 1,
  'Shared pieces/Busy spinner': 2,
  'Shared pieces/Form error': 1,
};

function indexedStories(): IndexedStory[] {
  if (!existsSync(INDEX)) return [];
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexedStory> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const stories = indexedStories();
/** The built site is served from disk by the browser's request routing: no server, no port. */
const BASE_URL = 'http://storybook.test';
let browser: Browser;
let axeSource: string;

/** The file of storybook-static/ a URL path names, or null outside it. */
function fileFor(pathname: string): string | null {
  const file = normalize(join(STATIC_DIR, decodeURIComponent(pathname)));
  return file.startsWith(STATIC_DIR + sep) && statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

beforeAll(async () => {
  if (!stories.length) return;
  [browser, axeSource] = await Promise.all([
    chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }),
    readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
  ]);
});

/** Preview pages not in use; each has its own browser context (focus, storage, cache). */
const idle: StoryPage[] = [];

async function storyPage(): Promise<StoryPage> {
  const ready = idle.pop();
  if (ready) return ready;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(`${BASE_URL}/**`, (route) => {
    const file = fileFor(new URL(route.request().url()).pathname);
    // Chromium asks for /favicon.ico whatever the page links; Storybook ships an SVG icon instead.
    return file ? route.fulfill({ path: file }) : route.fulfill({ status: 204 });
  });
  return StoryPage.open(await context.newPage(), BASE_URL, axeSource);
}

/** How long each story took, for the summary line. */
const timings: { name: string; played: number; total: number }[] = [];

afterAll(async () => {
  await browser?.close();
  if (!timings.length) return;
  const sum = (key: 'played' | 'total') => timings.reduce((total, t) => total + t[key], 0);
  const slowest = [...timings].sort((a, b) => b.total - a.total).slice(0, 3);
  console.log(
    `${timings.length} stories: ${Math.round(sum('total') / 1000)} s in all, ${Math.round(sum('played') / 1000)} s of it rendering and playing; ` +
      `slowest ${slowest.map((t) => `${t.name} ${(t.total / 1000).toFixed(1)} s`).join(', ')}`,
  );
});

describe('the Storybook', () => {
  it('is built, with every group of states the designers review', () => {
    expect(
      stories.length,
      `no stories in ${INDEX}: run npm run build-storybook first (npm test does)`,
    ).toBeGreaterThanOrEqual(30);
    for (const [title, atLeast] of Object.entries(GROUPS)) {
      expect(stories.filter((story) => story.title === title).length, title).toBeGreaterThanOrEqual(atLeast);
    }
  });
});

/** The patterns a story declares match its console errors one for one, in either direction. */
function unexpectedAndMissing(consoleErrors: string[], expected: string[]) {
  const patterns = expected.map((source) => new RegExp(source));
  return {
    unexpected: consoleErrors.filter((line) => !patterns.some((pattern) => pattern.test(line))),
    missing: expected.filter((_source, i) => !consoleErrors.some((line) => patterns[i].test(line))),
  };
}

describe.concurrent.each([...new Set(stories.map((story) => story.title))])('%s', (title) => {
  for (const story of stories.filter((s) => s.title === title)) {
    it(story.name, async () => {
      const page = await storyPage();
      try {
        const outcome = await page.run(story);
        timings.push({ name: `${title} / ${story.name}`, ...outcome.ms });
        expect(outcome.errors, 'errors thrown by the story or its play function').toEqual([]);
        expect(outcome.status, "Storybook's verdict").toBe('success');
        expect(unexpectedAndMissing(outcome.consoleErrors, outcome.expectedConsoleErrors), 'console errors').toEqual({
          unexpected: [],
          missing: [],
        });
        expect(outcome.violations, 'axe-core WCAG 2.2 A/AA violations').toEqual([]);
        if (title.startsWith('Calculator/')) {
          expect(outcome.checkedInShadow, "axe must see inside the widget's shadow root").toBeGreaterThan(10);
        }
      } finally {
        idle.push(page);
      }
    });
  }
});
