import { useEffect, useRef, useState } from 'react';
import { createFlag, type Flag } from '../lib/flag';
import { useLive } from './use-live';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { CallFailedError, failureLine, messageOf, toFailure, type Failure } from '../call-failure';
import { callPart, resultsPart } from '../parts';
import { whenIdle } from '../lib/lazy-part';
import type { FormMessages } from '../messages';
import type { ResolvedOptions } from '../options';
import type { CollegeCost, FormAnswers, SubmittedAnswers } from '../types';

export interface Calculation {
  /**
   * A call is running: the answers are locked and a spinner replaces Calculate. Read where it shows (useFlag):
   * only those parts re-render as a call starts and ends.
   */
  busy: Flag;
  /** Whether a call is running now (before `busy` shows it: the form shows it at the end of the task). */
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
  const [busy] = useState(createFlag);
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
    try {
      // Once the parts are here (fetched when idle), the request goes out in this task: no wait between
      // the click and the call. Until they are, the form shows it is busy while they come.
      let call = resultsPart.get() && callPart.get();
      if (!call) {
        busy.set(true);
        call = (
          await Promise.all([callPart.load(), resultsPart.load()]).catch((error: unknown) => {
            throw new CallFailedError(
              { kind: 'network', message: `a part of the widget could not load: ${messageOf(error)}` },
              { cause: error },
            );
          })
        )[0];
      }
      const answer = call.requestEstimate(options, answers, controller.signal);
      // The request is on its way: the form shows it is busy from the end of this task (the re-render runs at
      // its microtask checkpoint, after the request went out). A re-render in a task of its own came after the
      // first frame, and its frame held up the answer's handling. It is small: only what shows the flag (the
      // spinner, the fieldset, the two dropdowns, the form's aria-busy) re-renders, so it is done well before
      // the answer can arrive; the whole form's re-render was about 5 ms that the answer often waited behind.
      busy.set(true);
      const cost = await answer;
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
      if (live.current) busy.set(false);
    }
  };
  return { busy, running: () => inFlight.current !== null, submit };
}
