import { fill } from '../host/fill';
import type { PlannerMessages } from './planner-messages';
import type { PlanComparing } from './use-plan-comparison';

export interface ComparingLineProps {
  comparing: PlanComparing;
  id: string;
  t: PlannerMessages;
}

/**
 * Above the plan's questions while comparing: the next plan made is plan B, set beside plan A. It takes the focus
 * when the comparison starts (it is what a screen reader reads then). Until plan B is made, 'Stop comparing' goes
 * back to plan A alone; once it is, the comparison's own buttons say which plan to keep.
 */
export function ComparingLine({ comparing, id, t }: ComparingLineProps) {
  return (
    <div className="ccc-plans-comparing ccc-no-print">
      <p id={id} tabIndex={-1} ref={comparing.line}>
        {fill(t.comparingLine, { button: t.showPlan })}
      </p>
      {comparing.b ? null : (
        <button type="button" className="ccc-button ccc-button--link" onClick={() => comparing.keep('a')}>
          {t.stopComparing}
        </button>
      )}
    </div>
  );
}
