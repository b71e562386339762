/**
 * The savings plan under the results (the planner option), one story per state: offered, its
 * questions, an answer refused, a plan with savings and a return (its comparison and range), more options
 * (share, grants, own figures, a rising saving), rising costs, a second child added or refused, a family's plan,
 * saving through college, what a set amount covers, on track, too late to wait a year, a plan that
 * failed, the link copied or shown to copy by hand, the whole widget in Irish, a long plan on a 320 px phone
 * (each year a card), and two plans side by side (on a 320 px phone too).
 * The planning API stub answers with the reference server's plan (stories/support/planning-api.ts).
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '../src/money';
import { fill } from '../src/widget/host/fill';
import { PLANNER_MESSAGES as P } from '../src/widget/planner/planner-messages';
import { COMPARISON_MESSAGES as C } from '../src/widget/planner/comparison-messages';
import { gaMessages } from '../examples/messages-ga.js';
import { CalculatorHost } from './support/CalculatorHost';
import { FRAME_ATTRIBUTE, WidthFrame } from './support/frames';
import { calculatorStories } from './support/calculator-stories';
import {
  TYPICAL_ANSWERS,
  afterFirstPaint,
  calculate,
  describedBy,
  focusedElement,
  openWidget,
  type StoryAnswers,
  type Widget,
} from './support/play';
import { expectedSavingsPlan, recordedCalls } from './support/planning-api';
import type { StoryTestParameters } from '../.storybook/preview';

const meta = {
  title: 'Calculator/Savings plan',
  // No page of every state at once (each would run): the widget's docs page is stories/Widget.mdx.
  tags: ['!autodocs'],
  ...calculatorStories,
  args: { ...calculatorStories.args, planner: true },
} satisfies Meta<typeof CalculatorHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const euro = (amount: { float: number }) => formatMoney(amount.float);

/** Results for these answers, then 'Make a savings plan'. */
async function openPlanner(canvasElement: HTMLElement, answers: StoryAnswers = TYPICAL_ANSWERS): Promise<Widget> {
  const widget = await openWidget(canvasElement);
  await calculate(widget, answers);
  await userEvent.click(await widget.findByRole('button', { name: P.planHeading }, { timeout: 5000 }));
  const heading = await widget.findByRole('heading', { name: P.planHeading });
  await waitFor(() => expect(focusedElement()).toBe(heading));
  await afterFirstPaint();
  return widget;
}

/** Types over a number question's value (its default, 0, is one character). */
async function typeInto(widget: Widget, question: string, value: string) {
  await userEvent.type(widget.getByRole('spinbutton', { name: question }), `{Backspace}${value}`);
}

/** Shows the plan and checks it is the one the planning API made for what was sent. */
async function showPlan(widget: Widget) {
  await userEvent.click(widget.getByRole('button', { name: P.showPlan }));
  await widget.findByRole('heading', { name: P.planResultHeading });
  const call = recordedCalls()
    .filter((c) => c.operationName === 'CollegeSavingsPlan')
    .at(-1);
  const plan = expectedSavingsPlan(call?.variables ?? {});
  const table = widget.getByRole('table', { name: P.tableCaption });
  await expect(within(table).getAllByRole('row')).toHaveLength(plan.years.length + 2);
  await expect(widget.getByRole('img', { name: P.chartLabel })).toBeVisible();
  return plan;
}

export const Offered: Story = {
  name: "Offered under the results ('Make a savings plan', copy a link, print)",
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    // (The savings plan's part arrives a second after the form is shown, when the browser is idle.)
    await expect(await widget.findByRole('button', { name: P.planHeading }, { timeout: 5000 })).toBeVisible();
    await expect(await widget.findByRole('button', { name: P.copyLink }, { timeout: 5000 })).toBeVisible();
    await expect(widget.getByRole('button', { name: P.print })).toBeVisible();
  },
};

export const Questions: Story = {
  name: 'The three questions, with their defaults',
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement);
    await expect(widget.getByRole('spinbutton', { name: P.savedQuestion })).toHaveValue(0);
    await expect(widget.getByRole('spinbutton', { name: P.returnQuestion })).toHaveValue(0);
    const rising = widget.getByRole('group', { name: P.risingQuestion });
    await expect(within(rising).getByRole('radio', { name: 'No' })).toBeChecked();
  },
};

