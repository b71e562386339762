// @vitest-environment node
import { expect, it } from 'vitest';
import { GLOBAL_NAME } from '../../src/widget/embed/mount-points';

it('can be imported where there is no window (server-side rendering), and then does nothing', async () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  const globalsBefore = Object.getOwnPropertyNames(globalThis).sort();
  await expect(import('../../src/loader/index')).resolves.toBeDefined();
  // No command function under the script tag's name, no window or document made up, no other global left behind.
  expect(GLOBAL_NAME in globalThis).toBe(false);
  expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  expect(Object.getOwnPropertyNames(globalThis).sort()).toEqual(globalsBefore);
});
