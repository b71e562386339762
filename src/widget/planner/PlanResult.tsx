/**
 * The plan's figures: the monthly saving beside the same costs saved from nothing with no
 * return (each box saying what it assumes), what the savings and return are worth a month, the target, the
 * lump sum, the cost of waiting, the range at a lower and a higher return, what the plan assumes (dated), the
 * chart and the year-by-year table. Thin: every figure is the API's.
 */
import type { Ref } from 'react';
import { fill } from '../host/fill';
import type { PlannerMessages } from './planner-messages';
import type { SavingsPlan } from './plan-call';
import { PlanChart } from './PlanChart';
import { PlanTable } from './PlanTable';
import { PlanCoverageLines } from './PlanCoverageLines';

export interface PlanResultProps {
  plan: SavingsPlan;
  /** The first day of college (ISO). */
  startDate: string;
  /** The day the plan was made (ISO), in the parent's calendar. */
  madeOn: string;
  /** How many of the yearly costs (fees, accommodation, other expenses) the estimate counts. */
  counted: number;
  t: PlannerMessages;
  money: (euro: number, toTheCent?: boolean) => string;
  date: (iso: string, style?: 'long' | 'shortMonthYear') => string;
  percent: (value: number) => string;
  /** The widget's id prefix: the plan's heading and table are `<idBase>-plan-result` and `<idBase>-plan-table`. */
  idBase: string;
  headingRef: Ref<HTMLHeadingElement>;
}

/** '€14,812, from our 2022-2023 figures', 'from your own figures', or from both; `counted`: how many costs the estimate counts. */
function costsSource(plan: SavingsPlan, counted: number, t: PlannerMessages, amount: string): string {
  const own = plan.ownFigures.length;
  const template = own === 0 ? t.costsOurs : own >= counted ? t.costsOwn : t.costsMixed;
  return fill(template, { amount, year: plan.figuresYear });
}

