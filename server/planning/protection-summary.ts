/**
 * The protection summary (docs/planning-model.md, "Protection"): for each adult, what their death would leave the
 * household to meet, against the life cover that pays on it; for each adult who earns from work, the income
 * protection their earnings call for; and for each adult who owns a mortgage, the mortgage their death would leave
 * against their mortgage protection. Every figure is in today's euros, not discounted (a payout kept on deposit is
 * assumed to earn what prices rise).
 *   life cover needed        = debts + income gap + childcare, when the household has dependants, where
 *     debts                  = the debts the death leaves: mortgages not cleared on death, less the mortgage
 *                              protection that pays on it, and every other debt (an adviser clears them from the payout)
 *     income gap             = max(0, need a year − income a year) × years, where
 *       need a year          = SURVIVOR_SPENDING_SHARE × the factfind's outgoings + the rent (a mortgage is cleared), × 12
 *       income a year        = the survivor's take-home pay after the death (taxed alone, household income-tax.ts), with
 *                              the State's survivor's pension for a spouse, civil partner or cohabitant
 *       years                = until the youngest child is CHILD_INDEPENDENCE_AGE; with no children, until the
 *                              survivor is STATE_PENSION_AGE
 *     childcare              = when the one who dies earns nothing from work and the survivor works: for each child
 *                              under CHILDCARE_UNTIL_AGE, CHILDCARE_YEARLY_CENTS × the years until then
 *     cover                  = the LIFE policies that pay on this death: a joint-life (first death) or dual policy in
 *                              full, a single-life policy of this person in full (one with several owners: shared)
 *   income protection needed = round(earnings × INCOME_PROTECTION_SHARE) − Illness Benefit × 52 for an employee
 *   the mortgage             = the balances of their mortgages not cleared on death;  cover = their mortgage protection
 * Mortgage protection clears the mortgage whichever owner dies, so it counts in full against the mortgage in each
 * owner's scenario (and against the debts of life cover), never as life cover.
 */
import {
  CHILD_INDEPENDENCE_AGE,
  CHILDCARE_UNTIL_AGE,
  CHILDCARE_YEARLY_CENTS,
  CODES,
  ILLNESS_BENEFIT_WEEKLY_CENTS,
  INCOME_PROTECTION_SHARE,
  STATE_PENSION_AGE,
  SURVIVOR_SPENDING_SHARE,
  SURVIVORS_PENSION_66_WEEKLY_CENTS,
  SURVIVORS_PENSION_UNDER_66_WEEKLY_CENTS,
  inForce,
} from '../planning-assumptions';
import {
  adults,
  ageOn,
  earnedIncome,
  hasDependants,
  incomeByKind,
  incomeKind,
  isMortgage,
  monthlyHousing,
  owns,
  personFactfind,
  statePensionInPayment,
  sum,
  type Household,
  type PlanIncome,
  type PlanPerson,
  type PlanPolicy,
  type PolicyLives,
} from './household';
import { taxBill } from './income-tax';

/** What the household would need on a death, and what makes it up (all in today's euros). */
export interface LifeNeed {
  /** The adult left, if any. */
  survivorId: string | null;
  /** The debts the death leaves, after the mortgage protection that pays on it. */
  debtsCents: number;
  /** What the survivor and children need a year after the death. */
  yearlyNeedCents: number;
  /** The household's income a year after the death, after tax: the survivor's take-home pay and survivor's pension. */
  yearlyIncomeCents: number;
  /** The State's survivor's pension counted in it, a year before tax (0 when none is paid). */
  survivorsPensionCents: number;
  /** Whole years the income gap lasts: until the youngest child is independent, or the survivor is 66. */
  gapYears: number;
  /** Whether the years run to the youngest child's independence (else to the survivor's State pension age). */
  untilChildIndependent: boolean;
  /** max(0, need − income) a year. */
  yearlyGapCents: number;
  /** yearlyGap × gapYears. */
  incomeGapCents: number;
  /** Years of childcare, all children together (0 when the survivor need not pay for it). */
  childcareYears: number;
  childcareCents: number;
}

/** What income protection is sized from. */
export interface IncomeNeed {
  /** round(earnings × INCOME_PROTECTION_SHARE) a year. */
  shareCents: number;
  /** The Illness Benefit the State would pay a year (0 for the self-employed). */
  illnessBenefitCents: number;
}

