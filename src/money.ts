/**
 * Money formatting shared by the server (Money.display) and the widget (DESIGN.md):
 * the currency symbol, thousands separators (Intl.NumberFormat, en-IE unless a locale is given), and cents only when the
 * amount is not whole. A symbol that ends in a letter is set apart by a space.
 *   formatMoney(68524) → '€68,524'    formatMoney(407.89) → '€407.89'    formatMoney(68524, 'CHF') → 'CHF\u00a068,524'
 *   formatMoney(-3000) → '−€3,000' (a true minus sign, U+2212: the typographic one, read as "minus" by screen readers)
 * The amounts are euro figures; the symbol is only how they are shown.
 */
export const DEFAULT_CURRENCY_SYMBOL = '€';

/** The default locale of number formats: Irish English ('68,524'). */
export const DEFAULT_LOCALE = 'en-IE';

/**
 * Before a negative amount: U+2212, not the hyphen-minus of the keyboard, which is shorter than a digit, may
 * break the line after it and is not read as "minus" everywhere. (Money.string, a plain decimal for programs,
 * keeps the ASCII hyphen: centsToDecimalString.)
 */
export const MINUS_SIGN = '\u2212';

/** Whole and two-decimal number formats of a locale, made once each. */
const formats = new Map<string, [Intl.NumberFormat, Intl.NumberFormat]>();
function formatsOf(locale: string): [Intl.NumberFormat, Intl.NumberFormat] {
  let pair = formats.get(locale);
  if (!pair) {
    pair = [
      new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    ];
    formats.set(locale, pair);
  }
  return pair;
}

/** 'CHF' and 'kr' read as words, so they need a space before the figure (a non-breaking one: the two stay on one line); '€', '£', 'US$' do not. */
const endsInLetter = (symbol: string): boolean => /\p{L}$/u.test(symbol);

/**
 * `locale` (a BCP 47 tag, default en-IE) chooses the digit grouping and decimal mark: 'de-DE' gives '€68.524'.
 * `toTheCent` writes the cents of a whole amount too ('€3,000.00'): a column of figures, some with cents, lines up.
 */
export function formatMoney(
  amount: number,
  currencySymbol: string = DEFAULT_CURRENCY_SYMBOL,
  locale: string = DEFAULT_LOCALE,
  toTheCent = false,
): string {
  if (!Number.isFinite(amount))
    throw new RangeError(`formatMoney: amount must be a finite number, got ${String(amount)}`);
  const cents = Math.round(Math.abs(amount) * 100);
  const [whole, withCents] = formatsOf(locale);
  const figure = cents % 100 === 0 && !toTheCent ? whole.format(cents / 100) : withCents.format(cents / 100);
  const sign = amount < 0 && cents !== 0 ? MINUS_SIGN : '';
  return `${sign}${currencySymbol}${endsInLetter(currencySymbol) ? '\u00a0' : ''}${figure}`;
}

/** A whole number of cents as the API's plain decimal string: 40789 → '407.89'. */
export function centsToDecimalString(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`centsToDecimalString: cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
