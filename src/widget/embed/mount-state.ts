/**
 * One mounted widget's state, in one record: its options, its place, and where it is in its life (the phase).
 * mount() makes it; the steps of take-over.ts move its phase along, one way: painted → drawn, or waiting → drawn,
 * and any of them → unmounted.
 */
import { resolveOptions, type CalculatorOptions, type ResolvedOptions } from '../host/options';
import { createEmitter, type Emitter } from '../host/events';
import { placeWidget, serverFormPlace, type WidgetPlace } from './widget-place';
import { serverForm, takeEarlyForm, type EarlyForm } from './early-form';
import { emptyFormFits, type EmptyFormShell } from './empty-form-shell';

export type Phase =
  /**
   * The empty form is on the page and the framework is not: `asked` once the parent used something only the
   * framework can do; `wanted` is the control to click for them once it has taken over.
   */
  | { name: 'painted'; shell: EmptyFormShell; asked: boolean; wanted: HTMLElement | null }
  /** Nothing painted: the framework renders the widget when it arrives (options the empty form cannot show). */
  | { name: 'waiting' }
  /** The framework has drawn the calculator. */
  | { name: 'drawn' }
  /** Gone: by unmount(), or `left` because a part the form needs could not load (the handle then stays quiet). */
  | { name: 'unmounted'; left: boolean };

export interface MountState {
  element: Element;
  place: WidgetPlace;
  events: Emitter;
  /** The options as the host gave them (update() merges into these), and as resolved. */
  given: CalculatorOptions;
  options: ResolvedOptions;
  phase: Phase;
  /** 'ready' was emitted with the painted form: the framework does not emit it again. */
  readyAnnounced: boolean;
  warnedNoToken: boolean;
}

/** The options resolved, and the early form (the first module's, or the page's HTML) for this element, if any. */
export function resolveMount(
  element: Element,
  given: CalculatorOptions,
): { options: ResolvedOptions; early: EarlyForm | undefined } {
  const early = takeEarlyForm(element);
  try {
    const options = resolveOptions(given);
    return { options, early: early ?? serverForm(element, options) };
  } catch (error) {
    // Refused: the form painted here leaves, and the mount point gets back what it held.
    if (early) early.discard();
    else serverFormPlace(element)?.leave();
    throw error;
  }
}

/**
 * The early form, when it is this widget's empty form: in the same kind of root, with the same styles, and fitting
 * these options (the attributes and texts its options decide are brought up to date by the caller). Otherwise it
 * leaves.
 */
function adoptable(early: EarlyForm | undefined, options: ResolvedOptions): EarlyForm | undefined {
  if (!early) return undefined;
  const fits =
    early.options.isolate === options.isolate &&
    early.options.nonce === options.nonce &&
    emptyFormFits({ ...options, widget: early.place.widget });
  if (fits) return early;
  early.discard();
  return undefined;
}

/** The widget's state in `element`: in the early form's place when it can be adopted, in a new place otherwise. */
export function createMountState(
  element: Element,
  given: CalculatorOptions,
  resolved: ResolvedOptions,
  early: EarlyForm | undefined,
): { state: MountState; adopted: EarlyForm | undefined } {
  const adopted = adoptable(early, resolved);
  const place = adopted?.place ?? placeWidget(element, resolved.isolate, resolved.nonce);
  const options = { ...resolved, widget: place.widget };
  adopted?.shell.update(options);
  const phase: Phase = adopted
    ? { name: 'painted', shell: adopted.shell, asked: false, wanted: null }
    : { name: 'waiting' };
  const events = createEmitter(element);
  return {
    state: { element, place, events, given, options, phase, readyAnnounced: false, warnedNoToken: false },
    adopted,
  };
}

export const isLive = (state: MountState): boolean => state.phase.name !== 'unmounted';

/**
 * Says once, in the console, that "userId" without "authToken" will be refused. (At mount it waits for the calls
 * made with this one: the loader's queue mounts with a data-user-id, then gives the token in the host's next call,
 * as docs/embedding.md says to.)
 */
export function warnIfNoToken(state: MountState): void {
  const { userId, authToken } = state.options;
  if (!userId || authToken !== null || state.warnedNoToken || !isLive(state)) return;
  state.warnedNoToken = true;
  console.warn(
    'college-costs-calculator: "userId" is set without "authToken"; the planning API will refuse the calculation as unauthenticated. Pass authToken (the session token, or a function returning it).',
  );
}
