/**
 * Two plans side by side in the planner, as a parent meets it: 'Compare with another plan' keeps the plan shown
 * as plan A and says so above the questions; the next plan made is plan B, shown beside it in a table with the
 * difference in words and the changed answers marked; a plan made while comparing replaces plan B; 'Keep plan A'
 * and 'Keep plan B' go back to one plan (plan A with its answers back in the form), and 'Stop comparing' before
 * plan B is made. Focus, announcements, events and analytics of each step.
 */
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { useCalculatorFixture } from './fixture';
import { FULL, NO_TIME_TO_RETRY, answer, calculateButton, within, type Mounted } from './helpers';
import { json } from '../support/fixture-server';
import { plannerPart } from '../../src/widget/parts/parts';
import { savingsPlan } from './savings-plan-fixture';

const fx = useCalculatorFixture();

/** What each yearly return asks a month (the plans' other figures are the fixture's). */
const MONTHLY: Record<number, number> = { 0: 564.6, 3.5: 465.97, 5: 420 };

/** Plans answered by their yearly return; `failing`: plans at that return fail. */
function servePlans(failing?: number) {
  fx.server.respondWith((request, response) => {
    if (request.body.operationName !== 'CollegeSavingsPlan') {
      json(response, 200, { data: { updateCollegeCosts: fx.result } });
      return;
    }
    const yearlyReturnPercent = Number(request.body.variables?.yearlyReturnPercent ?? 0);
    if (yearlyReturnPercent === failing) json(response, 500, {});
    else
      json(response, 200, {
        data: { collegeSavingsPlan: savingsPlan({ monthly: MONTHLY[yearlyReturnPercent], yearlyReturnPercent }) },
      });
  });
}

const planRequests = () => fx.server.requests.filter((r) => r.body.operationName === 'CollegeSavingsPlan');
const RETURN = 'What yearly return do you expect on your savings?';

/** Results, the planner, and a first plan made at 0 %. */
async function firstPlan(m: Mounted) {
  await plannerPart.load();
  await answer(m.user, FULL, m.element);
  await m.user.click(calculateButton(m.element));
  const q = within(m.element);
  await m.user.click(await q.findByRole('button', { name: 'Make a savings plan' }));
  await m.user.click(await q.findByRole('button', { name: 'Show my plan' }));
  await q.findByRole('heading', { name: 'Your savings plan' });
  return q;
}

/** The plan's monthly figure in 'With your plan'. */
const withYourPlan = (q: ReturnType<typeof within>) => q.getByText('With your plan').nextElementSibling?.textContent;

