/**
 * The wealth path (`planGraph`) against a second model written from docs/planning-model.md alone
 * (tests/server/wealth-path-model.ts): the docs' worked example by hand, the households of the planning tests and
 * random households point by point, and the properties the docs promise (every point adds up, no allocation beyond
 * the disposable income, no negative wealth for a household whose goals the plan funds, a goal with no shortfall on
 * track).
 */
import { describe, expect, it } from 'vitest';
import type { Household, PlanAsset, PlanDebt, PlanGoal, PlanIncome, PlanPerson } from '../../server/planning/household';
import { addMonths } from '../../server/planning/household';
import { factfindErrors } from '../../server/planning/factfind-errors';
import { summarise } from '../../server/planning/plan';
import { assumedPathPlan, pathPlanOf, planGraph } from '../../server/planning/plan-path';
import {
  projectWealth,
  type PathPlan,
  type WealthPoint,
  type WealthProjection,
} from '../../server/planning/wealth-projection';
import { planGraphView } from '../../server/resolvers/plan-graph-view';
import type { GoalRecord } from '../../server/storage/records';
import { answers, asset, debt, goal, household, income, person, TODAY, WORKED_EXAMPLE } from './planning-fixtures';
import { HOUSEHOLDS } from './planning-households';
import { modelWealthPath, type ModelPath, type ModelPoint } from './wealth-path-model';

/** The plan's inputs to the path, as planGraph takes them: the budget's, or the assumed ones while the factfind is incomplete. */
const pathPlan = (h: Household): PathPlan =>
  factfindErrors(h).length > 0 ? assumedPathPlan(h, TODAY) : pathPlanOf(summarise(h, TODAY));

/** The second model's path for a household, from the same plan's inputs as planGraph's. */
const model = (h: Household): ModelPath => modelWealthPath(h, TODAY, pathPlan(h));

const FIELDS = [
  'date',
  'amountCents',
  'nominalCents',
  'savingsCents',
  'pensionsCents',
  'propertyCents',
  'debtsCents',
  'paidInCents',
  'growthCents',
  'debtReductionCents',
  'interestCents',
  'goalsPaidCents',
  'pensionDrawnCents',
  'goalShortfallCents',
] as const;

/** A point as both models give it: every field, the goal by its id. */
const comparable = (p: WealthPoint | ModelPoint): Record<string, string | number | null> => ({
  ...Object.fromEntries(FIELDS.map((f) => [f, p[f]])),
  goal: p.goal?.id ?? null,
});

