import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import type { FieldMetaState } from 'react-final-form';
import { ACCOMMODATION_TYPES, AGE_MAX, AGE_MIN, COURSE_DURATIONS } from '../assumptions';
import { NumberInput } from './ui/NumberInput';
import { Select } from './ui/Select';
import { YesNo } from './ui/YesNo';
import { RadioGroup } from './ui/RadioGroup';
import { TooltipIcon } from './ui/Tooltip';
import { ExternalLink } from './ui/ExternalLink';
import { BusySpinner } from './ui/BusySpinner';
import { FormError } from './ui/FormError';
import { questionIds } from './ui/Question';
import { findIncludeChoice, includeChoicesFor, keepOfferedInclude } from './include-choices';
import { CallFailedError, failureLine, messageOf, toFailure, type Failure } from './call-failure';
import { callPart, floatingTooltipPart, resultsPart, validationPart } from './parts';
import { preconnect } from './preconnect';
import { trackLink } from './analytics';
import { whenIdle } from './lib/lazy-part';
import { usePointerSettle } from './pointer-settle';
import { fill } from '../fill';
import { dropdownStatusMessage, formMessages, translateError } from './messages';
import { RenderRootContext, downshiftEnvironment } from './render-root';
import type { ResolvedOptions } from './options';
import type { AccommodationType, CollegeCost, FormAnswers, IncludeItem, SubmittedAnswers } from './types';

/** Each include choice's text, by the choice. */
const INCLUDE_TEXT = {
  fees: 'includeFees',
  'fees-other': 'includeFeesOther',
  'fees-accommodation': 'includeFeesAccommodation',
  'fees-accommodation-other': 'includeAll',
} as const;

/** SPEC §2: the Calculate button's element id. */
const SUBMIT_ID = 'input-college-costs-form-submit';

const FIELD_ORDER: (keyof FormAnswers)[] = [
  'ageOfChild',
  'courseDuration',
  'freeFees',
  'accommodation',
  'costsInclude',
];

/** The form-level 'error' that keeps Calculate disabled until the answer rules have arrived (never shown). */
const NOT_CHECKED_YET = 'The answers are not checked yet';

/** The validation chunk did not arrive: said once in the console. */
const reportLoadFailure = (error: unknown) =>
  console.error(`college-costs-calculator: the answer checks could not load (${messageOf(error)}).`);

/** An error is shown once the question was touched or a submit was tried. */
const shownError = (meta: FieldMetaState<unknown>): string | undefined =>
  meta.touched || meta.submitFailed ? (meta.error as string | undefined) : undefined;

export interface FormViewProps {
  idBase: string;
  initialValues: FormAnswers;
  options: ResolvedOptions;
  /** Move focus to the first question when shown (after 'Start over' or 'Make a change'). */
  autoFocus: boolean;
  onCalculated: (cost: CollegeCost, answers: SubmittedAnswers) => void;
  /** A calculation failed (the error line shows; this tells the host why). */
  onFailed: (failure: Failure) => void;
}