export const AnswerRefused: Story = {
  name: 'A return above 10 % refused',
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement);
    await typeInto(widget, P.returnQuestion, '12');
    await userEvent.click(widget.getByRole('button', { name: P.showPlan }));
    await expect(await widget.findByText(P.percentError)).toBeVisible();
    await expect(widget.getByRole('spinbutton', { name: P.returnQuestion })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SavingsAndReturn: Story = {
  name: 'Plan: €2,500 saved, 3.5 % a year',
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement);
    await typeInto(widget, P.savedQuestion, '2500');
    await typeInto(widget, P.returnQuestion, '3.5');
    const plan = await showPlan(widget);
    await expect(
      widget.getByText(`Or put away ${euro(plan.lumpSumToday)} today instead of saving each month.`),
    ).toBeVisible();
    await expect(widget.getByText(P.withYourPlan).nextElementSibling).toHaveTextContent(
      `${euro(plan.monthlySaving)} a month`,
    );
    // Like with like: the same costs from nothing, what the savings are worth a month, and the range.
    await expect(widget.getByText(P.fromNothing).nextElementSibling).toHaveTextContent(
      `${euro(plan.monthlySavingFromNothing)} a month`,
    );
    await expect(widget.getByText(/^What you have saved and its return are worth/)).toBeVisible();
    await expect(widget.getByText(/^If your savings earn 1.5% or 5.5% a year instead/)).toBeVisible();
  },
};

export const MoreOptions: Story = {
  name: 'Plan: more options (80 % of the costs, a €1,200 grant, own fees, a saving rising 2 % a year)',
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement);
    await typeInto(widget, P.savedQuestion, '2500');
    await typeInto(widget, P.returnQuestion, '3.5');
    await userEvent.click(widget.getByRole('button', { name: P.moreOptions }));
    await userEvent.type(
      widget.getByRole('spinbutton', { name: P.shareQuestion }),
      '{Backspace}{Backspace}{Backspace}80',
    );
    await typeInto(widget, P.grantsQuestion, '1200');
    await userEvent.type(widget.getByRole('spinbutton', { name: P.ownFees }), '4000');
    await typeInto(widget, P.riseQuestion, '2');
    const plan = await showPlan(widget);
    await expect(plan.sharePercent).toBe(80);
    await expect(plan.ownFigures).toEqual(['FEES']);
    await expect(
      widget.getByText(
        `Your saving rises 2% each year, to ${euro(plan.finalMonthlySaving)} a month before college starts.`,
      ),
    ).toBeVisible();
    await expect(widget.getByText(P.shareOfCosts).nextElementSibling).toHaveTextContent('80%');
    await expect(widget.getByText(P.yearlyCosts).nextElementSibling).toHaveTextContent(
      /from your figures and our 2022-2023 figures$/,
    );
  },
};

export const RisingCosts: Story = {
  name: 'Plan: rising costs at the assumed 3 %',
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement);
    await userEvent.click(
      within(widget.getByRole('group', { name: P.risingQuestion })).getByRole('radio', { name: 'Yes' }),
    );
    await waitFor(() => expect(widget.getByRole('spinbutton', { name: P.risingRateQuestion })).toHaveValue(3));
    const plan = await showPlan(widget);
    await expect(plan.risingCosts).toBe(true);
    await expect(widget.getByText(`Your target: ${euro(plan.target)} by 1 September 2035.`)).toBeVisible();
  },
};

/** 'Add a child', and the new child's age. */
async function addChild(widget: Widget, age: string) {
  const before = widget.queryAllByRole('group', { name: /^Child \d$/ }).length;
  await userEvent.click(widget.getByRole('button', { name: P.addChild }));
  // The new child's questions show once the widget has drawn them: wait for them rather than for the click.
  await waitFor(() => expect(widget.getAllByRole('group', { name: /^Child \d$/ }).length).toBeGreaterThan(before));
  const child = widget.getAllByRole('group', { name: /^Child \d$/ }).at(-1) as HTMLElement;
  const ageField = within(child).getByRole('spinbutton', { name: 'How old is your child?' });
  await waitFor(() => expect(focusedElement()).toBe(ageField));
  if (age) await userEvent.type(ageField, age);
  return child;
}

