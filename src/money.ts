/**
 * Money formatting shared by the server (Money.display) and the widget (DESIGN.md):
 * the currency symbol, thousands separators, and cents only when the amount is not whole.
 *   formatMoney(68524) → '€68,524'    formatMoney(407.89) → '€407.89'
 */
export const DEFAULT_CURRENCY_SYMBOL = '€';

export function formatMoney(amount: number, currencySymbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatMoney: amount must be a finite number, got ${String(amount)}`);
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 && cents !== 0 ? '-' : '';
  return `${sign}${currencySymbol}${grouped}${rest ? '.' + String(rest).padStart(2, '0') : ''}`;
}

/** A whole number of cents as the API's plain decimal string: 40789 → '407.89'. */
export function centsToDecimalString(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`centsToDecimalString: cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
