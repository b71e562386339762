/**
 * The `messages` and `locale` options: every text by name, the SPEC English by default, a name
 * the widget does not have refused with a suggestion, a text that drops a placeholder or a month list that
 * is not 12 names refused, numbers in the locale's format and dates from the messages, and the
 * Irish example set switched to and back.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { useCalculatorFixture } from './fixture';
import { FULL, answer, calculateButton, within } from './helpers';
import {
  FORM_MESSAGES,
  LATER_MESSAGE_NAMES,
  MESSAGE_NAMES,
  placeholdersOf,
  requiredPlaceholders,
} from '../../src/widget/host/messages';
import { RESULTS_MESSAGES } from '../../src/widget/results/results-messages';
import { PLANNER_MESSAGES } from '../../src/widget/planner/planner-messages';
import { COMPARISON_MESSAGES } from '../../src/widget/planner/comparison-messages';
import { MESSAGE } from '../../src/widget/form/validation';
import { NOTE_MESSAGES } from '../../src/widget/results/assumption-notes';
import { ERROR_SUMMARY_MESSAGES } from '../../src/widget/form/error-summary-messages';
import { OptionError } from '../../src/widget';
import { keepInView } from '../../src/widget/ui/keep-in-view';
import { gaAddGoalLabel, gaMessages } from '../../examples/messages-ga.js';

const fx = useCalculatorFixture();

/** The English of every text that comes in a later chunk, by its name for the `messages` option. */
const LATER_ENGLISH: Record<string, string> = {
  ...ERROR_SUMMARY_MESSAGES,
  ...Object.fromEntries(
    Object.entries(MESSAGE).map(([key, text]) => [`error${key[0].toUpperCase()}${key.slice(1)}`, text]),
  ),
  ...RESULTS_MESSAGES,
  ...NOTE_MESSAGES,
  ...PLANNER_MESSAGES,
  ...COMPARISON_MESSAGES,
};

describe('message names', () => {
  it('are the names of the English texts, each once', () => {
    expect([...MESSAGE_NAMES].sort()).toEqual(
      [...new Set([...Object.keys(FORM_MESSAGES), ...Object.keys(LATER_ENGLISH)])].sort(),
    );
    // A name in two catalogs (each chunk carries its own English) has the same text in both.
    expect(PLANNER_MESSAGES.aMonth).toBe(RESULTS_MESSAGES.aMonth);
    for (const name of ['months', 'monthsShort', 'dateFormat', 'monthYearFormat', 'shortDateFormat'] as const)
      expect(PLANNER_MESSAGES[name], name).toBe(RESULTS_MESSAGES[name]);
    expect(new Set(MESSAGE_NAMES).size).toBe(MESSAGE_NAMES.length);
    expect(LATER_MESSAGE_NAMES.every((name) => !(name in FORM_MESSAGES))).toBe(true);
  });

  it("the first chunk's list of later texts has each with the placeholders of its English (generated/later-messages.ts)", () => {
    // LATER_MESSAGES keeps, for each text that comes in a later chunk, the placeholders a replacement must
    // keep: generated from the English (npm run prerender), and derived here again from the English itself.
    const entry = (name: string, text: string) => {
      const places = [...new Set(placeholdersOf(text))].map((place) => place.slice(1, -1));
      return places.length ? `${name}:${places.join(',')}` : name;
    };
    const sameSet = (a: string[], b: string[]) =>
      a.length === b.length && a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));
    const changes: string[] = [];
    for (const [name, text] of Object.entries(LATER_ENGLISH)) {
      if (!LATER_MESSAGE_NAMES.includes(name)) changes.push(`add '${entry(name, text)}'`);
      else if (!sameSet(requiredPlaceholders(name), [...new Set(placeholdersOf(text))]))
        changes.push(`write '${entry(name, text)}' for '${name}'`);
    }
    for (const name of LATER_MESSAGE_NAMES)
      if (!(name in LATER_ENGLISH)) changes.push(`take out '${name}' (no text has that name)`);
    expect(changes, 'src/widget/generated/later-messages.ts is out of date: run npm run prerender').toEqual([]);
  });

  it("asks of the form's texts the placeholders of their English", () => {
    expect(requiredPlaceholders('courseYears')).toEqual(['{years}']);
    expect(requiredPlaceholders('results')).toEqual(['{count}']);
    expect(requiredPlaceholders('ageQuestion')).toEqual([]);
    expect(requiredPlaceholders('headline')).toEqual(['{total}', '{year}']);
    expect(requiredPlaceholders('targetLine')).toEqual(['{target}', '{date}']);
    expect(requiredPlaceholders('dateFormat')).toEqual(['{day}', '{month}', '{year}']);
  });

  it('the Irish example set has a text for every name, and no other, each with the placeholders of its English', () => {
    expect(Object.keys(gaMessages).sort()).toEqual([...MESSAGE_NAMES].sort());
    expect(Object.values(gaMessages).every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
    const dropped = Object.entries(gaMessages).flatMap(([name, text]) =>
      requiredPlaceholders(name)
        .filter((place) => !text?.includes(place))
        .map((place) => `${name} ${place}`),
    );
    expect(dropped).toEqual([]);
  });
});

