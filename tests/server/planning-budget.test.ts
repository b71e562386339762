/**
 * The household's month (issue 21, item 1): the tax on its income, its disposable income, and an allocation that
 * never goes beyond it; and the debt avalanche (item 2). Each expected figure is worked out by hand in the comment
 * beside it, from the rates in docs/planning-model.md, not by the code under test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from '../../server/planning/allocation';
import { summariseBudget } from '../../server/planning/budget';
import { avalancheOrder, clearDebts } from '../../server/planning/debt-summary';
import type { Household, PlanFactfind } from '../../server/planning/household';
import { taxBill } from '../../server/planning/income-tax';
import { answers, asset, debt, household, income, person, policy, TODAY } from './planning-fixtures';

const me = person({ id: 'me', firstName: 'Ann', relationship: 'SELF', dateOfBirth: '1985-03-01' });
const you = person({ id: 'you', firstName: 'Brian', relationship: 'PARTNER', dateOfBirth: '1986-05-01' });
const factfind = (fields: Partial<PlanFactfind>): PlanFactfind => ({
  maritalStatus: null,
  monthlyOutgoingsCents: 0,
  monthlyRentOrMortgageCents: 0,
  user: answers({ personId: 'me' }),
  partner: null,
  ...fields,
});
const earning = (mine: number, theirs: number | null, maritalStatus: string): Household =>
  household({
    persons: theirs === null ? [me] : [me, you],
    incomes: [
      income({ id: 'a', annualIncomeCents: mine, ownerIds: ['me'] }),
      ...(theirs === null ? [] : [income({ id: 'b', annualIncomeCents: theirs, ownerIds: ['you'] })]),
    ],
    factfind: factfind({ maritalStatus }),
  });

describe('the tax on the household’s income', () => {
  it.each<[string, Household, string, { incomeTaxCents: number; uscCents: number; prsiCents: number }]>([
    // 44,000 × 20 % + 16,000 × 40 % = 15,200 − 2,000 personal − 2,000 employee = 11,200. USC 2025: 12,012 × 0.5 % = 60.06
    // + 15,370 × 2 % = 307.40 + 32,618 × 3 % = 978.54 → 1,346.00. PRSI before October 2025: 4.1 % = 2,460.
    [
      'single, €60,000, March 2025',
      earning(6_000_000, null, 'SINGLE'),
      '2025-03-15',
      { incomeTaxCents: 1_120_000, uscCents: 134_600, prsiCents: 246_000 },
    ],
    // 8,800 + 76,000 × 40 % = 39,200 − 4,000 = 35,200. USC: 60.06 + 307.40 + 42,662 × 3 % = 1,279.86 + 49,956 × 8 % = 3,996.48 → 5,643.80.
    [
      'single, €120,000, March 2025',
      earning(12_000_000, null, 'SINGLE'),
      '2025-03-15',
      { incomeTaxCents: 3_520_000, uscCents: 564_380, prsiCents: 492_000 },
    ],
    // Married, one income: band 53,000: 45,000 × 20 % = 9,000 − 4,000 couple − 2,000 employee = 3,000. USC 60.06 + 307.40 + 17,618 × 3 % = 528.54 → 896.
    [
      'married, one income of €45,000',
      earning(4_500_000, 0, 'MARRIED'),
      '2025-03-15',
      { incomeTaxCents: 300_000, uscCents: 89_600, prsiCents: 184_500 },
    ],
    // Married, €50,000 and €30,000, November 2026: band 53,000 + 30,000 = 83,000 ≥ 80,000: 16,000 − 4,000 − 2,000 − 2,000 = 8,000.
    // USC 2026 (2 % band to 28,700): 60.06 + 16,688 × 2 % = 333.76, + 21,300 × 3 % = 639 → 1,032.82; and + 1,300 × 3 % = 39 → 432.82.
    // PRSI from October 2026: 4.35 % × 80,000 = 3,480.
    [
      'married, €50,000 and €30,000, November 2026',
      earning(5_000_000, 3_000_000, 'MARRIED'),
      '2026-11-25',
      { incomeTaxCents: 800_000, uscCents: 146_564, prsiCents: 348_000 },
    ],
    // The same couple cohabiting, each taxed alone: 8,800 + 6,000 × 40 % = 11,200 − 4,000 = 7,200; 6,000 − 4,000 = 2,000.
    [
      'cohabiting, €50,000 and €30,000, November 2026',
      earning(5_000_000, 3_000_000, 'COHABITING'),
      '2026-11-25',
      { incomeTaxCents: 920_000, uscCents: 146_564, prsiCents: 348_000 },
    ],
    // Civil partners, €100,000 and €10,000: band 53,000 + 10,000 = 63,000: 12,600 + 47,000 × 40 % = 31,400 − 4,000 − 2,000 − 2,000 (10,000 × 20 %) = 23,400.
    // USC: 60.06 + 307.40 + 1,279.86 + 29,956 × 8 % = 2,396.48 → 4,043.80; €10,000 is exempt. PRSI 4.2 % (2025-12-01) on 100,000 only.
    [
      'civil partners, €100,000 and €10,000',
      earning(10_000_000, 1_000_000, 'CIVIL_PARTNERSHIP'),
      '2025-12-01',
      { incomeTaxCents: 2_340_000, uscCents: 404_380, prsiCents: 420_000 },
    ],
    // €13,000: 2,600 − 4,000 → 0; USC exempt at €13,000; PRSI free up to €18,304.
    [
      'single, €13,000',
      earning(1_300_000, null, 'SINGLE'),
      '2025-03-15',
      { incomeTaxCents: 0, uscCents: 0, prsiCents: 0 },
    ],
    // €18,305: one euro over the PRSI threshold: 4.1 % of the whole = 750.505 → 750.51. USC: 60.06 + 6,293 × 2 % = 125.86 → 185.92.
    // Tax: 3,661 − 4,000 → 0.
    [
      'single, €18,305',
      earning(1_830_500, null, 'SINGLE'),
      '2025-03-15',
      { incomeTaxCents: 0, uscCents: 18_592, prsiCents: 75_051 },
    ],
  ])('%s', (_name, h, on, expected) => {
    const bill = taxBill(h, on);
    expect(bill).toMatchObject(expected);
    expect(bill.totalCents).toBe(expected.incomeTaxCents + expected.uscCents + expected.prsiCents);
    expect(bill.netCents).toBe(bill.grossCents - bill.totalCents);
  });

  it('counts PRSI at the rate in force: 4.1 % to 30 September 2025, 4.2 % from 1 October 2025, 4.35 % from 1 October 2026', () => {
    const prsi = (on: string) => taxBill(earning(4_000_000, null, 'SINGLE'), on).prsiCents;
    expect([prsi('2025-09-30'), prsi('2025-10-01'), prsi('2026-09-30'), prsi('2026-10-01')]).toEqual([
      164_000, 168_000, 168_000, 174_000,
    ]);
  });
});

describe('the budget', () => {
  it('takes outgoings, the home (once), repayments, savings already made and premiums from income after tax', () => {
    const h: Household = {
      ...earning(6_000_000, null, 'SINGLE'),
      assets: [
        asset({ id: 'pension', productType: 'PRSA', frequency: 'MONTHLY', regularPaymentCents: 20_000 }),
        asset({ id: 'post', productType: 'STATE_SAVINGS', frequency: 'YEARLY', regularPaymentCents: 120_000 }),
      ],
      debts: [
        debt({ id: 'home', productType: 'MORTGAGE', balanceCents: 20_000_000, monthlyRepaymentCents: 110_000 }),
        debt({ id: 'card', productType: 'CREDIT_CARD', balanceCents: 200_000, monthlyRepaymentCents: 10_000 }),
      ],
      policies: [
        policy({ id: 'life', premiumCents: 3_000, paymentFrequency: 'MONTHLY' }),
        policy({ id: 'health', premiumCents: 180_000, paymentFrequency: 'YEARLY' }),
      ],
      factfind: factfind({
        maritalStatus: 'SINGLE',
        monthlyOutgoingsCents: 150_000,
        monthlyRentOrMortgageCents: 100_000,
      }),
    };
    const b = summariseBudget(h, TODAY);
    // Net 44,994 a year (above) = 3,749.50 a month. The home: the mortgage's €1,100 is more than the factfind's €1,000.
    expect(b).toMatchObject({
      grossMonthlyCents: 500_000,
      taxMonthlyCents: 125_050,
      netMonthlyCents: 374_950,
      outgoingsCents: 150_000 + 110_000,
      debtRepaymentsCents: 10_000,
      regularSavingsCents: 20_000 + 10_000,
      premiumsCents: 3_000 + 15_000,
      disposableCents: 374_950 - 260_000 - 10_000 - 30_000 - 18_000,
    });
  });
});

describe('the allocation', () => {
  const need = (key: string, neededCents: number) => ({
    key,
    recommendationType: 'SAVINGS_INVESTING' as const,
    goalId: null,
    label: key,
    neededCents,
  });

  it.each<[string, number, number[]]>([
    ['enough for everything', 10_000, [1_000, 2_000, 3_000]],
    ['the first in full, the second in part, the last nothing', 2_500, [1_000, 1_500, 0]],
    ['exactly enough', 6_000, [1_000, 2_000, 3_000]],
    ['nothing to spare', 0, [0, 0, 0]],
    ['spending more than is kept', -50_000, [0, 0, 0]],
  ])('%s', (_name, disposable, allocated) => {
    const summary = allocate([need('a', 1_000), need('b', 2_000), need('c', 3_000)], disposable);
    expect(summary.items.map((i) => [i.rank, i.allocatedCents])).toEqual(
      allocated.map((cents, index) => [index + 1, cents]),
    );
    expect(summary.neededCents).toBe(6_000);
    expect(summary.allocatedCents).toBe(allocated.reduce((a, b) => a + b, 0));
    expect(summary.shortfallCents).toBe(6_000 - summary.allocatedCents);
  });

  it('never allocates more than the disposable income, nor more than a need, and funds needs in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 8 }),
        fc.integer({ min: -1_000_000, max: 20_000_000 }),
        (needs, disposable) => {
          const summary = allocate(
            needs.map((cents, i) => need(String(i), cents)),
            disposable,
          );
          expect(summary.allocatedCents).toBeLessThanOrEqual(Math.max(0, disposable));
          summary.items.forEach((item, i) => {
            expect(item.allocatedCents).toBeLessThanOrEqual(item.neededCents);
            // A later need gets something only when every earlier one is met in full.
            if (item.allocatedCents > 0)
              expect(summary.items.slice(0, i).every((earlier) => earlier.allocatedCents === earlier.neededCents)).toBe(
                true,
              );
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the debt avalanche', () => {
  // The case: before, the €12,000 car loan (largest) came before the €3,200 credit card.
  const card = debt({
    id: 'card',
    name: 'Credit card',
    productType: 'CREDIT_CARD',
    balanceCents: 320_000,
    monthlyRepaymentCents: 15_000,
    interestRate: 22.9,
  });
  const car = debt({
    id: 'car',
    name: 'Car loan',
    productType: 'CAR_FINANCE',
    balanceCents: 1_200_000,
    monthlyRepaymentCents: 30_000,
    interestRate: 8,
  });

  it('clears the highest rate first, whatever the balances', () => {
    expect(avalancheOrder([car, card]).map((d) => d.id)).toEqual(['card', 'car']);
    const unrated = debt({ id: 'unrated', balanceCents: 100 });
    const small = debt({ id: 'small', balanceCents: 100_000, interestRate: 8 });
    expect(avalancheOrder([unrated, car, small, card]).map((d) => d.id)).toEqual(['card', 'small', 'car', 'unrated']);
  });

  it('clears the first debt as the annuity formula says: n = −ln(1 − rB ÷ P) ÷ ln(1 + r), rounded up', () => {
    const [first] = clearDebts(avalancheOrder([car, card]));
    const r = 0.229 / 12;
    const n = Math.ceil(-Math.log(1 - (r * 3_200) / 150) / Math.log(1 + r));
    expect(n).toBe(28);
    expect(first).toMatchObject({ clearedInMonths: n });
  });

  it('rolls a cleared debt’s repayment on to the next, so it is cleared sooner than on its own', () => {
    const [, second] = clearDebts(avalancheOrder([car, card]));
    const alone = clearDebts([car])[0];
    expect(second.clearedInMonths).toBeLessThan(alone.clearedInMonths!);
    // Alone: r = 8 % ÷ 12, n = −ln(1 − r × 12,000 ÷ 300) ÷ ln(1 + r) = 46.1 → 47 months.
    const r = 0.08 / 12;
    expect(alone.clearedInMonths).toBe(Math.ceil(-Math.log(1 - (r * 12_000) / 300) / Math.log(1 + r)));
  });

  it('says a debt is never cleared when its repayment does not cover the interest', () => {
    const hopeless = debt({ id: 'h', balanceCents: 1_000_000, monthlyRepaymentCents: 10_000, interestRate: 24 });
    expect(clearDebts([hopeless])[0].clearedInMonths).toBeNull();
  });

  it('costs no more interest than clearing the same debts in any other order', () => {
    const debts = fc.array(
      fc.record({
        balance: fc.integer({ min: 1, max: 2_000_000 }),
        rate: fc.integer({ min: 0, max: 3_000 }),
        payment: fc.integer({ min: 1_000, max: 100_000 }),
      }),
      { minLength: 2, maxLength: 4 },
    );
    fc.assert(
      fc.property(debts, (rows) => {
        const list = rows.map((row, i) =>
          debt({
            id: String(i),
            balanceCents: row.balance,
            monthlyRepaymentCents: row.payment,
            interestRate: row.rate / 100,
          }),
        );
        const interest = (order: typeof list) => clearDebts(order).reduce((total, row) => total + row.interestCents, 0);
        const best = interest(avalancheOrder(list));
        // Every other order of the same debts, the same repayments rolled on.
        const orders = (items: typeof list): (typeof list)[] =>
          items.length <= 1
            ? [items]
            : items.flatMap((d, i) =>
                orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [d, ...rest]),
              );
        // Rounding each month's interest to the cent may differ by a cent a month between orders.
        for (const order of orders(list)) expect(best).toBeLessThanOrEqual(interest(order) + 600);
      }),
      { numRuns: 150 },
    );
  });
});
