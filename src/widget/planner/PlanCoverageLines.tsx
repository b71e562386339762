/**
 * What a set monthly amount covers (the plan's coverage): the share of the costs it pays, when the money runs
 * short, and what closes the gap. Thin: every figure is the API's.
 */
import { fill } from '../host/fill';
import type { PlanCoverage } from './plan-call';
import type { PlannerMessages } from './planner-messages';

export interface PlanCoverageLinesProps {
  coverage: PlanCoverage;
  t: PlannerMessages;
  money: (euro: number) => string;
  date: (iso: string) => string;
}

export function PlanCoverageLines({ coverage, t, money, date }: PlanCoverageLinesProps) {
  const amount = money(coverage.monthlyAmount.float);
  const short = coverage.firstShortDate !== null;
  return (
    <section className="ccc-plan-coverage" aria-label={fill(t.coverageHeading, { amount })}>
      <h4 className="ccc-plan-subheading">{fill(t.coverageHeading, { amount })}</h4>
      <p className="ccc-plan-coverage-figure">
        {short ? fill(t.coveragePercent, { percent: coverage.coveredPercent }) : t.coverageAll}
      </p>
      {short ? (
        <ul className="ccc-plan-facts">
          <li>
            {fill(t.coverageShort, {
              date: date(coverage.firstShortDate as string),
              short: money(coverage.short.float),
              paid: money(coverage.paid.float),
            })}
          </li>
          <li>
            {fill(t.coverageClose, {
              more: money(coverage.moreMonthlySaving.float),
              lump: money(coverage.lumpSumToClose.float),
            })}
          </li>
        </ul>
      ) : null}
    </section>
  );
}
