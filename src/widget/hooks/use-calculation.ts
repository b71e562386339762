import { useEffect, useRef, useState } from 'react';
import { useLive } from './use-live';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { CallFailedError, failureLine, messageOf, toFailure, type Failure } from '../call-failure';
import { callPart, resultsPart } from '../parts';
import { whenIdle } from '../lib/lazy-part';
import type { FormMessages } from '../messages';
import type { ResolvedOptions } from '../options';
import type { CollegeCost, FormAnswers, SubmittedAnswers } from '../types';

export interface Calculation {
  /** A call is running: the answers are locked and a spinner replaces Calculate. */
  busy: boolean;
  /** Whether a call is running now (before `busy` shows it: the form shows it in the next task). */
  running: () => boolean;
  /** The form's onSubmit: the call, and the error line's text when it failed. */
  submit: (values: FormAnswers) => Promise<SubmissionErrors>;
}

/** The calculation behind Calculate: its request, its busy state, and its abort when the form goes. */
export function useCalculation(
  options: ResolvedOptions,
  t: FormMessages,
  onCalculated: (cost: CollegeCost, answers: SubmittedAnswers) => void,
  onFailed: (failure: Failure) => void,
): Calculation {
  const inFlight = useRef<AbortController | null>(null);
  const live = useLive();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // The form is on screen: fetch what the next steps need while the parent reads it.
    whenIdle(() => {
      callPart.load().catch(() => undefined);
      // (The formats in a task of their own: making them is not short.)
      resultsPart.load().then(
        (part) => setTimeout(() => part.prepareFormats(options.locale)),
        () => undefined,
      );
    });
    return () => inFlight.current?.abort();
  }, []);

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
  return { busy, running: () => inFlight.current !== null, submit };
}
