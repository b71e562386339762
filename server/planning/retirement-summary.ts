/**
 * The retirement summary (docs/planning-model.md, "Retirement"): the household's income in retirement against a
 * target, and what to pay in a month to close the gap. Every figure is in today's euros (server/planning-assumptions.ts,
 * PRICE_INFLATION_RATE): pay, the target and the State pension rise with prices; funds grow by what they earn above it.
 *   n        = calendar months from today to the user's retirement date (0 without a date of birth); Y = ⌊n ÷ 12⌋
 *   fund     = the pension value and the regular payments into pensions grown for n months at the pension's real
 *              monthly rate (pension-fund.ts), + the auto-enrolment contributions (employee, employer, State) grown alike
 *   at retirement: the tax-free lump sum (25 %, at most €200,000 in euros of then) and the ARF, which pays its drawdown
 *              rate a year (4 %; 5 % from 71)
 *   State pension, for each adult from the day they are STATE_PENSION_AGE: the full rate in force on the plan's date ×
 *            their share by contribution record (statePensionOf); an adult whose pension is already paid counts it
 *            once, as the pension in payment
 *   projected income = the ARF's income + the adults' State pensions (once all are paid) + pensions in payment
 *   target income    = round(earnings from work × RETIREMENT_TARGET_SHARE) + pensions in payment
 *   fund needed      = what gives an ARF paying max(0, target − State pensions − pensions in payment) and the bridge
 *                      (what is missing until each adult's State pension starts, paid from the lump sum first)
 *   monthly saving   = the payment at the end of each month for n months that, grown at the real rate, makes up the
 *                      fund's shortfall, rounded up: in today's euros, so it rises with prices; at most what the
 *                      age-related tax relief limits leave (PENSION_RELIEF_AGE_SHARES) after what is paid in already
 */
import {
  DEFAULT_RETIREMENT_AGE,
  HOMECARING_CHILD_UNDER_AGE,
  HOMECARING_MAX_YEARS,
  RETIREMENT_TARGET_SHARE,
  STATE_PENSION_AGE,
  STATE_PENSION_FULL_RECORD_YEARS,
  STATE_PENSION_MIN_RECORD_YEARS,
  nominalAfter,
  statePensionAnnualCents,
} from '../planning-assumptions';
import type { Slice } from './debt-summary';
import {
  addYears,
  adults,
  ageOn,
  earnedIncome,
  inWork,
  assetValue,
  formatDate,
  isPension,
  monthsBetween,
  parseDate,
  percentOf,
  pensionsInPayment,
  personFactfind,
  retirementAge,
  retirementDate,
  self,
  sum,
  yearlyEmployerPayment,
  yearlyPayment,
  type CalendarDate,
  type Household,
  type PlanPerson,
} from './household';
import { pensionReliefLimit } from './income-tax';
import { arfHeldAt, atRetirement, fundNeeded, grown, monthlyPaymentFor, PENSION_MONTHLY_RATE } from './pension-fund';

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
  /**
   * Why it is counted as it is, for the recommendation's text; IN_PAYMENT: the adult is STATE_PENSION_AGE or over and
   * a pension is paid to them already, so their State pension is what they entered as paid (in pensionsInPayment),
   * never also projected.
   */
  basis: 'GIVEN' | 'ASSUMED_FULL' | 'NO_RECORD' | 'IN_PAYMENT';
}

