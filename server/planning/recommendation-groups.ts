/**
 * The rules that turn the summaries into recommendation groups (docs/planning-model.md,
 * "Recommendations"). Every area gets a group with its summary; a group whose rule finds
 * something to do has recommendations and things to do. Groups with something to do come first,
 * in the order of RULE_ORDER (an emergency fund below EMERGENCY_FUND_MONTHS comes first), then the
 * others in the same order.
 *
 * Every amount a recommendation states is also one of its `figures` (a name, a label and the amount), and a
 * recommendation that asks for a monthly saving carries it as `monthlyAmount`: what the plan allocates to it within
 * the disposable income (allocation.ts), never more.
 *
 * Plain values only (cents, text): the API's shapes (Money, MarkdownBlock, the summaries' types) are
 * made by server/resolvers/plan-views.ts.
 */
import type { FigureName, RecommendationType } from '../../schema/generated/schema';
import { formatMoney } from '../../src/money';
import {
  CHILD_INDEPENDENCE_AGE,
  CHILDCARE_UNTIL_AGE,
  CODES,
  DEBT_OVERPAY_MONTHS,
  EMERGENCY_FUND_BUILD_MONTHS,
  EMERGENCY_FUND_MONTHS,
  PRICE_INFLATION_RATE,
  STATE_PENSION_AGE,
  STATE_PENSION_FULL_RECORD_YEARS,
} from '../planning-assumptions';
import { allocationOf, NEED_KEYS, RECOMMENDATION_KEYS, type AllocationSummary } from './allocation';
import type { Budget } from './budget';
import { debtLabel, type DebtSummary, type DebtToClear, type Slice } from './debt-summary';
import type { EmergencyFundSummary } from './emergency-fund';
import type { HealthNote, HealthSummary } from './health-summary';
import {
  addMonths,
  divideUp,
  earnedIncome,
  isPension,
  owns,
  percentOf,
  type Household,
  type PlanAsset,
  type PlanDebt,
  type PlanPolicy,
} from './household';
import {
  isMortgageProtection,
  personName,
  policyLives,
  type IncomeNeed,
  type LifeNeed,
  type ProtectionScenario,
} from './protection-summary';
import type { RetirementSummary, StatePension } from './retirement-summary';
import { isSaving, type GoalPlan, type SavingsSummary } from './savings-summary';

/** The schema's enums: what a group is about, and what an amount in a recommendation is. */
export type { FigureName, RecommendationType };
/** The order of the groups: those with something to do first, then the rest, each in this order. */
export const RULE_ORDER: readonly RecommendationType[] = [
  'EMERGENCY_FUND',
  'DEBT',
  'PROTECTION',
  'SAVINGS_INVESTING',
  'RETIREMENT',
  'HEALTH',
];

/** The plan's pension payment a month: what it needs and what the budget funds, before (gross) and after tax relief (net). */
export interface PensionPayment {
  neededGrossCents: number;
  neededNetCents: number;
  /** What the budget allocates: the payment's cost after tax relief. */
  netCents: number;
  /** What goes into the pension for it. */
  grossCents: number;
}

export interface Summaries {
  budget: Budget;
  allocation: AllocationSummary;
  pensionPayment: PensionPayment;
  /** The auto-enrolment contributions (employee, employer, State) in month m after today (1 for the first), in today's euros. */
  autoEnrolmentStream: (month: number) => number;
  /** How much more the employees pay into auto-enrolment in month m than the budget counts (its rates rise to 2035). */
  autoEnrolmentRise: (month: number) => number;
  debt: DebtSummary;
  emergencyFund: EmergencyFundSummary;
  health: HealthSummary;
  protection: ProtectionScenario[];
  retirement: RetirementSummary;
  savings: SavingsSummary;
}

export interface Figure {
  name: FigureName;
  label: string;
  cents: number;
}

export interface Recommendation {
  id: string;
  title: string;
  /** Its text, in Markdown. */
  markdown: string;
  /** The monthly saving it asks for (what the plan allocates); null when it asks for none. */
  monthlyCents: number | null;
  figures: Figure[];
}

/** A product of the household's that a group is about, and its value (null when not entered). */
export interface ProductSummary {
  name: string;
  productType: string | null;
  valueCents: number | null;
}

/** What a group's summary shows, by the group's type. */
export type GroupSummary =
  | {
      type: 'EMERGENCY_FUND';
      targetCents: number;
      currentCents: number;
      percentage: number;
      monthsCovered: number | null;
    }
  | { type: 'DEBT'; totalDebtCents: number; monthlyRepaymentsCents: number; breakdown: Slice[] }
  | {
      type: 'PROTECTION';
      scenarios: {
        title: string;
        neededCents: number;
        coverCents: number;
        shortfallCents: number;
        /** What a death's need is made of; null for income protection and the mortgage. */
        breakdown: Slice[] | null;
      }[];
    }
  | {
      type: 'SAVINGS_INVESTING';
      totalSavingsCents: number;
      goals: {
        goalId: string;
        name: string;
        savedCents: number;
        targetCents: number;
        percentage: number;
        monthlyNeededCents: number | null;
        monthlyAllocationCents: number | null;
      }[];
      breakdown: Slice[];
    }
  | {
      type: 'RETIREMENT';
      retirementAge: number;
      projectedIncomeCents: number;
      projectedIncomeNominalCents: number;
      targetIncomeCents: number;
      fundAtRetirementCents: number;
      lumpSumCents: number;
      breakdown: Slice[];
    }
  | { type: 'HEALTH'; hasHealthInsurance: boolean; smoker: boolean | null; notes: string[] };

