/**
 * What the household keeps of its gross income (docs/planning-model.md, "Affordability"): income tax, USC and
 * PRSI as server/planning-assumptions.ts states them, for the rates in force on the plan's date, each income taxed as
 * what it is (household.ts, incomeByKind).
 *   income tax = 20 % of the taxable income up to the standard rate band + 40 % above it − credits (never below 0);
 *                taxable income = gross − pension contributions within the age-related limits; a married couple or
 *                civil partners are assessed jointly (one band, widened by the lower income up to
 *                INCOME_TAX_BAND_SECOND_INCOME_MAX_CENTS, or the home carer credit instead when it saves more), anyone
 *                else alone; from the year a person is 65, the age credit, and no tax on a total income up to the
 *                exemption limit (above it, at most 40 % of the excess)
 *   USC        = for each person, on their income but social welfare pensions, above USC_EXEMPT_UP_TO_CENTS: each
 *                band's rate on the income in the band (the reduced bands from the year they are 70, up to €60,000)
 *   PRSI       = for each person under 66, on their income but social welfare pensions, above PRSI_FREE_UP_TO_CENTS:
 *                the rate in force × the whole of it
 * Each figure is rounded to the cent. A simplification: see the module of assumptions for what is left out.
 */
import {
  AGE_TAX_CREDIT_COUPLE_CENTS,
  AGE_TAX_CREDIT_SINGLE_CENTS,
  EARNED_INCOME_TAX_CREDIT_CENTS,
  HOME_CARER_INCOME_LIMIT_CENTS,
  HOME_CARER_TAPER_RATE,
  HOME_CARER_TAX_CREDIT_CENTS,
  INCOME_TAX_AGE_RELIEF_FROM_AGE,
  INCOME_TAX_BAND_COUPLE_CENTS,
  INCOME_TAX_BAND_SECOND_INCOME_MAX_CENTS,
  INCOME_TAX_BAND_SINGLE_CENTS,
  INCOME_TAX_EXEMPTION_COUPLE_CENTS,
  INCOME_TAX_EXEMPTION_SINGLE_CENTS,
  INCOME_TAX_HIGHER_RATE,
  INCOME_TAX_MARGINAL_RELIEF_RATE,
  INCOME_TAX_STANDARD_RATE,
  PENSION_RELIEF_AGE_SHARES,
  PENSION_RELIEF_EARNINGS_CAP_CENTS,
  PERSONAL_TAX_CREDIT_COUPLE_CENTS,
  PERSONAL_TAX_CREDIT_SINGLE_CENTS,
  WIDOWED_PERSON_TAX_CREDIT_CENTS,
  PRSI_EXEMPT_FROM_AGE,
  PRSI_FREE_UP_TO_CENTS,
  PRSI_RATES,
  RENT_TAX_CREDIT_CENTS,
  RENT_TAX_CREDIT_RENT_SHARE,
  SINGLE_PERSON_CHILD_CARER_BAND_EXTRA_CENTS,
  SINGLE_PERSON_CHILD_CARER_CREDIT_CENTS,
  USC_BANDS,
  USC_EXEMPT_UP_TO_CENTS,
  USC_REDUCED_BANDS,
  USC_REDUCED_FROM_AGE,
  USC_REDUCED_INCOME_MAX_CENTS,
  inForce,
} from '../planning-assumptions';
import {
  adults,
  ageOn,
  earnedIncome,
  hasChild,
  incomeByKind,
  isPension,
  owns,
  partner,
  personFactfind,
  sum,
  yearlyPayment,
  type Household,
  type IncomeByKind,
  type PlanPerson,
} from './household';

/** The tax credits the plan gives, by name. */
export type TaxCreditName =
  'PERSONAL' | 'WIDOWED' | 'EMPLOYEE' | 'AGE' | 'RENT' | 'HOME_CARER' | 'SINGLE_PERSON_CHILD_CARER';

export interface TaxCredit {
  name: TaxCreditName;
  /** The credit given for the year, all adults together (income tax is never below 0, so a credit can go unused). */
  cents: number;
}

