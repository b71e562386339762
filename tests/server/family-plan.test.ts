/**
 * The family savings plan against a month-by-month model written here, apart from server/savings-plan.ts and
 * server/plan-months.ts, from the plan's rules:
 * - month 0 is the 1st of today's month, month t the 1st of the month t months later; the savings are in the
 *   balance at month 0;
 * - each child starts college on 1 September of today's year + 19 − age, course year k falls due on 1 September of
 *   the start year + k; its cost is each yearly figure risen (1 + rate)^(Y − base), base 2022 for the assumptions'
 *   figures (2022-2023) and the academic year today falls in for the parent's own (first child only), summed and
 *   rounded to the cent; the parent pays (cost − grants, at least 0) × share, rounded to the cent;
 * - one monthly saving from the first payment date (default the 1st of next month) on the same day of each month
 *   while the date is on or before the youngest child's first day of college (or the last course year's, saving
 *   through college); one paid on the 1st of month t is in the balance from month t, on a later day from t + 1;
 *   payment j is P for the first 12, then P × (1 + rise)^⌊j/12⌋ rounded up to the cent;
 * - each month the balance, when above zero, grows by (1 + R)^(1/12), takes the month's saving, then pays what
 *   falls due; the plan's saving is the least whole-cent P with which it is never below zero after a payment due;
 * - what a monthly amount covers: the same walk, each payment due paid from what there is and the rest left unpaid
 *   (amounts are shown in whole cents, so less than half a cent left unpaid is nothing short).
 * The properties run the model over random families; the hand-worked cases were worked to 50 digits with Python's
 * decimal module (the figures in the comments).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURSE_DURATIONS, type AccommodationType } from '../../src/assumptions';
import { INCLUDE_CHOICES, includeChoicesFor } from '../../src/rules/include-choices';
import {
  accommodationPerYear,
  feesPerYear,
  otherExpensesPerYear,
  type CostAnswers,
  type OwnYearlyFigures,
  type YearMonth,
} from '../../server/cost-model';
import {
  DEFAULT_PLAN_INPUTS,
  savingsPlan,
  type PlanInputs,
  type SavingsPlan,
  type YearMonthDay,
} from '../../server/savings-plan';

// ---- The second model ------------------------------------------------------------------------------------------

interface Family {
  answers: CostAnswers;
  today: YearMonth;
  inputs: PlanInputs;
}

/** The months from month 0 (the 1st of today's month) to the 1st of `month` of `year`. */
const monthIndex = (today: YearMonth, year: number, month: number): number =>
  (year - today.year) * 12 + month - today.month;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of `day` in month t of the grid. */
function isoOf(today: YearMonth, t: number, day = 1): string {
  const absolute = today.year * 12 + today.month - 1 + t;
  return `${pad(Math.floor(absolute / 12), 4)}-${pad((absolute % 12) + 1, 2)}-${pad(day, 2)}`;
}

interface ModelChild {
  startYear: number;
  /** The month each course year falls due on. */
  dueMonths: number[];
  /** What the parent pays for each course year. */
  pays: number[];
}

/** A child's course years: what each costs the parent and when. `own`: the parent's own figures (first child only). */
function priceChild(answers: CostAnswers, own: OwnYearlyFigures, today: YearMonth, inputs: PlanInputs): ModelChild {
  const ownBase = today.month >= 9 ? today.year : today.year - 1;
  const withAccommodation = answers.whatToInclude.includes('ACCOMMODATION') && answers.accommodation !== 'HOME';
  const withOther = answers.whatToInclude.includes('OTHER_EXPENSES');
  const figure = (ownCents: number | null | undefined, assumed: number): [number, number] =>
    ownCents == null ? [assumed, 2022] : [ownCents, ownBase];
  const figures: [number, number][] = [
    figure(own.feesCents, feesPerYear(answers.eligibleForFreeTuitionFees)),
    withAccommodation
      ? figure(own.accommodationCents, accommodationPerYear(answers.accommodation, ['ACCOMMODATION']))
      : [0, 2022],
    withOther
      ? figure(own.otherExpensesCents, otherExpensesPerYear(answers.accommodation, ['OTHER_EXPENSES']))
      : [0, 2022],
  ];
  const startYear = today.year + 19 - answers.ageOfChild;
  const rate = inputs.risingCostsRate;
  const dueMonths: number[] = [];
  const pays: number[] = [];
  for (let k = 0; k < answers.courseDuration; k++) {
    const year = startYear + k;
    let cost = 0;
    for (const [cents, base] of figures) cost += rate === null ? cents : cents * (1 + rate) ** (year - base);
    cost = Math.round(cost);
    dueMonths.push(monthIndex(today, year, 9));
    pays.push(Math.round((Math.max(0, cost - inputs.grantsCents) * inputs.sharePercent) / 100));
  }
  return { startYear, dueMonths, pays };
}

