/**
 * Two plans side by side, as data: plan A (kept) and plan B (made since, with any answers changed). The rows
 * to show, each with both plans' values in the same words and format, the answers that differ marked, and
 * the difference in what each asks a month said in one sentence. Pure: PlanComparison.tsx shows it.
 */
import { fill } from '../host/fill';
import type { FormMessages } from '../host/messages';
import type { PlannerMessages } from './planner-messages';
import type { ComparisonTexts } from './comparison-messages';
import type { PlanAnswers } from './plan-call';
import type { MadePlan } from './use-plan-request';

/** One line of the comparison: its label, and each plan's value as shown. */
export interface ComparisonRow {
  /** What the row is (a key for the view and the tests). */
  name: string;
  label: string;
  a: string;
  b: string;
  /** An answer whose value differs between the plans (figures are not marked: they follow from the answers). */
  changed: boolean;
}

export interface Comparison {
  /** The difference in what each plan asks a month, in one sentence. */
  words: string;
  /** What each plan asks (the monthly saving first). */
  figures: ComparisonRow[];
  /** What each plan assumes: the answers. */
  answers: ComparisonRow[];
  /** No answer differs: the same plan asked for twice. */
  sameAnswers: boolean;
}

/** How values are written: the section's own formats (locale, currency symbol, the dates' messages). */
export interface ComparisonFormat {
  money: (euro: number, toTheCent?: boolean) => string;
  date: (iso: string) => string;
  percent: (value: number) => string;
}

export type ComparisonMessages = ComparisonTexts & PlannerMessages & Pick<FormMessages, 'yes' | 'no'>;

/**
 * A row: its label and how a plan's value reads. `used`: the row is shown only when a plan uses the answer or
 * figure (or the two differ); without it, always.
 */
interface RowRule {
  name: string;
  label: (t: ComparisonMessages, a: MadePlan, f: ComparisonFormat) => string;
  value: (made: MadePlan, f: ComparisonFormat, t: ComparisonMessages) => string;
  used?: (made: MadePlan) => boolean;
  /** Whether the plans' answers differ where their values may read the same (another child's course, say). */
  differs?: (a: MadePlan, b: MadePlan) => boolean;
}

const cents = (euro: number) => Math.round(euro * 100);
/** What a plan asks a month in its first year, in cents: nothing when its savings are enough by themselves. */
const monthlyCents = ({ plan }: MadePlan) => (plan.onTrack ? 0 : cents(plan.monthlySaving.float));
const rises = ({ plan }: MadePlan) => plan.contributionRisePercent > 0;

/** A monthly figure: "You're on track" when the plan asks nothing. */
const monthly = (made: MadePlan, euro: number, f: ComparisonFormat, t: ComparisonMessages) =>
  monthlyCents(made) === 0 ? t.onTrack : f.money(euro, true);

const FIGURES: RowRule[] = [
  {
    name: 'monthly',
    // With a rising saving, the first year's; the last is the next row.
    label: (t) => t.compareMonthly,
    value: (made, f, t) => monthly(made, made.plan.monthlySaving.float, f, t),
  },
  {
    name: 'finalMonthly',
    label: (t) => t.compareFinalMonthly,
    value: (made, f, t) => monthly(made, made.plan.finalMonthlySaving.float, f, t),
    used: rises,
  },
  { name: 'totalToPay', label: (t) => t.compareTotal, value: ({ plan }, f) => f.money(plan.totalToPay.float, true) },
  {
    name: 'target',
    // The first child's first day of college: the same in both plans (the calculator's answers).
    label: (t, { plan }, f) => fill(t.compareTarget, { date: f.date(plan.children[0].collegeCost.targetDate) }),
    value: ({ plan }, f) => f.money(plan.target.float, true),
  },
  {
    name: 'lumpSum',
    label: (t) => t.compareLumpSum,
    value: ({ plan }, f) => f.money(plan.lumpSumToday.float, true),
  },
  { name: 'lastPayment', label: (t) => t.compareLastPayment, value: ({ plan }, f) => f.date(plan.lastPaymentDate) },
  {
    name: 'covered',
    label: (t) => t.compareCovered,
    value: ({ plan }, f, t) =>
      plan.coverage ? fill(t.shareValue, { value: f.percent(plan.coverage.coveredPercent) }) : t.compareNotAsked,
    used: ({ plan }) => plan.coverage !== null,
  },
];

