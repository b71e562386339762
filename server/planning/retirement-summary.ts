/**
 * The retirement summary (docs/planning-model.md, "Retirement"): the household's income in retirement against a
 * target, and what to pay in a month to close the gap.
 *   Y        = whole years from today to the user's retirement date (0 without a date of birth)
 *   fund     = round(pension value × (1 + g)^Y) + round(yearly pension payments × ((1 + g)^Y − 1) ÷ g)
 *   State pension, for each adult from the day they are STATE_PENSION_AGE, whatever the retirement date: the full
 *            rate in force on the plan's date × their share by contribution record (statePensionOf)
 *   projected income = round(fund × PENSION_DRAWDOWN_RATE) + the adults' State pensions (once all are paid) + pensions
 *                      already being paid (a retired adult's income)
 *   target income    = round(household income × RETIREMENT_TARGET_SHARE)
 *   fund needed      = max(0, target − State pensions) ÷ PENSION_DRAWDOWN_RATE + the bridge (what the fund must pay
 *                      from retirement until each adult's State pension starts, no growth counted)
 *   monthly saving   = ⌈(fund needed − fund) × g ÷ ((1 + g)^Y − 1) ÷ 12⌉ when the fund is short and Y > 0, at most what
 *                      the age-related tax relief limits leave (PENSION_RELIEF_AGE_SHARES) after what is paid in already
 */
import {
  DEFAULT_RETIREMENT_AGE,
  GROWTH_RATE,
  PENSION_RELIEF_AGE_SHARES,
  PENSION_RELIEF_EARNINGS_CAP_CENTS,
  PENSION_DRAWDOWN_RATE,
  RETIREMENT_TARGET_SHARE,
  STATE_PENSION_AGE,
  STATE_PENSION_FULL_RECORD_YEARS,
  STATE_PENSION_MIN_RECORD_YEARS,
  inForce,
  statePensionAnnualCents,
} from '../../src/planning-assumptions';
import type { Slice } from './debt-summary';
import {
  addYears,
  adults,
  ageOn,
  earnedIncome,
  inWork,
  assetValue,
  formatDate,
  householdIncome,
  isPension,
  monthsBetween,
  parseDate,
  percentOf,
  personFactfind,
  personIncome,
  retirementAge,
  retirementDate,
  self,
  sum,
  yearlyPayment,
  type CalendarDate,
  type Household,
  type PlanPerson,
} from './household';

/** One adult's State pension, as the plan counts it. */
export interface StatePension {
  personId: string;
  /** The years of contributions and credits the plan counts at STATE_PENSION_AGE; null when assumed full (none given, in work). */
  recordYears: number | null;
  /** The share of the full rate: 0, years ÷ STATE_PENSION_FULL_RECORD_YEARS, or 1. */
  share: number;
  annualCents: number;
  /** The day it starts, 'YYYY-MM-DD'; null without the adult's date of birth (then counted from the user's retirement). */
  from: string | null;
  /** Why it is counted as it is, for the recommendation's text. */
  basis: 'GIVEN' | 'ASSUMED_FULL' | 'NO_RECORD';
}

export interface RetirementSummary {
  /** The age the plan counts to: the factfind's (or DEFAULT_RETIREMENT_AGE), or STATE_PENSION_AGE (or the next birthday) when that has passed while the user still works. */
  retirementAge: number;
  /** The factfind's retirement age when it has passed while the user still works (the plan counts to retirementAge instead); else null. */
  passedRetirementAge: number | null;
  /** Pensions already being paid (the income of retired adults) a year: they go on in retirement. */
  pensionsInPaymentCents: number;
  yearsToRetirement: number;
  fundAtRetirementCents: number;
  statePensions: StatePension[];
  /** The adults' State pensions a year, added up. */
  statePensionCents: number;
  /** What the fund must pay until the State pensions start (0 when every one has started by the retirement date). */
  bridgeCents: number;
  fundNeededCents: number;
  projectedIncomeCents: number;
  targetIncomeCents: number;
  /** max(0, target − projected income): the yearly income missing once the State pensions are paid. */
  shortfallCents: number;
  /** What to pay into a pension a month so the fund reaches what is needed, within the tax relief limits; null when it is reached, no years are left to save, or no earnings give relief. */
  monthlySavingCents: number | null;
  /** What would close the gap without the relief limits; null as monthlySavingCents. */
  uncappedMonthlySavingCents: number | null;
  /** The most a month that gets tax relief, after what is already paid into pensions (PENSION_RELIEF_AGE_SHARES). */
  reliefLimitMonthlyCents: number;
  /** Whether the fund at retirement is short of what is needed. */
  short: boolean;
  breakdown: Slice[];
}

