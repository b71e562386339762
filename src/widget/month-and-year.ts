import { DEFAULT_LOCALE } from '../money';
import { dateLocale } from './messages';

/** One month-and-year format per locale: making one costs far more than using it (the first takes the locale's data). */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The target month in words, from an ISO date: '2040-09-01' → 'September 2040' (in `locale`). */
export function monthAndYear(isoDate: string, locale: string = DEFAULT_LOCALE): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(isoDate));
}
