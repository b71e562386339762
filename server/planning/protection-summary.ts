/**
 * The protection summary (docs/planning-model.md, "Protection"): for each adult who earns from work, the cover
 * needed against their earnings, the cover their policies give, and the shortfall; and for each adult who owns a
 * mortgage, the mortgage their death would leave against their mortgage protection.
 *   life cover needed        = earnings × min(LIFE_COVER_INCOME_YEARS, years to STATE_PENSION_AGE), when the household
 *                              has dependants;  cover = their share of the LIFE policies
 *   income protection needed = round(earnings × INCOME_PROTECTION_SHARE) a year;  cover = their share of the income protection policies
 *   the mortgage             = the balances of their mortgages not cleared on death;  cover = their mortgage protection policies
 * A policy with several owners is counted once: its cover is shared equally between them (a cent left over goes to
 * the first owner); one with no owners is the user's. Mortgage protection clears the mortgage whichever owner
 * dies, so it counts in full against the mortgage in each owner's scenario, and never as life cover.
 */
import {
  CODES,
  INCOME_PROTECTION_SHARE,
  LIFE_COVER_INCOME_YEARS,
  STATE_PENSION_AGE,
} from '../../src/planning-assumptions';
import {
  adults,
  ageOn,
  earnedIncome,
  hasDependants,
  isMortgage,
  owns,
  sum,
  type Household,
  type PlanPerson,
  type PlanPolicy,
} from './household';

export interface ProtectionScenario {
  kind: 'LIFE' | 'INCOME' | 'MORTGAGE';
  personId: string;
  title: string;
  neededCents: number;
  coverCents: number;
  shortfallCents: number;
}

/** How the plan names a person: their first name, or 'you' for the user and 'your partner' for the partner without one. */
export const personName = (person: PlanPerson): string =>
  person.firstName ?? (person.relationship === 'SELF' ? 'you' : 'your partner');

export const lifeTitle = (name: string) => `If ${name} died`;
export const incomeTitle = (name: string) => `If ${name} could not work through illness`;
export const mortgageTitle = (name: string) => `If ${name} died: the mortgage`;

export const isMortgageProtection = (p: PlanPolicy): boolean =>
  p.coverType === CODES.mortgageProtection || p.productType === CODES.mortgageProtection;

/** A person's share of a policy's cover: all of it for a sole owner, an equal share of a joint one (the first owner gets the odd cent). */
export function coverShare(person: PlanPerson, policy: PlanPolicy): number {
  const cover = policy.amountOfCoverCents ?? 0;
  if (!owns(person, policy.ownerIds)) return 0;
  const owners = Math.max(1, policy.ownerIds.length);
  const share = Math.floor(cover / owners);
  return policy.ownerIds[0] === person.id || policy.ownerIds.length === 0 ? cover - share * (owners - 1) : share;
}

function coverOf(h: Household, person: PlanPerson, coverTypes: readonly string[]): number {
  const counted = h.policies.filter(
    (p) => p.coverType !== null && coverTypes.includes(p.coverType) && !isMortgageProtection(p),
  );
  return sum(counted.map((p) => coverShare(person, p)));
}

const scenario = (
  kind: ProtectionScenario['kind'],
  person: PlanPerson,
  title: string,
  neededCents: number,
  coverCents: number,
): ProtectionScenario => ({
  kind,
  personId: person.id,
  title,
  neededCents,
  coverCents,
  shortfallCents: Math.max(0, neededCents - coverCents),
});

/** The mortgage a person's death would leave to pay, and their mortgage protection; null when they own no such mortgage. */
function mortgageScenario(h: Household, person: PlanPerson): ProtectionScenario | null {
  const mortgages = h.debts.filter(
    (d) => isMortgage(d) && owns(person, d.ownerIds) && (d.balanceCents ?? 0) > 0 && d.clearedOnDeath !== true,
  );
  if (mortgages.length === 0) return null;
  const cover = sum(
    h.policies.filter((p) => isMortgageProtection(p) && owns(person, p.ownerIds)).map((p) => p.amountOfCoverCents ?? 0),
  );
  return scenario(
    'MORTGAGE',
    person,
    mortgageTitle(personName(person)),
    sum(mortgages.map((d) => d.balanceCents ?? 0)),
    cover,
  );
}

/** The years of earnings life cover replaces: LIFE_COVER_INCOME_YEARS, or the years left to STATE_PENSION_AGE when fewer (at least 1). */
export function lifeCoverYears(person: PlanPerson, todayIso: string): number {
  const age = ageOn(person, todayIso);
  return age === null
    ? LIFE_COVER_INCOME_YEARS
    : Math.max(1, Math.min(LIFE_COVER_INCOME_YEARS, STATE_PENSION_AGE - age));
}

export function summariseProtection(h: Household, todayIso: string): ProtectionScenario[] {
  const dependants = hasDependants(h);
  return adults(h).flatMap((person) => {
    const earned = earnedIncome(h, person);
    const name = personName(person);
    const mortgage = mortgageScenario(h, person);
    return [
      ...(earned > 0 && dependants
        ? [
            scenario(
              'LIFE',
              person,
              lifeTitle(name),
              earned * lifeCoverYears(person, todayIso),
              coverOf(h, person, CODES.lifeCover),
            ),
          ]
        : []),
      ...(earned > 0
        ? [
            scenario(
              'INCOME',
              person,
              incomeTitle(name),
              Math.round(earned * INCOME_PROTECTION_SHARE),
              coverOf(h, person, CODES.incomeProtection),
            ),
          ]
        : []),
      ...(mortgage ? [mortgage] : []),
    ];
  });
}
