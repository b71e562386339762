/**
 * Load → the age field's first input, timed inside the page (bench/age-input-probe.ts): from the
 * navigation's start to the `input` event of one real key press, for every bench page under each
 * condition, with Total Blocking Time and long tasks up to that event. The driver only starts the
 * navigation and delivers the key (CDP Input.dispatchKeyEvent) when the probe says the field is there:
 * none of Playwright's waiting (its polling, the role engine, actionability checks) lands on the page.
 *
 * Rounds are interleaved (each round loads every page once under each condition, the pages' order rotated
 * a step every round), each load in a fresh context (a cold cache), and the 1-minute load average is
 * recorded beside each round. Ratios are of medians: a page's median over the static form's.
 */
import { loadavg } from 'node:os';
import type { Browser, CDPSession } from 'playwright-core';
import { PROBE_BINDING, PROBE_SCRIPT, type ProbeMessage, type ProbeReport } from './age-input-probe';
import { median, ratioOf, round, type Ratio } from './stats';

/** Chrome DevTools' Fast 3G: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44 * 1024 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export const CONDITIONS = ['4x CPU', 'Fast-3G'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** A load that takes longer than this is an error that says where it stopped. */
const LOAD_TIMEOUT_MS = 60_000;

/** The age field's question, which the field the probe found must be labelled with. */
const AGE_QUESTION = 'How old is your child?';

/** Delivers one key press of '7' to the focused element, as a keyboard would. */
async function pressSeven(cdp: CDPSession): Promise<void> {
  const key = { key: '7', code: 'Digit7', windowsVirtualKeyCode: 55, nativeVirtualKeyCode: 55 };
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, text: '7', unmodifiedText: '7' });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
}

