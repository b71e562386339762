/**
 * Holds back changes that move the layout (an error appearing when a question is left) while a pointer
 * gesture is under way, and runs them once it has ended: pressing on 'Yes' right after leaving an
 * empty age field must select 'Yes', not whatever the error pushed under the pointer before release.
 *
 * A gesture runs from pointerdown/mousedown/touchstart to the task after pointerup/mouseup/click
 * (a tap's compatibility mouse events come after pointerup, and start a gesture of their own).
 * Keyboard use is never held back.
 */
export interface PointerSettle {
  /** Runs `change` now, or when the pointer gesture under way has ended. */
  run(change: () => void): void;
  /**
   * The element the last gesture began on (inside a shadow root too), until the next begins: a press on a
   * disabled button, which gets no click, is its pointerdown and pointerup both on it.
   */
  startedOn(): EventTarget | null;
  dispose(): void;
}

const STARTS = ['pointerdown', 'mousedown', 'touchstart'] as const;
const ENDS = ['pointerup', 'mouseup', 'pointercancel', 'touchend', 'touchcancel', 'click'] as const;

export function createPointerSettle(doc: Document): PointerSettle {
  let pressed = false;
  let startedOn: EventTarget | null = null;
  let waiting: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    pressed = false;
    const changes = waiting;
    waiting = [];
    changes.forEach((change) => change());
  };
  const onStart = (event: Event) => {
    clearTimeout(timer);
    timer = undefined;
    pressed = true;
    startedOn = event.composedPath()[0] ?? null;
  };
  // After the click that follows the release has been dispatched to where the pointer was.
  const onEnd = () => {
    clearTimeout(timer);
    timer = setTimeout(flush, 0);
  };
  const listen = { capture: true, passive: true } as const;
  STARTS.forEach((type) => doc.addEventListener(type, onStart, listen));
  ENDS.forEach((type) => doc.addEventListener(type, onEnd, listen));
  doc.addEventListener('keydown', flush, listen);
  return {
    run(change) {
      if (pressed) waiting.push(change);
      else change();
    },
    startedOn: () => startedOn,
    dispose() {
      clearTimeout(timer);
      waiting = [];
      STARTS.forEach((type) => doc.removeEventListener(type, onStart, listen));
      ENDS.forEach((type) => doc.removeEventListener(type, onEnd, listen));
      doc.removeEventListener('keydown', flush, listen);
    },
  };
}
