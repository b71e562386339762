import { resolveOptions, type CalculatorOptions } from '../host/options';
import type { CalculatorEventName, CalculatorListener } from '../host/events';
import { leaveWhenPartsFail } from '../parts/widget-part';
import { createMountState, isLive, resolveMount, warnIfNoToken, type MountState } from './mount-state';
import { draw, endMount, startDrawing } from './take-over';

/** What mount() returns. */
export interface CalculatorHandle {
  /** Changes some options; the rest keep their values. Throws, and changes nothing, on a bad option. */
  update(options: Partial<CalculatorOptions>): void;
  /** Removes the widget and everything it added: markup, styles, listeners and timers; aborts a running call. */
  unmount(): void;
  /**
   * Listens to 'ready', 'calculated', 'error' or 'add-goal' (README "Events"); returns the function that
   * stops listening. The same events are dispatched on the mount element as 'college-costs:<name>'.
   */
  on<K extends CalculatorEventName>(name: K, listener: CalculatorListener<K>): () => void;
}

const mounted = new WeakMap<Element, CalculatorHandle>();

/**
 * Renders the calculator into `element`: by default inside an open shadow root, so the host page's CSS
 * cannot reach it. Mounting again on the same element replaces the first widget.
 * Throws an Error naming the option when an option is wrong.
 */
export function mount(element: Element, options: CalculatorOptions): CalculatorHandle {
  if (typeof Element === 'undefined' || !(element instanceof Element)) {
    throw new TypeError(
      `college-costs-calculator: mount(element, options) needs a DOM element as its first argument; got ${element === null ? 'null' : typeof element}.`,
    );
  }
  const given = { ...options };
  // The empty form the first module painted here, or the page's HTML holds here (early-form.ts): taken over when it
  // fits, else removed; and the options, or an OptionError once it has gone.
  const { options: resolved, early } = resolveMount(element, given);
  mounted.get(element)?.unmount();
  const { state, adopted } = createMountState(element, given, resolved, early);
  queueMicrotask(() => warnIfNoToken(state));
  startDrawing(state, adopted);
  const handle = createHandle(state);
  mounted.set(element, handle);
  return handle;
}

/** The handle of a mounted widget: update(), on() and unmount() over its state. */
function createHandle(state: MountState): CalculatorHandle {
  const end = (left: boolean) => {
    if (!isLive(state)) return;
    stopWatchingParts();
    endMount(state, left);
    if (!left && mounted.get(state.element) === handle) mounted.delete(state.element);
  };
  const handle: CalculatorHandle = {
    update: (partial) => updateState(state, partial),
    on: (name, listener) => state.events.on(name, listener),
    unmount: () => end(false),
  };
  /**
   * A part the form needs could not load (widget-part.ts): the host hears why ('error'), and the widget leaves as
   * unmount() takes it away, giving the mount point back what it held. The handle stays the element's: a host's
   * later update() (a React component's, a queued call) does nothing rather than throw.
   */
  const stopWatchingParts = leaveWhenPartsFail({
    needs: () => state.options,
    leave(failure) {
      state.events.emit('error', failure);
      end(true);
    },
  });
  return handle;
}

/** The handle's update(): the options changed (or an OptionError, changing nothing), shown in what is on the page. */
function updateState(state: MountState, partial: Partial<CalculatorOptions>): void {
  const { phase } = state;
  if (phase.name === 'unmounted' && phase.left) return;
  if (phase.name === 'unmounted') throw new Error('college-costs-calculator: update() was called after unmount().');
  const next = { ...state.given, ...partial };
  const resolved = resolveOptions(next, state.options.widget);
  if (resolved.isolate !== state.options.isolate) {
    throw new Error('college-costs-calculator: option "isolate" cannot change after mount(); unmount and mount again.');
  }
  state.options = resolved;
  state.given = next;
  warnIfNoToken(state);
  if (phase.name === 'painted') phase.shell.update(resolved);
  draw(state);
}

/** The widget mounted on `element`, if any (whatever a caller passed as the element). */
const mountedOn = (element: Element): CalculatorHandle | undefined =>
  typeof element === 'object' && element !== null ? mounted.get(element) : undefined;

/** The widget mounted on `element`; throws a clear error when there is none (loader commands use these). */
function handleOf(element: Element, command: string): CalculatorHandle {
  const handle = mountedOn(element);
  if (!handle) {
    throw new TypeError(
      `college-costs-calculator: ${command}(element, …) needs an element the widget is mounted on; mount() it first.`,
    );
  }
  return handle;
}

/** update(element, options): the same as the handle's update(), for the loader's queue and the script tag. */
export function update(element: Element, options: Partial<CalculatorOptions>): void {
  handleOf(element, 'update').update(options);
}

/** unmount(element): removes the widget mounted on `element`, if any. */
export function unmount(element: Element): void {
  mountedOn(element)?.unmount();
}

/** on(element, name, listener): the same as the handle's on(). */
export function on<K extends CalculatorEventName>(
  element: Element,
  name: K,
  listener: CalculatorListener<K>,
): () => void {
  return handleOf(element, 'on').on(name, listener);
}
