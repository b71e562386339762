/** The analytics events of the planner's actions (README "Analytics"). */
export const PLANNER_EVENT = {
  opened: 'College costs savings plan opened',
  made: 'College costs savings plan made',
  linkCopied: 'College costs estimate link copied',
  printed: 'College costs plan printed',
  compareStarted: 'College costs savings plan comparison started',
} as const;
