import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { FormApi } from 'final-form';
import { pressedDisabledCalculate } from './calculate-press';
import type { AnswerRules } from './use-answer-rules';
import type { PointerSettleHook } from './use-pointer-settle';
import type { Calculation } from '../call/use-calculation';
import type { FormAnswers } from '../host/types';

/**
 * An attempt to calculate answers that are missing or wrong (Enter in a field, a press on the disabled
 * Calculate): every question's error shows, and the error summary above the questions, which takes the focus
 * (GOV.UK Frontend's pattern). One made in the empty form (empty-form-shell.ts, which prevented an Enter), or
 * before the answer rules have arrived, is made once the answers are checked (made before, it found no error to
 * show), and once a press under way has ended: `submitWaiting` says one waits (the empty form's, at first).
 * Gives the count of the attempts made (each shows the error summary, focused) and the attempt itself. A press on
 * the disabled Calculate while no call runs (`sending`, the calculation's) is one.
 */
export function useSubmitAttempts(
  formApi: RefObject<FormApi<FormAnswers> | null>,
  formElement: RefObject<HTMLFormElement | null>,
  submitWaiting: { current: boolean | undefined },
  { askForRules, checked }: AnswerRules,
  { afterPointer, startedOn }: PointerSettleHook,
  { sending }: Calculation,
): [attempts: number, attempt: () => void] {
  const [attempt, setAttempt] = useState(0);
  const attemptSubmit = (form: FormApi<FormAnswers>) => {
    void form.submit();
    setAttempt((count) => count + 1);
  };
  /**
   * The form checks with the rules: the form library gives it a new validate in its own effects, which run
   * before this component's, so not at once when the rules arrive.
   */
  const rulesInForm = useRef(false);
  const attemptWhenChecked = () => {
    if (rulesInForm.current && formApi.current) attemptSubmit(formApi.current);
    else {
      // (The attempt waits for the rules: asked for now, not when the browser is next idle.)
      submitWaiting.current = true;
      askForRules();
    }
  };
  useEffect(() => {
    if (!checked) return;
    rulesInForm.current = true;
    if (!submitWaiting.current || !formApi.current) return;
    submitWaiting.current = false;
    const form = formApi.current;
    afterPointer(() => attemptSubmit(form));
  }, [checked]);
  // A press on the disabled Calculate: an attempt, made once the press has ended (nothing moves under it). Heard
  // from the render on: a press that took the empty form over ends after it.
  useLayoutEffect(() => {
    const element = formElement.current;
    const pressed = (event: Event) => {
      if (pressedDisabledCalculate(event, startedOn()) && !sending.get()) afterPointer(attemptWhenChecked);
    };
    element?.addEventListener('pointerup', pressed);
    return () => element?.removeEventListener('pointerup', pressed);
  }, []);
  return [attempt, attemptWhenChecked];
}
