/**
 * Which widget a link to an estimate is for (planner/share-link.ts makes and reads the links). A page may
 * hold several widgets; a link names the one it was made in, so that only that one opens it. Here, in the
 * first chunk, because a widget decides as it mounts whether it opens on the results (no flash of the form).
 */

/** The fragment parameter whose presence marks a link to an estimate. */
export const LINK_MARK = 'ccc-age';
/** The fragment parameter naming the widget the link was made in. */
export const WIDGET_PARAM = 'ccc-w';

/** A widget as links name it (ResolvedOptions.widget). */
export interface WidgetOnPage {
  /** Its mount element's id; else its place among the page's widgets in the order they were mounted: '0', '1', … */
  name: string;
  /** Whether it was the first mounted: a link made before links named their widget opens in this one only. */
  first: boolean;
}

/** A widget alone on its page, as resolveOptions() assumes until mount() says which one it is. */
export const ONLY_WIDGET: WidgetOnPage = { name: '0', first: true };

/**
 * The widget mounted on `element` at `place` (the lowest place no other live widget holds: the order of
 * mounting, which the page's script fixes, and the loader keeps in document order). The id comes first
 * because it survives changes to the page that move or add widgets.
 */
export const widgetOnPage = (element: Element, place: number): WidgetOnPage => ({
  name: element.id || String(place),
  first: place === 0,
});

/** Whether the page address's fragment `hash` ('#ccc-age=…', as location.hash gives it) holds a link to an estimate for `widget`. */
export function linkIsFor(hash: string, widget: WidgetOnPage): boolean {
  const params = new URLSearchParams(hash.slice(1));
  if (!params.has(LINK_MARK)) return false;
  const name = params.get(WIDGET_PARAM);
  return name === null ? widget.first : name === widget.name;
}

/** The page address holds a link to an estimate made in this widget (planner/share-link.ts): it opens on the results. */
export const openedWithLink = (options: { planner: boolean; widget: WidgetOnPage }): boolean =>
  options.planner && typeof location !== 'undefined' && linkIsFor(location.hash, options.widget);
