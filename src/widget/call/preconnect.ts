/**
 * Opens the connection to the planning API ahead of Calculate, when the API is on another origin: a
 * `<link rel="preconnect">` added once all five answers are in, so DNS, TCP and TLS are done by the time
 * the parent clicks. (Earlier, say while the widget downloads, would be wasted: browsers close a
 * preconnected socket that goes unused for about 10 seconds, and answering the questions takes longer.)
 */

/** Adds the hint for `endpoint`'s origin to `doc`, unless it is the page's own origin or already hinted. */
export function preconnect(doc: Document, endpoint: string, nonce?: string): void {
  let origin: string;
  try {
    origin = new URL(endpoint, doc.baseURI).origin;
  } catch {
    return;
  }
  if (origin === doc.location?.origin || origin === 'null') return;
  for (const link of Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]'))) {
    if (link.href.replace(/\/$/, '') === origin) return;
  }
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  // The call is a CORS request without credentials: the socket must be opened for the same (anonymous) pool.
  link.crossOrigin = '';
  if (nonce) link.nonce = nonce;
  doc.head.appendChild(link);
}