export const STATE_PENSION_LABEL = 'State pension';
export const OWN_PENSIONS_LABEL = 'Your pensions';
export const PENSIONS_IN_PAYMENT_LABEL = 'Pensions being paid';

/**
 * One adult's State pension: with a record given, the years so far plus each whole year they work until they retire
 * or reach STATE_PENSION_AGE (when in work); without one, an adult in work (or with an income and no status) is assumed
 * to reach the full rate, and one out of work (a homemaker, a student, unemployed, retired, or no income) gets none
 * counted until their record is entered.
 */
export function statePensionOf(h: Household, person: PlanPerson, todayIso: string): StatePension {
  const answers = personFactfind(h, person);
  const working = inWork(h, person);
  const birth = person.dateOfBirth ? parseDate(person.dateOfBirth) : null;
  const from = birth ? addYears(birth, STATE_PENSION_AGE) : null;
  const full = statePensionAnnualCents(todayIso);
  const at = (share: number) => Math.round(full * share);
  const given = answers?.prsiYears ?? null;
  if (given === null) {
    const share = working ? 1 : 0;
    return {
      personId: person.id,
      recordYears: null,
      share,
      annualCents: at(share),
      from: from && formatDate(from),
      basis: working ? 'ASSUMED_FULL' : 'NO_RECORD',
    };
  }
  // Working until the earlier of their retirement age and 66; to 66 when that age has passed and they still work.
  const planned = birth
    ? addYears(birth, Math.min(STATE_PENSION_AGE, answers?.retirementAge ?? DEFAULT_RETIREMENT_AGE))
    : null;
  const stopsWork =
    birth && planned && formatDate(planned) <= todayIso && working ? addYears(birth, STATE_PENSION_AGE) : planned;
  const yearsMore =
    working && stopsWork ? Math.max(0, Math.floor(monthsBetween(parseDate(todayIso), stopsWork) / 12)) : 0;
  const recordYears = given + yearsMore;
  const share =
    recordYears < STATE_PENSION_MIN_RECORD_YEARS ? 0 : Math.min(1, recordYears / STATE_PENSION_FULL_RECORD_YEARS);
  return {
    personId: person.id,
    recordYears,
    share,
    annualCents: at(share),
    from: from && formatDate(from),
    basis: 'GIVEN',
  };
}

/**
 * What the fund must pay from the retirement date (or today, when it has passed) until the State pensions start: over
 * each stretch between one adult's start and the next, the income missing then beyond what is missing once all are paid, × the stretch's years.
 */
function bridge(
  pensions: readonly StatePension[],
  retirement: CalendarDate,
  todayIso: string,
  targetCents: number,
  inPaymentCents: number,
): number {
  // From the retirement date, or today when that has passed (what was needed before today is spent).
  const first = formatDate(retirement) > todayIso ? formatDate(retirement) : todayIso;
  const starts = pensions.map((p) => (p.from === null || p.from <= first ? first : p.from));
  const dates = [...new Set([first, ...starts])].sort();
  const allPaid = sum(pensions.map((p) => p.annualCents)) + inPaymentCents;
  const missingOnceAllPaid = Math.max(0, targetCents - allPaid);
  let total = 0;
  for (let i = 0; i + 1 < dates.length; i++) {
    const paid = sum(pensions.filter((_, j) => starts[j] <= dates[i]).map((p) => p.annualCents)) + inPaymentCents;
    const extra = Math.max(0, targetCents - paid) - missingOnceAllPaid;
    total += (extra * monthsBetween(parseDate(dates[i]), parseDate(dates[i + 1]))) / 12;
  }
  return Math.round(total);
}

/** The share of earnings whose pension payments get tax relief at `age`. */
const reliefShare = (age: number): number => inForce(PENSION_RELIEF_AGE_SHARES, age);

/** The most a month that gets tax relief: each earner's age-related share of their earnings (capped), less what is already paid into pensions. */
function reliefLimitMonthly(h: Household, todayIso: string, paidInYearlyCents: number): number {
  const limit = sum(
    adults(h).map((person) =>
      Math.round(
        reliefShare(ageOn(person, todayIso) ?? 0) *
          Math.min(earnedIncome(h, person), PENSION_RELIEF_EARNINGS_CAP_CENTS),
      ),
    ),
  );
  return Math.max(0, Math.floor((limit - paidInYearlyCents) / 12));
}

