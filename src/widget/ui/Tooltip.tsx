import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FloatingTooltip } from './FloatingTooltip';

/** SPEC §9: the tooltip's distance from its icon and how long it lingers after the pointer leaves. */
export const TOOLTIP_OFFSET = 10;
export const TOOLTIP_HIDE_DELAY_MS = 150;

export interface TooltipIconProps {
  /** What the icon is about, its accessible name: 'About free fees'. */
  label: string;
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
 * use through `loader`). Until Floating UI has arrived, the icon is a plain button that asks for it, and a
 * hover, focus or tap on it opens the tooltip as soon as it is there.
 */
export function TooltipIcon({ loader: floating, ...props }: TooltipIconProps & { loader: FloatingTooltipLoader }) {
  const [Floating, setFloating] = useState(() => floating.get()?.FloatingTooltip);
  // The kind of event ('pointerenter', 'focus' or 'click') that first asked for the tooltip before it was here.
  const [wanted, setWanted] = useState<string | undefined>(undefined);
  const hadFocus = useRef(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const live = useRef(true);
  const arrive = () =>
    floating.load().then(
      (part) => {
        if (!live.current) return;
        const root = button.current?.getRootNode() as Document | ShadowRoot | undefined;
        hadFocus.current = !!button.current && root?.activeElement === button.current;
        setFloating(() => part.FloatingTooltip);
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

  if (Floating) return <Floating {...props} openedBy={wanted} focusOnMount={hadFocus.current} />;
  const want = (event: { type: string }) => {
    setWanted((first) => first ?? event.type);
    void arrive();
  };
  return (
    <span className="ccc-tooltip-anchor">
      <button
        ref={button}
        type="button"
        className="ccc-tooltip-icon"
        aria-label={props.label}
        aria-expanded={false}
        onPointerEnter={want}
        onFocus={want}
        onClick={want}
      >
        <InfoGlyph />
      </button>
    </span>
  );
}
