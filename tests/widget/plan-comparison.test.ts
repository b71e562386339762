/**
 * Two plans compared, as data (plan-comparison.ts): the sentence for each case, the rows shown and their values
 * in the section's formats, and only the answers that differ marked.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/money';
import { formatDate } from '../../src/widget/host/dates';
import { FORM_MESSAGES } from '../../src/widget/host/messages';
import { PLANNER_MESSAGES } from '../../src/widget/planner/planner-messages';
import { COMPARISON_MESSAGES } from '../../src/widget/planner/comparison-messages';
import { DEFAULT_PLAN_ANSWERS, type PlanAnswers } from '../../src/widget/planner/plan-call';
import { comparePlans, differenceInWords, type ComparisonRow } from '../../src/widget/planner/plan-comparison';
import type { MadePlan } from '../../src/widget/planner/use-plan-request';
import { gaMessages } from '../../examples/messages-ga.js';
import { madePlan } from './savings-plan-fixture';

const t = { ...FORM_MESSAGES, ...PLANNER_MESSAGES, ...COMPARISON_MESSAGES };
const format = {
  money: (euro: number, toTheCent?: boolean) => formatMoney(euro, '€', 'en-IE', toTheCent),
  date: (iso: string) => formatDate(iso, t, 'long'),
  percent: (value: number) => new Intl.NumberFormat('en-IE', { maximumFractionDigits: 2 }).format(value),
};
const words = (a: MadePlan, b: MadePlan) => differenceInWords(a, b, format, t);
/** The rows as [label, plan A, plan B, changed]. */
const table = (rows: ComparisonRow[]) => rows.map((row) => [row.label, row.a, row.b, row.changed]);
const asked = (answers: Partial<PlanAnswers>): PlanAnswers => ({ ...DEFAULT_PLAN_ANSWERS, ...answers });

describe('the difference in words', () => {
  it.each([
    [
      'B asks less',
      { monthly: 564.6 },
      { monthly: 465.97 },
      'Plan B asks €98.63 a month less than plan A (17.5% less): €465.97 against €564.60.',
    ],
    [
      'B asks more',
      { monthly: 465.97 },
      { monthly: 564.6 },
      'Plan B asks €98.63 a month more than plan A (21.2% more): €564.60 against €465.97.',
    ],
    ['the same', { monthly: 412.5 }, { monthly: 412.5 }, 'Both plans ask the same each month: €412.50.'],
    [
      'whole amounts keep no cents',
      { monthly: 600 },
      { monthly: 450 },
      'Plan B asks €150 a month less than plan A (25% less): €450 against €600.',
    ],
    [
      'both on track',
      { onTrack: true },
      { onTrack: true },
      'Both plans are on track: neither asks you to save each month.',
    ],
    [
      'B on track',
      { monthly: 120.4 },
      { onTrack: true },
      'Plan B is on track with no monthly saving; plan A asks €120.40 a month.',
    ],
    [
      'A on track',
      { onTrack: true },
      { monthly: 75 },
      'Plan A is on track with no monthly saving; plan B asks €75 a month.',
    ],
    // Cents are compared, not floats: 0.1 + 0.2 is not 0.3.
    [
      'a float sum the same to the cent',
      { monthly: 0.1 + 0.2 },
      { monthly: 0.3 },
      'Both plans ask the same each month: €0.30.',
    ],
  ] as const)('%s', (_case, a, b, expected) => {
    expect(words(madePlan(a), madePlan(b))).toBe(expected);
  });

  it('is said in the messages given (Irish)', () => {
    const ga = { ...t, ...gaMessages };
    expect(differenceInWords(madePlan({ monthly: 564.6 }), madePlan({ monthly: 465.97 }), format, ga)).toBe(
      'Iarrann plean B €98.63 sa mhí níos lú ná plean A (17.5% níos lú): €465.97 in aghaidh €564.60.',
    );
  });
});

