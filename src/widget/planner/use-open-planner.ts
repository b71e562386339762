import { useRef, useState, type RefObject } from 'react';
import { track } from '../host/analytics';
import type { ResolvedOptions } from '../host/options';
import { PLANNER_EVENT } from './planner-analytics';

/** 'Make a savings plan' pressed (or a linked plan): the section is open, and its heading takes the focus. */
export function useOpenPlanner(
  analytics: ResolvedOptions['analytics'],
  initiallyOpen: boolean,
): { open: boolean; openPlanner: () => void; heading: RefObject<HTMLHeadingElement> } {
  const [open, setOpen] = useState(initiallyOpen);
  const heading = useRef<HTMLHeadingElement>(null);
  const openPlanner = () => {
    setOpen(true);
    void track(analytics, { name: PLANNER_EVENT.opened });
    // The section's heading takes the focus once it is on screen.
    setTimeout(() => heading.current?.focus(), 0);
  };
  return { open, openPlanner, heading };
}
