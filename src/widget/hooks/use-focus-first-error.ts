import { useEffect, useRef } from 'react';

/**
 * A submit refused for its answers sends the focus to the first refused one (GOV.UK Frontend's error
 * pattern): nothing else would tell a screen reader or keyboard user. `order` is the questions' order on
 * screen; `controlId` names the control of each. The function returned takes the form element and the form's
 * errors; an answer the refusal is only now showing ('More options' opening) takes the focus once on screen.
 */
export function useFocusFirstError<F extends string>(
  order: readonly F[],
  controlId: (field: F) => string,
): (form: HTMLElement, errors: Partial<Record<string, unknown>> | undefined) => void {
  const waiting = useRef<HTMLElement | null>(null);
  useEffect(() => {
    waiting.current?.focus();
    waiting.current = null;
  });
  return (form, errors) => {
    const first = order.find((field) => errors?.[field]);
    const control = first && form.querySelector<HTMLElement>(`[id="${controlId(first)}"]`);
    if (!control) return;
    control.focus();
    if (!control.matches(':focus')) waiting.current = control;
  };
}
