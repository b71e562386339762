import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUniqueId } from './unique-id';
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';

/** SPEC §9: the tooltip's distance from its icon and how long it lingers after the pointer leaves. */
export const TOOLTIP_OFFSET = 10;
export const TOOLTIP_HIDE_DELAY_MS = 150;

export interface TooltipIconProps {
  /** What the icon is about, read by screen readers: 'More about free fees'. */
  label: string;
  children: ReactNode;
}

/**
 * An information icon that shows a tooltip on hover and keyboard focus (Floating UI: offset 10,
 * flips and shifts to stay in view, follows scrolling). Escape hides it; it hides 150 ms after leaving.
 */
export function TooltipIcon({ label, children }: TooltipIconProps) {
  const id = useUniqueId('ccc-tip');
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { refs, floatingStyles, placement } = useFloating({
    open,
    placement: 'top',
    middleware: [offset(TOOLTIP_OFFSET), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });

  const cancelHide = () => clearTimeout(hideTimer.current);
  const show = () => {
    cancelHide();
    setOpen(true);
  };
  const hideSoon = () => {
    cancelHide();
    hideTimer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_DELAY_MS);
  };
  useEffect(() => cancelHide, []);

  return (
    <span className="ccc-tooltip-anchor">
      <button
        ref={refs.setReference}
        type="button"
        className="ccc-tooltip-icon"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onMouseEnter={show}
        onMouseLeave={hideSoon}
        onFocus={show}
        onBlur={hideSoon}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            cancelHide();
            setOpen(false);
          }
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      {open ? (
        <div
          ref={refs.setFloating}
          id={id}
          role="tooltip"
          className="ccc-tooltip"
          data-placement={placement}
          style={floatingStyles}
          onMouseEnter={show}
          onMouseLeave={hideSoon}
        >
          {children}
        </div>
      ) : null}
    </span>
  );
}
