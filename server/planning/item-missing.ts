/**
 * What the plan still needs of a stored asset, debt or policy: the API's `isComplete` is "nothing
 * missing" (server/resolvers/household-views.ts) and the plan reads the same list
 * (load-household.ts), so the plan and the factfind pages agree on what is missing. An asset needs its
 * name, productType, balance and an owner; a debt those and its monthlyRepayment; a policy its name,
 * productType, coverType, amountOfCover, premium, paymentFrequency and an owner.
 */
import type { AssetRecord, DebtRecord, PolicyRecord } from '../storage';

/** What of `values` (by the words the plan uses for them) is not given, then 'owners' when the item has none. */
const missingOf = (owners: readonly unknown[], values: Record<string, unknown>): string[] => [
  ...Object.entries(values)
    .filter(([, value]) => value === null)
    .map(([label]) => label),
  ...(owners.length ? [] : ['owners']),
];

/** What the plan still needs of an asset, a debt or a policy (empty when it `isComplete`). */
export const assetMissing = (a: AssetRecord): string[] =>
  missingOf(a.owners, { name: a.name, 'product type': a.productType, balance: a.balanceCents });
export const debtMissing = (d: DebtRecord): string[] =>
  missingOf(d.owners, {
    name: d.name,
    'product type': d.productType,
    balance: d.balanceCents,
    'monthly repayment': d.monthlyRepaymentCents,
  });
export const policyMissing = (p: PolicyRecord): string[] =>
  missingOf(p.owners, {
    name: p.name,
    'product type': p.productType,
    'cover type': p.coverType,
    'amount of cover': p.amountOfCoverCents,
    premium: p.premiumCents,
    'payment frequency': p.paymentFrequency,
  });
