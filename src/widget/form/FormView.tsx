import { useEffect, useRef } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { AnswerQuestions } from './AnswerQuestions';
import { AnswerErrorSummary } from './AnswerErrorSummary';
import { formHandlers } from './form-handlers';
import { SubmitRow, type SubmitRowProps } from '../ui/SubmitRow';
import { usePointerSettle } from './use-pointer-settle';
import type { EmptyFormState } from './early-answers';
import { formMessages, type FormMessages } from '../host/messages';
import { useAnswerRules } from './use-answer-rules';
import { useCalculation, type Calculation } from '../call/use-calculation';
import { useKeepFocus } from './use-keep-focus';
import { useKeepEarlyChanges } from './use-keep-early-changes';
import { WithFlag, useFlag } from '../lib/use-flag';
import { usePreconnect } from '../call/use-preconnect';
import { answerIds } from './answer-ids';
import { useEarlyAnswers } from './use-early-answers';
import { useSubmitAttempts } from './use-submit-attempts';
import type { Failure } from '../call/call-failure';
import type { ResolvedOptions } from '../host/options';
import type { CollegeCost, FormAnswers, SubmittedAnswers } from '../host/types';

/** SPEC §2: the Calculate button's element id. */
const SUBMIT_ID = 'input-college-costs-form-submit';

export interface FormViewProps {
  idBase: string;
  initialValues: FormAnswers;
  /** The empty form's hand-over (empty-form-shell.ts): the questions left, the one the parent is in, a press under way. */
  emptyForm?: EmptyFormState;
  options: ResolvedOptions;
  /** Move focus to the first question when shown (after 'Start over' or 'Make a change'). */
  autoFocus: boolean;
  onCalculated: (cost: CollegeCost, answers: SubmittedAnswers) => void;
  /** A calculation failed (the error line shows; this tells the host why). */
  onFailed: (failure: Failure) => void;
}

/** The five questions and the Calculate button. */
export function FormView(props: FormViewProps) {
  const { idBase, initialValues, emptyForm, options, autoFocus, onCalculated, onFailed } = props;
  const t = formMessages(options.messages);
  const ids = answerIds(idBase);
  const firstField = useRef<HTMLInputElement | null>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  const formApi = useRef<FormApi<FormAnswers> | null>(null);
  const submitButton = useRef<HTMLButtonElement | null>(null);
  // An error that appears when a question is left waits until a click in progress has landed.
  const settle = usePointerSettle(formElement, emptyForm?.pointerSettle);
  const rules = useAnswerRules(options.messages);
  const calculation = useCalculation(options, t, onCalculated, onFailed);
  const focus = useKeepFocus(calculation.sending.get);
  const preconnectFrom = usePreconnect(options);
  useKeepEarlyChanges(formApi);
  /** An attempt to calculate waits for the answer rules (the empty form's, at first: empty-form-shell.ts). */
  const submitWaiting = useRef(emptyForm?.submitAttempted);
  useEffect(() => {
    if (autoFocus) firstField.current?.focus();
    // Taking over the empty form's HTML (empty-form-shell.ts) the parent is already in, or tried to calculate in: the
    // rules now.
    else if (formElement.current?.matches(':focus-within') || submitWaiting.current) rules.askForRules();
  }, []);
  useEarlyAnswers(formApi, formElement, emptyForm, idBase, settle.afterPointer);
  const [attempts, attempt] = useSubmitAttempts(formApi, formElement, submitWaiting, rules, settle, calculation);

  return (
    <Form<FormAnswers>
      onSubmit={calculation.submit}
      initialValues={initialValues}
      validate={rules.validate}
      subscription={{ hasValidationErrors: true, submitError: true, dirtySinceLastSubmit: true }}
      render={({ handleSubmit, hasValidationErrors, submitError, dirtySinceLastSubmit, form }) => {
        formApi.current = form;
        // Made here, once per render of the form's state: a call starting or ending re-renders only what shows
        // it (WithFlag, useFlag), and these same elements inside it are skipped.
        const questionsAndSubmit = (
          <>
            <AnswerErrorSummary ids={ids} t={t} attempt={attempts} afterPointer={settle.afterPointer} />
            <AnswerQuestions
              form={form}
              idBase={idBase}
              ids={ids}
              t={t}
              options={options}
              busy={calculation.busy}
              afterPointer={settle.afterPointer}
              firstFieldRef={(element) => {
                firstField.current = element;
              }}
            />
            <CalculateRow
              calculation={calculation}
              t={t}
              error={dirtySinceLastSubmit ? null : submitError}
              disabled={hasValidationErrors}
              spinnerRef={focus.spinnerRef}
              buttonRef={(element) => {
                submitButton.current = element;
                preconnectFrom(element, !hasValidationErrors);
                focus.buttonRef(element);
              }}
            />
          </>
        );
        return (
          <WithFlag flag={calculation.busy}>
            {(busy) => (
              <form
                ref={formElement}
                className="ccc-form"
                noValidate
                aria-label={t.formLabel}
                aria-busy={busy || undefined}
                onFocusCapture={rules.askForRules}
                {...formHandlers(form, handleSubmit, calculation.sending, submitButton, focus, attempt)}
              >
                {questionsAndSubmit}
              </form>
            )}
          </WithFlag>
        );
      }}
    />
  );
}

interface CalculateRowProps extends Omit<SubmitRowProps, 'label' | 'busyText' | 'buttonId' | 'busy' | 'pending'> {
  calculation: Calculation;
  t: FormMessages;
}

/**
 * Calculate and its error line (SPEC §4): disabled until the answers are valid, and from the click while the
 * call runs (pending: it keeps the focus and its look); the spinner in its place once the call has run a while
 * (SPINNER_DELAY_MS). Re-renders on its own as a call starts and ends.
 */
function CalculateRow({ calculation: { sending, busy }, t, ...row }: CalculateRowProps) {
  return (
    <SubmitRow
      {...row}
      label={t.calculate}
      busyText={t.calculating}
      buttonId={SUBMIT_ID}
      pending={useFlag(sending)}
      busy={useFlag(busy)}
    />
  );
}
