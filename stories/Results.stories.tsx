/**
 * The results view. Each story answers the form and presses Calculate; the planning API stub answers
 * with the reference server's cost model for those answers (stories/support/planning-api.ts).
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '../src/money';
import {
  A_MONTH,
  ADD_GOAL_LINE,
  CALCULATION_FAILED,
  COST_PER_YEAR,
  ELIGIBLE,
  NOT_ELIGIBLE,
  NOTES_AND_ASSUMPTIONS,
  NOT_SAVED_AT_LIMIT,
  QUESTION,
  YOU_TOLD_US,
  perYearTimesYears,
  totalRowLabel,
} from '../src/widget/host/labels';
import { assumptionNotes } from '../src/widget/results/assumption-notes';
import type { CollegeCost } from '../src/widget';
import { CalculatorHost, STORY_ADVICE_URL, STORY_TOKEN } from './support/CalculatorHost';
import { calculatorStories } from './support/calculator-stories';
import { TYPICAL_ANSWERS, calculate, focusedElement, openWidget, type StoryAnswers, type Widget } from './support/play';
import { monthsToSaveFor, recordedCalls } from './support/planning-api';
import type { StoryTestParameters } from '../.storybook/preview';

const meta = {
  title: 'Calculator/Results',
  // No page of every state at once (each would run): the widget's docs page is stories/Widget.mdx.
  tags: ['!autodocs'],
  ...calculatorStories,
} satisfies Meta<typeof CalculatorHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cost table's rows by their headers: 'Fees' → '€3,200'. */
function costRows(widget: Widget): Record<string, string> {
  const table = widget.getByRole('table');
  const rows: Record<string, string> = {};
  for (const row of within(table).getAllByRole('row')) {
    const header = row.querySelector('th');
    const amount = row.querySelector('.ccc-amount');
    if (header && amount) rows[header.firstChild?.textContent?.trim() ?? ''] = amount.textContent?.trim() ?? '';
  }
  return rows;
}