export interface TaxBill {
  /** The adults' gross yearly incomes added up. */
  grossCents: number;
  incomeTaxCents: number;
  uscCents: number;
  prsiCents: number;
  /** Income tax + USC + PRSI. */
  totalCents: number;
  netCents: number;
  /** Whether the couple was assessed jointly. */
  joint: boolean;
  /** The credits given, in the order of TaxCreditName, each at least 1c. */
  credits: TaxCredit[];
  /** The pension contributions taken off income for income tax (within the age-related limits). */
  pensionDeductionCents: number;
  /** Whether the over-65 exemption or its marginal relief set the income tax (below what bands and credits give). */
  ageExemption: boolean;
}

const JOINT_STATUSES: readonly (string | null)[] = ['MARRIED', 'CIVIL_PARTNERSHIP'];
/** Who can have the single person child carer credit: taxed alone, not married, in a civil partnership nor cohabiting. */
const SINGLE_STATUSES: readonly (string | null)[] = ['SINGLE', 'SEPARATED', 'DIVORCED', 'WIDOWED'];
const CREDIT_ORDER: readonly TaxCreditName[] = [
  'PERSONAL',
  'WIDOWED',
  'EMPLOYEE',
  'AGE',
  'RENT',
  'HOME_CARER',
  'SINGLE_PERSON_CHILD_CARER',
];

/** A person's age at the end of the tax year of `onIso`: Revenue's age rules apply for the year in which one reaches the age. */
const ageInYear = (person: PlanPerson, onIso: string): number | null => ageOn(person, `${onIso.slice(0, 4)}-12-31`);

/** What a person pays into pensions they own a year (their share of each, split equally between its owners). */
export const pensionContributions = (h: Household, person: PlanPerson): number =>
  sum(
    h.assets
      .filter((a) => isPension(a) && owns(person, a.ownerIds))
      .map((a) => Math.round(yearlyPayment(a) / Math.max(1, a.ownerIds.length))),
  );

/**
 * The most of a person's pension contributions that income tax relief allows in the year of `onIso`: the share of
 * PENSION_RELIEF_AGE_SHARES for the age they reach in the year × their earnings (employment and self-employment),
 * at most PENSION_RELIEF_EARNINGS_CAP_CENTS.
 */
export const pensionReliefLimit = (h: Household, person: PlanPerson, onIso: string): number =>
  Math.round(
    inForce(PENSION_RELIEF_AGE_SHARES, ageInYear(person, onIso) ?? 0) *
      Math.min(earnedIncome(h, person), PENSION_RELIEF_EARNINGS_CAP_CENTS),
  );

/** One adult as the tax reads them. */
interface Adult {
  person: PlanPerson;
  byKind: IncomeByKind;
  grossCents: number;
  /** What they pay into pensions a year, and the most of it relief allows (PENSION_RELIEF_AGE_SHARES). */
  paidCents: number;
  reliefLimitCents: number;
  /** The pension contributions deducted for income tax: what is paid, within the limit. */
  deductionCents: number;
  /** Whether the age credit and exemption apply to them this year (65 or over at some time in it). */
  over65: boolean;
}

/** The employee or earned income credit of one person: EARNED_INCOME_TAX_CREDIT_CENTS, at most the standard rate of their pay, profits and occupational pension. */
function employeeCredit(byKind: IncomeByKind): number {
  const income = byKind.EMPLOYMENT + byKind.SELF_EMPLOYMENT + byKind.OTHER_PENSION;
  return Math.min(EARNED_INCOME_TAX_CREDIT_CENTS, Math.round(income * INCOME_TAX_STANDARD_RATE));
}

/** Income tax on `incomeCents` with a standard rate band of `bandCents` and `creditsCents` of credits. */
function incomeTax(incomeCents: number, bandCents: number, creditsCents: number): number {
  const standard = Math.min(incomeCents, bandCents);
  const gross = Math.round(standard * INCOME_TAX_STANDARD_RATE + (incomeCents - standard) * INCOME_TAX_HIGHER_RATE);
  return Math.max(0, gross - creditsCents);
}

/** The over-65 exemption: no tax up to `limitCents` of income, and above it at most 40 % of the excess (marginal relief). */
const exempted = (taxCents: number, incomeCents: number, limitCents: number): number =>
  incomeCents <= limitCents
    ? 0
    : Math.min(taxCents, Math.round((incomeCents - limitCents) * INCOME_TAX_MARGINAL_RELIEF_RATE));

