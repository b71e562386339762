import css from './styles.css';

/** The stylesheet of one document, shared by every widget mounted in it, removed with the last one. */
const users = new WeakMap<Document, { element: HTMLStyleElement; count: number }>();

/** Adds the widget's stylesheet to the document once; returns the function that releases it. */
export function addStylesTo(doc: Document): () => void {
  let entry = users.get(doc);
  if (!entry) {
    const element = doc.createElement('style');
    element.setAttribute('data-college-costs-calculator', '');
    element.textContent = css;
    doc.head.appendChild(element);
    entry = { element, count: 0 };
    users.set(doc, entry);
  }
  entry.count += 1;
  let released = false;
  return () => {
    if (released || !entry) return;
    released = true;
    entry.count -= 1;
    if (entry.count === 0) {
      entry.element.remove();
      users.delete(doc);
    }
  };
}