/** The 'You told us' panel as pairs: 'Include' → 'Fees & accommodation'. */
function toldUs(widget: Widget): Record<string, string> {
  const panel = widget.getByRole('region', { name: YOU_TOLD_US });
  const pairs: Record<string, string> = {};
  panel.querySelectorAll('dt').forEach((term) => {
    pairs[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  });
  return pairs;
}

interface Expected {
  /** The cost table's body rows, in order. */
  rows: ('Fees' | 'Accommodation' | 'Other expenses')[];
  include: string;
  freeFees: typeof ELIGIBLE | typeof NOT_ELIGIBLE;
  accommodation: string;
}

/** Checks the results show the planning API's record for these answers: table rows, amounts, summary. */
async function expectResults(widget: Widget, cost: CollegeCost, expected: Expected, symbol = '€') {
  const money = (amount: { float: number }) => formatMoney(amount.float, symbol);
  const amountOf = { Fees: cost.fees, Accommodation: cost.accommodationCost, 'Other expenses': cost.otherExpenses };
  const rows = costRows(widget);
  await expect(rows).toEqual({
    [COST_PER_YEAR]: money(cost.annualCost),
    ...Object.fromEntries(expected.rows.map((row) => [row, money(amountOf[row])])),
    [totalRowLabel(cost.courseDuration)]: money(cost.total),
  });
  await expect(toldUs(widget)).toMatchObject({
    'Free fees': expected.freeFees,
    Accommodation: expected.accommodation,
    Include: expected.include,
  });
  await expect(widget.getByText(money(cost.monthlySavingsRequired))).toBeVisible();
}

/** A results story: these answers, and what the results must then show. */
const resultsFor =
  (answers: StoryAnswers, expected: Expected): Story['play'] =>
  async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    const cost = await calculate(widget, answers);
    await expectResults(widget, cost, expected);
    // A visitor: no add-goal line; the add-goal button and Start over are offered.
    await expect(widget.queryByText(ADD_GOAL_LINE)).toBeNull();
    await expect(widget.getByRole('button', { name: 'Get your free financial plan' })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Start over' })).toBeVisible();
    // The keyboard focus moves to the headline, so a screen reader reads the estimate first.
    await waitFor(() => expect(focusedElement()).toBe(widget.getByRole('heading', { level: 2 })));
  };

export const RentedEligibleEverything: Story = {
  name: 'Rented, free fees, fees + accommodation + other expenses',
  play: resultsFor(TYPICAL_ANSWERS, {
    rows: ['Fees', 'Accommodation', 'Other expenses'],
    include: 'Fees, accommodation & other expenses',
    freeFees: ELIGIBLE,
    accommodation: 'Rented accommodation',
  }),
};

export const StudentNotEligibleAccommodation: Story = {
  name: 'Student accommodation, not eligible, fees + accommodation',
  play: resultsFor(
    { age: 15, years: 3, freeFees: false, accommodation: 'STUDENT', include: 'Fees & accommodation' },
    {
      rows: ['Fees', 'Accommodation'],
      include: 'Fees & accommodation',
      freeFees: NOT_ELIGIBLE,
      accommodation: 'Student accommodation',
    },
  ),
};

export const StudentEligibleFeesOnly: Story = {
  name: 'Student accommodation, free fees, fees only',
  play: resultsFor(
    { age: 17, years: 4, freeFees: true, accommodation: 'STUDENT', include: 'Fees only' },
    { rows: ['Fees'], include: 'Fees', freeFees: ELIGIBLE, accommodation: 'Student accommodation' },
  ),
};

export const HomeEligibleOtherExpenses: Story = {
  name: 'At home, free fees, fees + other expenses',
  play: resultsFor(
    { age: 5, years: 5, freeFees: true, accommodation: 'HOME', include: 'Fees & other expenses' },
    {
      rows: ['Fees', 'Other expenses'],
      include: 'Fees & other expenses',
      freeFees: ELIGIBLE,
      accommodation: 'At home',
    },
  ),
};

export const HomeNotEligibleFeesOnly: Story = {
  name: 'At home, not eligible, fees only',
  play: resultsFor(
    { age: 0, years: 7, freeFees: false, accommodation: 'HOME', include: 'Fees only' },
    { rows: ['Fees'], include: 'Fees', freeFees: NOT_ELIGIBLE, accommodation: 'At home' },
  ),
};

export const RentedNotEligibleEverything: Story = {
  name: 'Rented, not eligible, fees + accommodation + other expenses',
  play: resultsFor(
    { age: 18, years: 2, freeFees: false, accommodation: 'RENTED', include: 'Fees, accommodation & other expenses' },
    {
      rows: ['Fees', 'Accommodation', 'Other expenses'],
      include: 'Fees, accommodation & other expenses',
      freeFees: NOT_ELIGIBLE,
      accommodation: 'Rented accommodation',
    },
  ),
};

export const SignedIn: Story = {
  name: "Signed in: add-goal line and button, then 'Added to your plan'",
  args: { userId: 'demo-parent' },
  play: async ({ canvasElement, args }) => {
    const widget = await openWidget(canvasElement);
    const cost = await calculate(widget, TYPICAL_ANSWERS);
    // The call was made for the user, with the session token.
    const [call] = recordedCalls();
    await expect(call.variables.userId).toBe('demo-parent');
    await expect(call.headers['auth-token']).toBe(STORY_TOKEN);
    await expect(cost.id).not.toBeNull();
    await expect(widget.getByText(ADD_GOAL_LINE)).toBeVisible();
    await userEvent.click(widget.getByRole('button', { name: 'Get your free financial plan' }));
    await waitFor(() =>
      expect(args.onAddGoal).toHaveBeenCalledWith(
        {
          ageOfChild: 10,
          courseDuration: 4,
          freeFees: true,
          accommodation: 'RENTED',
          costsInclude: ['Fees', 'Accommodation', 'OtherExpenses'],
        },
        cost,
      ),
    );
    // The host's handler resolved: the widget says so, and no longer offers the goal.
    await expect(await widget.findByRole('status')).toHaveTextContent('Added to your plan');
    await expect(widget.queryByRole('button', { name: 'Get your free financial plan' })).toBeNull();
    await expect(widget.queryByText(ADD_GOAL_LINE)).toBeNull();
  },
};

export const SignedInNotSaved: Story = {
  name: 'Signed in, past the cap on saved estimates: the estimate, not saved, and why',
  args: { userId: 'demo-parent' },
  parameters: { planningApi: 'at-cap' } satisfies StoryTestParameters,
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    const cost = await calculate(widget, TYPICAL_ANSWERS);
    await expect(recordedCalls()[0].variables.userId).toBe('demo-parent');
    await expect(cost).toMatchObject({ id: null, userId: 'demo-parent', notSaved: { code: 'LIMIT_REACHED' } });
    await expect(widget.getByText(NOT_SAVED_AT_LIMIT)).toBeVisible();
    // The estimate is all there, and can still be added to the plan.
    await expect(widget.getByText(ADD_GOAL_LINE)).toBeVisible();
    await expect(widget.getByText('Get your free financial plan')).toBeVisible();
  },
};

export const Visitor: Story = {
  name: 'Visitor: no add-goal line',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    await expect(recordedCalls()[0].variables.userId).toBeNull();
    await expect(recordedCalls()[0].headers['auth-token']).toBeUndefined();
    await expect(widget.queryByText(ADD_GOAL_LINE)).toBeNull();
  },
};