/** The rent the household pays a year for its home: the factfind's rent × 12 while it is RENTING, else 0. */
const yearlyRent = (h: Household): number =>
  h.factfind?.housingStatus === 'RENTING' ? (h.factfind.monthlyRentOrMortgageCents ?? 0) * 12 : 0;

/** The rent credit on `rentCents` of rent paid a year by `renters` people (1, or 2 for a jointly assessed couple). */
const rentCredit = (rentCents: number, renters: number, onIso: string): number =>
  rentCents > 0
    ? Math.min(inForce(RENT_TAX_CREDIT_CENTS, onIso) * renters, Math.round(rentCents * RENT_TAX_CREDIT_RENT_SHARE))
    : 0;

/** Whether someone the household cares for depends on it: a child, or another dependant entered or counted. */
const caresForDependant = (h: Household, onIso: string): boolean =>
  hasChild(h, onIso) ||
  h.persons.some((p) => p.relationship === 'OTHER_DEPENDANT') ||
  (h.factfind?.numberOfOtherDependants ?? 0) > 0;

/** The home carer credit of a spouse whose own income is `incomeCents`: the credit less half the income above the limit. */
const homeCarerCredit = (incomeCents: number): number =>
  Math.max(
    0,
    HOME_CARER_TAX_CREDIT_CENTS -
      Math.round(Math.max(0, incomeCents - HOME_CARER_INCOME_LIMIT_CENTS) * HOME_CARER_TAPER_RATE),
  );

interface IncomeTaxResult {
  incomeTaxCents: number;
  credits: Map<TaxCreditName, number>;
  ageExemption: boolean;
}

const add = (credits: Map<TaxCreditName, number>, name: TaxCreditName, cents: number) => {
  if (cents > 0) credits.set(name, (credits.get(name) ?? 0) + cents);
};

/** A married couple's or civil partners' income tax, assessed jointly. */
function jointIncomeTax(h: Household, onIso: string, couple: Adult[]): IncomeTaxResult {
  const income = sum(couple.map((a) => a.grossCents - a.deductionCents));
  const credits = new Map<TaxCreditName, number>();
  add(credits, 'PERSONAL', PERSONAL_TAX_CREDIT_COUPLE_CENTS);
  for (const a of couple) add(credits, 'EMPLOYEE', employeeCredit(a.byKind));
  const over65 = couple.some((a) => a.over65);
  if (over65) add(credits, 'AGE', AGE_TAX_CREDIT_COUPLE_CENTS);
  add(credits, 'RENT', rentCredit(yearlyRent(h), 2, onIso));
  const creditsCents = sum([...credits.values()]);
  // The band is widened by the lower gross income (each one's pay, before pension contributions).
  const widened = Math.min(INCOME_TAX_BAND_SECOND_INCOME_MAX_CENTS, Math.min(...couple.map((a) => a.grossCents)));
  let tax = incomeTax(income, INCOME_TAX_BAND_COUPLE_CENTS + widened, creditsCents);
  // The home carer credit, instead of the band's widening when it saves more.
  const carer = couple
    .filter((a) => personFactfind(h, a.person)?.employmentStatus === 'HOMEMAKER')
    .sort((a, b) => a.grossCents - b.grossCents)[0];
  const carerCredit = carer && caresForDependant(h, onIso) ? homeCarerCredit(carer.grossCents) : 0;
  if (carerCredit > 0) {
    const withCarer = incomeTax(income, INCOME_TAX_BAND_COUPLE_CENTS, creditsCents + carerCredit);
    if (withCarer < tax) {
      tax = withCarer;
      add(credits, 'HOME_CARER', carerCredit);
    }
  }
  const limited = over65 ? exempted(tax, income, INCOME_TAX_EXEMPTION_COUPLE_CENTS) : tax;
  return { incomeTaxCents: limited, credits, ageExemption: limited < tax };
}

