// @vitest-environment node
import { expect, it } from 'vitest';

it('can be imported where there is no window (server-side rendering)', async () => {
  expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
  await expect(import('../../src/loader/index')).resolves.toBeDefined();
});
