/**
 * The markers in the build-time HTML of the empty form (scripts/prerender-form.ts) that the page fills in
 * (empty-form-shell.ts): control characters, which no text or address of the form contains.
 */
export const ID_BASE_MARK = '\u0001';
export const FEES_URL_MARK = '\u0002';
/** Around a form text's name ('\u0003ageQuestion\u0003'): the page's texts (the messages option) go there. */
export const TEXT_MARK = '\u0003';
