import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FollowedIn } from '../ui/ExternalLink';
import type { AddGoalOutcome } from './add-goal';

/** Adding the goal: not yet, under way, failed (the error line shows) or done (the confirmation shows). */
export type AddGoalState = 'idle' | 'busy' | 'failed' | 'added';

export interface AddGoalControl {
  state: AddGoalState;
  /** Adds the goal (`opens`: where the browser opens the digital advice site, when the control is a link). */
  addGoal: (opens?: FollowedIn) => Promise<void>;
  /** The confirmation, which takes the focus as it appears. */
  added: RefObject<HTMLParagraphElement>;
}

/** The add-goal control's state, from the host's `onAddGoal` (ResultsViewProps) and its outcome. */
export function useAddGoal(onAddGoal: (opens: FollowedIn) => Promise<AddGoalOutcome>): AddGoalControl {
  const added = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState<AddGoalState>('idle');
  // The add-goal button had the focus and is gone: the confirmation takes it, rather than the page's body.
  useEffect(() => {
    if (state === 'added') added.current?.focus();
  }, [state === 'added']);
  const addGoal = async (opens: FollowedIn = 'this-tab') => {
    // (A new tab or window opened by the browser leaves this page as it is: nothing here is busy.)
    if (opens === 'this-tab') setState('busy');
    try {
      const outcome = await onAddGoal(opens);
      if (opens === 'this-tab' || outcome === 'added') setState(outcome === 'added' ? 'added' : 'idle');
    } catch {
      setState('failed');
    }
  };
  return { state, addGoal, added };
}
