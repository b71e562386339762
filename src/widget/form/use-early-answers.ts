import { useEffect, type RefObject } from 'react';
import type { FormApi } from 'final-form';
import { answerOfControl } from './answer-ids';
import type { EmptyFormState } from './early-answers';
import type { FormAnswers } from '../host/types';

/**
 * What the parent did in the empty form before the take-over (`emptyForm`, empty-form-shell.ts), in the form once
 * the questions have registered (in their own effects, which run first). What the parent changed between the
 * take-over and now the form has already (useKeepEarlyChanges). The errors of the questions left show once a press
 * under way has ended (`afterPointer`): a press took the form over, maybe, and they would move what is under the
 * pointer. The question the parent is in has the form's focus; left already (a press on another question took the
 * form over), it is left once that press has landed.
 */
export function useEarlyAnswers(
  formApi: RefObject<FormApi<FormAnswers> | null>,
  formElement: RefObject<HTMLFormElement | null>,
  emptyForm: EmptyFormState | undefined,
  idBase: string,
  afterPointer: (change: () => void) => void,
): void {
  useEffect(() => {
    const form = formApi.current;
    if (!form || !emptyForm) return;
    const { touched, focused } = emptyForm;
    afterPointer(() => {
      for (const name of touched) {
        form.focus(name);
        form.blur(name);
      }
    });
    if (!focused) return;
    form.focus(focused);
    const active = (formElement.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (answerOfControl(idBase, active?.id ?? '') !== focused) afterPointer(() => form.blur(focused));
  }, []);
}
