/** SPEC §5: the number input's rules, as plain functions. */

/** Values longer than this are rejected (the change is ignored). */
export const MAX_NUMBER_LENGTH = 9;

/** The text typed → the value stored: '' → null; otherwise the number, or NaN when it is not one. */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** Whether a change to this text is accepted at all. */
export function acceptsNumberText(text: string): boolean {
  return text.length <= MAX_NUMBER_LENGTH;
}

/** Whether a key press is blocked: '.' (and ',') when decimals are not allowed; exponent and sign keys always. */
export function blocksNumberKey(key: string, allowDecimals: boolean): boolean {
  if (key === 'e' || key === 'E' || key === '+') return true;
  return !allowDecimals && (key === '.' || key === ',');
}
