import { useEffect, useRef, useState } from 'react';
import { createFlag, type Flag } from '../lib/flag';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { CallFailedError, failureLine, messageOf, toFailure, type Failure } from './call-failure';
import { callPart, resultsPart } from '../parts/parts';
import { whenIdle } from '../lib/lazy-part';
import type { FormMessages } from '../host/messages';
import type { ResolvedOptions } from '../host/options';
import type { CollegeCost, FormAnswers, SubmittedAnswers } from '../host/types';

/**
 * How long a call runs before the form shows it is busy: the spinner in place of Calculate, the answers locked.
 * Source: J. Nielsen, Usability Engineering (1993), ch. 5, "Response times: the three important limits": about
 * 0.1 s is the limit for the parent to feel that the page reacted at once, where no feedback is needed but the
 * result itself. An answer that comes sooner shows its results with no spinner flashing up for a frame (and no
 * frame of it for the answer to wait behind: docs/performance.md, click → headline). Calculate is disabled from
 * the click itself (SPEC §4), so a second press sends nothing meanwhile.
 */
export const SPINNER_DELAY_MS = 100;

export interface Calculation {
  /**
   * A call is running, from the click: Calculate is disabled. Read where it shows (useFlag), or with get() for
   * whether a call runs now (set in the click's task, before the form shows it).
   */
  sending: Flag;
  /**
   * The call has run SPINNER_DELAY_MS: the answers are locked and a spinner replaces Calculate. Read where it
   * shows (useFlag): only those parts re-render as a call starts and ends.
   */
  busy: Flag;
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
  const [sending] = useState(createFlag);
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
    // Calculate is disabled from the click (its re-render, at the end of this task, is one attribute); the
    // spinner and the locked answers wait SPINNER_DELAY_MS, so a quick answer is not held up behind their frame.
    sending.set(true);
    const showBusy = setTimeout(() => busy.set(true), SPINNER_DELAY_MS);
    try {
      // Once the parts are here (fetched when idle), the request goes out in this task: no wait between
      // the click and the call. Until they are, the call waits for them.
      let call = resultsPart.get() && callPart.get();
      if (!call) {
        call = (
          await Promise.all([callPart.load(), resultsPart.load()]).catch((error: unknown) => {
            throw new CallFailedError(
              { kind: 'network', message: `a part of the widget could not load: ${messageOf(error)}` },
              { cause: error },
            );
          })
        )[0];
      }
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
      clearTimeout(showBusy);
      inFlight.current = null;
      // (After an unmount too: a flag no component reads any more tells no one.)
      busy.set(false);
      sending.set(false);
    }
  };
  return { sending, busy, submit };
}