export interface RecommendationGroup {
  id: string;
  title: string;
  subtitle: string | null;
  recommendationType: RecommendationType;
  recommendations: Recommendation[];
  summary: GroupSummary;
  thingsToDo: string[];
  relatedProducts: ProductSummary[];
  riskProfileQuestionnaireRequired: boolean;
}

export interface GroupContext {
  planId: string;
  household: Household;
  todayIso: string;
  /** Whether the user has completed the risk questionnaire (a selected or calculated risk profile). */
  riskProfileCompleted: boolean;
}

export const euro = (cents: number): string => formatMoney(cents / 100);
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const monthYear = (date: string): string => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
const percent = (rate: number): string => `${rate.toLocaleString('en-IE', { maximumFractionDigits: 2 })} %`;
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const possessive = (name: string): string =>
  name === 'you' ? 'your' : name === 'your partner' ? "your partner's" : `${name}'s`;
/** How the plan names the household's person `id` ('you' when it has none such). */
const nameOfId = (h: Household, id: string): string => {
  const person = h.persons.find((p) => p.id === id);
  return person ? personName(person) : 'you';
};

const assetProduct = (a: PlanAsset): ProductSummary => ({
  name: a.name ?? a.productType ?? 'Asset',
  productType: a.productType,
  valueCents: (a.balanceCents ?? 0) - (a.overdrawnByCents ?? 0),
});
const debtProduct = (d: PlanDebt): ProductSummary => ({
  name: debtLabel(d),
  productType: d.productType,
  valueCents: d.balanceCents ?? 0,
});
const policyProduct = (p: PlanPolicy): ProductSummary => ({
  name: p.name ?? p.productType ?? 'Policy',
  productType: p.productType,
  valueCents: p.amountOfCoverCents,
});

interface DraftRecommendation {
  key: string;
  title: string;
  text: string;
  /** The monthly saving it asks for (what the plan allocates); null when it asks for none. */
  monthlyCents: number | null;
  figures: Figure[];
}

interface Draft {
  title: string;
  subtitle: string | null;
  recommendations: DraftRecommendation[];
  summary: GroupSummary;
  thingsToDo: string[];
  relatedProducts: ProductSummary[];
  riskProfileQuestionnaireRequired: boolean;
}

const figure = (name: FigureName, label: string, cents: number): Figure => ({ name, label, cents });

/** The need `key` and what the plan allocates to it: all of it when the plan has no such need (nothing to limit). */
function funded(
  allocation: AllocationSummary,
  key: string,
  neededCents: number,
): { neededCents: number; allocatedCents: number } {
  const item = allocationOf(allocation, key);
  return { neededCents, allocatedCents: item ? item.allocatedCents : neededCents };
}

/** Why the budget leaves less than a saving needs, in words. */
const budgetLeaves = (allocatedCents: number, first: boolean): string =>
  allocatedCents > 0
    ? `your budget leaves ${euro(allocatedCents)} a month for it${first ? '' : ' after the priorities before it'}`
    : `your budget has nothing left for it${first ? '' : ' after the priorities before it'}`;

function emergencyFundGroup(
  s: EmergencyFundSummary,
  h: Household,
  budget: Budget,
  allocation: AllocationSummary,
): Draft {
  const short = s.currentCents < s.targetCents;
  const covered =
    s.monthsCovered === null
      ? 'No monthly outgoings to cover'
      : `${s.monthsCovered} ${s.monthsCovered === 1 ? 'month' : 'months'} of outgoings covered`;
  const { allocatedCents: x, neededCents: needed } = funded(allocation, NEED_KEYS.emergencyFund, s.monthlySavingCents);
  const gap = s.targetCents - s.currentCents;
  const opening = `Your accessible savings of ${euro(s.currentCents)} are short of ${EMERGENCY_FUND_MONTHS} months of outgoings (${euro(s.targetCents)}).`;
  const base = [
    figure('CURRENT', 'Accessible savings', s.currentCents),
    figure('TARGET', 'Emergency fund to hold', s.targetCents),
    figure('MONTHLY_SAVING', 'Monthly saving', x),
  ];
  const recommendation = (): DraftRecommendation => {
    if (x === needed) {
      return {
        key: RECOMMENDATION_KEYS.emergencyFund,
        title: `Save ${euro(x)} a month for ${EMERGENCY_FUND_BUILD_MONTHS} months`,
        text: `${opening} Saving ${euro(x)} a month builds the fund in ${EMERGENCY_FUND_BUILD_MONTHS} months.`,
        monthlyCents: x,
        figures: base,
      };
    }
    const need = figure(
      'MONTHLY_NEEDED',
      `Monthly saving to build it in ${EMERGENCY_FUND_BUILD_MONTHS} months`,
      needed,
    );
    if (x > 0) {
      return {
        key: RECOMMENDATION_KEYS.emergencyFund,
        title: `Save ${euro(x)} a month towards your emergency fund`,
        text: `${opening} Building it in ${EMERGENCY_FUND_BUILD_MONTHS} months needs ${euro(needed)} a month; ${budgetLeaves(x, true)}, which builds it in ${divideUp(gap, x)} months.`,
        monthlyCents: x,
        figures: [...base, need],
      };
    }
    const over = budget.disposableCents < 0;
    return {
      key: RECOMMENDATION_KEYS.emergencyFund,
      title: 'Make room in your budget for an emergency fund',
      text:
        `${opening} Building it in ${EMERGENCY_FUND_BUILD_MONTHS} months needs ${euro(needed)} a month, and ` +
        (over
          ? `your outgoings, repayments, savings and premiums are ${euro(-budget.disposableCents)} a month more than your income after tax.`
          : 'your income after tax leaves nothing once your outgoings, repayments, savings and premiums are paid.') +
        (over
          ? ' MABS, the free and confidential Money Advice and Budgeting Service (mabs.ie, 0818 07 2000), can help you draw up a budget and talk to your lenders.'
          : ' Start with what you can, even a little a month.'),
      monthlyCents: 0,
      figures: [
        ...base,
        need,
        ...(over ? [figure('DISPOSABLE_INCOME', 'Spent beyond income a month', -budget.disposableCents)] : []),
      ],
    };
  };
  const built = short ? recommendation() : null;
  return {
    title: 'Emergency fund',
    subtitle: `${covered}; the aim is ${EMERGENCY_FUND_MONTHS}`,
    recommendations: built ? [built] : [],
    summary: {
      type: 'EMERGENCY_FUND',
      targetCents: s.targetCents,
      currentCents: s.currentCents,
      percentage: s.percentage,
      monthsCovered: s.monthsCovered,
    },
    thingsToDo: !built
      ? []
      : x > 0
        ? [`Move ${euro(x)} a month into savings you can reach at once`]
        : ['Look at your outgoings for money to start an emergency fund'],
    relatedProducts: h.assets.filter((a) => a.accessible === true).map(assetProduct),
    riskProfileQuestionnaireRequired: false,
  };
}