describe('the messages option', () => {
  it('replaces the texts it names and keeps the SPEC English for the rest', async () => {
    const m = fx.open({
      messages: { ageQuestion: 'Age of the child?', calculate: 'Work it out', errorTooOld: 'Eighteen at most' },
    });
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
    expect(() => fx.open({ messages: { zzzzzzzzzzzz: 'x' } as never })).toThrow(
      /unknown message "zzzzzzzzzzzz"\. README/,
    );
  });

  it('refuses a text that is not a string, and messages that are not an object', () => {
    expect(() => fx.open({ messages: { calculate: 3 } as never })).toThrow(
      'option "messages.calculate" must be a string; got number 3.',
    );
    expect(() => fx.open({ messages: 'ga' as never })).toThrow(/option "messages" must be an object of texts by name/);
  });

  /** The OptionError mount() throws for `messages`, or undefined. */
  const refusal = (messages: Record<string, string>): OptionError | undefined => {
    try {
      fx.open({ messages });
    } catch (error) {
      if (error instanceof OptionError) return error;
      throw error;
    }
    return undefined;
  };

  it.each<[string, string, string]>([
    // The form's, the results', a note's, a date's and the plan's: the first chunk knows them all.
    ['courseYears', 'years', '{years}'],
    ['headline', 'We estimate {total}', '{year}'],
    ['startLine', 'until {date}.', '{age}'],
    ['noteFees', 'Fees of {contribution} and {levies}.', '{figuresYear}'],
    ['dateFormat', '{month} {year}', '{day}'],
    ['targetLine', 'Your target: {target}.', '{date}'],
    ['percent', '{valeur} %', '{value}'],
  ])('refuses a %s that drops a placeholder its English uses, naming both', (name, text, place) => {
    const error = refusal({ [name]: text });
    expect(error?.option).toBe(`messages.${name}`);
    expect(error?.message).toBe(
      `college-costs-calculator: option "messages.${name}" must be a text with ${place} in it, as its default has; got ${JSON.stringify(text)}.`,
    );
  });

  it('takes a text that keeps every placeholder, in any order and with more words', () => {
    expect(
      refusal({
        headline: 'By {year}: save {total}',
        targetLine: '{date}: {target}',
        dateFormat: '{year}. gada {day}. {month}',
      }),
    ).toBeUndefined();
  });

  it.each<[string, string]>([
    ['months', 'January,February,March,April,May,June,July,August,September,October,November'],
    ['months', 'January,February,March,April,May,June,July,August,September,October,November,December,Smarch'],
    ['monthsShort', 'Jan,Feb,Mar,Apr,May,,July,Aug,Sept,Oct,Nov,Dec'],
    ['monthsShort', 'Jan Feb Mar Apr May June July Aug Sept Oct Nov Dec'],
  ])('refuses a %s list that is not 12 names: %s', (name, text) => {
    const error = refusal({ [name]: text });
    expect(error?.option).toBe(`messages.${name}`);
    expect(error?.message).toBe(
      `college-costs-calculator: option "messages.${name}" must be 12 month names separated by commas; got ${JSON.stringify(text)}.`,
    );
  });

  it('is checked by update() too, which then changes nothing', async () => {
    const m = fx.open({ messages: { calculate: 'Work it out' } });
    expect(() => m.handle.update({ messages: { headline: 'Save {total}' } })).toThrow(
      'option "messages.headline" must be a text with {year} in it, as its default has; got "Save {total}".',
    );
    expect(() => m.handle.update({ messages: { months: 'Jan' } })).toThrow(
      /option "messages.months" must be 12 month names separated by commas/,
    );
    expect(within(m.element).getByRole('button', { name: 'Work it out' })).toBeTruthy();
  });
});

describe('dates', () => {
  it("are written from the messages: a host's month names and order", async () => {
    const m = fx.open({
      messages: {
        months: 'enero,febrero,marzo,abril,mayo,junio,julio,agosto,septiembre,octubre,noviembre,diciembre',
        monthYearFormat: '{month} de {year}',
      },
    });
    await answer(m.user, FULL, m.element);
    await m.user.click(calculateButton(m.element));
    expect(await within(m.element).findByText(/^from now until septiembre de 2035, when/)).toBeTruthy();
  });
});

describe('the locale option', () => {
  it("formats amounts in the locale, en-IE by default; dates stay in the messages' words", async () => {
    const m = fx.open({ locale: 'de-DE' });
    await answer(m.user, FULL, m.element);
    await m.user.click(calculateButton(m.element));
    const q = within(m.element);
    await q.findByRole('heading', { level: 2, name: "We estimate that you'll need to save €68.524 by 2035" });
    expect(q.getByText(/^from now until September 2035/)).toBeTruthy();
    expect(q.getByText('€541,11')).toBeTruthy();
  });

  it('is refused when it is not a BCP 47 locale', () => {
    expect(() => fx.open({ locale: 'not a locale' })).toThrow(
      'option "locale" must be a BCP 47 locale such as "en-IE" or "ga-IE"; got "not a locale".',
    );
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
    await m.user.click(
      within(q.getByRole('group', { name: /i dteideal táillí saor in aisce/ })).getByRole('radio', { name: 'Tá' }),
    );
    await m.user.click(q.getByRole('combobox', { name: /Cá háit a mbeidh do pháiste/ }));
    await m.user.click(q.getByRole('option', { name: 'Lóistín ar cíos' }));
    await m.user.click(q.getByRole('radio', { name: 'Táillí, lóistín & costais eile' }));
    await m.user.click(q.getByRole('button', { name: 'Áirigh' }));
    await q.findByRole('heading', { level: 2, name: 'Measaimid go mbeidh ort €68,524 a shábháil faoi 2035' });
    expect(q.getByRole('button', { name: 'Déan athrú' })).toBeTruthy();
    expect(q.getByRole('link', { name: 'Faigh do phlean airgeadais saor in aisce' })).toBeTruthy();
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
