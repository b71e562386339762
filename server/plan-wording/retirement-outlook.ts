/** The retirement outlook in words: income projected against the target, the pensions, and each adult's State pension. */
import type { RetirementOutlook, StatePensionLine } from '../planning/retirement-advice';
import { capitalised, count, euro, figure, monthYear, possessive, type Figure } from './words';

/** Why a projected State pension is counted as it is, after its amount. */
function statePensionBasis(p: Exclude<StatePensionLine, { basis: 'IN_PAYMENT' | 'NO_RECORD' }>): string {
  switch (p.basis) {
    case 'ASSUMED_FULL':
      return 'the full rate, assuming a full contribution record (check it on MyWelfare.ie)';
    case 'TOO_SHORT':
      return `none: ${count(p.recordYears, 'year', 'years')} of contributions is fewer than the ${p.minRecordYears} needed`;
    case 'FULL_RECORD':
      return `the full rate: ${p.recordYears} years of contributions by then, of the ${p.fullRecordYears} it needs`;
    case 'PART_RECORD':
      return `at least this: ${p.recordYears} of the ${p.fullRecordYears} years of contributions the full rate needs`;
  }
}

/** One adult's State pension in words, and its figure (none when it is not projected). */
export function statePensionLine(p: StatePensionLine): { text: string; figure: Figure | null } {
  const whose = capitalised(possessive(p.person));
  if (p.basis === 'IN_PAYMENT')
    return {
      text: `${whose} State pension is paid already: it is counted once, with the pensions being paid (enter it as an income of kind STATE_PENSION).`,
      figure: null,
    };
  if (p.basis === 'NO_RECORD')
    return {
      text: `${whose} State pension is not counted: enter ${possessive(p.person)} years of PRSI contributions and credits (HomeCaring periods included) to count it.`,
      figure: null,
    };
  const from = p.from ? ` from ${monthYear(p.from)}` : '';
  return {
    text: `${whose} State pension${from}: ${euro(p.annualCents)} a year, ${statePensionBasis(p)}.`,
    figure: figure('STATE_PENSION', `${whose} State pension a year`, p.annualCents),
  };
}

/** The State pensions, each a sentence after a space; and the bridge the fund must pay until they start. */
export function statePensionsText(o: RetirementOutlook): string {
  const lines = o.statePensions.map((p) => ` ${statePensionLine(p).text}`).join('');
  const bridge = o.bridge
    ? ` Until the State pensions start (the last in ${monthYear(o.bridge.lastStart)}), the fund must also make up the ${euro(o.bridge.cents)} they do not yet pay.`
    : '';
  return lines + bridge;
}

/** The pensions at retirement: the fund, the lump sum and the ARF's income ('' without a fund). */
function fundText(o: RetirementOutlook): string {
  const f = o.fund;
  if (!f) return '';
  const autoEnrolment = f.autoEnrolmentCents > 0 ? ` (${euro(f.autoEnrolmentCents)} of it from auto-enrolment)` : '';
  return ` Your pensions are projected at ${euro(f.fundCents)} at retirement${autoEnrolment}: a tax-free lump sum of ${euro(f.lumpSumCents)}, and ${euro(f.arfCents)} in an Approved Retirement Fund paying ${f.drawdownPercent} % a year, ${euro(f.incomeCents)}.`;
}

/** The outlook's opening: the income projected against the target, a retirement age passed, pensions in payment, the fund. */
export function outlookText(o: RetirementOutlook): string {
  const against =
    o.shortfallCents > 0
      ? `, ${euro(o.shortfallCents)} short of the ${euro(o.targetIncomeCents)} target.`
      : `, against a target of ${euro(o.targetIncomeCents)}.`;
  const passed =
    o.passedRetirementAge === null
      ? ''
      : ` Your retirement age of ${o.passedRetirementAge} has passed while you still work, so the plan counts to ${o.retirementAge}: change it in the factfind if you plan otherwise.`;
  const inPayment =
    o.pensionsInPaymentCents > 0
      ? ` Pensions already being paid, ${euro(o.pensionsInPaymentCents)} a year, go on and are counted.`
      : '';
  return (
    `In today's euros (prices rising ${o.priceRisePercent} % a year), at ${o.retirementAge} your income is projected at ${euro(o.projectedIncomeCents)} a year once the State pension is paid (${euro(o.projectedIncomeNominalCents)} in euros of then)` +
    against +
    passed +
    inPayment +
    fundText(o)
  );
}

const fundFigures = (o: RetirementOutlook): Figure[] =>
  o.fund
    ? [
        figure('FUND_AT_RETIREMENT', "Pensions at retirement, in today's euros", o.fund.fundCents),
        ...(o.fund.autoEnrolmentCents > 0
          ? [figure('AUTO_ENROLMENT_FUND', 'Of which from auto-enrolment', o.fund.autoEnrolmentCents)]
          : []),
        figure('LUMP_SUM', 'Tax-free lump sum', o.fund.lumpSumCents),
        figure('ARF', 'Approved Retirement Fund', o.fund.arfCents),
        figure('ARF_INCOME', 'Approved Retirement Fund income a year', o.fund.incomeCents),
      ]
    : [];

/** Every amount the outlook states, as figures. */
export const outlookFigures = (o: RetirementOutlook): Figure[] => [
  figure('PROJECTED_INCOME', "Projected income a year, in today's euros", o.projectedIncomeCents),
  figure(
    'PROJECTED_INCOME_NOMINAL',
    'Projected income a year, in euros of the retirement year',
    o.projectedIncomeNominalCents,
  ),
  figure('TARGET_INCOME', "Target income a year, in today's euros", o.targetIncomeCents),
  ...(o.shortfallCents > 0 ? [figure('SHORTFALL', "Income short a year, in today's euros", o.shortfallCents)] : []),
  ...fundFigures(o),
  ...(o.pensionsInPaymentCents > 0
    ? [figure('PENSIONS_IN_PAYMENT', 'Pensions being paid a year', o.pensionsInPaymentCents)]
    : []),
  ...o.statePensions.flatMap((p) => statePensionLine(p).figure ?? []),
  ...(o.bridge ? [figure('BRIDGE', 'Bridge until the State pension', o.bridge.cents)] : []),
];
