/**
 * Auto-enrolment, MyFutureFund (docs/planning-model.md, "Auto-enrolment"): who in the household is in, and what they,
 * their employer and the State pay into it each month, in today's euros. The rules and their sources are in
 * server/planning-assumptions.ts (AUTO_ENROLMENT_…).
 *   in       = an employee (EMPLOYED, or with EMPLOYMENT income), not in a pension through their payroll, with gross
 *              pay from employment of at least €20,000 a year, aged at least 23 and under 60 on the day they join:
 *              the later of 1 January 2026 and the plan's date (or, for an employee under 23, their 23rd birthday);
 *              the plan assumes they stay in
 *   cap      = €80,000 in euros of the month, in today's euros: round(€80,000 ÷ (1 + PRICE_INFLATION_RATE)^(months ÷ 12))
 *   a month  = for each of employee, employer and State: round(min(pay, cap) × the rate in force that month ÷ 12),
 *              from the month they join to the month before they are STATE_PENSION_AGE (or stop work, if earlier)
 * Pay rises with prices (constant in today's euros); the cap and the €20,000 threshold are fixed in law, so the cap
 * shrinks in today's euros. Pure: the household, the plan's date and a month in; plain cents out.
 */
import { formatMoney } from '../../src/money';
import {
  AUTO_ENROLMENT_AGE_LIMIT,
  AUTO_ENROLMENT_EARNINGS_CAP_CENTS,
  AUTO_ENROLMENT_EARNINGS_THRESHOLD_CENTS,
  AUTO_ENROLMENT_MIN_AGE,
  AUTO_ENROLMENT_RATES,
  STATE_PENSION_AGE,
  inForce,
  todaysEuros,
} from '../planning-assumptions';
import {
  addMonths,
  addYears,
  adults,
  ageOn,
  formatDate,
  incomeByKind,
  isPension,
  owns,
  parseDate,
  personFactfind,
  yearlyEmployerPayment,
  yearlyPayment,
  type Household,
  type PlanAsset,
  type PlanPerson,
} from './household';

/** The day the scheme starts: the first date of AUTO_ENROLMENT_RATES (1 January 2026). */
export const AUTO_ENROLMENT_START = AUTO_ENROLMENT_RATES[0][0];

/** A member's last day is before the stop dates given here, by person id (a retirement date, say). */
export type AutoEnrolmentStops = Readonly<Record<string, string>>;

export interface AutoEnrolmentMember {
  personId: string;
  /** Whether they are in on the day the scheme starts for the plan: the later of 1 January 2026 and the plan's date. */
  inScheme: boolean;
  /** Why they are not in then, in words ('self-employed', 'under 23', …); null when they are. */
  reason: string | null;
  /**
   * The first day the plan counts them in: the scheme's first day for the plan when in; the 23rd birthday of an
   * employee under 23 who otherwise qualifies; null when never.
   */
  fromIso: string | null;
  /** The day they stop paying in: their STATE_PENSION_AGE birthday, or their stop date when earlier; null when never in. */
  untilIso: string | null;
}

export interface AutoEnrolmentContribution {
  employeeCents: number;
  employerCents: number;
  stateCents: number;
  /** employee + employer + State. */
  totalCents: number;
}

export interface AutoEnrolmentMonth extends AutoEnrolmentContribution {
  /** A date in the month: the plan's date `monthIndex` months on. */
  monthIso: string;
  /** Each adult's contributions that month (all 0 for one who is not in), in the order of `adults`. */
  persons: (AutoEnrolmentContribution & { personId: string })[];
}

const NONE: AutoEnrolmentContribution = { employeeCents: 0, employerCents: 0, stateCents: 0, totalCents: 0 };

const later = (a: string, b: string): string => (a > b ? a : b);
const earlier = (a: string, b: string): string => (a < b ? a : b);
/** 'YYYY-MM' of an ISO date: months are compared whole. */
const monthOf = (iso: string): string => iso.slice(0, 7);

/** The rates in force on `onIso`; null before the scheme starts. */
export const autoEnrolmentRates = (onIso: string): (typeof AUTO_ENROLMENT_RATES)[number][1] | null =>
  onIso < AUTO_ENROLMENT_START ? null : inForce(AUTO_ENROLMENT_RATES, onIso);

/** The €80,000 cap in today's euros, `monthIndex` months after the plan's date (not indexed: it shrinks). */
export const autoEnrolmentCapCents = (monthIndex: number): number =>
  todaysEuros(AUTO_ENROLMENT_EARNINGS_CAP_CENTS, Math.max(0, monthIndex) / 12);

/** A pension that keeps its owner out: paid through their payroll now (marked so, or an occupational pension or AVC being paid into). */
const throughPayroll = (a: PlanAsset): boolean =>
  isPension(a) &&
  a.active !== false &&
  (a.throughCurrentEmployer === true ||
    yearlyEmployerPayment(a) > 0 ||
    ((a.productType === 'OCCUPATIONAL_PENSION' || a.productType === 'AVC') && yearlyPayment(a) > 0));

/**
 * A person's gross pay a year from employment: their EMPLOYMENT income (household.ts's incomeByKind) when they are
 * EMPLOYED or have said what their incomes are; else 0 (an income with no type and no employment status is not
 * taken for pay from an employer).
 */