export const SecondChildAdded: Story = {
  name: "A second child added (child 1's answers copied but the age)",
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement);
    const child = await addChild(widget, '');
    await expect(within(child).getByRole('spinbutton', { name: 'How old is your child?' })).toHaveValue(null);
    // The copied answers show once the new questions have subscribed to them (the age has the focus before).
    await waitFor(() =>
      expect(within(child).getByRole('radio', { name: 'Fees, accommodation & other expenses' })).toBeChecked(),
    );
    await expect(widget.getByRole('button', { name: 'Remove child 2' })).toBeVisible();
  },
};

export const SecondChildRefused: Story = {
  name: 'A second child without an age refused',
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement);
    const child = await addChild(widget, '');
    await userEvent.click(widget.getByRole('button', { name: P.showPlan }));
    const age = within(child).getByRole('spinbutton', { name: 'How old is your child?' });
    await waitFor(() => expect(focusedElement()).toBe(age));
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(within(child).getByText('Please provide an answer')).toBeVisible();
  },
};

export const FamilyPlan: Story = {
  name: 'Plan: two children from one monthly saving',
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement);
    await addChild(widget, '13');
    await typeInto(widget, P.savedQuestion, '2000');
    await typeInto(widget, P.returnQuestion, '4');
    const plan = await showPlan(widget);
    await expect(plan.children).toHaveLength(2);
    await expect(widget.getByRole('heading', { name: P.childrenCostsHeading })).toBeVisible();
    await expect(
      widget.getByText(`Child 2: ${euro(plan.children[1].totalToPay)} for college`, { exact: false }),
    ).toBeVisible();
    const table = widget.getByRole('table', { name: P.tableCaption });
    await expect(within(table).getAllByText(/^Child 2: −€/).length).toBe(plan.children[1].payments.length);
  },
};

export const SavingThroughCollege: Story = {
  name: 'Plan: saving through college, until the last year is paid',
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement);
    await typeInto(widget, P.savedQuestion, '2000');
    await typeInto(widget, P.returnQuestion, '4');
    await userEvent.click(widget.getByRole('button', { name: P.moreOptions }));
    await userEvent.click(
      within(widget.getByRole('group', { name: P.throughQuestion })).getByRole('radio', { name: 'Yes' }),
    );
    const plan = await showPlan(widget);
    await expect(plan.saveThroughCollege).toBe(true);
    await expect(widget.getByText(/through college until the last year is paid: \d+ payments\.$/)).toBeVisible();
  },
};

export const SetAmountRunsShort: Story = {
  name: 'Plan: what €300 a month covers, and when it runs short',
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement);
    await userEvent.type(widget.getByRole('spinbutton', { name: P.amountQuestion }), '300');
    const plan = await showPlan(widget);
    const coverage = plan.coverage!;
    await expect(coverage.firstShortDate).not.toBeNull();
    const region = within(widget.getByRole('region', { name: 'What €300 a month covers' }));
    await expect(region.getByText(`${coverage.coveredPercent}% of the costs you plan to pay`)).toBeVisible();
    await expect(region.getByText(/^To close the gap, save/)).toBeVisible();
  },
};

export const OnTrack: Story = {
  name: 'Plan: on track (the savings reach the target by themselves)',
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement);
    await typeInto(widget, P.savedQuestion, '60000');
    await typeInto(widget, P.returnQuestion, '4');
    await showPlan(widget);
    await expect(widget.getByText(P.withYourPlan).nextElementSibling).toHaveTextContent(P.onTrack);
    await expect(widget.getByText(P.waitingOnTrack)).toBeVisible();
  },
};

export const EighteenYearOld: Story = {
  name: 'Plan: an 18-year-old (20 months to save, waiting a year leaves 8)',
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement, { ...TYPICAL_ANSWERS, age: 18, years: 2 });
    const plan = await showPlan(widget);
    await expect(plan.monthsToSave).toBe(20);
    const waiting = plan.monthlySavingIfWaitingAYear as { float: number };
    await expect(
      widget.getByText(
        `If you wait a year to start: ${euro(waiting)} a month, ${formatMoney(waiting.float - plan.monthlySaving.float)} a month more.`,
      ),
    ).toBeVisible();
  },
};

