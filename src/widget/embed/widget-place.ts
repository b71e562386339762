/**
 * A widget's place on the page: the element in its mount point that it renders into (in an open shadow root by
 * default), its styles, its place among the page's widgets and its ids. mount() takes it; so does the widget's
 * first module when it paints the empty form before mount() has arrived (early-form.ts), and mount() then takes
 * that one over.
 */
import { addStylesTo } from '../root/styles';
import { widgetOnPage, type WidgetOnPage } from '../host/link-target';
import { nextId } from '../ui/next-id';
import { EMPTY_FORM_MARKUP } from '../generated/empty-form';
import type { RenderRoot } from '../root/render-root';

/** SPEC §2: the widget's element id. */
export const ROOT_ID = 'college-costs-calculator';

/** The attribute of a form's container that came in the page's HTML (server-form-html.ts): its id base. */
export const SERVER_FORM_ATTRIBUTE = 'data-college-costs-form';
/** And its markup's fingerprint (generated/empty-form.ts): the widget takes over only its own markup. */
export const SERVER_FORM_MARKUP_ATTRIBUTE = 'data-college-costs-markup';

/**
 * The elements of the live widgets by their place on the page: the lowest free place goes to the next widget
 * mounted, so a page that mounts the same widgets in the same order gives each the same place at every load
 * (the name a link to an estimate carries when the element has no id: link-target.ts).
 */
const places: (Element | null)[] = [];
const takePlace = (element: Element): number => {
  const free = places.indexOf(null);
  const place = free < 0 ? places.length : free;
  places[place] = element;
  return place;
};

/** Shadow roots this library attached (a shadow root cannot be removed, so a later mount reuses it). */
const ownShadowRoots = new WeakSet<ShadowRoot>();

/**
 * The open shadow root the widget renders into. While no widget is mounted it holds only a <slot>,
 * so whatever the host put inside the element (a loading message, say) shows as before.
 */
function shadowRootOf(element: Element): ShadowRoot {
  const existing = element.shadowRoot;
  if (existing) {
    if (!ownShadowRoots.has(existing)) {
      throw new Error(
        'college-costs-calculator: the mount element already has a shadow root of its own; mount into another element, or pass isolate: false.',
      );
    }
    return existing;
  }
  let shadow: ShadowRoot;
  try {
    shadow = element.attachShadow({ mode: 'open' });
  } catch {
    throw new Error(
      `college-costs-calculator: a <${element.localName}> element cannot hold a shadow root; mount into a <div>, or pass isolate: false.`,
    );
  }
  ownShadowRoots.add(shadow);
  return shadow;
}

export interface WidgetPlace {
  element: Element;
  /** Whether the widget is in a shadow root of its own. */
  isolate: boolean;
  /** The element the widget renders into, in the shadow root or the mount element. */
  container: HTMLElement;
  root: RenderRoot;
  /** Removes the widget's styles (the first module's, or those mount() put in their place). */
  releaseStyles: () => void;
  /** Which widget of the page this is, as links to an estimate name it. */
  widget: WidgetOnPage;
  /** The root element's id, when the page has no other element of that id. */
  rootId: string | undefined;
  /** The base of the form's element ids. */
  idBase: string;
  /** Puts back what the mount element held and gives up the place. */
  leave(): void;
}

/**
 * Takes a place for a widget in `element`, with the widget's styles in it. Throws, holding no place, where the
 * element cannot hold a shadow root of the widget's.
 */
export function placeWidget(element: Element, isolate: boolean, nonce: string | undefined): WidgetPlace {
  const doc = element.ownerDocument;
  const container = doc.createElement('div');
  container.setAttribute('data-college-costs-container', '');
  let root: RenderRoot;
  let restore: () => void;
  if (isolate) {
    const shadow = shadowRootOf(element);
    const placeholderSlot = Array.from(shadow.childNodes);
    shadow.replaceChildren(container);
    root = { node: shadow };
    restore = () => shadow.replaceChildren(...(placeholderSlot.length ? placeholderSlot : [doc.createElement('slot')]));
  } else {
    const previousChildren = Array.from(element.childNodes);
    element.replaceChildren(container);
    root = { node: doc };
    restore = () => element.append(...previousChildren);
  }
  // Taken once nothing more can throw, so a refused mount holds no place.
  return takenPlace(element, container, root, restore, addStylesTo(root.node, nonce), nextId('ccc'));
}

