/**
 * What the plan's view draws and writes, from the API's plan: the chart's layout (chart-layout.ts), the plan's
 * facts, summary, bars and children's strips (plan-result-rows.ts), and the section's formats (plan-formats.ts).
 */
import { describe, expect, it } from 'vitest';
import { HEIGHT, axisStep, chartScale, estimatedEm, leftFor, rangeBand } from '../../src/widget/planner/chart-layout';
import {
  chartBars,
  chartSpans,
  costsSource,
  firstStart,
  planFacts,
  planSummary,
} from '../../src/widget/planner/plan-result-rows';
import { planFormats } from '../../src/widget/planner/plan-formats';
import { PLANNER_MESSAGES as t } from '../../src/widget/planner/planner-messages';
import { FORM_MESSAGES } from '../../src/widget/host/messages';
import { resolveOptions } from '../../src/widget/host/options';
import { money } from '../support/college-cost';
import { savingsPlan, type PlanFigures } from './savings-plan-fixture';

/** Amounts, dates and percentages written plainly, so each line shows which figure went where. */
const euro = (amount: number) => `€${Math.round(amount * 100) / 100}`;
const day = (iso: string) => `<${iso}>`;
const percent = (value: number) => `${value}`;

describe("the chart's layout", () => {
  it.each<[number, number]>([
    [0, 1],
    [1, 0.5],
    [4, 1],
    [10, 5],
    [17_131, 5000],
    [68_524, 20_000],
    [100_000, 50_000],
  ])('axisStep(%d) = %d', (max, step) => expect(axisStep(max)).toBe(step));

  it.each<[string, number]>([
    ['', 0],
    ['2035', 2.56],
    ['€1,000', 3.52],
    ['Today', 3.2],
  ])('estimatedEm(%j) = %d', (text, em) => expect(estimatedEm(text)).toBeCloseTo(em, 10));

  it.each<[number, number]>([
    [0, 56],
    [3, 56],
    [4, 68],
    [5.5, 89],
  ])('leftFor(%d em) = %d px', (em, left) => expect(leftFor(em)).toBe(left));

  const bars = [
    { label: 'Today', value: 0, low: 0, high: 0 },
    { label: '2035', value: 10_000, low: 8000, high: 12_000 },
    { label: '2036', value: 20_000, low: 15_000, high: 25_000 },
  ];

  it.each<[string, number, number, number]>([
    ['a phone', 240, 240, 2],
    ['less than the narrowest', 100, 240, 2],
    ['a desktop', 640, 640, 3],
  ])('in room for %s (%d px): %d px wide, %d bars labelled', (_, measured, width, labels) => {
    const [drawn, , , , , , , , labelled] = chartScale(bars, measured, euro);
    expect(drawn).toBe(width);
    expect(bars.filter((_bar, index) => labelled(index))).toHaveLength(labels);
  });

  it('puts the gridlines on round amounts up to the highest balance, written as money', () => {
    const [, lines, amounts, left, slot, barWidth, y, centre] = chartScale(bars, 640, euro);
    expect(lines).toEqual([0, 10_000, 20_000, 30_000]);
    expect(amounts).toEqual(['€0', '€10000', '€20000', '€30000']);
    expect(left).toBe(leftFor(estimatedEm('€30000')));
    expect(slot).toBe((640 - left - 24) / 3);
    expect(barWidth).toBe(Math.min(40, slot * 0.7));
    expect(y(0)).toBe(HEIGHT - 36);
    expect(y(-500)).toBe(y(0));
    expect(y(30_000)).toBe(12);
    expect(centre(1)).toBe(left + slot * 1.5);
  });

  it('labels every other year when the labels do not fit, and always the last', () => {
    const years = Array.from({ length: 30 }, (_, i) => ({ label: String(2026 + i), value: 1000 * i }));
    const [, , , , , , , , labelled] = chartScale(years, 240, euro);
    const shown = years.filter((_year, index) => labelled(index)).map((year) => year.label);
    expect(shown.at(-1)).toBe('2055');
    expect(shown.length).toBeLessThan(years.length / 2);
  });

  it('draws the range as a band through the bars, high going right and low coming back', () => {
    const [, , , , , , y, centre] = chartScale(bars, 640, euro);
    expect(rangeBand(bars, y, centre)?.split(' ')).toEqual([
      `${centre(0)},${y(0)}`,
      `${centre(1)},${y(12_000)}`,
      `${centre(2)},${y(25_000)}`,
      `${centre(2)},${y(15_000)}`,
      `${centre(1)},${y(8000)}`,
      `${centre(0)},${y(0)}`,
    ]);
  });

  it('draws no band when a bar has no range', () => {
    const [, , , , , , y, centre] = chartScale(bars, 640, euro);
    expect(rangeBand([...bars, { label: '2037', value: 5 }], y, centre)).toBeNull();
  });
});

