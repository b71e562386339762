/**
 * The auto-enrolment contributions as the retirement fund and the wealth path count them: in month m after today (1
 * for the first, the month the plan's date is in), the employee's, employer's and State's contributions added up
 * (auto-enrolment.ts), in today's euros; the user's stop at their retirement date.
 */
import { autoEnrolmentMonth } from './auto-enrolment';
import { formatDate, retirementDate, self, type Household } from './household';

export function autoEnrolmentStreamOf(h: Household, todayIso: string): (month: number) => number {
  const user = self(h);
  const retirement = retirementDate(h);
  const stops = user && retirement ? { [user.id]: formatDate(retirement) } : {};
  const cache = new Map<number, number>();
  return (month) => {
    if (!cache.has(month)) cache.set(month, autoEnrolmentMonth(h, todayIso, month - 1, stops).totalCents);
    return cache.get(month) as number;
  };
}
