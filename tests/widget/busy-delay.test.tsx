/**
 * The busy state waits SPINNER_DELAY_MS (hooks/use-calculation.ts; docs/performance.md, click → headline): Calculate
 * is disabled from the click (SPEC §4), and only a call still running after the delay shows the spinner and
 * locks the answers. The page's setTimeout is faked from the click (the delay's timer is made then), so nothing
 * waits on the clock: a quick answer is one that comes before the test moves the clock on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { json } from '../support/fixture-server';
import { useCalculatorFixture } from './fixture';
import { FULL, answer, calculateButton, within, type Mounted } from './helpers';
import { SPINNER_DELAY_MS } from '../../src/widget/call/use-calculation';

const fx = useCalculatorFixture();
const SPINNER = 'Calculating your estimate…';

/**
 * Answers given, Calculate focused and clicked with the page's setTimeout and clearTimeout faked (a click by
 * the element's own click(): user-event waits on timers).
 */
async function clickCalculate(m: Mounted): Promise<HTMLButtonElement> {
  await answer(m.user, FULL, m.element);
  const button = calculateButton(m.element) as HTMLButtonElement;
  button.focus();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  button.click();
  return button;
}

afterEach(() => {
  // The framework's effects run on timers too (tests/support/preact-setup.ts): every one left runs before the
  // real timers are back, or the effects queued meanwhile would wait for ever.
  vi.runAllTimers();
  vi.useRealTimers();
});

/**
 * What the form shows of a call: the spinner, Calculate's state (disabled; pending, that is aria-disabled, as it
 * is from the click: it keeps the keyboard focus and its look; gone), the locked age, the form's aria-busy.
 */
function shown(m: Mounted) {
  const q = within(m.element);
  const button = q.queryByRole('button', { name: 'Calculate' }) as HTMLButtonElement | null;
  return {
    spinner: q.queryByText(SPINNER) !== null,
    calculate: !button ? 'gone' : button.disabled ? 'disabled' : button.ariaDisabled === 'true' ? 'pending' : 'enabled',
    ageLocked: q.getByRole('spinbutton', { name: 'How old is your child?' }).matches(':disabled'),
    busy: q.getByRole('form', { name: 'College cost calculator' }).getAttribute('aria-busy'),
  };
}

describe('the busy state of a calculation', () => {
  it('a call still running at SPINNER_DELAY_MS: Calculate disabled (aria-disabled, keeping the focus) from the click, then the spinner takes the focus and the answers lock', async () => {
    fx.server.respondWith(() => new Promise<void>(() => {}));
    // (Timers left at the end include the call's deadline: its failure is said in the console.)
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = fx.open();
    const button = await clickCalculate(m);
    await waitFor(() => expect(fx.server.requests).toHaveLength(1));
    await waitFor(() => expect(shown(m).calculate).toBe('pending'));
    expect(shown(m)).toEqual({ spinner: false, calculate: 'pending', ageLocked: false, busy: null });
    expect(m.focused()).toBe(button);
    vi.advanceTimersByTime(SPINNER_DELAY_MS - 1);
    await Promise.resolve();
    expect(shown(m)).toEqual({ spinner: false, calculate: 'pending', ageLocked: false, busy: null });

    vi.advanceTimersByTime(1);
    const spinner = (await within(m.element).findByText(SPINNER)).closest('[role="status"]');
    expect(m.focused()).toBe(spinner);
    expect(shown(m)).toEqual({ spinner: true, calculate: 'gone', ageLocked: true, busy: 'true' });
  });

  it('a quick answer: the results, and no spinner at any time', async () => {
    const m = fx.open();
    let spinnerSeen = false;
    const watch = new MutationObserver(() => {
      spinnerSeen ||= within(m.element).queryByText(SPINNER) !== null;
    });
    watch.observe(m.element, { childList: true, subtree: true, characterData: true });
    await clickCalculate(m);
    await waitFor(() => expect(shown(m).calculate).toBe('pending'));
    await within(m.element).findByRole('heading', { level: 2 });
    vi.runAllTimers();
    watch.disconnect();
    expect(spinnerSeen).toBe(false);
  });

  it('a quick failure: the error line, Calculate enabled again with the focus, and no spinner at any time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fx.server.respondWith((_q, res) => json(res, 400, {}));
    const m = fx.open();
    const button = await clickCalculate(m);
    expect((await within(m.element).findByRole('alert')).textContent).toBe('Something went wrong, please try again.');
    vi.runAllTimers();
    expect(shown(m)).toEqual({ spinner: false, calculate: 'enabled', ageLocked: false, busy: null });
    expect(m.focused()).toBe(button);
  });

  it('an answer changed before the answers lock does nothing: the call is for the answers at the click, and its failure shows the error line', async () => {
    // (Found in a real browser: a radio clicked 70 ms after Calculate was changed in the form but not in the call,
    // and the failure's error line was then hidden, since an answer had changed since the submit.)
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = () => {};
    fx.server.respondWith(
      (_q, res) =>
        new Promise<void>((resolve) => {
          fail = () => resolve(json(res, 400, {}));
        }),
    );
    const m = fx.open();
    await clickCalculate(m);
    await waitFor(() => expect(shown(m).calculate).toBe('pending'));
    const q = within(m.element);
    const feesOnly = within(q.getByRole('group', { name: 'What do you want to include?' })).getByRole('radio', {
      name: 'Fees only',
    });
    feesOnly.click();
    const feesNo = within(
      q.getByRole('group', { name: 'Is your child likely to be eligible for free fees?' }),
    ).getByRole('radio', { name: 'No' });
    feesNo.click();
    const age = q.getByRole('spinbutton', { name: 'How old is your child?' });
    const typed = age.dispatchEvent(new KeyboardEvent('keydown', { key: '5', bubbles: true, cancelable: true }));
    const pasted = age.dispatchEvent(new Event('paste', { bubbles: true, cancelable: true }));
    const course = q.getByRole('combobox', { name: "How long do you expect your child's course to be?" });
    course.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    course.click();
    // Tab still moves the focus.
    const tab = age.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));

    expect({
      feesOnly: feesOnly.matches(':checked'),
      feesNo: feesNo.matches(':checked'),
      typed,
      pasted,
      tab,
    }).toEqual({ feesOnly: false, feesNo: false, typed: false, pasted: false, tab: true });
    expect(course.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(fx.server.requests).toHaveLength(1));
    expect(fx.server.requests[0].body.variables).toMatchObject({ ageOfChild: 10, eligibleForFreeTuitionFees: true });

    fail();
    expect((await q.findByRole('alert')).textContent).toBe('Something went wrong, please try again.');
    expect(
      within(q.getByRole('group', { name: 'What do you want to include?' }))
        .getByRole('radio', { name: 'Fees, accommodation & other expenses' })
        .matches(':checked'),
    ).toBe(true);
  });

  it('a second press or Enter while the call runs sends nothing', async () => {
    let release = () => {};
    fx.server.respondWith(
      (_q, res) =>
        new Promise<void>((resolve) => {
          release = () => resolve(json(res, 200, { data: { updateCollegeCosts: fx.result } }));
        }),
    );
    const m = fx.open();
    const button = await clickCalculate(m);
    await waitFor(() => expect(shown(m).calculate).toBe('pending'));
    button.click();
    within(m.element)
      .getByRole('spinbutton', { name: 'How old is your child?' })
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await waitFor(() => expect(fx.server.requests).toHaveLength(1));
    release();
    await within(m.element).findByRole('heading', { level: 2 });
    expect(fx.server.requests).toHaveLength(1);
  });
});