export interface ProtectionScenario {
  kind: 'LIFE' | 'INCOME' | 'MORTGAGE';
  personId: string;
  title: string;
  neededCents: number;
  coverCents: number;
  shortfallCents: number;
  /** What a LIFE scenario's need is made of; null for the others. */
  life: LifeNeed | null;
  /** What an INCOME scenario's need is made of; null for the others. */
  income: IncomeNeed | null;
}

/** How the plan names a person: their first name, or 'you' for the user and 'your partner' for the partner without one. */
export const personName = (person: PlanPerson): string =>
  person.firstName ?? (person.relationship === 'SELF' ? 'you' : 'your partner');

export const lifeTitle = (name: string) => `If ${name} died`;
export const incomeTitle = (name: string) => `If ${name} could not work through illness`;
export const mortgageTitle = (name: string) => `If ${name} died: the mortgage`;

export const isMortgageProtection = (p: PlanPolicy): boolean =>
  p.coverType === CODES.mortgageProtection || p.productType === CODES.mortgageProtection;

/** Which lives a policy covers: as entered, or, when not given, JOINT_FIRST_DEATH for two or more owners (it pays once), else SINGLE. */
export const policyLives = (p: PlanPolicy): PolicyLives =>
  p.lives ?? (p.ownerIds.length >= 2 ? 'JOINT_FIRST_DEATH' : 'SINGLE');

/** A person's share of a policy's cover: all of it for a sole owner, an equal share of one with several (the first owner gets the odd cent). */
export function coverShare(person: PlanPerson, policy: PlanPolicy): number {
  const cover = policy.amountOfCoverCents ?? 0;
  if (!owns(person, policy.ownerIds)) return 0;
  const owners = Math.max(1, policy.ownerIds.length);
  const share = Math.floor(cover / owners);
  return policy.ownerIds[0] === person.id || policy.ownerIds.length === 0 ? cover - share * (owners - 1) : share;
}

const ofCoverType = (p: PlanPolicy, coverTypes: readonly string[]): boolean =>
  p.coverType !== null && coverTypes.includes(p.coverType) && !isMortgageProtection(p);

/**
 * The life cover that pays on a person's death: each LIFE policy they own, in full when it is joint-life (first death)
 * or dual (each pays on the first death); a single-life policy with several owners is shared equally (the plan cannot
 * tell whose life it is, so it counts it once).
 */
export const lifeCoverOn = (h: Household, person: PlanPerson): number =>
  sum(
    h.policies
      .filter((p) => ofCoverType(p, CODES.lifeCover) && owns(person, p.ownerIds))
      .map((p) => (policyLives(p) === 'SINGLE' ? coverShare(person, p) : (p.amountOfCoverCents ?? 0))),
  );

/**
 * The income protection that pays in a person's illness: it is per life, so a DUAL policy's benefit in full for each
 * owner; any other with several owners is shared equally (the plan cannot tell whose benefit it is).
 */
const incomeCoverOf = (h: Household, person: PlanPerson): number =>
  sum(
    h.policies
      .filter((p) => ofCoverType(p, CODES.incomeProtection) && owns(person, p.ownerIds))
      .map((p) => (p.lives === 'DUAL' ? (p.amountOfCoverCents ?? 0) : coverShare(person, p))),
  );

const scenario = (
  kind: ProtectionScenario['kind'],
  person: PlanPerson,
  title: string,
  neededCents: number,
  coverCents: number,
  need: { life?: LifeNeed; income?: IncomeNeed } = {},
): ProtectionScenario => ({
  kind,
  personId: person.id,
  title,
  neededCents,
  coverCents,
  shortfallCents: Math.max(0, neededCents - coverCents),
  life: need.life ?? null,
  income: need.income ?? null,
});

/** The mortgage a person's death would leave to pay, and their mortgage protection; null when they own no such mortgage. */
function mortgageScenario(h: Household, person: PlanPerson): ProtectionScenario | null {
  const mortgages = h.debts.filter(
    (d) => isMortgage(d) && owns(person, d.ownerIds) && (d.balanceCents ?? 0) > 0 && d.clearedOnDeath !== true,
  );
  if (mortgages.length === 0) return null;
  return scenario(
    'MORTGAGE',
    person,
    mortgageTitle(personName(person)),
    sum(mortgages.map((d) => d.balanceCents ?? 0)),
    mortgageProtectionOn(h, person),
  );
}