export function employmentPay(h: Household, person: PlanPerson): number {
  const typed = h.incomes.some((i) => owns(person, i.ownerIds) && Boolean(i.incomeType));
  const employed = personFactfind(h, person)?.employmentStatus === 'EMPLOYED';
  return typed || employed ? incomeByKind(h, person).EMPLOYMENT : 0;
}

/** Why a person is not an employee, in words; null when they are. */
function notAnEmployee(h: Household, person: PlanPerson): string | null {
  if (employmentPay(h, person) > 0) return null;
  const status = personFactfind(h, person)?.employmentStatus ?? null;
  if (status === 'SELF_EMPLOYED') return 'self-employed';
  if (status === 'RETIRED') return 'retired';
  if (status === 'EMPLOYED') return 'no pay from employment';
  return status === null ? 'employment status not given' : 'not an employee';
}

const euro = (cents: number): string => formatMoney(cents / 100);

function member(h: Household, person: PlanPerson, todayIso: string, stops: AutoEnrolmentStops): AutoEnrolmentMember {
  const out = (reason: string, fromIso: string | null = null, untilIso: string | null = null) => ({
    personId: person.id,
    inScheme: false,
    reason,
    fromIso,
    untilIso,
  });
  const employee = notAnEmployee(h, person);
  if (employee !== null) return out(employee);
  if (h.assets.some((a) => owns(person, a.ownerIds) && throughPayroll(a))) return out('in a pension through work');
  if (employmentPay(h, person) < AUTO_ENROLMENT_EARNINGS_THRESHOLD_CENTS)
    return out(`earns less than ${euro(AUTO_ENROLMENT_EARNINGS_THRESHOLD_CENTS)}`);
  const start = later(AUTO_ENROLMENT_START, todayIso);
  const birth = person.dateOfBirth;
  const age = ageOn(person, start);
  if (birth === null || age === null) return out('date of birth not given');
  if (age >= AUTO_ENROLMENT_AGE_LIMIT) return out(`${AUTO_ENROLMENT_AGE_LIMIT} or over`);
  const pensionAge = formatDate(addYears(parseDate(birth), STATE_PENSION_AGE));
  const untilIso = stops[person.id] ? earlier(pensionAge, stops[person.id]) : pensionAge;
  const fromIso = age < AUTO_ENROLMENT_MIN_AGE ? formatDate(addYears(parseDate(birth), AUTO_ENROLMENT_MIN_AGE)) : start;
  if (monthOf(fromIso) >= monthOf(untilIso)) return out('stops work before joining');
  if (age < AUTO_ENROLMENT_MIN_AGE) return out(`under ${AUTO_ENROLMENT_MIN_AGE}`, fromIso, untilIso);
  return { personId: person.id, inScheme: true, reason: null, fromIso, untilIso };
}

/** For each adult: whether they are in the scheme, why not, and from when to when. */
export const autoEnrolmentMembers = (
  h: Household,
  todayIso: string,
  stops: AutoEnrolmentStops = {},
): AutoEnrolmentMember[] => adults(h).map((person) => member(h, person, todayIso, stops));

/**
 * The contributions month by month: for `monthIndex` months after the plan's date (0: the plan's own month), in
 * today's euros, each adult's and in all: none before 1 January 2026, nor outside a member's months. Who is in, and
 * their pay, are read once.
 */
export function autoEnrolmentMonths(
  h: Household,
  todayIso: string,
  stops: AutoEnrolmentStops = {},
): (monthIndex: number) => AutoEnrolmentMonth {
  const members = autoEnrolmentMembers(h, todayIso, stops).map((m) => {
    const person = h.persons.find((p) => p.id === m.personId);
    return { ...m, payCents: person ? employmentPay(h, person) : 0 };
  });
  return (monthIndex) => contributionsIn(todayIso, monthIndex, members);
}

/** The contributions in the month `monthIndex` months after the plan's date (see autoEnrolmentMonths). */
export const autoEnrolmentMonth = (
  h: Household,
  todayIso: string,
  monthIndex: number,
  stops: AutoEnrolmentStops = {},
): AutoEnrolmentMonth => autoEnrolmentMonths(h, todayIso, stops)(monthIndex);

function contributionsIn(
  todayIso: string,
  monthIndex: number,
  members: readonly (AutoEnrolmentMember & { payCents: number })[],
): AutoEnrolmentMonth {
  const monthIso = addMonths(todayIso, monthIndex);
  const rates = autoEnrolmentRates(monthIso);
  const cap = autoEnrolmentCapCents(monthIndex);
  const persons = members.map((m) => {
    const paying =
      rates !== null &&
      m.fromIso !== null &&
      m.untilIso !== null &&
      monthOf(monthIso) >= monthOf(m.fromIso) &&
      monthOf(monthIso) < monthOf(m.untilIso);
    if (!paying) return { personId: m.personId, ...NONE };
    const pay = Math.min(m.payCents, cap);
    const employeeCents = Math.round((pay * rates.employee) / 12);
    const employerCents = Math.round((pay * rates.employer) / 12);
    const stateCents = Math.round((pay * rates.state) / 12);
    return {
      personId: m.personId,
      employeeCents,
      employerCents,
      stateCents,
      totalCents: employeeCents + employerCents + stateCents,
    };
  });
  const total = (key: keyof AutoEnrolmentContribution) => persons.reduce((t, p) => t + p[key], 0);
  return {
    monthIso,
    persons,
    employeeCents: total('employeeCents'),
    employerCents: total('employerCents'),
    stateCents: total('stateCents'),
    totalCents: total('totalCents'),
  };
}
