/**
 * The empty form the widget's first module paints (README's snippet, and the module the classic loader imports)
 * before mount() and the rest of the widget have arrived: in each mount point the loader mounts with the options
 * of its data-* attributes, when every one of them passes the check resolveOptions() will make (option-rules.ts),
 * so that mount() will accept them. mount() takes the form over as it is (takeEarlyForm), with what the parent has
 * typed and where the focus is; where it cannot, the mount point gets back what it held (EarlyForm.discard).
 */
import { readOptions } from './data-options';
import { DEFAULT_FEES_INFO_URL, refusedOption, type Layout } from '../host/option-rules';
import { placeWidget, serverFormPlace, type WidgetPlace } from './widget-place';
import { listenToEmptyForm, showEmptyForm, type EmptyFormShell, type FormOptions } from './empty-form-shell';
import { resultsKeptFor } from '../host/kept-results-key';

type TakeOver = (control: HTMLElement | null) => void;

/** The options the form was painted with. */
export interface EarlyFormOptions extends FormOptions {
  isolate: boolean;
  nonce: string | undefined;
}

export interface EarlyForm {
  place: WidgetPlace;
  shell: EmptyFormShell;
  options: EarlyFormOptions;
  /** Gives mount() the shell's requests for the framework from now on, and the last one made before, if any. */
  adopt(takeOver: TakeOver): void;
  /** Removes the form: the mount point gets back what it held. */
  discard(): void;
}

const earlyForms = new WeakMap<Element, EarlyForm>();

/** The form's options from a mount point's data-* options; null when resolveOptions() would refuse one. */
function formOptionsOf(given: Record<string, unknown>): Omit<EarlyFormOptions, 'widget'> | null {
  if (refusedOption(given)) return null;
  return {
    layout: (given.layout as Layout | undefined) ?? 'card',
    className: given.className as string | undefined,
    messages: {},
    feesInfoUrl: (given.feesInfoUrl as string | undefined) ?? DEFAULT_FEES_INFO_URL,
    style: undefined,
    planner: false,
    isolate: given.isolate !== false,
    nonce: given.nonce as string | undefined,
  };
}

/** A new place for the widget in `element`; undefined where the element cannot hold it (mount() says why). */
function newPlace(element: Element, options: Pick<EarlyFormOptions, 'isolate' | 'nonce'>): WidgetPlace | undefined {
  try {
    return placeWidget(element, options.isolate, options.nonce);
  } catch {
    return undefined;
  }
}

/**
 * The empty form in `fromPage`, the place of the one the page's HTML holds (server-form-html.ts), else one painted
 * now with these options in a new place. Undefined where the element cannot hold the widget.
 */
function earlyFormIn(
  element: Element,
  options: Omit<EarlyFormOptions, 'widget'>,
  fromPage: WidgetPlace | undefined,
): EarlyForm | undefined {
  const place = fromPage ?? newPlace(element, options);
  if (!place) return undefined;
  // Back on a page where this widget showed results: it opens on them (mount()), with no empty form before.
  if (!fromPage && resultsKeptFor(place.widget)) {
    place.leave();
    return undefined;
  }
  const painted: EarlyFormOptions = { ...options, isolate: place.isolate, widget: place.widget };
  let forward: TakeOver | undefined;
  let asked: { control: HTMLElement | null } | undefined;
  const takeOver: TakeOver = (control) => (forward ? forward(control) : (asked = { control }));
  const { container, rootId, idBase } = place;
  const shell = fromPage
    ? listenToEmptyForm(container.firstElementChild as HTMLElement, painted, rootId, idBase, takeOver)
    : showEmptyForm(container, painted, rootId, idBase, takeOver);
  return {
    place,
    shell,
    options: painted,
    adopt(given) {
      forward = given;
      if (asked) given(asked.control);
    },
    discard() {
      shell.stop();
      place.leave();
    },
  };
}

/**
 * Paints the empty form in the mount point `element` (or takes the one its HTML holds), with the options of its
 * data-* attributes over those of `defaults` (the loader's script), unless mount() would refuse them: mount() then
 * says why. Returns whether it did.
 */
export function paintEarlyForm(element: Element, defaults: Element | null): boolean {
  const options = formOptionsOf(readOptions(element, defaults));
  if (!options || earlyForms.has(element)) return false;
  const form = earlyFormIn(element, options, serverFormPlace(element));
  if (form) earlyForms.set(element, form);
  return form !== undefined;
}

/**
 * The form the page's HTML holds in `element` (server-form-html.ts), written with these options (the texts it
 * was written with are `messages`), ready for mount() to take over; undefined where there is none.
 */
export function serverForm(
  element: Element,
  options: Pick<FormOptions, 'layout' | 'className' | 'messages' | 'feesInfoUrl'> & { nonce?: string },
): EarlyForm | undefined {
  const place = serverFormPlace(element);
  if (!place) return undefined;
  const { layout, className, messages, feesInfoUrl, nonce } = options;
  return earlyFormIn(
    element,
    { layout, className, messages, feesInfoUrl, nonce, style: undefined, planner: false, isolate: place.isolate },
    place,
  );
}

/** The form painted early in `element`, if any, handed over once (to mount()). */
export function takeEarlyForm(element: Element): EarlyForm | undefined {
  const form = earlyForms.get(element);
  earlyForms.delete(element);
  return form;
}
