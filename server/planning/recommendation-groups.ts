/**
 * The rules that turn the summaries into recommendation groups (docs/planning-model.md,
 * "Recommendations"). Every area gets a group with its summary; a group whose rule finds
 * something to do has recommendations and things to do. Groups with something to do come first,
 * in the order of RULE_ORDER (an emergency fund below EMERGENCY_FUND_MONTHS comes first), then the
 * others in the same order.
 */
import { formatMoney } from '../../src/money';
import { CODES, EMERGENCY_FUND_BUILD_MONTHS, EMERGENCY_FUND_MONTHS, LIFE_COVER_INCOME_YEARS } from '../../src/planning-assumptions';
import { money, type Money } from '../resolvers/views';
import { debtLabel, type DebtSummary, type Slice } from './debt-summary';
import type { EmergencyFundSummary } from './emergency-fund';
import type { HealthNote, HealthSummary } from './health-summary';
import { divideUp, isPension, personIncome, type Household, type PlanAsset, type PlanDebt, type PlanPolicy } from './household';
import { personName, type ProtectionScenario } from './protection-summary';
import type { RetirementSummary } from './retirement-summary';
import { isSaving, type GoalPlan, type SavingsSummary } from './savings-summary';

export type RecommendationType = 'EMERGENCY_FUND' | 'DEBT' | 'PROTECTION' | 'SAVINGS_INVESTING' | 'RETIREMENT' | 'HEALTH';
/** The order of the groups: those with something to do first, then the rest, each in this order. */
export const RULE_ORDER: readonly RecommendationType[] = ['EMERGENCY_FUND', 'DEBT', 'PROTECTION', 'SAVINGS_INVESTING', 'RETIREMENT', 'HEALTH'];

export interface Summaries {
  debt: DebtSummary;
  emergencyFund: EmergencyFundSummary;
  health: HealthSummary;
  protection: ProtectionScenario[];
  retirement: RetirementSummary;
  savings: SavingsSummary;
}

export interface RecommendationView {
  id: string;
  title: string;
  blocks: { __typename: 'MarkdownBlock'; markdown: string }[];
  cta: null;
}

export interface ProductSummaryView {
  name: string;
  productType: string | null;
  provider: null;
  value: Money | null;
}

export interface RecommendationGroupView {
  id: string;
  title: string;
  subtitle: string | null;
  recommendationType: RecommendationType;
  recommendations: RecommendationView[];
  summary: Record<string, unknown> & { __typename: string };
  thingsToDo: string[];
  relatedProducts: ProductSummaryView[];
  riskProfileQuestionnaireRequired: boolean;
}

export interface GroupContext {
  planId: string;
  household: Household;
  /** Whether the user has completed the risk questionnaire (issue 14 serves it); false until then. */
  riskProfileCompleted: boolean;
}

const euro = (cents: number): string => formatMoney(cents / 100);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthYear = (date: string): string => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
const markdown = (text: string) => [{ __typename: 'MarkdownBlock' as const, markdown: text }];
const slices = (breakdown: Slice[]) => breakdown.map((s) => ({ label: s.label, amount: money(s.amountCents), percentage: s.percentage }));

const assetProduct = (a: PlanAsset): ProductSummaryView => ({ name: a.name ?? a.productType ?? 'Asset', productType: a.productType, provider: null, value: money((a.balanceCents ?? 0) - (a.overdrawnByCents ?? 0)) });
const debtProduct = (d: PlanDebt): ProductSummaryView => ({ name: debtLabel(d), productType: d.productType, provider: null, value: money(d.balanceCents ?? 0) });
const policyProduct = (p: PlanPolicy): ProductSummaryView => ({ name: p.name ?? p.productType ?? 'Policy', productType: p.productType, provider: null, value: p.amountOfCoverCents === null ? null : money(p.amountOfCoverCents) });

interface Draft {
  title: string;
  subtitle: string | null;
  recommendations: { key: string; title: string; text: string }[];
  summary: RecommendationGroupView['summary'];
  thingsToDo: string[];
  relatedProducts: ProductSummaryView[];
  riskProfileQuestionnaireRequired: boolean;
}

function emergencyFundGroup(s: EmergencyFundSummary, h: Household): Draft {
  const short = s.currentCents < s.targetCents;
  const covered = s.monthsCovered === null ? 'No monthly outgoings to cover' : `${s.monthsCovered} ${s.monthsCovered === 1 ? 'month' : 'months'} of outgoings covered`;
  return {
    title: 'Emergency fund',
    subtitle: `${covered}; the aim is ${EMERGENCY_FUND_MONTHS}`,
    recommendations: short
      ? [{
          key: 'build',
          title: `Save ${euro(s.monthlySavingCents)} a month for ${EMERGENCY_FUND_BUILD_MONTHS} months`,
          text: `Your accessible savings of ${euro(s.currentCents)} are short of ${EMERGENCY_FUND_MONTHS} months of outgoings (${euro(s.targetCents)}). Saving ${euro(s.monthlySavingCents)} a month builds the fund in ${EMERGENCY_FUND_BUILD_MONTHS} months.`,
        }]
      : [],
    summary: { __typename: 'EmergencyFundSummary', target: money(s.targetCents), current: money(s.currentCents), progress: { percentage: s.percentage, monthsCovered: s.monthsCovered } },
    thingsToDo: short ? [`Move ${euro(s.monthlySavingCents)} a month into savings you can reach at once`] : [],
    relatedProducts: h.assets.filter((a) => a.accessible === true).map(assetProduct),
    riskProfileQuestionnaireRequired: false,
  };
}

