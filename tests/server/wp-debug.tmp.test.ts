import { it } from 'vitest';
import { factfindErrors } from '../../server/planning/factfind-errors';
import { summarise } from '../../server/planning/plan';
import { assumedPathPlan, pathPlanOf, planGraph } from '../../server/planning/plan-path';
import { TODAY } from './planning-fixtures';
import { randomHousehold } from './wealth-path-model.test';
import { modelWealthPath } from './wealth-path-model';
const seeds = (process.env.SEEDS ?? '').split(',').map(Number);
it('debug', () => {
  for (const seed of seeds) {
    const h = randomHousehold(seed);
    const plan = factfindErrors(h).length > 0 ? assumedPathPlan(h, TODAY) : pathPlanOf(summarise(h, TODAY));
    const code = planGraph(h, TODAY);
    const mine = modelWealthPath(h, TODAY, plan, JSON.parse(process.env.READ ?? '{}'));
    console.log('SEED', seed, JSON.stringify(h, null, 0));
    console.log('PLAN', JSON.stringify({ ...plan, ae: Array.from({ length: 24 }, (_, i) => plan.autoEnrolment(i + 1)) }));
    const n = Math.min(Number(process.env.N ?? 4), code.points.length);
    for (let i = 0; i < n; i++) {
      console.log('code ', JSON.stringify({ ...code.points[i], goal: code.points[i].goal?.id }));
      console.log('model', JSON.stringify({ ...mine.points[i], goal: mine.points[i]?.goal?.id }));
    }
    console.log('goals code', JSON.stringify(code.goals.map((g) => ({ ...g, goal: g.goal.id }))));
    console.log('goals mine', JSON.stringify(mine.goals.map((g) => ({ ...g, goal: g.goal.id }))));
  }
});
