/**
 * The savings plan under the results, by role and label as a parent meets it: off by default
 * (the SPEC views unchanged), the three questions, the plan the API answers, the link to the estimate
 * (copied, and a page opened with it), printing, and the events and analytics of each action.
 */
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { useCalculatorFixture } from './fixture';
import { FULL, NO_TIME_TO_RETRY, answer, calculateButton, within, type Mounted } from './helpers';
import { json } from '../support/fixture-server';
import { collegeCost, money } from '../support/college-cost';
import { plannerPart } from '../../src/widget/parts/parts';
import type { SavingsPlan } from '../../src/widget/planner/plan-call';
import { PLAN_INPUT_MESSAGES } from '../../src/plan-rules';

const fx = useCalculatorFixture();

const plan = (overrides: Partial<SavingsPlan> = {}): SavingsPlan => ({
  totalToPay: money(68524),
  target: money(65125.85),
  savedAlready: money(2500),
  yearlyReturnPercent: 3.5,
  risingCosts: false,
  risingCostsPercent: 3,
  sharePercent: 100,
  grantsPerYear: money(0),
  contributionRisePercent: 0,
  feesPerYear: money(3200),
  accommodationPerYear: money(7691),
  otherExpensesPerYear: money(6240),
  ownFigures: [],
  figuresYear: '2022-2023',
  monthsToSave: 126,
  firstPaymentDate: '2025-04-01',
  lastPaymentDate: '2035-09-01',
  saveThroughCollege: false,
  children: [
    {
      collegeCost: collegeCost({ id: null, userId: null }),
      payments: [money(17131), money(17131), money(17131), money(17131)],
      totalToPay: money(68524),
      lastYearDate: '2038-09-01',
      monthlySavingAlone: money(412.5),
    },
  ],
  coverage: null,
  monthlySaving: money(412.5),
  finalMonthlySaving: money(412.5),
  monthlySavingFromNothing: money(541.11),
  onTrack: false,
  lumpSumToday: money(44000.01),
  monthlySavingIfWaitingAYear: money(470.25),
  lowerReturnPercent: 1.5,
  higherReturnPercent: 5.5,
  years: [
    {
      date: '2025-09-01',
      studying: false,
      paidIn: money(2475),
      growth: money(60),
      cost: money(0),
      childCosts: [money(0)],
      balance: money(5035),
      balanceAtLowerReturn: money(5000),
      balanceAtHigherReturn: money(5070),
    },
    {
      date: '2035-09-01',
      studying: true,
      paidIn: money(4950),
      growth: money(2000),
      cost: money(17131),
      childCosts: [money(17131)],
      balance: money(51393),
      balanceAtLowerReturn: money(-8008.88),
      balanceAtHigherReturn: money(9581.97),
    },
  ],
  ...overrides,
});

/** The endpoint answers calculations with the fixture's CollegeCost and plans with `answerPlan`. */
function serve(answerPlan: (variables: Record<string, unknown>) => SavingsPlan) {
  fx.server.respondWith((request, response) => {
    if (request.body.operationName === 'CollegeSavingsPlan') {
      json(response, 200, { data: { collegeSavingsPlan: answerPlan(request.body.variables ?? {}) } });
    } else {
      json(response, 200, { data: { updateCollegeCosts: fx.result } });
    }
  });
}

const planRequests = () => fx.server.requests.filter((r) => r.body.operationName === 'CollegeSavingsPlan');

async function results(m: Mounted) {
  await answer(m.user, FULL, m.element);
  await m.user.click(calculateButton(m.element));
  await within(m.element).findByRole('heading', { level: 2 });
}

async function openPlanner(m: Mounted) {
  await plannerPart.load();
  await m.user.click(await within(m.element).findByRole('button', { name: 'Make a savings plan' }));
  return within(m.element).findByRole('heading', { name: 'Make a savings plan' });
}

