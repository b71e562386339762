import { useLayoutEffect } from 'react';
import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
} from '@floating-ui/react';

import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_OFFSET, type TooltipBehaviourProps } from './Tooltip';

export type FloatingTooltipProps = TooltipBehaviourProps;

/**
 * The behaviour of an information icon's tooltip (Tooltip.tsx has the icon, its button and its open
 * state), from Floating UI's interaction hooks: it opens on hover (with a safe area towards the tooltip,
 * so the pointer can move onto it), on keyboard focus and on click or tap (a click after hovering keeps it
 * open; a second click closes it). Escape or a press outside closes it however it was opened (WCAG
 * 1.4.13). Offset 10 px; it hides 150 ms after the pointer leaves; it flips and shifts to stay in view
 * and follows scrolling. Renders the tooltip while it is open, and hands the icon its button's handlers.
 */
export function FloatingTooltip({
  button,
  open,
  onOpenChange,
  tooltipId,
  onButtonProps,
  openedBy,
  children,
}: FloatingTooltipProps) {
  const { refs, floatingStyles, placement, context } = useFloating({
    open,
    onOpenChange,
    placement: 'top',
    middleware: [offset(TOOLTIP_OFFSET), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  useLayoutEffect(() => {
    refs.setReference(button.current);
    // Floating UI's hooks decide by the event that opened the tooltip (its context's openEvent); one opened
    // before this part arrived gets the event that asked for it.
    if (openedBy) context.dataRef.current.openEvent = new Event(openedBy);
  }, []);
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, delay: { open: 0, close: TOOLTIP_HIDE_DELAY_MS }, handleClose: safePolygon() }),
    useFocus(context),
    useClick(context),
    useDismiss(context),
  ]);
  // The handlers change with the open state (a click closes an open tooltip); the icon renders them.
  useLayoutEffect(() => onButtonProps(getReferenceProps()), [getReferenceProps]);

  return open ? (
    <div
      ref={refs.setFloating}
      id={tooltipId}
      role="tooltip"
      className="ccc-tooltip"
      data-placement={placement}
      style={floatingStyles}
      {...getFloatingProps()}
    >
      {children}
    </div>
  ) : null;
}
