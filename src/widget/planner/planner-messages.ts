/**
 * The savings plan's texts (issue 15) in English: the three questions word for word as the issue gives them.
 * `{name}` marks a value put in when shown. Any of them can be replaced through the `messages` option.
 */
export const PLANNER_MESSAGES = {
  planHeading: 'Make a savings plan',
  planIntro: 'See what to save each month, counting what you have saved already and what it earns.',
  savedQuestion: 'How much have you saved already?',
  returnQuestion: 'What yearly return do you expect on your savings?',
  risingQuestion: 'Allow for rising costs?',
  risingRateQuestion: 'How much do you expect costs to rise each year?',
  percentHint: 'A percentage from 0 to 10, such as 3.5',
  showPlan: 'Show my plan',
  planWorking: 'Working out your plan…',
  savedError: 'Enter an amount of 0 or more with at most two decimals, such as 2500',
  percentError: 'Enter a percentage from 0 to 10 with at most one decimal',
  planResultHeading: 'Your savings plan',
  fromNothing: 'Saving from nothing, with no return',
  withYourPlan: 'With your plan',
  /** The same as the results' (each chunk carries its own English). */
  aMonth: 'a month',
  /**
   * The dates' texts (dates.ts formatDate): the same as the results'. Each chunk carries its own English:
   * a module both imported would be a chunk of its own.
   */
  months: 'January,February,March,April,May,June,July,August,September,October,November,December',
  monthsShort: 'Jan,Feb,Mar,Apr,May,June,July,Aug,Sept,Oct,Nov,Dec',
  dateFormat: '{day} {month} {year}',
  monthYearFormat: '{month} {year}',
  shortDateFormat: '{month} {year}',
  onTrack: "You're on track",
  onTrackDetail: 'What you have saved should grow to {target} by {date} without saving more.',
  targetLine: 'Your target: {target} by {date}.',
  lumpSum: 'Or put away {amount} today instead of saving each month.',
  waiting: 'If you wait a year to start: {amount} a month, {more} a month more.',
  waitingOnTrack: 'Waiting a year to start costs nothing: your savings reach the target by themselves.',
  waitingTooLate: 'With less than a year left, there is no year to wait.',
  planSummary: 'Your plan assumes',
  savedAlready: 'Saved already',
  yearlyReturn: 'Yearly return',
  risingCosts: 'Rising costs',
  percent: '{value}% a year',
  notAllowed: 'Not included',
  chartHeading: 'Your savings, year by year',
  chartLabel: 'Bar chart of your savings balance on 1 September each year; the table that follows gives the same figures.',
  chartSaving: 'Saving',
  chartStudying: 'Paying for college',
  tableCaption: 'Your savings balance on 1 September each year',
  today: 'Today',
  columnDate: 'Date',
  columnPaidIn: 'Paid in',
  columnGrowth: 'Growth',
  columnCost: 'College costs',
  columnBalance: 'Balance',
  copyLink: 'Copy a link to this estimate',
  linkCopied: 'Link copied. Anyone who opens it sees this estimate and plan.',
  linkToCopy: 'Copy this link',
  print: 'Print this plan',
} as const;

export type PlannerMessages = { [K in keyof typeof PLANNER_MESSAGES]: string };