/** What to do about a debt to clear: keep up its repayments, or, with none (0 or not entered), agree a plan to repay it. */
const debtToDo = (d: PlanDebt): string =>
  (d.monthlyRepaymentCents ?? 0) > 0
    ? `Keep up the repayments on ${debtLabel(d)} until it is cleared`
    : `Agree a repayment plan for ${debtLabel(d)} with the lender`;

function debtGroup(s: DebtSummary, h: Household): Draft {
  const clearIn = (d: PlanDebt): string => {
    const monthly = d.monthlyRepaymentCents ?? 0;
    const left = `${euro(d.balanceCents ?? 0)} is left`;
    return monthly > 0 ? `${left}; at ${euro(monthly)} a month it is cleared in ${divideUp(d.balanceCents ?? 0, monthly)} months.` : `${left} and no monthly repayment is entered.`;
  };
  return {
    title: 'Debt',
    subtitle: `${euro(s.totalDebtCents)} owed; ${euro(s.monthlyRepaymentsCents)} a month in repayments`,
    recommendations: [
      ...s.inArrears.map((d) => ({ key: `arrears-${d.id}`, title: `Get help with ${debtLabel(d)}`, text: `Payments on ${debtLabel(d)} are behind. Talk to the lender and to an adviser before anything else.` })),
      ...s.toClear.map((d) => ({ key: `clear-${d.id}`, title: `Clear ${debtLabel(d)}`, text: `${clearIn(d)} Clearing a loan usually saves more than savings earn.` })),
    ],
    summary: { __typename: 'DebtSummary', totalDebt: money(s.totalDebtCents), monthlyRepayments: money(s.monthlyRepaymentsCents), breakdown: slices(s.breakdown) },
    thingsToDo: [...s.inArrears.map((d) => `Contact the lender of ${debtLabel(d)} about the arrears`), ...s.toClear.map(debtToDo)],
    relatedProducts: h.debts.map(debtProduct),
    riskProfileQuestionnaireRequired: false,
  };
}

function protectionGroup(scenarios: ProtectionScenario[], h: Household): Draft {
  const short = scenarios.filter((s) => s.shortfallCents > 0);
  const nameOf = (s: ProtectionScenario) => {
    const person = h.persons.find((p) => p.id === s.personId);
    return person ? personName(person) : 'you';
  };
  const incomeOf = (s: ProtectionScenario) => {
    const person = h.persons.find((p) => p.id === s.personId);
    return person ? personIncome(h, person) : 0;
  };
  const advice = (s: ProtectionScenario) =>
    s.kind === 'LIFE'
      ? { title: `Add ${euro(s.shortfallCents)} of life cover for ${nameOf(s)}`, text: `An income of ${euro(incomeOf(s))} needs ${euro(s.neededCents)} of life cover (${LIFE_COVER_INCOME_YEARS} years of income); the policies give ${euro(s.coverCents)}.` }
      : { title: `Add income protection of ${euro(s.shortfallCents)} a year for ${nameOf(s)}`, text: `Income protection should pay ${euro(s.neededCents)} a year; the policies pay ${euro(s.coverCents)}.` };
  const covers: readonly string[] = [...CODES.lifeCover, ...CODES.incomeProtection];
  return {
    title: 'Protection',
    subtitle: short.length ? `${short.length} of ${scenarios.length} cover needs not met` : scenarios.length ? 'Your cover meets your needs' : 'No earned income to protect',
    recommendations: short.map((s) => ({ key: `${s.kind.toLowerCase()}-${s.personId}`, ...advice(s) })),
    summary: {
      __typename: 'ProtectionSummary',
      scenarios: scenarios.map((s) => ({ title: s.title, needed: money(s.neededCents), cover: money(s.coverCents), shortfall: money(s.shortfallCents) })),
    },
    thingsToDo: short.map((s) => `Get a quote for ${advice(s).title.replace(/^Add /, '')}`),
    relatedProducts: h.policies.filter((p) => p.coverType !== null && covers.includes(p.coverType)).map(policyProduct),
    riskProfileQuestionnaireRequired: false,
  };
}

