/**
 * What is missing before a plan can be made (docs/planning-model.md, "Factfind errors"), as
 * FieldErrors: `field` names where to fill it in, `message` says what and why. An empty list
 * means the plan can be made.
 */
import type { FieldError } from '../graphql/errors';
import { partner, self, type Household } from './household';

export const FACTFIND_MESSAGES = {
  self: 'Add yourself: your name and date of birth',
  dateOfBirth: 'Your date of birth is needed to plan to your retirement',
  partner: 'Add your partner: your marital status says you have one',
  factfind: 'Tell us about your family, your home and your monthly outgoings',
  outgoings: 'Your monthly outgoings are needed to size your emergency fund (0 if you have none)',
  income: 'Add your income (0 if you have none)',
  incomplete: (what: string, name: string | null, missing: readonly string[]) =>
    `Complete the details of ${name ? `'${name}'` : `this ${what}`}: add its ${missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0]}`,
} as const;

const PARTNERED = ['MARRIED', 'CIVIL_PARTNERSHIP', 'COHABITING'];

export function factfindErrors(h: Household): FieldError[] {
  const errors: FieldError[] = [];
  const user = self(h);
  if (!user) errors.push({ field: 'persons', message: FACTFIND_MESSAGES.self });
  else if (!user.dateOfBirth) errors.push({ field: 'person.dateOfBirth', message: FACTFIND_MESSAGES.dateOfBirth });
  if (!h.factfind) errors.push({ field: 'factfind', message: FACTFIND_MESSAGES.factfind });
  else {
    if (h.factfind.monthlyOutgoingsCents === null)
      errors.push({ field: 'factfind.monthlyOutgoings', message: FACTFIND_MESSAGES.outgoings });
    if (h.factfind.maritalStatus && PARTNERED.includes(h.factfind.maritalStatus) && !partner(h)) {
      errors.push({ field: 'persons', message: FACTFIND_MESSAGES.partner });
    }
  }
  if (h.incomes.length === 0 && (h.factfind?.user?.annualIncomeCents ?? null) === null) {
    errors.push({ field: 'income', message: FACTFIND_MESSAGES.income });
  }
  const incomplete = (list: string, what: string, records: { id: string; name: string | null; missing: string[] }[]) =>
    records
      .filter((r) => r.missing.length > 0)
      .map((r) => ({ field: `${list}.${r.id}`, message: FACTFIND_MESSAGES.incomplete(what, r.name, r.missing) }));
  return [
    ...errors,
    ...incomplete('assets', 'asset', h.assets),
    ...incomplete('debts', 'debt', h.debts),
    ...incomplete('policies', 'policy', h.policies),
  ];
}
