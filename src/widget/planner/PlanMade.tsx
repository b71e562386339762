import type { RefObject } from 'react';
import type { FormMessages } from '../host/messages';
import type { PlanFormats } from './plan-formats';
import type { PlannerMessages } from './planner-messages';
import type { PlanComparing } from './use-plan-comparison';
import type { MadePlan } from './use-plan-request';
import { PlanResult } from './PlanResult';
import { PlanComparison } from './PlanComparison';

export interface PlanMadeProps {
  /** The plan shown, or null while none is. */
  made: MadePlan | null;
  comparing: PlanComparing;
  /** The first day of college (ISO). */
  startDate: string;
  /** How many of the yearly costs (fees, accommodation, other expenses) the estimate counts. */
  counted: number;
  t: FormMessages & PlannerMessages;
  formats: PlanFormats;
  idBase: string;
  resultHeading: RefObject<HTMLHeadingElement>;
  /** The page's CSP nonce (the `nonce` option), for the comparison's styles. */
  nonce: string | undefined;
}

/**
 * Below the plan's questions, once the plan's views have arrived: plan A beside plan B while comparing them, the
 * plan shown, and 'Compare with another plan' when not comparing.
 */
export function PlanMade({
  made,
  comparing,
  startDate,
  counted,
  t,
  formats,
  idBase,
  resultHeading,
  nonce,
}: PlanMadeProps) {
  return (
    <>
      {comparing.a && comparing.b ? (
        <PlanComparison
          a={comparing.a}
          b={comparing.b}
          t={t}
          {...formats}
          idBase={idBase}
          headingRef={comparing.heading}
          onKeep={comparing.keep}
          nonce={nonce}
        />
      ) : null}
      {made ? (
        <PlanResult
          plan={made.plan}
          startDate={startDate}
          madeOn={made.madeOn}
          counted={counted}
          t={t}
          {...formats}
          idBase={idBase}
          headingRef={resultHeading}
        />
      ) : null}
      {made && !comparing.a ? (
        <button
          type="button"
          className="ccc-button ccc-button--secondary ccc-no-print ccc-plans-start"
          onClick={comparing.start}
        >
          {t.compareWithAnother}
        </button>
      ) : null}
    </>
  );
}
