import { DEFAULT_LOCALE } from '../money';
import { dateLocale } from './messages';

/** The target month in words, from an ISO date: '2040-09-01' → 'September 2040' (in `locale`). */
export function monthAndYear(isoDate: string, locale: string = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(dateLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(isoDate));
}
