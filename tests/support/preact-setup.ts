import { options } from 'preact';

/**
 * Browsers run effects within a frame; jsdom has no frames, so Preact falls back to a 100 ms timer and
 * user-event outruns it. Running them on the next task keeps the order a real browser has.
 */
options.requestAnimationFrame = (callback: () => void) => setTimeout(callback, 0);
