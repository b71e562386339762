import { resolveOptions, type CalculatorOptions, type ResolvedOptions } from './options';
import { addStylesTo } from './styles';
import emptyFormCss from './styles.css';
import type { RenderRoot } from './render-root';
import { createEmitter, type CalculatorEventName, type CalculatorListener } from './events';
import { widgetOnPage } from './link-target';
import { emptyFormFits, showEmptyForm, type EmptyFormShell } from './empty-form-shell';
import { frameworkPart } from './framework-part';
import { whenIdle } from './lib/lazy-part';
import { messageOf } from './call-failure';
import { nextId } from './ui/next-id';

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

/** SPEC §2: the widget's element id. */
const ROOT_ID = 'college-costs-calculator';

const mounted = new WeakMap<Element, CalculatorHandle>();
/**
 * The elements of the live widgets by their place on the page: the lowest free place goes to the next widget
 * mounted, so a page that mounts the same widgets in the same order gives each the same place at every load
 * (the name a link to an estimate carries when the element has no id: link-target.ts).
 */
const places: (Element | null)[] = [];
const takePlace = (element: Element): number => {
  const free = places.indexOf(null);
  const place = free < 0 ? places.length : free;
  places[place] = element;
  return place;
};
const leavePlace = (element: Element): void => {
  const place = places.indexOf(element);
  if (place >= 0) places[place] = null;
};

/** Shadow roots this library attached (a shadow root cannot be removed, so a later mount reuses it). */
const ownShadowRoots = new WeakSet<ShadowRoot>();

/**
 * The open shadow root the widget renders into. While no widget is mounted it holds only a <slot>,
 * so whatever the host put inside the element (a loading message, say) shows as before.
 */
function shadowRootOf(element: Element): ShadowRoot {
  const existing = element.shadowRoot;
  if (existing) {
    if (!ownShadowRoots.has(existing)) {
      throw new Error(
        'college-costs-calculator: the mount element already has a shadow root of its own; mount into another element, or pass isolate: false.',
      );
    }
    return existing;
  }
  let shadow: ShadowRoot;
  try {
    shadow = element.attachShadow({ mode: 'open' });
  } catch {
    throw new Error(
      `college-costs-calculator: a <${element.localName}> element cannot hold a shadow root; mount into a <div>, or pass isolate: false.`,
    );
  }
  ownShadowRoots.add(shadow);
  return shadow;
}

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
  let given: CalculatorOptions = { ...options };
  let resolved: ResolvedOptions = resolveOptions(given);
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
  warnIfNoToken();
  const events = createEmitter(element);

  const doc = element.ownerDocument;
  const container = doc.createElement('div');
  container.setAttribute('data-college-costs-container', '');
  let root: RenderRoot;
  let restore: () => void;
  if (resolved.isolate) {
    const shadow = shadowRootOf(element);
    const placeholderSlot = Array.from(shadow.childNodes);
    shadow.replaceChildren(container);
    root = { node: shadow };
    restore = () => shadow.replaceChildren(...(placeholderSlot.length ? placeholderSlot : [doc.createElement('slot')]));
  } else {
    const previousChildren = Array.from(element.childNodes);
    element.replaceChildren(container);
    root = { node: doc };
    restore = () => element.append(...previousChildren);
  }
  let releaseStyles = addStylesTo(root.node, resolved.nonce);
  // Taken once nothing more can throw, so a refused mount holds no place.
  const widget = widgetOnPage(element, takePlace(element));
  resolved = { ...resolved, widget };
  // In the page's own DOM an element already called #college-costs-calculator (the loader's mount
  // point) is the widget's id holder; a second element with that id would be invalid HTML.
  const rootId = resolved.isolate || !element.closest(`#${ROOT_ID}`) ? ROOT_ID : undefined;
  const idBase = nextId('ccc');

  // Until the framework has arrived, the empty form's build-time HTML stands in for it (empty-form-shell.ts).
  let live = true;
  let drawn = false;
  let shell: EmptyFormShell | null = null;
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
    const emptyForm = shell?.handOver();
    shell = null;
    if (!drawn && !overEmptyForm) container.replaceChildren();
    if (!drawn) {
      // The styles of what only the framework draws join the empty form's before it draws: one stylesheet, the
      // one the widget had before they were split, in place of the empty form's (removed once it is replaced).
      const releaseEmptyForm = releaseStyles;
      releaseStyles = addStylesTo(root.node, resolved.nonce, emptyFormCss + formStatesCss);
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
  const arrive = () =>
    frameworkPart.load().then(
      () => (shell && !takeOverWanted ? whenIdle(takeOver) : takeOver()),
      (error: unknown) =>
        console.error(`college-costs-calculator: the calculator could not load (${messageOf(error)}).`),
    );
  if (frameworkPart.get()) draw();
  else {
    if (emptyFormFits(resolved)) {
      shell = showEmptyForm(container, resolved, rootId, idBase, (control) => {
        takeOverWanted = true;
        if (frameworkPart.get()) takeOver();
        else {
          wanted = control;
          void arrive();
        }
      });
      readyAnnounced = true;
      queueMicrotask(() => live && events.emit('ready', {}));
      // Fetched once the form has been painted: arriving sooner, the framework's evaluation would hold up that paint.
      const win = doc.defaultView;
      if (win?.requestAnimationFrame) win.requestAnimationFrame(() => setTimeout(arrive));
      else void arrive();
    } else void arrive();
  }

  const handle: CalculatorHandle = {
    update(partial) {
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
      shell?.stop();
      if (drawn) frameworkPart.get()?.[1].clearCalculator(container);
      events.clear();
      container.remove();
      restore();
      releaseStyles();
      leavePlace(element);
      if (mounted.get(element) === handle) mounted.delete(element);
    },
  };
  mounted.set(element, handle);
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
