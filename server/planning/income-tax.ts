/**
 * What the household keeps of its gross income (docs/planning-model.md, "Affordability"): income tax, USC and
 * PRSI as src/planning-assumptions.ts states them, for the rates in force on the plan's date.
 *   income tax = 20 % of the income up to the standard rate band + 40 % above it − credits (never below 0);
 *                a married couple or civil partners are assessed jointly (one band, widened by the second income
 *                up to INCOME_TAX_BAND_SECOND_INCOME_MAX_CENTS, and the couple's personal credit); anyone else alone
 *   USC        = for each person above USC_EXEMPT_UP_TO_CENTS: each band's rate on the income in the band
 *   PRSI       = for each person above PRSI_FREE_UP_TO_CENTS: the rate in force × the whole income
 * Each figure is rounded to the cent. A simplification: see the module of assumptions for what is left out.
 */
import {
  EARNED_INCOME_TAX_CREDIT_CENTS,
  INCOME_TAX_BAND_COUPLE_CENTS,
  INCOME_TAX_BAND_SECOND_INCOME_MAX_CENTS,
  INCOME_TAX_BAND_SINGLE_CENTS,
  INCOME_TAX_HIGHER_RATE,
  INCOME_TAX_STANDARD_RATE,
  PERSONAL_TAX_CREDIT_COUPLE_CENTS,
  PERSONAL_TAX_CREDIT_SINGLE_CENTS,
  PRSI_FREE_UP_TO_CENTS,
  PRSI_RATES,
  USC_BANDS,
  USC_EXEMPT_UP_TO_CENTS,
  inForce,
} from '../../src/planning-assumptions';
import { adults, partner, personIncome, sum, type Household } from './household';

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
}

const JOINT_STATUSES: readonly (string | null)[] = ['MARRIED', 'CIVIL_PARTNERSHIP'];

/** The employee or earned income credit of one earner: EARNED_INCOME_TAX_CREDIT_CENTS, at most the standard rate of their income. */
const earnedCredit = (incomeCents: number): number =>
  Math.min(EARNED_INCOME_TAX_CREDIT_CENTS, Math.round(incomeCents * INCOME_TAX_STANDARD_RATE));

/** Income tax on `incomeCents` with a standard rate band of `bandCents` and `creditsCents` of credits. */
function incomeTax(incomeCents: number, bandCents: number, creditsCents: number): number {
  const standard = Math.min(incomeCents, bandCents);
  const gross = Math.round(standard * INCOME_TAX_STANDARD_RATE + (incomeCents - standard) * INCOME_TAX_HIGHER_RATE);
  return Math.max(0, gross - creditsCents);
}

/** USC on one person's yearly income on the date `onIso`. */
export function usc(incomeCents: number, onIso: string): number {
  if (incomeCents <= USC_EXEMPT_UP_TO_CENTS) return 0;
  let from = 0;
  let charge = 0;
  for (const [upTo, rate] of inForce(USC_BANDS, onIso)) {
    const top = upTo ?? Infinity;
    if (incomeCents > from) charge += (Math.min(incomeCents, top) - from) * rate;
    from = top;
  }
  return Math.round(charge);
}

/** PRSI on one person's yearly income on the date `onIso`. */
export const prsi = (incomeCents: number, onIso: string): number =>
  incomeCents > PRSI_FREE_UP_TO_CENTS ? Math.round(incomeCents * inForce(PRSI_RATES, onIso)) : 0;

/** The household's tax for a year at the rates in force on `onIso`. */
export function taxBill(h: Household, onIso: string): TaxBill {
  const incomes = adults(h).map((person) => personIncome(h, person));
  const grossCents = sum(incomes);
  const joint = partner(h) !== null && JOINT_STATUSES.includes(h.factfind?.maritalStatus ?? null);
  const credits = (income: number) => (income > 0 ? earnedCredit(income) : 0);
  const incomeTaxCents = joint
    ? incomeTax(
        grossCents,
        INCOME_TAX_BAND_COUPLE_CENTS + Math.min(INCOME_TAX_BAND_SECOND_INCOME_MAX_CENTS, Math.min(...incomes)),
        PERSONAL_TAX_CREDIT_COUPLE_CENTS + sum(incomes.map(credits)),
      )
    : sum(
        incomes.map((income) =>
          incomeTax(income, INCOME_TAX_BAND_SINGLE_CENTS, PERSONAL_TAX_CREDIT_SINGLE_CENTS + credits(income)),
        ),
      );
  const uscCents = sum(incomes.map((income) => usc(income, onIso)));
  const prsiCents = sum(incomes.map((income) => prsi(income, onIso)));
  const totalCents = incomeTaxCents + uscCents + prsiCents;
  return { grossCents, incomeTaxCents, uscCents, prsiCents, totalCents, netCents: grossCents - totalCents, joint };
}
