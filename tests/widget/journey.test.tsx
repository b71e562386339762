/**
 * The link and the journey, by role and label as a parent and a host page meet them:
 * 'Start over' takes the answers out of the page address, a link opens only in the widget it was made in,
 * and 'Add to my plan' through the host's handler ends with 'Added to your plan'.
 */
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { useCalculatorFixture } from './fixture';
import { FULL, answer, calculateButton, within, type Mounted } from './helpers';
import { collegeCost } from '../support/college-cost';
import { navigation } from '../../src/widget/host/analytics';
import { plannerPart } from '../../src/widget/parts/parts';
import { gaMessages } from '../../examples/messages-ga.js';

const fx = useCalculatorFixture();

/** The answers of FULL as a link carries them. */
const ANSWERS = 'ccc-age=10&ccc-course=4&ccc-fees=1&ccc-live=RENTED&ccc-include=FEES,ACCOMMODATION,OTHER_EXPENSES';
const HEADLINE = "We estimate that you'll need to save €68,524 by 2035";

/** Runs `test` with the page address's fragment set to `hash`, and clears it after. */
async function withHash(hash: string, test: () => Promise<void>) {
  window.location.hash = hash;
  try {
    await test();
  } finally {
    history.replaceState(null, '', window.location.pathname);
  }
}

const showsResults = (m: Mounted) => within(m.element).findByRole('heading', { level: 2, name: HEADLINE });
const showsForm = (m: Mounted) => within(m.element).findByRole('button', { name: 'Calculate' });

describe("'Start over' after opening a link", () => {
  it("takes the answers out of the page address, keeping the page's own parameters, so a reload shows the empty form", async () => {
    await plannerPart.load();
    await withHash(`tab=plan&${ANSWERS}&ccc-w=calculator`, async () => {
      const entries = history.length;
      const m = fx.open({ planner: true }, 'calculator');
      await showsResults(m);
      await m.user.click(within(m.element).getByRole('button', { name: 'Start over' }));
      await waitFor(() => expect(window.location.hash).toBe('#tab=plan'));
      // The address is replaced, not added to: Back does not bring the answers back.
      expect(history.length).toBe(entries);
      expect(within(m.element).getByRole('spinbutton', { name: 'How old is your child?' })).toHaveProperty('value', '');

      // A reload: the widget mounts again on the same address.
      m.handle.unmount();
      const reloaded = fx.open({ planner: true }, 'calculator');
      await showsForm(reloaded);
      expect(within(reloaded.element).getByRole('spinbutton', { name: 'How old is your child?' })).toHaveProperty(
        'value',
        '',
      );
      expect(fx.server.requests).toHaveLength(1);
    });
  });

  it('leaves no # when the answers were all the fragment held', async () => {
    await plannerPart.load();
    await withHash(ANSWERS, async () => {
      const m = fx.open({ planner: true });
      await showsResults(m);
      await m.user.click(within(m.element).getByRole('button', { name: 'Start over' }));
      await waitFor(() => expect(window.location.href).toBe(`${window.location.origin}${window.location.pathname}`));
    });
  });

  it('leaves the page address alone when it holds no link, or one made in another widget', async () => {
    await plannerPart.load();
    await withHash(`tab=plan&${ANSWERS}&ccc-w=other`, async () => {
      const replace = vi.spyOn(history, 'replaceState');
      const m = fx.open({ planner: true }, 'calculator');
      await showsForm(m);
      await answer(m.user, FULL, m.element);
      await m.user.click(calculateButton(m.element));
      await showsResults(m);
      await m.user.click(within(m.element).getByRole('button', { name: 'Start over' }));
      await showsForm(m);
      // Given time to load the planner's part, were it going to.
      await plannerPart.load();
      expect(replace).not.toHaveBeenCalled();
      expect(window.location.hash).toBe(`#tab=plan&${ANSWERS}&ccc-w=other`);
    });
  });
});

