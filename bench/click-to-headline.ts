/**
 * Calculate click → headline, timed inside the page, without throttling: from the click event's timestamp
 * (a real mouse click: page.mouse sends CDP Input.dispatchMouseEvent) to the headline's text appearing (a
 * MutationObserver on the widget's shadow root), against a bare fetch of the identical request from the
 * same page, started the same way: a real mouse click (on the text below the widget, where a click does
 * nothing else), timed from that click's timestamp to the parsed answer. Both then carry the same input
 * routing (the browser process to the page: about 1 ms from the event's timestamp to its listener) and the
 * same driver work while the call runs (the click's acknowledgement, the next evaluate), so the ratio is what
 * the widget adds to the call. The request is the body and headers the widget sent (captured from its first
 * call, and checked to be the generated CalculateCollegeCosts document with the bench's answers), with a fresh
 * Idempotency-Key each time, as the widget makes one for each call. One unmeasured round of each first (the
 * widget's lazy parts arrive, the connection opens), then `runs` rounds, the order of the two swapped every
 * round; the ratio is of the medians.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Browser, Page, Request } from 'playwright-core';
import { CalculateCollegeCostsString as CALCULATE_COLLEGE_COSTS } from '../src/client/generated/documents/CalculateCollegeCosts';
import type { CalculationAnswers } from './calculation-answers';
import { median, ratioOf, round, type Ratio } from './stats';

/** The answers the bench gives: age 10, 4 years, free fees, at home, fees only. */
const ANSWERS: CalculationAnswers = {
  userId: null,
  accommodation: 'HOME',
  ageOfChild: 10,
  courseDuration: 4,
  eligibleForFreeTuitionFees: true,
  whatToInclude: ['FEES'],
};

/** Headers the browser sets itself (a page's fetch cannot), left out of the copy. */
const BROWSER_HEADERS =
  /^(host|connection|content-length|origin|referer|user-agent|accept-encoding|accept-language|cookie|sec-.*)$/;

interface SameCall {
  body: string;
  headers: Record<string, string>;
}

/** The widget's call as the page can send it again, after checking that it is the one the bench means. */
async function sameCall(request: Request): Promise<SameCall> {
  const body = request.postData() ?? '';
  const { query, variables } = JSON.parse(body) as { query?: string; variables?: unknown };
  if (query !== CALCULATE_COLLEGE_COSTS || !isDeepStrictEqual(variables, ANSWERS))
    throw new Error(`the widget sent another call than the bench's: ${body.slice(0, 300)}`);
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders()).filter(([name]) => !BROWSER_HEADERS.test(name)),
  );
  return { body, headers };
}

async function giveAnswers(page: Page): Promise<void> {
  await page.getByRole('spinbutton', { name: 'How old is your child?' }).fill(String(ANSWERS.ageOfChild));
  await page.getByRole('combobox', { name: "How long do you expect your child's course to be?" }).click();
  await page.getByRole('option', { name: '4 years' }).click();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('combobox', { name: 'Where do you expect your child to live while studying?' }).click();
  await page.getByRole('option', { name: 'At home' }).click();
  await page.getByRole('radio', { name: 'Fees only' }).check();
}

/** In the page: a promise of the ms from the next click's timestamp to the headline's text, as window.__headline. */
function watchForHeadline(): void {
  const root = document.getElementById('calc')!.shadowRoot!;
  (window as unknown as { __headline: Promise<number> }).__headline = new Promise<number>((resolve, reject) => {
    let clicked: number | undefined;
    window.addEventListener('click', (event) => (clicked = event.timeStamp), { capture: true, once: true });
    // A bench must not wait for ever: no headline within 10 s is an error that says what the widget shows.
    const timer = setTimeout(
      () => reject(new Error(`no headline within 10 s; the widget shows: ${root.textContent?.slice(0, 300)}`)),
      10_000,
    );
    new MutationObserver((_, observer) => {
      if (!root.querySelector('.ccc-headline')?.textContent) return;
      const shown = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      if (clicked === undefined) reject(new Error('the headline appeared before the click'));
      else resolve(shown - clicked);
    }).observe(root, { childList: true, subtree: true, characterData: true });
  });
}

/** Answers given, one real click on Calculate: ms from the click's timestamp to the headline. */
async function widgetOnce(page: Page): Promise<number> {
  await giveAnswers(page);
  const box = await page.getByRole('button', { name: 'Calculate' }).boundingBox();
  if (!box) throw new Error('Calculate is not on the page');
  await page.evaluate(watchForHeadline);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const ms = await page.evaluate(() => (window as unknown as { __headline: Promise<number> }).__headline);
  await page.getByRole('button', { name: 'Start over' }).click();
  return ms;
}

/**
 * In the page: a plain button in the page's corner that sends the same call by fetch when clicked, as a page
 * without the widget would; each click's ms from its timestamp to the parsed answer goes to window.__bareFetch.
 */
function addBareFetchButton({ body, headers }: SameCall): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Bare fetch';
  const page = window as unknown as { __bareFetch?: Promise<number> };
  button.addEventListener('click', (event) => {
    const clicked = event.timeStamp;
    page.__bareFetch = fetch('/graphql', {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      body,
    }).then(async (response) => {
      const answer = (await response.json()) as { data?: unknown };
      if (!response.ok || !answer.data) throw new Error(`the bare fetch was answered ${response.status}`);
      return performance.now() - clicked;
    });
  });
  // Fixed in the corner, so it is in view wherever the widget has scrolled (styled through the CSSOM: the
  // server's Content-Security-Policy refuses style attributes).
  Object.assign(button.style, { position: 'fixed', top: '8px', right: '8px' });
  document.body.append(button);
}

/** The same call by fetch from the page, started by a real click on the bare-fetch button. */
async function bareFetchOnce(page: Page): Promise<number> {
  // The focus (the widget's first question, after 'Start over') leaves first, and its frames are drawn: the
  // question's blur (and the error it may show) is not in the bare fetch's time.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        (active as HTMLElement | null)?.blur();
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  const box = await page.getByRole('button', { name: 'Bare fetch' }).boundingBox();
  if (!box) throw new Error('the bare-fetch button is not on the page');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(() => (window as unknown as { __bareFetch: Promise<number> }).__bareFetch);
}

export interface ClickToHeadline extends Ratio {
  /** Medians (ms); `ratio` is the widget's over the bare fetch's. */
  widget: number;
  bareFetch: number;
  widgetRunsMs: number[];
  bareFetchRunsMs: number[];
}

/** On `url` (a page with the widget mounted in #calc, talking to /graphql). Progress goes to stderr. */
export async function clickToHeadline(browser: Browser, url: string, runs: number): Promise<ClickToHeadline> {
  const page = await browser.newPage();
  try {
    const firstCall = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/graphql'),
    );
    await page.goto(url);
    await widgetOnce(page);
    await page.evaluate(addBareFetchButton, await sameCall(await firstCall));
    await bareFetchOnce(page);
    const widget: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < runs; run++) {
      process.stderr.write(`\rCalculate click → headline: run ${run + 1} of ${runs} `);
      const both = [async () => widget.push(await widgetOnce(page)), async () => bare.push(await bareFetchOnce(page))];
      for (const measure of run % 2 ? both.reverse() : both) await measure();
    }
    process.stderr.write('\n');
    return {
      widget: round(median(widget)),
      bareFetch: round(median(bare)),
      ...ratioOf(widget, bare),
      widgetRunsMs: widget.map((ms) => round(ms)),
      bareFetchRunsMs: bare.map((ms) => round(ms)),
    };
  } finally {
    await page.close();
  }
}