/** The five questions and the Calculate button. */
export function FormView({ idBase, initialValues, options, autoFocus, onCalculated, onFailed }: FormViewProps) {
  const t = formMessages(options.messages);
  const courseOptions = COURSE_DURATIONS.map((years) => ({
    value: years as number,
    label: fill(t.courseYears, { years }),
  }));
  const accommodationOptions = ACCOMMODATION_TYPES.map((type) => ({ value: type, label: t[`accommodation${type}`] }));
  const statusMessage = (isOpen: boolean, count: number) => dropdownStatusMessage(isOpen, count, t);
  const environment = downshiftEnvironment(useContext(RenderRootContext));
  const firstField = useRef<HTMLInputElement | null>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  // The focus was in the form when the call started: keep it on the spinner, then give it to Calculate.
  const keepFocus = useRef(false);
  const inFlight = useRef<AbortController | null>(null);
  // The planning API's endpoint whose connection the form has opened ahead of Calculate (preconnect.ts).
  const preconnected = useRef<string | null>(null);
  // An error that appears when a question is left waits until a click in progress has landed.
  const afterPointer = usePointerSettle(formElement);
  // The answer rules (yup) arrive in a chunk of their own once the form has been painted and the browser is
  // idle, or as soon as the parent moves into the form, whichever comes first: not in the task that shows
  // the form, where they would hold up the first key press.
  const [rules, setRules] = useState(() => validationPart.get());
  const live = useRef(true);
  const rulesAsked = useRef(!!rules);
  const askForRules = () => {
    if (rulesAsked.current) return;
    rulesAsked.current = true;
    validationPart.load().then((loaded) => live.current && setRules(loaded), reportLoadFailure);
  };
  useEffect(() => {
    if (autoFocus) firstField.current?.focus();
    live.current = true;
    whenIdle(askForRules);
    // The form is on screen: fetch what the next steps need while the parent reads it.
    whenIdle(() => {
      callPart.load().catch(() => undefined);
      // (The formats in a task of their own: making them is not short.)
      resultsPart.load().then(
        (part) => setTimeout(() => part.prepareFormats(options.locale)),
        () => undefined,
      );
    });
    return () => {
      live.current = false;
      inFlight.current?.abort();
    };
  }, []);

  /**
   * Until the rules have arrived (the first moments), the answers count as not yet checked: Calculate stays
   * disabled and no field shows an error. A new function when they arrive makes the form check again.
   */
  const validate = useMemo(
    () =>
      rules
        ? (values: FormAnswers) => {
            // In the host's words when it gave them (the messages option).
            const errors: Record<string, string | undefined> = rules.validateAnswers(values);
            for (const field in errors) errors[field] = translateError(errors[field], t, rules.MESSAGE);
            return errors;
          }
        : (): Record<string, string> => ({ [FORM_ERROR]: NOT_CHECKED_YET }),
    [rules, options.messages],
  );

  // A call is running: the answers are locked and a spinner replaces Calculate.
  const [busy, setBusy] = useState(false);
  const submit = async (values: FormAnswers) => {
    const answers = values as SubmittedAnswers;
    const controller = new AbortController();
    inFlight.current = controller;
    // The form shows it is busy in the next task: the browser sends the request first (re-rendering the
    // form first held the request back by as long as the re-render took).
    setTimeout(() => inFlight.current === controller && setBusy(true));
    try {
      // Once the parts are here (fetched when idle), the request goes out in this task: no wait between
      // the click and the call.
      const loaded = callPart.get();
      const call =
        loaded && resultsPart.get()
          ? loaded
          : (
              await Promise.all([callPart.load(), resultsPart.load()]).catch((error: unknown) => {
                throw new CallFailedError(
                  { kind: 'network', message: `a part of the widget could not load: ${messageOf(error)}` },
                  { cause: error },
                );
              })
            )[0];
      const cost = await call.requestEstimate(options, answers, controller.signal);
      onCalculated(cost, answers);
      return undefined;
    } catch (error) {
      // Unmounted while the call ran: nobody is there to tell.
      if (controller.signal.aborted) return undefined;
      const failure = toFailure(error);
      onFailed(failure);
      return { [FORM_ERROR]: failureLine(failure, t) };
    } finally {
      inFlight.current = null;
      if (live.current) setBusy(false);
    }
  };

  const ids = {
    age: questionIds(`${idBase}-age`),
    course: questionIds(`${idBase}-course`),
    fees: questionIds(`${idBase}-fees`),
    accommodation: questionIds(`${idBase}-accommodation`),
    include: questionIds(`${idBase}-include`),
  };

  const firstControlId: Record<keyof FormAnswers, string> = {
    ageOfChild: ids.age.control,
    courseDuration: ids.course.control,
    freeFees: `${ids.fees.control}-yes`,
    accommodation: ids.accommodation.control,
    costsInclude: `${ids.include.control}-fees`,
  };

  return (
    <Form<FormAnswers>
      onSubmit={submit}
      initialValues={initialValues}
      validate={validate}
      subscription={{ hasValidationErrors: true, submitError: true, dirtySinceLastSubmit: true }}
      render={({ handleSubmit, hasValidationErrors, submitError, dirtySinceLastSubmit, form }) => (
        <form
          ref={formElement}
          className="ccc-form"
          noValidate
          aria-label={t.formLabel}
          aria-busy={busy || undefined}
          onFocusCapture={askForRules}
          onSubmit={(event) => {
            const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
            const focused = root.activeElement;
            keepFocus.current = !!focused && event.currentTarget.contains(focused);
            return handleSubmit(event);
          }}
          onKeyDown={(event) => {
            // Enter in a field is a submit attempt even while Calculate is disabled: reveal every error
            // and take the user to the first one (GOV.UK Frontend's error pattern).
            const target = event.target as HTMLElement;
            if (event.key !== 'Enter' || target.tagName !== 'INPUT' || !form.getState().hasValidationErrors) return;
            event.preventDefault();
            void form.submit();
            const errors = form.getState().errors ?? {};
            const first = FIELD_ORDER.find((field) => errors[field]);
            if (first) event.currentTarget.querySelector<HTMLElement>(`[id="${firstControlId[first]}"]`)?.focus();
          }}
        >
          {/* While a call runs the answers are locked, so the estimate shown is for what is on screen. */}
          <fieldset className="ccc-fields" disabled={busy}>
            <Field<number | null> name="ageOfChild" allowNull>
              {({ input, meta }) => (
                <NumberInput
                  ids={ids.age}
                  label={t.ageQuestion}
                  placeholder={t.agePlaceholder}
                  min={AGE_MIN}
                  max={AGE_MAX}
                  autoComplete="off"
                  error={shownError(meta)}
                  errorPrefix={t.errorPrefix}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={() => afterPointer(() => input.onBlur())}
                  onFocus={() => input.onFocus()}
                  inputRef={(element) => {
                    firstField.current = element;
                  }}
                />
              )}
            </Field>

            <Field<number | null> name="courseDuration" allowNull>
              {({ input, meta }) => (
                <Select
                  ids={ids.course}
                  label={t.courseQuestion}
                  options={courseOptions}
                  placeholder={t.selectPlaceholder}
                  statusMessage={statusMessage}
                  environment={environment}
                  disabled={busy}
                  value={input.value}
                  error={shownError(meta)}
                  errorPrefix={t.errorPrefix}
                  onChange={input.onChange}
                  onLeave={() => afterPointer(() => input.onBlur())}
                />
              )}
            </Field>

            <Field<boolean | null> name="freeFees" allowNull>
              {({ input, meta }) => (
                <YesNo
                  ids={ids.fees}
                  name={`${idBase}-freeFees`}
                  label={t.freeFeesQuestion}
                  labels={t}
                  labelIcon={
                    <TooltipIcon loader={floatingTooltipPart} label={t.aboutFreeFees}>
                      {t.freeFeesHint}
                    </TooltipIcon>
                  }
                  value={input.value}
                  error={shownError(meta)}
                  errorPrefix={t.errorPrefix}
                  onChange={input.onChange}
                  onLeave={() => afterPointer(() => input.onBlur())}
                  footer={
                    <ExternalLink
                      className="ccc-link ccc-not-sure"
                      href={options.feesInfoUrl}
                      onFollow={trackLink(options.analytics)}
                      newTabNote={t.opensInNewTab}
                    >
                      {t.notSure}
                    </ExternalLink>
                  }
                />
              )}
            </Field>

            <Field<AccommodationType | null> name="accommodation" allowNull>
              {({ input, meta }) => (
                <Select
                  ids={ids.accommodation}
                  label={t.accommodationQuestion}
                  labelIcon={
                    <TooltipIcon loader={floatingTooltipPart} label={t.aboutAccommodation}>
                      {t.accommodationHint}
                    </TooltipIcon>
                  }
                  options={accommodationOptions}
                  placeholder={t.selectPlaceholder}
                  statusMessage={statusMessage}
                  environment={environment}
                  disabled={busy}
                  value={input.value}
                  error={shownError(meta)}
                  errorPrefix={t.errorPrefix}
                  onChange={(accommodation) => {
                    form.batch(() => {
                      input.onChange(accommodation);
                      const include = form.getFieldState('costsInclude')?.value as IncludeItem[] | undefined;
                      form.change('costsInclude', keepOfferedInclude(accommodation, include ?? []));
                    });
                  }}
                  onLeave={() => afterPointer(() => input.onBlur())}
                />
              )}
            </Field>

            <Field<AccommodationType | null> name="accommodation" subscription={{ value: true }} allowNull>
              {({ input: accommodation }) => (
                <Field<IncludeItem[]> name="costsInclude">
                  {({ input, meta }) => (
                    <RadioGroup<IncludeItem[]>
                      ids={ids.include}
                      name={`${idBase}-costsInclude`}
                      label={t.includeQuestion}
                      options={includeChoicesFor(accommodation.value).map((choice) => ({
                        key: choice.id,
                        value: choice.items,
                        label: t[INCLUDE_TEXT[choice.id]],
                      }))}
                      value={input.value}
                      isSelected={(items, current) =>
                        findIncludeChoice(accommodation.value, current ?? [])?.items === items
                      }
                      error={shownError(meta)}
                      errorPrefix={t.errorPrefix}
                      onChange={input.onChange}
                      onLeave={() => afterPointer(() => input.onBlur())}
                    />
                  )}
                </Field>
              )}
            </Field>
          </fieldset>

          {submitError && !dirtySinceLastSubmit ? <FormError>{submitError}</FormError> : null}

          <div className="ccc-submit-row">
            {busy ? (
              <BusySpinner
                text={t.calculating}
                elementRef={(element) => {
                  if (element && keepFocus.current) element.focus();
                }}
              />
            ) : (
              <button
                id={SUBMIT_ID}
                ref={(element) => {
                  // (Once per endpoint: this runs at every render of the form.)
                  if (element && !hasValidationErrors && preconnected.current !== options.graphQLEndpoint) {
                    preconnected.current = options.graphQLEndpoint;
                    preconnect(element.ownerDocument, options.graphQLEndpoint, options.nonce);
                  }
                  // (Not while a call runs: the spinner, about to replace the button, takes the focus then.)
                  if (element && keepFocus.current && !inFlight.current) {
                    keepFocus.current = false;
                    element.focus();
                  }
                }}
                type="submit"
                className="ccc-button ccc-button--primary"
                disabled={hasValidationErrors}
              >
                {t.calculate}
              </button>
            )}
          </div>
        </form>
      )}
    />
  );
}
