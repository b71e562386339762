/**
 * A widget's place on the page: the element in its mount point that it renders into (in an open shadow root by
 * default), its styles, its place among the page's widgets and its ids. mount() takes it; so does the widget's
 * first module when it paints the empty form before mount() has arrived (early-form.ts), and mount() then takes
 * that one over.
 */
import { addStylesTo } from './styles';
import { widgetOnPage, type WidgetOnPage } from './link-target';
import { nextId } from './ui/next-id';
import type { RenderRoot } from './render-root';

/** SPEC §2: the widget's element id. */
const ROOT_ID = 'college-costs-calculator';

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
  const place = takePlace(element);
  const placed: WidgetPlace = {
    element,
    container,
    root,
    releaseStyles: addStylesTo(root.node, nonce),
    widget: widgetOnPage(element, place),
    // In the page's own DOM an element already called #college-costs-calculator (the loader's mount
    // point) is the widget's id holder; a second element with that id would be invalid HTML.
    rootId: isolate || !element.closest(`#${ROOT_ID}`) ? ROOT_ID : undefined,
    idBase: nextId('ccc'),
    leave() {
      container.remove();
      restore();
      placed.releaseStyles();
      if (places[place] === element) places[place] = null;
    },
  };
  return placed;
}
