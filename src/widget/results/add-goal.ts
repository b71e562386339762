/**
 * 'Add to my plan' (SPEC §4: Add goal sends the browser to digitalAdviceUrl with the answers): the estimate is
 * first saved for the user signed in now, then the host's onAddGoal handler adds the goal in the page, or the
 * browser goes to the digital advice site: a link to addGoalUrl(), which this tab follows once analytics has
 * heard of it (at most ANALYTICS_WAIT_MS), or which the browser has opened in a new tab or window. Only the
 * results view offers it, so it comes in the results' chunk.
 */
import { callPart } from '../parts/parts';
import { addGoalUrl } from './add-goal-url';
import { EVENT, navigation, track } from '../host/analytics';
import { messageOf, toFailure, type Failure } from '../call/call-failure';
import type { ResolvedOptions } from '../host/options';
import type { Emit } from '../host/events';
import type { CollegeCost, SubmittedAnswers } from '../host/types';

/**
 * What adding the goal came to: the goal added in the page, the browser on its way to the advice site, or the
 * advice site opened by the browser in a new tab or window (this page stays).
 */
export type AddGoalOutcome = 'added' | 'navigating' | 'opened-elsewhere';

/** Where the advice site opens: in this tab (the widget takes the page there), or elsewhere (the browser did). */
export type AddGoalOpens = 'this-tab' | 'elsewhere';

/** What adding a goal needs of the calculator that shows the results. */
export interface AddGoalContext {
  options: ResolvedOptions;
  emit: Emit;
  /** Whether the calculator is still on the page. */
  isMounted(): boolean;
  /** Shows an estimate calculated again for the signed-in user in place of the one shown. */
  showResults(cost: CollegeCost, answers: SubmittedAnswers): void;
  /** Says a failure once in the console and as an 'error' event. */
  reportFailure(what: string, failure: Failure): void;
}

/**
 * The estimate as saved for the user signed in now. Calculated by a visitor who signed in afterwards, it
 * was never saved (its id is null): it is calculated again for the user, so the goal can be made from it.
 */
async function savedForUser(
  context: AddGoalContext,
  cost: CollegeCost,
  answers: SubmittedAnswers,
): Promise<CollegeCost> {
  const { options } = context;
  if (!options.userId || cost.userId === options.userId) return cost;
  try {
    const call = await callPart.load();
    const saved = await call.requestEstimate(options, answers);
    if (context.isMounted()) {
      context.showResults(saved, answers);
      context.emit('calculated', { collegeCost: saved, answers });
    }
    return saved;
  } catch (error) {
    context.reportFailure('saving the estimate for the signed-in user', toFailure(error));
    throw error;
  }
}

/**
 * Adds the goal of the estimate `shown`, made from `answers`. Without an onAddGoal handler the advice site opens
 * where `opens` says: in this tab, the widget goes there once analytics has heard; elsewhere, the browser has
 * opened it already and this page stays. Rejects when it failed (already reported).
 */
export async function addGoal(
  context: AddGoalContext,
  shown: CollegeCost,
  answers: SubmittedAnswers,
  opens: AddGoalOpens = 'this-tab',
): Promise<AddGoalOutcome> {
  const { options, emit } = context;
  const cost = await savedForUser(context, shown, answers);
  emit('add-goal', { collegeCost: cost, answers });
  if (options.onAddGoal) {
    try {
      await options.onAddGoal(answers, cost);
    } catch (error) {
      context.reportFailure('adding the goal', {
        kind: 'add-goal',
        message: `the onAddGoal handler failed: ${messageOf(error)}`,
      });
      throw error;
    }
    return 'added';
  }
  const reported = track(options.analytics, { name: EVENT.addGoal, properties: { total: cost.total.float } });
  if (opens === 'elsewhere') return 'opened-elsewhere';
  await reported;
  // A widget unmounted while analytics was reporting no longer sends the browser anywhere.
  if (context.isMounted()) navigation.assign(addGoalUrl(options.digitalAdviceUrl, answers));
  return 'navigating';
}