/** The monthly savings: `count` payments made on `day` from month `firstMonth`, the j-th in the balance from `from` + j. */
interface Saving {
  firstMonth: number;
  day: number;
  count: number;
  from: number;
  rise: number;
}

/** Payments on `day` of each month from `firstMonth`, while the date is on or before the 1st of month `stop`. */
function savingOf(firstMonth: number, day: number, stop: number, rise: number): Saving {
  let count = 0;
  while (firstMonth + count < stop || (firstMonth + count === stop && day === 1)) count++;
  return { firstMonth, day, count, from: day === 1 ? firstMonth : firstMonth + 1, rise };
}

/**
 * The amount of payment j for a first saving P: P × (1 + rise)^⌊j/12⌋ rounded up to the cent, worked in exact
 * fractions (the rise is a whole number of millionths). An amount less than half a ten-thousandth of a cent above a
 * whole cent counts as that cent, as ceilCents has it (floating point cannot tell such dust from the whole cent).
 */
function contribution(first: number, rise: number, j: number): number {
  const k = Math.floor(j / 12);
  if (k === 0 || rise === 0) return first;
  const scale = 1_000_000n;
  const factor = scale + BigInt(Math.round(rise * 1_000_000));
  const numerator = BigInt(first) * factor ** BigInt(k);
  const denominator = scale ** BigInt(k);
  const whole = numerator / denominator;
  const rest = numerator % denominator;
  return Number(rest * 20_000n >= denominator ? whole + 1n : whole);
}

interface Model {
  family: Family;
  children: ModelChild[];
  /** Month → what each child pays that month. */
  dues: Map<number, number[]>;
  dueMonths: number[];
  lastMonth: number;
  /** The month of the first (oldest child's) first course year, and of the youngest's. */
  firstStartMonth: number;
  lastStartMonth: number;
  firstPayment: YearMonthDay;
  saving: Saving;
}

function modelOf(family: Family, throughCollege = family.inputs.saveThroughCollege): Model {
  const { answers, today, inputs } = family;
  const children = [
    priceChild(answers, inputs.own, today, inputs),
    ...inputs.otherChildren.map((child) => priceChild(child, {}, today, inputs)),
  ];
  const dues = new Map<number, number[]>();
  children.forEach((child, c) =>
    child.dueMonths.forEach((month, k) => {
      const row = dues.get(month) ?? children.map(() => 0);
      row[c] += child.pays[k];
      dues.set(month, row);
    }),
  );
  const dueMonths = [...dues.keys()].sort((a, b) => a - b);
  const lastMonth = dueMonths.at(-1)!;
  const firstStartMonth = Math.min(...children.map((child) => child.dueMonths[0]));
  const lastStartMonth = Math.max(...children.map((child) => child.dueMonths[0]));
  const next = isoOf(today, 1);
  const firstPayment = inputs.firstPayment ?? {
    year: Number(next.slice(0, 4)),
    month: Number(next.slice(5, 7)),
    day: 1,
  };
  const firstMonth = monthIndex(today, firstPayment.year, firstPayment.month);
  const stop = throughCollege ? lastMonth : lastStartMonth;
  const saving = savingOf(firstMonth, firstPayment.day, stop, inputs.contributionRise);
  return { family, children, dues, dueMonths, lastMonth, firstStartMonth, lastStartMonth, firstPayment, saving };
}

interface MonthState {
  /** The exact balance after the month's payments due. */
  balance: number;
  paidIn: number;
  paidOut: number;
  unpaid: number;
}

/**
 * The walk from month 0 to the last payment due. `carry`: each payment due is taken whole (the balance may go below
 * zero, and does not grow there); otherwise what there is pays it and the rest is left unpaid.
 */
