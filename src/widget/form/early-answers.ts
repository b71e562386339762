/**
 * What the parent did in the painted form before the framework took it over (embed/empty-form-shell.ts hands it
 * over; the framework's form starts from it).
 */
import type { PointerSettle } from './pointer-settle';
import type { ResolvedOptions } from '../host/options';
import type { FormAnswers } from '../host/types';

export interface EmptyFormState {
  /** The answers given in the native controls: the form's initial values. */
  answers: FormAnswers;
  /** The questions the parent has left (a question left empty shows its error). */
  touched: (keyof FormAnswers)[];
  /** The question the parent is in, if any (leaving it counts). */
  focused: keyof FormAnswers | undefined;
  /** The press watcher, which saw a press that began before the take-over. */
  pointerSettle: PointerSettle;
  /**
   * Enter was pressed in a field, or the disabled Calculate was pressed: a submit attempt, which the framework makes
   * once it can check the answers.
   */
  submitAttempted: boolean;
  /** The texts the markup was written with (update() may have changed them since: calculator/draw-calculator.tsx). */
  messages: ResolvedOptions['messages'];
}
