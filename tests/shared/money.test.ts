import { describe, expect, it } from 'vitest';
import { centsToDecimalString, formatMoney } from '../../src/money';
import { assumptionNotes } from '../../src/widget/results/assumption-notes';

describe('formatMoney', () => {
  it.each([
    [68524, '€', '€68,524'],
    [407.89, '€', '€407.89'],
    [407.8, '€', '€407.80'],
    [0, '€', '€0'],
    [999, '€', '€999'],
    [1000, '€', '€1,000'],
    [1234567.5, '€', '€1,234,567.50'],
    [3200, '£', '£3,200'],
    [12.005, '$', '$12.01'],
    // Negative amounts take a true minus sign (U+2212), not a hyphen.
    [-50.5, '€', '\u2212€50.50'],
    [-3000, '€', '\u2212€3,000'],
    [-68524, 'CHF', '\u2212CHF\u00a068,524'],
    [-0.004, '€', '€0'],
    [68524, 'CHF', 'CHF\u00a068,524'],
    [407.89, 'kr', 'kr\u00a0407.89'],
    [68524, 'US$', 'US$68,524'],
    [1e12, '€', '€1,000,000,000,000'],
    [0.004, '€', '€0'],
  ])('%s with %s → %s', (amount, symbol, expected) => {
    expect(formatMoney(amount, symbol)).toBe(expected);
  });

  it('defaults to the euro sign', () => {
    expect(formatMoney(1500)).toBe('€1,500');
  });

  it('rejects amounts that are not finite numbers', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(/finite number, got NaN/);
  });
});

describe('centsToDecimalString', () => {
  it.each([
    [40789, '407.89'],
    [6852400, '68524.00'],
    [5, '0.05'],
    [-120, '-1.20'],
  ])('%s → %s', (cents, expected) => expect(centsToDecimalString(cents)).toBe(expected));
});

describe('assumptionNotes', () => {
  const notes = assumptionNotes().join('\n');
  it('uses the symbol the amounts use', () => {
    const chf = assumptionNotes('CHF').join('\n');
    expect(chf).toContain('CHF\u00a03,000');
    expect(chf).toContain('CHF\u00a07,691');
    expect(chf).not.toContain('€');
  });
  it.each([
    '€3,000',
    '2022-2023',
    '€200',
    '€20,000',
    '€7,691',
    '€7,518',
    '€900',
    '€2,328',
    '€576',
    '€888',
    '€468',
    '€180',
    'starts college at 19',
    'three other tenants',
    'term time only',
    'Inflation',
    'scholarships or grants',
    'rough estimates',
  ])('mentions %s', (text) => expect(notes).toContain(text));
});