/** A place on the page for the widget in `container`; `restore` puts back what the mount element held. */
function takenPlace(
  element: Element,
  container: HTMLElement,
  root: RenderRoot,
  restore: () => void,
  releaseStyles: () => void,
  idBase: string,
): WidgetPlace {
  const place = takePlace(element);
  const isolate = root.node !== element.ownerDocument;
  const placed: WidgetPlace = {
    element,
    isolate,
    container,
    root,
    releaseStyles,
    widget: widgetOnPage(element, place),
    // In the page's own DOM an element already called #college-costs-calculator (the loader's mount
    // point) is the widget's id holder; a second element with that id would be invalid HTML.
    rootId: isolate || !element.closest(`#${ROOT_ID}`) ? ROOT_ID : undefined,
    idBase,
    leave() {
      container.remove();
      restore();
      placed.releaseStyles();
      if (places[place] === element) places[place] = null;
    },
  };
  return placed;
}

/** The <style> written with a form in the page's HTML (and by addStylesTo where there are no constructable sheets). */
const isFormStyle = (child: Element) => child.localName === 'style' && child.hasAttribute(`data-${ROOT_ID}`);

/**
 * Where the form that came in the page's HTML is in `element`, if it holds one of this widget's markup. One of
 * other markup (a page that includes the form's file of another version) is removed, and the console says so: the
 * widget paints its own in its place.
 */
function serverFormIn(element: Element) {
  const shadow = element.shadowRoot;
  const scope = shadow && !ownShadowRoots.has(shadow) ? shadow : element;
  const container = Array.from(scope.children).find((child) => child.hasAttribute(SERVER_FORM_ATTRIBUTE));
  if (!container) return undefined;
  if (container.getAttribute(SERVER_FORM_MARKUP_ATTRIBUTE) === EMPTY_FORM_MARKUP) {
    return { shadow, scope, container: container as HTMLElement };
  }
  console.warn(
    "college-costs-calculator: the form in the page's HTML is not this version's markup; the widget draws its own. Take dist/college-costs-form.html (or serverFormHtml()) from the same version as the widget's script.",
  );
  const doc = element.ownerDocument;
  if (scope === shadow) {
    ownShadowRoots.add(shadow);
    shadow.replaceChildren(doc.createElement('slot'));
  } else {
    for (const child of Array.from(element.children)) if (child === container || isFormStyle(child)) child.remove();
  }
  return undefined;
}

/**
 * The place of the empty form that came in the page's HTML in `element` (server-form-html.ts): in the element's
 * declarative shadow root, or (not isolated) among its children. Its styles are the <style> written with it; on
 * leaving, the mount element shows what else it holds (the host's fallback content). Undefined where there is none.
 */
export function serverFormPlace(element: Element): WidgetPlace | undefined {
  const found = serverFormIn(element);
  if (!found) return undefined;
  const { shadow, scope, container } = found;
  const style = Array.from(scope.children).find(isFormStyle);
  let restore: () => void;
  if (scope === shadow) {
    ownShadowRoots.add(shadow);
    // (The <noscript> line and the late slot, which show the host's content when scripts are off or the widget's
    // script never comes. The form stays where it is: moved, it would lose the focus.)
    for (const child of Array.from(shadow.childNodes)) if (child !== style && child !== container) child.remove();
    restore = () => shadow.replaceChildren(element.ownerDocument.createElement('slot'));
  } else {
    const others = Array.from(element.childNodes).filter((child) => child !== container && child !== style);
    for (const other of others) other.remove();
    restore = () => element.append(...others);
  }
  return takenPlace(
    element,
    container,
    { node: scope === shadow ? shadow : element.ownerDocument },
    restore,
    () => style?.remove(),
    container.getAttribute(SERVER_FORM_ATTRIBUTE) as string,
  );
}
