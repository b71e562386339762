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
import { chartBars, chartSpans, planFacts, planSummary } from './plan-result-rows';

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
  const low = percent(plan.lowerReturnPercent);
  const high = percent(plan.higherReturnPercent);
  const several = plan.children.length > 1;
  return (
    <section className="ccc-plan-result" aria-labelledby={`${idBase}-plan-result`}>
      <h3 className="ccc-plan-heading" id={`${idBase}-plan-result`} tabIndex={-1} ref={headingRef}>
        {t.planResultHeading}
      </h3>
      <PlanCompare plan={plan} t={t} money={money} percent={percent} />
      <ul className="ccc-plan-facts">
        {planFacts(plan, startDate, t, money, date, percent).map((fact, index) => (
          <li key={index} className={index ? undefined : 'ccc-plan-worth'}>
            {fact}
          </li>
        ))}
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
        {planSummary(plan, counted, madeOn, t, money, date, percent).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="ccc-plan-subheading">{t.chartHeading}</h4>
      <PlanChart
        bars={chartBars(plan, t)}
        spans={several ? chartSpans(plan, t) : []}
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

/** The monthly saving from nothing with no return beside the plan's, each box saying what it assumes. */
function PlanCompare({ plan, t, money, percent }: Pick<PlanResultProps, 'plan' | 't' | 'money' | 'percent'>) {
  return (
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
  );
}
