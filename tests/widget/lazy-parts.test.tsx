import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/preact';
import { SETTLE_MS, lazyPart, whenIdle } from '../../src/widget/lib/lazy-part';
import { validationPart } from '../../src/widget/parts/parts';
import { FULL, answer, calculateButton, mountWidget, within } from './helpers';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('lazyPart', () => {
  it('imports once, answers synchronously once it has arrived, and tries again after a failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ answer: 42 });
    const part = lazyPart(importer);
    expect(part.get()).toBeUndefined();
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.get()).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(part.get()).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('whenIdle leaves the first second to the parent, then uses requestIdleCallback with a 2 s cap (or runs where there is none)', () => {
    vi.useFakeTimers();
    const requestIdleCallback = vi.fn();
    const task = () => undefined;
    whenIdle(task, { requestIdleCallback } as never);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 2000 });
    const later = vi.fn();
    whenIdle(later, {} as never);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledTimes(1);
  });
});

// This file loads no part in advance: the form is used before its rules have arrived.
describe('a form used before its rules have arrived', () => {
  it('asks for its rules when the parent moves into it, without waiting for the browser to be idle (once)', () => {
    // A browser that is never idle: only the parent's focus asks for the rules.
    vi.stubGlobal('requestIdleCallback', () => 0);
    const load = vi.spyOn(validationPart, 'load').mockReturnValue(new Promise(() => {}));
    const m = mountWidget();
    expect(load).not.toHaveBeenCalled();
    within(m.element).getByRole('spinbutton', { name: 'How old is your child?' }).focus();
    expect(load).toHaveBeenCalledTimes(1);
    within(m.element).getByRole('radio', { name: 'Yes' }).focus();
    expect(load).toHaveBeenCalledTimes(1);
    m.handle.unmount();
    load.mockRestore();
    vi.unstubAllGlobals();
  });

  it('keeps Calculate disabled while the answers cannot be checked, and enables it once they are', async () => {
    expect(validationPart.get()).toBeUndefined();
    const m = mountWidget({ graphQLEndpoint: 'http://127.0.0.1:9/graphql' });
    expect(calculateButton(m.element)).toHaveProperty('disabled', true);
    await answer(m.user, FULL, m.element);
    await waitFor(() => expect(validationPart.get()).toBeDefined(), { timeout: 30_000 });
    await waitFor(() => expect(calculateButton(m.element)).toHaveProperty('disabled', false));
    const age = within(m.element).getByRole('spinbutton', { name: 'How old is your child?' });
    await m.user.type(age, '{Backspace}{Backspace}');
    await m.user.type(age, '19');
    expect(within(m.element).getByText('Must be no more than 18 years old')).toBeTruthy();
    expect(calculateButton(m.element)).toHaveProperty('disabled', true);
    m.handle.unmount();
  });
});
