import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  useRole,
} from '@floating-ui/react';

import { InfoGlyph, TOOLTIP_HIDE_DELAY_MS, TOOLTIP_OFFSET, type TooltipIconProps } from './Tooltip';

export interface FloatingTooltipProps extends TooltipIconProps {
  /**
   * Open at once: the parent hovered, focused or tapped the icon before this part had arrived; the type of
   * that event ('pointerenter', 'focus', 'click'), so the tooltip behaves as if opened by it here (a click
   * that follows a hover keeps it open; one that follows a click closes it).
   */
  openedBy?: string;
  /** Take the focus at once: the icon this replaces had it. */
  focusOnMount?: boolean;
}

/**
 * An information icon with a tooltip, its behaviour from Floating UI's interaction hooks: it opens on
 * hover (with a safe area towards the tooltip, so the pointer can move onto it), on keyboard focus and on
 * click or tap (a click after hovering keeps it open; a second click closes it). Escape or a press
 * outside closes it however it was opened (WCAG 1.4.13). Offset 10 px; it hides 150 ms after the
 * pointer leaves; it flips and shifts to stay in view and follows scrolling.
 */
export function FloatingTooltip({ label, children, openedBy, focusOnMount = false }: FloatingTooltipProps) {
  const [open, setOpen] = useState(!!openedBy);
  const button = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, []);
  const { refs, floatingStyles, placement, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    middleware: [offset(TOOLTIP_OFFSET), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  // Floating UI's hooks decide by the event that opened the tooltip (its context's openEvent); one opened
  // before this part arrived gets the event that asked for it.
  useLayoutEffect(() => {
    if (openedBy) context.dataRef.current.openEvent = new Event(openedBy);
  }, []);
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, delay: { open: 0, close: TOOLTIP_HIDE_DELAY_MS }, handleClose: safePolygon() }),
    useFocus(context),
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);

  return (
    <span className="ccc-tooltip-anchor">
      <button
        ref={(element) => {
          button.current = element;
          refs.setReference(element);
        }}
        type="button"
        className="ccc-tooltip-icon"
        aria-label={label}
        aria-expanded={open}
        {...getReferenceProps()}
      >
        <InfoGlyph />
      </button>
      {open ? (
        <div
          ref={refs.setFloating}
          className="ccc-tooltip"
          data-placement={placement}
          style={floatingStyles}
          {...getFloatingProps()}
        >
          {children}
        </div>
      ) : null}
    </span>
  );
}
