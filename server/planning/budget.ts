/**
 * The household's month (docs/planning-model.md, "Affordability"): gross income, the tax on it, and what is already
 * spoken for; what is left is the disposable income, the most the plan ever asks the household to put aside.
 *   net         = gross − income tax − USC − PRSI (income-tax.ts), a month: each yearly figure ÷ 12, to the cent
 *   outgoings   = the factfind's monthly outgoings + the home's cost (rent or mortgage, counted once)
 *   repayments  = the monthly repayments of every debt other than a mortgage (a mortgage is in the home's cost)
 *   savings     = what is already paid into assets a month (savings, investments and pensions: it goes on)
 *   premiums    = the policies' premiums a month
 *   auto-enrolment = the adults' own contributions to MyFutureFund this month (auto-enrolment.ts; none before
 *                 1 January 2026), paid from net pay: no tax relief on them
 *   disposable  = net − outgoings − repayments − savings − premiums − auto-enrolment (below 0 when the household spends
 *                 more than it keeps)
 */
import { PAYMENTS_PER_YEAR } from '../planning-assumptions';
import { autoEnrolmentMonth } from './auto-enrolment';
import { isMortgage, monthlyOutgoings, sum, yearlyPayment, type Household } from './household';
import { taxBill, type TaxBill } from './income-tax';

export interface Budget {
  grossMonthlyCents: number;
  taxMonthlyCents: number;
  netMonthlyCents: number;
  outgoingsCents: number;
  debtRepaymentsCents: number;
  regularSavingsCents: number;
  premiumsCents: number;
  /** The adults' own auto-enrolment contributions this month (the employer's and the State's are not the household's). */
  autoEnrolmentCents: number;
  disposableCents: number;
  /** The year's tax bill the monthly figures come from. */
  tax: TaxBill;
}

const monthly = (yearlyCents: number): number => Math.round(yearlyCents / 12);

export function summariseBudget(h: Household, todayIso: string): Budget {
  const tax = taxBill(h, todayIso);
  const grossMonthlyCents = monthly(tax.grossCents);
  const netMonthlyCents = monthly(tax.netCents);
  const outgoingsCents = monthlyOutgoings(h);
  const debtRepaymentsCents = sum(h.debts.filter((d) => !isMortgage(d)).map((d) => d.monthlyRepaymentCents ?? 0));
  const regularSavingsCents = monthly(sum(h.assets.map(yearlyPayment)));
  const premiumsCents = monthly(
    sum(
      h.policies.map((p) => (p.premiumCents ?? 0) * (p.paymentFrequency ? PAYMENTS_PER_YEAR[p.paymentFrequency] : 0)),
    ),
  );
  const autoEnrolmentCents = autoEnrolmentMonth(h, todayIso, 0).employeeCents;
  return {
    grossMonthlyCents,
    taxMonthlyCents: grossMonthlyCents - netMonthlyCents,
    netMonthlyCents,
    outgoingsCents,
    debtRepaymentsCents,
    regularSavingsCents,
    premiumsCents,
    autoEnrolmentCents,
    disposableCents:
      netMonthlyCents - outgoingsCents - debtRepaymentsCents - regularSavingsCents - premiumsCents - autoEnrolmentCents,
    tax,
  };
}