/** The age and date the plan counts to: the factfind's, or, when it has passed while the user still works, STATE_PENSION_AGE (or the next birthday past it). */
function plannedRetirement(
  h: Household,
  todayIso: string,
): { age: number; date: CalendarDate | null; passed: number | null } {
  const age = retirementAge(h);
  const date = retirementDate(h);
  const user = self(h);
  const birth = user?.dateOfBirth ? parseDate(user.dateOfBirth) : null;
  if (!user || !birth || !date || formatDate(date) > todayIso || !inWork(h, user)) return { age, date, passed: null };
  const later = Math.max(STATE_PENSION_AGE, (ageOn(user, todayIso) ?? age) + 1);
  return { age: later, date: addYears(birth, later), passed: age };
}

export function summariseRetirement(h: Household, todayIso: string): RetirementSummary {
  const { age, date: retirement, passed } = plannedRetirement(h, todayIso);
  const yearsToRetirement = retirement
    ? Math.max(0, Math.floor(monthsBetween(parseDate(todayIso), retirement) / 12))
    : 0;
  const pensions = h.assets.filter(isPension);
  const factor = (1 + GROWTH_RATE) ** yearsToRetirement;
  const paidInYearly = sum(pensions.map(yearlyPayment));
  const fundAtRetirementCents =
    Math.round(sum(pensions.map(assetValue)) * factor) + Math.round((paidInYearly * (factor - 1)) / GROWTH_RATE);
  const ownPension = Math.round(fundAtRetirementCents * PENSION_DRAWDOWN_RATE);
  const statePensions = adults(h).map((person) => statePensionOf(h, person, todayIso));
  const statePensionCents = sum(statePensions.map((p) => p.annualCents));
  // A retired adult's income is a pension in payment: it goes on.
  const pensionsInPaymentCents = sum(
    adults(h)
      .filter((p) => personFactfind(h, p)?.employmentStatus === 'RETIRED')
      .map((p) => personIncome(h, p)),
  );
  const projectedIncomeCents = ownPension + statePensionCents + pensionsInPaymentCents;
  const targetIncomeCents = Math.round(
    (householdIncome(h) * RETIREMENT_TARGET_SHARE.numerator) / RETIREMENT_TARGET_SHARE.denominator,
  );
  const bridgeCents = retirement
    ? bridge(statePensions, retirement, todayIso, targetIncomeCents, pensionsInPaymentCents)
    : 0;
  const fundNeededCents =
    Math.round(Math.max(0, targetIncomeCents - statePensionCents - pensionsInPaymentCents) / PENSION_DRAWDOWN_RATE) +
    bridgeCents;
  const fundShortCents = Math.max(0, fundNeededCents - fundAtRetirementCents);
  const yearlyNeeded = yearsToRetirement > 0 ? (fundShortCents * GROWTH_RATE) / (factor - 1) : null;
  const uncapped = fundShortCents > 0 && yearlyNeeded !== null ? Math.ceil(yearlyNeeded / 12 - 1e-9) : null;
  const reliefLimitMonthlyCents = reliefLimitMonthly(h, todayIso, paidInYearly);
  const capped =
    uncapped === null || reliefLimitMonthlyCents === 0 ? null : Math.min(uncapped, reliefLimitMonthlyCents);
  const inPayment =
    pensionsInPaymentCents > 0
      ? [
          {
            label: PENSIONS_IN_PAYMENT_LABEL,
            amountCents: pensionsInPaymentCents,
            percentage: percentOf(pensionsInPaymentCents, projectedIncomeCents),
          },
        ]
      : [];
  return {
    retirementAge: age,
    passedRetirementAge: passed,
    pensionsInPaymentCents,
    yearsToRetirement,
    fundAtRetirementCents,
    statePensions,
    statePensionCents,
    bridgeCents,
    fundNeededCents,
    projectedIncomeCents,
    targetIncomeCents,
    shortfallCents: Math.max(0, targetIncomeCents - projectedIncomeCents),
    monthlySavingCents: capped,
    uncappedMonthlySavingCents: capped === null ? null : uncapped,
    reliefLimitMonthlyCents,
    short: fundShortCents > 0,
    breakdown: [
      {
        label: STATE_PENSION_LABEL,
        amountCents: statePensionCents,
        percentage: percentOf(statePensionCents, projectedIncomeCents),
      },
      { label: OWN_PENSIONS_LABEL, amountCents: ownPension, percentage: percentOf(ownPension, projectedIncomeCents) },
      ...inPayment,
    ],
  };
}
