import type { ReactNode } from 'react';
import { EVENT, navigation, track } from '../analytics';
import type { AnalyticsHandler } from '../types';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  analytics?: AnalyticsHandler;
  className?: string;
}

/**
 * A link that opens in a new tab and records an analytics event first, waiting at most 500 ms.
 * Modified clicks (new window, new tab, download) are left to the browser.
 */
export function ExternalLink({ href, children, analytics, className }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={(event) => {
        if (!analytics || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void track(analytics, { name: EVENT.externalLink, properties: { href } }).then(() => navigation.open(href));
      }}
    >
      {children}
      <span className="ccc-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