/** What to do about a debt to clear: keep up its repayments, or, with none (0 or not entered), agree a plan to repay it. */
const debtToDo = (d: PlanDebt): string =>
  (d.monthlyRepaymentCents ?? 0) > 0
    ? `Keep up the repayments on ${debtLabel(d)} until it is cleared`
    : `Agree a repayment plan for ${debtLabel(d)} with the lender`;

function clearRecommendation(
  row: DebtToClear,
  index: number,
  all: readonly DebtToClear[],
  todayIso: string,
  overpay: { neededCents: number; allocatedCents: number } | null,
): DraftRecommendation {
  const d = row.debt;
  const label = debtLabel(d);
  const balance = d.balanceCents ?? 0;
  const repayment = d.monthlyRepaymentCents ?? 0;
  const many = all.length > 1;
  const title = !many ? `Clear ${label}` : index === 0 ? `Clear ${label} first` : `Then clear ${label}`;
  const previous = index > 0 ? all[index - 1].debt : null;
  const anyRate = all.some((row) => row.debt.interestRate !== null);
  const order =
    d.interestRate === null
      ? `${many && anyRate ? ' It comes after the debts with a rate entered.' : ''} No interest rate is entered: add it so the plan can order your debts (it counts no interest on this one until then).`
      : !many
        ? ''
        : index === 0
          ? ' It comes first: it has the highest interest rate, so each euro paid off it saves the most.'
          : ` It comes after ${debtLabel(previous as PlanDebt)} because its rate is ${previous?.interestRate === d.interestRate ? 'the same and its balance larger' : 'lower'}.`;
  const extra = overpay?.allocatedCents ?? 0;
  const own =
    extra > 0
      ? `At ${euro(repayment)} a month and ${euro(extra)} more${many ? ', and the repayments of the others as they are cleared' : ''}`
      : repayment > 0
        ? `At ${euro(repayment)} a month${many ? ', and the repayments of the others as they are cleared' : ''}`
        : 'With no repayment of its own, by the repayments of the others once they are cleared';
  const rateText = d.interestRate === null ? '' : percent(d.interestRate);
  const overpayText = !overpay
    ? ''
    : extra === overpay.neededCents
      ? ` At ${rateText} it costs more than savings earn, so the plan puts ${euro(extra)} a month more on it before any goal: enough to clear it within ${DEBT_OVERPAY_MONTHS} months. Once it is cleared, that money goes on to the next debt.`
      : extra > 0
        ? ` At ${rateText} it costs more than savings earn, so the plan puts ${euro(extra)} a month more on it before any goal, what your budget leaves (${euro(overpay.neededCents)} more would clear it within ${DEBT_OVERPAY_MONTHS} months).`
        : ` At ${rateText} it costs more than savings earn: once your budget allows, pay extra off it before saving for goals (${euro(overpay.neededCents)} a month more would clear it within ${DEBT_OVERPAY_MONTHS} months).`;
  const outcome =
    row.clearedInMonths !== null
      ? ` ${own}, it is cleared in ${row.clearedInMonths} ${row.clearedInMonths === 1 ? 'month' : 'months'}, by ${monthYear(addMonths(todayIso, row.clearedInMonths))}, with ${euro(row.interestCents)} of interest.`
      : repayment > 0
        ? ` At ${euro(repayment)} a month it is never cleared: the repayment does not cover the interest. Talk to the lender about a repayment plan.`
        : ' No monthly repayment is entered, so it is never cleared: agree a repayment plan with the lender.';
  const rate = d.interestRate === null ? '' : ` at ${percent(d.interestRate)} a year`;
  return {
    key: RECOMMENDATION_KEYS.debt(d.id),
    title,
    text: `${label}: ${euro(balance)} left${rate}.${outcome}${order}${overpayText || ' Clearing a loan usually saves more than savings earn.'}`,
    monthlyCents: overpay ? extra : null,
    figures: [
      ...(overpay
        ? [
            figure('MONTHLY_SAVING', `${label} overpayment a month`, extra),
            ...(extra === overpay.neededCents
              ? []
              : [
                  figure(
                    'MONTHLY_NEEDED',
                    `${label} overpayment to clear it within ${DEBT_OVERPAY_MONTHS} months`,
                    overpay.neededCents,
                  ),
                ]),
          ]
        : []),
      figure('BALANCE', `${label} balance`, balance),
      ...(repayment > 0 ? [figure('MONTHLY_REPAYMENT', `${label} monthly repayment`, repayment)] : []),
      ...(row.clearedInMonths !== null
        ? [figure('INTEREST', `${label} interest until cleared`, row.interestCents)]
        : []),
    ],
  };
}