/** The income tax of each adult taxed alone, added up. */
function aloneIncomeTax(h: Household, onIso: string, each: Adult[]): IncomeTaxResult {
  const credits = new Map<TaxCreditName, number>();
  const rentEach = Math.round(yearlyRent(h) / Math.max(1, each.length));
  const childCarer =
    partner(h) === null && SINGLE_STATUSES.includes(h.factfind?.maritalStatus ?? null) && hasChild(h, onIso);
  let total = 0;
  let ageExemption = false;
  for (const a of each) {
    const own = new Map<TaxCreditName, number>();
    add(own, 'PERSONAL', PERSONAL_TAX_CREDIT_SINGLE_CENTS);
    add(own, 'EMPLOYEE', employeeCredit(a.byKind));
    if (a.over65) add(own, 'AGE', AGE_TAX_CREDIT_SINGLE_CENTS);
    add(own, 'RENT', rentCredit(rentEach, 1, onIso));
    const carer = childCarer && a.person.relationship === 'SELF';
    if (carer) add(own, 'SINGLE_PERSON_CHILD_CARER', SINGLE_PERSON_CHILD_CARER_CREDIT_CENTS);
    else if (a.person.relationship === 'SELF' && partner(h) === null && h.factfind?.maritalStatus === 'WIDOWED')
      add(own, 'WIDOWED', WIDOWED_PERSON_TAX_CREDIT_CENTS);
    const income = a.grossCents - a.deductionCents;
    const band = INCOME_TAX_BAND_SINGLE_CENTS + (carer ? SINGLE_PERSON_CHILD_CARER_BAND_EXTRA_CENTS : 0);
    const tax = incomeTax(income, band, sum([...own.values()]));
    const limited = a.over65 ? exempted(tax, income, INCOME_TAX_EXEMPTION_SINGLE_CENTS) : tax;
    ageExemption ||= limited < tax;
    total += limited;
    for (const [name, cents] of own) add(credits, name, cents);
  }
  return { incomeTaxCents: total, credits, ageExemption };
}

/** The household's adults as the tax reads them. */
function taxAdults(h: Household, onIso: string): Adult[] {
  return adults(h).map((person) => {
    const byKind = incomeByKind(h, person);
    const paidCents = pensionContributions(h, person);
    const reliefLimitCents = pensionReliefLimit(h, person, onIso);
    const age = ageInYear(person, onIso);
    return {
      person,
      byKind,
      grossCents: sum(Object.values(byKind)),
      paidCents,
      reliefLimitCents,
      deductionCents: Math.min(paidCents, reliefLimitCents),
      over65: age !== null && age >= INCOME_TAX_AGE_RELIEF_FROM_AGE,
    };
  });
}

/** The same adults with `extraCents` more paid into pensions by each (by person id). */
const payingMore = (list: readonly Adult[], extraCents: ReadonlyMap<string, number>): Adult[] =>
  list.map((a) => ({
    ...a,
    deductionCents: Math.min(a.paidCents + (extraCents.get(a.person.id) ?? 0), a.reliefLimitCents),
  }));

const isJoint = (h: Household): boolean =>
  partner(h) !== null && JOINT_STATUSES.includes(h.factfind?.maritalStatus ?? null);

const householdIncomeTax = (h: Household, onIso: string, list: Adult[]): IncomeTaxResult =>
  isJoint(h) && list.length === 2 ? jointIncomeTax(h, onIso, list) : aloneIncomeTax(h, onIso, list);

/** USC on one person's yearly income (social welfare pensions left out) on the date `onIso`; `reduced` for the over-70s' rates. */
export function usc(incomeCents: number, onIso: string, reduced = false): number {
  if (incomeCents <= USC_EXEMPT_UP_TO_CENTS) return 0;
  let from = 0;
  let charge = 0;
  for (const [upTo, rate] of reduced ? USC_REDUCED_BANDS : inForce(USC_BANDS, onIso)) {
    const top = upTo ?? Infinity;
    if (incomeCents > from) charge += (Math.min(incomeCents, top) - from) * rate;
    from = top;
  }
  return Math.round(charge);
}

/** PRSI on one person's yearly income (social welfare pensions left out) on the date `onIso`. */
export const prsi = (incomeCents: number, onIso: string): number =>
  incomeCents > PRSI_FREE_UP_TO_CENTS ? Math.round(incomeCents * inForce(PRSI_RATES, onIso)) : 0;