function savingsGroup(s: SavingsSummary, h: Household, riskProfileCompleted: boolean): Draft {
  const saving = s.goals.filter((g): g is GoalPlan & { monthlySavingCents: number } => (g.monthlySavingCents ?? 0) > 0);
  const text = (g: GoalPlan & { monthlySavingCents: number }) =>
    `${euro(g.goal.valueToSaveCents)} by ${monthYear(g.goal.targetDate as string)}: ${euro(g.savedCents)} saved so far, ${euro(g.goal.valueToSaveCents - g.savedCents)} to go over ${g.monthsLeft} months.` +
    (g.invested ? ' Over five years or more, investing the saving can grow it faster.' : '');
  return {
    title: 'Savings and goals',
    subtitle: `${euro(s.totalSavingsCents)} saved; ${s.goals.length} ${s.goals.length === 1 ? 'goal' : 'goals'}`,
    recommendations: saving.map((g) => ({ key: `goal-${g.goal.id}`, title: `Save ${euro(g.monthlySavingCents)} a month for ${g.goal.name}`, text: text(g) })),
    summary: {
      __typename: 'SavingsInvestingSummary',
      totalSavings: money(s.totalSavingsCents),
      goals: s.goals.map((g) => ({ goalId: g.goal.id, name: g.goal.name, saved: money(g.savedCents), target: money(g.goal.valueToSaveCents), percentage: g.percentage })),
      breakdown: slices(s.breakdown),
    },
    thingsToDo: saving.map((g) => `Set up a standing order of ${euro(g.monthlySavingCents)} a month for ${g.goal.name}`),
    relatedProducts: h.assets.filter(isSaving).map(assetProduct),
    riskProfileQuestionnaireRequired: !riskProfileCompleted && saving.some((g) => g.invested),
  };
}

function retirementGroup(s: RetirementSummary, h: Household, riskProfileCompleted: boolean): Draft {
  const statePension = s.statePensionFromAge > s.retirementAge ? ` The State pension is paid from ${s.statePensionFromAge}, so it is not counted at ${s.retirementAge}.` : '';
  const recommendation =
    s.shortfallCents === 0
      ? null
      : s.monthlySavingCents === null
        ? { key: 'adviser', title: 'Talk to an adviser about your retirement income', text: `At ${s.retirementAge} your income is projected at ${euro(s.projectedIncomeCents)} a year, short of the ${euro(s.targetIncomeCents)} target, with no years left to save.${statePension}` }
        : { key: 'pension', title: `Pay ${euro(s.monthlySavingCents)} a month into a pension`, text: `At ${s.retirementAge} your income is projected at ${euro(s.projectedIncomeCents)} a year, ${euro(s.shortfallCents)} short of the ${euro(s.targetIncomeCents)} target. Paying ${euro(s.monthlySavingCents)} a month for ${s.yearsToRetirement} years closes the gap.${statePension}` };
  return {
    title: 'Retirement',
    subtitle: `At ${s.retirementAge}: ${euro(s.projectedIncomeCents)} a year projected; the target is ${euro(s.targetIncomeCents)}`,
    recommendations: recommendation ? [recommendation] : [],
    summary: { __typename: 'RetirementSummary', retirementAge: s.retirementAge, projectedIncome: money(s.projectedIncomeCents), targetIncome: money(s.targetIncomeCents), breakdown: slices(s.breakdown) },
    thingsToDo: recommendation ? [recommendation.title] : [],
    relatedProducts: h.assets.filter(isPension).map(assetProduct),
    riskProfileQuestionnaireRequired: !riskProfileCompleted && recommendation?.key === 'pension',
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
    recommendations: s.notes.map((note, index) => ({ key: `${note.kind.toLowerCase()}-${index + 1}`, title: HEALTH_TITLES[note.kind], text: note.text })),
    summary: { __typename: 'HealthSummary', hasHealthInsurance: s.hasHealthInsurance, smoker: s.smoker, notes: s.notes.map((note) => note.text) },
    thingsToDo: s.notes.map((note) => HEALTH_TITLES[note.kind]),
    relatedProducts: h.policies.filter((p) => p.productType === CODES.healthInsuranceProduct).map(policyProduct),
    riskProfileQuestionnaireRequired: false,
  };
}

export function recommendationGroups(summaries: Summaries, context: GroupContext): RecommendationGroupView[] {
  const h = context.household;
  const drafts: Record<RecommendationType, Draft> = {
    EMERGENCY_FUND: emergencyFundGroup(summaries.emergencyFund, h),
    DEBT: debtGroup(summaries.debt, h),
    PROTECTION: protectionGroup(summaries.protection, h),
    SAVINGS_INVESTING: savingsGroup(summaries.savings, h, context.riskProfileCompleted),
    RETIREMENT: retirementGroup(summaries.retirement, h, context.riskProfileCompleted),
    HEALTH: healthGroup(summaries.health, h),
  };
  const ordered = [...RULE_ORDER].sort((a, b) => Number(drafts[b].recommendations.length > 0) - Number(drafts[a].recommendations.length > 0));
  return ordered.map((type) => {
    const { recommendations, ...draft } = drafts[type];
    const id = `${context.planId}/${type}`;
    return {
      id,
      recommendationType: type,
      ...draft,
      recommendations: recommendations.map((r) => ({ id: `${id}/${r.key}`, title: r.title, blocks: markdown(r.text), cta: null })),
    };
  });
}
