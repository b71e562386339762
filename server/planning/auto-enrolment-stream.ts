/**
 * The auto-enrolment contributions as the retirement fund and the wealth path count them: in month m after today (1
 * for the first, the month the plan's date is in), the employee's, employer's and State's contributions (auto-enrolment.ts),
 * in today's euros; the user's stop at their retirement date.
 */
import { autoEnrolmentMonths, type AutoEnrolmentMonth } from './auto-enrolment';
import { formatDate, retirementDate, self, type Household } from './household';

export interface AutoEnrolmentStreams {
  /** Employee, employer and State added up, in month m. */
  total: (month: number) => number;
  /** The employees' own contributions in month m (paid from their pay). */
  employee: (month: number) => number;
}

export function autoEnrolmentStreamsOf(h: Household, todayIso: string): AutoEnrolmentStreams {
  const user = self(h);
  const retirement = retirementDate(h);
  const stops = user && retirement ? { [user.id]: formatDate(retirement) } : {};
  const contributions = autoEnrolmentMonths(h, todayIso, stops);
  const cache = new Map<number, AutoEnrolmentMonth>();
  const month = (m: number) => {
    if (!cache.has(m)) cache.set(m, contributions(m - 1));
    return cache.get(m) as AutoEnrolmentMonth;
  };
  return { total: (m) => month(m).totalCents, employee: (m) => month(m).employeeCents };
}
