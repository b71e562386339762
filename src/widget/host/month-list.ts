/** How many names a month list holds (the `months` and `monthsShort` messages: dates.ts). */
export const MONTH_COUNT = 12;

/** Whether `list` names the 12 months ('January,February,…'): exactly 12 names, none of them empty. */
export function isMonthList(list: string): boolean {
  const names = list.split(',');
  return names.length === MONTH_COUNT && names.every((name) => name.trim());
}
