/** What every resolver gets: who is calling, the storage, and the clock's calendar month. */
import type { IdentitySource } from '../auth/access';
import type { YearMonth } from '../cost-model';
import type { Storage } from '../storage';
import type { AdviserSchedule } from '../appointments/advisers';
import type { EmailCodeSender } from '../account/email-code-sender';
import type { ReferenceData } from '../reference-data';

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

export type FieldResolver = (source: unknown, args: Record<string, unknown>, context: RequestContext) => unknown;

/** Resolvers by type name, then field name. */
export type ResolverMap = Record<string, Record<string, FieldResolver>>;

/** One map of several: each type's fields from every map (a field given twice keeps the last). */
export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

/**
 * A root field resolver with typed arguments. GraphQL has already checked the arguments against
 * the schema, so this is the one place their static type is taken on trust.
 */
export const rootField =
  <Args>(resolve: (args: Args, context: RequestContext) => unknown): FieldResolver =>
  (_source, args, context) =>
    resolve(args as Args, context);

export const yearMonthOf = (date: Date): YearMonth => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 });