describe('the planner option', () => {
  it('is off by default: the results offer no savings plan and no link', async () => {
    await plannerPart.load();
    const m = fx.open();
    await results(m);
    const q = within(m.element);
    expect(q.queryByRole('button', { name: 'Make a savings plan' })).toBeNull();
    expect(q.queryByRole('button', { name: 'Copy a link to this estimate' })).toBeNull();
    expect(q.queryByRole('button', { name: 'Print this plan' })).toBeNull();
  });

  it('is refused when not true or false', () => {
    expect(() => fx.open({ planner: 'yes' as never })).toThrow('option "planner" must be true or false; got "yes".');
  });
});

describe('making a savings plan', () => {
  it('asks the three questions with their defaults, sends the answers and shows the plan beside the SPEC figure', async () => {
    serve(() => plan());
    const events: unknown[] = [];
    const analytics = vi.fn();
    const m = fx.open({ planner: true, analytics });
    m.handle.on('plan', (detail) => events.push(detail));
    await results(m);
    const heading = await openPlanner(m);
    await waitFor(() => expect(m.focused()).toBe(heading));
    const q = within(m.element);
    const saved = q.getByRole('spinbutton', { name: 'How much have you saved already?' });
    const yearly = q.getByRole('spinbutton', { name: 'What yearly return do you expect on your savings?' });
    const rising = q.getByRole('group', { name: 'Allow for rising costs?' });
    expect(saved).toHaveProperty('value', '0');
    expect(yearly).toHaveProperty('value', '0');
    expect(within(rising).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);

    await m.user.type(saved, '{Backspace}2500');
    await m.user.type(yearly, '{Backspace}3.5');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));

    const result = await q.findByRole('heading', { name: 'Your savings plan' });
    await waitFor(() => expect(m.focused()).toBe(result));
    expect(planRequests().at(-1)?.body.variables).toEqual({
      accommodation: 'RENTED',
      ageOfChild: 10,
      courseDuration: 4,
      eligibleForFreeTuitionFees: true,
      whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
      savedAlready: 2500,
      yearlyReturnPercent: 3.5,
      risingCosts: false,
      risingCostsPercent: null,
      sharePercent: 100,
      grantsPerYear: 0,
      feesPerYear: null,
      accommodationPerYear: null,
      otherExpensesPerYear: null,
      contributionRisePercent: 0,
      otherChildren: [],
      saveThroughCollege: false,
      firstPaymentDate: null,
      monthlyAmount: null,
    });
    const section = within(result.closest('section') as HTMLElement);
    // Like with like: both boxes on the same costs, each saying what it assumes.
    const fromNothing = section.getByText('Saving from nothing, with no return');
    expect(fromNothing.nextElementSibling?.textContent).toBe('€541.11 a month');
    expect(fromNothing.nextElementSibling?.nextElementSibling?.textContent).toBe(
      'Nothing saved yet, no return, the same costs',
    );
    const withPlan = section.getByText('With your plan');
    expect(withPlan.nextElementSibling?.textContent).toBe('€412.50 a month');
    expect(withPlan.nextElementSibling?.nextElementSibling?.textContent).toBe(
      '€2,500 saved, earning 3.5% a year after tax',
    );
    expect(section.getByText('What you have saved and its return are worth €128.61 a month to you.')).toBeTruthy();
    expect(section.getByText('Or put away €44,000.01 today instead of saving each month.')).toBeTruthy();
    expect(section.getByText('If you wait a year to start: €470.25 a month, €57.75 a month more.')).toBeTruthy();
    expect(
      section.getByText(
        'Your target: €65,125.85 by 1 September 2035. College costs €68,524 in all, but what is not yet spent keeps earning until each year falls due.',
      ),
    ).toBeTruthy();
    expect(
      section.getByText(
        /^If your savings earn 1.5% or 5.5% a year instead, the same saving would leave you .8,008.88 short or €9,581.97 to spare after the last year of college.$/,
      ),
    ).toBeTruthy();
    expect(section.getByText('College costs a year').nextElementSibling?.textContent).toBe(
      '€17,131, from our 2022-2023 figures',
    );
    expect(section.getByText('Made on').nextElementSibling?.textContent).toMatch(/^\d{1,2} \S+ \d{4}$/);

    const chart = section.getByRole('img', { name: /Bar chart of your savings balance/ });
    const table = section.getByRole('table', { name: 'Your savings balance on 1 September each year' });
    expect(chart.getAttribute('aria-describedby')).toBe(table.id);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole(/cell|columnheader|rowheader/)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Date', 'Paid in', 'Growth', 'College costs', 'Balance'],
      // Every figure to the cent, so that the column lines up (€5,035.00 over €5,035.47).
      ['Today', '', '', '', '€2,500.00'],
      ['Sept 2025', '€2,475.00', '€60.00', '€0.00', '€5,035.00'],
      // A true minus sign (U+2212) before the cost paid out.
      ['Sept 2035', '€4,950.00', '€2,000.00', '\u2212€17,131.00', '€51,393.00'],
    ]);
    expect(events).toHaveLength(1);
    expect(analytics).toHaveBeenCalledWith({ name: 'College costs savings plan opened' });
    expect(analytics).toHaveBeenCalledWith({
      name: 'College costs savings plan made',
      properties: {
        monthly: 412.5,
        savedAlready: 2500,
        yearlyReturnPercent: 3.5,
        risingCosts: false,
        onTrack: false,
        sharePercent: 100,
        grantsPerYear: 0,
        ownFigures: false,
        contributionRisePercent: 0,
        children: 1,
        saveThroughCollege: false,
        setAmount: false,
      },
    });
  });

  it("asks for the rate of rising costs, prefilled with the server's assumption, and sends it", async () => {
    serve(() => plan({ risingCosts: true, risingCostsPercent: 2.5 }));
    const m = fx.open({ planner: true });
    await results(m);
    await openPlanner(m);
    const q = within(m.element);
    await m.user.click(
      within(q.getByRole('group', { name: 'Allow for rising costs?' })).getByRole('radio', { name: 'Yes' }),
    );
    const rate = q.getByRole('spinbutton', { name: 'How much do you expect costs to rise each year?' });
    await waitFor(() => expect(rate).toHaveProperty('value', '2.5'));
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByRole('heading', { name: 'Your savings plan' });
    expect(planRequests().at(-1)?.body.variables).toMatchObject({ risingCosts: true, risingCostsPercent: 2.5 });
    expect(q.getByText('Rising costs').nextElementSibling?.textContent).toBe('2.5% a year, from 2022-2023 prices');
  });

  it('puts the focus on the first refused answer, its error read with it', async () => {
    serve(() => plan());
    const m = fx.open({ planner: true });
    await results(m);
    await openPlanner(m);
    const q = within(m.element);
    const saved = q.getByRole('spinbutton', { name: 'How much have you saved already?' });
    const yearly = q.getByRole('spinbutton', { name: 'What yearly return do you expect on your savings?' });
    await m.user.type(yearly, '{Backspace}10.5');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await waitFor(() => expect(m.focused()).toBe(yearly));
    expect(yearly.getAttribute('aria-describedby')).toContain(`${yearly.id.replace(/-input$/, '')}-error`);

    await m.user.type(saved, '{Backspace}-100');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await waitFor(() => expect(m.focused()).toBe(saved));
    expect(q.getByText(PLAN_INPUT_MESSAGES.amountError)).toBeTruthy();
  });

  it.each([
    [
      'What yearly return do you expect on your savings?',
      '12',
      'Enter a percentage from 0 to 10 with at most one decimal',
    ],
    ['How much have you saved already?', '100.555', PLAN_INPUT_MESSAGES.amountError],
  ])("says what is wrong with '%s' answered %s and sends nothing", async (question, typed, error) => {
    serve(() => plan());
    const m = fx.open({ planner: true });
    await results(m);
    await openPlanner(m);
    const q = within(m.element);
    const input = q.getByRole('spinbutton', { name: question });
    await m.user.type(input, `{Backspace}${typed}`);
    const before = planRequests().length;
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(q.getByText(error)).toBeTruthy();
    expect(planRequests()).toHaveLength(before);
  });

  it('takes an error away as soon as its answer is put right, and shows a new one only on Show my plan', async () => {
    serve(() => plan());
    const m = fx.open({ planner: true });
    await results(m);
    await openPlanner(m);
    const q = within(m.element);
    const saved = q.getByRole('spinbutton', { name: 'How much have you saved already?' });
    await m.user.type(saved, '{Backspace}-5');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    expect(saved.getAttribute('aria-invalid')).toBe('true');
    await m.user.type(saved, '{Backspace}{Backspace}5');
    await waitFor(() => expect(saved.getAttribute('aria-invalid')).not.toBe('true'));
    expect(q.queryByText(PLAN_INPUT_MESSAGES.amountError)).toBeNull();
    const yearly = q.getByRole('spinbutton', { name: 'What yearly return do you expect on your savings?' });
    await m.user.type(yearly, '{Backspace}12');
    expect(yearly.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("says 'You're on track' when the savings reach the target by themselves", async () => {
    serve(() =>
      plan({ onTrack: true, monthlySaving: money(0), lumpSumToday: money(0), monthlySavingIfWaitingAYear: money(0) }),
    );
    const m = fx.open({ planner: true });
    await results(m);
    await openPlanner(m);
    await m.user.click(within(m.element).getByRole('button', { name: 'Show my plan' }));
    const q = within(m.element);
    await q.findByRole('heading', { name: 'Your savings plan' });
    expect(q.getByText('With your plan').nextElementSibling?.textContent).toBe("You're on track");
    expect(
      q.getByText('What you have saved should grow to €65,125.85 by 1 September 2035 without saving more.'),
    ).toBeTruthy();
  });

  it('says there is no year to wait when 12 months or fewer are left', async () => {
    serve(() => plan({ monthsToSave: 10, monthlySavingIfWaitingAYear: null }));
    const m = fx.open({ planner: true });
    await results(m);
    await openPlanner(m);
    await m.user.click(within(m.element).getByRole('button', { name: 'Show my plan' }));
    await within(m.element).findByText('With less than a year left, there is no year to wait.');
  });

  it('keeps the form and shows the error line when the plan cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fx.server.respondWith((request, response) =>
      request.body.operationName === 'CollegeSavingsPlan'
        ? json(response, 500, {})
        : json(response, 200, { data: { updateCollegeCosts: fx.result } }),
    );
    const m = fx.open({ planner: true, ...NO_TIME_TO_RETRY });
    await results(m);
    await openPlanner(m);
    await m.user.click(within(m.element).getByRole('button', { name: 'Show my plan' }));
    expect((await within(m.element).findByRole('alert')).textContent).toBe('Something went wrong, please try again.');
  });
});