export const CustomAddGoalLabel: Story = {
  name: 'Custom add-goal label',
  args: { userId: 'demo-parent', addGoalLabel: 'Add to my plan' },
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    await expect(widget.getByRole('button', { name: 'Add to my plan' })).toHaveAttribute('id', 'add-goal-submit');
    await expect(widget.queryByRole('button', { name: 'Get your free financial plan' })).toBeNull();
  },
};

/** '€68,524' → 68524; '€541.11' → 541.11. */
const amount = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

export const MonthlyFigureAndTotal: Story = {
  name: 'Monthly figure and how the total adds up',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    const cost = await calculate(widget, TYPICAL_ANSWERS);
    const rows = costRows(widget);
    const [annual, total] = [amount(rows[COST_PER_YEAR]), amount(rows[totalRowLabel(4)])];
    // The rows add up to the cost per year, and the years to the headline's total.
    await expect(amount(rows.Fees) + amount(rows.Accommodation) + amount(rows['Other expenses'])).toBe(annual);
    await expect(annual * 4).toBe(total);
    await expect(widget.getByText(perYearTimesYears(rows[COST_PER_YEAR], 4))).toBeVisible();
    await expect(widget.getByRole('heading', { level: 2 })).toHaveTextContent(rows[totalRowLabel(4)]);
    // The monthly figure saves the total by September of the start year, and not a cent a month more.
    const monthly = amount(
      (
        canvasElement.querySelector('[data-story-widget]')?.shadowRoot?.querySelector('.ccc-monthly-figure')
          ?.textContent ?? ''
      ).trim(),
    );
    const months = monthsToSaveFor(TYPICAL_ANSWERS.age);
    await expect(Math.round(monthly * 100) * months).toBeGreaterThanOrEqual(Math.round(total * 100));
    await expect((Math.round(monthly * 100) - 1) * months).toBeLessThan(Math.round(total * 100));
    await expect(widget.getByText(A_MONTH)).toBeVisible();
    await expect(cost.monthlySavingsRequired.float).toBe(monthly);
  },
};

export const NotesOpen: Story = {
  name: 'Notes and assumptions open',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    const toggle = widget.getByRole('button', { name: NOTES_AND_ASSUMPTIONS });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    const notes = within(widget.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(notes).toEqual([...assumptionNotes('€')]);
  },
};

export const StartOver: Story = {
  name: "After 'Start over': an empty form",
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    await userEvent.click(widget.getByRole('button', { name: 'Start over' }));
    const age = await widget.findByRole('spinbutton', { name: QUESTION.ageOfChild });
    await expect(age).toHaveValue(null);
    await expect(widget.getByRole('combobox', { name: QUESTION.courseDuration })).toHaveTextContent('Select an option');
    await expect(widget.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    await waitFor(() => expect(focusedElement()).toBe(age));
  },
};

export const AddGoalFailed: Story = {
  name: 'Adding the goal failed',
  args: {
    userId: 'demo-parent',
    onAddGoal: () => Promise.reject(new Error('the plan could not be saved')),
  },
  parameters: {
    expectedConsoleErrors: [
      'college-costs-calculator: adding the goal failed \\(add-goal\\): the onAddGoal handler failed: the plan could not be saved',
    ],
  } satisfies StoryTestParameters,
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    await userEvent.click(widget.getByRole('button', { name: 'Get your free financial plan' }));
    await expect(await widget.findByRole('alert')).toHaveTextContent(CALCULATION_FAILED);
    await expect(widget.getByRole('button', { name: 'Get your free financial plan' })).toBeEnabled();
  },
};

export const AddGoalLink: Story = {
  name: 'No add-goal handler: a link to the digital advice site, which a new tab can open',
  args: { adviceSiteLink: true },
  play: async ({ canvasElement, args }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    const link = widget.getByRole('link', { name: 'Get your free financial plan' });
    await expect(link).toHaveAttribute('id', 'add-goal-submit');
    await expect(link).not.toHaveAttribute('target');
    const address = new URL(link.getAttribute('href') ?? '');
    await expect(`${address.origin}${address.pathname}`).toBe(STORY_ADVICE_URL);
    await expect(JSON.parse(atob(address.searchParams.get('collegeCosts') ?? ''))).toMatchObject({ ageOfChild: 10 });
    // Ctrl and a click: the browser's new tab (which the story keeps from opening); the widget records it and
    // leaves this page as it is.
    let leftToBrowser = false;
    const stayHere = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    canvasElement.ownerDocument.addEventListener('click', stayHere, { once: true });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }));
    await expect(leftToBrowser).toBe(true);
    await waitFor(() =>
      expect(args.analytics).toHaveBeenCalledWith(expect.objectContaining({ name: 'College costs add goal' })),
    );
    await expect(link).not.toHaveAttribute('aria-busy');
  },
};