function debtGroup(s: DebtSummary, h: Household, todayIso: string, allocation: AllocationSummary): Draft {
  const arrears = (d: PlanDebt): DraftRecommendation => {
    const owed = d.arrearsCents ?? 0;
    return {
      key: `arrears-${d.id}`,
      title: `Get help with ${debtLabel(d)}`,
      text: `Payments on ${debtLabel(d)} are behind${owed > 0 ? ` (${euro(owed)} in arrears)` : ''}. Talk to the lender and to an adviser before anything else.`,
      monthlyCents: null,
      figures: owed > 0 ? [figure('ARREARS', `${debtLabel(d)} arrears`, owed)] : [],
    };
  };
  return {
    title: 'Debt',
    subtitle: `${euro(s.totalDebtCents)} owed; ${euro(s.monthlyRepaymentsCents)} a month in repayments`,
    recommendations: [
      ...s.inArrears.map(arrears),
      ...s.toClear.map((row, index, all) => {
        const overpay = allocationOf(allocation, NEED_KEYS.debt(row.debt.id));
        return clearRecommendation(row, index, all, todayIso, overpay);
      }),
    ],
    summary: {
      type: 'DEBT',
      totalDebtCents: s.totalDebtCents,
      monthlyRepaymentsCents: s.monthlyRepaymentsCents,
      breakdown: s.breakdown,
    },
    thingsToDo: [
      ...s.inArrears.map((d) => `Contact the lender of ${debtLabel(d)} about the arrears`),
      ...s.toClear.map((row) => debtToDo(row.debt)),
      ...s.toClear
        .filter((row) => row.debt.interestRate === null)
        .map((row) => `Add the interest rate of ${debtLabel(row.debt)}`),
    ],
    relatedProducts: h.debts.map(debtProduct),
    riskProfileQuestionnaireRequired: false,
  };
}

/** How long an income gap lasts, in words: 'for 17 years, until the youngest child is 23'. */
function gapYearsText(life: LifeNeed, survivorName: string | null): string {
  const years = `${life.gapYears} ${life.gapYears === 1 ? 'year' : 'years'}`;
  return life.untilChildIndependent
    ? `${years}, until the youngest child is ${CHILD_INDEPENDENCE_AGE}`
    : `${years}, until ${survivorName ?? 'the survivor'} ${survivorName === 'you' ? 'are' : 'is'} ${STATE_PENSION_AGE}`;
}

/** What a LIFE scenario's need is made of, as slices of it (the parts that are not 0). */
export function lifeNeedSlices(s: ProtectionScenario): Slice[] | null {
  if (!s.life) return null;
  const parts: [string, number][] = [
    ['Debts to clear', s.life.debtsCents],
    [`Income for ${s.life.gapYears} ${s.life.gapYears === 1 ? 'year' : 'years'}`, s.life.incomeGapCents],
    ['Childcare', s.life.childcareCents],
  ];
  return parts
    .filter(([, cents]) => cents > 0)
    .map(([label, amountCents]) => ({ label, amountCents, percentage: percentOf(amountCents, s.neededCents) }));
}

