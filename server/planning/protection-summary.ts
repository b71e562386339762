/**
 * The protection summary (docs/planning-model.md, "Protection"): for each adult who earns, the
 * cover needed against their income, the cover their policies give, and the shortfall.
 *   life cover needed        = income × LIFE_COVER_INCOME_YEARS;  cover = Σ amountOfCover of their life policies
 *   income protection needed = round(income × INCOME_PROTECTION_SHARE) a year;  cover = Σ of their income protection policies
 * A policy counts for each of its owners (one with no owners is the user's).
 */
import { CODES, INCOME_PROTECTION_SHARE, LIFE_COVER_INCOME_YEARS } from '../../src/planning-assumptions';
import { adults, personIncome, sum, type Household, type PlanPerson } from './household';

export interface ProtectionScenario {
  kind: 'LIFE' | 'INCOME';
  personId: string;
  title: string;
  neededCents: number;
  coverCents: number;
  shortfallCents: number;
}

/** How the plan names a person: their first name, or 'you' for the user and 'your partner' for the partner without one. */
export const personName = (person: PlanPerson): string => person.firstName ?? (person.relationship === 'SELF' ? 'you' : 'your partner');

export const lifeTitle = (name: string) => `If ${name} died`;
export const incomeTitle = (name: string) => `If ${name} could not work through illness`;

function coverOf(h: Household, person: PlanPerson, coverTypes: readonly string[]): number {
  const owns = (ownerIds: string[]) => ownerIds.includes(person.id) || (ownerIds.length === 0 && person.relationship === 'SELF');
  return sum(h.policies.filter((p) => p.coverType !== null && coverTypes.includes(p.coverType) && owns(p.ownerIds)).map((p) => p.amountOfCoverCents ?? 0));
}

const scenario = (kind: ProtectionScenario['kind'], person: PlanPerson, title: string, neededCents: number, coverCents: number): ProtectionScenario => ({
  kind,
  personId: person.id,
  title,
  neededCents,
  coverCents,
  shortfallCents: Math.max(0, neededCents - coverCents),
});

export function summariseProtection(h: Household): ProtectionScenario[] {
  return adults(h).flatMap((person) => {
    const income = personIncome(h, person);
    if (income <= 0) return [];
    const name = personName(person);
    return [
      scenario('LIFE', person, lifeTitle(name), income * LIFE_COVER_INCOME_YEARS, coverOf(h, person, CODES.lifeCover)),
      scenario('INCOME', person, incomeTitle(name), Math.round(income * INCOME_PROTECTION_SHARE), coverOf(h, person, CODES.incomeProtection)),
    ];
  });
}
