import { resolveOptions, type CalculatorOptions, type ResolvedOptions } from './options';
import { addStylesTo } from './styles';
import emptyFormCss from './styles.css';
import { createEmitter, type CalculatorEventName, type CalculatorListener } from './events';
import { placeWidget, serverFormPlace } from './widget-place';
import { serverForm, takeEarlyForm } from './early-form';
import { includeChoicesFor } from './include-choices';
import { emptyFormFits, showEmptyForm, type EmptyFormShell } from './empty-form-shell';
import { frameworkPart } from './framework-part';
import { leaveWhenPartsFail } from './widget-part';
import { whenIdle } from './lib/lazy-part';
import { afterPaint } from './lib/after-paint';

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
  // The empty form the widget's first module may have painted here, or the page's HTML holds here (early-form.ts):
  // taken over, or removed.
  let early = takeEarlyForm(element);
  let given: CalculatorOptions = { ...options };
  let resolved: ResolvedOptions;
  try {
    resolved = resolveOptions(given);
  } catch (error) {
    if (early) early.discard();
    else serverFormPlace(element)?.leave();
    throw error;
  }
  early ??= serverForm(element, resolved);
  mounted.get(element)?.unmount();
  let warnedNoToken = false;
  const warnIfNoToken = () => {
    if (resolved.userId && resolved.authToken === null && !warnedNoToken) {
      warnedNoToken = true;
      console.warn(
        'college-costs-calculator: "userId" is set without "authToken"; the planning API will refuse the calculation as unauthenticated. Pass authToken (the session token, or a function returning it).',
      );
    }
  };
  const events = createEmitter(element);

  // The early form is this widget's empty form when it is in the same kind of root, with the same styles (the
  // attributes and texts its options decide are brought up to date below, as update() does before the take-over).
  const adopted =
    early &&
    early.options.isolate === resolved.isolate &&
    early.options.nonce === resolved.nonce &&
    emptyFormFits({ ...resolved, widget: early.place.widget })
      ? early
      : early?.discard();
  const place = adopted?.place ?? placeWidget(element, resolved.isolate, resolved.nonce);
  const { container, root, rootId, idBase } = place;
  const widget = place.widget;
  resolved = { ...resolved, widget };
  adopted?.shell.update(resolved);

  // Until the framework has arrived, the empty form's build-time HTML stands in for it (empty-form-shell.ts).
  let live = true;
  // Once the calls made with this one have run (and only for a mount that holds its place): the loader's queue mounts
  // a mount point with its data-user-id, then gives the token in the host's next call ('update', element,
  // { authToken }), as docs/embedding.md says to.
  queueMicrotask(() => live && warnIfNoToken());
  let drawn = false;
  let shell: EmptyFormShell | null = adopted?.shell ?? null;
  let readyAnnounced = false;
  let takeOverWanted = false;
  /**
   * The control a tap or key asked for before the framework was here: clicked once it has taken over, unless the
   * focus is on another control of the form by then.
   */
  let wanted: HTMLElement | null = null;
  /** Renders the calculator with the options of now; the first time, over the empty form when it still fits. */
  const draw = () => {
    const loaded = frameworkPart.get();
    if (!live || !loaded) return;
    const [{ formStatesCss }, framework] = loaded;
    const overEmptyForm = !drawn && shell !== null && emptyFormFits(resolved);
    const emptyForm = shell?.handOver(includeChoicesFor(null));
    shell = null;
    if (!drawn && !overEmptyForm) container.replaceChildren();
    if (!drawn) {
      // The styles of what only the framework draws join the empty form's before it draws: one stylesheet, the
      // one the widget had before they were split, in place of the empty form's (removed once it is replaced).
      const releaseEmptyForm = place.releaseStyles;
      place.releaseStyles = addStylesTo(root.node, resolved.nonce, emptyFormCss + formStatesCss);
      releaseEmptyForm();
    }
    drawn = true;
    framework.drawCalculator(
      container,
      root,
      {
        options: resolved,
        rootId,
        emit: events.emit,
        idBase,
        emptyForm,
        readyAnnounced,
      },
      overEmptyForm,
    );
    // (Not once the parent has moved on to another control of the form: its list would open over what they do.)
    const focused = (container.getRootNode() as Document | ShadowRoot).activeElement;
    if (wanted?.isConnected && (focused === wanted || !container.contains(focused))) wanted.click();
    wanted = null;
  };
  const takeOver = () => {
    if (!drawn) draw();
  };
  // (A framework that cannot load is said in the console, and the widget leaves: leaveWhenPartsFail below.)
  const arrive = () =>
    frameworkPart.load().then(
      () => (shell && !takeOverWanted ? whenIdle(takeOver) : takeOver()),
      () => undefined,
    );
  if (frameworkPart.get()) draw();
  else {
    if (emptyFormFits(resolved)) {
      const askedFor = (control: HTMLElement | null) => {
        takeOverWanted = true;
        if (frameworkPart.get()) takeOver();
        else {
          wanted = control;
          void arrive();
        }
      };
      if (adopted) adopted.adopt(askedFor);
      else shell = showEmptyForm(container, resolved, rootId, idBase, askedFor);
      readyAnnounced = true;
      queueMicrotask(() => live && events.emit('ready', {}));
      // Fetched once the form has been painted: arriving sooner, the framework's evaluation would hold up that paint.
      afterPaint(element.ownerDocument.defaultView, () => void arrive());
    } else void arrive();
  }

  const handle: CalculatorHandle = {
    update(partial) {
      if (left) return;
      if (!live) throw new Error('college-costs-calculator: update() was called after unmount().');
      const next = { ...given, ...partial };
      const nextResolved = resolveOptions(next, widget);
      if (nextResolved.isolate !== resolved.isolate) {
        throw new Error(
          'college-costs-calculator: option "isolate" cannot change after mount(); unmount and mount again.',
        );
      }
      resolved = nextResolved;
      given = next;
      warnIfNoToken();
      shell?.update(resolved);
      draw();
    },
    on(name, listener) {
      return events.on(name, listener);
    },
    unmount() {
      if (!live) return;
      live = false;
      stopWatchingParts();
      shell?.stop();
      if (drawn) frameworkPart.get()?.[1].clearCalculator(container);
      events.clear();
      place.leave();
      if (mounted.get(element) === handle) mounted.delete(element);
    },
  };
  mounted.set(element, handle);
  /**
   * Set once a part the form needs could not load (widget-part.ts): the host heard why ('error'), and the widget left
   * as unmount() takes it away, giving the mount point back what it held. The handle stays the element's: a host's
   * later update() (a React component's, a queued call) does nothing rather than throw.
   */
  let left = false;
  const stopWatchingParts = leaveWhenPartsFail({
    needs: () => resolved,
    leave(failure) {
      events.emit('error', failure);
      handle.unmount();
      left = true;
      mounted.set(element, handle);
    },
  });
  return handle;
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
