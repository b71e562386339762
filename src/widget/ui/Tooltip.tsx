import { useState, type ReactNode } from 'react';
import {
  autoUpdate, flip, offset, safePolygon, shift, useClick, useDismiss, useFloating, useFocus, useHover, useInteractions,
  useRole,
} from '@floating-ui/react';

/** SPEC §9: the tooltip's distance from its icon and how long it lingers after the pointer leaves. */
export const TOOLTIP_OFFSET = 10;
export const TOOLTIP_HIDE_DELAY_MS = 150;

export interface TooltipIconProps {
  /** What the icon is about, its accessible name: 'About free fees'. */
  label: string;
  children: ReactNode;
}

/**
 * An information icon with a tooltip, its behaviour from Floating UI's interaction hooks: it opens on
 * hover (with a safe area towards the tooltip, so the pointer can move onto it), on keyboard focus and on
 * click or tap (a click after hovering keeps it open; a second click closes it). Escape or a press
 * outside closes it however it was opened (WCAG 1.4.13). Offset 10 px; it hides 150 ms after the
 * pointer leaves; it flips and shifts to stay in view and follows scrolling.
 */
export function TooltipIcon({ label, children }: TooltipIconProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, placement, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    middleware: [offset(TOOLTIP_OFFSET), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
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
        ref={refs.setReference}
        type="button"
        className="ccc-tooltip-icon"
        aria-label={label}
        aria-expanded={open}
        {...getReferenceProps()}
      >
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <circle cx="8" cy="4" r="1.5" fill="currentColor" />
          <rect x="6.75" y="6.5" width="2.5" height="7" rx="1" fill="currentColor" />
        </svg>
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
