/**
 * The most rows one user keeps in each list, enforced by the database (migrations 0012 to 0014: a trigger after
 * each insert, delete or move keeps a count of each user's rows in each list, its changes for one user kept
 * apart by a lock, so no insert can pass the cap). An insert
 * past the cap fails with a check violation named `<table>_per_user` and saves nothing; what was saved
 * before stays. The caps are far above what a household has: the plan reads these lists whole, and a
 * query's cost counts a list inside a record by them (graphql/answer-sizes.ts).
 */
import { fieldOf } from './errors';

export const LIST_CAPS = {
  persons: 50,
  goals: 100,
  assets: 100,
  debts: 100,
  policies: 100,
  incomes: 100,
  college_costs: 1000,
} as const;

export type CappedList = keyof typeof LIST_CAPS;

/** How a refusal names each list's rows, and what the user can do instead. */
const LISTS: Readonly<Record<CappedList, { rows: string; instead: string }>> = {
  persons: { rows: 'persons in the household', instead: 'change one of them instead of adding another' },
  goals: { rows: 'goals', instead: 'delete one to add another' },
  assets: { rows: 'assets', instead: 'delete one to add another' },
  debts: { rows: 'debts', instead: 'delete one to add another' },
  policies: { rows: 'policies', instead: 'delete one to add another' },
  incomes: { rows: 'incomes', instead: 'delete one to add another' },
  college_costs: { rows: 'saved calculations', instead: 'this one was not saved' },
};

/** The refusal's message: the list, its cap, and what to do. */
export const listCapMessage = (list: CappedList): string =>
  `A user keeps at most ${LIST_CAPS[list].toLocaleString('en')} ${LISTS[list].rows}: ${LISTS[list].instead}`;

const isCapped = (table: unknown): table is CappedList => typeof table === 'string' && Object.hasOwn(LIST_CAPS, table);

/** The list whose cap `error` reports (an insert past it), or null for any other error. */
export function listCapReached(error: unknown): CappedList | null {
  const table = fieldOf(error, 'table');
  if (fieldOf(error, 'code') !== '23514' || !isCapped(table) || fieldOf(error, 'constraint') !== `${table}_per_user`)
    return null;
  return table;
}
