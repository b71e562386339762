import { useState } from 'react';
import { useLive } from '../lib/use-live';
import { track } from '../host/analytics';
import { messageOf } from '../call/call-failure';
import type { Emit } from '../host/events';
import type { ResolvedOptions } from '../host/options';
import type { SubmittedAnswers } from '../host/types';
import type { PlanAnswers } from './plan-call';
import { PLANNER_EVENT } from './planner-analytics';
import { estimateLink } from './share-link';

/** Where 'Copy a link to this estimate' is: not pressed, copied, or the link shown to copy by hand. */
export type CopyState = { status: 'idle' } | { status: 'copied' } | { status: 'manual'; url: string };

export interface SharingProps {
  options: ResolvedOptions;
  answers: SubmittedAnswers;
  emit: Emit;
  /** The answers of the plan shown, which the link carries too; null when none is shown. */
  shown: PlanAnswers | null;
}

export interface Sharing {
  copy: CopyState;
  /** 'Copy a link to this estimate'. */
  copyLink: () => Promise<void>;
  /** 'Print this plan': reported, then the browser's print (the planner's styles say what is printed). */
  print: () => void;
}

/**
 * 'Copy a link to this estimate' (share-link.ts: the link to the clipboard, its event and analytics) and
 * 'Print this plan'.
 */
export function useSharing({ options, answers, emit, shown }: SharingProps): Sharing {
  const [copy, setCopy] = useState<CopyState>({ status: 'idle' });
  const live = useLive();

  const copyLink = async () => {
    const url = estimateLink(window.location.href, answers, shown, options.widget.name);
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      // No clipboard (an insecure page, a refused permission): the link is shown to copy by hand, and nothing
      // was copied, so no 'link-copied' event and no analytics.
      console.info(
        `college-costs-calculator: the link could not be copied (${messageOf(error)}); it is shown instead.`,
      );
      if (live.current) setCopy({ status: 'manual', url });
      return;
    }
    if (live.current) setCopy({ status: 'copied' });
    emit('link-copied', { url });
    void track(options.analytics, { name: PLANNER_EVENT.linkCopied, properties: { withPlan: shown !== null } });
  };
  const print = () => {
    void track(options.analytics, { name: PLANNER_EVENT.printed, properties: { withPlan: shown !== null } });
    window.print();
  };
  return { copy, copyLink, print };
}