describe('the rows', () => {
  it('of two plans with a different return: the figures, the three first answers, only the return marked', () => {
    const a = madePlan({ monthly: 541.11, yearlyReturnPercent: 0 });
    const b = madePlan({
      monthly: 412.5,
      yearlyReturnPercent: 3.5,
      target: 65125.85,
      lumpSum: 44000.01,
      asked: asked({ yearlyReturnPercent: 3.5 }),
    });
    const comparison = comparePlans(a, b, format, t);
    expect(table(comparison.figures)).toEqual([
      ['Monthly saving', '€541.11', '€412.50', false],
      ['College costs in all', '€68,524.00', '€68,524.00', false],
      ['Needed by 1 September 2035', '€68,524.00', '€65,125.85', false],
      ['Or a lump sum today', '€50,000.00', '€44,000.01', false],
      ['Saving until', '1 September 2035', '1 September 2035', false],
    ]);
    expect(table(comparison.answers)).toEqual([
      ['Saved already', '€2,500.00', '€2,500.00', false],
      ['Yearly return', '0% a year', '3.5% a year', true],
      ['Rising costs', 'Not included', 'Not included', false],
    ]);
    expect(comparison.sameAnswers).toBe(false);
  });

  it('adds the rows of the answers either plan uses, marking those that differ', () => {
    const a = madePlan({
      monthly: 300,
      final: 300,
      asked: asked({ sharePercent: 80, firstPaymentDate: '2026-03-15' }),
      sharePercent: 80,
      firstPaymentDate: '2026-03-15',
    });
    const b = madePlan({
      monthly: 250,
      final: 304.32,
      contributionRisePercent: 2,
      sharePercent: 80,
      grants: 1200,
      ownFees: 4000,
      risingCostsPercent: 3,
      saveThroughCollege: true,
      lastPaymentDate: '2038-09-01',
      coverage: { monthlyAmount: 200, coveredPercent: 78 },
      otherChildAges: [7],
      asked: asked({ sharePercent: 80, otherChildren: [{ ...CHILD, ageOfChild: 7 }] }),
    });
    const comparison = comparePlans(a, b, format, t);
    expect(table(comparison.figures)).toEqual([
      // Either plan's saving rises: the first year's, then the last.
      ['Monthly saving in the first year', '€300.00', '€250.00', false],
      ['Last monthly saving', '€300.00', '€304.32', false],
      ['College costs in all', '€68,524.00', '€68,524.00', false],
      ['Needed by 1 September 2035', '€68,524.00', '€68,524.00', false],
      ['Or a lump sum today', '€50,000.00', '€50,000.00', false],
      ['Saving until', '1 September 2035', '1 September 2038', false],
      ['Share of the costs your set amount covers', 'Not asked', '78%', false],
    ]);
    expect(table(comparison.answers)).toEqual([
      ["Children's ages", '10', '10, 7', true],
      ['Saved already', '€2,500.00', '€2,500.00', false],
      ['Yearly return', '0% a year', '0% a year', false],
      ['Rising costs', 'Not included', '3% a year', true],
      ['A set amount each month', 'None', '€200.00', true],
      // Both 80 %: shown (a plan uses it), not marked.
      ['Share of costs you cover', '80%', '80%', false],
      ['Grants and scholarships', 'None', '€1,200.00 a year', true],
      ['College costs a year', '€17,131.00', '€17,931.00', true],
      ['Your monthly saving', 'The same each month', 'Rising 2% a year', true],
      ['Saving through college', 'No', 'Yes', true],
      ['First monthly saving', '15 March 2026', '1 February 2026', true],
    ]);
  });

  it("marks the children's row when another child's answers differ, though the ages read the same", () => {
    const a = madePlan({ otherChildAges: [7], asked: asked({ otherChildren: [{ ...CHILD, ageOfChild: 7 }] }) });
    const b = madePlan({
      otherChildAges: [7],
      asked: asked({ otherChildren: [{ ...CHILD, ageOfChild: 7, accommodation: 'STUDENT' }] }),
    });
    expect(table(comparePlans(a, b, format, t).answers)[0]).toEqual(["Children's ages", '10, 7', '10, 7', true]);
  });

  it('says when the same answers were asked twice, whatever their order', () => {
    const answers = asked({ savedAlready: 2500, yearlyReturnPercent: 3.5 });
    const reordered = Object.fromEntries(Object.entries(answers).reverse()) as unknown as PlanAnswers;
    const comparison = comparePlans(madePlan({ asked: answers }), madePlan({ asked: reordered }), format, t);
    expect(comparison.sameAnswers).toBe(true);
    expect(comparison.answers.some((row) => row.changed)).toBe(false);
  });

  it("shows 'You're on track' for a plan that asks nothing a month", () => {
    const comparison = comparePlans(madePlan({ monthly: 200 }), madePlan({ onTrack: true }), format, t);
    expect(table(comparison.figures)[0]).toEqual(['Monthly saving', '€200.00', "You're on track", false]);
  });
});

const CHILD = {
  ageOfChild: 7,
  courseDuration: 4,
  freeFees: true,
  accommodation: 'RENTED',
  costsInclude: ['fees', 'accommodation', 'otherExpenses'],
} as unknown as PlanAnswers['otherChildren'][number];
