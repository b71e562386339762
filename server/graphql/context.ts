/** What every resolver gets: who is calling, the storage, and the clock's calendar month. */
import type { IdentitySource } from '../auth/access';
import type { YearMonth } from '../cost-model';
import type { Storage } from '../storage';
import type { AdviserSchedule } from '../appointments/advisers';
import type { EmailCodeSender } from '../account/email-code-sender';
import type { ReferenceData } from '../reference-data';
import type { QueryResolvers, Resolvers } from '../../schema/generated/resolvers';

/** A type alias, not an interface, so graphql-http accepts it as an operation context. */
export type RequestContext = {
  /** Verifies the request's auth-token on first use; visitors and rejected tokens are kinds too. */
  identity: IdentitySource;
  storage: Storage;
  /** This year and month (1–12), from the injected clock, in UTC. */
  today(): YearMonth;
  /** The injected clock's current instant (ServerOptions.now): what "now" means to every resolver. */
  now(): Date;
  /** Annual inflation for totalAdjustedForInflation; 0 when not configured. */
  inflationRate: number;
  /** The advisers and their working hours (ServerOptions.advisers / advisersFile). */
  advisers: AdviserSchedule;
  /** The catalogues served as they are (tools, providers, occupations) and the address lookup (ServerOptions.referenceData). */
  referenceData: ReferenceData;
  /** Delivers the one-time code of an e-mail change (ServerOptions.emailCodeSender). */
  emailCodeSender: EmailCodeSender;
};

/** Resolvers by type name, then field name: their arguments, results and parents are the schema's (schema/generated/resolvers.ts). */
export type { Resolvers, QueryResolvers, MutationResolvers } from '../../schema/generated/resolvers';

type QueryFields = Required<QueryResolvers>;
/** The arguments of the Query field `Name`, as the schema gives them. */
export type QueryArgs<Name extends keyof QueryFields> = Parameters<QueryFields[Name]>[1];

/** One map of several: each type's fields from every map (a field given twice keeps the last). */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, object> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

/**
 * A root field's resolver from a function of its arguments and the context (a root field has no
 * parent). Placed in a `QueryResolvers` or `MutationResolvers`, its arguments and answer are the
 * schema's: the arguments' type comes from where it is put, and its answer is checked there.
 */
export const rootField =
  <Args, Answer>(resolve: (args: Args, context: RequestContext) => Answer) =>
  (_parent: unknown, args: Args, context: RequestContext): Answer =>
    resolve(args, context);

export const yearMonthOf = (date: Date): YearMonth => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 });
