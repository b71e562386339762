import { useEffect, useRef, useState } from 'react';
import { createForm, getIn, setIn, type FormApi, type FormState, type ValidationErrors } from 'final-form';
import { toDraft, type Draft, type DraftErrors } from './plan-form';
import type { PlanAnswers } from './plan-call';
import type { MadePlan } from './use-plan-request';

export interface PlanDraftProps {
  /** The answers the form starts with (the defaults, a link's, or those kept from before 'Make a change'). */
  initial: PlanAnswers;
  /** The last plan made: with rising costs, the rate question shows the rate it used. */
  made: MadePlan | null;
  /** The server's assumed rate of rising costs, for the rate question when 'Yes' is chosen. */
  assumedRate: () => Promise<number>;
  /** 'Show my plan' with answers that pass the rules. */
  submit: (draft: Draft) => void;
  /** The draft's errors by the rules (plan-form.ts draftErrors), in the host's words. */
  errorsOf: (draft: Draft) => DraftErrors;
}

export interface PlanDraft {
  /** The form (react-final-form shows it: PlanForm); its fields check themselves by plan-form.ts's rules. */
  form: FormApi<Draft>;
  /** The form's onSubmit. */
  submit: (draft: Draft) => void;
  /** 'Allow for rising costs?' answered. */
  risingChosen: (rising: boolean | null) => void;
  /** The draft's errors by the rules, by field (`children[0].ageOfChild`, …). */
  errorsOf: (draft: Draft) => DraftErrors;
}

/**
 * An answer's error shows once 'Show my plan' refused it (final-form marks every field touched then; the
 * planner's fields are not touched otherwise) and goes as soon as the answer is put right: its field is then
 * untouched, so a new error waits for the next 'Show my plan'.
 */
const forgetPutRight =
  (form: FormApi<Draft>) =>
  ({ errors, touched }: FormState<Draft>) => {
    const putRight = Object.keys(touched ?? {}).filter((name) => touched?.[name] && !getIn(errors ?? {}, name));
    if (putRight.length) form.batch(() => putRight.forEach((name) => form.resetFieldState(name as keyof Draft)));
  };

/** The savings plan's answers as the parent edits them, before they are sent. */
export function usePlanDraft({ initial, made, assumedRate, submit, errorsOf }: PlanDraftProps): PlanDraft {
  const latest = useRef({ submit, errorsOf });
  latest.current = { submit, errorsOf };
  const [draft] = useState(() => {
    const onSubmit = (values: Draft) => latest.current.submit(values);
    // One check of the whole draft: a child's answers are fields `children[i].…`, and the first payment's latest
    // date depends on the children's ages.
    const validate = (values: Draft): ValidationErrors =>
      Object.entries(latest.current.errorsOf(values)).reduce<object>(
        (errors, [name, message]) => setIn(errors, name, message),
        {},
      );
    return { form: createForm<Draft>({ initialValues: toDraft(initial), onSubmit, validate }), submit: onSubmit };
  });
  const { form } = draft;
  useEffect(() => form.subscribe(forgetPutRight(form), { errors: true, touched: true }), []);
  useEffect(() => {
    if (made?.asked.risingCosts) form.change('rate', made.plan.risingCostsPercent);
  }, [made]);

  /**
   * The rate question is prefilled with the server's rate when 'Yes' is chosen. Asked then, not on opening: a
   * call on opening would be a second call, and a second 500 in the console, for one failed 'Show my plan'.
   */
  const risingChosen = (rising: boolean | null) => {
    if (!rising || form.getState().values.rate !== null) return;
    assumedRate().then(
      (rate) => form.getState().values.rate === null && form.change('rate', rate),
      () => undefined,
    );
  };
  return { ...draft, risingChosen, errorsOf: (values) => latest.current.errorsOf(values) };
}
