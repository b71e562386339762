/** The triage reason in words: why an adviser sees the household before its plan is made. */
import { DEBT_REPAYMENT_TRIAGE_SHARE } from '../planning-assumptions';
import type { TriageReason } from '../planning/triage';
import { euro } from './words';

export const arrearsReason = (names: string[]) =>
  `Payments are behind on ${names.join(', ')}: an adviser will contact you before your plan is made.`;
export const repaymentsReason = (repayments: number, monthlyIncome: number) =>
  `Debt repayments of ${euro(repayments)} a month are more than ${Math.round(DEBT_REPAYMENT_TRIAGE_SHARE * 100)}% of your gross monthly income of ${euro(monthlyIncome)}: an adviser will go through your plan with you.`;
export const overspendingReason = (overCents: number) =>
  `Your outgoings, repayments, savings and premiums are ${euro(overCents)} a month more than your income after tax: an adviser will go through your budget with you, and MABS (mabs.ie) gives free, confidential help with debts.`;

export function triageText(reason: TriageReason): string {
  switch (reason.kind) {
    case 'ARREARS':
      return arrearsReason(reason.debts);
    case 'REPAYMENTS':
      return repaymentsReason(reason.repaymentsCents, reason.monthlyIncomeCents);
    case 'OVERSPENDING':
      return overspendingReason(reason.overCents);
  }
}
