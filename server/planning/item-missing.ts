/**
 * What the plan still needs of a stored asset, debt or policy: the API's `isComplete` is "nothing
 * missing" (server/resolvers/household-views.ts) and the plan reads the same list
 * (server/resolvers/household-reader.ts), so the plan and the factfind pages agree on what is missing. An
 * asset needs its name, productType, balance and an owner; a debt those and its monthlyRepayment; a policy
 * its name, productType, coverType, amountOfCover, premium, paymentFrequency and an owner.
 *
 * The rule reads only those fields, each given or null, so it takes any item that has them (a stored
 * record is one): the model stays free of storage.
 */

/** An item as the rule reads it: its owners, and each field it needs, null when not given. */
type Item<Field extends string> = { readonly owners: readonly unknown[] } & { readonly [Name in Field]: unknown };

export type AssetItem = Item<'name' | 'productType' | 'balanceCents'>;
export type DebtItem = Item<'name' | 'productType' | 'balanceCents' | 'monthlyRepaymentCents'>;
export type PolicyItem = Item<
  'name' | 'productType' | 'coverType' | 'amountOfCoverCents' | 'premiumCents' | 'paymentFrequency'
>;

/** What of `values` (by the words the plan uses for them) is not given, then 'owners' when the item has none. */
const missingOf = (owners: readonly unknown[], values: Record<string, unknown>): string[] => [
  ...Object.entries(values)
    .filter(([, value]) => value === null)
    .map(([label]) => label),
  ...(owners.length ? [] : ['owners']),
];

/** What the plan still needs of an asset, a debt or a policy (empty when it `isComplete`). */
export const assetMissing = (a: AssetItem): string[] =>
  missingOf(a.owners, { name: a.name, 'product type': a.productType, balance: a.balanceCents });
export const debtMissing = (d: DebtItem): string[] =>
  missingOf(d.owners, {
    name: d.name,
    'product type': d.productType,
    balance: d.balanceCents,
    'monthly repayment': d.monthlyRepaymentCents,
  });
export const policyMissing = (p: PolicyItem): string[] =>
  missingOf(p.owners, {
    name: p.name,
    'product type': p.productType,
    'cover type': p.coverType,
    'amount of cover': p.amountOfCoverCents,
    premium: p.premiumCents,
    'payment frequency': p.paymentFrequency,
  });
