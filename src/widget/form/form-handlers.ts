import type { FormEvent, KeyboardEvent, MouseEvent, RefObject } from 'react';
import type { FormApi } from 'final-form';
import type { FormRenderProps } from 'react-final-form';
import type { Flag } from '../lib/flag';
import type { KeepFocus } from './use-keep-focus';
import type { FormAnswers } from '../host/types';

/** An event a held answer ignores (a key, click, paste, cut or drop). */
type AnswerEvent = Pick<Event, 'target' | 'preventDefault' | 'stopPropagation'> & { key?: string };

/**
 * What the <form> element does with a submit, a click on Calculate, Enter in a field, and a change while the call
 * starts. `sending`: a call is running (from the click); `attempt`: an attempt to calculate answers that are
 * missing or wrong (use-submit-attempts.ts). `form` and `handleSubmit` are the form library's (its render props).
 */
export function formHandlers(
  form: FormApi<FormAnswers>,
  handleSubmit: FormRenderProps<FormAnswers>['handleSubmit'],
  sending: Flag,
  submitButton: RefObject<HTMLButtonElement | null>,
  focus: KeepFocus,
  attempt: () => void,
) {
  /**
   * From the click until the answers lock (SPINNER_DELAY_MS), a key, click, paste, cut or drop on an answer does
   * nothing: the call is for the answers at the click (SPEC §4: they are locked while it runs), and a change made
   * then would be left out of the results, or would hide the failure's error line (an answer changed since the
   * submit). Tab still moves the focus; Calculate's own press is its click guard's (below). No re-render: the
   * locked look comes with the spinner.
   */
  const holdAnswers = (event: AnswerEvent) => {
    if (!sending.get() || event.target === submitButton.current || event.key === 'Tab') return;
    event.preventDefault();
    event.stopPropagation();
  };
  return {
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      focus.noteFocus(event.currentTarget);
      return handleSubmit(event);
    },
    onKeyDownCapture: holdAnswers,
    onClickCapture: holdAnswers,
    onPasteCapture: holdAnswers,
    onCutCapture: holdAnswers,
    onDropCapture: holdAnswers,
    onClick: (event: MouseEvent<HTMLFormElement>) => {
      // Calculate (a click, or Enter in a field, which clicks it): the call goes from the click, and the browser's
      // own submission is cancelled. Before its submit event Chrome reads every field of the form for autofill:
      // about 1 ms between the click and the request.
      if (event.target !== submitButton.current || event.defaultPrevented) return;
      event.preventDefault();
      // (A press while the call runs: Calculate is disabled then, SPEC §4.)
      if (sending.get()) return;
      focus.noteFocus(event.currentTarget);
      void handleSubmit();
    },
    onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => {
      // Enter in a field is a submit attempt even while Calculate is disabled (one the empty form has prevented, or
      // one before the answer rules, is made once they have arrived: use-submit-attempts.ts).
      const target = event.target as HTMLElement;
      if (event.key !== 'Enter' || event.defaultPrevented || target.tagName !== 'INPUT') return;
      if (!form.getState().hasValidationErrors) return;
      event.preventDefault();
      attempt();
    },
  };
}
