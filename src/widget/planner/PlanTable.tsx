/** The year-by-year table of a savings plan: the chart's text alternative, and what prints. */
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
  return (
    <>
      {/* The table's name, outside the region that scrolls sideways on a narrow screen, so it never scrolls away. */}
      <p className="ccc-plan-table-caption" id={`${id}-caption`}>
        {t.tableCaption}
      </p>
      <div className="ccc-plan-table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
        <table className="ccc-cost-table ccc-plan-table" id={id} aria-labelledby={`${id}-caption`}>
          <thead>
            <tr>
              <th scope="col">{t.columnDate}</th>
              <th scope="col" className="ccc-amount">{t.columnPaidIn}</th>
              <th scope="col" className="ccc-amount">{t.columnGrowth}</th>
              <th scope="col" className="ccc-amount">{t.columnCost}</th>
              <th scope="col" className="ccc-amount">{t.columnBalance}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t.today}</th>
              <td className="ccc-amount" />
              <td className="ccc-amount" />
              <td className="ccc-amount" />
              <td className="ccc-amount">{money(plan.savedAlready.float)}</td>
            </tr>
            {plan.years.map((year) => (
              <tr key={year.date} className={year.studying ? 'ccc-plan-row--studying' : undefined}>
                <th scope="row">{date(year.date)}</th>
                <td className="ccc-amount">{money(year.paidIn.float)}</td>
                <td className="ccc-amount">{money(year.growth.float)}</td>
                <td className="ccc-amount">{year.cost.float ? money(-year.cost.float) : money(0)}</td>
                <td className="ccc-amount">{money(year.balance.float)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
