/**
 * The protection group's advice (recommendation-groups.ts): for each scenario with a shortfall (protection-summary.ts),
 * the cover to add and what the need is made of; and what a death's need is made of, as parts of it, for the group's
 * summary. Figures and reasons only; server/plan-wording/protection.ts words them.
 */
import { CHILD_INDEPENDENCE_AGE, CHILDCARE_UNTIL_AGE, CODES, STATE_PENSION_AGE } from '../planning-assumptions';
import type { AdviceDraft } from './advice';
import { earnedIncome, owns, percentOf, type Household } from './household';
import {
  isMortgageProtection,
  personName,
  policyLives,
  type IncomeNeed,
  type LifeNeed,
  type ProtectionScenario,
} from './protection-summary';

/** How the plan names the household's person `id` ('you' when it has none such). */
export const nameOfId = (h: Household, id: string): string => {
  const person = h.persons.find((p) => p.id === id);
  return person ? personName(person) : 'you';
};

/** A scenario's cover short of its need; `person` is how the plan names the one it is about (personName). */
interface CoverShort {
  person: string;
  neededCents: number;
  coverCents: number;
  shortfallCents: number;
}

/** Life cover to add: what a death would leave the household to meet. */
export interface LifeCoverAdvice extends CoverShort {
  kind: 'LIFE';
  /** The adult left, as the plan names them; null when none is. */
  survivor: string | null;
  debtsCents: number;
  incomeGapCents: number;
  yearlyGapCents: number;
  gapYears: number;
  /** Until when the income gap lasts: the youngest child's age of independence, or the survivor's State pension age. */
  gapUntil: { kind: 'YOUNGEST_CHILD' | 'SURVIVOR'; age: number };
  childcareCents: number;
  /** The age until which each child needs childcare. */
  childcareUntilAge: number;
  /** The State's survivor's pension a year counted in the survivor's income (0 when none is paid). */
  survivorsPensionCents: number;
  /** Whether a joint-life (first death) policy of this person counts in the cover. */
  jointLifePolicy: boolean;
  /** Whether the household has mortgage protection (it clears the mortgage before the debts are counted). */
  mortgageProtection: boolean;
}

/** Income protection to add: three quarters of earnings, less the State's Illness Benefit. */
export interface IncomeProtectionAdvice extends CoverShort {
  kind: 'INCOME';
  /** Yearly earnings from work. */
  earnedCents: number;
  /** Three quarters of them. */
  shareCents: number;
  /** The Illness Benefit a year (0 for the self-employed). */
  illnessBenefitCents: number;
}

/** Mortgage protection to add: the mortgage a death would leave. */
export interface MortgageProtectionAdvice extends CoverShort {
  kind: 'MORTGAGE';
}

export type ProtectionAdvice = LifeCoverAdvice | IncomeProtectionAdvice | MortgageProtectionAdvice;

/** A part of what a death's need is made of, and its share of the need. */
export type LifeNeedPart = ({ part: 'DEBTS' } | { part: 'INCOME'; years: number } | { part: 'CHILDCARE' }) & {
  amountCents: number;
  /** 0 to 100, one decimal. */
  percentage: number;
};

/** What a LIFE scenario's need is made of, as parts of it (those that are not 0). */
export function lifeNeedParts(s: ProtectionScenario): LifeNeedPart[] | null {
  if (!s.life) return null;
  const parts: LifeNeedPart[] = [
    { part: 'DEBTS', amountCents: s.life.debtsCents, percentage: 0 },
    { part: 'INCOME', years: s.life.gapYears, amountCents: s.life.incomeGapCents, percentage: 0 },
    { part: 'CHILDCARE', amountCents: s.life.childcareCents, percentage: 0 },
  ];
  return parts
    .filter((p) => p.amountCents > 0)
    .map((p) => ({ ...p, percentage: percentOf(p.amountCents, s.neededCents) }));
}

const coverShort = (s: ProtectionScenario, h: Household): CoverShort => ({
  person: nameOfId(h, s.personId),
  neededCents: s.neededCents,
  coverCents: s.coverCents,
  shortfallCents: s.shortfallCents,
});

/** Whether a joint-life (first death) life policy owned by the scenario's person counts in its cover. */
function jointLifePolicy(s: ProtectionScenario, h: Household): boolean {
  const person = h.persons.find((p) => p.id === s.personId);
  return h.policies.some(
    (p) =>
      p.coverType !== null &&
      (CODES.lifeCover as readonly string[]).includes(p.coverType) &&
      person !== undefined &&
      owns(person, p.ownerIds) &&
      policyLives(p) === 'JOINT_FIRST_DEATH',
  );
}

const lifeAdvice = (s: ProtectionScenario, life: LifeNeed, h: Household): LifeCoverAdvice => ({
  kind: 'LIFE',
  ...coverShort(s, h),
  survivor: life.survivorId ? nameOfId(h, life.survivorId) : null,
  debtsCents: life.debtsCents,
  incomeGapCents: life.incomeGapCents,
  yearlyGapCents: life.yearlyGapCents,
  gapYears: life.gapYears,
  gapUntil: life.untilChildIndependent
    ? { kind: 'YOUNGEST_CHILD', age: CHILD_INDEPENDENCE_AGE }
    : { kind: 'SURVIVOR', age: STATE_PENSION_AGE },
  childcareCents: life.childcareCents,
  childcareUntilAge: CHILDCARE_UNTIL_AGE,
  survivorsPensionCents: life.survivorsPensionCents,
  jointLifePolicy: jointLifePolicy(s, h),
  mortgageProtection: h.policies.some(isMortgageProtection),
});

function incomeAdvice(s: ProtectionScenario, income: IncomeNeed, h: Household): IncomeProtectionAdvice {
  const person = h.persons.find((p) => p.id === s.personId);
  return {
    kind: 'INCOME',
    ...coverShort(s, h),
    earnedCents: person ? earnedIncome(h, person) : 0,
    shareCents: income.shareCents,
    illnessBenefitCents: income.illnessBenefitCents,
  };
}

/** The advice for a scenario with a shortfall. */
export function protectionAdvice(s: ProtectionScenario, h: Household): AdviceDraft<ProtectionAdvice> {
  if (s.life) return { key: `life-${s.personId}`, monthlyCents: null, advice: lifeAdvice(s, s.life, h) };
  if (s.income) return { key: `income-${s.personId}`, monthlyCents: null, advice: incomeAdvice(s, s.income, h) };
  return {
    key: `${s.kind.toLowerCase()}-${s.personId}`,
    monthlyCents: null,
    advice: { kind: 'MORTGAGE', ...coverShort(s, h) },
  };
}
