/**
 * A family's plan in the planner, as a parent meets it: another child added (the first child's answers copied
 * but the age), refused until its answers are whole, sent with the plan; saving through college and the first
 * payment's date under 'More options'; what a set monthly amount covers; each child's costs in the results and in
 * the year table. The endpoint answers with the reference server's plan (stories/support/planning-api.ts).
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { useCalculatorFixture } from './fixture';
import { FULL, answer, calculateButton, within, type Mounted } from './helpers';
import { json } from '../support/fixture-server';
import { plannerPart } from '../../src/widget/parts/parts';
import { expectedSavingsPlan } from '../../stories/support/planning-api';

const fx = useCalculatorFixture();

function serveRealPlans() {
  fx.server.respondWith((request, response) => {
    if (request.body.operationName === 'CollegeSavingsPlan')
      json(response, 200, { data: { collegeSavingsPlan: expectedSavingsPlan(request.body.variables ?? {}) } });
    else json(response, 200, { data: { updateCollegeCosts: fx.result } });
  });
}

const planVariables = () =>
  fx.server.requests.filter((r) => r.body.operationName === 'CollegeSavingsPlan').at(-1)?.body.variables;

async function openPlanner(m: Mounted) {
  await plannerPart.load();
  await answer(m.user, FULL, m.element);
  await m.user.click(calculateButton(m.element));
  await within(m.element).findByRole('heading', { level: 2 });
  await m.user.click(await within(m.element).findByRole('button', { name: 'Make a savings plan' }));
  await within(m.element).findByRole('heading', { name: 'Make a savings plan' });
  return within(m.element);
}

describe('a family plan', () => {
  it('adds a child with the first child’s answers but the age, refuses it without one, then sends both children', async () => {
    serveRealPlans();
    const m = fx.open({ planner: true });
    const q = await openPlanner(m);
    expect(q.getByText(/Child 1 is the child of your estimate: 10 years old, a 4-year course\./)).toBeTruthy();

    await m.user.click(q.getByRole('button', { name: 'Add a child' }));
    const child = q.getByRole('group', { name: 'Child 2' });
    const age = within(child).getByRole('spinbutton', { name: 'How old is your child?' });
    await waitFor(() => expect(m.focused()).toBe(age));
    expect(age).toHaveProperty('value', '');
    // The rest copied from child 1.
    expect(within(child).getByRole('radio', { name: 'Fees, accommodation & other expenses' })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      within(
        within(child).getByRole('group', { name: 'Is your child likely to be eligible for free fees?' }),
      ).getByRole('radio', { name: 'Yes' }),
    ).toHaveProperty('checked', true);

    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await waitFor(() => expect(m.focused()).toBe(age));
    expect(within(child).getByText('Please provide an answer')).toBeTruthy();
    expect(planVariables()).toBeUndefined();

    await m.user.type(age, '13');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByRole('heading', { name: 'Your savings plan' });
    expect(planVariables()).toMatchObject({
      ageOfChild: 10,
      otherChildren: [
        {
          ageOfChild: 13,
          courseDuration: 4,
          eligibleForFreeTuitionFees: true,
          accommodation: 'RENTED',
          whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
        },
      ],
    });
    // Each child's costs, and a column of costs for each in the year table.
    const plan = expectedSavingsPlan(planVariables() ?? {});
    expect(q.getByRole('heading', { name: "Each child's costs" })).toBeTruthy();
    expect(q.getByText(`Child 2: ${plan.children[1].totalToPay.display} for college`, { exact: false })).toBeTruthy();
    const table = q.getByRole('table', { name: 'Your savings balance on 1 September each year' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Date', 'Paid in', 'Growth', 'College costs', 'Balance']);
    // Each year's costs say whose they are.
    const firstYear = plan.years.find((year) => year.childCosts[1].float > 0)!;
    const row = within(table).getByRole('rowheader', { name: new RegExp(firstYear.date.slice(0, 4)) }).parentElement!;
    expect(within(row).getByText(`Child 2: \u2212${firstYear.childCosts[1].display}`, { exact: false })).toBeTruthy();
    expect(q.getByText('Children', { selector: 'dt' }).nextElementSibling?.textContent).toBe('2');
  });

  it('takes at most four children, and a child can be removed', async () => {
    serveRealPlans();
    const m = fx.open({ planner: true });
    const q = await openPlanner(m);
    for (let i = 0; i < 3; i++) await m.user.click(q.getByRole('button', { name: 'Add a child' }));
    expect(q.queryByRole('button', { name: 'Add a child' })).toBeNull();
    expect(q.getByText('A plan takes up to 4 children.')).toBeTruthy();
    await m.user.click(q.getByRole('button', { name: 'Remove child 3' }));
    expect(q.queryByRole('group', { name: 'Child 4' })).toBeNull();
    const add = q.getByRole('button', { name: 'Add a child' });
    await waitFor(() => expect(m.focused()).toBe(add));
  });

  it('says what a set monthly amount covers, when it runs short and what closes the gap', async () => {
    serveRealPlans();
    const m = fx.open({ planner: true });
    const q = await openPlanner(m);
    await m.user.type(q.getByRole('spinbutton', { name: 'Can you save a set amount each month? (optional)' }), '300');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByRole('heading', { name: 'Your savings plan' });
    expect(planVariables()).toMatchObject({ monthlyAmount: 300 });
    const coverage = expectedSavingsPlan(planVariables() ?? {}).coverage!;
    const section = within(q.getByRole('region', { name: 'What €300 a month covers' }));
    expect(section.getByText(`${coverage.coveredPercent}% of the costs you plan to pay`)).toBeTruthy();
    expect(section.getByText(/The money runs short on 1 September \d{4}/)).toBeTruthy();
    expect(
      section.getByText(
        `To close the gap, save ${coverage.moreMonthlySaving.display} a month more, or put away ${coverage.lumpSumToClose.display} today.`,
      ),
    ).toBeTruthy();
  });

  it('keeps saving through college and from the first payment’s date when asked, and says so', async () => {
    serveRealPlans();
    const m = fx.open({ planner: true });
    const q = await openPlanner(m);
    await m.user.click(q.getByRole('button', { name: /More options/ }));
    await m.user.click(
      within(q.getByRole('group', { name: 'Keep saving while your child is in college?' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await m.user.type(
      q.getByRole('spinbutton', { name: 'How much will your monthly saving rise each year?' }),
      '{Backspace}2',
    );
    const first = q.getByLabelText('When will you make your first monthly payment?');
    expect(first.getAttribute('type')).toBe('date');
    // A date before today is refused with the shared rule's words.
    await m.user.type(first, '2001-01-01');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await waitFor(() => expect(m.focused()).toBe(first));
    expect(q.getByText(/^Enter a date from today to the day the first year of college falls due/)).toBeTruthy();
    await m.user.type(first, '{Backspace>10/}');
    await m.user.click(q.getByRole('button', { name: 'Show my plan' }));
    await q.findByRole('heading', { name: 'Your savings plan' });
    expect(planVariables()).toMatchObject({ saveThroughCollege: true, firstPaymentDate: null });
    expect(q.getByText(/through college until the last year is paid: \d+ payments\./)).toBeTruthy();
    // A rising saving's last figure is the last payment's, not the one before college starts.
    expect(q.getByText(/^Your saving rises 2% each year, to €[\d,.]+ a month by your last payment\.$/)).toBeTruthy();
    expect(q.getByText('Saving', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Through college, until the last year is paid',
    );
  });
});
