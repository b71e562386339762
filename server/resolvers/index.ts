/** Every implemented operation; the schema answers NOT_IMPLEMENTED for the rest. */
import { mergeResolvers, type Resolvers } from '../graphql/context';
import { accountResolvers } from './account';
import { appointmentResolvers } from './appointments';
import { collegeCostResolvers, collegeCostWriteOnlyMutations } from './college-costs';
import { factfindResolvers } from './factfind';
import { goalResolvers } from './goals';
import { healthResolvers } from './health';
import { householdItemResolvers } from './household-items';
import { messageResolvers } from './messages';
import { personResolvers } from './persons';
import { planResolvers } from './plan';
import { referenceDataResolvers } from './reference-data';
import { riskResolvers } from './risk';
import { surveyResolvers } from './surveys';
import { toolResolvers } from './tools';
import { userResolvers } from './users';

export const resolvers: Resolvers = mergeResolvers(
  collegeCostResolvers,
  goalResolvers,
  userResolvers,
  messageResolvers,
  riskResolvers,
  appointmentResolvers,
  surveyResolvers,
  toolResolvers,
  accountResolvers,
  referenceDataResolvers,
  healthResolvers,
  personResolvers,
  householdItemResolvers,
  factfindResolvers,
  planResolvers,
);

/** The mutations whose resolvers only write (graphql/idempotency.ts saves an idempotent one in one statement). */
export const writeOnlyMutations: ReadonlySet<string> = new Set(collegeCostWriteOnlyMutations);