/** A person's USC: on their income but social welfare pensions, at the reduced rates from the year they are 70 (income up to €60,000). */
function personUsc(a: Adult, onIso: string): number {
  const charged = a.grossCents - a.byKind.STATE_PENSION;
  const age = ageInYear(a.person, onIso);
  return usc(charged, onIso, age !== null && age >= USC_REDUCED_FROM_AGE && charged <= USC_REDUCED_INCOME_MAX_CENTS);
}

/**
 * A person's PRSI: none from their 66th birthday; before it, on their income but pensions (a social welfare pension,
 * and an occupational or personal pension, Class M: no PRSI at any age).
 */
function personPrsi(a: Adult, onIso: string): number {
  const age = ageOn(a.person, onIso);
  return age !== null && age >= PRSI_EXEMPT_FROM_AGE
    ? 0
    : prsi(a.grossCents - a.byKind.STATE_PENSION - a.byKind.OTHER_PENSION, onIso);
}

/** The household's tax for a year at the rates in force on `onIso`. */
export function taxBill(h: Household, onIso: string): TaxBill {
  const list = taxAdults(h, onIso);
  const grossCents = sum(list.map((a) => a.grossCents));
  const { incomeTaxCents, credits, ageExemption } = householdIncomeTax(h, onIso, list);
  const uscCents = sum(list.map((a) => personUsc(a, onIso)));
  const prsiCents = sum(list.map((a) => personPrsi(a, onIso)));
  const totalCents = incomeTaxCents + uscCents + prsiCents;
  return {
    grossCents,
    incomeTaxCents,
    uscCents,
    prsiCents,
    totalCents,
    netCents: grossCents - totalCents,
    joint: isJoint(h) && list.length === 2,
    credits: CREDIT_ORDER.filter((name) => credits.has(name)).map((name) => ({ name, cents: credits.get(name)! })),
    pensionDeductionCents: sum(list.map((a) => a.deductionCents)),
    ageExemption,
  };
}

/**
 * The income tax a year the household saves by paying `extraYearlyGrossCents` more into pensions: placed on the
 * adult(s) where it saves most, within what their age-related limits leave after what they already pay (what is
 * beyond every limit saves nothing). USC and PRSI are charged on pension contributions, so only income tax moves.
 */
export function pensionReliefCents(h: Household, onIso: string, extraYearlyGrossCents: number): number {
  const base = taxAdults(h, onIso);
  if (extraYearlyGrossCents <= 0 || base.length === 0) return 0;
  const before = householdIncomeTax(h, onIso, base).incomeTaxCents;
  const room = new Map(base.map((a) => [a.person.id, Math.max(0, a.reliefLimitCents - a.paidCents)]));
  const saving = (placed: ReadonlyMap<string, number>) =>
    before - householdIncomeTax(h, onIso, payingMore(base, placed)).incomeTaxCents;
  // Each adult first in turn (the rest on the other), and the extra placed a slice at a time where the slice saves most.
  const candidates: Map<string, number>[] = base.map((first) => {
    const placed = new Map<string, number>();
    let left = extraYearlyGrossCents;
    for (const a of [first, ...base.filter((b) => b !== first)]) {
      const put = Math.min(left, room.get(a.person.id)!);
      placed.set(a.person.id, put);
      left -= put;
    }
    return placed;
  });
  if (base.length > 1) {
    const slice = Math.max(10_000, Math.ceil(extraYearlyGrossCents / 50));
    const placed = new Map(base.map((a) => [a.person.id, 0]));
    for (let left = extraYearlyGrossCents; left > 0;) {
      let best: { id: string; put: number; saved: number } | null = null;
      for (const a of base) {
        const id = a.person.id;
        const put = Math.min(left, slice, room.get(id)! - placed.get(id)!);
        if (put <= 0) continue;
        const saved = saving(new Map([...placed, [id, placed.get(id)! + put]]));
        if (!best || saved > best.saved) best = { id, put, saved };
      }
      if (!best) break;
      placed.set(best.id, placed.get(best.id)! + best.put);
      left -= best.put;
    }
    candidates.push(placed);
  }
  return Math.max(0, ...candidates.map(saving));
}
