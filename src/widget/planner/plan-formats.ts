import { formatMoney } from '../../money';
import { formatDate, type DateMessages } from '../host/dates';
import type { ResolvedOptions } from '../host/options';

/** How the section writes amounts, dates and percentages. */
export interface PlanFormats {
  /** '€14,812', or to the cent: '€541.11'. */
  money: (euro: number, toTheCent?: boolean) => string;
  /** '1 September 2035'; for the table's rows (its caption says each is 1 September), 'shortMonthYear': 'Sept 2035'. */
  date: (iso: string, style?: 'long' | 'shortMonthYear') => string;
  /** '4.5': up to two decimals. */
  percent: (value: number) => string;
}

/** The section's formats in the host's locale and currency symbol, its dates in `t`'s words. */
export function planFormats({ currencySymbol, locale }: ResolvedOptions, t: DateMessages): PlanFormats {
  return {
    money: (euro, toTheCent = false) => formatMoney(euro, currencySymbol, locale, toTheCent),
    date: (iso, style = 'long') => formatDate(iso, t, style),
    percent: (value) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value),
  };
}
