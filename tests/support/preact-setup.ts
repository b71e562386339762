import { options } from 'preact';
import { configure, getConfig, prettyDOM } from '@testing-library/preact';

const defaultElementError = getConfig().getElementError;

/**
 * A query in the widget's shadow root that finds nothing says so with the markup it looked in. Testing Library's own
 * message prints the container with prettyDOM, which takes no ShadowRoot: its TypeError, thrown in waitFor's timer,
 * would leave a findBy* or waitFor that timed out unsettled, the test stalled until its own timeout, the reason lost.
 */
function elementError(message: string | null, container: Element): Error {
  if (!((container as Node) instanceof ShadowRoot)) return defaultElementError(message, container);
  const shown = Array.from(container.children).filter((child) => !child.matches(getConfig().defaultIgnore));
  const markup = shown.map((child) => prettyDOM(child) || '').join('\n');
  const error = new Error([message, `In a shadow root:\n${markup}`].filter(Boolean).join('\n\n'));
  error.name = 'TestingLibraryElementError';
  return error;
}

// waitFor and findBy* wait for their condition up to 30 s (1 s by default), so a busy machine slows them, never fails them.
configure({ asyncUtilTimeout: 30_000, getElementError: elementError });

/**
 * Browsers run effects within a frame; jsdom has no frames, so Preact falls back to a 100 ms timer and
 * user-event outruns it. Running them on the next task keeps the order a real browser has.
 */
options.requestAnimationFrame = (callback: () => void) => setTimeout(callback, 0);

/**
 * The framework's chunk is here before each test file's first mount, as it is for every widget mounted after
 * the first on a page: mount() renders at once. The empty form's build-time HTML, which stands in while the
 * chunk is on its way, has its own tests (tests/widget/empty-form-shell.test.ts), which import a fresh mount.
 */
const { frameworkPart } = await import('../../src/widget/embed/framework-part');
await frameworkPart.load();
