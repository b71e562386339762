import type { Failure } from '../call/call-failure';
import type { CollegeCost, SubmittedAnswers } from './types';
import type { PlanAnswers, SavingsPlan } from '../planner/plan-call';

/**
 * What the widget tells the host page, by name (README "Events"):
 * - ready: the form is on screen and can be used;
 * - calculated: an estimate was made (the CollegeCost the API returned and the answers sent);
 * - error: a call failed (why, for the developer; the parent sees the error line), or a part of the widget the form
 *   needs could not load (kind 'load': the widget has left, and its mount point shows what it held);
 * - add-goal: the parent chose the add-goal button (before the handler or navigation runs);
 * - plan: with `planner`, a savings plan was made (the plan the API returned, the answers and the plan's answers);
 * - link-copied: with `planner`, the parent copied a link to the estimate (the address).
 */
export interface CalculatorEventMap {
  ready: Record<string, never>;
  calculated: { collegeCost: CollegeCost; answers: SubmittedAnswers };
  error: Failure;
  'add-goal': { collegeCost: CollegeCost; answers: SubmittedAnswers };
  plan: { plan: SavingsPlan; answers: SubmittedAnswers; planAnswers: PlanAnswers };
  'link-copied': { url: string };
}

export type CalculatorEventName = keyof CalculatorEventMap;
export type CalculatorListener<K extends CalculatorEventName> = (detail: CalculatorEventMap[K]) => void;

/** The DOM events on the mount element are these names with this prefix: 'college-costs:calculated'. */
export const DOM_EVENT_PREFIX = 'college-costs:';
const SPEC_EVENT_NAMES: readonly CalculatorEventName[] = ['ready', 'calculated', 'error', 'add-goal'];
/** Heard only when the `planner` option is on. */
const PLANNER_EVENT_NAMES: readonly CalculatorEventName[] = ['plan', 'link-copied'];
export const EVENT_NAMES: readonly CalculatorEventName[] = [...SPEC_EVENT_NAMES, ...PLANNER_EVENT_NAMES];
const quoted = (names: readonly string[]): string => names.map((n) => `"${n}"`).join(', ');

export type Emit = <K extends CalculatorEventName>(name: K, detail: CalculatorEventMap[K]) => void;

export interface Emitter {
  on<K extends CalculatorEventName>(name: K, listener: CalculatorListener<K>): () => void;
  emit: Emit;
  clear(): void;
}

/** Reports events to listeners registered with on() and as bubbling CustomEvents on `element`. */
export function createEmitter(element: Element): Emitter {
  const listeners = new Map<CalculatorEventName, Set<(detail: never) => void>>();
  return {
    on(name, listener) {
      if (!EVENT_NAMES.includes(name)) {
        throw new TypeError(
          `college-costs-calculator: on(name, listener) needs one of the events ${quoted(SPEC_EVENT_NAMES)}; got ${JSON.stringify(name)}. With the planner option there are also ${quoted(PLANNER_EVENT_NAMES)}.`,
        );
      }
      if (typeof listener !== 'function') {
        throw new TypeError(`college-costs-calculator: on("${name}", listener) needs a function as the listener.`);
      }
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as (detail: never) => void);
      return () => {
        set.delete(listener as (detail: never) => void);
      };
    },
    emit(name, detail) {
      const view = element.ownerDocument.defaultView;
      const EventType = view?.CustomEvent ?? CustomEvent;
      element.dispatchEvent(new EventType(DOM_EVENT_PREFIX + name, { detail, bubbles: true }));
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as CalculatorListener<typeof name>)(detail);
        } catch (error) {
          // A host's listener that throws never breaks the widget or the other listeners.
          console.error(`college-costs-calculator: a "${name}" listener threw:`, error);
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}

/** `element.addEventListener('college-costs:calculated', (event) => event.detail.collegeCost)` is typed. */
declare global {
  interface HTMLElementEventMap {
    'college-costs:ready': CustomEvent<CalculatorEventMap['ready']>;
    'college-costs:calculated': CustomEvent<CalculatorEventMap['calculated']>;
    'college-costs:error': CustomEvent<CalculatorEventMap['error']>;
    'college-costs:add-goal': CustomEvent<CalculatorEventMap['add-goal']>;
    'college-costs:plan': CustomEvent<CalculatorEventMap['plan']>;
    'college-costs:link-copied': CustomEvent<CalculatorEventMap['link-copied']>;
  }
}