describe("'Make a change' and 'Start over'", () => {
  it("'Make a change' then Calculate makes the plan again with the same answers; 'Start over' forgets them", async () => {
    serve(() => plan());
    const m = fx.open({ planner: true });
    await results(m);
    await openPlanner(m);
    const q = within(m.element);
    await m.user.type(q.getByRole('spinbutton', { name: 'How much have you saved already?' }), '{Backspace}2500');
    await m.user.type(
      q.getByRole('spinbutton', { name: 'What yearly return do you expect on your savings?' }),
      '{Backspace}3.5',
    );
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByRole('heading', { name: 'Your savings plan' });
    const asked = planRequests().at(-1)?.body.variables;

    await m.user.click(q.getByRole('button', { name: 'Make a change' }));
    await m.user.click(await q.findByRole('button', { name: 'Calculate' }));
    await q.findByRole('heading', { name: 'Your savings plan' });
    expect(planRequests().at(-1)?.body.variables).toEqual(asked);
    expect(q.getByRole('spinbutton', { name: 'How much have you saved already?' })).toHaveProperty('value', '2500');

    await m.user.click(q.getByRole('button', { name: 'Start over' }));
    const before = planRequests().length;
    await answer(m.user, FULL, m.element);
    await m.user.click(calculateButton(m.element));
    await q.findByRole('button', { name: 'Make a savings plan' });
    expect(q.queryByRole('heading', { name: 'Your savings plan' })).toBeNull();
    expect(planRequests()).toHaveLength(before);
  });
});

