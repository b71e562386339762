import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { AnswerQuestions } from './AnswerQuestions';
import { AnswerErrorSummary } from './AnswerErrorSummary';
import { pressedDisabledCalculate } from './calculate-press';
import { SubmitRow, type SubmitRowProps } from '../ui/SubmitRow';
import { usePointerSettle } from './use-pointer-settle';
import type { EmptyFormState } from './early-answers';
import { formMessages } from '../host/messages';
import { useAnswerRules } from './use-answer-rules';
import { useCalculation, type Calculation } from '../call/use-calculation';
import { useKeepFocus } from './use-keep-focus';
import { useKeepEarlyChanges } from './use-keep-early-changes';
import { WithFlag, useFlag } from '../lib/use-flag';
import { usePreconnect } from '../call/use-preconnect';
import { answerIds, answerOfControl } from './answer-ids';
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
export function FormView({
  idBase,
  initialValues,
  emptyForm,
  options,
  autoFocus,
  onCalculated,
  onFailed,
}: FormViewProps) {
  const t = formMessages(options.messages);
  const ids = answerIds(idBase);
  const firstField = useRef<HTMLInputElement | null>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  const formApi = useRef<FormApi<FormAnswers> | null>(null);
  const submitButton = useRef<HTMLButtonElement | null>(null);
  // An error that appears when a question is left waits until a click in progress has landed.
  const { afterPointer, startedOn } = usePointerSettle(formElement, emptyForm?.pointerSettle);
  /** The attempts to calculate refused for their answers: each shows the error summary, focused. */
  const [attempt, setAttempt] = useState(0);
  const { validate, askForRules, checked } = useAnswerRules(options.messages);
  const calculation = useCalculation(options, t, onCalculated, onFailed);
  const focus = useKeepFocus(calculation.sending.get);
  const preconnectFrom = usePreconnect(options);
  useKeepEarlyChanges(formApi);
  useEffect(() => {
    if (autoFocus) firstField.current?.focus();
    // Taking over the empty form's HTML (empty-form-shell.ts) the parent is already in, or tried to calculate in: the
    // rules now.
    else if (formElement.current?.matches(':focus-within') || submitWaiting.current) askForRules();
    // What the parent did before the take-over (the questions register in their own effects, which run first).
    const form = formApi.current;
    if (!form || !emptyForm) return;
    // (What the parent changed between the take-over and now the form has already: useKeepEarlyChanges.) The
    // errors of the questions left show once a press under way has ended: a press took the form over, maybe, and
    // they would move what is under the pointer.
    const { touched, focused } = emptyForm;
    afterPointer(() => {
      for (const name of touched) {
        form.focus(name);
        form.blur(name);
      }
    });
    if (!focused) return;
    form.focus(focused);
    // Left already (a press on another question took the form over): left once that press has landed.
    const active = (formElement.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (answerOfControl(idBase, active?.id ?? '') !== focused) afterPointer(() => form.blur(focused));
  }, []);
  /**
   * An attempt to calculate answers that are missing or wrong (Enter in a field, a press on the disabled
   * Calculate): every question's error shows, and the error summary above the questions, which takes the focus
   * (GOV.UK Frontend's pattern). One made in the empty form (empty-form-shell.ts, which prevented an Enter), or
   * before the answer rules have arrived, is made once the answers are checked (made before, it found no error to
   * show), and once a press under way has ended.
   */
  const attemptSubmit = (form: FormApi<FormAnswers>) => {
    void form.submit();
    setAttempt((count) => count + 1);
  };
  const submitWaiting = useRef(emptyForm?.submitAttempted);
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
      if (pressedDisabledCalculate(event, startedOn()) && !calculation.sending.get()) afterPointer(attemptWhenChecked);
    };
    element?.addEventListener('pointerup', pressed);
    return () => element?.removeEventListener('pointerup', pressed);
  }, []);

  /**
   * From the click until the answers lock (SPINNER_DELAY_MS), a key, click, paste, cut or drop on an answer does
   * nothing: the call is for the answers at the click (SPEC §4: they are locked while it runs), and a change made
   * then would be left out of the results, or would hide the failure's error line (an answer changed since the
   * submit). Tab still moves the focus; Calculate's own press is its click guard's (below). No re-render: the
   * locked look comes with the spinner.
   */
  const holdAnswers = (event: Pick<Event, 'target' | 'preventDefault' | 'stopPropagation'> & { key?: string }) => {
    if (!calculation.sending.get() || event.target === submitButton.current || event.key === 'Tab') return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <Form<FormAnswers>
      onSubmit={calculation.submit}
      initialValues={initialValues}
      validate={validate}
      subscription={{ hasValidationErrors: true, submitError: true, dirtySinceLastSubmit: true }}
      render={({ handleSubmit, hasValidationErrors, submitError, dirtySinceLastSubmit, form }) => {
        formApi.current = form;
        // Made here, once per render of the form's state: a call starting or ending re-renders only what shows
        // it (WithFlag, useFlag), and these same elements inside it are skipped.
        const questionsAndSubmit = (
          <>
            <AnswerErrorSummary ids={ids} t={t} attempt={attempt} afterPointer={afterPointer} />
            <AnswerQuestions
              form={form}
              idBase={idBase}
              ids={ids}
              t={t}
              options={options}
              busy={calculation.busy}
              afterPointer={afterPointer}
              firstFieldRef={(element) => {
                firstField.current = element;
              }}
            />
            <CalculateRow
              calculation={calculation}
              label={t.calculate}
              busyText={t.calculating}
              error={dirtySinceLastSubmit ? null : submitError}
              buttonId={SUBMIT_ID}
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
                onFocusCapture={askForRules}
                onSubmit={(event) => {
                  focus.noteFocus(event.currentTarget);
                  return handleSubmit(event);
                }}
                onKeyDownCapture={holdAnswers}
                onClickCapture={holdAnswers}
                onPasteCapture={holdAnswers}
                onCutCapture={holdAnswers}
                onDropCapture={holdAnswers}
                onClick={(event) => {
                  // Calculate (a click, or Enter in a field, which clicks it): the call goes from the click, and
                  // the browser's own submission is cancelled. Before its submit event Chrome reads every field of
                  // the form for autofill: about 1 ms between the click and the request.
                  if (event.target !== submitButton.current || event.defaultPrevented) return;
                  event.preventDefault();
                  // (A press while the call runs: Calculate is disabled then, SPEC §4.)
                  if (calculation.sending.get()) return;
                  focus.noteFocus(event.currentTarget);
                  void handleSubmit();
                }}
                onKeyDown={(event) => {
                  // Enter in a field is a submit attempt even while Calculate is disabled (one the empty form has
                  // prevented, or one before the answer rules, is made once they have arrived, above).
                  const target = event.target as HTMLElement;
                  if (event.key !== 'Enter' || event.defaultPrevented || target.tagName !== 'INPUT') return;
                  if (!form.getState().hasValidationErrors) return;
                  event.preventDefault();
                  attemptWhenChecked();
                }}
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

interface CalculateRowProps extends Omit<SubmitRowProps, 'busy' | 'pending'> {
  calculation: Calculation;
}

/**
 * Calculate and its error line (SPEC §4): disabled until the answers are valid, and from the click while the
 * call runs (pending: it keeps the focus and its look); the spinner in its place once the call has run a while
 * (SPINNER_DELAY_MS). Re-renders on its own as a call starts and ends.
 */
function CalculateRow(props: CalculateRowProps) {
  const { sending, busy } = props.calculation;
  return <SubmitRow {...props} pending={useFlag(sending)} busy={useFlag(busy)} />;
}