describe('a link names the widget it was made in', () => {
  it('on a page of two, only that widget opens it', async () => {
    await plannerPart.load();
    await withHash(`${ANSWERS}&ccc-w=second`, async () => {
      const first = fx.open({ planner: true }, 'first');
      const second = fx.open({ planner: true }, 'second');
      await showsResults(second);
      await showsForm(first);
      expect(within(first.element).queryByRole('heading', { level: 2 })).toBeNull();
      expect(fx.server.requests).toHaveLength(1);
    });
  });

  it('a link without a name (made before links named their widget) opens in the first widget mounted only', async () => {
    await plannerPart.load();
    await withHash(ANSWERS, async () => {
      const first = fx.open({ planner: true }, 'first');
      const second = fx.open({ planner: true }, 'second');
      await showsResults(first);
      await showsForm(second);
      expect(fx.server.requests).toHaveLength(1);
    });
  });

  it('a widget whose element has no id is named by its place among the widgets mounted: 0, 1, …', async () => {
    await plannerPart.load();
    await withHash(`${ANSWERS}&ccc-w=1`, async () => {
      const zero = fx.open({ planner: true });
      const one = fx.open({ planner: true });
      await showsResults(one);
      await showsForm(zero);
      // A place given up is the next widget's: mounted again, the widget is '1' again.
      one.handle.unmount();
      const again = fx.open({ planner: true });
      await showsResults(again);
    });
  });

  it('is not opened without the planner option', async () => {
    await withHash(`${ANSWERS}&ccc-w=calculator`, async () => {
      const m = fx.open({}, 'calculator');
      await showsForm(m);
      expect(fx.server.requests).toHaveLength(0);
    });
  });
});

describe("'Add to my plan' through the host's onAddGoal handler", () => {
  async function signedInResults(options: Parameters<typeof fx.open>[0]) {
    // As the API answers a signed-in user: the calculation is saved for them.
    fx.result = collegeCost({ id: 'cc-1', userId: 'u1' });
    const m = fx.open({ userId: 'u1', authToken: 'tok', addGoalLabel: 'Add to my plan', ...options });
    await answer(m.user, FULL, m.element);
    await m.user.click(calculateButton(m.element));
    await showsResults(m);
    return m;
  }

  it("says 'Added to your plan' once it succeeds, and no longer offers to add the goal", async () => {
    const onAddGoal = vi.fn(() => Promise.resolve());
    const m = await signedInResults({ onAddGoal });
    const q = within(m.element);
    expect(q.getByText("Add this goal and we'll work it into your plan to help you achieve it.")).toBeTruthy();
    await m.user.click(q.getByRole('button', { name: 'Add to my plan' }));
    const status = await q.findByRole('status');
    expect(status.textContent).toBe('Added to your plan');
    // The button it replaces had the focus: the confirmation takes it.
    await waitFor(() => expect(m.focused()).toBe(status));
    expect(q.queryByRole('button', { name: 'Add to my plan' })).toBeNull();
    expect(q.queryByText("Add this goal and we'll work it into your plan to help you achieve it.")).toBeNull();
    expect(onAddGoal).toHaveBeenCalledTimes(1);
    // The rest of the results stay.
    expect(q.getByRole('button', { name: 'Start over' })).toBeTruthy();
  });

  it('says it in the messages set', async () => {
    const m = await signedInResults({
      onAddGoal: () => undefined,
      messages: { goalAdded: gaMessages.goalAdded as string },
    });
    await m.user.click(within(m.element).getByRole('button', { name: 'Add to my plan' }));
    expect((await within(m.element).findByRole('status')).textContent).toBe('Curtha le do phlean');
  });

  it('keeps the button, the line and shows the error line when the handler fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = await signedInResults({ onAddGoal: () => Promise.reject(new Error('offline')) });
    const q = within(m.element);
    await m.user.click(q.getByRole('button', { name: 'Add to my plan' }));
    expect((await q.findByRole('alert')).textContent).toBe('Something went wrong, please try again.');
    expect(q.getByRole('button', { name: 'Add to my plan' })).toHaveProperty('disabled', false);
    expect(q.getByText("Add this goal and we'll work it into your plan to help you achieve it.")).toBeTruthy();
    expect(q.queryByText('Added to your plan')).toBeNull();
  });

  it('without a handler, the browser goes to the digital advice site and the widget claims nothing', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const m = await signedInResults({ addGoalLabel: undefined });
    await m.user.click(within(m.element).getByRole('link', { name: 'Get your free financial plan' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(within(m.element).queryByText('Added to your plan')).toBeNull();
    expect(within(m.element).getByRole('link', { name: 'Get your free financial plan' })).toBeTruthy();
  });
});