describe("the plan's view", () => {
  it.each<[string, PlanFigures, string]>([
    ['ours', {}, '€17131, from our 2022-2023 figures'],
    ['the parent’s for every cost counted', { ownFees: 3000 }, '€16931, from your own figures'],
  ])('says whose yearly costs they are: %s', (_, figures, line) => {
    const plan = savingsPlan(figures);
    const annual = plan.feesPerYear.float + plan.accommodationPerYear.float + plan.otherExpensesPerYear.float;
    expect(costsSource(plan, 1, t, euro(annual))).toBe(line);
  });

  it('says the costs are mixed when the parent gave some of those counted', () => {
    expect(costsSource(savingsPlan({ ownFees: 3000 }), 3, t, '€1')).toBe(
      '€1, from your figures and our 2022-2023 figures',
    );
  });

  it.each<[string, number[], string]>([
    ['one child', [], '2035-09-01'],
    ['another child who starts later', [12], '2035-09-01'],
    ['another child who starts sooner', [8], '2033-09-01'],
  ])('aims for the first day of college of the child who starts first: %s', (_, ages, first) => {
    expect(firstStart(savingsPlan({ otherChildAges: ages }), '2035-09-01')).toBe(first);
  });

  it("draws today's savings, then each 1 September's balance with its range", () => {
    expect(chartBars(savingsPlan(), t)).toEqual([
      { label: 'Today', value: 2500, low: 2500, high: 2500, studying: false },
      { label: '2035', value: 51_393, low: 51_393, high: 53_000, studying: true },
    ]);
  });

  it("puts each child's college years under the bars, today's bar being the first", () => {
    const plan = savingsPlan({ otherChildAges: [8] });
    plan.years = [
      { ...plan.years[0], date: '2033-09-01' },
      { ...plan.years[0], date: '2034-09-01' },
      { ...plan.years[0], date: '2035-09-01' },
      { ...plan.years[0], date: '2036-09-01' },
      { ...plan.years[0], date: '2037-09-01' },
      { ...plan.years[0], date: '2038-09-01' },
    ];
    expect(chartSpans(plan, t)).toEqual([
      { label: 'Child 1', from: 3, to: 6 },
      { label: 'Child 2', from: 1, to: 4 },
    ]);
  });

  it.each<[string, PlanFigures, string[]]>([
    [
      'a plan that saves each month',
      {},
      [
        'What you have saved and its return are worth €49.77 a month to you.',
        'Your target: €68524 by <2035-09-01>.',
        'Or put away €50000 today instead of saving each month.',
        'If you wait a year to start: €595.22 a month, €54.11 a month more.',
        'You save once a month from <2026-02-01> to <2035-09-01>, when college starts: 116 payments.',
        'If your savings earn 0% or 2% a year instead, the same saving would leave you €51393 to spare or €53000 to spare after the last year of college.',
      ],
    ],
    [
      'a rising saving, through college',
      { contributionRisePercent: 3, final: 700, saveThroughCollege: true },
      [
        'What you have saved and its return are worth €49.77 a month to you.',
        'Your target: €68524 by <2035-09-01>.',
        'Your saving rises 3% each year, to €700 a month by your last payment.',
        'Or put away €50000 today instead of saving each month.',
        'If you wait a year to start: €595.22 a month, €54.11 a month more.',
        'You save once a month from <2026-02-01> to <2035-09-01>, through college until the last year is paid: 116 payments.',
        'If your savings earn 0% or 2% a year instead, the same saving would leave you €51393 to spare or €53000 to spare after the last year of college.',
      ],
    ],
    [
      'savings already on track',
      { onTrack: true, contributionRisePercent: 3 },
      [
        'What you have saved and its return are worth €590.88 a month to you.',
        'What you have saved should grow to €68524 by <2035-09-01> without saving more.',
        'Waiting a year to start costs nothing: your savings reach the target by themselves.',
        'You save once a month from <2026-02-01> to <2035-09-01>, when college starts: 116 payments.',
        'If your savings earn 0% or 2% a year instead, the same saving would leave you €51393 to spare or €53000 to spare after the last year of college.',
      ],
    ],
  ])('writes the facts of %s', (_, figures, facts) => {
    expect(planFacts(savingsPlan(figures), '2035-09-01', t, euro, day, percent)).toEqual(facts);
  });

  it('writes a target below the costs, a family’s payments from the first start, no year to wait, and no range without years', () => {
    const plan = savingsPlan({ target: 60_000, otherChildAges: [8] });
    plan.monthlySavingIfWaitingAYear = null;
    plan.years = [];
    const facts = planFacts(plan, '2035-09-01', t, euro, day, percent);
    expect(facts[1]).toBe(
      'Your target: €60000 by <2033-09-01>. College costs €68524 in all, but what is not yet spent keeps earning until each year falls due.',
    );
    expect(facts).toContain('With less than a year left, there is no year to wait.');
    expect(facts.at(-1)).toBe(
      'You save once a month from <2026-02-01> to <2035-09-01>, when your youngest child starts college: 116 payments.',
    );
  });

  it.each<[string, PlanFigures, [string, string][]]>([
    [
      'the defaults',
      {},
      [
        ['Saved already', '€2500'],
        ['Yearly return', '0% a year'],
        ['Rising costs', 'Not included'],
        ['Share of costs you cover', '100%'],
        ['Grants and scholarships', 'None'],
        ['Your monthly saving', 'The same each month'],
        ['College costs a year', '€17131, from our 2022-2023 figures'],
        ['Children', '1'],
        ['Saving', 'Until college starts'],
        ['First payment', '<2026-02-01>'],
        ['Made on', '<2026-01-15>'],
      ],
    ],
    [
      'every option',
      {
        yearlyReturnPercent: 4,
        risingCostsPercent: 3,
        sharePercent: 50,
        grants: 1000,
        contributionRisePercent: 2,
        saveThroughCollege: true,
        otherChildAges: [8],
      },
      [
        ['Saved already', '€2500'],
        ['Yearly return', '4% a year'],
        ['Rising costs', '3% a year, from 2022-2023 prices'],
        ['Share of costs you cover', '50%'],
        ['Grants and scholarships', '€1000 a year'],
        ['Your monthly saving', 'Rising 2% a year'],
        ['College costs a year', '€17131, from our 2022-2023 figures'],
        ['Children', '2'],
        ['Saving', 'Through college, until the last year is paid'],
        ['First payment', '<2026-02-01>'],
        ['Made on', '<2026-01-15>'],
      ],
    ],
  ])('sums up what the plan assumes: %s', (_, figures, rows) => {
    expect(planSummary(savingsPlan(figures), 3, '2026-01-15', t, euro, day, percent)).toEqual(rows);
  });
});

