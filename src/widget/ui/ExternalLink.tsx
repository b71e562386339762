import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Told of the click, with the link's address (to record an analytics event, say); it must not throw. */
  onFollow?: (href: string) => void;
  className?: string;
  /** Said after the link's text by screen readers; default ' (opens in a new tab)'. */
  newTabNote?: string;
}

/**
 * A link that opens in a new tab and tells `onFollow` (for an analytics event). The tab opens within the
 * click itself (a popup blocker lets it through) and `onFollow` runs alongside, never delaying it: this page
 * stays where it is, so a report it sends has time to finish.
 */
export function ExternalLink({
  href,
  children,
  onFollow,
  className,
  newTabNote = ' (opens in a new tab)',
}: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={() => onFollow?.(href)}>
      {children}
      <span className="ccc-visually-hidden">{newTabNote}</span>
    </a>
  );
}
