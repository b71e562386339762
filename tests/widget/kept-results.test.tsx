/**
 * 'Back' to the page, loaded afresh (no back/forward cache): the widget shows the results it showed, kept in the
 * tab's sessionStorage (src/widget/results/kept-results.ts), and not the empty form. Only the estimate is kept (the five
 * answers and the figures, never the parent's record or user); a hostile or stale value is ignored and forgotten;
 * 'Start over' forgets it. tests/browser/back-to-results.test.ts walks it in Chromium with a real navigation.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { useCalculatorFixture } from './fixture';
import { FULL, answer, calculateButton, within, type Mounted } from './helpers';
import { collegeCost } from '../support/college-cost';
import { forgetResults, keepResults, keptResults } from '../../src/widget/results/kept-results';
import { keptResultsKey, resultsKeptFor } from '../../src/widget/host/kept-results-key';
import type { CollegeCost } from '../../src/widget/host/types';

const fx = useCalculatorFixture();

const WIDGET = { name: 'calculator', first: true };
const HEADLINE = "We estimate that you'll need to save €68,524 by 2035";
const TODAY = new Date(2025, 11, 3);

/** This page as the browser loaded it: 'navigate' (a link, the address bar), 'back_forward' or 'reload'. */
function loadedBy(type: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((entryType) =>
    entryType === 'navigation' ? ([{ type }] as unknown as PerformanceEntryList) : [],
  );
}

