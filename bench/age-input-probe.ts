/**
 * The in-page half of the load → first input measure (bench/load-to-input.ts): an init script that runs
 * before any of the page's own scripts and times, on the page's clock (performance.now(), from
 * performance.timeOrigin: the navigation's start), when the age field takes a key press.
 *
 * At each animation frame it looks for an enabled, rendered age field: in the document, and in every open
 * shadow root (the widget's; attachShadow is wrapped to collect them, so a frame costs a few
 * querySelector calls, not a walk of every element), and in the declarative shadow roots of the page's <div>s
 * (a form in the page's HTML, which the parser attaches). Once found, it focuses the field, listens for its
 * `input` event and calls the driver's binding with 'ready'; the driver then delivers one real key
 * press and nothing else (no locator, no actionability checks). The `input` event's time, the long tasks
 * that started before it (PerformanceObserver, buffered) and the layout shifts go back through the
 * binding as the report.
 */

/** The binding the probe calls: Runtime.addBinding's name, on the driver's CDP session. */
export const PROBE_BINDING = '__ageInputProbe';

/** The widget's age field (`ccc…-age-input`) and the static form's (`age`). */
const AGE_FIELD = 'input#age, input[id$="-age-input"]';

export interface ProbeReport {
  /** When the probe found the age field enabled and rendered (ms from navigation start). */
  readyAt: number;
  /** When the field's `input` event ran (ms from navigation start). */
  inputAt: number;
  /** The field's value after the key press, and its label: the driver checks both. */
  value: string;
  label: string;
  /** The long tasks that started before the `input` event (ms). */
  longTasks: { start: number; duration: number }[];
  /** Cumulative layout shift up to the `input` event (shifts after recent input excluded, as CLS does). */
  cls: number;
}

export type ProbeMessage = { kind: 'ready' } | ({ kind: 'input' } & ProbeReport);

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** Runs in the page (page.addInitScript serialises it): everything it uses is inside it. */
export function ageInputProbe({ binding, selector }: { binding: string; selector: string }): void {
  const send = (message: ProbeMessage) =>
    (window as unknown as Record<string, (payload: string) => void>)[binding](JSON.stringify(message));
  const roots: ShadowRoot[] = [];
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    if (init.mode === 'open') roots.push(root);
    return root;
  };
  const longTasks: PerformanceEntry[] = [];
  const tasks = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  tasks.observe({ type: 'longtask', buffered: true });
  let cls = 0;
  const addShifts = (entries: PerformanceEntryList) => {
    for (const shift of entries as LayoutShift[]) if (!shift.hadRecentInput) cls += shift.value;
  };
  const shifts = new PerformanceObserver((list) => addShifts(list.getEntries()));
  shifts.observe({ type: 'layout-shift', buffered: true });

  const find = (): HTMLInputElement | null => {
    // Declarative shadow roots (a form in the page's HTML) come from the parser, not attachShadow().
    const declared = Array.from(document.querySelectorAll('div'), (element) => element.shadowRoot).filter(
      (root): root is ShadowRoot => root !== null && !roots.includes(root),
    );
    for (const root of [document, ...roots, ...declared]) {
      const input = root.querySelector<HTMLInputElement>(selector);
      if (input && !input.matches(':disabled') && input.getClientRects().length > 0) return input;
    }
    return null;
  };
  const look = () => {
    const input = find();
    if (!input) {
      requestAnimationFrame(look);
      return;
    }
    const readyAt = performance.now();
    input.addEventListener(
      'input',
      () => {
        const inputAt = performance.now();
        // Entries of tasks that ended before this one, not yet handed to the observers' callbacks.
        longTasks.push(...tasks.takeRecords());
        addShifts(shifts.takeRecords());
        send({
          kind: 'input',
          readyAt,
          inputAt,
          value: input.value,
          label: input.labels?.[0]?.textContent ?? '',
          longTasks: longTasks
            .filter((task) => task.startTime < inputAt)
            .map((task) => ({ start: task.startTime, duration: task.duration })),
          cls,
        });
      },
      { once: true },
    );
    input.focus();
    send({ kind: 'ready' });
  };
  requestAnimationFrame(look);
}

/**
 * The probe as an init script's source, with its argument. Under tsx, esbuild keeps functions' names by
 * wrapping them in a `__name` helper that exists only in Node: the page gets one that does nothing.
 */
export const PROBE_SCRIPT = `((__name) => (${ageInputProbe.toString()})(${JSON.stringify({
  binding: PROBE_BINDING,
  selector: AGE_FIELD,
})}))((fn) => fn);`;
