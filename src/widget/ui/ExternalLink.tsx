import type { MouseEvent, ReactNode } from 'react';

/**
 * Where a followed link opens: 'this-tab' is a plain click on a link that opens in this tab (the browser's own going
 * is cancelled: `onFollow` takes the page there); 'elsewhere' is a new tab or window, which the browser opens
 * itself (a link that opens in a new tab, or a click with Ctrl, Meta, Shift or Alt, or with the middle button).
 */
export type FollowedIn = 'this-tab' | 'elsewhere';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /**
   * Told of the click, with the link's address and where it opens (to record an analytics event, say); it must
   * not throw. For a plain click on a link that opens in this tab ('this-tab'), it is what goes there.
   */
  onFollow?: (href: string, opens: FollowedIn) => void;
  /**
   * Where a plain click opens the link: 'new-tab' (the default: a page beside this one) or 'this-tab' (a next
   * step, such as the digital advice site: `onFollow` may record first, then go). Either way the browser's own
   * ways to open a link elsewhere (modifier keys, the middle button, the context menu) keep working.
   */
  opens?: 'new-tab' | 'this-tab';
  className?: string;
  id?: string;
  /** A plain click is being followed (onFollow is recording before going): said, and a second one does nothing. */
  busy?: boolean;
  /** Said after the link's text by screen readers when it opens in a new tab; default ' (opens in a new tab)'. */
  newTabNote?: string;
}

/** Whether a click asks the browser to open the link elsewhere: a modifier key, or a button but the first. */
export const opensElsewhere = (
  event: Pick<globalThis.MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * A link that tells `onFollow` when it is followed (for an analytics event). Opening in a new tab, the tab opens
 * within the click itself (a popup blocker lets it through) and `onFollow` runs alongside, never delaying it: this
 * page stays where it is, so a report it sends has time to finish. Opening in this tab (`opens: 'this-tab'`), a
 * plain click is `onFollow`'s to complete, and a click that opens it elsewhere is the browser's, as for any link.
 */
export function ExternalLink({
  href,
  children,
  onFollow,
  opens = 'new-tab',
  className,
  id,
  busy,
  newTabNote = ' (opens in a new tab)',
}: ExternalLinkProps) {
  const newTab = opens === 'new-tab';
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !onFollow) return;
    if (newTab || opensElsewhere(event)) {
      onFollow(href, 'elsewhere');
      return;
    }
    event.preventDefault();
    if (!busy) onFollow(href, 'this-tab');
  };
  return (
    <a
      id={id}
      href={href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      className={className}
      aria-busy={busy || undefined}
      onClick={follow}
      // The middle button opens a new tab with no click event: an auxclick.
      onAuxClick={(event) => event.button === 1 && follow(event)}
    >
      {children}
      {newTab ? <span className="ccc-visually-hidden">{newTabNote}</span> : null}
    </a>
  );
}