const stored = () => sessionStorage.getItem(keptResultsKey(WIDGET));
const store = (value: unknown) => sessionStorage.setItem(keptResultsKey(WIDGET), JSON.stringify(value));
const kept = (cost: Partial<Record<keyof CollegeCost, unknown>> = {}, madeOn = '2025-12-01') => ({
  v: 1,
  madeOn,
  cost: { ...collegeCost(), ...cost },
});

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('the kept results', () => {
  it('come back only when the page was loaded by going back or forward, or by a reload', () => {
    keepResults(WIDGET, collegeCost(), '2025-12-01');
    loadedBy('navigate');
    expect(resultsKeptFor(WIDGET)).toBe(false);
    expect(keptResults(WIDGET, TODAY)).toBeNull();
    // (Kept still: a later 'Back' to this page shows them.)
    expect(stored()).not.toBeNull();
    for (const type of ['back_forward', 'reload'] as const) {
      loadedBy(type);
      expect(resultsKeptFor(WIDGET)).toBe(true);
      expect(keptResults(WIDGET, TODAY)).toEqual({ cost: collegeCost(), madeOn: '2025-12-01' });
    }
  });

  it('hold the five answers and the figures, and nothing of who the parent is', () => {
    loadedBy('back_forward');
    const saved = collegeCost({ id: 'cc-1', userId: 'parent-42', goalId: 'goal-9' });
    keepResults(WIDGET, { ...saved, email: 'parent@example.com' } as CollegeCost, '2025-12-01');
    const text = stored() ?? '';
    expect(text).not.toMatch(/cc-1|parent-42|goal-9|parent@example\.com/);
    expect(JSON.parse(text).cost).toMatchObject({ id: null, userId: null, goalId: null });
    expect(Object.keys(JSON.parse(text).cost).sort()).toEqual(
      [
        'id',
        'userId',
        'goalId',
        'ageOfChild',
        'courseDuration',
        'eligibleForFreeTuitionFees',
        'accommodationType',
        'whatToInclude',
        'targetDate',
        'fees',
        'accommodationCost',
        'otherExpenses',
        'annualCost',
        'total',
        'totalAdjustedForInflation',
        'monthlySavingsRequired',
      ].sort(),
    );
    expect(keptResults(WIDGET, TODAY)?.cost).toEqual(collegeCost({ id: null, userId: null, goalId: null }));
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['null', 'null'],
    ['another version', JSON.stringify({ ...kept(), v: 2 })],
    ['no date', JSON.stringify({ ...kept(), madeOn: undefined })],
    ['a date that is not one', JSON.stringify(kept({}, 'yesterday'))],
    ['made last month (its monthly figure counts from then)', JSON.stringify(kept({}, '2025-11-30'))],
    ['an age over 18', JSON.stringify(kept({ ageOfChild: 19 }))],
    ['an age in decimals', JSON.stringify(kept({ ageOfChild: 4.5 }))],
    ['a course of 9 years', JSON.stringify(kept({ courseDuration: 9 }))],
    ['free fees as a string', JSON.stringify(kept({ eligibleForFreeTuitionFees: 'yes' }))],
    ['an unknown accommodation', JSON.stringify(kept({ accommodationType: 'CASTLE' }))],
    ['an include not offered at home', JSON.stringify(kept({ accommodationType: 'HOME' }))],
    ['an unknown cost', JSON.stringify(kept({ whatToInclude: ['FEES', 'YACHT'] }))],
    ['a figure that is not a number', JSON.stringify(kept({ total: { float: 'lots', string: '1', display: '€1' } }))],
    ['a figure missing', JSON.stringify(kept({ monthlySavingsRequired: undefined }))],
    ['markup for a date', JSON.stringify(kept({ targetDate: '<img src=x onerror=alert(1)>' }))],
  ])('are ignored and forgotten when stored as %s', (_what, value) => {
    loadedBy('back_forward');
    sessionStorage.setItem(keptResultsKey(WIDGET), value);
    expect(keptResults(WIDGET, TODAY)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('keep nothing, and break nothing, where the page may not use storage', () => {
    loadedBy('back_forward');
    const refused = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(() => keepResults(WIDGET, collegeCost())).not.toThrow();
      expect(resultsKeptFor(WIDGET)).toBe(false);
      expect(keptResults(WIDGET, TODAY)).toBeNull();
      expect(() => forgetResults(WIDGET)).not.toThrow();
    } finally {
      refused.mockRestore();
    }
  });

  it('are kept for each widget of the page apart, and for the page address without its fragment', () => {
    keepResults(WIDGET, collegeCost(), '2025-12-01');
    keepResults({ name: 'second', first: false }, collegeCost({ ageOfChild: 3 }), '2025-12-01');
    loadedBy('reload');
    expect(keptResults(WIDGET, TODAY)?.cost.ageOfChild).toBe(10);
    expect(keptResults({ name: 'second', first: false }, TODAY)?.cost.ageOfChild).toBe(3);
    expect(keptResultsKey(WIDGET)).toBe(`ccc-results:${location.pathname}:calculator`);
    window.location.hash = 'ccc-age=4';
    try {
      expect(keptResultsKey(WIDGET)).toBe(`ccc-results:${location.pathname}:calculator`);
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });
});

describe("a widget on a page the parent came back to with 'Back'", () => {
  async function calculated(): Promise<Mounted> {
    const m = fx.open({}, 'calculator');
    await answer(m.user, FULL, m.element);
    await m.user.click(calculateButton(m.element));
    await within(m.element).findByRole('heading', { level: 2, name: HEADLINE });
    return m;
  }

  it('shows the results it showed, without a call or a second calculated event', async () => {
    const before = await calculated();
    before.handle.unmount();
    // The parent follows a link away, then comes back: the page loads afresh.
    loadedBy('back_forward');
    const calculatedEvents: unknown[] = [];
    const back = fx.open({}, 'calculator');
    back.handle.on('calculated', (detail) => calculatedEvents.push(detail));
    const q = within(back.element);
    expect(q.queryByRole('button', { name: 'Calculate' })).toBeNull();
    await q.findByRole('heading', { level: 2, name: HEADLINE });
    expect(q.getByRole('region', { name: 'You told us' }).textContent).toContain('10 years old');
    expect(q.getByRole('link', { name: 'Get your free financial plan' }).getAttribute('href')).toMatch(
      /^https:\/\/advice\.example\/start\?collegeCosts=/,
    );
    expect(fx.server.requests).toHaveLength(1);
    expect(calculatedEvents).toEqual([]);
  });

  it("shows the empty form after 'Start over', which forgets them", async () => {
    const before = await calculated();
    await before.user.click(within(before.element).getByRole('button', { name: 'Start over' }));
    expect(stored()).toBeNull();
    before.handle.unmount();
    loadedBy('back_forward');
    const back = fx.open({}, 'calculator');
    expect(within(back.element).getByRole('spinbutton', { name: 'How old is your child?' })).toHaveProperty(
      'value',
      '',
    );
  });

  it('shows the empty form when what was kept cannot be shown', async () => {
    store(kept({ total: null }));
    loadedBy('back_forward');
    const back = fx.open({}, 'calculator');
    await waitFor(() =>
      expect(within(back.element).getByRole('spinbutton', { name: 'How old is your child?' })).toBeTruthy(),
    );
    expect(within(back.element).queryByRole('heading', { level: 2 })).toBeNull();
    expect(stored()).toBeNull();
  });

  it('shows the empty form on a page reached by a link, and keeps what it showed for a later Back', async () => {
    await calculated().then((m) => m.handle.unmount());
    loadedBy('navigate');
    const fresh = fx.open({}, 'calculator');
    expect(within(fresh.element).getByRole('spinbutton', { name: 'How old is your child?' })).toBeTruthy();
    expect(stored()).not.toBeNull();
  });
});
