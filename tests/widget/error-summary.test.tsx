/**
 * The error summary (GOV.UK Frontend's pattern): an attempt to calculate an incomplete or wrong form, by Enter in a
 * field or a press on the disabled Calculate (which stays disabled, SPEC §4), shows 'There is a problem' at the top
 * of the form with a link to each question to put right, focused and announced; the questions show their errors
 * too. tests/widget/empty-form-shell.test.ts has the attempts made before the framework took the form over.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/preact';
import { useCalculatorFixture } from './fixture';
import { answer, calculateButton, within, type Mounted } from './helpers';
import { gaMessages } from '../../examples/messages-ga.js';

const fx = useCalculatorFixture();

const AGE = 'How old is your child?';
const COURSE = "How long do you expect your child's course to be?";
const FEES = 'Is your child likely to be eligible for free fees?';
const ACCOMMODATION = 'Where do you expect your child to live while studying?';
const INCLUDE = 'What do you want to include?';
const REQUIRED = 'Please provide an answer';

/** The summary: the element that takes the focus, and the texts of its links. */
function summaryOf(m: Mounted) {
  const heading = within(m.element).queryByRole('heading', { name: 'There is a problem' });
  const box = heading?.closest<HTMLElement>('[tabindex]') ?? null;
  const links = box ? within(box).getAllByRole('link') : [];
  return { box, heading, links, texts: links.map((link) => link.textContent) };
}

/** Presses the disabled Calculate with the mouse, as a parent does: pointer down and up on it, no click follows. */
async function pressCalculate(m: Mounted) {
  const button = calculateButton(m.element);
  expect(button).toHaveProperty('disabled', true);
  await m.user.pointer({ keys: '[MouseLeft]', target: button });
}

describe('the error summary', () => {
  it('shows at Enter in a field of the empty form: a link to each question, focused, in an alert', async () => {
    const m = fx.open();
    await m.user.type(within(m.element).getByRole('spinbutton', { name: AGE }), '{Enter}');
    await waitFor(() => expect(summaryOf(m).box).not.toBeNull());
    const summary = summaryOf(m);
    expect(summary.texts).toEqual(
      [AGE, COURSE, FEES, ACCOMMODATION, INCLUDE].map((question) => `${question} ${REQUIRED}`),
    );
    await waitFor(() => expect(m.focused()).toBe(summary.box));
    expect(
      within(summary.box as HTMLElement)
        .getByRole('alert')
        .contains(summary.heading),
    ).toBe(true);
    // The questions show their errors too.
    expect(within(m.element).getAllByText(REQUIRED)).toHaveLength(5);
    expect(calculateButton(m.element)).toHaveProperty('disabled', true);
    expect(fx.server.requests).toHaveLength(0);
  });

  it('shows at a press on the disabled Calculate, which stays disabled, and lists only what is missing or wrong', async () => {
    const m = fx.open();
    await answer(m.user, { age: '25', freeFees: 'No', accommodation: 'At home' }, m.element);
    await pressCalculate(m);
    await waitFor(() =>
      expect(summaryOf(m).texts).toEqual([
        `${AGE} Must be no more than 18 years old`,
        `${COURSE} ${REQUIRED}`,
        `${INCLUDE} ${REQUIRED}`,
      ]),
    );
    await waitFor(() => expect(m.focused()).toBe(summaryOf(m).box));
    expect(calculateButton(m.element)).toHaveProperty('disabled', true);
    expect(fx.server.requests).toHaveLength(0);
  });

  it('takes the focus to each question from its link', async () => {
    const m = fx.open();
    await m.user.type(within(m.element).getByRole('spinbutton', { name: AGE }), '{Enter}');
    await waitFor(() => expect(summaryOf(m).links).toHaveLength(5));
    const q = within(m.element);
    const controls = [
      q.getByRole('spinbutton', { name: AGE }),
      q.getByRole('combobox', { name: COURSE }),
      within(q.getByRole('group', { name: FEES })).getByRole('radio', { name: 'Yes' }),
      q.getByRole('combobox', { name: ACCOMMODATION }),
      within(q.getByRole('group', { name: INCLUDE })).getByRole('radio', { name: 'Fees only' }),
    ];
    for (const [index, control] of controls.entries()) {
      const link = summaryOf(m).links[index];
      expect(link.getAttribute('href')).toBe(`#${control.id}`);
      await m.user.click(link);
      expect(m.focused()).toBe(control);
    }
    // Only the focus moved: the page's address keeps its own fragment.
    expect(window.location.hash).toBe('');
  });

  it('follows the answers put right, and goes once none is left (Calculate then works)', async () => {
    const m = fx.open();
    await m.user.type(within(m.element).getByRole('spinbutton', { name: AGE }), '10{Enter}');
    await waitFor(() => expect(summaryOf(m).links).toHaveLength(4));
    await answer(m.user, { course: '4 years', freeFees: 'Yes' }, m.element);
    await waitFor(() => expect(summaryOf(m).texts).toEqual([`${ACCOMMODATION} ${REQUIRED}`, `${INCLUDE} ${REQUIRED}`]));
    await answer(m.user, { accommodation: 'Rented accommodation', include: 'Fees only' }, m.element);
    await waitFor(() => expect(summaryOf(m).box).toBeNull());
    await m.user.click(calculateButton(m.element));
    await within(m.element).findByRole('heading', { level: 2 });
  });

  it('changes only once a pointer press under way has ended, so nothing moves under the pointer', async () => {
    const m = fx.open();
    const age = within(m.element).getByRole('spinbutton', { name: AGE });
    await m.user.type(age, '{Enter}');
    await waitFor(() => expect(summaryOf(m).links).toHaveLength(5));
    // A press begins (on the page), and the age is answered meanwhile.
    const pointer = (type: string) =>
      document.body.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true }));
    pointer('pointerdown');
    fireEvent.input(age, { target: { value: '7' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(summaryOf(m).links).toHaveLength(5);
    pointer('pointerup');
    await waitFor(() => expect(summaryOf(m).links).toHaveLength(4));
  });

  it('is in the texts of the messages option: the Irish set', async () => {
    const m = fx.open({ messages: gaMessages });
    await m.user.type(within(m.element).getByRole('spinbutton', { name: gaMessages.ageQuestion as string }), '{Enter}');
    const heading = await within(m.element).findByRole('heading', { name: 'Tá fadhb ann' });
    const links = within(heading.closest('[tabindex]') as HTMLElement).getAllByRole('link');
    expect(links[0].textContent).toBe(`${gaMessages.ageQuestion} ${gaMessages.errorRequired}`);
  });

  it("is in the host's own words, in the order they give", async () => {
    const m = fx.open({
      messages: { errorSummaryHeading: 'Check your answers', errorSummaryItem: '{error}: {question}' },
    });
    await pressCalculate(m);
    const heading = await within(m.element).findByRole('heading', { name: 'Check your answers' });
    const links = within(heading.closest('[tabindex]') as HTMLElement).getAllByRole('link');
    expect(links[0].textContent).toBe(`${REQUIRED}: ${AGE}`);
  });

  it('refuses a text of the host that drops a placeholder', () => {
    expect(() => fx.open({ messages: { errorSummaryItem: '{question}' } })).toThrow(/errorSummaryItem.*\{error\}/);
  });
});
