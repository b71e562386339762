/**
 * Every date the widget writes, from its texts alone (the `messages` option, README "Messages and locale"):
 * the month names and the order of day, month and year are messages, so a page in a language the browser
 * has no calendar data for reads in that language. (Intl is not asked: Debian's Chromium has no Irish, and
 * would write 'September 2035' on an Irish page.) The English is in results-messages.ts.
 *
 * Not in the first module: the results' and the savings plan's chunks share it, in the chunk they already share
 * (with hooks/use-styles.ts). mount()'s check of a host's month names is month-list.ts, which the first module has.
 */
import { fill } from './fill';

/** The texts dates are written with. `{month}` is a name from `months`, or from `monthsShort` in shortDateFormat. */
export interface DateMessages {
  /** The 12 month names, January first, separated by commas: 'January,February,…,December'. */
  months: string;
  /** The 12 short month names the same way, for the plan's table rows: 'Jan,Feb,…,Sept,…'. */
  monthsShort: string;
  /** A whole date: '{day} {month} {year}' → '1 September 2035'. */
  dateFormat: string;
  /** A month and its year: '{month} {year}' → 'September 2035'. */
  monthYearFormat: string;
  /** A month, by its short name, and its year: '{month} {year}' → 'Sept 2035'. */
  shortDateFormat: string;
}

/** 'long': '1 September 2035'; 'monthYear': 'September 2035'; 'shortMonthYear': 'Sept 2035'. */
export type DateStyle = 'long' | 'monthYear' | 'shortMonthYear';

/**
 * An ISO date in words, as `t` writes it: formatDate('2035-09-01', t, 'long') → '1 September 2035'. A date
 * with a time ('2035-09-01T00:00:00Z') is the date in UTC, where the API's dates are. A text that is not a
 * date comes back as it is (the API's dates are checked where they arrive: calculate.ts, plan-call.ts).
 */
export function formatDate(iso: string, t: DateMessages, style: DateStyle): string {
  const date = new Date(iso);
  const month = date.getUTCMonth();
  if (Number.isNaN(month)) return iso;
  const format = style === 'long' ? t.dateFormat : style === 'monthYear' ? t.monthYearFormat : t.shortDateFormat;
  const names = (style === 'shortMonthYear' ? t.monthsShort : t.months).split(',');
  // A list the host did not give through mount()'s check (a direct caller) still gives a readable date.
  return fill(format, {
    day: date.getUTCDate(),
    month: names[month]?.trim() || month + 1,
    year: date.getUTCFullYear(),
  });
}

/** Today in the parent's own calendar (their device's time zone), as an ISO date: the day an estimate or a plan was made. */
export const todayIso = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
