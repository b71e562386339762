import css from './styles.css';

type StyleTarget = Document | ShadowRoot;

/** One constructable stylesheet per document (browsers share it between shadow roots of that document). */
const sheets = new WeakMap<Document, CSSStyleSheet>();

function constructableSheet(doc: Document): CSSStyleSheet | null {
  const view = doc.defaultView;
  if (!view || !('adoptedStyleSheets' in doc) || typeof view.CSSStyleSheet?.prototype.replaceSync !== 'function') return null;
  let sheet = sheets.get(doc);
  if (!sheet) {
    try {
      sheet = new view.CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      return null;
    }
    sheets.set(doc, sheet);
  }
  return sheet;
}

/** Style elements shared by the widgets of one target, counted so the last one out removes it. */
const users = new WeakMap<StyleTarget, { release: () => void; count: number }>();

/**
 * Applies the widget's styles to a shadow root or document: a constructable stylesheet where the browser
 * has them (no 'unsafe-inline' needed under a Content-Security-Policy), else a <style> element carrying
 * `nonce`. Returns the function that releases them; the last release removes them.
 */
export function addStylesTo(target: StyleTarget, nonce?: string): () => void {
  let entry = users.get(target);
  if (!entry) {
    const doc = 'host' in target ? target.host.ownerDocument : target;
    const sheet = constructableSheet(doc);
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
      element.textContent = css;
      ('host' in target ? target : doc.head).appendChild(element);
      release = () => element.remove();
    }
    entry = { release, count: 0 };
    users.set(target, entry);
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
      users.delete(target);
    }
  };
}
