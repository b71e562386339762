/**
 * Runs the stories of the built Storybook (storybook-static/) in Chromium, as a designer opens them: the
 * preview page, each story's loaders, render and play function, then axe-core over the page, shadow
 * roots included. Reports what a reviewer needs to see: the play function's error, the console errors,
 * axe's WCAG 2.2 A/AA violations.
 */
import type { Page, Request } from 'playwright-core';
import { WCAG_22_AA } from '../../stories/support/accessibility';

/** One entry of storybook-static/index.json. */
export interface IndexedStory {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
}

export interface StoryOutcome {
  /** Storybook's verdict on render and play ('success' or 'error'). */
  status: 'success' | 'error' | 'missing' | 'timeout';
  /** Errors the story or its play function threw, with their messages. */
  errors: string[];
  /** console.error calls and uncaught page errors, in order. */
  consoleErrors: string[];
  /** The patterns the story declares it must log (parameters.expectedConsoleErrors). */
  expectedConsoleErrors: string[];
  /** axe-core's WCAG 2.2 A/AA violations: rule, impact, help and where. */
  violations: string[];
  /** How many nodes axe checked inside shadow roots (the widget renders into one). */
  checkedInShadow: number;
  /** Milliseconds until the story had played, and in all (axe included). */
  ms: { played: number; total: number };
  /**
   * The steps of the story's run before its verdict, in order (preparing, loading, rendering, playing, played, …);
   * the steps of the renders a Controls change caused while it played come in among them.
   */
  phases: string[];
  /** For a story that got no verdict: the phases it went through, its last interactions, what the widget showed. */
  stuck?: string;
}

/**
 * The channel events that end a story's run, and those that carry its errors. Storybook says 'storyFinished' at the end
 * of every render of a story, and a story's args changed while its play function runs (a Controls change) render it
 * again at once, so the verdict is the 'storyFinished' that leaves no render of the story open and its play function
 * ended: a page handed on earlier still runs the old play function or render inside the next story (its assertions,
 * its errors, Storybook's error display, a reload of the page when a render is torn down half way).
 */
const FINISHED = 'storyFinished';
const ERROR_EVENTS = [
  'playFunctionThrewException',
  'storyThrewException',
  'storyErrored',
  'unhandledErrorsWhilePlaying',
];
const MISSING = 'storyMissing';
/**
 * Each step of a story's run: 'loading' starts each render, 'playing' starts the play function, 'played' or 'errored'
 * ends it ('errored' also ends a render that threw); and the report of a story that got no verdict lists them.
 */
const PHASE = 'storyRenderPhaseChanged';
const DOCS_RENDERED = 'docsRendered';

/**
 * The preview's address for an entry. The Accessibility panel's own axe run is switched off (a11y.manual):
 * the tests run axe themselves, once, with the same rules, and count what it checked in shadow roots.
 */
const previewUrl = (baseUrl: string, id: string, viewMode: 'story' | 'docs') =>
  `${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=${viewMode}&globals=a11y.manual:!true`;

declare global {
  interface Window {
    __storyTest?: { events: { name: string; payload: unknown }[] };
    __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { parameters?: Record<string, unknown> } } };
    /** Storybook's interactions instrumenter: each story's instrumented calls (userEvent, expect, waitFor, …). */
    __STORYBOOK_ADDON_INTERACTIONS_INSTRUMENTER_STATE__?: Record<
      string,
      { calls?: { method: string; status?: string; args?: unknown[] }[] }
    >;
    axe?: {
      run: (
        context: Document,
        options: object,
      ) => Promise<{
        violations: { id: string; impact: string; help: string; nodes: { target: unknown[] }[] }[];
        passes: { nodes: { target: unknown[] }[] }[];
      }>;
    };
  }
}

/**
 * Before any of the page's scripts: listens on Storybook's preview channel from the moment the
 * preview creates it, so no event of the story's run is missed. (A string, so that no transform of
 * this file adds helpers the page does not have.)
 */
const listenToChannel = (events: string[]): string => `(() => {
  const record = { events: [] };
  window.__storyTest = record;
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      for (const name of ${JSON.stringify(events)}) value.on(name, (payload) => record.events.push({ name, payload }));
    },
  });
})();`;

const describe = (payload: unknown): string => {
  if (Array.isArray(payload)) return payload.map(describe).join('; ');
  if (payload && typeof payload === 'object') {
    const { message, stack } = payload as { message?: string; stack?: string };
    return message ?? stack ?? JSON.stringify(payload);
  }
  return String(payload);
};

