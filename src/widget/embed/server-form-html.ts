/**
 * The empty form as HTML for a page's server to write inside the mount element, so that the form is on screen,
 * and can be typed in, before any script has run: the React component renders it on the server
 * (src/react), and script-tag hosts include the same markup from the package's file (dist/college-costs-form.html).
 * mount() (and the widget's first module) then take it over as they take over the form they paint themselves
 * (early-form.ts): what the parent typed and the focus stay.
 *
 * Isolated (the default), it is a declarative shadow root (<template shadowrootmode="open">), which the browser's
 * parser attaches to the mount element: the page's CSS cannot reach the form, as with mount(). It carries the
 * widget's styles in a <style> (with the page's CSP nonce, when given), a <noscript> line that shows the mount
 * element's own content (the host's link to its digital advice site) when scripts are off, and a slot that shows it
 * LATE_FALLBACK_S seconds after the page has parsed it if no script of the widget has taken the form over by then (the
 * widget's module could not load: the form's dropdowns would never open). The widget's take-over removes both. Not
 * isolated, it is the form's markup and its <style>, in the page's DOM.
 */
import css from '../root/styles.css';
import { resolveOptions, type CalculatorOptions } from '../host/options';
import { emptyFormFits } from './empty-form-shell';
import { emptyFormHtml, escapeHtml } from './empty-form-html';
import { rootAttributes } from '../root/root-attributes';
import { ROOT_ID, SERVER_FORM_ATTRIBUTE, SERVER_FORM_MARKUP_ATTRIBUTE } from './widget-place';
import { EMPTY_FORM_MARKUP } from '../generated/empty-form';

/**
 * How long a form in the page's HTML waits for the widget's script before it lets the mount element's own content
 * show below it: far longer than the script takes on a slow network (Fast-3G: under 1.5 s), so that the content
 * never flashes up on a page where the widget is only slow.
 */
export const LATE_FALLBACK_S = 10;

/** Hidden until LATE_FALLBACK_S have passed (an animation: no script needed, none allowed to be missing). */
const LATE_FALLBACK_CSS = `.ccc-late-fallback{display:block;height:0;overflow:hidden;visibility:hidden;animation:ccc-late-fallback 0s ${LATE_FALLBACK_S}s forwards}@keyframes ccc-late-fallback{to{height:auto;overflow:visible;visibility:visible}}`;

/** The id base of a form in a page's HTML when the page gives none: one widget in its own shadow root. */
export const SERVER_FORM_ID_BASE = 'ccc-page';

/**
 * The empty form's HTML for the inside of a mount element, with these options; '' where the widget would not
 * open on the empty form (a `style` option, which only the framework writes). Throws an OptionError, as mount()
 * does, on a bad option. `idBase` makes the form's element ids unique on the page: any letters, digits, '-' and
 * '_' (the React component gives each widget its own; one widget in its shadow root can keep the default).
 */
export function serverFormHtml(options: CalculatorOptions, idBase: string = SERVER_FORM_ID_BASE): string {
  const resolved = resolveOptions(options);
  if (!/^[\w-]+$/.test(idBase)) {
    throw new TypeError(
      `college-costs-calculator: serverFormHtml()'s idBase must be letters, digits, '-' or '_'; got ${JSON.stringify(idBase)}.`,
    );
  }
  if (!emptyFormFits(resolved)) return '';
  const root = rootAttributes(resolved, resolved.isolate ? ROOT_ID : undefined);
  const nonce = resolved.nonce === undefined ? '' : ` nonce="${escapeHtml(resolved.nonce)}"`;
  const form =
    `<style data-${ROOT_ID}${nonce}>${css}${resolved.isolate ? LATE_FALLBACK_CSS : ''}</style>` +
    `<div data-college-costs-container ${SERVER_FORM_ATTRIBUTE}="${idBase}" ${SERVER_FORM_MARKUP_ATTRIBUTE}="${EMPTY_FORM_MARKUP}">` +
    `<div${root.id ? ` id="${root.id}"` : ''} class="${escapeHtml(root.className)}" dir="${root.dir}" lang="${escapeHtml(root.lang)}">` +
    `${emptyFormHtml(resolved, idBase)}</div></div>`;
  return resolved.isolate
    ? `<template shadowrootmode="open">${form}<noscript><slot></slot></noscript><slot class="ccc-late-fallback"></slot></template>`
    : form;
}