function lifeAdvice(s: ProtectionScenario, life: LifeNeed, h: Household): DraftRecommendation {
  const name = nameOfId(h, s.personId);
  const survivor = life.survivorId ? nameOfId(h, life.survivorId) : null;
  const person = h.persons.find((p) => p.id === s.personId);
  const joint = h.policies.some(
    (p) =>
      p.coverType !== null &&
      (CODES.lifeCover as readonly string[]).includes(p.coverType) &&
      person !== undefined &&
      owns(person, p.ownerIds) &&
      policyLives(p) === 'JOINT_FIRST_DEATH',
  );
  const figures: Figure[] = [
    figure('SHORTFALL', 'Cover to add', s.shortfallCents),
    figure('COVER_NEEDED', 'Life cover needed', s.neededCents),
    figure('COVER', 'Cover in place', s.coverCents),
  ];
  const parts: string[] = [];
  if (life.debtsCents > 0) {
    parts.push(`${euro(life.debtsCents)} to clear the debts it would leave`);
    figures.push(figure('BALANCE', 'Debts to clear', life.debtsCents));
  }
  if (life.incomeGapCents > 0) {
    parts.push(
      `${euro(life.incomeGapCents)} of income: ${euro(life.yearlyGapCents)} a year for ${gapYearsText(life, survivor)}`,
    );
    figures.push(
      figure('INCOME_GAP', 'Income to replace', life.incomeGapCents),
      figure('INCOME_GAP', 'Income to replace a year', life.yearlyGapCents),
    );
  }
  if (life.childcareCents > 0) {
    parts.push(`${euro(life.childcareCents)} of childcare until each child is ${CHILDCARE_UNTIL_AGE}`);
    figures.push(figure('CHILDCARE', 'Childcare', life.childcareCents));
  }
  const pension = life.survivorsPensionCents;
  if (pension > 0) figures.push(figure('STATE_BENEFIT', "The State's survivor's pension a year", pension));
  const withPension = pension > 0 ? `, with the State's survivor's pension of ${euro(pension)} a year,` : '';
  const income =
    survivor === null
      ? `No adult would be left to earn: the children would need what the household spends for ${gapYearsText(life, null)}.`
      : life.yearlyGapCents > 0
        ? `${capitalised(possessive(survivor))} own income after tax${withPension} would fall short of what the household needs (three quarters of its outgoings, and the rent).`
        : `${capitalised(possessive(survivor))} own income after tax${withPension} would meet what the household needs (three quarters of its outgoings, and the rent): no income to replace.`;
  return {
    key: `life-${s.personId}`,
    title: `Add ${euro(s.shortfallCents)} of life cover for ${name}`,
    text: [
      `If ${name} died, the household would need ${euro(s.neededCents)}: ${parts.join('; ')}.`,
      income,
      `The policies that pay on ${possessive(name)} death give ${euro(s.coverCents)}.`,
      ...(joint
        ? [
            'A joint-life policy pays once, on the first death: it counts in full for each of its owners, and leaves the survivor with no cover of their own.',
          ]
        : []),
      ...(h.policies.some(isMortgageProtection)
        ? ['Mortgage protection clears the mortgage first: only what it does not cover is a debt here.']
        : []),
    ].join(' '),
    monthlyCents: null,
    figures,
  };
}

function incomeAdvice(s: ProtectionScenario, income: IncomeNeed, h: Household): DraftRecommendation {
  const name = nameOfId(h, s.personId);
  const person = h.persons.find((p) => p.id === s.personId);
  const earned = person ? earnedIncome(h, person) : 0;
  const benefit = income.illnessBenefitCents;
  const figures: Figure[] = [
    figure('SHORTFALL', 'Cover to add', s.shortfallCents),
    figure('COVER_NEEDED', 'Income protection needed a year', s.neededCents),
    figure('COVER', 'Cover in place', s.coverCents),
    figure('INCOME', 'Yearly earnings', earned),
    figure('COVER_NEEDED', 'Three quarters of earnings', income.shareCents),
  ];
  if (benefit > 0) figures.push(figure('STATE_BENEFIT', "The State's Illness Benefit a year", benefit));
  const state =
    benefit > 0
      ? `less the ${euro(benefit)} a year the State's Illness Benefit would pay (insurers cap the benefit at about three quarters of earnings less State benefits)`
      : 'with no Illness Benefit to count on (self-employed PRSI does not give it)';
  return {
    key: `income-${s.personId}`,
    title: `Add income protection of ${euro(s.shortfallCents)} a year for ${name}`,
    text: `Income protection should pay ${euro(s.neededCents)} a year: three quarters of ${possessive(name)} earnings of ${euro(earned)} (${euro(income.shareCents)}) ${state}. The policies pay ${euro(s.coverCents)}.`,
    monthlyCents: null,
    figures,
  };
}

function protectionGroup(scenarios: ProtectionScenario[], h: Household): Draft {
  const short = scenarios.filter((s) => s.shortfallCents > 0);
  const advice = (s: ProtectionScenario): DraftRecommendation => {
    if (s.life) return lifeAdvice(s, s.life, h);
    if (s.income) return incomeAdvice(s, s.income, h);
    const name = nameOfId(h, s.personId);
    return {
      key: `${s.kind.toLowerCase()}-${s.personId}`,
      title: `Add ${euro(s.shortfallCents)} of mortgage protection for ${name}`,
      text: `${capitalised(possessive(name))} death would leave ${euro(s.neededCents)} of mortgage to pay; mortgage protection covers ${euro(s.coverCents)}. Lenders require it on a home loan: check the policy matches the mortgage.`,
      monthlyCents: null,
      figures: [
        figure('SHORTFALL', 'Cover to add', s.shortfallCents),
        figure('COVER_NEEDED', 'Mortgage left to pay', s.neededCents),
        figure('COVER', 'Cover in place', s.coverCents),
      ],
    };
  };
  const covers: readonly string[] = [...CODES.lifeCover, ...CODES.incomeProtection];
  return {
    title: 'Protection',
    subtitle: short.length
      ? `${short.length} of ${scenarios.length} cover needs not met`
      : scenarios.length
        ? 'Your cover meets your needs'
        : 'No earned income to protect',
    recommendations: short.map(advice),
    summary: {
      type: 'PROTECTION',
      scenarios: scenarios.map((s) => ({
        title: s.title,
        neededCents: s.neededCents,
        coverCents: s.coverCents,
        shortfallCents: s.shortfallCents,
        breakdown: lifeNeedSlices(s),
      })),
    },
    thingsToDo: short.map((s) => `Get a quote for ${advice(s).title.replace(/^Add /, '')}`),
    relatedProducts: h.policies
      .filter((p) => isMortgageProtection(p) || (p.coverType !== null && covers.includes(p.coverType)))
      .map(policyProduct),
    riskProfileQuestionnaireRequired: false,
  };
}

