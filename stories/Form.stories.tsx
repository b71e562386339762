/**
 * The form view: the five questions and Calculate, in every state a parent can bring it to.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import {
  CALCULATING,
  CALCULATION_FAILED,
  HINT,
  QUESTION,
  SERVICE_DOWN,
  dropdownStatusMessage,
} from '../src/widget/host/labels';
import { MESSAGE } from '../src/widget/form/validation';
import { ERROR_SUMMARY_MESSAGES } from '../src/widget/form/error-summary-messages';
import { gaMessages } from '../examples/messages-ga.js';
import { CalculatorHost } from './support/CalculatorHost';
import { calculatorStories } from './support/calculator-stories';
import {
  TYPICAL_ANSWERS,
  answerQuestions,
  calculate,
  calculateButton,
  choose,
  describedBy,
  focusedElement,
  openWidget,
  pressTab,
  type Widget,
} from './support/play';
import { recordedCalls } from './support/planning-api';
import type { StoryTestParameters } from '../.storybook/preview';

const meta = {
  title: 'Calculator/Form',
  // No page of every state at once (each would run): the widget's docs page is stories/Widget.mdx.
  tags: ['!autodocs'],
  ...calculatorStories,
} satisfies Meta<typeof CalculatorHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const age = (widget: Widget) => widget.getByRole('spinbutton', { name: QUESTION.ageOfChild });

/** The error shown under a question, tied to its control by aria-describedby. */
async function expectError(control: HTMLElement, message: string) {
  await waitFor(() => expect(describedBy(control)).toBe(`Error: ${message}`));
}

/** Focuses a question's control and leaves the question unanswered with Tab (past its help link, if any). */
async function visitAndLeave(canvasElement: HTMLElement, control: HTMLElement) {
  const question = control.closest('.ccc-question');
  control.focus();
  do await pressTab(canvasElement);
  while (question?.contains(focusedElement()));
}

/** The parent visits a question and leaves it unanswered: it says an answer is needed. */
const leftUnanswered =
  (role: 'spinbutton' | 'combobox' | 'group', question: string): Story['play'] =>
  async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    const described = widget.getByRole(role, { name: question });
    // A group of radios is entered at its first radio.
    const control = role === 'group' ? within(described).getAllByRole('radio')[0] : described;
    await visitAndLeave(canvasElement, control);
    await expectError(described, MESSAGE.required);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
  };

export const EmptyForm: Story = {
  name: 'Empty form',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await expect(age(widget)).toHaveAttribute('placeholder', 'Enter age');
    await expect(widget.getByRole('combobox', { name: QUESTION.courseDuration })).toHaveTextContent('Select an option');
    await expect(widget.getByRole('combobox', { name: QUESTION.accommodation })).toHaveTextContent('Select an option');
    await expect(widget.getByRole('link', { name: /I'm not sure/ })).toHaveAttribute('target', '_blank');
    await expect(calculateButton(widget)).toBeDisabled();
    await expect(widget.queryByText(MESSAGE.required)).toBeNull();
  },
};

/** The error summary at the top of the form, once it shows: the element that takes the focus, and its links. */
async function errorSummary(widget: Widget, heading = ERROR_SUMMARY_MESSAGES.errorSummaryHeading) {
  const box = (await widget.findByRole('heading', { name: heading })).closest<HTMLElement>('[tabindex]');
  return { box, links: within(box as HTMLElement).getAllByRole('link') };
}

export const EveryQuestionUnanswered: Story = {
  name: 'Every question unanswered (Enter pressed): the error summary',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await userEvent.click(age(widget));
    await userEvent.keyboard('{Enter}');
    await expectError(age(widget), MESSAGE.required);
    await expect(widget.getAllByText(MESSAGE.required)).toHaveLength(5);
    // 'There is a problem' at the top of the form, with a link to each question, takes the focus.
    const { box, links } = await errorSummary(widget);
    await waitFor(() => expect(focusedElement()).toBe(box));
    await expect(links.map((link) => link.textContent)).toEqual(
      Object.values(QUESTION).map((question) => `${question} ${MESSAGE.required}`),
    );
  },
};

export const ErrorSummaryAfterCalculatePressed: Story = {
  name: 'Calculate pressed on an incomplete form: the error summary, Calculate still disabled',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await userEvent.type(age(widget), '25');
    await choose(widget, QUESTION.courseDuration, '4 years');
    // A disabled button gets no click: the press is its pointer going down and up on it.
    await userEvent.pointer({ keys: '[MouseLeft]', target: calculateButton(widget) });
    const { box, links } = await errorSummary(widget);
    await waitFor(() => expect(focusedElement()).toBe(box));
    await expect(links.map((link) => link.textContent)).toEqual([
      `${QUESTION.ageOfChild} ${MESSAGE.tooOld}`,
      `${QUESTION.freeFees} ${MESSAGE.required}`,
      `${QUESTION.accommodation} ${MESSAGE.required}`,
      `${QUESTION.costsInclude} ${MESSAGE.required}`,
    ]);
    await expect(calculateButton(widget)).toBeDisabled();
    // A link takes the parent to its question.
    await userEvent.click(links[0]);
    await waitFor(() => expect(focusedElement()).toBe(age(widget)));
  },
};

