/**
 * The `messages` and `locale` options (issue 15): every text by name, the SPEC English by default, a name
 * the widget does not have refused with a suggestion, numbers and dates in the locale's format, and the
 * Irish example set switched to and back.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { useCalculatorFixture } from './fixture';
import { FULL, answer, calculateButton, within } from './helpers';
import { FORM_MESSAGES, LATER_MESSAGE_NAMES, MESSAGE_NAMES, dateLocale } from '../../src/widget/messages';
import { RESULTS_MESSAGES } from '../../src/widget/results-messages';
import { PLANNER_MESSAGES } from '../../src/widget/planner/planner-messages';
import { MESSAGE } from '../../src/widget/validation';
import { NOTE_MESSAGES } from '../../src/assumption-notes';
import { OptionError } from '../../src/widget';
import { keepInView } from '../../src/widget/ui/keep-in-view';
import { gaAddGoalLabel, gaMessages } from '../../examples/messages-ga.js';

const fx = useCalculatorFixture();

describe('message names', () => {
  it('are the names of the English texts, each once', () => {
    const errorNames = Object.keys(MESSAGE).map((key) => `error${key[0].toUpperCase()}${key.slice(1)}`);
    const english = [
      ...Object.keys(FORM_MESSAGES), ...errorNames, ...Object.keys(RESULTS_MESSAGES), ...Object.keys(NOTE_MESSAGES), ...Object.keys(PLANNER_MESSAGES),
    ];
    expect([...MESSAGE_NAMES].sort()).toEqual([...new Set(english)].sort());
    // A name in two catalogs (each chunk carries its own English) has the same text in both.
    expect(PLANNER_MESSAGES.aMonth).toBe(RESULTS_MESSAGES.aMonth);
    expect(new Set(MESSAGE_NAMES).size).toBe(MESSAGE_NAMES.length);
    expect(LATER_MESSAGE_NAMES.every((name) => !(name in FORM_MESSAGES) && !(name in RESULTS_MESSAGES))).toBe(true);
  });

  it('the Irish example set has a text for every name, and no other', () => {
    expect(Object.keys(gaMessages).sort()).toEqual([...MESSAGE_NAMES].sort());
    expect(Object.values(gaMessages).every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
  });
});

describe('the messages option', () => {
  it('replaces the texts it names and keeps the SPEC English for the rest', async () => {
    const m = fx.open({ messages: { ageQuestion: 'Age of the child?', calculate: 'Work it out', errorTooOld: 'Eighteen at most' } });
    const q = within(m.element);
    const age = q.getByRole('spinbutton', { name: 'Age of the child?' });
    expect(q.getByRole('button', { name: 'Work it out' })).toBeTruthy();
    expect(q.getByRole('combobox', { name: "How long do you expect your child's course to be?" })).toBeTruthy();
    await m.user.type(age, '19');
    await m.user.tab();
    await q.findByText('Eighteen at most');
  });

  it('refuses a name the widget does not have, suggesting the nearest', () => {
    let error: unknown;
    try {
      fx.open({ messages: { ageQuestoin: 'x' } as never });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(OptionError);
    expect((error as OptionError).option).toBe('messages.ageQuestoin');
    expect((error as Error).message).toBe(
      'college-costs-calculator: unknown message "ageQuestoin"; did you mean "ageQuestion"? README "Messages and locale" lists them.',
    );
    expect(() => fx.open({ messages: { zzzzzzzzzzzz: 'x' } as never })).toThrow(/unknown message "zzzzzzzzzzzz"\. README/);
  });

  it('refuses a text that is not a string, and messages that are not an object', () => {
    expect(() => fx.open({ messages: { calculate: 3 } as never })).toThrow('option "messages.calculate" must be a string; got number 3.');
    expect(() => fx.open({ messages: 'ga' as never })).toThrow(/option "messages" must be an object of texts by name/);
  });
});

describe('the locale option', () => {
  it('formats amounts and dates in the locale; en-IE by default', async () => {
    const m = fx.open({ locale: 'de-DE' });
    await answer(m.user, FULL, m.element);
    await m.user.click(calculateButton(m.element));
    const q = within(m.element);
    await q.findByRole('heading', { level: 2, name: "We estimate that you'll need to save €68.524 by 2035" });
    expect(q.getByText(/^from now until September 2035/)).toBeTruthy();
    expect(q.getByText('€541,11')).toBeTruthy();
  });

  it('writes dates in en-IE where the browser has no calendar data for the locale (Chromium without Irish)', () => {
    expect(dateLocale('ga-IE')).toBe('ga-IE');
    expect(dateLocale('xx-YY')).toBe('en-IE');
  });

  it('is refused when it is not a BCP 47 locale', () => {
    expect(() => fx.open({ locale: 'not a locale' })).toThrow('option "locale" must be a BCP 47 locale such as "en-IE" or "ga-IE"; got "not a locale".');
  });
});

describe('the Irish message set', () => {
  it('switches the whole widget to Irish, and update() switches it back', async () => {
    const m = fx.open({ messages: gaMessages, locale: 'ga-IE', addGoalLabel: gaAddGoalLabel });
    const q = within(m.element);
    expect(m.element.querySelector('.ccc-root')?.getAttribute('lang')).toBe('ga');
    await m.user.type(q.getByRole('spinbutton', { name: 'Cén aois é do pháiste?' }), '10');
    await m.user.click(q.getByRole('combobox', { name: 'Cé chomh fada is dóigh leat a bheidh cúrsa do pháiste?' }));
    await m.user.click(q.getByRole('option', { name: 'Blianta: 4' }));
    await m.user.click(within(q.getByRole('group', { name: /i dteideal táillí saor in aisce/ })).getByRole('radio', { name: 'Tá' }));
    await m.user.click(q.getByRole('combobox', { name: /Cá háit a mbeidh do pháiste/ }));
    await m.user.click(q.getByRole('option', { name: 'Lóistín ar cíos' }));
    await m.user.click(q.getByRole('radio', { name: 'Táillí, lóistín & costais eile' }));
    await m.user.click(q.getByRole('button', { name: 'Áirigh' }));
    await q.findByRole('heading', { level: 2, name: 'Measaimid go mbeidh ort €68,524 a shábháil faoi 2035' });
    expect(q.getByRole('button', { name: 'Déan athrú' })).toBeTruthy();
    expect(q.getByRole('button', { name: 'Faigh do phlean airgeadais saor in aisce' })).toBeTruthy();
    expect(q.getByText(/^as seo go dtí Meán Fómhair 2035/)).toBeTruthy();

    m.handle.update({ messages: {}, locale: 'en-IE', addGoalLabel: undefined });
    await waitFor(() => expect(q.getByRole('button', { name: 'Make a change' })).toBeTruthy());
    expect(m.element.querySelector('.ccc-root')?.getAttribute('lang')).toBe('en');
  });
});

describe('the dropdown keeps the highlighted option in view', () => {
  const list = (scrollTop: number) => ({ scrollTop, clientHeight: 100 }) as HTMLElement;
  const option = (offsetTop: number) => ({ offsetTop, offsetHeight: 40 }) as HTMLElement;

  it('scrolls the list to the nearest edge, and only when needed', () => {
    const below = list(0);
    keepInView(option(120), below);
    expect(below.scrollTop).toBe(60);
    const above = list(200);
    keepInView(option(80), above);
    expect(above.scrollTop).toBe(80);
    const inView = list(50);
    keepInView(option(60), inView);
    expect(inView.scrollTop).toBe(50);
    keepInView(undefined, inView);
    expect(inView.scrollTop).toBe(50);
  });
});