export const PlanFailed: Story = {
  name: 'Plan failed (error line)',
  // (Shorter than the first retry's wait, 1000 ms: the first 500 is the last.)
  args: { requestTimeoutMs: 900 },
  parameters: {
    planningApi: 'fail-plan',
    expectedConsoleErrors: ['college-costs-calculator: the savings plan failed \\(graphql\\): HTTP 500 INTERNAL'],
  } satisfies StoryTestParameters,
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement);
    await userEvent.click(widget.getByRole('button', { name: P.showPlan }));
    await expect(await widget.findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  },
};

export const LinkCopied: Story = {
  name: 'Link to the estimate copied',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    await userEvent.click(await widget.findByRole('button', { name: P.copyLink }, { timeout: 5000 }));
    await expect(await widget.findByText(P.linkCopied)).toBeVisible();
    await expect(copied[0]).toMatch(/#ccc-age=10&ccc-course=4&ccc-fees=1&ccc-live=RENTED/);
  },
};

export const LinkToCopyByHand: Story = {
  name: 'Link to the estimate shown to copy by hand (no clipboard)',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('not allowed')) },
    });
    await userEvent.click(await widget.findByRole('button', { name: P.copyLink }, { timeout: 5000 }));
    const field = await widget.findByRole('textbox', { name: P.linkToCopy });
    await expect((field as HTMLInputElement).value).toMatch(/#ccc-age=10/);
  },
};

export const Irish: Story = {
  name: 'In Irish (messages: the ga example set, locale ga-IE), with a plan',
  args: { messageSet: 'ga', locale: 'ga-IE' },
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    const t = gaMessages;
    await userEvent.type(widget.getByRole('spinbutton', { name: t.ageQuestion }), '10');
    await userEvent.click(widget.getByRole('combobox', { name: t.courseQuestion }));
    await userEvent.click(await widget.findByRole('option', { name: 'Blianta: 4' }));
    await userEvent.click(
      within(widget.getByRole('group', { name: t.freeFeesQuestion })).getByRole('radio', { name: t.yes }),
    );
    await userEvent.click(widget.getByRole('combobox', { name: t.accommodationQuestion }));
    await userEvent.click(await widget.findByRole('option', { name: t.accommodationRENTED }));
    // The include choices show once the accommodation is chosen (on a cold page, after the answer rules load).
    await userEvent.click(await widget.findByRole('radio', { name: t.includeAll }));
    await userEvent.click(widget.getByRole('button', { name: t.calculate }));
    await widget.findByRole('heading', { level: 2, name: /^Measaimid go mbeidh ort/ });
    // The plan's part comes with the results (on a cold page, a moment after them).
    await userEvent.click(await widget.findByRole('button', { name: t.planHeading }));
    await userEvent.click(await widget.findByRole('button', { name: t.showPlan }));
    await widget.findByRole('heading', { name: t.planResultHeading });
    await expect(widget.getByRole('table', { name: t.tableCaption })).toBeVisible();
    await expect(
      canvasElement.querySelector('[data-story-widget]')?.shadowRoot?.querySelector('.ccc-root'),
    ).toHaveAttribute('lang', 'ga');
  },
};

