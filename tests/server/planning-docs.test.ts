/**
 * docs/planning-model.md agrees with the code: it states every assumption of
 * server/planning-assumptions.ts with its value, every factfind message, and the worked example's
 * figures as the model computes them for WORKED_EXAMPLE (the household the acceptance test builds).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/money';
import * as assumptions from '../../server/planning-assumptions';
import * as calculator from '../../src/assumptions';
import { DEFAULT_PLAN_INPUTS, savingsPlan } from '../../server/savings-plan';
import type { CostType } from '../../src/assumptions';
import { FACTFIND_MESSAGES } from '../../server/planning/factfind-errors';
import { computePlan } from '../../server/planning/plan';
import { planGraph } from '../../server/planning/plan-path';
import { goal, household, TODAY, WORKED_EXAMPLE } from './planning-fixtures';
import { householdRow, HOUSEHOLDS } from './planning-households';

const doc = readFileSync(new URL('../../docs/planning-model.md', import.meta.url), 'utf8');
/** The document with each run of white space made one space, so that line breaks do not matter. */
const flat = doc.replace(/\s+/g, ' ');
const euro = (cents: number) => formatMoney(cents / 100);

describe('docs/planning-model.md', () => {
  it.each(Object.entries(assumptions).filter(([, value]) => typeof value === 'number'))(
    'states %s = %s',
    (name, value) => {
      expect(doc).toContain(`| \`${name}\` | ${value} |`);
    },
  );

  it('states every State pension rate with the date it applies from', () => {
    for (const [from, cents] of assumptions.STATE_PENSION_WEEKLY_CENTS)
      expect(doc).toContain(`| \`STATE_PENSION_WEEKLY_CENTS\` from ${from} | ${cents} |`);
  });

  it("states the survivor's pension and Illness Benefit rates with the date each applies from", () => {
    for (const name of [
      'SURVIVORS_PENSION_UNDER_66_WEEKLY_CENTS',
      'SURVIVORS_PENSION_66_WEEKLY_CENTS',
      'ILLNESS_BENEFIT_WEEKLY_CENTS',
    ] as const)
      for (const [from, cents] of assumptions[name]) expect(doc).toContain(`| \`${name}\` from ${from} | ${cents} |`);
  });

  it('states the PRSI and USC rates with the date each applies from', () => {
    for (const [from, rate] of assumptions.PRSI_RATES)
      expect(doc).toContain(`| \`PRSI_RATES\` from ${from} | ${rate} |`);
    const relief = assumptions.PENSION_RELIEF_AGE_SHARES.map(
      ([age, share]) => `${age === 0 ? 'under 30' : age}: ${share}`,
    ).join('; ');
    expect(doc).toContain(`| \`PENSION_RELIEF_AGE_SHARES\` | ${relief} |`);
    for (const [from, cents] of assumptions.RENT_TAX_CREDIT_CENTS)
      expect(doc).toContain(`| \`RENT_TAX_CREDIT_CENTS\` from ${from} | ${cents} |`);
    const reduced = assumptions.USC_REDUCED_BANDS.map(
      ([upTo, rate]) => `${rate * 100} % ${upTo === null ? 'above' : `to ${euro(upTo)}`}`,
    ).join('; ');
    expect(doc).toContain(`| \`USC_REDUCED_BANDS\` | ${reduced} |`);
    for (const [from, bands] of assumptions.USC_BANDS) {
      const words = bands
        .map(([upTo, rate]) => `${rate * 100} % ${upTo === null ? 'above' : `to ${euro(upTo)}`}`)
        .join('; ');
      expect(doc).toContain(`| \`USC_BANDS\` from ${from} | ${words} |`);
    }
  });

  it('states the auto-enrolment rates with the date each applies from', () => {
    for (const [from, { employee, employer, state }] of assumptions.AUTO_ENROLMENT_RATES)
      expect(doc).toContain(
        `| \`AUTO_ENROLMENT_RATES\` from ${from} | employee ${employee}, employer ${employer}, State ${state} |`,
      );
  });

  it('states the retirement target share, the product catalogue and the payments a year', () => {
    const { numerator, denominator } = assumptions.RETIREMENT_TARGET_SHARE;
    expect(doc).toContain(`| \`RETIREMENT_TARGET_SHARE\` | ${numerator}/${denominator} |`);
    const codes = [
      ...Object.values(assumptions.CODES).flat(),
      ...Object.keys(assumptions.ASSET_PRODUCTS),
      ...Object.keys(assumptions.DEBT_PRODUCTS),
      ...assumptions.POLICY_PRODUCTS,
      ...assumptions.COVER_TYPES,
    ];
    for (const code of codes) expect(doc).toContain(`\`${code}\``);
    for (const [code, kind] of Object.entries(assumptions.ASSET_PRODUCTS))
      expect(doc.split('\n').find((line) => line.includes(`\`${code}\``) && line.startsWith('| `'))).toContain(
        `| \`${kind}\` |`,
      );
    for (const [frequency, count] of Object.entries(assumptions.PAYMENTS_PER_YEAR))
      expect(doc).toContain(`\`${frequency}\` ${count}`);
  });

  it('states every factfind message', () => {
    for (const message of Object.values(FACTFIND_MESSAGES))
      if (typeof message === 'string') expect(doc).toContain(`| ${message} |`);
  });

  it("works out the worked example's projection as the model does", () => {
    const projection = planGraph(WORKED_EXAMPLE, TODAY);
    const section = doc.slice(doc.indexOf('### The projection'), doc.indexOf('### The plan'));
    const rows = section.split('\n').filter((line) => /^\| \d{4}-\d\d-\d\d \|/.test(line));
    expect(rows.map((row) => [row.slice(2, 12), row.split('|').at(-2)?.trim()])).toEqual(
      projection.points.map((p) => [p.date, euro(p.amountCents)]),
    );
    expect(flat).toContain(
      `\`finalWealth\` **${euro(projection.finalWealthCents)}** in today's euros (${euro(projection.points.at(-1)!.nominalCents)} in euros of October 2029)`,
    );
    expect(doc).toContain(`Wealth today = €6,000 − €4,000 = **${euro(projection.currentWealthCents)}**`);
    const [college] = projection.goals;
    expect(flat).toContain(`its savings come to ${euro(college.savedByDateCents)}, on track`);
    expect(college.shortfallCents).toBe(0);
    expect(flat).toContain(`⌈(€24,848 − €6,520.08) ÷ 30⌉ = ${euro(Math.ceil((2_484_800 - 652_008) / 30))} in month 13`);
  });

  it("works out the wealth path's worked example as the model does", () => {
    const h = household({
      goals: [
        goal({
          id: 'c',
          name: 'College costs',
          goalType: 'COLLEGE_COSTS',
          targetDate: '2038-09-01',
          valueToSaveCents: 6_423_200,
        }),
      ],
    });
    const path = planGraph(h, TODAY);
    expect(flat).toContain(`⌈€64,232 ÷ 162⌉ = ${euro(path.goals[0].monthlyCents)} a month`);
    expect(flat).toContain(`€61,854 + €2,379 − €64,232 = **${euro(path.finalWealthCents)}**`);
  });

  it("works out the worked example's plan as the model does", () => {
    const plan = computePlan(WORKED_EXAMPLE, TODAY);
    const s = plan.summaries!;
    expect(flat).toContain(
      `\`monthlyAllocationAmount\` = €100.74 + €543.34 + €0 = **${euro(plan.monthlyAllocationCents!)}**`,
    );
    expect(flat).toContain(
      `net €41,209 ÷ 12 = **${euro(s.budget.netMonthlyCents)}** a month (gross ${euro(s.budget.grossMonthlyCents)}, tax ${euro(s.budget.taxMonthlyCents)})`,
    );
    expect(s.budget.tax).toMatchObject({
      incomeTaxCents: 105_000,
      uscCents: 89_600,
      prsiCents: 184_500,
      netCents: 4_120_900,
    });
    expect(flat).toContain(`Disposable income €3,434.08 − €2,790 = **${euro(s.budget.disposableCents)}**`);
    expect(flat).toContain(`target €2,000 × 3 = **${euro(s.emergencyFund.targetCents)}**`);
    expect(flat).toContain(`months covered 6,000 ÷ 2,000 = **${s.emergencyFund.monthsCovered}**`);
    expect(flat).toContain(
      `progress **${s.emergencyFund.percentage} %**; monthly saving **${euro(s.emergencyFund.monthlySavingCents)}**`,
    );
    const [car] = s.debt.toClear;
    expect(flat).toContain(
      `in **${car.clearedInMonths}** months, by March 2026, with **${euro(car.interestCents)}** of interest`,
    );
    const [ann, brian] = s.retirement.statePensions;
    expect(flat).toContain(`the full rate, **${euro(ann.annualCents)}** a year from October 2029`);
    expect(flat).toContain(`= **${euro(brian.annualCents)}** a year from 20 May 2034`);
    expect(flat).toContain(
      `target €45,000 × 2 ÷ 3 = **${euro(s.retirement.targetIncomeCents)}**; **${euro(s.retirement.shortfallCents)}** short a year`,
    );
    expect(flat).toContain(`€7,897.89 × 55 ÷ 12 = **${euro(s.retirement.bridgeCents)}**`);
    expect(flat).toContain(`€176,462.75 ÷ 0.75 = **${euro(s.retirement.fundNeededCents)}**`);
    expect(flat).toContain(`(${euro(Math.round(s.retirement.fundNeededCents * 0.25))}) pays the bridge`);
    expect(flat).toContain(
      `⌈€235,283.67 × r ÷ ((1 + r)^55 − 1)⌉ = **${euro(s.retirement.uncappedMonthlySavingCents!)}** a month`,
    );
    expect(flat).toContain(
      `Projected income €0 + €22,941.49 = **${euro(s.retirement.projectedIncomeCents)}** (${euro(s.retirement.projectedIncomeNominalCents)} in euros of 2029)`,
    );
    expect(flat).toContain(`It would cost ${euro(s.pensionPayment.neededNetCents)} after relief`);
    expect(flat).toContain(`the plan's payment is at most **${euro(s.retirement.monthlySavingCents!)}** a month`);
    expect(flat).toContain(`⌈€24,848 ÷ 42⌉ = **${euro(s.savings.goals[0].monthlySavingCents!)}**`);
    const [overpay, goal, pension] = s.allocation.items;
    expect(flat).toContain(`so the plan asks for **${euro(overpay.neededCents)}** a month more`);
    expect(flat).toContain(`comes first and gets **${euro(overpay.allocatedCents)}**`);
    expect(flat).toContain(`€644.08 − €100.74 = **${euro(goal.allocatedCents)}**`);
    expect(flat).toContain(`the pension payment gets **${euro(pension.allocatedCents)}**`);
    expect(flat).toContain(
      `Needed €100.74 + €591.62 + €1,412.50 = ${euro(s.allocation.neededCents)}; allocated €644.08; shortfall ${euro(s.allocation.shortfallCents)}`,
    );
    const [annDies, income, brianDies] = s.protection;
    expect(flat).toContain(`(€18,000 − €12,974) × (23 − 16) = ${euro(annDies.life!.incomeGapCents)}`);
    expect(flat).toContain(`needed **${euro(annDies.neededCents)}**, cover **${euro(annDies.coverCents)}**`);
    expect(brianDies.life!.childcareCents).toBe(0);
    expect(flat).toContain(
      `needs no childcare: the car loan, needed **${euro(brianDies.neededCents)}**, no cover: shortfall **${euro(brianDies.shortfallCents)}**`,
    );
    expect(flat).toContain(`€45,000 × 0.75 = €33,750 − €244 × 52 = **${euro(income.neededCents)}** a year`);
    expect(flat).toContain('**no triage reason**');
    expect(plan.triageReason).toBeNull();
    const order = plan.recommendationGroups.map((g) => `\`${g.recommendationType}\``);
    expect(flat).toContain(`in rule order: ${order.slice(0, 5).join(', ')}; then ${order[5]}.`);
  });

  it.each(HOUSEHOLDS.map((h) => [h.name, h] as const))(
    'shows the plan of the household "%s" as the model makes it',
    (_name, household) => {
      expect(doc).toContain(householdRow(household, TODAY, euro));
    },
  );
});

