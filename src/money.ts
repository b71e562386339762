/**
 * Money formatting shared by the server (Money.display) and the widget (DESIGN.md):
 * the currency symbol, thousands separators (Intl.NumberFormat, en-IE), and cents only when the
 * amount is not whole. A symbol that ends in a letter is set apart by a space.
 *   formatMoney(68524) → '€68,524'    formatMoney(407.89) → '€407.89'    formatMoney(68524, 'CHF') → 'CHF\u00a068,524'
 * The amounts are euro figures; the symbol is only how they are shown.
 */
export const DEFAULT_CURRENCY_SYMBOL = '€';

/** Grouping digits as Irish English does ('68,524'); whole and two-decimal forms. */
const WHOLE = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-IE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'CHF' and 'kr' read as words, so they need a space before the figure (a non-breaking one: the two stay on one line); '€', '£', 'US$' do not. */
const endsInLetter = (symbol: string): boolean => /\p{L}$/u.test(symbol);

export function formatMoney(amount: number, currencySymbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatMoney: amount must be a finite number, got ${String(amount)}`);
  const cents = Math.round(Math.abs(amount) * 100);
  const figure = cents % 100 === 0 ? WHOLE.format(cents / 100) : CENTS.format(cents / 100);
  const sign = amount < 0 && cents !== 0 ? '-' : '';
  return `${sign}${currencySymbol}${endsInLetter(currencySymbol) ? '\u00a0' : ''}${figure}`;
}

/** A whole number of cents as the API's plain decimal string: 40789 → '407.89'. */
export function centsToDecimalString(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`centsToDecimalString: cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
