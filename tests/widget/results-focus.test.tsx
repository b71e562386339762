/**
 * Where the focus is as the results show: on their headline at once (the form the parent was in is gone), so that
 * what the parent does next moves it on from there, however late the browser's next frame comes.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { options } from 'preact';
import { waitFor } from '@testing-library/preact';
import { useCalculatorFixture } from './fixture';
import { FULL, answer, calculateButton, within } from './helpers';
import { plannerPart } from '../../src/widget/parts/parts';

const fx = useCalculatorFixture();

/**
 * Holds back the next frame, as a busy browser does: Preact runs its effects after the next frame, and here none
 * comes until `release()`.
 */
function holdFrames() {
  const frameSetting = options.requestAnimationFrame;
  const held: (() => void)[] = [];
  options.requestAnimationFrame = (callback: () => void) => void held.push(callback);
  const release = () => {
    options.requestAnimationFrame = frameSetting;
    held.splice(0).forEach((callback) => callback());
  };
  onTestFinished(release);
  return { release };
}

describe('the focus as the results show', () => {
  it("is on the headline at once, and stays on the plan's heading when 'Make a savings plan' is pressed before the next frame", async () => {
    await plannerPart.load();
    const m = fx.open({ planner: true });
    await answer(m.user, FULL, m.element);
    const frames = holdFrames();
    await m.user.click(calculateButton(m.element));
    const q = within(m.element);
    const headline = await q.findByRole('heading', { level: 2 });
    expect(m.focused()).toBe(headline);

    await m.user.click(q.getByRole('button', { name: 'Make a savings plan' }));
    const planHeading = await q.findByRole('heading', { name: 'Make a savings plan' });
    await waitFor(() => expect(m.focused()).toBe(planHeading));
    // The frame comes at last, and the effects it held back run: the focus stays where the parent's press put it.
    frames.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(m.focused()).toBe(planHeading);
  });
});