function savingsGroup(
  s: SavingsSummary,
  h: Household,
  allocation: AllocationSummary,
  riskProfileCompleted: boolean,
): Draft {
  const saving = s.goals.filter(
    (g): g is GoalPlan & { monthlySavingCents: number; monthsLeft: number } => (g.monthlySavingCents ?? 0) > 0,
  );
  const advice = (g: GoalPlan & { monthlySavingCents: number; monthsLeft: number }): DraftRecommendation => {
    const goal = g.goal;
    const date = monthYear(goal.targetDate as string);
    const { allocatedCents: x, neededCents: needed } = funded(
      allocation,
      NEED_KEYS.goal(goal.id),
      g.monthlySavingCents,
    );
    const toGo = goal.valueToSaveCents - g.savedCents;
    const opening = `${euro(goal.valueToSaveCents)} by ${date}: ${euro(g.savedCents)} saved so far, ${euro(toGo)} to go over ${g.monthsLeft} months.`;
    const invested = g.invested ? ' Over five years or more, investing the saving can grow it faster.' : '';
    const figures = [
      figure('TARGET', goal.name, goal.valueToSaveCents),
      figure('SAVED', 'Saved so far', g.savedCents),
      figure('TO_GO', 'Still to save', toGo),
      figure('MONTHLY_SAVING', 'Monthly saving', x),
    ];
    if (x === needed)
      return {
        key: RECOMMENDATION_KEYS.goal(goal.id),
        title: `Save ${euro(x)} a month for ${goal.name}`,
        text: opening + invested,
        monthlyCents: x,
        figures,
      };
    const first = allocationOf(allocation, NEED_KEYS.goal(goal.id))?.rank === 1;
    const reached = g.savedCents + x * g.monthsLeft;
    return {
      key: RECOMMENDATION_KEYS.goal(goal.id),
      title: x > 0 ? `Save ${euro(x)} a month for ${goal.name}` : `Find room in your budget for ${goal.name}`,
      text:
        `${opening} It needs ${euro(needed)} a month; ${budgetLeaves(x, first)}` +
        (x > 0
          ? `: by ${date} you would have at least ${euro(reached)} (more as the savings before it finish).`
          : '.') +
        ' A later date, a smaller amount or a higher rank in your goals would bring it within reach.' +
        invested,
      monthlyCents: x,
      figures: [
        ...figures,
        figure('MONTHLY_NEEDED', 'Monthly saving needed', needed),
        ...(x > 0 ? [figure('BY_TARGET_DATE', `Saved by ${date}`, reached)] : []),
      ],
    };
  };
  const drafts = saving.map(advice);
  return {
    title: 'Savings and goals',
    subtitle: `${euro(s.totalSavingsCents)} saved; ${s.goals.length} ${s.goals.length === 1 ? 'goal' : 'goals'}`,
    recommendations: drafts,
    summary: {
      type: 'SAVINGS_INVESTING',
      totalSavingsCents: s.totalSavingsCents,
      goals: s.goals.map((g) => {
        const allocated = allocationOf(allocation, NEED_KEYS.goal(g.goal.id));
        return {
          goalId: g.goal.id,
          name: g.goal.name,
          savedCents: g.savedCents,
          targetCents: g.goal.valueToSaveCents,
          percentage: g.percentage,
          monthlyNeededCents: g.monthlySavingCents,
          monthlyAllocationCents:
            g.monthlySavingCents === null ? null : allocated ? allocated.allocatedCents : g.monthlySavingCents,
        };
      }),
      breakdown: s.breakdown,
    },
    thingsToDo: drafts.map((d, i) =>
      (d.monthlyCents ?? 0) > 0
        ? `Set up a standing order of ${euro(d.monthlyCents ?? 0)} a month for ${saving[i].goal.name}`
        : `Review ${saving[i].goal.name}: its date, its amount or its rank`,
    ),
    relatedProducts: h.assets.filter(isSaving).map(assetProduct),
    riskProfileQuestionnaireRequired: !riskProfileCompleted && saving.some((g) => g.invested),
  };
}

/** One adult's State pension in words, and its figure. */
function statePensionLine(p: StatePension, h: Household): { text: string; figure: Figure | null } {
  const name = nameOfId(h, p.personId);
  const whose = capitalised(possessive(name));
  const from = p.from ? ` from ${monthYear(p.from)}` : '';
  if (p.basis === 'IN_PAYMENT') {
    return {
      text: `${whose} State pension is paid already: it is counted once, with the pensions being paid (enter it as an income of kind STATE_PENSION).`,
      figure: null,
    };
  }
  if (p.basis === 'NO_RECORD') {
    return {
      text: `${whose} State pension is not counted: enter ${possessive(name)} years of PRSI contributions and credits (HomeCaring periods included) to count it.`,
      figure: null,
    };
  }
  const basis =
    p.basis === 'ASSUMED_FULL'
      ? 'the full rate, assuming a full contribution record (check it on MyWelfare.ie)'
      : p.share === 0
        ? `none: ${p.recordYears} ${p.recordYears === 1 ? 'year' : 'years'} of contributions is fewer than the 10 needed`
        : p.share === 1
          ? `the full rate: ${p.recordYears} years of contributions by then, of the ${STATE_PENSION_FULL_RECORD_YEARS} it needs`
          : `at least this: ${p.recordYears} of the ${STATE_PENSION_FULL_RECORD_YEARS} years of contributions the full rate needs`;
  return {
    text: `${whose} State pension${from}: ${euro(p.annualCents)} a year, ${basis}.`,
    figure: figure('STATE_PENSION', `${whose} State pension a year`, p.annualCents),
  };
}

