/**
 * What the stories' play functions do with the widget, as a parent would: by the questions' visible
 * labels, with the mouse or the keyboard, inside the widget's shadow root.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addons } from 'storybook/preview-api';
import { UPDATE_STORY_ARGS } from 'storybook/internal/core-events';
import type { AccommodationType } from '../../src/widget';
import { formatMoney } from '../../src/money';
import { ACCOMMODATION_LABEL, CALCULATE, QUESTION, headline } from '../../src/widget/host/labels';
import { targetYear } from '../../src/widget/form/answers';
import { HOST_ATTRIBUTE, READY_ATTRIBUTE, type CalculatorStoryArgs } from './CalculatorHost';
import { answeringWith, expectedCollegeCost, recordedCalls } from './planning-api';

/** The include choices, by their labels on the form. */
export type IncludeChoiceLabel =
  'Fees only' | 'Fees & other expenses' | 'Fees & accommodation' | 'Fees, accommodation & other expenses';

/** One parent's answers to the five questions. */
export interface StoryAnswers {
  age: number;
  years: number;
  freeFees: boolean;
  accommodation: AccommodationType;
  include: IncludeChoiceLabel;
}

/** The answers most stories use: a ten-year-old, four years, free fees, rented, everything included. */
export const TYPICAL_ANSWERS: StoryAnswers = {
  age: 10,
  years: 4,
  freeFees: true,
  accommodation: 'RENTED',
  include: 'Fees, accommodation & other expenses',
};

/** The widget's shadow root in a story's canvas. */
export function shadowRootIn(canvasElement: HTMLElement): ShadowRoot {
  const host = canvasElement.querySelector(`[${HOST_ATTRIBUTE}]`);
  if (!host?.shadowRoot)
    throw new Error(`No widget is mounted in this story (no [${HOST_ATTRIBUTE}] with a shadow root).`);
  return host.shadowRoot;
}

/** Testing Library queries inside the widget's shadow root. */
const widgetIn = (canvasElement: HTMLElement) => within(shadowRootIn(canvasElement) as unknown as HTMLElement);

export type Widget = ReturnType<typeof widgetIn>;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Once what the widget has just drawn can be used as a parent would: its fields have subscribed to their state
 * (effects that run after the first paint). An answer given within the very first frame, which no person can do,
 * could be lost on a busy machine.
 */
export async function afterFirstPaint(): Promise<void> {
  await nextFrame();
  await nextFrame();
}

/**
 * The widget in a story's canvas, once it can be used as a parent would: it has said 'ready', and the
 * form's fields have subscribed to their state (effects that run after the first paint; a question
 * left within the very first frame would not be marked as visited, which no person can do).
 */
export async function openWidget(canvasElement: HTMLElement): Promise<Widget> {
  await waitFor(() => expect(canvasElement.querySelector(`[${READY_ATTRIBUTE}]`)).not.toBeNull());
  await afterFirstPaint();
  return widgetIn(canvasElement);
}

/**
 * The text of the elements `element` is described by (aria-describedby), looked up in its own root: the
 * widget's ids live in its shadow root, where Testing Library's description matcher does not look.
 */
export function describedBy(element: Element): string {
  const root = element.getRootNode() as Document | ShadowRoot;
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
}

/** The element that has the keyboard focus, looking into shadow roots. */
export function focusedElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const FOCUSABLE = 'input:not([type="hidden"]), button, a[href], select, textarea, [tabindex]';

/** Whether the keyboard's Tab stops at `element` (a radio group is one stop: its checked radio, or its first). */
function isTabStop(element: HTMLElement, root: ParentNode): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert], [hidden]')) return false;
  if (!element.getClientRects().length || getComputedStyle(element).visibility === 'hidden') return false;
  if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
    const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
      (radio) => radio.name === element.name,
    );
    const checked = group.find((radio) => radio.checked);
    return checked ? checked === element : group[0] === element;
  }
  return true;
}

/**
 * Presses Tab (or Shift+Tab) inside the widget: the key goes to the focused element, and the focus
 * moves to the next tab stop in the shadow root, as the browser's sequential navigation does there.
 * (Testing Library's user-event looks for tab stops in the document only, not in shadow roots.)
 */