/**
 * How long a story or a docs page is given, from the moment it is asked for, to reach its verdict; the wait ends as
 * soon as the verdict comes. With both cores busy (six busy loops, a load of about 8) the slowest stories play for
 * 28 s, and the full test run loads the machine more: a shorter window would fail a story slowed down, not stuck.
 * 20 s under the Storybook project's test timeout (vitest.config.ts), so that a story that does get stuck is reported
 * with where it stood.
 */
const VERDICT_WAIT_MS = 100_000;

/** The milliseconds left until `deadline` (at least 1: Playwright reads 0 as no limit). */
const msLeft = (deadline: number): number => Math.max(1, deadline - Date.now());

/** Storybook's own command to show a story in its preview (what its sidebar sends). */
const SET_CURRENT_STORY = 'setCurrentStory';

/**
 * A preview page that shows one story after another, as Storybook's manager drives it: the first story
 * is opened by its address, each next one by the channel's setCurrentStory (the previous story is torn
 * down, as when a designer picks another story in the sidebar). After a story that did not finish
 * cleanly the next one gets a freshly loaded page.
 */
export class StoryPage {
  private consoleErrors: string[] = [];
  /** Requests the page has sent and not yet seen answered (two of one URL are two requests). */
  private readonly pending = new Set<Request>();
  private loaded = false;