function walk(
  model: Model,
  first: number,
  saved: number,
  yearlyReturn: number,
  carry: boolean,
  saving = model.saving,
): MonthState[] {
  const monthly = (1 + yearlyReturn) ** (1 / 12);
  const states: MonthState[] = [];
  let balance = saved;
  for (let t = 0; t <= model.lastMonth; t++) {
    if (t > 0 && balance > 0) balance *= monthly;
    const j = t - saving.from;
    const paidIn = j >= 0 && j < saving.count ? contribution(first, saving.rise, j) : 0;
    balance += paidIn;
    const due = (model.dues.get(t) ?? []).reduce((sum, cents) => sum + cents, 0);
    let paidOut = due;
    let unpaid = 0;
    if (!carry && due > balance) {
      paidOut = Math.max(0, balance);
      unpaid = due - paidOut;
    }
    balance -= paidOut;
    states.push({ balance, paidIn, paidOut, unpaid });
  }
  return states;
}

/** The balance is never below zero after a payment due (floating-point dust aside). */
const fundsAll = (model: Model, first: number, saved: number, yearlyReturn: number, saving = model.saving): boolean => {
  const states = walk(model, first, saved, yearlyReturn, true, saving);
  return model.dueMonths.every((month) => states[month].balance >= -1e-6);
};

/** The least whole number n ≥ 0 for which `ok` (true from some n on) holds, by doubling then bisection. */
function leastWhole(ok: (n: number) => boolean): number {
  if (ok(0)) return 0;
  let low = 0;
  let high = 1;
  while (!ok(high)) {
    low = high;
    high *= 2;
  }
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (ok(mid)) high = mid;
    else low = mid;
  }
  return high;
}

const leastMonthly = (
  model: Model,
  saved = model.family.inputs.savedCents,
  yearlyReturn = model.family.inputs.yearlyReturn,
  saving = model.saving,
) => leastWhole((p) => fundsAll(model, p, saved, yearlyReturn, saving));

const leastLump = (model: Model, first: number) =>
  leastWhole((lump) => fundsAll(model, first, model.family.inputs.savedCents + lump, model.family.inputs.yearlyReturn));

/** The first saving 12 months later, or null when that date is after the first course year falls due. */
function monthlyIfWaiting(model: Model): number | null {
  const { firstMonth, day, rise } = model.saving;
  const later = firstMonth + 12;
  if (later > model.firstStartMonth || (later === model.firstStartMonth && day > 1)) return null;
  const stop = model.family.inputs.saveThroughCollege ? model.lastMonth : model.lastStartMonth;
  return leastMonthly(model, undefined, undefined, savingOf(later, day, stop, rise));
}

interface ModelRow {
  date: string;
  studying: boolean;
  paidIn: number;
  cost: number;
  childCosts: number[];
  balance: number;
}

/** Each 1 September from month 1 to the last payment due, with the saving `first`, at `yearlyReturn`. */
function rowsOf(model: Model, first: number, yearlyReturn: number): ModelRow[] {
  const states = walk(model, first, model.family.inputs.savedCents, yearlyReturn, true);
  const rows: ModelRow[] = [];
  let previous = -1;
  for (let t = 1; t <= model.lastMonth; t++) {
    if (isoOf(model.family.today, t).slice(5) !== '09-01') continue;
    const childCosts = model.dues.get(t) ?? model.children.map(() => 0);
    rows.push({
      date: isoOf(model.family.today, t),
      studying: model.dues.has(t),
      paidIn: states.slice(previous + 1, t + 1).reduce((sum, state) => sum + state.paidIn, 0),
      cost: childCosts.reduce((sum, cents) => sum + cents, 0),
      childCosts,
      balance: states[t].balance,
    });
    previous = t;
  }
  return rows;
}

interface ModelCoverage {
  /** Paid and left unpaid, exact. */
  paid: number;
  short: number;
  /** The first 1 September on which a payment is short by a cent or more (less than half a cent is no cent). */
  firstShortDate: string | null;
}

/** What `amount` a month covers: each payment due paid from what there is, the rest left unpaid. */
function coverageOf(model: Model, amount: number): ModelCoverage {
  const states = walk(model, amount, model.family.inputs.savedCents, model.family.inputs.yearlyReturn, false);
  let paid = 0;
  let short = 0;
  let firstShortDate: string | null = null;
  for (const month of model.dueMonths) {
    const { paidOut, unpaid } = states[month];
    paid += paidOut;
    short += unpaid;
    if (unpaid >= 0.5) firstShortDate ??= isoOf(model.family.today, month);
  }
  return { paid, short, firstShortDate };
}

/** `shown` is `exact` rounded to the cent (floating-point dust of a different order of sums aside). */
const expectRoundsTo = (shown: number, exact: number): void =>
  expect(Math.abs(shown - exact)).toBeLessThanOrEqual(0.5 + 1e-6);

