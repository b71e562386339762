/** Today in the parent's own calendar (their device's time zone), as an ISO date: the day an estimate or a plan was made. */
export const todayIso = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
