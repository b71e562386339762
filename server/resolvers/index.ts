/** Every implemented operation; the schema answers NOT_IMPLEMENTED for the rest. */
import type { ResolverMap } from '../graphql/context';
import { accountResolvers } from './account';
import { appointmentResolvers } from './appointments';
import { collegeCostResolvers } from './college-costs';
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

function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

export const resolvers: ResolverMap = mergeResolvers(
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