// ---- Random families -------------------------------------------------------------------------------------------

const childArb: fc.Arbitrary<CostAnswers> = fc
  .record({
    ageOfChild: fc.integer({ min: 0, max: 18 }),
    courseDuration: fc.constantFrom(...COURSE_DURATIONS),
    accommodation: fc.constantFrom<AccommodationType>('STUDENT', 'RENTED', 'HOME'),
    eligibleForFreeTuitionFees: fc.boolean(),
    choice: fc.nat(2),
  })
  .map(({ choice, ...child }) => {
    const choices = includeChoicesFor(child.accommodation);
    return { ...child, whatToInclude: [...INCLUDE_CHOICES[choices[choice % choices.length]]] };
  });

const percentTenths = (max: number) => fc.integer({ min: 0, max: max * 10 }).map((tenths) => tenths / 1000);

const familyArb: fc.Arbitrary<Family> = fc
  .record({
    children: fc.array(childArb, { minLength: 1, maxLength: 4 }),
    year: fc.integer({ min: 2025, max: 2040 }),
    month: fc.integer({ min: 1, max: 12 }),
    savedCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20_000_000 })),
    yearlyReturn: percentTenths(10),
    rising: fc.option(percentTenths(10), { nil: null }),
    sharePercent: fc.integer({ min: 10, max: 100 }),
    grantsCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_500_000 })),
    ownFees: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
    ownAccommodation: fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: null }),
    ownOther: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
    contributionRise: fc.oneof(fc.constant(0), percentTenths(10)),
    saveThroughCollege: fc.boolean(),
    firstPayment: fc.option(fc.record({ offset: fc.nat(400), day: fc.integer({ min: 1, max: 28 }) }), { nil: null }),
  })
  .map((r) => {
    const [answers, ...otherChildren] = r.children;
    const today = { year: r.year, month: r.month };
    const firstDue = monthIndex(today, r.year + 19 - Math.max(...r.children.map((c) => c.ageOfChild)), 9);
    let firstPayment: YearMonthDay | null = null;
    if (r.firstPayment) {
      const offset = r.firstPayment.offset % (firstDue + 1);
      const iso = isoOf(today, offset);
      firstPayment = {
        year: Number(iso.slice(0, 4)),
        month: Number(iso.slice(5, 7)),
        day: offset === firstDue ? 1 : r.firstPayment.day,
      };
    }
    const withAccommodation = answers.whatToInclude.includes('ACCOMMODATION') && answers.accommodation !== 'HOME';
    return {
      answers,
      today,
      inputs: {
        ...DEFAULT_PLAN_INPUTS,
        savedCents: r.savedCents,
        yearlyReturn: r.yearlyReturn,
        risingCostsRate: r.rising,
        sharePercent: r.sharePercent,
        grantsCents: r.grantsCents,
        own: {
          feesCents: r.ownFees,
          accommodationCents: withAccommodation ? r.ownAccommodation : null,
          otherExpensesCents: answers.whatToInclude.includes('OTHER_EXPENSES') ? r.ownOther : null,
        },
        contributionRise: r.contributionRise,
        otherChildren,
        saveThroughCollege: r.saveThroughCollege,
        firstPayment,
      },
    };
  });

const planOf = (family: Family, more: Partial<PlanInputs> = {}): SavingsPlan =>
  savingsPlan(family.answers, family.today, { ...family.inputs, ...more });

const RUNS = { numRuns: 200 };