export interface RetirementSummary {
  /** The age the plan counts to: the factfind's (or DEFAULT_RETIREMENT_AGE), or STATE_PENSION_AGE (or the next birthday) when that has passed while the user still works. */
  retirementAge: number;
  /** The factfind's retirement age when it has passed while the user still works (the plan counts to retirementAge instead); else null. */
  passedRetirementAge: number | null;
  /** Pensions already being paid a year (the State pension and others): they go on in retirement. */
  pensionsInPaymentCents: number;
  /** Calendar months from today to the retirement date (0 once it has passed or without a date of birth). */
  monthsToRetirement: number;
  /** Whole years to the retirement date: ⌊monthsToRetirement ÷ 12⌋. */
  yearsToRetirement: number;
  /** The pension funds at retirement as things stand (no new payment; the owners' and employers' payments go on), in today's euros. */
  fundAtRetirementCents: number;
  /** Of it, the auto-enrolment contributions (employee, employer, State) with their growth. */
  autoEnrolmentFundCents: number;
  /** The tax-free lump sum the fund gives at retirement. */
  lumpSumCents: number;
  /** The Approved Retirement Fund: the fund less the lump sum. */
  arfCents: number;
  /** The share of the ARF drawn as income a year. */
  drawdownRate: number;
  /** The ARF's income a year. */
  ownPensionIncomeCents: number;
  statePensions: StatePension[];
  /** The adults' State pensions a year, added up. */
  statePensionCents: number;
  /** What the fund must pay until the State pensions start (0 when every one has started by the retirement date). */
  bridgeCents: number;
  fundNeededCents: number;
  projectedIncomeCents: number;
  /** The projected income in euros of the retirement year (prices rising PRICE_INFLATION_RATE a year). */
  projectedIncomeNominalCents: number;
  targetIncomeCents: number;
  /** max(0, target − projected income): the yearly income missing once the State pensions are paid. */
  shortfallCents: number;
  /** What to pay into a pension a month (before tax relief, in today's euros: rising with prices) so the fund reaches what is needed, within the tax relief limits; null when it is reached, no months are left to save, or no earnings give relief. */
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
 * The HomeCaring years a homemaker's record gains from today: each whole year until the youngest child entered with a
 * date of birth is HOMECARING_CHILD_UNDER_AGE (and before 66), at most HOMECARING_MAX_YEARS.
 */
function homeCaringYearsAhead(h: Household, person: PlanPerson, todayIso: string): number {
  if (personFactfind(h, person)?.employmentStatus !== 'HOMEMAKER') return 0;
  const ends = h.persons
    .filter((p) => p.relationship === 'CHILD' && p.dateOfBirth !== null)
    .map((p) => addYears(parseDate(p.dateOfBirth as string), HOMECARING_CHILD_UNDER_AGE))
    .filter((end) => formatDate(end) > todayIso);
  if (ends.length === 0) return 0;
  const last = ends.reduce((a, b) => (formatDate(b) > formatDate(a) ? b : a));
  const birth = person.dateOfBirth ? addYears(parseDate(person.dateOfBirth), STATE_PENSION_AGE) : null;
  const until = birth && formatDate(birth) < formatDate(last) ? birth : last;
  return Math.min(HOMECARING_MAX_YEARS, Math.max(0, Math.floor(monthsBetween(parseDate(todayIso), until) / 12)));
}

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
  if ((ageOn(person, todayIso) ?? 0) >= STATE_PENSION_AGE && pensionsInPayment(h, person) > 0)
    return {
      personId: person.id,
      recordYears: given,
      share: 0,
      annualCents: 0,
      from: from && formatDate(from),
      basis: 'IN_PAYMENT',
    };
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
  const recordYears = given + yearsMore + homeCaringYearsAhead(h, person, todayIso);
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

/** The most a month that gets tax relief: each earner's age-related limit (income-tax.ts), less what is already paid into pensions. */
function reliefLimitMonthly(h: Household, todayIso: string, paidInYearlyCents: number): number {
  const limit = sum(adults(h).map((person) => pensionReliefLimit(h, person, todayIso)));
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

/** The pensions at retirement as things stand: their value and payments grown, auto-enrolment's contributions, and what they give. */
function fundAsThingsStand(
  h: Household,
  age: number,
  monthsToRetirement: number,
  autoEnrolmentMonthly: AutoEnrolmentStream | undefined,
) {
  const pensions = h.assets.filter(isPension);
  const paidInYearly = sum(pensions.map(yearlyPayment));
  const employerYearly = sum(pensions.map(yearlyEmployerPayment));
  const autoEnrolmentFundCents = autoEnrolmentMonthly ? autoEnrolmentFund(autoEnrolmentMonthly, monthsToRetirement) : 0;
  const fundAtRetirementCents =
    grown(sum(pensions.map(assetValue)), (paidInYearly + employerYearly) / 12, monthsToRetirement) +
    autoEnrolmentFundCents;
  const fund = atRetirement(fundAtRetirementCents, age, monthsToRetirement, arfHeldAt(h, monthsToRetirement));
  return { paidInYearly, autoEnrolmentFundCents, fundAtRetirementCents, fund };
}

/** The projected income's parts as slices: the State pensions, the household's own pensions, and those in payment. */
function incomeBreakdown(
  statePensionCents: number,
  ownPensionCents: number,
  pensionsInPaymentCents: number,
  projectedIncomeCents: number,
): Slice[] {
  const slice = (label: string, amountCents: number): Slice => ({
    label,
    amountCents,
    percentage: percentOf(amountCents, projectedIncomeCents),
  });
  return [
    slice(STATE_PENSION_LABEL, statePensionCents),
    slice(OWN_PENSIONS_LABEL, ownPensionCents),
    ...(pensionsInPaymentCents > 0 ? [slice(PENSIONS_IN_PAYMENT_LABEL, pensionsInPaymentCents)] : []),
  ];
}

export function summariseRetirement(
  h: Household,
  todayIso: string,
  autoEnrolmentMonthly?: AutoEnrolmentStream,
): RetirementSummary {
  const { age, date: retirement, passed } = plannedRetirement(h, todayIso);
  const monthsToRetirement = retirement ? Math.max(0, monthsBetween(parseDate(todayIso), retirement)) : 0;
  const { paidInYearly, autoEnrolmentFundCents, fundAtRetirementCents, fund } = fundAsThingsStand(
    h,
    age,
    monthsToRetirement,
    autoEnrolmentMonthly,
  );
  const statePensions = adults(h).map((person) => statePensionOf(h, person, todayIso));
  const statePensionCents = sum(statePensions.map((p) => p.annualCents));
  const pensionsInPaymentCents = sum(adults(h).map((p) => pensionsInPayment(h, p)));
  const projectedIncomeCents = fund.incomeCents + statePensionCents + pensionsInPaymentCents;
  const earnings = sum(adults(h).map((p) => earnedIncome(h, p)));
  const targetIncomeCents =
    Math.round((earnings * RETIREMENT_TARGET_SHARE.numerator) / RETIREMENT_TARGET_SHARE.denominator) +
    pensionsInPaymentCents;
  const bridgeCents = retirement
    ? bridge(statePensions, retirement, todayIso, targetIncomeCents, pensionsInPaymentCents)
    : 0;
  const fundNeededCents = fundNeeded(
    Math.max(0, targetIncomeCents - statePensionCents - pensionsInPaymentCents),
    bridgeCents,
    age,
    monthsToRetirement,
  );
  const fundShortCents = Math.max(0, fundNeededCents - fundAtRetirementCents);
  const uncapped = fundShortCents > 0 ? monthlyPaymentFor(fundShortCents, monthsToRetirement) : null;
  const reliefLimitMonthlyCents = reliefLimitMonthly(h, todayIso, paidInYearly);
  const capped =
    uncapped === null || reliefLimitMonthlyCents === 0 ? null : Math.min(uncapped, reliefLimitMonthlyCents);
  return {
    retirementAge: age,
    passedRetirementAge: passed,
    pensionsInPaymentCents,
    monthsToRetirement,
    yearsToRetirement: Math.floor(monthsToRetirement / 12),
    fundAtRetirementCents,
    autoEnrolmentFundCents,
    lumpSumCents: fund.lumpSumCents,
    arfCents: fund.arfCents,
    drawdownRate: fund.drawdownRate,
    ownPensionIncomeCents: fund.incomeCents,
    statePensions,
    statePensionCents,
    bridgeCents,
    fundNeededCents,
    projectedIncomeCents,
    projectedIncomeNominalCents: nominalAfter(projectedIncomeCents, monthsToRetirement / 12),
    targetIncomeCents,
    shortfallCents: Math.max(0, targetIncomeCents - projectedIncomeCents),
    monthlySavingCents: capped,
    uncappedMonthlySavingCents: capped === null ? null : uncapped,
    reliefLimitMonthlyCents,
    short: fundShortCents > 0,
    breakdown: incomeBreakdown(statePensionCents, fund.incomeCents, pensionsInPaymentCents, projectedIncomeCents),
  };
}

/** The auto-enrolment contributions a month (employee, employer and State, in today's euros) in the month `index` months after today (0: this month). */
export type AutoEnrolmentStream = (monthIndex: number) => number;

/** What the auto-enrolment contributions of months 1 to `months` are worth at the end of month `months`, each growing with the fund. */
function autoEnrolmentFund(stream: AutoEnrolmentStream, months: number): number {
  let total = 0;
  for (let m = 1; m <= months; m++) total += stream(m) * (1 + PENSION_MONTHLY_RATE) ** (months - m);
  return Math.round(total);
}
