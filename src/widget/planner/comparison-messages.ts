/**
 * The texts of two plans side by side in English (PlanComparison.tsx, plan-comparison.ts): they come with the
 * plan's views' chunk, beside the section's own (planner-messages.ts). `{name}` marks a value put in when shown.
 * Any of them can be replaced through the `messages` option.
 */
export const COMPARISON_MESSAGES = {
  compareHeading: 'Plan A and plan B side by side',
  compareCaption: 'Plan A is the plan you kept; plan B has your changed answers.',
  planA: 'Plan A',
  planB: 'Plan B',
  compareFigures: 'What each plan asks',
  compareAnswers: 'What each plan assumes',
  changed: 'Changed',
  compareLess: 'Plan B asks {difference} a month less than plan A ({share}% less): {b} against {a}.',
  compareMore: 'Plan B asks {difference} a month more than plan A ({share}% more): {b} against {a}.',
  compareSame: 'Both plans ask the same each month: {amount}.',
  compareBothOnTrack: 'Both plans are on track: neither asks you to save each month.',
  compareOnTrackA: 'Plan A is on track with no monthly saving; plan B asks {b} a month.',
  compareOnTrackB: 'Plan B is on track with no monthly saving; plan A asks {a} a month.',
  compareSameAnswers: 'The two plans have the same answers.',
  compareMonthly: 'Monthly saving',
  compareMonthlyFirstYear: 'Monthly saving in the first year',
  compareFinalMonthly: 'Last monthly saving',
  compareTotal: 'College costs in all',
  compareTarget: 'Needed by {date}',
  compareLumpSum: 'Or a lump sum today',
  compareLastPayment: 'Saving until',
  compareCovered: 'Share of the costs your set amount covers',
  compareNotAsked: 'Not asked',
  compareChildren: "Children's ages",
  compareSetAmount: 'A set amount each month',
  compareThroughCollege: 'Saving through college',
  compareFirstPayment: 'First monthly saving',
  keepPlanA: 'Keep plan A',
  keepPlanB: 'Keep plan B',
};

export type ComparisonTexts = { [K in keyof typeof COMPARISON_MESSAGES]: string };
