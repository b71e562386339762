import { useRef, useState, type RefObject } from 'react';
import type { FormApi } from 'final-form';
import { track } from '../host/analytics';
import type { ResolvedOptions } from '../host/options';
import { toDraft, type Draft } from './plan-form';
import { PLANNER_EVENT } from './planner-analytics';
import type { PlannerMessages } from './planner-messages';
import type { MadePlan } from './use-plan-request';

export interface PlanComparisonProps {
  /** The plan shown (the last made), or null while none is. */
  made: MadePlan | null;
  /** Shows a plan made before again (use-plan-request.ts). */
  show: (plan: MadePlan) => void;
  /** The plan's form (use-plan-draft.ts): a plan shown again puts its answers back in it. */
  form: FormApi<Draft>;
  analytics: ResolvedOptions['analytics'];
  /** The shown plan's heading: it takes the focus when the comparison ends. */
  resultHeading: RefObject<HTMLHeadingElement>;
  t: Pick<PlannerMessages, 'keptPlanA' | 'keptPlanB'>;
}

export interface PlanComparing {
  /** Plan A, kept by 'Compare with another plan'; null when not comparing. */
  a: MadePlan | null;
  /** Plan B, the plan made since (with any answers changed), shown beside plan A; null until made. */
  b: MadePlan | null;
  /** 'Compare with another plan': the plan shown becomes plan A, and the line saying so takes the focus. */
  start: () => void;
  /** 'Keep plan A' (or 'Stop comparing' before plan B is made) and 'Keep plan B': back to that one plan. */
  keep: (plan: 'a' | 'b') => void;
  /** What a screen reader is told when the comparison ends. */
  status: string;
  /** The form's line 'Comparing with plan A…'. */
  line: RefObject<HTMLParagraphElement>;
  /** The comparison's heading, which takes the focus when plan B is shown. */
  heading: RefObject<HTMLHeadingElement>;
}

/** The focus goes to `target` once the next render is on screen (what had it, a button, is gone by then). */
const focusSoon = (target: RefObject<HTMLElement>) => setTimeout(() => target.current?.focus(), 0);

/**
 * Two plans side by side: the plan shown is kept as plan A; the next plan made ('Show my plan' with any answers
 * changed) is plan B, and every plan made while comparing replaces plan B. Keeping either goes back to one plan:
 * plan A is shown again with its answers, or plan B stays.
 */
export function usePlanComparison({
  made,
  show,
  form,
  analytics,
  resultHeading,
  t,
}: PlanComparisonProps): PlanComparing {
  const [a, setA] = useState<MadePlan | null>(null);
  const [status, setStatus] = useState('');
  const line = useRef<HTMLParagraphElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const b = a && made && made.plan !== a.plan ? made : null;

  const start = () => {
    if (!made) return;
    setA({ plan: made.plan, asked: made.asked, madeOn: made.madeOn });
    setStatus('');
    void track(analytics, { name: PLANNER_EVENT.compareStarted });
    focusSoon(line);
  };

  const keep = (plan: 'a' | 'b') => {
    if (!a) return;
    // Plan A is shown again unless it is the plan shown (no plan B made yet).
    if (plan === 'a' && made?.plan !== a.plan) {
      show(a);
      form.initialize(toDraft(a.asked));
    }
    setA(null);
    setStatus(plan === 'a' ? t.keptPlanA : t.keptPlanB);
    focusSoon(resultHeading);
  };

  return { a, b, start, keep, status, line, heading };
}
