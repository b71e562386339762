/**
 * The empty form before the framework: the build-time HTML of the form (generated/empty-form.ts, rendered from
 * FormView by scripts/prerender-form.ts) put on the page the moment the widget's first module has run, or already
 * in the page's HTML (server-form-html.ts), so a parent can focus the age field and type while Preact, the form
 * library and the dropdowns are still on their way. mount.ts then lets the framework take the form over
 * (hydration: the same elements, so the focus and what was typed stay), at the parent's first use of something
 * only the framework can do, or once the browser is idle.
 *
 * Until then the native controls work as they will: the age field takes digits (the number rules of
 * ui/number-input-rules.ts are applied here too) and the radios can be chosen; handOver() gives both to the
 * framework. A tap or a key on anything else (a dropdown, an information icon, the link) asks for the
 * take-over at once; if the framework has not arrived yet, a control clicked (or a dropdown keyed, but for
 * Escape) is clicked again once it has, unless the parent has moved on to another control (mount.ts), and an
 * information icon still focused or pointed at shows its tooltip then (draw-calculator.tsx). Enter in a field
 * asks for it too, and the framework then makes that submit attempt.
 */
import { emptyFormHtml } from './empty-form-html';
import { rootAttributes } from '../root/root-attributes';
import type { IncludeChoice } from '../form/include-choices';
import { openedWithLink } from '../host/link-target';
import { resultsKeptFor } from '../host/kept-results-key';
import { answerIds, answerOfControl, type AnswerIds } from '../form/answer-ids';
import { choiceId } from '../ui/question-ids';
import { createPointerSettle } from '../form/pointer-settle';
import { pressedDisabledCalculate } from '../form/calculate-press';
import { acceptsNumberText, blocksNumberKey, parseNumberText } from '../ui/number-input-rules';
import type { ResolvedOptions } from '../host/options';
import type { FormAnswers } from '../host/types';
import type { EmptyFormState } from '../form/early-answers';

/** What of the options the empty form shows (the widget's first module gives these before mount() has arrived). */
export type FormOptions = Pick<
  ResolvedOptions,
  'layout' | 'className' | 'messages' | 'feesInfoUrl' | 'style' | 'planner' | 'widget'
>;

/**
 * Whether the build-time form is what the framework would show for these options: any texts, but no inline style
 * on the root (written by the framework only), and not a page opened with a link to an estimate, nor one the
 * parent came back to where this widget showed results (kept-results.ts): those open on the results. Otherwise
 * the widget waits for the framework to render.
 */
export function emptyFormFits(options: Pick<FormOptions, 'style' | 'planner' | 'widget'>): boolean {
  return options.style === undefined && !openedWithLink(options) && !resultsKeptFor(options.widget);
}

/** Keys that operate a control rather than type into the age field. */
const OPERATING_KEYS = /^(Enter| |Spacebar|Arrow\w+|Home|End|PageUp|PageDown|Escape)$/;

export interface EmptyFormShell {
  /**
   * Stops listening and hands over what the parent did; the markup stays for the framework to take over.
   * `includeChoices` are the 'What do you want to include?' choices the form offers before an accommodation is
   * chosen (include-choices.ts, which the framework brings).
   */
  handOver(includeChoices: readonly IncludeChoice[]): EmptyFormState;
  /**
   * Shows options changed before the take-over in the markup they decide (the root's attributes, the 'Not
   * sure?' address): hydration keeps the attributes it finds, so the framework would not write them. Changed
   * texts are left to the framework (EmptyFormState.messages).
   */
  update(options: FormOptions): void;
  /** Stops listening and watching presses (the widget is unmounted before the take-over). */
  stop(): void;
}

/**
 * Writes the root element and the empty form into `container` and listens for the parent. `takeOver` is called
 * when the framework is needed: during the event (so the framework's own handlers see it) for a tap or a key on
 * a control only it can operate, with that control when no click of it follows (askNow); after the event, once
 * the age or a radio has changed.
 */
export function showEmptyForm(
  container: Element,
  options: FormOptions,
  rootId: string | undefined,
  idBase: string,
  takeOver: (control: HTMLElement | null) => void,
): EmptyFormShell {
  const root = container.ownerDocument.createElement('div');
  writeRootAttributes(root, options, rootId);
  root.innerHTML = emptyFormHtml(options, idBase);
  container.replaceChildren(root);
  return listenToEmptyForm(root, options, rootId, idBase, takeOver);
}

/** Writes the root element's attributes for these options (those the markup decides: hydration keeps them). */
function writeRootAttributes(root: HTMLElement, options: FormOptions, rootId: string | undefined): void {
  const attributes = rootAttributes(options, rootId);
  if (attributes.id) root.id = attributes.id;
  root.className = attributes.className;
  root.dir = attributes.dir;
  root.lang = attributes.lang;
}

/**
 * Listens for the parent in an empty form already on the page: the one showEmptyForm() writes, or one that came
 * in the page's HTML (server-form.ts), in which the parent may have typed before any script ran. What the age field
 * holds that it would not take (typed with no script to filter it) is cleared.
 */
