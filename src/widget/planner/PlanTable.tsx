/**
 * The year-by-year table of a savings plan: the chart's text alternative, and what prints.
 * Where the plan has less room than five columns of six-figure amounts need (a phone), planner.css shows
 * each year as a card instead: the date, the balance first, then the other figures each beside its label.
 * The labels are the columns' names drawn by CSS from `data-label`, with empty alternative text, so a
 * screen reader hears each figure once, with its column header. The roles are written out (they say what
 * `scope` would) because Chromium stops treating a table as one once CSS changes the `display` of its parts.
 */
import type { PlannerMessages } from './planner-messages';
import type { SavingsPlan } from './plan-call';

export interface PlanTableProps {
  id: string;
  plan: SavingsPlan;
  t: PlannerMessages;
  money: (euro: number) => string;
  date: (iso: string) => string;
}

export function PlanTable({ id, plan, t, money, date }: PlanTableProps) {
  /** The figures' columns, in the table's order; planner.css puts the last (the balance) first in a card. */
  const columns = [t.columnPaidIn, t.columnGrowth, t.columnCost, t.columnBalance];
  /** One year; a missing figure (today has only a balance) leaves its cell empty, and a card leaves it out. */
  const row = (key: string, heading: string, figures: (string | null)[], className?: string) => (
    <tr role="row" key={key} className={className}>
      <th role="rowheader">{heading}</th>
      {columns.map((label, index) => (
        <td role="cell" className="ccc-amount" data-label={label} key={index}>
          {figures[index]}
        </td>
      ))}
    </tr>
  );
  return (
    <>
      <p className="ccc-plan-table-caption" id={`${id}-caption`}>
        {t.tableCaption}
      </p>
      {/* The container whose width chooses between the table and the cards. */}
      <div className="ccc-plan-table-wrap">
        <table role="table" className="ccc-cost-table ccc-plan-table" id={id} aria-labelledby={`${id}-caption`}>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader">{t.columnDate}</th>
              {columns.map((name, index) => (
                <th role="columnheader" className="ccc-amount" key={index}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {row('today', t.today, [null, null, null, money(plan.savedAlready.float)])}
            {plan.years.map((year) =>
              row(
                year.date,
                date(year.date),
                [
                  money(year.paidIn.float),
                  money(year.growth.float),
                  year.cost.float ? money(-year.cost.float) : money(0),
                  money(year.balance.float),
                ],
                year.studying ? 'ccc-plan-row--studying' : undefined,
              ),
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
