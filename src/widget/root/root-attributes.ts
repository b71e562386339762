import type { ResolvedOptions } from '../host/options';

/**
 * The attributes of the widget's root element, as Calculator renders them and as the empty form's markup is
 * written with them (in the page, or on the server).
 */
export function rootAttributes(
  options: Pick<ResolvedOptions, 'layout' | 'className' | 'messages'>,
  rootId: string | undefined,
) {
  return {
    id: rootId,
    className: ['ccc-root', `ccc-root--${options.layout}`, options.className].filter(Boolean).join(' '),
    dir: 'ltr' as const,
    lang: options.messages.language ?? 'en',
  };
}