export function PlanResult({
  plan,
  startDate,
  madeOn,
  counted,
  t,
  money,
  date,
  percent,
  idBase,
  headingRef,
}: PlanResultProps) {
  const target = money(plan.target.float);
  // The target is for the first day of college of the child who starts first.
  const start = date(
    plan.children
      .map((child) => child.collegeCost.targetDate)
      .reduce((first, day) => (day < first ? day : first), startDate),
  );
  const waiting = plan.monthlySavingIfWaitingAYear;
  const last = plan.years.at(-1);
  const low = percent(plan.lowerReturnPercent);
  const high = percent(plan.higherReturnPercent);
  const outcome = (cents: number) => fill(cents < 0 ? t.rangeShort : t.rangeSpare, { amount: money(Math.abs(cents)) });
  const bars = [
    {
      label: t.today,
      value: plan.savedAlready.float,
      low: plan.savedAlready.float,
      high: plan.savedAlready.float,
      studying: false,
    },
    ...plan.years.map((year) => ({
      label: year.date.slice(0, 4),
      value: year.balance.float,
      low: year.balanceAtLowerReturn.float,
      high: year.balanceAtHigherReturn.float,
      studying: year.studying,
    })),
  ];
  const annual = plan.feesPerYear.float + plan.accommodationPerYear.float + plan.otherExpensesPerYear.float;
  const summary: [string, string][] = [
    [t.savedAlready, money(plan.savedAlready.float)],
    [t.yearlyReturn, fill(t.percent, { value: percent(plan.yearlyReturnPercent) })],
    [
      t.risingCosts,
      plan.risingCosts
        ? fill(t.risingFrom, { value: percent(plan.risingCostsPercent), year: plan.figuresYear })
        : t.notAllowed,
    ],
    [t.shareOfCosts, fill(t.shareValue, { value: percent(plan.sharePercent) })],
    [t.grants, plan.grantsPerYear.float ? fill(t.grantsValue, { amount: money(plan.grantsPerYear.float) }) : t.none],
    [
      t.savingRise,
      plan.contributionRisePercent ? fill(t.rising, { value: percent(plan.contributionRisePercent) }) : t.level,
    ],
    [t.yearlyCosts, costsSource(plan, counted, t, money(annual))],
    [t.children, String(plan.children.length)],
    [t.savingUntil, plan.saveThroughCollege ? t.untilLastYear : t.untilCollegeStarts],
    [t.firstPayment, date(plan.firstPaymentDate)],
    [t.madeOn, date(madeOn)],
  ];
  const several = plan.children.length > 1;
  return (
    <section className="ccc-plan-result" aria-labelledby={`${idBase}-plan-result`}>
      <h3 className="ccc-plan-heading" id={`${idBase}-plan-result`} tabIndex={-1} ref={headingRef}>
        {t.planResultHeading}
      </h3>
      <div className="ccc-plan-compare">
        <div className="ccc-plan-compare-item">
          <p className="ccc-plan-compare-label">{t.fromNothing}</p>
          <p className="ccc-plan-compare-figure">
            {money(plan.monthlySavingFromNothing.float)} <span className="ccc-monthly-unit">{t.aMonth}</span>
          </p>
          <p className="ccc-plan-compare-detail">{t.fromNothingDetail}</p>
        </div>
        <div className="ccc-plan-compare-item ccc-plan-compare-item--plan">
          <p className="ccc-plan-compare-label">{t.withYourPlan}</p>
          <p className="ccc-plan-compare-figure">
            {plan.onTrack ? (
              t.onTrack
            ) : (
              <>
                {money(plan.monthlySaving.float)} <span className="ccc-monthly-unit">{t.aMonth}</span>
              </>
            )}
          </p>
          <p className="ccc-plan-compare-detail">
            {fill(t.withYourPlanDetail, {
              saved: money(plan.savedAlready.float),
              rate: percent(plan.yearlyReturnPercent),
            })}
          </p>
        </div>
      </div>
      <ul className="ccc-plan-facts">
        <li className="ccc-plan-worth">
          {fill(t.worthLine, {
            amount: money(Math.max(0, plan.monthlySavingFromNothing.float - plan.monthlySaving.float)),
          })}
        </li>
        <li>
          {plan.onTrack
            ? fill(t.onTrackDetail, { target, date: start })
            : fill(plan.target.float < plan.totalToPay.float ? t.targetLineEarning : t.targetLine, {
                target,
                date: start,
                total: money(plan.totalToPay.float),
              })}
        </li>
        {plan.contributionRisePercent && !plan.onTrack ? (
          <li>
            {fill(plan.saveThroughCollege ? t.risingLineThrough : t.risingLine, {
              rise: percent(plan.contributionRisePercent),
              final: money(plan.finalMonthlySaving.float),
            })}
          </li>
        ) : null}
        {plan.onTrack ? null : <li>{fill(t.lumpSum, { amount: money(plan.lumpSumToday.float) })}</li>}
        <li>
          {waiting === null
            ? t.waitingTooLate
            : waiting.float === 0
              ? t.waitingOnTrack
              : fill(t.waiting, {
                  amount: money(waiting.float),
                  more: money(Math.max(0, waiting.float - plan.monthlySaving.float)),
                })}
        </li>
        <li>
          {fill(
            plan.saveThroughCollege ? t.paymentsThrough : several ? t.paymentsUntilYoungest : t.paymentsUntilStart,
            {
              count: plan.monthsToSave,
              first: date(plan.firstPaymentDate),
              last: date(plan.lastPaymentDate),
            },
          )}
        </li>
        {last ? (
          <li>
            {fill(t.rangeLine, {
              low,
              high,
              lowOutcome: outcome(last.balanceAtLowerReturn.float),
              highOutcome: outcome(last.balanceAtHigherReturn.float),
            })}
          </li>
        ) : null}
      </ul>
      {several ? (
        <>
          <h4 className="ccc-plan-subheading">{t.childrenCostsHeading}</h4>
          <ul className="ccc-plan-facts ccc-plan-children-costs">
            {plan.children.map((child, index) => (
              <li key={index}>
                {fill(t.childCostLine, {
                  number: index + 1,
                  total: money(child.totalToPay.float),
                  start: date(child.collegeCost.targetDate),
                  end: date(child.lastYearDate),
                  alone: money(child.monthlySavingAlone.float),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {plan.coverage ? <PlanCoverageLines coverage={plan.coverage} t={t} money={money} date={date} /> : null}
      <dl className="ccc-summary-list ccc-plan-summary" aria-label={t.planSummary}>
        {summary.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="ccc-plan-subheading">{t.chartHeading}</h4>
      <PlanChart
        bars={bars}
        spans={
          several
            ? plan.children.map((child, index) => ({
                label: fill(t.chartChild, { number: index + 1 }),
                from: 1 + plan.years.findIndex((year) => year.date === child.collegeCost.targetDate),
                to: 1 + plan.years.findIndex((year) => year.date === child.lastYearDate),
              }))
            : []
        }
        label={t.chartLabel}
        tableId={`${idBase}-plan-table`}
        formatMoney={money}
        legend={{ saving: t.chartSaving, studying: t.chartStudying, range: fill(t.chartRange, { low, high }) }}
        idBase={idBase}
      />
      <PlanTable
        id={`${idBase}-plan-table`}
        plan={plan}
        t={t}
        money={money}
        date={(iso) => date(iso, 'shortMonthYear')}
      />
    </section>
  );
}