/** The first point where the code and the model differ, in words; null when they agree on every point and goal. */
function firstDifference(code: WealthProjection, mine: ModelPath): string | null {
  if (code.currentWealthCents !== mine.currentWealthCents)
    return `currentWealth: code ${code.currentWealthCents}, model ${mine.currentWealthCents}`;
  const n = Math.max(code.points.length, mine.points.length);
  for (let i = 0; i < n; i++) {
    const a = code.points[i] ? comparable(code.points[i]) : null;
    const b = mine.points[i] ? comparable(mine.points[i]) : null;
    if (!a || !b) return `point ${i}: code ${JSON.stringify(a)}, model ${JSON.stringify(b)}`;
    const fields = Object.keys(b).filter((k) => a[k] !== b[k]);
    if (fields.length)
      return `point ${i} (${String(b.date)}): ${fields.map((f) => `${f} code ${String(a[f])}, model ${String(b[f])}`).join('; ')}`;
  }
  const goals = (
    g: {
      goal: PlanGoal;
      monthlyCents: number;
      neededCents: number;
      savedByDateCents: number;
      shortfallCents: number;
    }[],
  ) => g.map((x) => [x.goal.id, x.monthlyCents, x.neededCents, x.savedByDateCents, x.shortfallCents].join(' '));
  const [ga, gb] = [goals(code.goals), goals(mine.goals)];
  for (let i = 0; i < Math.max(ga.length, gb.length); i++)
    if (ga[i] !== gb[i]) return `goal ${i}: code ${ga[i]}, model ${gb[i]}`;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Random households, from a seeded generator.

function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

const FREQUENCIES = ['WEEKLY', 'FORTNIGHTLY', 'MONTHLY', 'QUARTERLY', 'HALF_YEARLY', 'YEARLY', 'SINGLE'] as const;
const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function randomHousehold(seed: number): Household {
  const r = random(seed);
  const dob = (minAge: number, maxAge: number) => iso(2025 - r.int(minAge, maxAge), r.int(1, 12), r.int(1, 28));
  const persons: PlanPerson[] = [
    person({ id: 'me', firstName: 'Me', relationship: 'SELF', dateOfBirth: r.chance(0.92) ? dob(20, 75) : null }),
  ];
  const partnered = r.chance(0.5);
  if (partnered)
    persons.push(person({ id: 'pa', firstName: 'Pat', relationship: 'PARTNER', dateOfBirth: dob(20, 75) }));
  for (let i = 0; i < r.int(0, 2); i++)
    persons.push(person({ id: `c${i}`, relationship: 'CHILD', dateOfBirth: dob(0, 20) }));
  const owners = () => (partnered && r.chance(0.3) ? ['me', 'pa'] : [r.pick(partnered ? ['me', 'pa'] : ['me'])]);
  const payments = (max: number): Partial<PlanAsset> =>
    r.chance(0.5)
      ? {
          frequency: r.pick(FREQUENCIES),
          regularPaymentCents: r.int(1, max),
          active: r.chance(0.85) ? true : r.pick([false, null]),
        }
      : {};
  const assets: PlanAsset[] = [];
  for (let i = 0; i < r.int(0, 3); i++)
    assets.push(
      asset({
        id: `dep${i}`,
        name: `Account ${i}`,
        productType: r.pick(['SAVINGS_ACCOUNT', 'CURRENT_ACCOUNT', 'DEPOSIT_ACCOUNT', 'CREDIT_UNION_SAVINGS']),
        balanceCents: r.int(0, 3_000_000),
        overdrawnByCents: r.chance(0.15) ? r.int(0, 200_000) : null,
        accessible: r.pick([true, false, null]),
        ownerIds: owners(),
        ...payments(60_000),
      }),
    );
  for (let i = 0; i < r.int(0, 3); i++)
    assets.push(
      asset({
        id: `inv${i}`,
        name: `Fund ${i}`,
        productType: r.pick(['SHARES', 'INVESTMENT_FUND', 'SAVINGS_POLICY']),
        balanceCents: r.int(0, 8_000_000),
        ownerIds: owners(),
        ...payments(50_000),
      }),
    );
  for (let i = 0; i < r.int(0, 3); i++)
    assets.push(
      asset({
        id: `pen${i}`,
        name: `Pension ${i}`,
        productType: r.pick(['PRSA', 'OCCUPATIONAL_PENSION', 'PERSONAL_PENSION', 'AVC']),
        pensionType: r.chance(0.5) ? 'DEFINED_CONTRIBUTION' : null,
        balanceCents: r.int(0, 40_000_000),
        throughCurrentEmployer: r.pick([true, false, null]),
        employerContributionCents: r.chance(0.3) ? r.int(0, 60_000) : null,
        ownerIds: owners(),
        ...payments(80_000),
      }),
    );
  for (let i = 0; i < r.int(0, 3); i++)
    assets.push(
      asset({
        id: `prop${i}`,
        name: `Property ${i}`,
        productType: 'PROPERTY',
        propertyType: r.pick(['HOME', 'RENTAL', null]),
        balanceCents: r.int(5_000_000, 90_000_000),
        ownerIds: owners(),
        ...payments(20_000),
      }),
    );
  const debts: PlanDebt[] = [];
  for (let i = 0; i < r.int(0, 3); i++) {
    const balance = r.int(10_000, 4_000_000);
    debts.push(
      debt({
        id: `debt${i}`,
        name: `Debt ${i}`,
        productType: r.pick(['CREDIT_CARD', 'PERSONAL_LOAN', 'CAR_FINANCE', 'CREDIT_UNION_LOAN', 'OVERDRAFT']),
        balanceCents: balance,
        interestRate: r.chance(0.85) ? r.pick([0, 3.5, 6, 7.9, 9.5, 12.4, 21.9, 22.9]) : null,
        monthlyRepaymentCents: r.chance(0.9) ? r.int(2_000, Math.max(2_000, Math.round(balance / 6))) : null,
        ownerIds: owners(),
      }),
    );
  }
  if (r.chance(0.4)) {
    const balance = r.int(2_000_000, 50_000_000);
    const rate = r.pick([2.5, 3.5, 4.2, 5.1]);
    // At least the interest, and a term of 5–35 years (an interest-only mortgage now and then).
    const years = r.int(5, 35);
    const i = rate / 100 / 12;
    const annuity = Math.ceil((balance * i) / (1 - (1 + i) ** (-12 * years)));
    debts.push(
      debt({
        id: 'mortgage',
        name: 'Mortgage',
        productType: 'MORTGAGE',
        isMainMortgage: r.pick([true, null]),
        balanceCents: balance,
        interestRate: rate,
        monthlyRepaymentCents: r.chance(0.1) ? Math.round(balance * i) : annuity,
        ownerIds: owners(),
      }),
    );
  }
  const goals: PlanGoal[] = [];
  for (let i = 0; i < r.int(0, 3); i++) {
    const days = r.int(1, 20 * 365);
    const date = new Date(Date.UTC(2025, 2, 15 + days)).toISOString().slice(0, 10);
    goals.push(
      goal({
        id: `goal${i}`,
        name: `Goal ${i}`,
        goalType: r.pick(['OTHER', 'COLLEGE_COSTS', 'HOME_PURCHASE', 'WEDDING', 'CAR'] as const),
        priority: r.chance(0.5) ? i + 1 : null,
        targetDate: date,
        valueToSaveCents: r.int(0, 8_000_000),
      }),
    );
  }
  const incomes: PlanIncome[] = [];
  const withFactfind = r.chance(0.85);
  for (const p of persons.filter((x) => x.relationship === 'SELF' || x.relationship === 'PARTNER'))
    if (r.chance(0.7))
      incomes.push(
        income({
          id: `inc-${p.id}`,
          annualIncomeCents: r.pick([0, r.int(500_000, 15_000_000)]),
          annualBonusCents: r.chance(0.2) ? r.int(0, 1_000_000) : null,
          incomeType: r.chance(0.6)
            ? r.pick(['EMPLOYMENT', 'SELF_EMPLOYMENT', 'STATE_PENSION', 'OTHER_PENSION', 'OTHER'] as const)
            : null,
          ownerIds: [p.id],
        }),
      );
  const status = () =>
    r.pick(['EMPLOYED', 'SELF_EMPLOYED', 'UNEMPLOYED', 'HOMEMAKER', 'STUDENT', 'RETIRED', null] as const);
  return household({
    persons,
    assets,
    debts,
    incomes,
    goals,
    factfind: withFactfind
      ? {
          maritalStatus: partnered
            ? r.pick(['MARRIED', 'COHABITING', 'CIVIL_PARTNERSHIP'])
            : r.pick(['SINGLE', 'WIDOWED', null]),
          housingStatus: r.pick(['RENTING', 'OWNER_WITH_MORTGAGE', 'OWNER_OUTRIGHT', null]),
          numberOfChildren: r.int(0, 3),
          monthlyRentOrMortgageCents: r.chance(0.7) ? r.int(0, 250_000) : null,
          monthlyOutgoingsCents: r.chance(0.93) ? r.int(0, 500_000) : null,
          user: answers({
            personId: 'me',
            annualIncomeCents: r.chance(0.8) ? r.int(0, 12_000_000) : null,
            employmentStatus: status(),
            prsiYears: r.chance(0.5) ? r.int(0, 45) : null,
            retirementAge: r.chance(0.7) ? r.int(55, 70) : null,
          }),
          partner: partnered
            ? answers({
                personId: 'pa',
                annualIncomeCents: r.chance(0.8) ? r.int(0, 9_000_000) : null,
                employmentStatus: status(),
                prsiYears: r.chance(0.5) ? r.int(0, 45) : null,
                retirementAge: r.chance(0.7) ? r.int(55, 70) : null,
              })
            : null,
        }
      : null,
  });
}

const RANDOM_SEEDS = Array.from({ length: 240 }, (_, i) => 1000 + i);

// ---------------------------------------------------------------------------------------------------------------

describe('the docs worked example of the wealth path, by hand', () => {
  // A parent, no assets or debts, no factfind yet, adds the calculator's goal: €64,232 by 1 September 2038.
  const college = goal({
    id: 'college',
    name: 'College costs',
    goalType: 'COLLEGE_COSTS',
    targetDate: '2038-09-01',
    valueToSaveCents: 6_423_200,
  });
  const parent = household({
    persons: [person({ id: 'me', firstName: 'Parent', relationship: 'SELF', dateOfBirth: null })],
    goals: [college],
  });

  it('is €0 today, €4,758 a year more, and €1 on the goal date', () => {
    const path = model(parent);
    // 13 × 12 + (9 − 3) = 162 months; ⌈€64,232 ÷ 162⌉ = €396.50 a month.
    expect(path.goals).toEqual([
      {
        goal: college,
        monthlyCents: 39_650,
        neededCents: 39_650,
        // €396.50 × 162 = €64,233
        savedByDateCents: 6_423_300,
        shortfallCents: 0,
        onTrack: true,
      },
    ]);
    const yearly = path.points.slice(0, 14).map((p) => [p.date, p.paidInCents, p.amountCents]);
    expect(yearly).toEqual([
      ['2025-03-15', 0, 0],
      ...Array.from({ length: 13 }, (_, k) => [
        addMonths(TODAY, 12 * (k + 1)),
        // €396.50 × 12 = €4,758 a year
        475_800,
        475_800 * (k + 1),
      ]),
    ]);
    // 2038-03-15: €4,758 × 13 = €61,854; 2038-09-01: + €396.50 × 6 = €2,379, − €64,232 = €1.
    expect(path.points[13].amountCents).toBe(6_185_400);
    expect(path.points).toHaveLength(15);
    expect(path.points[14]).toMatchObject({
      date: '2038-09-01',
      paidInCents: 237_900,
      goalsPaidCents: 6_423_200,
      goalShortfallCents: 0,
      amountCents: 6_185_400 + 237_900 - 6_423_200,
    });
    expect(path.points[14].amountCents).toBe(100);
    expect(Math.min(...path.points.map((p) => p.amountCents))).toBe(0);
  });

  // The docs' example says the savings come to €396.50 × 162 = €64,233, "€1 more than the goal", and
  // GoalOnPath.savedByDate is "What the savings made for it come to on its date" (it was once capped at the cost).
  it('is what planGraph gives (savedByDate €64,233)', () => {
    expect(firstDifference(planGraph(parent, TODAY), model(parent))).toBeNull();
  });

  it('is what planGraph gives, but for savedByDate', () => {
    expect(firstDifference(planGraph(parent, TODAY), model(parent))).toBeNull();
  });
});

describe('the model against planGraph, point by point', () => {
  const named = [...HOUSEHOLDS, { key: 'worked-example', name: 'Worked example', household: WORKED_EXAMPLE }];
  it.each(named.map((n) => [n.key, n.household] as const))('%s', (_key, h) => {
    expect(firstDifference(planGraph(h, TODAY), model(h))).toBeNull();
  });

  it(`agrees on ${RANDOM_SEEDS.length} random households`, () => {
    const differences = RANDOM_SEEDS.flatMap((seed) => {
      const h = randomHousehold(seed);
      const diff = firstDifference(planGraph(h, TODAY), model(h));
      return diff === null ? [] : [`seed ${seed}: ${diff}`];
    });
    expect(differences).toEqual([]);
  });
});

describe('the properties the docs promise, on random households', () => {
  const households = RANDOM_SEEDS.map((seed) => ({ seed, h: randomHousehold(seed) }));

  it('every point adds up: the previous amount + flows = amount, and amount = savings + pensions + property − debts', () => {
    const broken: string[] = [];
    for (const { seed, h } of households)
      for (const path of [planGraph(h, TODAY), model(h)]) {
        path.points.forEach((p, i) => {
          if (p.amountCents !== p.savingsCents + p.pensionsCents + p.propertyCents - p.debtsCents)
            broken.push(`seed ${seed} point ${i}: parts`);
          if (i === 0) return;
          const prev = path.points[i - 1].amountCents;
          const flows = p.paidInCents + p.growthCents + p.debtReductionCents - p.goalsPaidCents - p.pensionDrawnCents;
          if (prev + flows !== p.amountCents)
            broken.push(`seed ${seed} point ${i}: ${prev} + ${flows} ≠ ${p.amountCents}`);
        });
      }
    expect(broken).toEqual([]);
  });

  it('the plan never allocates more than the disposable income', () => {
    for (const { h } of households) {
      if (factfindErrors(h).length > 0) continue;
      const s = summarise(h, TODAY);
      expect(s.allocation.allocatedCents).toBeLessThanOrEqual(Math.max(0, s.budget.disposableCents));
    }
  });

  it('a household with wealth ≥ 0, no debts and every goal funded as it needs never goes below 0', () => {
    let checked = 0;
    for (const { seed, h } of households) {
      const plan = pathPlan(h);
      const graph = planGraph(h, TODAY);
      if (
        h.debts.length > 0 ||
        graph.currentWealthCents < 0 ||
        !plan.goals.every((g) => g.monthlyCents === g.neededCents)
      )
        continue;
      checked++;
      const lowest = Math.min(...graph.points.map((p) => p.amountCents));
      expect(lowest, `seed ${seed}`).toBeGreaterThanOrEqual(0);
      expect(Math.min(...model(h).points.map((p) => p.amountCents)), `seed ${seed}`).toBeGreaterThanOrEqual(0);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('every goal with no shortfall is on track (and one with a shortfall is not), in the API view too', () => {
    let goals = 0;
    for (const { h } of households) {
      for (const g of model(h).goals) expect(g.onTrack).toBe(g.shortfallCents === 0);
      const graph = planGraph(h, TODAY);
      const records: GoalRecord[] = h.goals.map((g) => ({
        ...g,
        userId: h.userId,
        goalData: null,
        ownerName: null,
      }));
      const view = planGraphView(graph, TODAY, records);
      expect(view.goals).toHaveLength(graph.goals.length);
      view.goals.forEach((g, i) => {
        goals++;
        expect(g.onTrack).toBe(graph.goals[i].shortfallCents === 0);
      });
    }
    expect(goals).toBeGreaterThan(100);
  });
});

describe('what the second model caught: planGraph follows the docs (each failed before its fix)', () => {
  // docs/planning-model.md, "The wealth path", step 2: "every asset's regular payment (yearly payment ÷ 12, to the
  // cent) into its kind". planGraph once put a property's regular payment into cash (savings).
  it('a property’s regular payment goes into the property', () => {
    const h = household({
      persons: [person({ id: 'me', relationship: 'SELF' })],
      assets: [
        asset({
          id: 'home',
          productType: 'PROPERTY',
          propertyType: 'HOME',
          balanceCents: 20_000_000,
          frequency: 'MONTHLY',
          regularPaymentCents: 10_000,
          active: true,
        }),
      ],
      goals: [goal({ id: 'g', targetDate: '2026-03-15', valueToSaveCents: 0 })],
    });
    const row = (p: WealthPoint | ModelPoint) => [p.date, p.propertyCents, p.savingsCents, p.paidInCents];
    // €200,000 + €100 × 12 = €201,200 of property, no savings.
    const expected = ['2026-03-15', 20_120_000, 0, 120_000];
    expect(row(model(h).points[1])).toEqual(expected);
    expect(row(planGraph(h, TODAY).points[1])).toEqual(expected);
  });

  // Step 2: "the emergency fund's into cash until the fund is held … When a saving ends (the emergency fund held, …),
  // what it freed goes to the goals still saving less than they need … and the rest into cash". planGraph once let the
  // fund's €100 go nowhere in the month after the fund was held (month 13): neither saved nor freed.
  it('the emergency fund’s saving goes to a goal from the month after the fund is held', () => {
    const college = goal({ id: 'g', targetDate: '2027-03-15', valueToSaveCents: 10_000_000 });
    const h = household({ persons: [person({ id: 'me', relationship: 'SELF' })], goals: [college] });
    const plan: PathPlan = {
      emergencyFund: { targetCents: 120_000, heldCents: 0, monthlyCents: 10_000 },
      debtOverpaymentCents: 0,
      goals: [{ goal: college, savedCents: 0, monthlyCents: 10_000, neededCents: 1_000_000 }],
      pensionMonthlyCents: 0,
      autoEnrolment: () => 0,
      autoEnrolmentRise: () => 0,
      retirement: { month: null, age: 66 },
      assumed: false,
    };
    const rows = (points: readonly (WealthPoint | ModelPoint)[]) =>
      points.map((p) => [p.date, p.paidInCents, p.goalsPaidCents, p.goalShortfallCents, p.amountCents]);
    const expected = [
      ['2025-03-15', 0, 0, null, 0],
      // Months 1–12: €100 into the emergency fund (held at €1,200 after month 12) and €100 for the goal.
      ['2026-03-15', 240_000, 0, null, 240_000],
      // Months 13–24: €100 for the goal and the fund's €100, freed, for the goal too: the goal's savings come to
      // €100 × 24 + €100 × 12 = €3,600, €100,000 − €3,600 = €96,400 short; the €1,200 fund is left.
      ['2027-03-15', 240_000, 360_000, 9_640_000, 120_000],
    ];
    expect(rows(modelWealthPath(h, TODAY, plan).points)).toEqual(expected);
    // planGraph: €2,300, €3,500 and €96,500 in the last row.
    expect(rows(projectWealth(h, TODAY, plan).points)).toEqual(expected);
  });
});
