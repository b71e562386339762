/**
 * health(userId): the health summary of the planning model (server/planning/health-summary.ts,
 * docs/planning-model.md "Health") over what the user's household has entered: whether anyone has
 * a health insurance policy, whether an adult smokes (null when the factfind does not say), and a
 * note for each thing to address. The same summary heads the plan's Health group.
 */
import { requireSelf } from '../auth/access';
import { rootField, type Resolvers } from '../graphql/context';
import { summariseHealth } from '../planning/health-summary';
import { readHousehold } from './household-reader';

export const healthResolvers: Resolvers = {
  Query: {
    health: rootField(async ({ userId }, ctx) => {
      const owner = await requireSelf(ctx.identity, userId);
      const { household } = await readHousehold(ctx.storage, owner);
      const summary = summariseHealth(household);
      return {
        hasHealthInsurance: summary.hasHealthInsurance,
        smoker: summary.smoker,
        notes: summary.notes.map((note) => note.text),
      };
    }),
  },
};
