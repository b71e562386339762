/**
 * The form's error summary (ui/ErrorSummary.tsx), from the form's answer errors: shown at an attempt to calculate
 * answers that are missing or wrong (Enter in a field, a press on the disabled Calculate), with a link to each
 * such question, and kept up to date as they are put right until none is left. A change that comes while a pointer
 * is pressed (a dropdown left open picks its highlighted option as the press takes the focus) shows once the press
 * has ended, so the form never moves under the pointer (pointer-settle.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useFormState } from 'react-final-form';
import { ErrorSummary } from '../ui/ErrorSummary';
import { fill } from '../host/fill';
import { ANSWER_ORDER, firstControlId } from './first-controls';
import type { AnswerIds } from './answer-ids';
import { QUESTIONS } from './questions';
import { ERROR_SUMMARY_MESSAGES } from './error-summary-messages';
import type { FormMessages, Messages } from '../host/messages';
import type { FormAnswers } from '../host/types';

type AnswerErrors = Partial<Record<string, unknown>>;

export interface AnswerErrorSummaryProps {
  ids: AnswerIds;
  /** The form's texts, with the host's replacements (the `messages` option). */
  t: FormMessages & Partial<Messages>;
  /** Counts the attempts to calculate refused for their answers: each shows the summary and focuses it. */
  attempt: number;
  /** Runs a change once a pointer press under way has ended (pointer-settle.ts). */
  afterPointer: (change: () => void) => void;
}

export function AnswerErrorSummary({ ids, t, attempt, afterPointer }: AnswerErrorSummaryProps) {
  const { errors = {} } = useFormState<FormAnswers>({ subscription: { errors: true } });
  const latest = useRef<AnswerErrors>(errors);
  latest.current = errors;
  /** The errors shown, and the attempt that showed them (none before the first). */
  const [shown, setShown] = useState<{ errors: AnswerErrors; attempt: number }>({ errors: {}, attempt: 0 });
  // (An attempt is made once a press has ended: its errors show at once.)
  useEffect(() => {
    if (attempt) setShown({ errors: latest.current, attempt });
  }, [attempt]);
  const errorsNow = JSON.stringify(ANSWER_ORDER.map((field) => errors[field] ?? null));
  useEffect(() => {
    if (shown.attempt) afterPointer(() => setShown((before) => ({ ...before, errors: latest.current })));
  }, [errorsNow]);

  const texts = { ...ERROR_SUMMARY_MESSAGES, ...t };
  const controls = firstControlId(ids);
  const items = ANSWER_ORDER.flatMap((field) => {
    const error = shown.errors[field];
    if (typeof error !== 'string' || !error) return [];
    const { label, key } = QUESTIONS[field];
    return [
      {
        text: fill(texts.errorSummaryItem, { question: texts[label], error }),
        controlId: controls[field],
        labelId: ids[key].label,
      },
    ];
  });
  return <ErrorSummary heading={texts.errorSummaryHeading} items={items} attempt={shown.attempt} />;
}
