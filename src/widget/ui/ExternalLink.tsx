import type { ReactNode } from 'react';
import { EVENT, track } from '../analytics';
import type { AnalyticsHandler } from '../types';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  analytics?: AnalyticsHandler;
  className?: string;
  /** Said after the link's text by screen readers; default ' (opens in a new tab)'. */
  newTabNote?: string;
}

/**
 * A link that opens in a new tab and records an analytics event. The tab opens within the click itself
 * (a popup blocker lets it through) and the event is sent alongside, never delaying it: this page stays
 * where it is, so the report has time to finish.
 */
export function ExternalLink({ href, children, analytics, className, newTabNote = ' (opens in a new tab)' }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={() => {
        void track(analytics, { name: EVENT.externalLink, properties: { href } });
      }}
    >
      {children}
      <span className="ccc-visually-hidden">{newTabNote}</span>
    </a>
  );
}
