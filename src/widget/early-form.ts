/**
 * The empty form the widget's first module paints (README's snippet, and the module the classic loader imports)
 * before mount() and the rest of the widget have arrived: in each mount point the loader mounts with the options
 * of its data-* attributes, when every one of them passes the check resolveOptions() will make (option-rules.ts),
 * so that mount() will accept them. mount() takes the form over as it is (takeEarlyForm), with what the parent has
 * typed and where the focus is; where it cannot, the mount point gets back what it held (EarlyForm.discard).
 */
import { readOptions } from './data-options';
import { DEFAULT_FEES_INFO_URL, refusedOption, type Layout } from './option-rules';
import { placeWidget, type WidgetPlace } from './widget-place';
import { showEmptyForm, type EmptyFormShell, type FormOptions } from './empty-form-shell';

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

/**
 * Paints the empty form in the mount point `element`, with the options of its data-* attributes over those of
 * `defaults` (the loader's script), unless mount() would refuse them: mount() then says why. Returns whether it did.
 */
export function paintEarlyForm(element: Element, defaults: Element | null): boolean {
  const options = formOptionsOf(readOptions(element, defaults));
  if (!options || earlyForms.has(element)) return false;
  let place: WidgetPlace;
  try {
    place = placeWidget(element, options.isolate, options.nonce);
  } catch {
    return false; // (An element that cannot hold the widget's shadow root: mount() says so.)
  }
  const painted: EarlyFormOptions = { ...options, widget: place.widget };
  let forward: TakeOver | undefined;
  let asked: { control: HTMLElement | null } | undefined;
  const shell = showEmptyForm(place.container, painted, place.rootId, place.idBase, (control) =>
    forward ? forward(control) : (asked = { control }),
  );
  earlyForms.set(element, {
    place,
    shell,
    options: painted,
    adopt(takeOver) {
      forward = takeOver;
      if (asked) takeOver(asked.control);
    },
    discard() {
      shell.stop();
      place.leave();
    },
  });
  return true;
}

/** The form painted early in `element`, if any, handed over once (to mount()). */
export function takeEarlyForm(element: Element): EarlyForm | undefined {
  const form = earlyForms.get(element);
  earlyForms.delete(element);
  return form;
}
