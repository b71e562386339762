/**
 * The add-goal call to action without a host handler: a real link to the digital advice site with the answers
 * (SPEC §4), which a parent can open in a new tab. A plain click goes there in this tab once analytics has heard
 * (at most 500 ms, SPEC §9: tests/widget/calculator.test.tsx); a click with a modifier key or the middle button is
 * the browser's, and is still recorded. With the host's onAddGoal handler it stays a button.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { useCalculatorFixture } from './fixture';
import { FULL, answer, calculateButton, within, type Mounted } from './helpers';
import { collegeCost } from '../support/college-cost';
import { navigation } from '../../src/widget/host/analytics';
import { addGoalUrl } from '../../src/widget/results/add-goal-url';
import type { SubmittedAnswers } from '../../src/widget/host/types';

const fx = useCalculatorFixture();

const ADVICE = 'https://advice.example/start?ref=widget';
const SUBMITTED: SubmittedAnswers = {
  ageOfChild: 10,
  courseDuration: 4,
  freeFees: true,
  accommodation: 'RENTED',
  costsInclude: ['Fees', 'Accommodation', 'OtherExpenses'],
};

/** A widget on its results, with its analytics events and add-goal events collected. */
async function results(options: Parameters<typeof fx.open>[0] = {}) {
  const analytics: string[] = [];
  const m = fx.open({ digitalAdviceUrl: ADVICE, analytics: (event) => void analytics.push(event.name), ...options });
  const addGoal: unknown[] = [];
  m.handle.on('add-goal', (detail) => addGoal.push(detail));
  await answer(m.user, FULL, m.element);
  await m.user.click(calculateButton(m.element));
  await within(m.element).findByRole('heading', { level: 2 });
  return {
    m,
    analytics,
    addGoal,
    link: () => within(m.element).getByRole('link', { name: 'Get your free financial plan' }),
  };
}

/**
 * Clicks `link` as `init` says and returns whether the widget left the click to the browser (not prevented). The
 * page's own listener then prevents it, as jsdom cannot open a tab.
 */
function clickLink(m: Mounted, link: HTMLElement, init: MouseEventInit, type = 'click'): boolean {
  let leftToBrowser = false;
  const after = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  m.host.ownerDocument.addEventListener(type, after, { once: true });
  link.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, cancelable: true, button: 0, ...init }));
  return leftToBrowser;
}

afterEach(() => vi.useRealTimers());

describe('the add-goal link', () => {
  it('is a link to the digital advice site with the answers, in this tab, with the id and look of the button', async () => {
    const { link } = await results();
    expect(link().getAttribute('href')).toBe(addGoalUrl(ADVICE, SUBMITTED));
    expect(new URL(link().getAttribute('href') ?? '').searchParams.get('ref')).toBe('widget');
    expect(link().id).toBe('add-goal-submit');
    expect(link().getAttribute('target')).toBeNull();
    expect(link().className).toBe('ccc-button ccc-button--primary');
    // Nothing says it opens a new tab: a plain click stays in this one.
    expect(link().textContent).toBe('Get your free financial plan');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta (⌘)', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
  ])('with %s held, is left to the browser (a new tab or window) and still recorded', async (_key, init) => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { m, analytics, addGoal, link } = await results();
    expect(clickLink(m, link(), init)).toBe(true);
    await waitFor(() => expect(analytics).toEqual(['College costs calculated', 'College costs add goal']));
    expect(addGoal).toEqual([{ collegeCost: fx.result, answers: SUBMITTED }]);
    expect(assign).not.toHaveBeenCalled();
    // This page stays as it was: the link is there, and not busy.
    expect(link().getAttribute('aria-busy')).toBeNull();
  });

  it('with the middle button, is left to the browser (a new tab) and still recorded', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { m, analytics, addGoal, link } = await results();
    expect(clickLink(m, link(), { button: 1 }, 'auxclick')).toBe(true);
    await waitFor(() => expect(analytics).toContain('College costs add goal'));
    expect(addGoal).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it("a plain click is the widget's: this tab goes once analytics has heard, and a second click meanwhile does nothing", async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    let reported!: () => void;
    const { m, addGoal, link } = await results({
      analytics: (event) =>
        event.name === 'College costs add goal' ? new Promise<void>((resolve) => (reported = resolve)) : undefined,
    });
    expect(clickLink(m, link(), {})).toBe(false);
    await waitFor(() => expect(link().getAttribute('aria-busy')).toBe('true'));
    expect(clickLink(m, link(), {})).toBe(false);
    reported();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(addGoalUrl(ADVICE, SUBMITTED));
    expect(addGoal).toHaveLength(1);
  });

  it('opened in a new tab by a visitor who has signed in since, saves the estimate for them here', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const { m, addGoal, link } = await results();
    fx.result = collegeCost({ id: 'cc-7', userId: 'user-1' });
    m.handle.update({ userId: 'user-1', authToken: 'tok' });
    expect(clickLink(m, link(), { ctrlKey: true })).toBe(true);
    await waitFor(() => expect(addGoal).toEqual([{ collegeCost: fx.result, answers: SUBMITTED }]));
    expect(fx.server.requests).toHaveLength(2);
    expect(fx.server.requests[1].body.variables?.userId).toBe('user-1');
    expect(assign).not.toHaveBeenCalled();
  });

  it("is a button when the host's onAddGoal handler adds the goal in the page (nothing to open in a tab)", async () => {
    fx.result = collegeCost({ id: 'cc-1', userId: 'u1' });
    const { m } = await results({ userId: 'u1', authToken: 'tok', onAddGoal: () => undefined });
    const q = within(m.element);
    expect(q.queryByRole('link', { name: 'Get your free financial plan' })).toBeNull();
    expect(q.getByRole('button', { name: 'Get your free financial plan' }).id).toBe('add-goal-submit');
  });
});