describe("the section's formats", () => {
  const formats = (locale: string) =>
    planFormats(resolveOptions({ digitalAdviceUrl: 'https://example.com/plan', locale }), { ...FORM_MESSAGES, ...t });

  it.each<[string, number, boolean, string]>([
    ['en-IE', 14_812, false, '€14,812'],
    ['en-IE', 14_812.4, false, '€14,812.40'],
    ['en-IE', 541.11, true, '€541.11'],
    ['de-DE', 14_812.4, false, '€14.812,40'],
  ])('in %s writes %d (to the cent: %s) as %s', (locale, amount, toTheCent, written) => {
    expect(formats(locale).money(amount, toTheCent)).toBe(written);
  });

  it.each<[string, number, string]>([
    ['en-IE', 4.5, '4.5'],
    ['en-IE', 3.125, '3.13'],
    ['de-DE', 4.5, '4,5'],
  ])('in %s writes the percentage %d as %s', (locale, value, written) => {
    expect(formats(locale).percent(value)).toBe(written);
  });

  it.each<['long' | 'shortMonthYear' | undefined, string]>([
    [undefined, '1 September 2035'],
    ['long', '1 September 2035'],
    ['shortMonthYear', 'Sept 2035'],
  ])('writes a date in the %s style as %s', (style, written) => {
    expect(formats('en-IE').date('2035-09-01', style)).toBe(written);
  });

  it('writes money with the host’s currency symbol', () => {
    const options = resolveOptions({ digitalAdviceUrl: 'https://example.com/plan', currencySymbol: '£' });
    expect(planFormats(options, { ...FORM_MESSAGES, ...t }).money(money(10).float)).toBe('£10');
  });
});
