import { options } from 'preact';
import { configure } from '@testing-library/preact';

// waitFor and findBy* wait for their condition up to 30 s (1 s by default), so a busy machine slows them, never fails them.
configure({ asyncUtilTimeout: 30_000 });

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
