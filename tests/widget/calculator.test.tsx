import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { json } from '../support/fixture-server';
import { useCalculatorFixture } from './fixture';
import { collegeCost, money } from '../support/college-cost';
import { navigation } from '../../src/widget/host/analytics';
import { CalculateCollegeCostsString } from '../../src/client/generated/documents/CalculateCollegeCosts';
import type { CollegeCost } from '../../src/widget/host/types';
import { LIST_CAPS } from '../../server/storage/list-caps';
import { FULL, NO_TIME_TO_RETRY, answer, calculateButton, choose, within, type Mounted } from './helpers';

const fx = useCalculatorFixture();
const open: typeof fx.open = (options) => fx.open(options);

const calculate = async (m: Mounted, answers = FULL) => {
  await answer(m.user, answers, m.element);
  await m.user.click(calculateButton(m.element));
  return within(m.element).findByRole('heading', { level: 2 });
};

describe('form view', () => {
  it('shows the five questions, their placeholders and the Calculate button', () => {
    const { element } = open();
    const q = within(element);
    expect(q.getByRole('spinbutton', { name: 'How old is your child?' })).toHaveProperty('placeholder', 'Enter age');
    expect(
      q.getByRole('combobox', { name: "How long do you expect your child's course to be?" }).textContent,
    ).toContain('Select an option');
    expect(q.getByRole('group', { name: 'Is your child likely to be eligible for free fees?' })).toBeTruthy();
    expect(
      q.getByRole('combobox', { name: 'Where do you expect your child to live while studying?' }).textContent,
    ).toContain('Select an option');
    expect(q.getByRole('group', { name: 'What do you want to include?' })).toBeTruthy();
    const submit = calculateButton(element);
    expect(submit.id).toBe('input-college-costs-form-submit');
    expect(element.querySelector('#college-costs-calculator')).toBeTruthy();
  });

  it("offers the 'I'm not sure' link in a new tab", () => {
    const { element } = open({ feesInfoUrl: 'https://fees.example/info' });
    const link = within(element).getByRole('link', { name: /I'm not sure/ });
    expect(link.getAttribute('href')).toBe('https://fees.example/info');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lists 2 to 7 years and the three places to live', async () => {
    const { element, user } = open();
    await user.click(
      within(element).getByRole('combobox', { name: "How long do you expect your child's course to be?" }),
    );
    expect(
      within(element)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2 years', '3 years', '4 years', '5 years', '6 years', '7 years']);
    await user.keyboard('{Escape}');
    await user.click(
      within(element).getByRole('combobox', { name: 'Where do you expect your child to live while studying?' }),
    );
    expect(
      within(element)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Student accommodation', 'Rented accommodation', 'At home']);
  });

  it('keeps Calculate disabled until every question is answered validly', async () => {
    const { element, user } = open();
    expect(calculateButton(element)).toHaveProperty('disabled', true);
    await answer(user, { ...FULL, include: undefined }, element);
    expect(calculateButton(element)).toHaveProperty('disabled', true);
    await answer(user, { include: FULL.include }, element);
    expect(calculateButton(element)).toHaveProperty('disabled', false);
    const age = within(element).getByRole('spinbutton', { name: 'How old is your child?' });
    await user.type(age, '{Backspace}{Backspace}{Backspace}');
    await user.type(age, '19');
    expect(calculateButton(element)).toHaveProperty('disabled', true);
  });

  it('shows an error once a question was touched, tied to the field, and updates it on every change', async () => {
    const { element, user } = open();
    const root = element as unknown as ShadowRoot;
    const age = within(element).getByRole('spinbutton', { name: 'How old is your child?' });
    expect(within(element).queryByText('Please provide an answer')).toBeNull();
    await user.click(age);
    await user.tab();
    expect(within(element).getByText('Please provide an answer')).toBeTruthy();
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(root.getElementById(age.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Please provide an answer',
    );
    await user.type(age, '19');
    expect(within(element).getByText('Must be no more than 18 years old')).toBeTruthy();
    await user.type(age, '{Backspace}{Backspace}{Backspace}');
    await user.type(age, '18');
    expect(within(element).queryByText('Must be no more than 18 years old')).toBeNull();
    expect(age.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the error of a dropdown left without a choice', async () => {
    const { element, user } = open();
    const course = within(element).getByRole('combobox', { name: "How long do you expect your child's course to be?" });
    await user.click(course);
    await user.keyboard('{Escape}');
    await user.tab();
    expect(within(element).getByText('Please provide an answer')).toBeTruthy();
  });

  it('shows every error when the form is submitted with Enter before it is complete', async () => {
    const { element, user, focused } = open();
    await user.type(within(element).getByRole('spinbutton', { name: 'How old is your child?' }), '4{Enter}');
    expect(within(element).getAllByText('Please provide an answer')).toHaveLength(4);
    // The error summary above the questions takes the focus (tests/widget/error-summary.test.tsx has the rest).
    await waitFor(() =>
      expect(focused()).toBe(
        within(element).getByRole('heading', { name: 'There is a problem' }).closest('[tabindex]'),
      ),
    );
    expect(fx.server.requests).toHaveLength(0);
  });

  it("switching to 'At home' offers two choices and clears one no longer offered", async () => {
    const { element, user } = open();
    await answer(user, { accommodation: 'Rented accommodation', include: 'Fees & accommodation' }, element);
    await choose(user, 'Where do you expect your child to live while studying?', 'At home', element);
    const group = within(element).getByRole('group', { name: 'What do you want to include?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.nextElementSibling?.textContent),
    ).toEqual(['Fees only', 'Fees & other expenses']);
    expect(
      within(group)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    await user.click(within(group).getByRole('radio', { name: 'Fees & other expenses' }));
    await choose(user, 'Where do you expect your child to live while studying?', 'Student accommodation', element);
    expect(
      within(group)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    await user.click(within(group).getByRole('radio', { name: 'Fees only' }));
    await choose(user, 'Where do you expect your child to live while studying?', 'At home', element);
    expect(within(group).getByRole('radio', { name: 'Fees only' })).toHaveProperty('checked', true);
  });
});

describe('the call', () => {
  it('sends CalculateCollegeCosts with the flat arguments and a null userId for visitors', async () => {
    const m = open();
    await calculate(m);
    expect(fx.server.requests).toHaveLength(1);
    const [{ method, body, headers }] = fx.server.requests;
    expect(method).toBe('POST');
    expect(headers['content-type']).toMatch(/application\/json/);
    expect(body.operationName).toBe('CalculateCollegeCosts');
    expect(body.query).toBe(CalculateCollegeCostsString);
    expect(body.variables).toEqual({
      userId: null,
      accommodation: 'RENTED',
      ageOfChild: 10,
      courseDuration: 4,
      eligibleForFreeTuitionFees: true,
      whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
    });
  });

  it('sends the userId of a signed-in user', async () => {
    const m = open({ userId: 'user-42' });
    await calculate(m, { ...FULL, accommodation: 'At home', include: 'Fees only', freeFees: 'No' });
    expect(fx.server.requests[0].body.variables).toMatchObject({
      userId: 'user-42',
      accommodation: 'HOME',
      whatToInclude: ['FEES'],
      eligibleForFreeTuitionFees: false,
    });
  });

  it('replaces Calculate with a spinner while the call is in flight, and sends one request however often it is pressed', async () => {
    let release: () => void = () => {};
    fx.server.respondWith(
      (_request, response) =>
        new Promise<void>((resolve) => {
          release = () => {
            json(response, 200, { data: { updateCollegeCosts: fx.result } });
            resolve();
          };
        }),
    );
    const m = open();
    await answer(m.user, FULL, m.element);
    await m.user.click(calculateButton(m.element));
    expect((await within(m.element).findByText('Calculating your estimate…')).closest('[role="status"]')).toBeTruthy();
    expect(within(m.element).queryByRole('button', { name: 'Calculate' })).toBeNull();
    await m.user.keyboard('{Enter}');
    await waitFor(() => expect(fx.server.requests).toHaveLength(1));
    release();
    expect(await within(m.element).findByRole('heading', { level: 2 })).toBeTruthy();
    expect(fx.server.requests).toHaveLength(1);
  });

  it.each<[string, () => void]>([
    ['an HTTP 500', () => fx.server.respondWith((_q, res) => json(res, 500, { message: 'boom' }))],
    [
      'a GraphQL error',
      () =>
        fx.server.respondWith((_q, res) =>
          json(res, 200, { errors: [{ message: 'Invalid', extensions: { code: 'BAD_USER_INPUT' } }], data: null }),
        ),
    ],
    [
      'a malformed answer',
      () => fx.server.respondWith((_q, res) => json(res, 200, { data: { updateCollegeCosts: { total: 12 } } })),
    ],
    [
      'a body that is not JSON',
      () =>
        fx.server.respondWith((_q, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<h1>oops</h1>');
        }),
    ],
    [
      'a dropped connection',
      () =>
        fx.server.respondWith((_q, res) => {
          res.socket?.destroy();
        }),
    ],
  ])('keeps the form and its answers and shows the error line on %s', async (_name, fail) => {
    fail();
    const m = open(NO_TIME_TO_RETRY);
    await answer(m.user, FULL, m.element);
    await m.user.click(calculateButton(m.element));
    const alert = await within(m.element).findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong, please try again.');
    expect(within(m.element).getByRole('spinbutton', { name: 'How old is your child?' })).toHaveProperty('value', '10');
    expect(
      within(m.element).getByRole('combobox', { name: 'Where do you expect your child to live while studying?' })
        .textContent,
    ).toContain('Rented accommodation');
    expect(calculateButton(m.element)).toHaveProperty('disabled', false);
  });

  it('fails cleanly when the endpoint is unreachable', async () => {
    const m = open({ graphQLEndpoint: 'http://127.0.0.1:9/graphql', ...NO_TIME_TO_RETRY });
    await answer(m.user, FULL, m.element);
    await m.user.click(calculateButton(m.element));
    expect((await within(m.element).findByRole('alert')).textContent).toBe('Something went wrong, please try again.');
  });

  it('succeeds on a retry after a failure', async () => {
    fx.server.respondWith((_q, res) => json(res, 503, {}));
    const m = open(NO_TIME_TO_RETRY);
    await answer(m.user, FULL, m.element);
    await m.user.click(calculateButton(m.element));
    await within(m.element).findByRole('alert');
    fx.server.respondWith((_q, res) => json(res, 200, { data: { updateCollegeCosts: fx.result } }));
    await m.user.click(calculateButton(m.element));
    expect(await within(m.element).findByRole('heading', { level: 2 })).toBeTruthy();
  });
});

describe('results view', () => {
  it('shows the headline with the total and target year, and the monthly amount', async () => {
    const m = open();
    const heading = await calculate(m);
    expect(heading.textContent).toBe("We estimate that you'll need to save €68,524 by 2035");
    const monthly = within(m.element).getByText(
      (_text, node) => node?.tagName === 'P' && node.textContent === '€541.11 a month',
    );
    expect(within(monthly).getByText('€541.11')).toBeTruthy();
    expect(
      within(m.element).getByText('from now until September 2035, when your child starts college at 19.'),
    ).toBeTruthy();
    await waitFor(() => expect(m.focused()).toBe(heading));
  });

  it("says which year's figures it uses and the day it was made", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 25, 9, 30) });
    try {
      const m = open();
      await calculate(m);
      expect(
        within(m.element).getByText('Based on the 2022-2023 figures. Estimate made on 25 November 2026.'),
      ).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('formats every amount with the currencySymbol option', async () => {
    const m = open({ currencySymbol: '£' });
    const heading = await calculate(m);
    expect(heading.textContent).toBe("We estimate that you'll need to save £68,524 by 2035");
    expect(within(m.element).getByRole('columnheader', { name: '£17,131' })).toBeTruthy();
  });

  it('shows the add-goal line only when a user id exists', async () => {
    const visitor = open();
    await calculate(visitor);
    expect(
      within(visitor.element).queryByText("Add this goal and we'll work it into your plan to help you achieve it."),
    ).toBeNull();
    visitor.handle.unmount();
    const member = open({ userId: 'u1' });
    await calculate(member);
    expect(
      within(member.element).getByText("Add this goal and we'll work it into your plan to help you achieve it."),
    ).toBeTruthy();
  });

  it("says when a signed-in parent's estimate was not saved, past the cap on saved calculations, and why", async () => {
    const notSaved = `This estimate was not saved: you already have ${LIST_CAPS.college_costs.toLocaleString('en-IE')} saved estimates, the most we keep.`;
    const saved = open({ userId: 'u1' });
    fx.result = collegeCost({ id: 'saved-1', userId: 'u1', notSaved: null });
    await calculate(saved);
    expect(within(saved.element).queryByText(notSaved)).toBeNull();
    saved.handle.unmount();

    fx.result = collegeCost({
      userId: 'u1',
      notSaved: {
        code: 'LIMIT_REACHED',
        message: 'A user keeps at most 1,000 saved calculations: this one was not saved',
      },
    });
    const capped = open({ userId: 'u1' });
    const heading = await calculate(capped);
    // The estimate all the same, and the line under it, before the add-goal line.
    expect(heading.textContent).toBe("We estimate that you'll need to save €68,524 by 2035");
    const line = within(capped.element).getByText(notSaved);
    const addGoalLine = within(capped.element).getByText(
      "Add this goal and we'll work it into your plan to help you achieve it.",
    );
    expect(line.compareDocumentPosition(addGoalLine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refuses an answer whose notSaved has no code, as a malformed one', async () => {
    fx.result = { ...collegeCost(), notSaved: { message: 'no code' } } as unknown as CollegeCost;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const m = open({ userId: 'u1' });
    await answer(m.user, FULL, m.element);
    await m.user.click(calculateButton(m.element));
    expect(await within(m.element).findByRole('alert')).toBeTruthy();
    expect(within(m.element).queryByRole('heading', { level: 2 })).toBeNull();
  });

  const rows = (element: HTMLElement) =>
    within(within(element).getByRole('table'))
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole(row.parentElement?.tagName === 'THEAD' ? 'columnheader' : 'rowheader')
          .concat(within(row).queryAllByRole('cell'))
          .map((c) => c.textContent),
      );

  it.each<[string, Partial<CollegeCost>, string[][]]>([
    [
      'everything, rented',
      {},
      [
        ['COST PER YEAR', '€17,131'],
        ['Fees', '€3,200'],
        ['Accommodation', '€7,691'],
        ['Other expenses', '€6,240'],
        ['Total for 4 years€17,131 a year × 4 years', '€68,524'],
      ],
    ],
    [
      'fees only',
      { whatToInclude: ['FEES'], annualCost: money(3200), total: money(12800) },
      [
        ['COST PER YEAR', '€3,200'],
        ['Fees', '€3,200'],
        ['Total for 4 years€3,200 a year × 4 years', '€12,800'],
      ],
    ],
    [
      'fees & accommodation',
      { whatToInclude: ['FEES', 'ACCOMMODATION'], annualCost: money(10891), total: money(43564) },
      [
        ['COST PER YEAR', '€10,891'],
        ['Fees', '€3,200'],
        ['Accommodation', '€7,691'],
        ['Total for 4 years€10,891 a year × 4 years', '€43,564'],
      ],
    ],
    [
      'at home with other expenses, 3 years',
      {
        accommodationType: 'HOME',
        whatToInclude: ['FEES', 'OTHER_EXPENSES'],
        courseDuration: 3,
        annualCost: money(6212),
        total: money(18636),
      },
      [
        ['COST PER YEAR', '€6,212'],
        ['Fees', '€3,200'],
        ['Other expenses', '€6,240'],
        ['Total for 3 years€6,212 a year × 3 years', '€18,636'],
      ],
    ],
  ])('the COST PER YEAR table for %s', async (_name, change, expected) => {
    fx.result = collegeCost(change);
    const m = open();
    await calculate(m);
    expect(rows(m.element)).toEqual(expected);
  });

  it.each<[Partial<CollegeCost>, string, string]>([
    [{}, 'Fees, accommodation & other expenses', 'Eligible'],
    [
      { accommodationType: 'HOME', whatToInclude: ['FEES', 'OTHER_EXPENSES'], eligibleForFreeTuitionFees: false },
      'Fees & other expenses',
      'Not eligible',
    ],
    [{ whatToInclude: ['FEES', 'ACCOMMODATION'], accommodationType: 'STUDENT' }, 'Fees & accommodation', 'Eligible'],
    [{ whatToInclude: ['FEES'] }, 'Fees', 'Eligible'],
  ])("the 'You told us' panel for %j", async (change, include, eligible) => {
    fx.result = collegeCost(change);
    const m = open();
    await calculate(m);
    const panel = within(m.element).getByRole('region', { name: 'You told us' });
    const pairs = Array.from(panel.querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Age of child', '10 years old'],
      ['Course length', '4 years'],
      ['Free fees', eligible],
      [
        'Accommodation',
        { HOME: 'At home', RENTED: 'Rented accommodation', STUDENT: 'Student accommodation' }[
          fx.result.accommodationType
        ],
      ],
      ['Include', include],
    ]);
  });

  it('lists the notes and assumptions in an expandable section', async () => {
    const m = open();
    await calculate(m);
    const toggle = within(m.element).getByRole('button', { name: 'Notes and assumptions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await m.user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = (m.element as unknown as ShadowRoot).getElementById(
      toggle.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const text = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .join(' ');
    expect(text).toContain('€3,000');
    expect(text).toContain('€7,691');
    expect(text).toContain('starts college at 19');
  });

  it("'Make a change' returns to the form prefilled from the result", async () => {
    fx.result = collegeCost({
      ageOfChild: 7,
      courseDuration: 3,
      accommodationType: 'HOME',
      whatToInclude: ['FEES', 'OTHER_EXPENSES'],
      eligibleForFreeTuitionFees: false,
    });
    const m = open();
    await calculate(m, {
      age: '7',
      course: '3 years',
      freeFees: 'No',
      accommodation: 'At home',
      include: 'Fees & other expenses',
    });
    await m.user.click(within(m.element).getByRole('button', { name: 'Make a change' }));
    const age = within(m.element).getByRole('spinbutton', { name: 'How old is your child?' });
    expect(age).toHaveProperty('value', '7');
    await waitFor(() => expect(m.focused()).toBe(age));
    expect(
      within(m.element).getByRole('combobox', { name: "How long do you expect your child's course to be?" })
        .textContent,
    ).toContain('3 years');
    expect(within(m.element).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    expect(
      within(m.element).getByRole('combobox', { name: 'Where do you expect your child to live while studying?' })
        .textContent,
    ).toContain('At home');
    expect(within(m.element).getByRole('radio', { name: 'Fees & other expenses' })).toHaveProperty('checked', true);
    expect(calculateButton(m.element)).toHaveProperty('disabled', false);
  });

  it("'Start over' returns to an empty form", async () => {
    const m = open();
    await calculate(m);
    const startOver = within(m.element).getByRole('button', { name: 'Start over' });
    expect(startOver.id).toBe('start-over-submit');
    await m.user.click(startOver);
    const age = within(m.element).getByRole('spinbutton', { name: 'How old is your child?' });
    expect(age).toHaveProperty('value', '');
    await waitFor(() => expect(m.focused()).toBe(age));
    expect(
      within(m.element).getByRole('combobox', { name: "How long do you expect your child's course to be?" })
        .textContent,
    ).toContain('Select an option');
    expect(
      within(m.element)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    expect(calculateButton(m.element)).toHaveProperty('disabled', true);
  });
});

describe('add goal', () => {
  it('by default reads "Get your free financial plan" and goes to digitalAdviceUrl with the answers, after analytics', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const events: string[] = [];
    const m = open({
      digitalAdviceUrl: 'https://advice.example/start?ref=widget',
      analytics: (e) => {
        events.push(e.name);
      },
    });
    await calculate(m);
    // A link, which a parent can open in a new tab (tests/widget/add-goal-link.test.tsx); a plain click goes there.
    const link = within(m.element).getByRole('link', { name: 'Get your free financial plan' });
    expect(link.id).toBe('add-goal-submit');
    await m.user.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0][0]).toBe(link.getAttribute('href'));
    const url = new URL(assign.mock.calls[0][0]);
    expect(url.origin + url.pathname).toBe('https://advice.example/start');
    expect(url.searchParams.get('ref')).toBe('widget');
    expect(JSON.parse(atob(url.searchParams.get('collegeCosts') ?? ''))).toEqual({
      ageOfChild: 10,
      courseDuration: 4,
      freeFees: true,
      accommodation: 'RENTED',
      costsInclude: ['Fees', 'Accommodation', 'OtherExpenses'],
    });
    expect(events).toEqual(['College costs calculated', 'College costs add goal']);
  });

  it('waits at most 500 ms for a slow analytics call before navigating', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const m = open({ analytics: (e) => (e.name === 'College costs add goal' ? new Promise(() => {}) : undefined) });
    await calculate(m);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      within(m.element).getByRole('link', { name: 'Get your free financial plan' }).click();
      await vi.advanceTimersByTimeAsync(499);
      expect(assign).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(assign).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('navigates even when analytics throws', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const m = open({
      analytics: () => {
        throw new Error('blocked by an ad blocker');
      },
    });
    await calculate(m);
    await m.user.click(within(m.element).getByRole('link', { name: 'Get your free financial plan' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('calls the host handler with the answers and the result, under the host label', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const onAddGoal = vi.fn();
    // As the API answers a signed-in user: the calculation is saved for them.
    fx.result = collegeCost({ id: 'cc-1', userId: 'u1' });
    const m = open({ userId: 'u1', authToken: 'tok', onAddGoal, addGoalLabel: 'Add to my plan' });
    await calculate(m);
    await m.user.click(within(m.element).getByRole('button', { name: 'Add to my plan' }));
    expect(onAddGoal).toHaveBeenCalledWith(
      {
        ageOfChild: 10,
        courseDuration: 4,
        freeFees: true,
        accommodation: 'RENTED',
        costsInclude: ['Fees', 'Accommodation', 'OtherExpenses'],
      },
      fx.result,
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the error line when the host handler fails, and lets the user try again', async () => {
    const onAddGoal = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    // As the API answers a signed-in user: the calculation is saved for them.
    fx.result = collegeCost({ id: 'cc-1', userId: 'u1' });
    const m = open({ userId: 'u1', authToken: 'tok', onAddGoal, addGoalLabel: 'Add to my plan' });
    await calculate(m);
    await m.user.click(within(m.element).getByRole('button', { name: 'Add to my plan' }));
    expect((await within(m.element).findByRole('alert')).textContent).toBe('Something went wrong, please try again.');
    await m.user.click(within(m.element).getByRole('button', { name: 'Add to my plan' }));
    await waitFor(() => expect(within(m.element).queryByRole('alert')).toBeNull());
    expect(onAddGoal).toHaveBeenCalledTimes(2);
  });
});

describe('unmount during add goal', () => {
  it('does not navigate once the widget is gone', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const m = open({
      analytics: (e) => (e.name === 'College costs add goal' ? new Promise((r) => setTimeout(r, 100)) : undefined),
    });
    await calculate(m);
    within(m.element).getByRole('link', { name: 'Get your free financial plan' }).click();
    m.handle.unmount();
    await new Promise((r) => setTimeout(r, 150));
    expect(assign).not.toHaveBeenCalled();
  });
});