export function listenToEmptyForm(
  root: HTMLElement,
  options: FormOptions,
  rootId: string | undefined,
  idBase: string,
  takeOver: (control: HTMLElement | null) => void,
): EmptyFormShell {
  const doc = root.ownerDocument;
  const ids = answerIds(idBase);
  const byId = (id: string) => root.querySelector<HTMLInputElement>(`[id="${id}"]`);
  const age = byId(ids.age.control)!;
  if (!acceptsNumberText(age.value)) age.value = '';
  let ageText = age.value;
  let soon: ReturnType<typeof setTimeout> | undefined;
  let submitAttempted = false;
  const touched = new Set<keyof FormAnswers>();
  const answerOf = (id: string) => answerOfControl(idBase, id);
  // Watching presses from the start, for the framework: a press that began before it took over still holds back
  // the errors that would move the form under the pointer (pointer-settle.ts).
  const pointerSettle = createPointerSettle(doc);
  /**
   * The control is handed over only where no click of it follows: the click itself, or a key on a dropdown.
   * A press, or a key on a button or the link, asks without it; the click the browser makes of it reaches the
   * framework if it has arrived by then (clicking the control again as well would toggle it twice).
   */
  const askNow = (event: Event, clickFollows: boolean) => {
    const control = (event.target as Element).closest<HTMLElement>('[role=combobox],button,a');
    takeOver(clickFollows || control?.localName === 'a' ? null : control);
  };
  // After the event: the key press or the choice has landed before the framework's work begins.
  const changed = () => {
    soon ??= setTimeout(() => takeOver(null));
  };
  // A submit attempt (FormView's), which the framework makes once it can check the answers.
  const attemptSubmit = () => {
    submitAttempted = true;
    takeOver(null);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['keydown', keyListener(age, attemptSubmit, askNow)],
    [
      'input',
      () => {
        if (!acceptsNumberText(age.value)) age.value = ageText;
        ageText = age.value;
        changed();
      },
    ],
    ['change', changed],
    [
      'focusout',
      (event) => {
        const answer = answerOf((event.target as Element).id);
        if (answer) touched.add(answer);
      },
    ],
    // An information icon shows its tooltip on focus: the framework's handler sees the focus if it is here.
    ['focusin', (event) => (event.target as Element).localName === 'button' && askNow(event, true)],
    ['pointerdown', (event) => (event.target as Element).closest('input,label') || askNow(event, true)],
    // A press on Calculate, disabled until the framework has checked the answers, is a submit attempt too.
    ['pointerup', (event) => pressedDisabledCalculate(event, pointerSettle.startedOn()) && attemptSubmit()],
    ['click', (event) => (event.target as Element).closest('input,label') || askNow(event, false)],
    // Calculate is disabled until the framework has checked the answers: nothing submits the form before it.
    ['submit', (event) => event.preventDefault()],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true);

  const stopListening = () => {
    clearTimeout(soon);
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
  };
  return {
    handOver(includeChoices) {
      stopListening();
      return {
        answers: answersIn(byId, ids, includeChoices),
        touched: [...touched],
        focused: answerOf((root.getRootNode() as Document | ShadowRoot).activeElement?.id ?? ''),
        pointerSettle,
        submitAttempted,
        messages: options.messages,
      };
    },
    update(given) {
      writeRootAttributes(root, given, rootId);
      root.querySelector('.ccc-not-sure')?.setAttribute('href', given.feesInfoUrl);
    },
    stop() {
      stopListening();
      pointerSettle.dispose();
    },
  };
}

/**
 * A key in the empty form: a digit or an editing key in the age field lands there (others are blocked); Enter in a
 * field is a submit attempt, prevented, so the framework makes it once, whether it takes over now or later; a key
 * that operates a control asks for the framework.
 */
function keyListener(
  age: HTMLInputElement,
  attemptSubmit: () => void,
  askNow: (event: Event, clickFollows: boolean) => void,
): (event: Event) => void {
  return (event) => {
    const { key } = event as KeyboardEvent;
    const inField = (event.target as HTMLElement).tagName === 'INPUT';
    if (event.target === age && blocksNumberKey(key, false)) event.preventDefault();
    else if (key === 'Enter' && inField) {
      event.preventDefault();
      attemptSubmit();
    }
    // (Escape hands over no control: a dropdown it closes, or one that is closed, is not opened later.)
    else if (key === 'Enter' || (OPERATING_KEYS.test(key) && !inField))
      askNow(event, key === 'Escape' || (event.target as Element).closest('button,a') !== null);
  };
}

/**
 * The answers the native controls hold (`control` finds one by its id): the age, the fees' yes or no and, of `includeChoices`, the one
 * checked. (The dropdowns' answers are the framework's alone.)
 */
function answersIn(
  control: (id: string) => HTMLInputElement | null,
  ids: AnswerIds,
  includeChoices: readonly IncludeChoice[],
): FormAnswers {
  const checked = (id: string) => control(id)?.checked;
  const ageText = control(ids.age.control)!.value;
  const include = includeChoices.find((choice) => checked(choiceId(ids.include, choice.id)));
  return {
    ageOfChild: acceptsNumberText(ageText) ? parseNumberText(ageText) : null,
    courseDuration: null,
    freeFees: checked(choiceId(ids.fees, 'yes')) ? true : checked(choiceId(ids.fees, 'no')) ? false : null,
    accommodation: null,
    costsInclude: include ? include.items : [],
  };
}
