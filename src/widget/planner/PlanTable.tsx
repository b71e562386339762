/**
 * The year-by-year table of a savings plan: the chart's text alternative, and what prints.
 * Where the plan has less room than five columns of six-figure amounts need (a phone), planner.css shows
 * each year as a card instead: the date, the balance first, then the other figures each beside its label.
 * The labels are the columns' names drawn by CSS from `data-label`, with empty alternative text, so a
 * screen reader hears each figure once, with its column header. The roles are written out (they say what
 * `scope` would) because Chromium stops treating a table as one once CSS changes the `display` of its parts.
 */
import type { ReactNode } from 'react';
import { fill } from '../host/fill';
import type { PlannerMessages } from './planner-messages';
import type { SavingsPlan } from './plan-call';

export interface PlanTableProps {
  id: string;
  plan: SavingsPlan;
  t: PlannerMessages;
  /** Every figure is written to the cent, so the column lines up. */
  money: (euro: number, toTheCent?: boolean) => string;
  date: (iso: string) => string;
}

export function PlanTable({ id, plan, t, money, date }: PlanTableProps) {
  /** The figures' columns, in the table's order; planner.css puts the last (the balance) first in a card. */
  const columns = [t.columnPaidIn, t.columnGrowth, t.columnCost, t.columnBalance];
  const several = plan.children.length > 1;
  const cost = (euro: number) => (euro ? money(-euro, true) : money(0, true));
  /** A family's year: the costs, then a line for each child who pays that year (the table keeps its width). */
  const costs = (year: SavingsPlan['years'][number]): ReactNode =>
    several && year.cost.float ? (
      <>
        {cost(year.cost.float)}
        {year.childCosts.map((child, index) =>
          child.float ? (
            <span className="ccc-plan-child-cost" key={index}>
              {fill(t.childCost, { number: index + 1, amount: cost(child.float) })}
            </span>
          ) : null,
        )}
      </>
    ) : (
      cost(year.cost.float)
    );
  /** One year; a missing figure (today has only a balance) leaves its cell empty, and a card leaves it out. */
  const row = (key: string, heading: string, figures: ReactNode[], className?: string) => (
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
            {row('today', t.today, [null, null, null, money(plan.savedAlready.float, true)])}
            {plan.years.map((year) =>
              row(
                year.date,
                date(year.date),
                [
                  money(year.paidIn.float, true),
                  money(year.growth.float, true),
                  costs(year),
                  money(year.balance.float, true),
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