export const PhoneLongPlan: Story = {
  name: 'Phone, 320 px: a long plan (a baby, a 7-year course), each year a card',
  render: (args) => (
    <WidthFrame width={320}>
      <CalculatorHost {...args} />
    </WidthFrame>
  ),
  globals: { viewport: { value: 'phone320', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const widget = await openPlanner(canvasElement, { ...TYPICAL_ANSWERS, age: 0, years: 7, freeFees: false });
    await typeInto(widget, P.savedQuestion, '10000');
    await typeInto(widget, P.returnQuestion, '4');
    const plan = await showPlan(widget);
    const frame = canvasElement.querySelector(`[${FRAME_ATTRIBUTE}]`)?.getBoundingClientRect();
    if (!frame) throw new Error('This story has no frame of fixed width');
    const table = widget.getByRole('table', { name: P.tableCaption });
    const [, body] = within(table).getAllByRole('rowgroup');
    const years = within(body).getAllByRole('row');
    await expect(years).toHaveLength(plan.years.length + 1);
    // Every year's balance is inside the 320 px frame, beside the word for it (planner.css draws the column's name).
    for (const year of years) {
      const balance = within(year).getAllByRole('cell').at(-1) as HTMLElement;
      const box = balance.getBoundingClientRect();
      await expect(box.left >= frame.left && box.right <= frame.right).toBe(true);
      await expect(getComputedStyle(balance, '::before').content).toMatch(new RegExp(`^"${P.columnBalance}"`));
    }
    await expect(
      within(years.at(-1) as HTMLElement)
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent(euro(plan.years[plan.years.length - 1].balance));
  },
};

/**
 * 'Compare with another plan' after a plan at 0 %, then the same with 3.5 % a year: the two side by side, the
 * difference in words read with the comparison's heading, which has the focus. Returns the widget and the plans.
 */
async function comparePlans(canvasElement: HTMLElement) {
  const widget = await openPlanner(canvasElement);
  const a = await showPlan(widget);
  await userEvent.click(widget.getByRole('button', { name: P.compareWithAnother }));
  const line = widget.getByText(fill(P.comparingLine, { button: P.showPlan }));
  await waitFor(() => expect(focusedElement()).toBe(line));
  await typeInto(widget, P.returnQuestion, '3.5');
  const b = await showPlan(widget);
  const heading = await widget.findByRole('heading', { name: C.compareHeading });
  await waitFor(() => expect(focusedElement()).toBe(heading));
  // Plan B, earning a return, asks less; the heading is read with the difference in words.
  const [centsA, centsB] = [a.monthlySaving, b.monthlySaving].map((amount) => Math.round(amount.float * 100));
  await expect(describedBy(heading)).toBe(
    fill(C.compareLess, {
      difference: formatMoney((centsA - centsB) / 100),
      share: Math.round(((centsA - centsB) / centsA) * 1000) / 10,
      a: euro(a.monthlySaving),
      b: euro(b.monthlySaving),
    }),
  );
  const table = widget.getByRole('table', { name: C.compareCaption });
  await expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual([C.planA, C.planB]);
  const changed = within(table).getByRole('rowheader', { name: `${P.yearlyReturn} ${C.changed}` });
  const values = within(changed.parentElement as HTMLElement).getAllByRole('cell');
  await expect(values.map((cell) => cell.textContent)).toEqual(['0% a year', '3.5% a year']);
  return { widget, table, a, b };
}

export const TwoPlans: Story = {
  name: 'Two plans side by side (0 % against 3.5 % a year), the return marked as changed',
  play: async ({ canvasElement }) => {
    const { widget } = await comparePlans(canvasElement);
    // The plan's details below are plan B's; the line above the questions says what the next plan is compared with.
    await expect(widget.getByText(/^Comparing with plan A:/)).toBeVisible();
    await expect(widget.getByRole('button', { name: C.keepPlanA })).toBeVisible();
    await expect(widget.getByRole('button', { name: C.keepPlanB })).toBeVisible();
  },
};

export const TwoPlansPhone: Story = {
  name: 'Phone, 320 px: two plans side by side, each label above its two figures, inside the frame',
  render: (args) => (
    <WidthFrame width={320}>
      <CalculatorHost {...args} />
    </WidthFrame>
  ),
  globals: { viewport: { value: 'phone320', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const { table } = await comparePlans(canvasElement);
    const frame = canvasElement.querySelector(`[${FRAME_ATTRIBUTE}]`)?.getBoundingClientRect();
    if (!frame) throw new Error('This story has no frame of fixed width');
    const box = table.getBoundingClientRect();
    await expect(box.left >= frame.left && box.right <= frame.right).toBe(true);
    // Figures right-aligned in their column: plan B's first two amounts (their text, not their cells) end at one edge.
    const textRight = (cell: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getBoundingClientRect().right;
    };
    const [first, second] = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length === 2)
      .map((row) => textRight(within(row).getAllByRole('cell')[1]));
    await expect(Math.abs(first - second)).toBeLessThan(1);
  },
};