/** A table's rows, each as its cells' texts (headers included). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole(/cell|columnheader|rowheader/)
        .map((cell) => cell.textContent),
    );

describe('comparing two plans', () => {
  it('keeps the plan as plan A, then shows the next plan beside it, figures aligned, the difference in words', async () => {
    servePlans();
    const analytics = vi.fn();
    const m = fx.open({ planner: true, analytics });
    const plans: unknown[] = [];
    m.handle.on('plan', (detail) => plans.push(detail));
    const q = await firstPlan(m);

    await m.user.click(q.getByRole('button', { name: 'Compare with another plan' }));
    const line = q.getByText(
      'Comparing with plan A: change any answers and press ‘Show my plan’ to see your new plan, plan B, beside it.',
    );
    await waitFor(() => expect(m.focused()).toBe(line));
    expect(q.queryByRole('button', { name: 'Compare with another plan' })).toBeNull();
    expect(q.getByRole('button', { name: 'Stop comparing' })).toBeTruthy();
    expect(analytics).toHaveBeenCalledWith({ name: 'College costs savings plan comparison started' });

    await m.user.type(q.getByRole('spinbutton', { name: RETURN }), '{Backspace}3.5');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    const heading = await q.findByRole('heading', { name: 'Plan A and plan B side by side' });
    await waitFor(() => expect(m.focused()).toBe(heading));
    const words = 'Plan B asks €98.63 a month less than plan A (17.5% less): €465.97 against €564.60.';
    // Read with the heading when it takes the focus.
    expect(q.getByText(words).id).toBe(heading.getAttribute('aria-describedby'));

    const table = q.getByRole('table', { name: 'Plan A is the plan you kept; plan B has your changed answers.' });
    expect(rowsOf(table)).toEqual([
      // The corner is an empty cell, not a header.
      ['', 'Plan A', 'Plan B'],
      ['What each plan asks'],
      ['Monthly saving', '€564.60', '€465.97'],
      ['College costs in all', '€68,524.00', '€68,524.00'],
      ['Needed by 1 September 2035', '€68,524.00', '€68,524.00'],
      ['Or a lump sum today', '€50,000.00', '€50,000.00'],
      ['Saving until', '1 September 2035', '1 September 2035'],
      ['What each plan assumes'],
      ['Saved already', '€2,500.00', '€2,500.00'],
      ['Yearly return Changed', '0% a year', '3.5% a year'],
      ['Rising costs', 'Not included', 'Not included'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Plan A', 'Plan B']);
    expect(within(table).getByRole('rowheader', { name: 'Yearly return Changed' })).toBeTruthy();
    // The plan's details below are plan B's, and the line still says what the next plan is compared with.
    expect(withYourPlan(q)).toBe('€465.97 a month');
    expect(q.getByText(/^Comparing with plan A:/)).toBeTruthy();
    expect(q.queryByRole('button', { name: 'Stop comparing' })).toBeNull();
    // Each plan made is reported as before.
    expect(plans).toHaveLength(2);
    expect(analytics.mock.calls.filter(([event]) => event.name === 'College costs savings plan made')).toHaveLength(2);
  });

  it('a plan made while comparing replaces plan B; plan A stays', async () => {
    servePlans();
    const m = fx.open({ planner: true });
    const q = await firstPlan(m);
    await m.user.click(q.getByRole('button', { name: 'Compare with another plan' }));
    const yearly = q.getByRole('spinbutton', { name: RETURN });
    await m.user.type(yearly, '{Backspace}3.5');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByText(/^Plan B asks €98.63 a month less/);
    await m.user.type(yearly, '{Backspace}{Backspace}{Backspace}5');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByText('Plan B asks €144.60 a month less than plan A (25.6% less): €420 against €564.60.');
    const table = q.getByRole('table', { name: /^Plan A is the plan you kept/ });
    expect(rowsOf(table)[2]).toEqual(['Monthly saving', '€564.60', '€420.00']);
  });

  it("'Keep plan A' goes back to plan A, its answers back in the form, without asking for it again", async () => {
    servePlans();
    const m = fx.open({ planner: true });
    const q = await firstPlan(m);
    await m.user.click(q.getByRole('button', { name: 'Compare with another plan' }));
    await m.user.type(q.getByRole('spinbutton', { name: RETURN }), '{Backspace}3.5');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByRole('heading', { name: 'Plan A and plan B side by side' });
    const asked = planRequests().length;

    await m.user.click(q.getByRole('button', { name: 'Keep plan A' }));
    const result = q.getByRole('heading', { name: 'Your savings plan' });
    await waitFor(() => expect(m.focused()).toBe(result));
    expect(q.queryByRole('heading', { name: 'Plan A and plan B side by side' })).toBeNull();
    expect(q.queryByText(/^Comparing with plan A:/)).toBeNull();
    expect(q.getByText('Back to one plan: plan A.').getAttribute('role')).toBe('status');
    expect(withYourPlan(q)).toBe('€564.60 a month');
    expect(q.getByRole('spinbutton', { name: RETURN })).toHaveProperty('value', '0');
    expect(planRequests()).toHaveLength(asked);
    expect(q.getByRole('button', { name: 'Compare with another plan' })).toBeTruthy();
  });

  it("'Keep plan B' goes back to one plan, plan B, its answers kept", async () => {
    servePlans();
    const m = fx.open({ planner: true });
    const q = await firstPlan(m);
    await m.user.click(q.getByRole('button', { name: 'Compare with another plan' }));
    await m.user.type(q.getByRole('spinbutton', { name: RETURN }), '{Backspace}3.5');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByRole('heading', { name: 'Plan A and plan B side by side' });

    await m.user.click(q.getByRole('button', { name: 'Keep plan B' }));
    await waitFor(() => expect(m.focused()).toBe(q.getByRole('heading', { name: 'Your savings plan' })));
    expect(q.queryByRole('table', { name: /^Plan A is the plan you kept/ })).toBeNull();
    expect(q.getByText('Back to one plan: plan B.')).toBeTruthy();
    expect(withYourPlan(q)).toBe('€465.97 a month');
    expect(q.getByRole('spinbutton', { name: RETURN })).toHaveProperty('value', '3.5');

    // Compared again, plan B is now plan A.
    await m.user.click(q.getByRole('button', { name: 'Compare with another plan' }));
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByText('Both plans ask the same each month: €465.97.');
    expect(q.getByText('The two plans have the same answers.')).toBeTruthy();
  });

  it("takes the host's own words for the comparison's texts (the messages option)", async () => {
    servePlans();
    const m = fx.open({
      planner: true,
      messages: { compareHeading: 'Your plans compared', compareWithAnother: 'Try another plan', planB: 'New plan' },
    });
    const q = await firstPlan(m);
    await m.user.click(q.getByRole('button', { name: 'Try another plan' }));
    await m.user.type(q.getByRole('spinbutton', { name: RETURN }), '{Backspace}3.5');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByRole('heading', { name: 'Your plans compared' });
    expect(q.getByRole('columnheader', { name: 'New plan' })).toBeTruthy();
  });

  it("'Stop comparing' before plan B is made goes back to plan A; after plan B failed, shows plan A again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    servePlans(5);
    const m = fx.open({ planner: true, ...NO_TIME_TO_RETRY });
    const q = await firstPlan(m);
    await m.user.click(q.getByRole('button', { name: 'Compare with another plan' }));
    await m.user.click(q.getByRole('button', { name: 'Stop comparing' }));
    await waitFor(() => expect(m.focused()).toBe(q.getByRole('heading', { name: 'Your savings plan' })));
    expect(q.queryByText(/^Comparing with plan A:/)).toBeNull();
    expect(q.getByText('Back to one plan: plan A.')).toBeTruthy();

    await m.user.click(q.getByRole('button', { name: 'Compare with another plan' }));
    await m.user.type(q.getByRole('spinbutton', { name: RETURN }), '{Backspace}5');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    expect((await q.findByRole('alert')).textContent).toBe('Something went wrong, please try again.');
    expect(q.queryByRole('heading', { name: 'Your savings plan' })).toBeNull();
    const asked = planRequests().length;
    await m.user.click(q.getByRole('button', { name: 'Stop comparing' }));
    await waitFor(() => expect(m.focused()).toBe(q.getByRole('heading', { name: 'Your savings plan' })));
    expect(withYourPlan(q)).toBe('€564.60 a month');
    expect(q.getByRole('spinbutton', { name: RETURN })).toHaveProperty('value', '0');
    expect(planRequests()).toHaveLength(asked);
  });
});