export const ErrorSummaryInIrish: Story = {
  name: 'The error summary in Irish',
  args: { messageSet: 'ga' },
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: widget.getByRole('button', { name: gaMessages.calculate as string }),
    });
    const { box, links } = await errorSummary(widget, gaMessages.errorSummaryHeading as string);
    await waitFor(() => expect(focusedElement()).toBe(box));
    await expect(links[0]).toHaveTextContent(`${gaMessages.ageQuestion} ${gaMessages.errorRequired}`);
    await expect(links).toHaveLength(5);
  },
};

export const AgeLeftEmpty: Story = {
  name: 'Age: left empty',
  play: leftUnanswered('spinbutton', QUESTION.ageOfChild),
};

export const AgeOver18: Story = {
  name: 'Age: over 18',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await userEvent.type(age(widget), '25');
    await pressTab(canvasElement);
    await expectError(age(widget), MESSAGE.tooOld);
  },
};

export const AgeBelowZero: Story = {
  name: 'Age: below 0',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await userEvent.type(age(widget), '-1');
    await pressTab(canvasElement);
    await expectError(age(widget), MESSAGE.tooYoung);
  },
};

export const AgeNotWholeYears: Story = {
  name: 'Age: not in whole years (pasted)',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    // The '.' key is blocked, so a decimal only arrives by pasting.
    await userEvent.type(age(widget), '4.5');
    await expect(age(widget)).toHaveValue(45);
    // What pasting '4.5' does to the field: its value changes and it hears an input event.
    await userEvent.keyboard('{Backspace}{Backspace}');
    fireEvent.input(age(widget), { target: { value: '4.5' }, inputType: 'insertFromPaste' });
    await expect(age(widget)).toHaveValue(4.5);
    await pressTab(canvasElement);
    await expectError(age(widget), MESSAGE.wholeYears);
  },
};

export const CourseLengthUnanswered: Story = {
  name: 'Course length: unanswered',
  play: leftUnanswered('combobox', QUESTION.courseDuration),
};

export const FreeFeesUnanswered: Story = {
  name: 'Free fees: unanswered',
  play: leftUnanswered('group', QUESTION.freeFees),
};

export const AccommodationUnanswered: Story = {
  name: 'Accommodation: unanswered',
  play: leftUnanswered('combobox', QUESTION.accommodation),
};

export const IncludeUnanswered: Story = {
  name: 'What to include: unanswered',
  play: leftUnanswered('group', QUESTION.costsInclude),
};

const includeChoices = (widget: Widget) =>
  within(widget.getByRole('group', { name: QUESTION.costsInclude }))
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);

export const IncludeChoicesAtHome: Story = {
  name: "Include choices: living 'At home'",
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await choose(widget, QUESTION.accommodation, 'At home');
    await waitFor(() => expect(includeChoices(widget)).toEqual(['Fees only', 'Fees & other expenses']));
  },
};

export const IncludeChoicesAwayFromHome: Story = {
  name: 'Include choices: student or rented accommodation',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    const away = ['Fees only', 'Fees & accommodation', 'Fees, accommodation & other expenses'];
    await choose(widget, QUESTION.accommodation, 'At home');
    await choose(widget, QUESTION.accommodation, 'Student accommodation');
    await waitFor(() => expect(includeChoices(widget)).toEqual(away));
    await choose(widget, QUESTION.accommodation, 'At home');
    await choose(widget, QUESTION.accommodation, 'Rented accommodation');
    await waitFor(() => expect(includeChoices(widget)).toEqual(away));
  },
};

export const DropdownOpenHighlighted: Story = {
  name: 'Dropdown open, an item highlighted (keyboard)',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    const course = widget.getByRole('combobox', { name: QUESTION.courseDuration });
    course.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(course).toHaveAttribute('aria-expanded', 'true'));
    const options = await widget.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '2 years',
      '3 years',
      '4 years',
      '5 years',
      '6 years',
      '7 years',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const highlighted = widget.getByRole('option', { name: '4 years' });
    await waitFor(() => expect(course).toHaveAttribute('aria-activedescendant', highlighted.id));
    await expect(highlighted).toHaveClass('ccc-select-option--highlighted');
    await expect(widget.getAllByRole('status').some((s) => s.textContent === dropdownStatusMessage(true, 6))).toBe(
      true,
    );
  },
};

