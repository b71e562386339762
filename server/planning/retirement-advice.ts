/**
 * The retirement group's advice (recommendation-groups.ts): when the fund at retirement falls short
 * (retirement-summary.ts), the outlook (the income projected against the target, the pensions, each adult's State
 * pension and why it is counted so), and either the pension payment the budget funds or, with no years or no tax
 * relief left, an adviser. Figures and reasons only; server/plan-wording/retirement.ts words them.
 */
import {
  PRICE_INFLATION_RATE,
  STATE_PENSION_FULL_RECORD_YEARS,
  STATE_PENSION_MIN_RECORD_YEARS,
} from '../planning-assumptions';
import { shareOf, type AdviceDraft, type BudgetShare } from './advice';
import { NEED_KEYS, RECOMMENDATION_KEYS, type AllocationSummary } from './allocation';
import type { Household } from './household';
import { nameOfId } from './protection-advice';
import type { RetirementSummary, StatePension } from './retirement-summary';

/** One adult's State pension as the plan counts it, and why; `person` is how the plan names them. */
export type StatePensionLine = { person: string; from: string | null; annualCents: number } &
  /** Paid already: counted once, with the pensions in payment. */
  (
    | { basis: 'IN_PAYMENT' }
    /** No record given, out of work: not counted until a record is entered. */
    | { basis: 'NO_RECORD' }
    /** No record given, in work: the full rate. */
    | { basis: 'ASSUMED_FULL' }
    | {
        /** By the record counted: under the minimum (none), the full record, or part of it. */
        basis: 'TOO_SHORT' | 'FULL_RECORD' | 'PART_RECORD';
        recordYears: number;
        minRecordYears: number;
        fullRecordYears: number;
      }
  );

/** The pensions at retirement: the fund, the lump sum and the ARF's income. */
export interface FundAtRetirement {
  fundCents: number;
  /** Of it, from auto-enrolment. */
  autoEnrolmentCents: number;
  lumpSumCents: number;
  arfCents: number;
  /** The ARF's drawdown a year, whole percent. */
  drawdownPercent: number;
  incomeCents: number;
}

/** The household's income in retirement against its target, in today's euros. */
export interface RetirementOutlook {
  /** How much prices rise a year, whole percent (PRICE_INFLATION_RATE). */
  priceRisePercent: number;
  retirementAge: number;
  projectedIncomeCents: number;
  projectedIncomeNominalCents: number;
  targetIncomeCents: number;
  shortfallCents: number;
  /** The factfind's retirement age when it has passed while the user still works; else null. */
  passedRetirementAge: number | null;
  pensionsInPaymentCents: number;
  /** Null when there are no pensions at retirement. */
  fund: FundAtRetirement | null;
  statePensions: StatePensionLine[];
  /** What the fund must also pay until the State pensions start, and when the last starts; null when nothing. */
  bridge: { cents: number; lastStart: string } | null;
}

/** No payment can close the gap: no years are left to save, or tax relief has no room left. */
export interface AdviserAdvice {
  kind: 'ADVISER';
  outlook: RetirementOutlook;
  why: 'NO_YEARS_LEFT' | 'NO_RELIEF_ROOM';
}

/** A payment into a pension: its cost after tax relief is what the budget funds (`share`). */
export interface PensionAdvice {
  kind: 'PENSION';
  outlook: RetirementOutlook;
  share: BudgetShare;
  /** The payment a month the budget funds, before tax relief. */
  grossCents: number;
  /** The payment a month that closes the gap (within the relief limits), before tax relief. */
  neededGrossCents: number;
  monthsToRetirement: number;
  /** When the relief limits cap the payment: what would close the gap, and the most that gets relief; else null. */
  reliefCap: { closingCents: number; mostWithReliefCents: number } | null;
}

export type RetirementAdvice = AdviserAdvice | PensionAdvice;

/** The plan's pension payment a month: what it needs and what the budget funds, before (gross) and after tax relief (net). */
export interface PensionPayment {
  neededGrossCents: number;
  neededNetCents: number;
  /** What the budget allocates: the payment's cost after tax relief. */
  netCents: number;
  /** What goes into the pension for it. */
  grossCents: number;
}

function statePensionLine(p: StatePension, h: Household): StatePensionLine {
  const line = { person: nameOfId(h, p.personId), from: p.from, annualCents: p.annualCents };
  if (p.basis !== 'GIVEN') return { ...line, basis: p.basis };
  return {
    ...line,
    basis: p.share === 0 ? 'TOO_SHORT' : p.share === 1 ? 'FULL_RECORD' : 'PART_RECORD',
    recordYears: p.recordYears ?? 0,
    minRecordYears: STATE_PENSION_MIN_RECORD_YEARS,
    fullRecordYears: STATE_PENSION_FULL_RECORD_YEARS,
  };
}

const fundAtRetirement = (s: RetirementSummary): FundAtRetirement | null =>
  s.fundAtRetirementCents > 0
    ? {
        fundCents: s.fundAtRetirementCents,
        autoEnrolmentCents: s.autoEnrolmentFundCents,
        lumpSumCents: s.lumpSumCents,
        arfCents: s.arfCents,
        drawdownPercent: Math.round(s.drawdownRate * 100),
        incomeCents: s.ownPensionIncomeCents,
      }
    : null;

function outlookOf(s: RetirementSummary, h: Household): RetirementOutlook {
  const lastStart =
    s.statePensions
      .map((p) => p.from ?? '')
      .sort()
      .at(-1) ?? '';
  return {
    priceRisePercent: Math.round(PRICE_INFLATION_RATE * 100),
    retirementAge: s.retirementAge,
    projectedIncomeCents: s.projectedIncomeCents,
    projectedIncomeNominalCents: s.projectedIncomeNominalCents,
    targetIncomeCents: s.targetIncomeCents,
    shortfallCents: s.shortfallCents,
    passedRetirementAge: s.passedRetirementAge,
    pensionsInPaymentCents: s.pensionsInPaymentCents,
    fund: fundAtRetirement(s),
    statePensions: s.statePensions.map((p) => statePensionLine(p, h)),
    bridge: s.bridgeCents > 0 ? { cents: s.bridgeCents, lastStart } : null,
  };
}

/** The retirement group's recommendation: none when the fund is not short. */
export function retirementAdvice(
  s: RetirementSummary,
  payment: PensionPayment,
  h: Household,
  allocation: AllocationSummary,
): AdviceDraft<RetirementAdvice> | null {
  if (!s.short) return null;
  const outlook = outlookOf(s, h);
  if (s.monthlySavingCents === null) {
    const why = s.yearsToRetirement === 0 ? 'NO_YEARS_LEFT' : 'NO_RELIEF_ROOM';
    return { key: 'adviser', monthlyCents: null, advice: { kind: 'ADVISER', outlook, why } };
  }
  const share = shareOf(allocation, NEED_KEYS.pension, payment.neededNetCents);
  const closingCents = s.uncappedMonthlySavingCents ?? payment.neededGrossCents;
  return {
    key: RECOMMENDATION_KEYS.pension,
    monthlyCents: share.allocatedCents,
    advice: {
      kind: 'PENSION',
      outlook,
      share,
      grossCents: share.kind === 'IN_FULL' ? payment.neededGrossCents : payment.grossCents,
      neededGrossCents: payment.neededGrossCents,
      monthsToRetirement: s.monthsToRetirement,
      reliefCap:
        closingCents === s.monthlySavingCents ? null : { closingCents, mostWithReliefCents: s.monthlySavingCents },
    },
  };
}
