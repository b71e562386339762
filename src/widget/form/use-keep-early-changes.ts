import { useLayoutEffect, type RefObject } from 'react';
import type { FormApi } from 'final-form';
import { ANSWER_ORDER } from './first-controls';
import type { FormAnswers } from '../host/types';

/**
 * Keeps an answer given before the questions' fields have subscribed to the form. They subscribe in their own
 * effects, after the next frame, and a field the form does not know yet is set back to its initial value as it
 * subscribes: a choice made in that moment (ArrowDown then Enter on a dropdown as the framework takes the empty
 * form over, found in a real browser) closed the list and was lost. Known to the form from the commit on, the
 * answers keep it, and each field shows it once subscribed.
 */
export function useKeepEarlyChanges(formApi: RefObject<FormApi<FormAnswers> | null>): void {
  useLayoutEffect(() => {
    const form = formApi.current;
    if (!form) return undefined;
    const stops = ANSWER_ORDER.map((name) => form.registerField(name, () => undefined, {}));
    return () => stops.forEach((stop) => stop());
  }, []);
}