function retirementGroup(
  s: RetirementSummary,
  payment: PensionPayment,
  h: Household,
  allocation: AllocationSummary,
  riskProfileCompleted: boolean,
): Draft {
  const lines = s.statePensions.map((p) => statePensionLine(p, h));
  const stateText = lines.map((l) => ` ${l.text}`).join('');
  const stateFigures = lines.flatMap((l) => (l.figure ? [l.figure] : []));
  const lastStart =
    s.statePensions
      .map((p) => p.from ?? '')
      .sort()
      .at(-1) ?? '';
  const bridge =
    s.bridgeCents > 0
      ? ` Until the State pensions start (the last in ${monthYear(lastStart)}), the fund must also make up the ${euro(s.bridgeCents)} they do not yet pay.`
      : '';
  const passed =
    s.passedRetirementAge === null
      ? ''
      : ` Your retirement age of ${s.passedRetirementAge} has passed while you still work, so the plan counts to ${s.retirementAge}: change it in the factfind if you plan otherwise.`;
  const inPayment =
    s.pensionsInPaymentCents > 0
      ? ` Pensions already being paid, ${euro(s.pensionsInPaymentCents)} a year, go on and are counted.`
      : '';
  const fund =
    s.fundAtRetirementCents > 0
      ? ` Your pensions are projected at ${euro(s.fundAtRetirementCents)} at retirement${s.autoEnrolmentFundCents > 0 ? ` (${euro(s.autoEnrolmentFundCents)} of it from auto-enrolment)` : ''}: a tax-free lump sum of ${euro(s.lumpSumCents)}, and ${euro(s.arfCents)} in an Approved Retirement Fund paying ${Math.round(s.drawdownRate * 100)} % a year, ${euro(s.ownPensionIncomeCents)}.`
      : '';
  const opening =
    `In today's euros (prices rising ${Math.round(PRICE_INFLATION_RATE * 100)} % a year), at ${s.retirementAge} your income is projected at ${euro(s.projectedIncomeCents)} a year once the State pension is paid (${euro(s.projectedIncomeNominalCents)} in euros of then)` +
    (s.shortfallCents > 0
      ? `, ${euro(s.shortfallCents)} short of the ${euro(s.targetIncomeCents)} target.`
      : `, against a target of ${euro(s.targetIncomeCents)}.`) +
    passed +
    inPayment +
    fund;
  const figures = [
    figure('PROJECTED_INCOME', "Projected income a year, in today's euros", s.projectedIncomeCents),
    figure(
      'PROJECTED_INCOME_NOMINAL',
      'Projected income a year, in euros of the retirement year',
      s.projectedIncomeNominalCents,
    ),
    figure('TARGET_INCOME', "Target income a year, in today's euros", s.targetIncomeCents),
    ...(s.shortfallCents > 0 ? [figure('SHORTFALL', "Income short a year, in today's euros", s.shortfallCents)] : []),
    ...(s.fundAtRetirementCents > 0
      ? [
          figure('FUND_AT_RETIREMENT', "Pensions at retirement, in today's euros", s.fundAtRetirementCents),
          ...(s.autoEnrolmentFundCents > 0
            ? [figure('AUTO_ENROLMENT_FUND', 'Of which from auto-enrolment', s.autoEnrolmentFundCents)]
            : []),
          figure('LUMP_SUM', 'Tax-free lump sum', s.lumpSumCents),
          figure('ARF', 'Approved Retirement Fund', s.arfCents),
          figure('ARF_INCOME', 'Approved Retirement Fund income a year', s.ownPensionIncomeCents),
        ]
      : []),
    ...(s.pensionsInPaymentCents > 0
      ? [figure('PENSIONS_IN_PAYMENT', 'Pensions being paid a year', s.pensionsInPaymentCents)]
      : []),
    ...stateFigures,
    ...(s.bridgeCents > 0 ? [figure('BRIDGE', 'Bridge until the State pension', s.bridgeCents)] : []),
  ];
  const relief =
    " Pension payments get income tax relief at 20 % or 40 % (your highest rate), within age-related limits; not relief from USC or PRSI. The payment is in today's euros: raise it each year with prices.";
  const recommendation = (): DraftRecommendation | null => {
    if (!s.short) return null;
    if (s.monthlySavingCents === null) {
      const why =
        s.yearsToRetirement === 0
          ? ' There are no years left to save.'
          : ' Tax relief on pension payments is limited to a share of earnings, and there is no room left in it: an adviser can look at other ways to close the gap.';
      return {
        key: 'adviser',
        title: 'Talk to an adviser about your retirement income',
        text: `${opening}${why}${stateText}${bridge}`,
        monthlyCents: null,
        figures,
      };
    }
    const { allocatedCents: x, neededCents: needed } = funded(allocation, NEED_KEYS.pension, payment.neededNetCents);
    const gross = x === needed ? payment.neededGrossCents : payment.grossCents;
    const full = s.uncappedMonthlySavingCents ?? payment.neededGrossCents;
    const cost = gross === x ? '' : ` It costs ${euro(x)} a month after tax relief.`;
    const closes =
      full === s.monthlySavingCents
        ? `Paying ${euro(payment.neededGrossCents)} a month for ${s.monthsToRetirement} months closes the gap.`
        : `Closing the gap would take ${euro(full)} a month for ${s.monthsToRetirement} months, more than tax relief allows: with what is already paid in, ${euro(s.monthlySavingCents)} a month is the most that gets relief (a share of earnings by age, 15 % under 30 up to 40 % from 60). Retiring later or saving elsewhere would close the rest.`;
    const limited =
      x === needed ? '' : ` ${capitalised(budgetLeaves(x, allocationOf(allocation, NEED_KEYS.pension)?.rank === 1))}.`;
    return {
      key: RECOMMENDATION_KEYS.pension,
      title:
        x === needed
          ? `Pay ${euro(gross)} a month into a pension`
          : x > 0
            ? `Pay ${euro(gross)} a month into a pension for now`
            : 'Find room in your budget for your pension',
      text: `${opening}${stateText}${bridge} ${closes}${limited}${cost}${relief}`,
      monthlyCents: x,
      figures: [
        ...figures,
        ...(x > 0 ? [figure('PENSION_PAYMENT', 'Monthly payment into the pension', gross)] : []),
        figure('MONTHLY_SAVING', 'Monthly cost after tax relief', x),
        ...(x === needed
          ? []
          : [
              figure('MONTHLY_NEEDED', 'Monthly cost needed after tax relief', needed),
              figure('PENSION_PAYMENT_NEEDED', 'Monthly payment needed into the pension', payment.neededGrossCents),
            ]),
        ...(full === s.monthlySavingCents
          ? []
          : [figure('MONTHLY_TO_CLOSE_GAP', 'Monthly payment that would close the gap', full)]),
      ],
    };
  };
  const built = recommendation();
  return {
    title: 'Retirement',
    subtitle: `At ${s.retirementAge}: ${euro(s.projectedIncomeCents)} a year projected; the target is ${euro(s.targetIncomeCents)}`,
    recommendations: built ? [built] : [],
    summary: {
      type: 'RETIREMENT',
      retirementAge: s.retirementAge,
      projectedIncomeCents: s.projectedIncomeCents,
      projectedIncomeNominalCents: s.projectedIncomeNominalCents,
      targetIncomeCents: s.targetIncomeCents,
      fundAtRetirementCents: s.fundAtRetirementCents,
      lumpSumCents: s.lumpSumCents,
      breakdown: s.breakdown,
    },
    thingsToDo: built
      ? [
          built.title,
          ...s.statePensions
            .filter((p) => p.basis !== 'GIVEN')
            .map((p) => `Check ${possessive(nameOfId(h, p.personId))} State pension record on MyWelfare.ie`),
        ]
      : [],
    relatedProducts: h.assets.filter(isPension).map(assetProduct),
    riskProfileQuestionnaireRequired:
      !riskProfileCompleted && built?.key === RECOMMENDATION_KEYS.pension && (built.monthlyCents ?? 0) > 0,
  };
}