const ANSWERS: RowRule[] = [
  {
    name: 'children',
    label: (t) => t.compareChildren,
    value: ({ plan }) => plan.children.map((child) => child.collegeCost.ageOfChild).join(', '),
    used: ({ plan }) => plan.children.length > 1,
    differs: (a, b) => JSON.stringify(a.asked.otherChildren) !== JSON.stringify(b.asked.otherChildren),
  },
  {
    name: 'savedAlready',
    label: (t) => t.savedAlready,
    value: ({ plan }, f) => f.money(plan.savedAlready.float, true),
  },
  {
    name: 'yearlyReturn',
    label: (t) => t.yearlyReturn,
    value: ({ plan }, f, t) => fill(t.percent, { value: f.percent(plan.yearlyReturnPercent) }),
  },
  {
    name: 'risingCosts',
    label: (t) => t.risingCosts,
    value: ({ plan }, f, t) =>
      plan.risingCosts ? fill(t.percent, { value: f.percent(plan.risingCostsPercent) }) : t.notAllowed,
  },
  {
    name: 'monthlyAmount',
    label: (t) => t.compareSetAmount,
    value: ({ plan }, f, t) => (plan.coverage ? f.money(plan.coverage.monthlyAmount.float, true) : t.none),
    used: ({ plan }) => plan.coverage !== null,
  },
  {
    name: 'share',
    label: (t) => t.shareOfCosts,
    value: ({ plan }, f, t) => fill(t.shareValue, { value: f.percent(plan.sharePercent) }),
    used: ({ plan }) => plan.sharePercent !== 100,
  },
  {
    name: 'grants',
    label: (t) => t.grants,
    value: ({ plan }, f, t) =>
      plan.grantsPerYear.float ? fill(t.grantsValue, { amount: f.money(plan.grantsPerYear.float, true) }) : t.none,
    used: ({ plan }) => plan.grantsPerYear.float > 0,
  },
  {
    name: 'yearlyCosts',
    label: (t) => t.yearlyCosts,
    value: ({ plan }, f) =>
      f.money(plan.feesPerYear.float + plan.accommodationPerYear.float + plan.otherExpensesPerYear.float, true),
    used: ({ plan }) => plan.ownFigures.length > 0,
  },
  {
    name: 'savingRise',
    label: (t) => t.savingRise,
    value: ({ plan }, f, t) =>
      plan.contributionRisePercent ? fill(t.rising, { value: f.percent(plan.contributionRisePercent) }) : t.level,
    used: rises,
  },
  {
    name: 'saveThroughCollege',
    label: (t) => t.compareThroughCollege,
    value: ({ plan }, _f, t) => (plan.saveThroughCollege ? t.yes : t.no),
    used: ({ plan }) => plan.saveThroughCollege,
  },
  {
    name: 'firstPayment',
    label: (t) => t.compareFirstPayment,
    value: ({ plan }, f) => f.date(plan.firstPaymentDate),
    used: ({ asked }) => asked.firstPaymentDate !== null,
  },
];

/** The rows of these rules for the two plans; `marked`: the rules are answers, those that differ marked. */
function rowsOf(
  rules: RowRule[],
  a: MadePlan,
  b: MadePlan,
  f: ComparisonFormat,
  t: ComparisonMessages,
  marked: boolean,
): ComparisonRow[] {
  return rules.flatMap((rule) => {
    const [valueA, valueB] = [rule.value(a, f, t), rule.value(b, f, t)];
    const changed = valueA !== valueB || !!rule.differs?.(a, b);
    // An answer is shown when it differs too; a figure, such as the last saving of a rising one, only when used.
    if (rule.used && !rule.used(a) && !rule.used(b) && !(marked && changed)) return [];
    return [{ name: rule.name, label: rule.label(t, a, f), a: valueA, b: valueB, changed: marked && changed }];
  });
}

/** Whether two plans were asked for with the same answers (whatever order a link gave them in). */
const sameAnswers = (a: PlanAnswers, b: PlanAnswers): boolean =>
  (Object.keys({ ...a, ...b }) as (keyof PlanAnswers)[]).every(
    (name) => JSON.stringify(a[name]) === JSON.stringify(b[name]),
  );

/** The difference in what the plans ask a month (the first year's saving when it rises). */
export function differenceInWords(a: MadePlan, b: MadePlan, f: ComparisonFormat, t: ComparisonMessages): string {
  const [centsA, centsB] = [monthlyCents(a), monthlyCents(b)];
  const euro = (value: number) => f.money(value / 100);
  if (centsA === 0 && centsB === 0) return t.compareBothOnTrack;
  if (centsA === 0) return fill(t.compareOnTrackA, { b: euro(centsB) });
  if (centsB === 0) return fill(t.compareOnTrackB, { a: euro(centsA) });
  if (centsA === centsB) return fill(t.compareSame, { amount: euro(centsA) });
  const difference = Math.abs(centsB - centsA);
  return fill(centsB < centsA ? t.compareLess : t.compareMore, {
    difference: euro(difference),
    share: f.percent(Math.round((difference / centsA) * 1000) / 10),
    a: euro(centsA),
    b: euro(centsB),
  });
}

/** Plan A and plan B compared: the sentence, the figures' rows and the answers' rows (those that differ marked). */
export function comparePlans(a: MadePlan, b: MadePlan, f: ComparisonFormat, t: ComparisonMessages): Comparison {
  const answers = rowsOf(ANSWERS, a, b, f, t, true);
  const figures = rowsOf(FIGURES, a, b, f, t, false).map((row) =>
    // The first year's saving is called so when either plan's saving rises.
    row.name === 'monthly' && (rises(a) || rises(b)) ? { ...row, label: t.compareMonthlyFirstYear } : row,
  );
  return {
    words: differenceInWords(a, b, f, t),
    figures,
    answers,
    sameAnswers: sameAnswers(a.asked, b.asked),
  };
}
