import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { FloatingTooltip } from './FloatingTooltip';
import { useUniqueId } from './unique-id';

/** SPEC §9: the tooltip's distance from its icon and how long it lingers after the pointer leaves. */
export const TOOLTIP_OFFSET = 10;
export const TOOLTIP_HIDE_DELAY_MS = 150;

export interface TooltipIconProps {
  /** What the icon is about, its accessible name: 'About free fees'. */
  label: string;
  children: ReactNode;
}

/** The props Floating UI's interactions put on the icon's button: its event handlers. */
export type IconButtonProps = Record<string, unknown>;

/**
 * What the icon gives the tooltip's behaviour (FloatingTooltip.tsx). The icon owns its one button and the
 * open state, so the button a parent hovers, focuses or taps is the one that says it is expanded, in the
 * same render as the tooltip shows; the behaviour hands back the handlers for that button.
 */
export interface TooltipBehaviourProps {
  /** The icon's button, Floating UI's reference element. */
  button: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The tooltip's id, which the button's aria-describedby names while it is open. */
  tooltipId: string;
  /** Receives the button's handlers, again whenever they change. */
  onButtonProps(props: IconButtonProps): void;
  /**
   * The type of the event ('pointerenter', 'focus', 'click') that asked for the tooltip before this part had
   * arrived: the tooltip is open already, and behaves as if that event had opened it here (a click that
   * follows a hover keeps it open; one that follows a click closes it).
   */
  openedBy?: string;
  children: ReactNode;
}

/**
 * How the icon gets Floating UI and the tooltip's behaviour (FloatingTooltip.tsx), a chunk of its own: the
 * widget's lazy part for `import('./FloatingTooltip')` (loaded once), and when to fetch it unasked.
 */
export interface FloatingTooltipLoader {
  /** The module once it has arrived (synchronously, so the icon shows no loading flash), else undefined. */
  get(): { FloatingTooltip: typeof FloatingTooltip } | undefined;
  /** Fetches it, once; a failed load may be tried again. */
  load(): Promise<{ FloatingTooltip: typeof FloatingTooltip }>;
  /** Runs `task` (the fetch) once the page has settled and the browser is idle. */
  whenIdle(task: () => void): void;
}

/** The drawn 'i': no text, so the icon's name is its label alone. */
export function InfoGlyph() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <circle cx="8" cy="4" r="1.5" fill="currentColor" />
      <rect x="6.75" y="6.5" width="2.5" height="7" rx="1" fill="currentColor" />
    </svg>
  );
}

/**
 * An information icon with a tooltip (FloatingTooltip.tsx has the behaviour, fetched when idle or on first
 * use through `loader`). Until Floating UI has arrived, a hover, focus or tap on the icon asks for it, and
 * the tooltip opens as soon as it is there. The button stays the same element throughout: the one the
 * parent focused keeps the focus, and the one a screen reader or script holds says whether it is expanded.
 */
export function TooltipIcon({
  loader: floating,
  label,
  children,
}: TooltipIconProps & { loader: FloatingTooltipLoader }) {
  const [Floating, setFloating] = useState(() => floating.get()?.FloatingTooltip);
  const [open, setOpen] = useState(false);
  const [buttonProps, setButtonProps] = useState<IconButtonProps | undefined>(undefined);
  // The kind of event ('pointerenter', 'focus' or 'click') that first asked for the tooltip before it was here.
  const wanted = useRef<string | undefined>(undefined);
  const button = useRef<HTMLButtonElement | null>(null);
  const tooltipId = useUniqueId('ccc-tooltip');
  const live = useRef(true);
  const arrive = () =>
    floating.load().then(
      (part) => {
        if (!live.current) return;
        setFloating(() => part.FloatingTooltip);
        // Shown in the same render as the behaviour arrives, so the button is expanded as the tooltip shows.
        if (wanted.current) setOpen(true);
      },
      () => undefined,
    );
  useEffect(() => {
    live.current = true;
    if (!Floating) floating.whenIdle(() => void arrive());
    return () => {
      live.current = false;
    };
  }, []);
  const want = (event: { type: string }) => {
    wanted.current ??= event.type;
    void arrive();
  };

  return (
    <span className="ccc-tooltip-anchor">
      <button
        ref={button}
        type="button"
        className="ccc-tooltip-icon"
        aria-label={label}
        aria-expanded={open}
        aria-describedby={open ? tooltipId : undefined}
        {...(buttonProps ?? { onPointerEnter: want, onFocus: want, onClick: want })}
      >
        <InfoGlyph />
      </button>
      {Floating ? (
        <Floating
          button={button}
          open={open}
          onOpenChange={setOpen}
          tooltipId={tooltipId}
          onButtonProps={setButtonProps}
          openedBy={wanted.current}
        >
          {children}
        </Floating>
      ) : null}
    </span>
  );
}
