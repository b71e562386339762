/**
 * Every story is a test: each story of the built Storybook (npm run build-storybook) is opened in
 * Chromium as a designer opens it, and must render and finish its play function without an error,
 * log no console error but those it declares, and pass axe-core's WCAG 2.2 A/AA rules. Each is run
 * twice: picked in a page that showed other stories before (as from the sidebar), and opened cold, in a
 * browser context of its own, as a link to it opens in a fresh tab (nothing loaded yet: the widget's lazy
 * parts still to come). Each docs page must render without an error. The runner itself is tested too: a
 * story's verdict comes once its play function has ended.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, normalize, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../browser/support';
import { StoryPage, type IndexedStory, type StoryOutcome } from './story-page';

const STATIC_DIR = 'storybook-static';
const INDEX = `${STATIC_DIR}/index.json`;

/** The story groups the designers review, each with the stories it must at least have. */
const GROUPS: Record<string, number> = {
  'Calculator/Form': 10,
  'Calculator/Form before the framework': 2,
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

function indexEntries(): IndexedStory[] {
  if (!existsSync(INDEX)) return [];
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexedStory> };
  return Object.values(index.entries);
}

const entries = indexEntries();
const stories = entries.filter((entry) => entry.type === 'story');
const docsPages = entries.filter((entry) => entry.type === 'docs');
const titles = [...new Set(stories.map((story) => story.title))];
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

/** A page that showed stories before, or a new one. */
async function storyPage(): Promise<StoryPage> {
  return idle.pop() ?? newStoryPage();
}

/**
 * A preview page in a browser context of its own: nothing in its cache, no part of the widget loaded. `cpuSlowdown`
 * runs its scripts that many times slower (Chromium's CPU throttling), as on a busy machine.
 */
async function newStoryPage({ cpuSlowdown = 1 } = {}): Promise<StoryPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(`${BASE_URL}/**`, (route) => {
    const file = fileFor(new URL(route.request().url()).pathname);
    // Chromium asks for /favicon.ico whatever the page links; Storybook ships an SVG icon instead.
    return file ? route.fulfill({ path: file }) : route.fulfill({ status: 204 });
  });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  return StoryPage.open(page, BASE_URL, axeSource);
}

type Timing = { name: string; played: number; total: number };
/** How long each story took, in a page used before and opened cold, for the summary lines. */
const timings: Record<'switched' | 'cold', Timing[]> = { switched: [], cold: [] };

afterAll(async () => {
  await browser?.close();
  for (const [how, list] of Object.entries(timings)) {
    if (!list.length) continue;
    const sum = (key: 'played' | 'total') => list.reduce((total, t) => total + t[key], 0);
    const slowest = [...list].sort((a, b) => b.total - a.total).slice(0, 3);
    console.log(
      `${list.length} stories ${how}: ${Math.round(sum('total') / 1000)} s in all, ${Math.round(sum('played') / 1000)} s of it rendering and playing; ` +
        `slowest ${slowest.map((t) => `${t.name} ${(t.total / 1000).toFixed(1)} s`).join(', ')}`,
    );
  }
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

/** What every story must do, however it was opened. */
function expectClean(title: string, outcome: StoryOutcome): void {
  expect(outcome.errors, 'errors thrown by the story or its play function').toEqual([]);
  expect(
    outcome.status,
    `Storybook's verdict${outcome.stuck ? `; where the story stood:\n${outcome.stuck}` : ''}`,
  ).toBe('success');
  expect(unexpectedAndMissing(outcome.consoleErrors, outcome.expectedConsoleErrors), 'console errors').toEqual({
    unexpected: [],
    missing: [],
  });
  expect(outcome.violations, 'axe-core WCAG 2.2 A/AA violations').toEqual([]);
  if (title.startsWith('Calculator/') && outcome.checkedInShadow >= 0) {
    expect(outcome.checkedInShadow, "axe must see inside the widget's shadow root").toBeGreaterThan(10);
  }
}

/**
 * Runs `story` in a page that showed other stories before, as a designer picks it in the sidebar. A page whose story
 * got no verdict may still be running it, and is not used again.
 */
async function runSwitched(story: IndexedStory): Promise<StoryOutcome> {
  const page = await storyPage();
  const outcome = await page.run(story);
  if (outcome.status === 'timeout') await page.close();
  else idle.push(page);
  return outcome;
}

describe('the story runner', () => {
  it("gives a story its verdict once its play function has ended, not when the play's Controls change has rendered it again", async () => {
    // Each Controls change renders the story again while its play function runs, and Storybook says 'storyFinished'
    // after each of those renders too. Slowed down, as on a busy machine, the play function ends well after the first.
    const story = stories.find((entry) => entry.id === 'calculator-layout-and-theming--controls-on-results');
    expect(story, 'the story that changes its Controls while it plays').toBeDefined();
    const page = await newStoryPage({ cpuSlowdown: 6 });
    try {
      const outcome = await page.run(story!, { axe: false });
      expect(outcome.status, outcome.stuck ?? outcome.errors.join('\n')).toBe('success');
      expect(outcome.errors).toEqual([]);
      expect(outcome.phases, 'the phases of its run before its verdict').toContain('played');
    } finally {
      await page.close();
    }
  });
});

// vitest runs at most `maxConcurrency` (vitest.config.ts) of these at once.
describe.concurrent.each(titles)('%s', (title) => {
  for (const story of stories.filter((s) => s.title === title)) {
    it(story.name, async () => {
      const outcome = await runSwitched(story);
      timings.switched.push({ name: `${title} / ${story.name}`, ...outcome.ms });
      expectClean(title, outcome);
    });
  }
});

// One at a time, after the switched runs: a cold open starts a browser context, a renderer process and the
// whole preview from nothing, and three of them at once on a 2-core machine took each 5 to 7 times as long.
describe.each(titles)('%s, opened cold', (title) => {
  for (const story of stories.filter((s) => s.title === title)) {
    it(story.name, async () => {
      const page = await newStoryPage();
      try {
        // axe checks each state in the switched run; a cold open is about what a fresh page does first.
        const outcome = await page.run(story, { axe: false });
        timings.cold.push({ name: `${title} / ${story.name}`, ...outcome.ms });
        expectClean(title, outcome);
      } finally {
        await page.close();
      }
    });
  }
});

describe.concurrent('the docs pages', () => {
  it("are there: the widget's, and one for each shared piece", () => {
    expect(docsPages.map((entry) => entry.title)).toContain('Calculator/About the widget');
    for (const title of Object.keys(GROUPS).filter((group) => group.startsWith('Shared pieces/'))) {
      expect(
        docsPages.map((entry) => entry.title),
        title,
      ).toContain(title);
    }
  });

  for (const entry of docsPages) {
    it(`${entry.title} renders without an error`, async () => {
      const page = await newStoryPage();
      try {
        expect(await page.renderDocs(entry)).toEqual({ rendered: true, errors: [] });
      } finally {
        await page.close();
      }
    });
  }
});