describe('docs/planning-model.md: the savings plan', () => {
  const section = doc.slice(doc.indexOf('## The savings plan'));
  const sectionFlat = section.replace(/\s+/g, ' ');
  const PLAN_ASSUMPTIONS = [
    'RISING_COSTS_RATE',
    'FIGURES_FROM_YEAR',
    'PLAN_CHILDREN_MAX',
    'PLAN_RATE_MAX_PERCENT',
    'PLAN_SHARE_MIN_PERCENT',
    'PLAN_SHARE_MAX_PERCENT',
    'PLAN_AMOUNT_MAX',
    'PLAN_RANGE_POINTS',
    'DIRT_RATE_PERCENT',
    'EXIT_TAX_RATE_PERCENT',
  ] as const;

  it.each(PLAN_ASSUMPTIONS)('states %s with its value', (name) => {
    expect(section).toContain(`| \`${name}\` | ${calculator[name]} |`);
  });

  const plan = savingsPlan(
    {
      ageOfChild: 15,
      courseDuration: 3,
      accommodation: 'HOME',
      eligibleForFreeTuitionFees: true,
      whatToInclude: ['FEES', 'OTHER_EXPENSES'],
    },
    { year: 2025, month: 3 },
    { ...DEFAULT_PLAN_INPUTS, savedCents: 200_000, yearlyReturn: 0.04, grantsCents: 100_000 },
  );

  it("works out the worked example's figures as the model does", () => {
    expect(sectionFlat).toContain(`\`totalToPay\` **${euro(plan.totalToPayCents)}**`);
    expect(sectionFlat).toContain(`→ **${euro(plan.targetCents)}**`);
    expect(sectionFlat).toContain(`→ **${euro(plan.monthlyCents)}** a month`);
    expect(sectionFlat).toContain(`⌈€15,636 ÷ 54⌉ = **${euro(plan.monthlyFromNothingCents)}** a month`);
    expect(sectionFlat).toContain(`worth ${euro(plan.monthlyFromNothingCents - plan.monthlyCents)} a month`);
    expect(sectionFlat).toContain(`→ **${euro(plan.lumpSumTodayCents)}**. Waiting a year`);
    expect(sectionFlat).toContain(`→ **${euro(plan.monthlyIfWaitingCents!)}** a month`);
    expect(plan.monthsToSave).toBe(54);
  });

  it("shows the worked example's table as the model makes it, and its last row is the rounding", () => {
    const rows = section.split('\n').filter((line) => /^\| \d{4}-09-01 \|/.test(line));
    const cell = (cents: number) => (cents ? euro(cents) : '');
    expect(
      rows.map((row) =>
        row
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim()),
      ),
    ).toEqual(
      plan.years.map((y) => [
        y.date,
        cell(y.paidInCents),
        cell(y.growthCents),
        cell(y.costCents),
        euro(y.balanceCents),
        euro(y.balanceAtLowerReturnCents),
        euro(y.balanceAtHigherReturnCents),
      ]),
    );
    expect(sectionFlat).toContain(`leaves the last year ${euro(-plan.years.at(-1)!.balanceAtLowerReturnCents)} short`);
  });

  it("works out the family example's figures as the model does", () => {
    const today = { year: 2026, month: 12 };
    const first = {
      ageOfChild: 8,
      courseDuration: 4,
      accommodation: 'RENTED' as const,
      eligibleForFreeTuitionFees: true,
      whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'] as CostType[],
    };
    const second = {
      ageOfChild: 11,
      courseDuration: 3,
      accommodation: 'HOME' as const,
      eligibleForFreeTuitionFees: true,
      whatToInclude: ['FEES', 'OTHER_EXPENSES'] as CostType[],
    };
    const inputs = { ...DEFAULT_PLAN_INPUTS, savedCents: 200_000, yearlyReturn: 0.04, risingCostsRate: 0.03 };
    const stop = savingsPlan(first, today, inputs);
    const through = savingsPlan(first, today, { ...inputs, saveThroughCollege: true });
    const onThe3rd = savingsPlan(first, today, { ...inputs, firstPayment: { year: 2027, month: 1, day: 3 } });
    const family = savingsPlan(first, today, { ...inputs, otherChildren: [second], monthlyAmountCents: 80_000 });
    const coverage = family.coverage!;
    expect(sectionFlat).toContain(`→ **${euro(stop.children[0].paymentsCents[0])}**; then`);
    expect(sectionFlat).toContain(`\`totalToPay\` **${euro(stop.totalToPayCents)}**. - Saving from`);
    expect(sectionFlat).toContain(
      `${stop.monthsToSave} payments (1 January 2027 to 1 September 2037), P = **${euro(stop.monthlyCents)}**`,
    );
    expect(sectionFlat).toContain(`${through.monthsToSave} payments, P = **${euro(through.monthlyCents)}** a month`);
    expect(onThe3rd.monthsToSave).toBe(128);
    expect(onThe3rd.lastPaymentDate).toBe('2037-08-03');
    expect(onThe3rd.monthlyCents).toBeGreaterThan(stop.monthlyCents);
    expect(sectionFlat).toContain(`= **${euro(family.children[1].paymentsCents[0])}**, then`);
    expect(sectionFlat).toContain(`**${euro(family.children[1].totalToPayCents)}**. One saving`);
    expect(sectionFlat).toContain(
      `**${euro(family.monthlyCents)}** a month, less than each saved for alone (${euro(family.children[0].monthlyAloneCents)} + ${euro(family.children[1].monthlyAloneCents)}`,
    );
    expect(sectionFlat).toContain(
      `${euro(coverage.shortCents)} short in all; it covers **${coverage.coveredPercent} %** of the ${euro(family.totalToPayCents)} to pay. ${euro(coverage.moreMonthlyCents)} a month more, or ${euro(coverage.lumpSumToCloseCents)} put away today`,
    );
    expect(coverage.firstShortDate).toBe('2040-09-01');
  });
});