describe('family plan: properties against the second model', () => {
  it('(a) asks the least whole-cent monthly saving that pays every course year when it falls due', () => {
    fc.assert(
      fc.property(familyArb, (family) => {
        const plan = planOf(family);
        const model = modelOf(family);
        expect(Math.abs(plan.monthlyCents - leastMonthly(model))).toBeLessThanOrEqual(1);
        expect(plan.onTrack).toBe(plan.monthlyCents === 0);
        expect(plan.savedCents).toBe(family.inputs.savedCents);
        expect(plan.monthsToSave).toBe(model.saving.count);
        const { firstMonth, day, count } = model.saving;
        expect(plan.firstPaymentDate).toBe(isoOf(family.today, firstMonth, day));
        expect(plan.lastPaymentDate).toBe(isoOf(family.today, firstMonth + count - 1, day));
        expect(plan.finalMonthlyCents).toBe(contribution(plan.monthlyCents, model.saving.rise, count - 1));
      }),
      RUNS,
    );
  });

  it('(a) the lump sum today, waiting a year, and from nothing with no return are the same rule', () => {
    fc.assert(
      fc.property(familyArb, (family) => {
        const plan = planOf(family);
        const model = modelOf(family);
        expect(Math.abs(plan.lumpSumTodayCents - leastLump(model, 0))).toBeLessThanOrEqual(1);
        expect(Math.abs(plan.monthlyFromNothingCents - leastMonthly(model, 0, 0))).toBeLessThanOrEqual(1);
        const waiting = monthlyIfWaiting(model);
        if (waiting === null) expect(plan.monthlyIfWaitingCents).toBeNull();
        else expect(Math.abs(plan.monthlyIfWaitingCents! - waiting)).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });

  it('(a) each child’s monthly saving alone: the same inputs and savings, that child’s years only', () => {
    fc.assert(
      fc.property(familyArb, (family) => {
        const plan = planOf(family);
        const all = [family.answers, ...family.inputs.otherChildren];
        all.forEach((child, c) => {
          const alone: Family = {
            answers: child,
            today: family.today,
            inputs: { ...family.inputs, own: c === 0 ? family.inputs.own : {}, otherChildren: [] },
          };
          expect(Math.abs(plan.children[c].monthlyAloneCents - leastMonthly(modelOf(alone)))).toBeLessThanOrEqual(1);
        });
      }),
      { numRuns: 80 },
    );
  });

  it('(b) with its saving the balance is never below zero while a child is in college, and the rows are the model’s', () => {
    fc.assert(
      fc.property(familyArb, (family) => {
        const plan = planOf(family);
        const model = modelOf(family);
        for (const y of plan.years.filter((row) => row.studying)) expect(y.balanceCents).toBeGreaterThanOrEqual(0);
        const rows = rowsOf(model, plan.monthlyCents, family.inputs.yearlyReturn);
        expect(plan.years.map((y) => [y.date, y.studying, y.paidInCents, y.costCents, y.childCostsCents])).toEqual(
          rows.map((row) => [row.date, row.studying, row.paidIn, row.cost, row.childCosts]),
        );
        plan.years.forEach((y, i) => expectRoundsTo(y.balanceCents, rows[i].balance));
        const lower = Math.max(0, family.inputs.yearlyReturn - 0.02);
        expect(plan.lowerReturn).toBeCloseTo(lower, 12);
        expect(plan.higherReturn).toBeCloseTo(family.inputs.yearlyReturn + 0.02, 12);
        const atLower = rowsOf(model, plan.monthlyCents, plan.lowerReturn);
        const atHigher = rowsOf(model, plan.monthlyCents, plan.higherReturn);
        plan.years.forEach((y, i) => {
          expectRoundsTo(y.balanceAtLowerReturnCents, atLower[i].balance);
          expectRoundsTo(y.balanceAtHigherReturnCents, atHigher[i].balance);
        });
      }),
      RUNS,
    );
  });

  it('(c) the family’s total is the sum of what each child’s years cost, and each row’s child costs make its cost', () => {
    fc.assert(
      fc.property(familyArb, (family) => {
        const plan = planOf(family);
        const model = modelOf(family);
        expect(plan.children.map((child) => child.paymentsCents)).toEqual(model.children.map((child) => child.pays));
        expect(plan.children.map((child) => child.lastYearDate)).toEqual(
          model.children.map((child) => `${pad(child.startYear + child.pays.length - 1, 4)}-09-01`),
        );
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        for (const child of plan.children) expect(child.totalToPayCents).toBe(sum(child.paymentsCents));
        expect(plan.totalToPayCents).toBe(sum(plan.children.map((child) => child.totalToPayCents)));
        expect(plan.totalToPayCents).toBe(sum(plan.years.map((y) => y.costCents)));
        for (const y of plan.years) {
          expect(y.childCostsCents).toHaveLength(plan.children.length);
          expect(sum(y.childCostsCents)).toBe(y.costCents);
        }
      }),
      RUNS,
    );
  });

  it('(d) saving through college never asks more than stopping at the start', () => {
    fc.assert(
      fc.property(familyArb, (family) => {
        const stopping = planOf(family, { saveThroughCollege: false });
        const through = planOf(family, { saveThroughCollege: true });
        expect(through.monthlyCents).toBeLessThanOrEqual(stopping.monthlyCents);
        expect(through.monthsToSave).toBeGreaterThanOrEqual(stopping.monthsToSave);
      }),
      RUNS,
    );
  });

  it('(d) one child from the default date, at 0 % with level savings: ⌈(what to pay − savings) ÷ months⌉', () => {
    fc.assert(
      fc.property(familyArb, (drawn) => {
        const family: Family = {
          ...drawn,
          inputs: {
            ...drawn.inputs,
            otherChildren: [],
            yearlyReturn: 0,
            contributionRise: 0,
            firstPayment: null,
            saveThroughCollege: false,
          },
        };
        const plan = planOf(family);
        const model = modelOf(family);
        const toPay = model.children[0].pays.reduce((a, b) => a + b, 0);
        const months = monthIndex(family.today, model.children[0].startYear, 9);
        expect(plan.monthsToSave).toBe(months);
        const shortfall = toPay - family.inputs.savedCents;
        expect(plan.monthlyCents).toBe(shortfall > 0 ? Math.ceil(shortfall / months) : 0);
      }),
      RUNS,
    );
  });

  it('(e) what a monthly amount covers: all of it at the plan’s own saving; less leaves the rest short', () => {
    fc.assert(
      fc.property(familyArb, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (family, fraction) => {
        const plan = planOf(family);
        expect(plan.coverage).toBeNull();
        const own = planOf(family, { monthlyAmountCents: plan.monthlyCents });
        expect(own.monthlyCents).toBe(plan.monthlyCents);
        expect(own.coverage).toEqual({
          monthlyCents: plan.monthlyCents,
          paidCents: plan.totalToPayCents,
          shortCents: 0,
          coveredPercent: 100,
          firstShortDate: null,
          moreMonthlyCents: 0,
          lumpSumToCloseCents: 0,
        });

        const amount = Math.floor(plan.monthlyCents * fraction);
        const coverage = planOf(family, { monthlyAmountCents: amount }).coverage!;
        const model = modelOf(family);
        const expected = coverageOf(model, amount);
        expect(coverage.monthlyCents).toBe(amount);
        expect(coverage.paidCents + coverage.shortCents).toBe(plan.totalToPayCents);
        expectRoundsTo(coverage.paidCents, expected.paid);
        expectRoundsTo(coverage.shortCents, expected.short);
        expect(coverage.firstShortDate).toBe(expected.firstShortDate);
        if (coverage.shortCents > 0) {
          // Rounded down, and never 100 while anything is short.
          expect(coverage.coveredPercent).toBe(
            Math.min(99, Math.floor((coverage.paidCents * 100) / plan.totalToPayCents)),
          );
          expect(amount + coverage.moreMonthlyCents).toBe(plan.monthlyCents);
          expect(Math.abs(coverage.lumpSumToCloseCents - leastLump(model, amount))).toBeLessThanOrEqual(1);
        } else {
          expect(coverage).toMatchObject({ coveredPercent: 100, moreMonthlyCents: 0, lumpSumToCloseCents: 0 });
        }
      }),
      RUNS,
    );
  });

  it('(f) each row adds up: the previous balance, what was paid in, the growth, less the costs', () => {
    fc.assert(
      fc.property(familyArb, (family) => {
        const plan = planOf(family);
        let previous = plan.savedCents;
        for (const y of plan.years) {
          expect(previous + y.paidInCents + y.growthCents - y.costCents).toBe(y.balanceCents);
          previous = y.balanceCents;
        }
      }),
      RUNS,
    );
  });
});

// ---- Hand-worked cases -----------------------------------------------------------------------------------------

const DECEMBER_2026 = { year: 2026, month: 12 };

/** A typical family: a child of 8, 4 years rented, all costs, eligible; €2,000 saved, 4 %, costs rising 3 %. */
const EIGHT_RENTED: CostAnswers = {
  ageOfChild: 8,
  courseDuration: 4,
  accommodation: 'RENTED',
  eligibleForFreeTuitionFees: true,
  whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
};
const TYPICAL_INPUTS: PlanInputs = {
  ...DEFAULT_PLAN_INPUTS,
  savedCents: 200_000,
  yearlyReturn: 0.04,
  risingCostsRate: 0.03,
};

/*
 * Worked with Python's decimal module (50 digits), g = 1.04^(1/12):
 * The child starts on 1 September 2037 (2026 + 19 − 8): course years 2037–2040 on months 129, 141, 153, 165 of the
 * grid from 1 December 2026. A year costs (3,200 + 7,691 + 6,240) × 100 = 1,713,100 cents of 2022-2023 risen
 * 1.03^(Y − 2022), summed and rounded:
 *   2037: 498,549.57 + 1,198,232.74 + 972,171.67 = 2,668,953.98 → 2,668,954
 *   2038: 513,506.06 + 1,234,179.72 + 1,001,336.82 = 2,749,022.60 → 2,749,023
 *   2039: 528,911.24 + 1,271,205.11 + 1,031,376.92 = 2,831,493.28 → 2,831,493
 *   2040: 544,778.58 + 1,309,341.27 + 1,062,318.23 = 2,916,438.08 → 2,916,438
 *   total 11,165,908.
 * P is the largest over the due months m of (Σ due grown to m − 200,000 g^m) ÷ Σ g^(m − j) over the savings j in the
 * balance by m.
 * - Stopping at the start: savings on the 1st, months 1–129 (1 January 2027 to 1 September 2037): the last due
 *   month binds, P = 63,784.79… → 63,785; the last balance 37.15 → 37.
 * - Saving through college: months 1–165 (to 1 September 2040): P = 52,642.31… → 52,643; the last balance 150.55.
 * - First payment on 3 January 2027: 128 savings (3 January 2027 to 3 August 2037), each counted from the next 1st
 *   (months 2–129): P = 64,395.59… → 64,396.
 * - Lump sum today, no saving: max over m of Σ due grown ÷ g^m − 200,000 = 6,702,777.10 → 6,702,778.
 * - Waiting a year (1 January 2028, months 13–129): 71,813.61… → 71,814.
 * - From nothing with no return: 11,165,908 ÷ 129 = 86,557.43 → 86,558.
 */
describe('family plan: a typical family, costs risen from 2022-2023', () => {
  it('stopping on the first day of college', () => {
    const plan = savingsPlan(EIGHT_RENTED, DECEMBER_2026, TYPICAL_INPUTS);
    expect(plan.children[0].paymentsCents).toEqual([2_668_954, 2_749_023, 2_831_493, 2_916_438]);
    expect(plan.totalToPayCents).toBe(11_165_908);
    expect(plan).toMatchObject({
      monthsToSave: 129,
      firstPaymentDate: '2027-01-01',
      lastPaymentDate: '2037-09-01',
      monthlyCents: 63_785,
      finalMonthlyCents: 63_785,
      lumpSumTodayCents: 6_702_778,
      monthlyIfWaitingCents: 71_814,
      monthlyFromNothingCents: 86_558,
      onTrack: false,
    });
    expect(plan.years.at(-1)).toMatchObject({ date: '2040-09-01', costCents: 2_916_438, balanceCents: 37 });
  });

  it('saving through college asks less: €526.43 against €637.85', () => {
    const plan = savingsPlan(EIGHT_RENTED, DECEMBER_2026, { ...TYPICAL_INPUTS, saveThroughCollege: true });
    expect(plan).toMatchObject({ monthsToSave: 165, lastPaymentDate: '2040-09-01', monthlyCents: 52_643 });
    // Python decimal, the balance on each 1 September of college: 6,069,020.97, 4,205,974.26, 2,185,935.67, 150.55.
    expect(plan.years.filter((y) => y.studying).map((y) => y.balanceCents)).toEqual([
      6_069_021, 4_205_974, 2_185_936, 151,
    ]);
  });

  it('a first payment on the 3rd makes one payment fewer, each counted from the next 1st', () => {
    const plan = savingsPlan(EIGHT_RENTED, DECEMBER_2026, {
      ...TYPICAL_INPUTS,
      firstPayment: { year: 2027, month: 1, day: 3 },
    });
    expect(plan).toMatchObject({
      monthsToSave: 128,
      firstPaymentDate: '2027-01-03',
      lastPaymentDate: '2037-08-03',
      monthlyCents: 64_396,
    });
    // The last balance (Python decimal): 72.48.
    expect(plan.years.at(-1)?.balanceCents).toBe(72);
  });

  /*
   * €300 a month (30,000 cents), stopping at the start, each course year paid from what there is:
   * - 1 September 2037: 200,000 g^129 + 30,000 Σ g^(129 − j), j = 1–129, = 5,110,704.12 pays 2,668,954 in full,
   *   leaving 2,441,750.12;
   * - 1 September 2038: that × 1.04 = 2,539,420.13 of 2,749,023: short; nothing left for 2039 and 2040.
   * Paid 2,668,954 + 2,539,420.13 = 5,208,374.13 → 5,208,374; short 11,165,908 − 5,208,374 = 5,957,534;
   * covered ⌊520,837,400 ÷ 11,165,908⌋ = ⌊46.65⌋ = 46 %; more a month 63,785 − 30,000 = 33,785.
   * Lump sum to close: the largest over m of (Σ due grown − 200,000 g^m − 30,000 Σ g^(m − j)) ÷ g^m, at 2040:
   * 3,550,249.65 → 3,550,250.
   */
  it('what €300 a month covers', () => {
    const plan = savingsPlan(EIGHT_RENTED, DECEMBER_2026, { ...TYPICAL_INPUTS, monthlyAmountCents: 30_000 });
    expect(plan.coverage).toEqual({
      monthlyCents: 30_000,
      paidCents: 5_208_374,
      shortCents: 5_957_534,
      coveredPercent: 46,
      firstShortDate: '2038-09-01',
      moreMonthlyCents: 33_785,
      lumpSumToCloseCents: 3_550_250,
    });
  });
});

/*
 * Two children, the same inputs: the typical family's child of 8 and a child of 10, 3 years at home, eligible, fees and other
 * expenses: (3,200 + 3,012) × 100 = 621,200 cents of 2022-2023, starting 1 September 2035 (months 105, 117, 129):
 *   2035: 621,200 × 1.03^13 = 912,253.14 → 912,253; 2036: × 1.03^14 = 939,620.74 → 939,621;
 *   2037: × 1.03^15 = 967,809.36 → 967,809; total 2,819,683; the family's 11,165,908 + 2,819,683 = 13,985,591.
 * Saving stops when the youngest (the child of 8) starts, month 129. The least P at each due month (Python decimal):
 *   105: 5,040.40; 117: 11,211.40; 129: 33,058.53; 141: 49,559.10; 153: 65,901.01; 165: 82,085.79 → 82,086.
 * Through college (months 1–165), the same to 2037, then 141: 46,172.82; 153: 57,612.94; 165: 67,746.33 → 67,747.
 * Alone: the child of 8, 63,785 (above); the child of 10, saving to its own start (months 1–105): 19,420.
 * The balance on the last day (P = 82,086): 38.48.
 */
describe('family plan: two children with overlapping years', () => {
  const TEN_AT_HOME: CostAnswers = {
    ageOfChild: 10,
    courseDuration: 3,
    accommodation: 'HOME',
    eligibleForFreeTuitionFees: true,
    whatToInclude: ['FEES', 'OTHER_EXPENSES'],
  };
  const family = { ...TYPICAL_INPUTS, otherChildren: [TEN_AT_HOME] };

  it('one monthly saving pays both children’s years, each row split by child', () => {
    const plan = savingsPlan(EIGHT_RENTED, DECEMBER_2026, family);
    expect(plan.children.map((child) => child.paymentsCents)).toEqual([
      [2_668_954, 2_749_023, 2_831_493, 2_916_438],
      [912_253, 939_621, 967_809],
    ]);
    expect(plan.children.map((child) => child.totalToPayCents)).toEqual([11_165_908, 2_819_683]);
    expect(plan.children.map((child) => child.lastYearDate)).toEqual(['2040-09-01', '2037-09-01']);
    expect(plan.totalToPayCents).toBe(13_985_591);
    expect(plan).toMatchObject({ monthsToSave: 129, monthlyCents: 82_086 });
    expect(plan.children.map((child) => child.monthlyAloneCents)).toEqual([63_785, 19_420]);
    expect(plan.years.filter((y) => y.studying).map((y) => [y.date, y.childCostsCents, y.costCents])).toEqual([
      ['2035-09-01', [0, 912_253], 912_253],
      ['2036-09-01', [0, 939_621], 939_621],
      ['2037-09-01', [2_668_954, 967_809], 3_636_763],
      ['2038-09-01', [2_749_023, 0], 2_749_023],
      ['2039-09-01', [2_831_493, 0], 2_831_493],
      ['2040-09-01', [2_916_438, 0], 2_916_438],
    ]);
    expect(plan.years.at(-1)?.balanceCents).toBe(38);
  });

  it('saving through college: 67,747 a month against 82,086', () => {
    const plan = savingsPlan(EIGHT_RENTED, DECEMBER_2026, { ...family, saveThroughCollege: true });
    expect(plan).toMatchObject({ monthsToSave: 165, monthlyCents: 67_747 });
  });
});
