/**
 * Dates written from the messages alone: the English and the Irish example set, the three
 * styles, and month lists that mount() accepts or refuses.
 */
import { describe, expect, it } from 'vitest';
import { formatDate, type DateMessages, type DateStyle } from '../../src/widget/host/dates';
import { isMonthList } from '../../src/widget/host/month-list';
import { RESULTS_MESSAGES as DATE_MESSAGES } from '../../src/widget/results/results-messages';
import { gaMessages } from '../../examples/messages-ga.js';

const ga = { ...DATE_MESSAGES, ...gaMessages } as DateMessages;
/** Another order and other words, as a host may give them. */
const german: DateMessages = {
  months: 'Januar, Februar, März, April, Mai, Juni, Juli, August, September, Oktober, November, Dezember',
  monthsShort: 'Jan., Feb., März, Apr., Mai, Juni, Juli, Aug., Sept., Okt., Nov., Dez.',
  dateFormat: '{day}. {month} {year}',
  monthYearFormat: '{month} {year}',
  shortDateFormat: '{month} {year}',
};

describe('formatDate', () => {
  it.each<[string, DateMessages, DateStyle, string]>([
    ['2035-09-01', DATE_MESSAGES, 'long', '1 September 2035'],
    ['2035-09-01', DATE_MESSAGES, 'monthYear', 'September 2035'],
    ['2035-09-01', DATE_MESSAGES, 'shortMonthYear', 'Sept 2035'],
    ['2027-06-15', DATE_MESSAGES, 'shortMonthYear', 'June 2027'],
    ['2027-01-31', DATE_MESSAGES, 'long', '31 January 2027'],
    ['2040-12-01', DATE_MESSAGES, 'monthYear', 'December 2040'],
    // A date-time is the date in UTC, as the API writes dates.
    ['2027-09-01T00:00:00.000Z', DATE_MESSAGES, 'monthYear', 'September 2027'],
    ['2035-09-01', ga, 'long', '1 Meán Fómhair 2035'],
    ['2035-09-01', ga, 'monthYear', 'Meán Fómhair 2035'],
    ['2035-09-01', ga, 'shortMonthYear', 'MFómh 2035'],
    ['2036-10-01', ga, 'shortMonthYear', 'DFómh 2036'],
    ['2030-01-01', ga, 'long', '1 Eanáir 2030'],
    // Spaces after the commas are not part of the names.
    ['2035-03-01', german, 'long', '1. März 2035'],
    ['2035-10-01', german, 'shortMonthYear', 'Okt. 2035'],
  ])('formatDate(%s, …, %s) → %s', (iso, t, style, text) => expect(formatDate(iso, t, style)).toBe(text));

  it('gives the month by its number when the list has no name for it (a caller that skipped the check)', () => {
    expect(formatDate('2035-09-01', { ...DATE_MESSAGES, months: 'Jan,Feb' }, 'monthYear')).toBe('9 2035');
  });

  it('gives back a text that is not a date as it is', () => {
    expect(formatDate('soon', DATE_MESSAGES, 'long')).toBe('soon');
  });

  it('writes the same in every locale the process has: it never asks Intl', () => {
    const before = Intl.DateTimeFormat;
    // As in Chromium without Irish data: any use of Intl's dates would show here.
    Intl.DateTimeFormat = (() => {
      throw new Error('Intl.DateTimeFormat used');
    }) as unknown as typeof Intl.DateTimeFormat;
    try {
      expect(formatDate('2035-09-01', ga, 'monthYear')).toBe('Meán Fómhair 2035');
    } finally {
      Intl.DateTimeFormat = before;
    }
  });
});

describe('isMonthList', () => {
  it.each<[string, boolean]>([
    [DATE_MESSAGES.months, true],
    [DATE_MESSAGES.monthsShort, true],
    [ga.months, true],
    [german.months, true],
    ['Jan,Feb,Mar,Apr,May,June,July,Aug,Sept,Oct,Nov', false],
    ['Jan,Feb,Mar,Apr,May,June,July,Aug,Sept,Oct,Nov,Dec,Jan', false],
    ['Jan,Feb,,Apr,May,June,July,Aug,Sept,Oct,Nov,Dec', false],
    ['Jan,Feb,Mar,Apr,May,June,July,Aug,Sept,Oct,Nov, ', false],
    ['January February March April May June July August September October November December', false],
    ['', false],
  ])('%j → %s', (list, ok) => expect(isMonthList(list)).toBe(ok));
});
