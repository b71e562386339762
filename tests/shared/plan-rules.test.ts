/** The savings plan's input rules (src/plan-rules.ts), shared by the widget and the server, and the widget's form data. */
import { describe, expect, it } from 'vitest';
import {
  PLAN_INPUT_MESSAGES,
  countedCosts,
  euroToCents,
  planAmountRule,
  planInputErrors,
  planPercentRule,
  planShareRule,
  percentToFraction,
} from '../../src/plan-rules';
import { draftErrors, toDraft, toPlanAnswers } from '../../src/widget/planner/plan-form';
import { DEFAULT_PLAN_ANSWERS } from '../../src/widget/planner/plan-call';

describe('the rules', () => {
  it.each([
    [0, undefined],
    [2500, undefined],
    [2500.25, undefined],
    [1_000_000_000, undefined],
    [null, undefined],
    [undefined, undefined],
    [-0.01, 'amountError'],
    [2500.255, 'amountError'],
    [1_000_000_000.01, 'amountError'],
    [Number.NaN, 'amountError'],
    ['2500', 'amountError'],
  ])('an amount of %s: %s', (value, message) => expect(planAmountRule(value)).toBe(message));

  it.each([
    [0, undefined],
    [3.5, undefined],
    [10, undefined],
    [0.1, undefined],
    [10.1, 'percentError'],
    [3.55, 'percentError'],
    [-1, 'percentError'],
    [Number.POSITIVE_INFINITY, 'percentError'],
  ])('a percentage of %s: %s', (value, message) => expect(planPercentRule(value)).toBe(message));

  it.each([
    [10, undefined],
    [55, undefined],
    [100, undefined],
    [9, 'shareError'],
    [101, 'shareError'],
    [50.5, 'shareError'],
  ])('a share of %s: %s', (value, message) => expect(planShareRule(value)).toBe(message));

  it('refuses own figures for a cost the estimate leaves out', () => {
    expect(
      planInputErrors({ accommodationPerYear: 100, otherExpensesPerYear: 100 }, countedCosts('HOME', ['FEES'])),
    ).toEqual({
      accommodationPerYear: 'accommodationNotIncluded',
      otherExpensesPerYear: 'otherNotIncluded',
    });
    expect(
      planInputErrors(
        { accommodationPerYear: 100, otherExpensesPerYear: 100 },
        countedCosts('RENTED', ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES']),
      ),
    ).toEqual({});
    // Accommodation at home is not counted, even when ACCOMMODATION is sent.
    expect(countedCosts('HOME', ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'])).toEqual({
      accommodation: false,
      other: true,
    });
  });

  it('reads percentages and euro exactly', () => {
    expect(percentToFraction(3.5)).toBe(0.035);
    expect(percentToFraction(0.1)).toBe(0.001);
    expect(euroToCents(0.29)).toBe(29);
    expect(euroToCents(1234.56)).toBe(123_456);
  });
});

describe("the widget's plan form", () => {
  const counted = { accommodation: true, other: false };
  const t = PLAN_INPUT_MESSAGES;
  const dates = { today: '2026-12-03', firstAge: 8 };

  it('sends the defaults as they are, and the rate only with rising costs', () => {
    expect(toPlanAnswers(toDraft(DEFAULT_PLAN_ANSWERS), counted)).toEqual(DEFAULT_PLAN_ANSWERS);
    expect(toPlanAnswers({ ...toDraft(DEFAULT_PLAN_ANSWERS), rate: 4 }, counted).risingCostsPercent).toBeNull();
    // An own figure for a cost the estimate leaves out (kept from answers made before 'Make a change') is not sent.
    expect(
      toPlanAnswers({ ...toDraft(DEFAULT_PLAN_ANSWERS), other: 5000, accommodation: 8000 }, counted),
    ).toMatchObject({ otherExpensesPerYear: null, accommodationPerYear: 8000 });
  });

  it('refuses what the server refuses, in the same words, and an emptied field that has a default', () => {
    const draft = { ...toDraft(DEFAULT_PLAN_ANSWERS), saved: null, share: 5, grants: 0.001, rise: 11, fees: -1 };
    expect(draftErrors(draft, counted, dates, t)).toEqual({
      saved: t.amountError,
      share: t.shareError,
      grants: t.amountError,
      fees: t.amountError,
      rise: t.percentError,
    });
  });

  it('asks nothing of a cost the estimate leaves out, and leaves own figures optional', () => {
    const draft = { ...toDraft(DEFAULT_PLAN_ANSWERS), other: -5, fees: null, accommodation: null };
    expect(draftErrors(draft, counted, dates, t)).toEqual({});
  });

  it('refuses a monthly amount as the server does, and leaves it optional', () => {
    expect(draftErrors({ ...toDraft(DEFAULT_PLAN_ANSWERS), amount: -1 }, counted, dates, t)).toEqual({
      amount: t.amountError,
    });
    expect(draftErrors({ ...toDraft(DEFAULT_PLAN_ANSWERS), amount: 300 }, counted, dates, t)).toEqual({});
  });

  // The first payment: from today to the day the oldest child's first year falls due (8 in 2026: 1 September 2037).
  it.each([
    ['today', '2026-12-03', 8, [], undefined],
    ['yesterday', '2026-12-02', 8, [], 'firstPaymentError'],
    ['the first due date', '2037-09-01', 8, [], undefined],
    ['the day after it', '2037-09-02', 8, [], 'firstPaymentError'],
    ['not a date', '2027-02-30', 8, [], 'firstPaymentError'],
    // An older second child (13: starts 2032) brings the latest date forward.
    ['after an older child’s start', '2033-01-01', 8, [13], 'firstPaymentError'],
    ['before it', '2032-09-01', 8, [13], undefined],
  ] as const)('the first payment %s', (_name, date, firstAge, others, refused) => {
    const child = (ageOfChild: number) => ({
      ageOfChild,
      courseDuration: 4,
      freeFees: true,
      accommodation: 'HOME' as const,
      costsInclude: ['Fees' as const],
    });
    const draft = { ...toDraft(DEFAULT_PLAN_ANSWERS), firstPayment: date, children: others.map(child) };
    expect(draftErrors(draft, counted, { today: '2026-12-03', firstAge }, t).firstPayment).toBe(refused && t[refused]);
  });

  it('refuses another child’s answers in the calculator’s words, by the child’s field', () => {
    const draft = {
      ...toDraft(DEFAULT_PLAN_ANSWERS),
      children: [
        { ageOfChild: 19, courseDuration: 4, freeFees: null, accommodation: 'HOME' as const, costsInclude: [] },
      ],
    };
    expect(draftErrors(draft, counted, dates, t)).toEqual({
      'children[0].ageOfChild': 'Must be no more than 18 years old',
      'children[0].freeFees': 'Please provide an answer',
      'children[0].costsInclude': 'Please provide an answer',
    });
  });
});