export const TooltipShown: Story = {
  name: 'Tooltip shown (keyboard focus)',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    age(widget).focus();
    await pressTab(canvasElement); // course length
    await pressTab(canvasElement); // the 'About free fees' icon
    const icon = widget.getByRole('button', { name: 'About free fees' });
    await waitFor(() => expect(focusedElement()).toBe(icon));
    const tooltip = await widget.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(HINT.freeFees);
    await expect(icon).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ReadyToCalculate: Story = {
  name: 'Every question answered',
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await answerQuestions(widget, TYPICAL_ANSWERS);
    await waitFor(() => expect(calculateButton(widget)).toBeEnabled());
    await expect(widget.queryByText(MESSAGE.required)).toBeNull();
  },
};

/** Answers and presses Enter on Calculate, keeping the keyboard focus in the form. */
async function submitByKeyboard(widget: Widget) {
  await answerQuestions(widget, TYPICAL_ANSWERS);
  calculateButton(widget).focus();
  await userEvent.keyboard('{Enter}');
}

/** Answers, presses Enter on Calculate and returns the error line once it shows; with `busyFirst`, the spinner shows first. */
async function errorLineAfterCalculate(widget: Widget, { busyFirst = false } = {}) {
  await submitByKeyboard(widget);
  if (busyFirst) await expect(await widget.findByText(CALCULATING)).toBeVisible();
  return widget.findByRole('alert', {}, { timeout: 5000 });
}

export const Calculating: Story = {
  name: 'Calculating (spinner holds the focus)',
  args: { requestTimeoutMs: 600_000 },
  parameters: { planningApi: 'hold' } satisfies StoryTestParameters,
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await submitByKeyboard(widget);
    const spinner = (await widget.findByText(CALCULATING)).closest('[role="status"]');
    await expect(spinner).not.toBeNull();
    await waitFor(() => expect(focusedElement()).toBe(spinner));
    await expect(widget.queryByRole('button', { name: 'Calculate' })).toBeNull();
    // The answers are locked while the call runs.
    await expect(widget.getByRole('spinbutton', { name: QUESTION.ageOfChild })).toBeDisabled();
    // The spinner shows once the call has run SPINNER_DELAY_MS (100 ms; this one is held); the call goes once its
    // part has loaded (on a cold page, a moment later).
    await waitFor(() => expect(recordedCalls()).toHaveLength(1));
  },
};

export const CalculationFailed: Story = {
  name: 'Calculation failed (error line)',
  // (Shorter than the first retry's wait, 1000 ms: the first 500 is the last. 'Planning service down' has retries.)
  args: { requestTimeoutMs: 900 },
  parameters: {
    planningApi: 'fail',
    expectedConsoleErrors: ['college-costs-calculator: the calculation failed \\(graphql\\): HTTP 500 INTERNAL'],
  } satisfies StoryTestParameters,
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await expect(await errorLineAfterCalculate(widget)).toHaveTextContent(CALCULATION_FAILED);
    // The form stays, and the keyboard focus is back on Calculate.
    await waitFor(() => expect(focusedElement()).toBe(calculateButton(widget)));
  },
};

export const ServiceDown: Story = {
  name: 'Planning service down (downtime line, after a retry)',
  // A 503, a wait of 1000 ms, a 503 again; the next wait (1500 to 2500 ms) would end past the deadline.
  args: { requestTimeoutMs: 2500 },
  parameters: {
    planningApi: 'down',
    expectedConsoleErrors: [
      'college-costs-calculator: the calculation failed \\(downtime\\): HTTP 503: the API is down \\(attempt 2\\)',
    ],
  } satisfies StoryTestParameters,
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    // The form stays busy through the wait.
    await expect(await errorLineAfterCalculate(widget, { busyFirst: true })).toHaveTextContent(SERVICE_DOWN);
    await expect(recordedCalls()).toHaveLength(2);
    await waitFor(() => expect(focusedElement()).toBe(calculateButton(widget)));
  },
};

export const CalculationTimedOut: Story = {
  name: 'Calculation timed out',
  args: { requestTimeoutMs: 1500 },
  parameters: {
    planningApi: 'hold',
    expectedConsoleErrors: ['college-costs-calculator: the calculation failed \\(timeout\\): no answer within 1500 ms'],
  } satisfies StoryTestParameters,
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await expect(await errorLineAfterCalculate(widget, { busyFirst: true })).toHaveTextContent(CALCULATION_FAILED);
  },
};

export const PrefilledAfterMakeAChange: Story = {
  name: "Prefilled after 'Make a change'",
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    await userEvent.click(widget.getByRole('button', { name: 'Make a change' }));
    await expect(await widget.findByRole('spinbutton', { name: QUESTION.ageOfChild })).toHaveValue(TYPICAL_ANSWERS.age);
    await expect(widget.getByRole('combobox', { name: QUESTION.courseDuration })).toHaveTextContent('4 years');
    await expect(widget.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(widget.getByRole('combobox', { name: QUESTION.accommodation })).toHaveTextContent(
      'Rented accommodation',
    );
    await expect(widget.getByRole('radio', { name: TYPICAL_ANSWERS.include })).toBeChecked();
    await waitFor(() => expect(focusedElement()).toBe(age(widget)));
  },
};