/** The mortgage protection that pays on a person's death: every such policy they own, in full. */
const mortgageProtectionOn = (h: Household, person: PlanPerson): number =>
  sum(
    h.policies.filter((p) => isMortgageProtection(p) && owns(person, p.ownerIds)).map((p) => p.amountOfCoverCents ?? 0),
  );

/**
 * The ages on `todayIso` of the children who still depend on the household: the persons entered as CHILD under
 * CHILD_INDEPENDENCE_AGE (0 when their date of birth is not given); when none are entered, the factfind's
 * numberOfChildren, each taken as 0 (the careful reading: the most years).
 */
export function dependentChildAges(h: Household, todayIso: string): number[] {
  const entered = h.persons.filter((p) => p.relationship === 'CHILD');
  if (entered.length > 0)
    return entered.map((p) => ageOn(p, todayIso) ?? 0).filter((age) => age < CHILD_INDEPENDENCE_AGE);
  return Array.from({ length: h.factfind?.numberOfChildren ?? 0 }, () => 0);
}

/** Who can get the survivor's pension: a spouse, civil partner or (qualified) cohabitant. */
const SURVIVOR_STATUSES: readonly (string | null)[] = ['MARRIED', 'CIVIL_PARTNERSHIP', 'COHABITING'];

/**
 * The State's survivor's pension a year for `survivor` on `todayIso`: the weekly rate for their age (under 66, or 66
 * and over) × 52, less any social welfare pension they are paid already (one is paid, not both); 0 unless the couple
 * is married, in a civil partnership or cohabiting.
 */
export function survivorsPension(h: Household, survivor: PlanPerson, todayIso: string): number {
  if (!SURVIVOR_STATUSES.includes(h.factfind?.maritalStatus ?? null)) return 0;
  const age = ageOn(survivor, todayIso);
  const weekly = inForce(
    age !== null && age >= STATE_PENSION_AGE
      ? SURVIVORS_PENSION_66_WEEKLY_CENTS
      : SURVIVORS_PENSION_UNDER_66_WEEKLY_CENTS,
    todayIso,
  );
  return Math.max(0, weekly * 52 - statePensionInPayment(h, survivor));
}

/**
 * The household left after `deceased` dies, as the tax reads it: the survivor alone (the user, widowed), with their
 * own incomes and assets and the survivor's pension as a State pension income.
 */
function householdAfter(h: Household, deceased: PlanPerson, survivor: PlanPerson, pensionCents: number): Household {
  const theirs = h.incomes.filter((i) => owns(survivor, i.ownerIds));
  // Their income from the factfind, kept as an income once the survivor's pension is added beside it.
  const fromFactfind: PlanIncome[] =
    theirs.length === 0
      ? [
          {
            id: 'factfind-income',
            annualIncomeCents: personFactfind(h, survivor)?.annualIncomeCents ?? 0,
            annualBonusCents: null,
            incomeType: incomeKind(h, survivor, null),
            ownerIds: [survivor.id],
          },
        ]
      : [];
  const pension: PlanIncome[] =
    pensionCents > 0
      ? [
          {
            id: 'survivors-pension',
            annualIncomeCents: pensionCents,
            annualBonusCents: null,
            incomeType: 'STATE_PENSION',
            ownerIds: [survivor.id],
          },
        ]
      : [];
  const factfind = h.factfind && {
    ...h.factfind,
    maritalStatus: 'WIDOWED',
    user: personFactfind(h, survivor),
    partner: null,
  };
  return {
    ...h,
    persons: h.persons
      .filter((p) => p.id !== deceased.id)
      .map((p) => (p.id === survivor.id ? { ...p, relationship: 'SELF' as const } : p)),
    assets: h.assets.filter((a) => owns(survivor, a.ownerIds)),
    incomes: [...theirs, ...fromFactfind, ...pension],
    factfind,
  };
}