export const HEALTH_TITLES: Record<HealthNote['kind'], string> = {
  INSURANCE: 'Consider health insurance',
  SMOKER: 'Smoking and the price of cover',
  STATUS: 'Tell insurers about your health',
};

function healthGroup(s: HealthSummary, h: Household): Draft {
  return {
    title: 'Health',
    subtitle: s.hasHealthInsurance ? 'Health insurance in place' : 'No health insurance',
    recommendations: s.notes.map((note, index) => ({
      key: `${note.kind.toLowerCase()}-${index + 1}`,
      title: HEALTH_TITLES[note.kind],
      text: note.text,
      monthlyCents: null,
      figures: [],
    })),
    summary: {
      type: 'HEALTH',
      hasHealthInsurance: s.hasHealthInsurance,
      smoker: s.smoker,
      notes: s.notes.map((note) => note.text),
    },
    thingsToDo: s.notes.map((note) => HEALTH_TITLES[note.kind]),
    relatedProducts: h.policies.filter((p) => p.productType === CODES.healthInsuranceProduct).map(policyProduct),
    riskProfileQuestionnaireRequired: false,
  };
}

export function recommendationGroups(summaries: Summaries, context: GroupContext): RecommendationGroup[] {
  const h = context.household;
  const { allocation } = summaries;
  const drafts: Record<RecommendationType, Draft> = {
    EMERGENCY_FUND: emergencyFundGroup(summaries.emergencyFund, h, summaries.budget, allocation),
    DEBT: debtGroup(summaries.debt, h, context.todayIso, allocation),
    PROTECTION: protectionGroup(summaries.protection, h),
    SAVINGS_INVESTING: savingsGroup(summaries.savings, h, allocation, context.riskProfileCompleted),
    RETIREMENT: retirementGroup(
      summaries.retirement,
      summaries.pensionPayment,
      h,
      allocation,
      context.riskProfileCompleted,
    ),
    HEALTH: healthGroup(summaries.health, h),
  };
  const ordered = [...RULE_ORDER].sort(
    (a, b) => Number(drafts[b].recommendations.length > 0) - Number(drafts[a].recommendations.length > 0),
  );
  return ordered.map((type) => {
    const { recommendations, ...draft } = drafts[type];
    const id = `${context.planId}/${type}`;
    return {
      id,
      recommendationType: type,
      ...draft,
      recommendations: recommendations.map((r) => ({
        id: `${id}/${r.key}`,
        title: r.title,
        markdown: r.text,
        monthlyCents: r.monthlyCents,
        figures: r.figures,
      })),
    };
  });
}
