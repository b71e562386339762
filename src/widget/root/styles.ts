import css from './styles.css';

type StyleTarget = Document | ShadowRoot;

/** One constructable stylesheet per document and text (browsers share it between shadow roots of that document). */
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

function constructableSheet(doc: Document, text: string): CSSStyleSheet | null {
  const view = doc.defaultView;
  if (!view || !('adoptedStyleSheets' in doc) || typeof view.CSSStyleSheet?.prototype.replaceSync !== 'function')
    return null;
  let ofDoc = sheets.get(doc);
  if (!ofDoc) sheets.set(doc, (ofDoc = new Map()));
  let sheet = ofDoc.get(text);
  if (!sheet) {
    try {
      sheet = new view.CSSStyleSheet();
      sheet.replaceSync(text);
    } catch {
      return null;
    }
    ofDoc.set(text, sheet);
  }
  return sheet;
}

/** Style elements shared by the widgets of one target, by text, counted so the last one out removes it. */
const users = new WeakMap<StyleTarget, Map<string, { release: () => void; count: number }>>();

/**
 * Applies the widget's styles (or the stylesheet `text` of a lazily loaded part) to a shadow root or
 * document: a constructable stylesheet where the browser has them (no 'unsafe-inline' needed under a
 * Content-Security-Policy), else a <style> element carrying `nonce`. Returns the function that releases
 * them; the last release removes them.
 */
export function addStylesTo(target: StyleTarget, nonce?: string, text: string = css): () => void {
  let ofTarget = users.get(target);
  if (!ofTarget) users.set(target, (ofTarget = new Map()));
  const forTarget = ofTarget;
  let entry = forTarget.get(text);
  if (!entry) {
    const doc = 'host' in target ? target.host.ownerDocument : target;
    const sheet = constructableSheet(doc, text);
    let release: () => void;
    if (sheet) {
      target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
      release = () => {
        target.adoptedStyleSheets = target.adoptedStyleSheets.filter((s) => s !== sheet);
      };
    } else {
      const element = doc.createElement('style');
      element.setAttribute('data-college-costs-calculator', '');
      if (nonce) element.setAttribute('nonce', nonce);
      element.textContent = text;
      ('host' in target ? target : doc.head).appendChild(element);
      release = () => element.remove();
    }
    entry = { release, count: 0 };
    forTarget.set(text, entry);
  }
  const shared = entry;
  shared.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    shared.count -= 1;
    if (shared.count === 0) {
      shared.release();
      forTarget.delete(text);
    }
  };
}