describe('a link to the estimate', () => {
  it('is copied with the answers and the plan in the address fragment', async () => {
    serve(() => plan());
    const analytics = vi.fn();
    const m = fx.open({ planner: true, analytics });
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const copied: string[] = [];
    m.handle.on('link-copied', ({ url }) => copied.push(url));
    await results(m);
    await openPlanner(m);
    const q = within(m.element);
    await m.user.type(q.getByRole('spinbutton', { name: 'How much have you saved already?' }), '{Backspace}5');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByRole('heading', { name: 'Your savings plan' });
    await m.user.click(q.getByRole('button', { name: 'Copy a link to this estimate' }));
    await q.findByText('Link copied. Anyone who opens it sees this estimate and plan.');
    const url = new URL(writeText.mock.calls[0][0]);
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
      'ccc-age': '10',
      'ccc-course': '4',
      'ccc-fees': '1',
      'ccc-live': 'RENTED',
      'ccc-include': 'FEES,ACCOMMODATION,OTHER_EXPENSES',
      'ccc-saved': '5',
      'ccc-return': '0',
      'ccc-w': '0',
    });
    expect(copied).toEqual([url.href]);
    expect(analytics).toHaveBeenCalledWith({
      name: 'College costs estimate link copied',
      properties: { withPlan: true },
    });
  });

  it('is shown to copy by hand when the clipboard refuses, with no link-copied event or analytics (nothing was copied)', async () => {
    serve(() => plan());
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const analytics = vi.fn();
    const m = fx.open({ planner: true, analytics });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    const copied: string[] = [];
    m.handle.on('link-copied', ({ url }) => copied.push(url));
    await results(m);
    await m.user.click(await within(m.element).findByRole('button', { name: 'Copy a link to this estimate' }));
    const field = await within(m.element).findByRole('textbox', { name: 'Copy this link' });
    expect((field as HTMLInputElement).value).toMatch(
      /#ccc-age=10&ccc-course=4&ccc-fees=1&ccc-live=RENTED&ccc-include=FEES%2CACCOMMODATION%2COTHER_EXPENSES&ccc-w=0$/,
    );
    expect(copied).toEqual([]);
    expect(analytics).not.toHaveBeenCalledWith(expect.objectContaining({ name: 'College costs estimate link copied' }));
  });

  it('carries the answers of More options, and a page opened with it makes the same plan', async () => {
    serve(() => plan());
    const m = fx.open({ planner: true });
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await results(m);
    await openPlanner(m);
    const q = within(m.element);
    await m.user.click(q.getByRole('button', { name: 'More options: grants, your share, your own figures' }));
    await m.user.type(
      q.getByRole('spinbutton', { name: 'How much of the costs do you plan to cover?' }),
      '{Backspace}{Backspace}{Backspace}80',
    );
    await m.user.type(
      q.getByRole('spinbutton', { name: 'Grants or scholarships you expect each year' }),
      '{Backspace}1200',
    );
    await m.user.type(q.getByRole('spinbutton', { name: 'Fees a year' }), '4000');
    await m.user.type(q.getByRole('spinbutton', { name: 'Other expenses a year' }), '5000.5');
    await m.user.type(
      q.getByRole('spinbutton', { name: 'How much will your monthly saving rise each year?' }),
      '{Backspace}2.5',
    );
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByRole('heading', { name: 'Your savings plan' });
    const sent = planRequests().at(-1)?.body.variables;
    expect(sent).toMatchObject({
      sharePercent: 80,
      grantsPerYear: 1200,
      feesPerYear: 4000,
      accommodationPerYear: null,
      otherExpensesPerYear: 5000.5,
      contributionRisePercent: 2.5,
    });
    await m.user.click(q.getByRole('button', { name: 'Copy a link to this estimate' }));
    const url = writeText.mock.calls[0][0];
    expect(Object.fromEntries(new URLSearchParams(new URL(url).hash.slice(1)))).toMatchObject({
      'ccc-share': '80',
      'ccc-grants': '1200',
      'ccc-own-fees': '4000',
      'ccc-own-other': '5000.5',
      'ccc-rise': '2.5',
    });
    m.handle.unmount();

    window.location.hash = new URL(url).hash;
    try {
      const reopened = fx.open({ planner: true });
      await within(reopened.element).findByRole('heading', { name: 'Your savings plan' });
      expect(planRequests().at(-1)?.body.variables).toEqual(sent);
      expect(
        within(reopened.element)
          .getByRole('button', { name: 'More options: grants, your share, your own figures' })
          .getAttribute('aria-expanded'),
      ).toBe('true');
    } finally {
      window.location.hash = '';
    }
  });

  it('opens a page straight on the results, and its plan', async () => {
    serve(() => plan());
    await plannerPart.load();
    window.location.hash =
      'ccc-age=10&ccc-course=4&ccc-fees=1&ccc-live=RENTED&ccc-include=FEES,ACCOMMODATION,OTHER_EXPENSES&ccc-saved=2500&ccc-return=3.5';
    try {
      const m = fx.open({ planner: true });
      const q = within(m.element);
      expect(q.queryByRole('button', { name: 'Calculate' })).toBeNull();
      await q.findByRole('heading', { level: 2, name: "We estimate that you'll need to save €68,524 by 2035" });
      await q.findByRole('heading', { name: 'Your savings plan' });
      expect(fx.server.requests[0].body.variables).toMatchObject({
        ageOfChild: 10,
        courseDuration: 4,
        eligibleForFreeTuitionFees: true,
      });
      expect(planRequests().at(-1)?.body.variables).toMatchObject({
        savedAlready: 2500,
        yearlyReturnPercent: 3.5,
        risingCosts: false,
      });
    } finally {
      window.location.hash = '';
    }
  });

  it('is ignored without the planner option, and when it is not a valid estimate', async () => {
    window.location.hash = 'ccc-age=10&ccc-course=4&ccc-fees=1&ccc-live=RENTED&ccc-include=FEES';
    try {
      const off = fx.open();
      await within(off.element).findByRole('button', { name: 'Calculate' });
      off.handle.unmount();
      window.location.hash = 'ccc-age=40&ccc-course=4&ccc-fees=1&ccc-live=RENTED&ccc-include=FEES';
      const invalid = fx.open({ planner: true });
      await within(invalid.element).findByRole('button', { name: 'Calculate' });
      expect(fx.server.requests).toHaveLength(0);
    } finally {
      window.location.hash = '';
    }
  });
});

describe('printing', () => {
  it('prints the page and reports it', async () => {
    serve(() => plan());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const analytics = vi.fn();
    const m = fx.open({ planner: true, analytics });
    await results(m);
    await m.user.click(await within(m.element).findByRole('button', { name: 'Print this plan' }));
    expect(print).toHaveBeenCalledOnce();
    expect(analytics).toHaveBeenCalledWith({ name: 'College costs plan printed', properties: { withPlan: false } });
  });
});
