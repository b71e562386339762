/**
 * The empty form's markup for a widget: the build-time HTML (generated/empty-form.ts, rendered from FormView by
 * scripts/prerender-form.ts) with the page's parts written in (empty-form-marks.ts): the widget's id base, the
 * 'Not sure?' address and the texts. The painted form (empty-form-shell.ts) and the server's form
 * (server-form.ts) are both this markup.
 */
import { EMPTY_FORM_HTML } from '../generated/empty-form';
import { FEES_URL_MARK, ID_BASE_MARK, TEXT_MARK } from './empty-form-marks';
import { formMessages } from '../form/form-messages';
import type { ResolvedOptions } from '../host/options';

/** Text made safe for HTML, in an attribute's quotes or between tags. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The form's markup (the root element's content) with these texts, this 'Not sure?' address and these ids. */
export function emptyFormHtml(options: Pick<ResolvedOptions, 'messages' | 'feesInfoUrl'>, idBase: string): string {
  const texts = formMessages(options.messages) as Record<string, string>;
  return EMPTY_FORM_HTML.split(ID_BASE_MARK)
    .join(idBase)
    .replace(FEES_URL_MARK, escapeHtml(options.feesInfoUrl))
    .replace(new RegExp(`${TEXT_MARK}(\\w+)${TEXT_MARK}`, 'g'), (_, name: string) => escapeHtml(texts[name]));
}
