import type { CollegeCost, Money } from '../../src/widget/host/types';

export const money = (amount: number): Money => ({
  float: amount,
  string: amount.toFixed(2),
  display: `€${amount.toLocaleString('en-IE')}`,
});

/** A CollegeCost as the API returns it; the figures follow DESIGN.md's cost model for the default answers. */
export function collegeCost(overrides: Partial<CollegeCost> = {}): CollegeCost {
  return {
    id: null,
    userId: null,
    goalId: null,
    ageOfChild: 10,
    courseDuration: 4,
    targetDate: '2035-09-01',
    accommodationType: 'RENTED',
    whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
    eligibleForFreeTuitionFees: true,
    fees: money(3200),
    accommodationCost: money(7691),
    otherExpenses: money(6240),
    annualCost: money(17131),
    total: money(68524),
    totalAdjustedForInflation: money(68524),
    monthlySavingsRequired: money(541.11),
    ...overrides,
  };
}
