import { planGraph } from './server/planning/plan-path';
import { SEVEN_HOUSEHOLDS } from './tests/server/planning-households';
import { TODAY } from './tests/server/planning-fixtures';
const h = SEVEN_HOUSEHOLDS.find((x) => x.key === process.argv[2])!;
const g = planGraph(h.household, TODAY);
for (const q of g.points) console.log(q.date, q.amountCents/100, 'sav', q.savingsCents/100, 'pen', q.pensionsCents/100, 'debt', q.debtsCents/100, 'in', q.paidInCents/100, 'gr', q.growthCents/100, 'goal', q.goalsPaidCents/100, 'drawn', q.pensionDrawnCents/100);
