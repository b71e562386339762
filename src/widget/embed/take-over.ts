/**
 * The steps from the painted form to the framework's calculator: show the empty form (or wait), fetch the framework
 * once the form has painted, and draw, over the empty form when it still fits. Each step moves the mount's phase
 * (mount-state.ts).
 */
import { addStylesTo } from '../root/styles';
import emptyFormCss from '../root/styles.css';
import { emptyFormFits, showEmptyForm } from './empty-form-shell';
import { frameworkPart } from './framework-part';
import type { EarlyForm } from './early-form';
import { whenIdle } from '../lib/lazy-part';
import { afterPaint } from '../lib/after-paint';
import { isLive, type MountState } from './mount-state';

/**
 * Draws at once when the framework is here; else paints the empty form (or adopts the one `adopted` painted) when it
 * fits the options, says 'ready', and fetches the framework once that has painted; else fetches it now.
 */
export function startDrawing(state: MountState, adopted: EarlyForm | undefined): void {
  if (frameworkPart.get()) return draw(state);
  if (!emptyFormFits(state.options)) return void arrive(state);
  const askedFor = (control: HTMLElement | null) => frameworkAskedFor(state, control);
  if (adopted) adopted.adopt(askedFor);
  else {
    const { container, rootId, idBase } = state.place;
    const shell = showEmptyForm(container, state.options, rootId, idBase, askedFor);
    state.phase = { name: 'painted', shell, asked: false, wanted: null };
  }
  state.readyAnnounced = true;
  queueMicrotask(() => isLive(state) && state.events.emit('ready', {}));
  // Fetched once the form has been painted: arriving sooner, the framework's evaluation would hold up that paint.
  afterPaint(state.element.ownerDocument.defaultView, () => void arrive(state));
}

/**
 * The parent used something of the empty form only the framework can do: it takes over now if it is here, else as
 * soon as it arrives, and then clicks `control` for them.
 */
function frameworkAskedFor(state: MountState, control: HTMLElement | null): void {
  const { phase } = state;
  if (phase.name === 'painted') phase.asked = true;
  if (frameworkPart.get()) return takeOver(state);
  if (phase.name === 'painted') phase.wanted = control;
  void arrive(state);
}

/**
 * Fetches the framework; once here, it takes over when the browser is idle, or at once when the parent has asked
 * for it or nothing is painted. (A framework that cannot load is said in the console, and the widget leaves:
 * widget-part.ts.)
 */
function arrive(state: MountState): Promise<void> {
  return frameworkPart.load().then(
    () => {
      const { phase } = state;
      if (phase.name === 'painted' && !phase.asked) whenIdle(() => takeOver(state));
      else takeOver(state);
    },
    () => undefined,
  );
}

/** The framework's first drawing, unless it has drawn already. */
function takeOver(state: MountState): void {
  if (state.phase.name !== 'drawn') draw(state);
}

/**
 * Renders the calculator with the options of now; the first time over the empty form, when it still fits, with the
 * control the parent asked for clicked. Nothing before the framework is here, nor after unmount().
 */
export function draw(state: MountState): void {
  const loaded = frameworkPart.get();
  const { phase, place } = state;
  if (!isLive(state) || !loaded) return;
  const [{ formStatesCss }, framework] = loaded;
  const painted = phase.name === 'painted' ? phase : undefined;
  const overEmptyForm = painted !== undefined && emptyFormFits(state.options);
  const emptyForm = painted?.shell.handOver(framework.includeChoicesFor(null));
  if (phase.name !== 'drawn') {
    if (!overEmptyForm) place.container.replaceChildren();
    // The styles of what only the framework draws join the empty form's before it draws: one stylesheet in place
    // of the empty form's (removed once it is replaced).
    const releaseEmptyForm = place.releaseStyles;
    place.releaseStyles = addStylesTo(place.root.node, state.options.nonce, emptyFormCss + formStatesCss);
    releaseEmptyForm();
  }
  state.phase = { name: 'drawn' };
  const { options, events, readyAnnounced } = state;
  const props = { options, rootId: place.rootId, emit: events.emit, idBase: place.idBase, emptyForm, readyAnnounced };
  framework.drawCalculator(place.container, place.root, props, overEmptyForm);
  clickWanted(place.container, painted?.wanted);
}

/** Clicks the control the parent asked for, unless they have moved on to another control of the form since. */
function clickWanted(container: HTMLElement, wanted: HTMLElement | null | undefined): void {
  const focused = (container.getRootNode() as Document | ShadowRoot).activeElement;
  // (Its list would open over what they do.)
  if (wanted?.isConnected && (focused === wanted || !container.contains(focused))) wanted.click();
}

/** Takes the widget away: listeners, the calculator, events and place. `left` when a part could not load. */
export function endMount(state: MountState, left: boolean): void {
  const { phase, place } = state;
  if (phase.name === 'painted') phase.shell.stop();
  if (phase.name === 'drawn') frameworkPart.get()?.[1].clearCalculator(place.container);
  state.phase = { name: 'unmounted', left };
  state.events.clear();
  place.leave();
}