/** What the household would need if `deceased` died (LifeNeed), on `todayIso`. */
export function lifeNeed(h: Household, deceased: PlanPerson, todayIso: string): LifeNeed {
  const survivor = adults(h).find((p) => p.id !== deceased.id) ?? null;
  // The debts it leaves: what is not cleared on this death, the mortgages less the mortgage protection that pays.
  const left = h.debts.filter(
    (d) => (d.balanceCents ?? 0) > 0 && !(d.clearedOnDeath === true && owns(deceased, d.ownerIds)),
  );
  const balance = (d: (typeof left)[number]) => d.balanceCents ?? 0;
  const mortgagesLeft = sum(left.filter(isMortgage).map(balance));
  const debtsCents =
    Math.max(0, mortgagesLeft - mortgageProtectionOn(h, deceased)) +
    sum(left.filter((d) => !isMortgage(d)).map(balance));
  // What the survivor and children need a year: a share of the outgoings, and the rent in full (a mortgage is cleared).
  const hasMortgage = h.debts.some((d) => isMortgage(d) && (d.balanceCents ?? 0) > 0);
  const rent = hasMortgage ? 0 : monthlyHousing(h);
  const yearlyNeedCents =
    Math.round((h.factfind?.monthlyOutgoingsCents ?? 0) * SURVIVOR_SPENDING_SHARE * 12) + rent * 12;
  const survivorsPensionCents = survivor ? survivorsPension(h, survivor, todayIso) : 0;
  const yearlyIncomeCents = survivor
    ? taxBill(householdAfter(h, deceased, survivor, survivorsPensionCents), todayIso).netCents
    : 0;
  const yearlyGapCents = Math.max(0, yearlyNeedCents - yearlyIncomeCents);
  const ages = dependentChildAges(h, todayIso);
  const untilChildIndependent = ages.length > 0;
  const survivorAge = survivor ? (ageOn(survivor, todayIso) ?? ageOn(deceased, todayIso)) : null;
  const gapYears = untilChildIndependent
    ? CHILD_INDEPENDENCE_AGE - Math.min(...ages)
    : survivorAge === null
      ? 0
      : Math.max(0, STATE_PENSION_AGE - survivorAge);
  // Childcare: the one who cared for the children at home dies and the survivor works.
  const cared = survivor !== null && earnedIncome(h, deceased) === 0 && earnedIncome(h, survivor) > 0;
  const childcareYears = cared ? sum(ages.map((age) => Math.max(0, CHILDCARE_UNTIL_AGE - age))) : 0;
  return {
    survivorId: survivor?.id ?? null,
    debtsCents,
    yearlyNeedCents,
    yearlyIncomeCents,
    survivorsPensionCents,
    gapYears,
    untilChildIndependent,
    yearlyGapCents,
    incomeGapCents: yearlyGapCents * gapYears,
    childcareYears,
    childcareCents: CHILDCARE_YEARLY_CENTS * childcareYears,
  };
}

/** The Illness Benefit the State would pay a person a year on `todayIso`: to an employee (PAYE pay), none to the self-employed. */
export const illnessBenefit = (h: Household, person: PlanPerson, todayIso: string): number =>
  incomeByKind(h, person).EMPLOYMENT > 0 ? inForce(ILLNESS_BENEFIT_WEEKLY_CENTS, todayIso) * 52 : 0;

export function summariseProtection(h: Household, todayIso: string): ProtectionScenario[] {
  const dependants =
    hasDependants(h) || dependentChildAges(h, todayIso).length > 0 || (h.factfind?.numberOfOtherDependants ?? 0) > 0;
  return adults(h).flatMap((person) => {
    const earned = earnedIncome(h, person);
    const name = personName(person);
    const scenarios: ProtectionScenario[] = [];
    if (dependants) {
      const life = lifeNeed(h, person, todayIso);
      const needed = life.debtsCents + life.incomeGapCents + life.childcareCents;
      scenarios.push(scenario('LIFE', person, lifeTitle(name), needed, lifeCoverOn(h, person), { life }));
    }
    if (earned > 0) {
      const income: IncomeNeed = {
        shareCents: Math.round(earned * INCOME_PROTECTION_SHARE),
        illnessBenefitCents: illnessBenefit(h, person, todayIso),
      };
      const needed = Math.max(0, income.shareCents - income.illnessBenefitCents);
      scenarios.push(scenario('INCOME', person, incomeTitle(name), needed, incomeCoverOf(h, person), { income }));
    }
    const mortgage = mortgageScenario(h, person);
    if (mortgage) scenarios.push(mortgage);
    return scenarios;
  });
}