export async function pressTab(canvasElement: HTMLElement, { shift = false } = {}): Promise<void> {
  const root = shadowRootIn(canvasElement);
  const current = focusedElement() as HTMLElement | null;
  const stops = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => isTabStop(element, root));
  const index = current ? stops.indexOf(current) : -1;
  const next = shift ? stops[index < 0 ? stops.length - 1 : index - 1] : stops[index + 1];
  const key = { key: 'Tab', code: 'Tab', shiftKey: shift, bubbles: true, composed: true, cancelable: true };
  const proceed = (current ?? document.body).dispatchEvent(new KeyboardEvent('keydown', key));
  if (proceed) {
    if (next) next.focus();
    else current?.blur();
  }
  (next ?? document.body).dispatchEvent(new KeyboardEvent('keyup', key));
  // Let the widget's state updates render before the next step.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Chooses `option` in the dropdown labelled `question`, by mouse. */
export async function choose(widget: Widget, question: string, option: string): Promise<void> {
  await userEvent.click(widget.getByRole('combobox', { name: question }));
  await userEvent.click(await widget.findByRole('option', { name: option }));
  await waitFor(() => expect(widget.getByRole('combobox', { name: question })).toHaveTextContent(option));
}

/** Answers the five questions by mouse and keyboard as a parent would. */
export async function answerQuestions(widget: Widget, answers: StoryAnswers): Promise<void> {
  const age = widget.getByRole('spinbutton', { name: QUESTION.ageOfChild }) as HTMLInputElement;
  await userEvent.type(age, `${'{Backspace}'.repeat(age.value.length)}${answers.age}`);
  await choose(widget, QUESTION.courseDuration, `${answers.years} years`);
  const fees = widget.getByRole('group', { name: QUESTION.freeFees });
  await userEvent.click(within(fees).getByRole('radio', { name: answers.freeFees ? 'Yes' : 'No' }));
  await choose(widget, QUESTION.accommodation, ACCOMMODATION_LABEL[answers.accommodation]);
  const include = await widget.findByRole('radio', { name: answers.include });
  await userEvent.click(include);
  await waitFor(() => expect(include).toBeChecked());
}

/** The Calculate button. */
export const calculateButton = (widget: Widget) => widget.getByRole('button', { name: CALCULATE });

/**
 * Answers, presses Calculate and waits for the results; checks the call the widget sent carried the
 * answers and that the headline shows what the planning API answered. Returns what it answered.
 */
export async function calculate(widget: Widget, answers: StoryAnswers, currencySymbol = '€') {
  await answerQuestions(widget, answers);
  await waitFor(() => expect(calculateButton(widget)).toBeEnabled());
  await userEvent.click(calculateButton(widget));
  const heading = await widget.findByRole('heading', { level: 2 }, { timeout: 5000 });
  const [call] = recordedCalls();
  await expect(call.variables).toMatchObject({
    ageOfChild: answers.age,
    courseDuration: answers.years,
    eligibleForFreeTuitionFees: answers.freeFees,
    accommodation: answers.accommodation,
  });
  const cost = expectedCollegeCost(
    call.variables,
    (call.variables.userId as string | null) ?? null,
    answeringWith() === 'at-cap',
  );
  await expect(heading).toHaveTextContent(
    headline(formatMoney(cost.total.float, currencySymbol), targetYear(cost.targetDate)),
  );
  return cost;
}

/** Waits until `predicate` holds (Testing Library's waitFor with a message of our own). */
export async function eventually(what: string, predicate: () => boolean): Promise<void> {
  await waitFor(() => {
    if (!predicate()) throw new Error(`Still waiting: ${what}`);
  });
}

/** Changes controls of the story `storyId` as a designer does in the Controls panel (Storybook re-renders it). */
export function changeControls(storyId: string, updatedArgs: Partial<CalculatorStoryArgs>): void {
  addons.getChannel().emit(UPDATE_STORY_ARGS, { storyId, updatedArgs });
}