/** Loads `url` in a fresh context under `condition` and returns the probe's report. */
async function loadOnce(browser: Browser, url: string, condition: Condition): Promise<ProbeReport> {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
  let timer: NodeJS.Timeout | undefined;
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE_SCRIPT });
    const cdp = await context.newCDPSession(page);
    if (condition === '4x CPU') await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    else {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    }
    // The binding reaches the page only with the Runtime domain on for this session.
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: PROBE_BINDING });
    const report = new Promise<ProbeReport>((resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${url} (${condition}): no input event within ${LOAD_TIMEOUT_MS / 1000} s`)),
        LOAD_TIMEOUT_MS,
      );
      cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
        if (name !== PROBE_BINDING) return;
        const { kind, ...rest } = JSON.parse(payload) as ProbeMessage;
        if (kind === 'ready') pressSeven(cdp).catch(reject);
        else resolve(rest as ProbeReport);
      });
    });
    await page.goto(url, { waitUntil: 'commit' });
    const measured = await report;
    if (measured.value !== '7' || !measured.label.includes(AGE_QUESTION))
      throw new Error(`${url}: the field labelled '${measured.label}' holds '${measured.value}', not the digit 7`);
    return measured;
  } finally {
    clearTimeout(timer);
    await context.close();
  }
}

/** One page's figures under one condition (ms, but CLS); `ratio` is the page's median over the static form's. */
export interface PageFigures extends Ratio {
  /** Median of the runs: navigation start → the `input` event. */
  median: number;
  /** Median: navigation start → the probe found the field ready (the key is delivered after it). */
  fieldReady: number;
  /** Median of each run's blocking time (the part of each long task over 50 ms) before the `input` event. */
  tbt: number;
  /** The longest task of all runs, before the `input` event. */
  longestTask: number;
  /**
   * Median of each run's longest task before the `input` event (0 for a run with none): one slow run on a
   * shared machine sets `longestTask`, so this says what a typical load has.
   */
  longestTaskMedian: number;
  /** How many runs had a task over 100 ms before the `input` event (the target: no more than the static form's). */
  runsOver100Ms: number;
  /** Median number of long tasks before the `input` event. */
  longTasks: number;
  /** The largest CLS of all runs, up to the `input` event. */
  cls: number;
  /** Every run, in order (ms to the `input` event). */
  runsMs: number[];
}

/** A page's figures; `floor` is the static form's runs, round for round. */
function figures(reports: ProbeReport[], floor: number[]): PageFigures {
  const inputs = reports.map((r) => r.inputAt);
  const blocking = (r: ProbeReport) => r.longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  const longest = reports.map((r) => Math.max(0, ...r.longTasks.map((task) => task.duration)));
  return {
    median: round(median(inputs)),
    ...ratioOf(inputs, floor),
    fieldReady: round(median(reports.map((r) => r.readyAt))),
    tbt: round(median(reports.map(blocking))),
    longestTask: round(Math.max(0, ...longest)),
    longestTaskMedian: round(median(longest)),
    runsOver100Ms: longest.filter((ms) => ms > 100).length,
    longTasks: median(reports.map((r) => r.longTasks.length)),
    cls: round(Math.max(...reports.map((r) => r.cls)), 4),
    runsMs: inputs.map((ms) => round(ms)),
  };
}

/** `list` rotated left by `steps`. */
const rotated = <T>(list: readonly T[], steps: number): T[] => list.map((_, i) => list[(i + steps) % list.length]);

export interface LoadToInput {
  /** The 1-minute load average at the start of each round. */
  loadAverage: number[];
  /** Each condition that had rounds to run: page name → its figures. */
  conditions: Partial<Record<Condition, Record<string, PageFigures>>>;
  /** With a reference page: each page's median over that page's, by condition, as `ratio` is over the floor's. */
  vsReference?: { page: string; conditions: Partial<Record<Condition, Record<string, Ratio>>> };
}

/**
 * Interleaved rounds over `pages` (name → URL), `rounds[condition]` of each condition (a round loads every page
 * under each condition that still has rounds to run); `floor` names the page the ratios divide by, and `reference`
 * a second page each page is also compared with (`vsReference`). Progress goes to stderr.
 */
export async function loadToInput(
  browser: Browser,
  pages: Record<string, string>,
  floor: string,
  rounds: Record<Condition, number>,
  reference?: string,
): Promise<LoadToInput> {
  const names = Object.keys(pages);
  const reports = Object.fromEntries(
    CONDITIONS.map((condition) => [condition, Object.fromEntries(names.map((name) => [name, [] as ProbeReport[]]))]),
  ) as Record<Condition, Record<string, ProbeReport[]>>;
  const loadAverage: number[] = [];
  const runs = Math.max(...CONDITIONS.map((condition) => rounds[condition]));
  for (let run = 0; run < runs; run++) {
    loadAverage.push(round(loadavg()[0], 2));
    process.stderr.write(`\rload → first input: round ${run + 1} of ${runs} (load average ${loadAverage[run]}) `);
    for (const condition of CONDITIONS.filter((condition) => run < rounds[condition]))
      for (const name of rotated(names, run))
        reports[condition][name].push(await loadOnce(browser, pages[name], condition));
  }
  process.stderr.write('\n');
  const conditions = Object.fromEntries(
    CONDITIONS.filter((condition) => rounds[condition] > 0).map((condition) => {
      const floorRuns = reports[condition][floor].map((r) => r.inputAt);
      return [condition, Object.fromEntries(names.map((name) => [name, figures(reports[condition][name], floorRuns)]))];
    }),
  ) as LoadToInput['conditions'];
  return reference
    ? { loadAverage, conditions, vsReference: comparedWith(conditions, reference) }
    : { loadAverage, conditions };
}

/** Each page's runs (as its figures keep them) over those of the page `reference`, under each condition. */
export function comparedWith(
  conditions: LoadToInput['conditions'],
  reference: string,
): NonNullable<LoadToInput['vsReference']> {
  const compared = Object.entries(conditions).map(([condition, pages = {}]) => [
    condition,
    Object.fromEntries(
      Object.entries(pages).map(([name, page]) => [name, ratioOf(page.runsMs, pages[reference].runsMs)]),
    ),
  ]);
  return {
    page: reference,
    conditions: Object.fromEntries(compared) as NonNullable<LoadToInput['vsReference']>['conditions'],
  };
}