  private constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
    private readonly axeSource: string,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => this.consoleErrors.push(`uncaught: ${error.message}`));
    page.on('request', (request) => this.pending.add(request));
    page.on('requestfinished', (request) => this.pending.delete(request));
    page.on('requestfailed', (request) => this.pending.delete(request));
  }

  static async open(page: Page, baseUrl: string, axeSource: string): Promise<StoryPage> {
    await page.addInitScript({ content: listenToChannel([FINISHED, MISSING, DOCS_RENDERED, PHASE, ...ERROR_EVENTS]) });
    return new StoryPage(page, baseUrl, axeSource);
  }

  /** Closes the page and its browser context. */
  async close(): Promise<void> {
    await this.page.context().close();
  }

  /**
   * Opens a docs page in this (fresh) page and waits until Storybook has rendered it: the errors thrown
   * and the console errors logged on the way, or 'timeout'.
   */
  async renderDocs(entry: IndexedStory, timeoutMs = VERDICT_WAIT_MS): Promise<{ rendered: boolean; errors: string[] }> {
    const { page } = this;
    const deadline = Date.now() + timeoutMs;
    this.consoleErrors = [];
    await page.goto(previewUrl(this.baseUrl, entry.id, 'docs'), { timeout: msLeft(deadline) });
    let rendered = true;
    try {
      await page.waitForFunction(
        (done) => window.__storyTest?.events.some((event) => event.name === done),
        DOCS_RENDERED,
        { timeout: msLeft(deadline) },
      );
      // The stories on the page render after the page itself.
      await page.waitForLoadState('networkidle', { timeout: msLeft(deadline) });
    } catch {
      rendered = false;
    }
    const events = await page.evaluate(() => window.__storyTest?.events ?? []);
    const thrown = events
      .filter((event) => ERROR_EVENTS.includes(event.name))
      .map((event) => `${event.name}: ${describe(event.payload)}`);
    return { rendered, errors: [...thrown, ...this.consoleErrors] };
  }

  /**
   * Shows `story`, waits until its play function and its renders have finished, then runs axe over the page (unless
   * `axe` is false or the story got no verdict: then no violations, and checkedInShadow is -1).
   */
  async run(story: IndexedStory, { axe = true, timeoutMs = VERDICT_WAIT_MS } = {}): Promise<StoryOutcome> {
    const { page } = this;
    const started = Date.now();
    const deadline = started + timeoutMs;
    this.consoleErrors = [];
    if (this.loaded) {
      await page.evaluate(
        ([command, storyId]) => {
          window.__storyTest!.events.length = 0;
          (
            window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (name: string, payload: object) => void } }
          ).__STORYBOOK_ADDONS_CHANNEL__.emit(command, { storyId, viewMode: 'story' });
        },
        [SET_CURRENT_STORY, story.id],
      );
    } else {
      await page.goto(previewUrl(this.baseUrl, story.id, 'story'), { timeout: msLeft(deadline) });
    }

    let status: StoryOutcome['status'];
    /** Where in the page's record of events the verdict is. */
    let verdictAt: number | undefined;
    try {
      const handle = await page.waitForFunction(
        ({ finished, missing, phase, storyId }) => {
          let playing = false;
          let open = 0;
          let failed = false;
          const events = window.__storyTest?.events ?? [];
          for (const [at, event] of events.entries()) {
            if (event.name === missing) return { at, name: event.name };
            const payload = event.payload as { storyId?: string; newPhase?: string; status?: string };
            if (payload.storyId !== storyId) continue;
            if (event.name === phase) {
              if (payload.newPhase === 'loading') open += 1;
              else if (payload.newPhase === 'playing') playing = true;
              else if (payload.newPhase === 'played' || payload.newPhase === 'errored') playing = false;
            } else if (event.name === finished) {
              open -= 1;
              failed ||= payload.status !== 'success';
              if (!playing && open <= 0) return { at, name: event.name, status: failed ? 'error' : 'success' };
            }
          }
          return undefined;
        },
        { finished: FINISHED, missing: MISSING, phase: PHASE, storyId: story.id },
        { timeout: msLeft(deadline) },
      );
      const ended = (await handle.jsonValue()) as { at: number; name: string; status?: 'success' | 'error' };
      status = ended.name === MISSING ? 'missing' : (ended.status ?? 'error');
      verdictAt = ended.at;
    } catch {
      status = 'timeout';
    }
    const played = Date.now();
    const { events, expectedConsoleErrors } = await page.evaluate(() => ({
      events: window.__storyTest?.events ?? [],
      expectedConsoleErrors:
        (window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.expectedConsoleErrors as
          string[] | undefined) ?? [],
    }));
    const errors = events
      .filter((event) => ERROR_EVENTS.includes(event.name))
      .map((event) => `${event.name}: ${describe(event.payload)}`);

    const phases = events
      .slice(0, verdictAt)
      .filter((event) => event.name === PHASE && (event.payload as { storyId?: string }).storyId === story.id)
      .map((event) => String((event.payload as { newPhase?: string }).newPhase));
    const stuck =
      status === 'timeout'
        ? `phases: ${phases.join(' → ') || 'none'}\n${await this.whereStuck(story.id)}\nrequests unanswered: ${[...this.pending].map((request) => request.url()).join(', ') || 'none'}`
        : undefined;
    const { violations, checkedInShadow } =
      axe && status !== 'timeout' ? await this.axe() : { violations: [], checkedInShadow: -1 };

    this.loaded = status === 'success' && errors.length === 0;
    const consoleErrors = this.consoleErrors;
    return {
      status,
      errors,
      consoleErrors,
      expectedConsoleErrors,
      violations,
      checkedInShadow,
      ms: { played: played - started, total: Date.now() - started },
      phases,
      ...(stuck && { stuck }),
    };
  }

  /**
   * Where a story that got no verdict stands: its last instrumented calls with their status, the focus and the
   * widget's text (its shadow root's), so that the report shows the step it waits on.
   */
  private whereStuck(storyId: string): Promise<string> {
    return this.page.evaluate((id) => {
      const calls = window.__STORYBOOK_ADDON_INTERACTIONS_INSTRUMENTER_STATE__?.[id]?.calls ?? [];
      const last = calls.slice(-4).map((call) => {
        const args = JSON.stringify(call.args ?? []).slice(0, 160);
        return `${call.method}(${args}) ${call.status ?? ''}`;
      });
      const hosts = [...document.querySelectorAll('*')].filter((element) => element.shadowRoot);
      const shown = hosts.map((host) => (host.shadowRoot as unknown as HTMLElement).textContent ?? '').join(' | ');
      return [
        `last calls (of ${calls.length}): ${last.join('; ') || 'none'}`,
        `focus: ${document.activeElement?.shadowRoot?.activeElement?.outerHTML.slice(0, 160) ?? document.activeElement?.tagName}`,
        `the widget shows: ${shown.replace(/\s+/g, ' ').slice(0, 600)}`,
      ].join('\n');
    }, storyId);
  }

  /** axe-core's WCAG 2.2 A/AA violations on the page as it is, and how many nodes it checked in shadow roots. */
  private async axe(): Promise<Pick<StoryOutcome, 'violations' | 'checkedInShadow'>> {
    const { page } = this;
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(this.axeSource);
    return page.evaluate(async (tags) => {
      const result = await window.axe!.run(document, { runOnly: { type: 'tag', values: tags } });
      // A target given as an array of selectors is a node inside a shadow root.
      const inShadow = result.passes
        .flatMap((rule) => rule.nodes)
        .filter((node) => Array.isArray(node.target[0])).length;
      return {
        violations: result.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`,
        ),
        checkedInShadow: inShadow,
      };
    }, WCAG_22_AA);
  }
}
