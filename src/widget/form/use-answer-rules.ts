import { useEffect, useMemo, useRef, useState } from 'react';
import { useLive } from '../lib/use-live';
import { FORM_ERROR } from 'final-form';
import { validationPart } from '../parts/parts';
import { whenIdle } from '../lib/lazy-part';
import type { Messages } from '../host/messages';
import type { FormAnswers } from '../host/types';

/** The form-level 'error' that keeps Calculate disabled until the answer rules have arrived (never shown). */
const NOT_CHECKED_YET = 'The answers are not checked yet';

export interface AnswerRules {
  /** The form's validate function; its errors in the host's words when it gave them (the messages option). */
  validate: (values: FormAnswers) => Record<string, string | undefined>;
  /** Fetches the rules now if they are not on their way (the parent has moved into the form). */
  askForRules: () => void;
  /** The rules have arrived: the answers are checked. */
  checked: boolean;
}

/**
 * The answer rules arrive in a chunk of their own once the form has been painted and the browser is
 * idle, or as soon as the parent moves into the form, whichever comes first: not in the task that shows
 * the form, where they would hold up the first key press.
 */
export function useAnswerRules(messages: Partial<Messages>): AnswerRules {
  const [rules, setRules] = useState(() => validationPart.get());
  const live = useLive();
  const rulesAsked = useRef(!!rules);
  const askForRules = () => {
    if (rulesAsked.current) return;
    rulesAsked.current = true;
    // (Rules that cannot load are said in the console, and the widget leaves: widget-part.ts.)
    validationPart.load().then(
      (loaded) => live.current && setRules(loaded),
      () => undefined,
    );
  };
  useEffect(() => whenIdle(askForRules), []);

  /**
   * Until the rules have arrived (the first moments), the answers count as not yet checked: Calculate stays
   * disabled and no field shows an error. A new function when they arrive makes the form check again.
   */
  const validate = useMemo(
    () =>
      rules
        ? (values: FormAnswers) => {
            const errors: Record<string, string | undefined> = rules.validateAnswers(values);
            for (const field in errors) errors[field] = rules.translateError(errors[field], messages);
            return errors;
          }
        : (): Record<string, string | undefined> => ({ [FORM_ERROR]: NOT_CHECKED_YET }),
    [rules, messages],
  );
  return { validate, askForRules, checked: !!rules };
}
