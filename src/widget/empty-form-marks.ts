/**
 * The markers in the build-time HTML of the empty form (scripts/prerender-form.ts) that the page fills in
 * (empty-form-shell.ts): control characters, which no text or address of the form contains.
 */
export const ID_BASE_MARK = '\u0001';
export const FEES_URL_MARK = '\u0002';
