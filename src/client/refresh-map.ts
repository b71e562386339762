/**
 * What the cache refreshes after each mutation: SPEC §4's table as ONE map keyed by mutation name, and
 * what §4's general rule ("invalidated by mutations on the same object types") adds to it.
 *
 * `satisfies CacheRefreshMap` checks the map against the generated schema types: leaving out a mutation
 * of the schema, naming one the schema lacks, naming a Query field or an object type it lacks, or reading
 * an argument a mutation does not have, each fails type-checking. `cache.ts` turns each row into a
 * graphcache `updates.Mutation` function.
 *
 * "Refresh" a Query field = invalidate every cached variant of it (each set of arguments, e.g. the
 * `goals` of every user): watched queries reading it are sent again at once, others on their next use.
 *
 * After a mutation the cache refreshes (see `fieldsChangedBy` in cache.ts):
 * - the Query fields its row names (`refresh`, `refreshWithoutId`): SPEC §4's table, the minimum;
 * - every Query field whose answer can hold an object of a type the mutation answers with
 *   (MUTATION_OBJECT_TYPES, from the schema) or changes without answering with it (`changes`: the item a
 *   delete removes, the message the server writes): the general rule, read from the schema
 *   (QUERY_FIELDS_HOLDING) rather than listed by hand;
 * - every Query field the server computes from one of those types (COMPUTED_FROM): the plan from the
 *   household, the unread count from the messages.
 */
import type { HeldType, MutationArgs, MutationName, QueryField } from './generated/schema';

export interface RefreshRule<Args> {
  /** Query fields refreshed after every call. */
  refresh?: readonly QueryField[];
  /** Query fields also refreshed when the call names no existing item (`id(args)` is null or absent). */
  refreshWithoutId?: { id: (args: Args) => string | null | undefined; refresh: readonly QueryField[] };
  /** On success, the item `id(args)` is removed from every cached variant of the list `from`. */
  remove?: { from: QueryField; id: (args: Args) => string };
  /**
   * Object types the server changes besides those the mutation answers with (MUTATION_OBJECT_TYPES): the
   * item a delete removes, a message it writes, the owners' names a person's name is shown as.
   */
  changes?: readonly HeldType[];
}

export type CacheRefreshMap = { [Name in MutationName]: RefreshRule<MutationArgs[Name]> };

const PLAN: readonly QueryField[] = ['plan', 'planGraph'];

export const CACHE_REFRESH_MAP = {
  // ---- The rows of the SPEC §4 table ----
  // "person" of the table is the household's person(s): `person` and `persons` in this schema.
  // A person's first name is shown as the owner's of their assets, debts, policies and income.
  updatePerson: {
    refresh: ['plan'],
    refreshWithoutId: { id: (args) => args.personId, refresh: ['person', 'persons'] },
    changes: ['Owner'],
  },
  // A goal's owner is the user, shown by the first word of their name.
  signUp: { refresh: ['person', 'persons', 'user'], changes: ['Owner'] },
  // The server writes the user a message on each of these.
  updateEmail: { refresh: ['user'], changes: ['Message'] },
  bookAppointment: {
    refresh: ['availableAppointmentDays', 'availableAppointments', 'scheduledAppointments', 'plan'],
    changes: ['Message'],
  },

  updateAsset: { refresh: PLAN, refreshWithoutId: { id: (args) => args.assetId, refresh: ['asset', 'assets'] } },
  updateDebt: { refresh: PLAN, refreshWithoutId: { id: (args) => args.debtId, refresh: ['debt', 'debts'] } },
  updatePolicy: { refresh: PLAN, refreshWithoutId: { id: (args) => args.policyId, refresh: ['policy', 'policies'] } },
  // A goal made from a saved calculation sets the calculation's goalId, with or without a goalId.
  updateGoal: {
    refresh: PLAN,
    refreshWithoutId: { id: (args) => args.goalId, refresh: ['goal', 'goals', 'collegeCost', 'collegeCosts'] },
    changes: ['CollegeCost'],
  },

  deleteAsset: { refresh: PLAN, remove: { from: 'assets', id: (args) => args.assetId }, changes: ['Asset'] },
  deleteDebt: { refresh: PLAN, remove: { from: 'debts', id: (args) => args.debtId }, changes: ['Debt'] },
  deletePolicy: { refresh: PLAN, remove: { from: 'policies', id: (args) => args.policyId }, changes: ['Policy'] },
  // A calculation made into the goal keeps existing with goalId null.
  deleteGoal: { refresh: PLAN, remove: { from: 'goals', id: (args) => args.goalId }, changes: ['Goal', 'CollegeCost'] },

  updateAssets: { refresh: ['assets', ...PLAN] },
  updateDebts: { refresh: ['debts', ...PLAN] },
  updatePolicies: { refresh: ['policies', ...PLAN] },
  updateGoals: { refresh: ['goals', ...PLAN], changes: ['CollegeCost'] },

  // It saves the household's self and partner, assets, debts and policies as their own mutations do.
  updateFactfind: {
    refresh: ['persons', 'plan', 'planGraph', 'assets', 'debts', 'policies'],
    changes: ['Person', 'Owner', 'Asset', 'Debt', 'Policy'],
  },
  updateRisk: { refresh: PLAN },
  setVulnerabilityReminder: { refresh: ['vulnerabilityReminder'] },
  deleteVulnerabilityReminder: { refresh: ['vulnerabilityReminder'], changes: ['VulnerabilityReminder'] },
  createNewSurvey: { refresh: ['showSurvey'] },
  // A declined survey is a survey of the user's (completed false).
  declineSurvey: { refresh: ['showSurvey'], changes: ['Survey'] },
  subscribeToTool: { refresh: ['tools'] },

  // ---- Mutations the table does not list: the general rule alone, with what the server changes ----
  deleteIncome: { remove: { from: 'income', id: (args) => args.incomeId }, changes: ['Income'] },
  // The development server's e-mail sender writes the code to the user as a message.
  changeEmailVerification: { changes: ['Message'] },
  requestPlan: { changes: ['Message'] },
  syncUser: { changes: ['Owner'] },
  updateCollegeCosts: {},
  updateIncome: {},
  markAsRead: {},
  suggestNewTool: {},
  updateConsent: {},
  updateInteractionFlag: {},
} satisfies CacheRefreshMap;

/** The object types the server reads for the household's plan, plan graph and health summary (server/resolvers/household-reader.ts). */
const HOUSEHOLD = [
  'Person',
  'Asset',
  'Debt',
  'Policy',
  'Income',
  'Goal',
  'Factfind',
] as const satisfies readonly HeldType[];

/**
 * Query fields whose answer the server computes from objects it does not return: refreshed when an object
 * of one of these types changes, as if the answer held it.
 */
export const COMPUTED_FROM = {
  plan: [...HOUSEHOLD, 'Risk'],
  planGraph: HOUSEHOLD,
  health: HOUSEHOLD,
  unreadMessages: ['Message'],
  // Offered once an appointment has ended, until a survey is answered or declined.
  showSurvey: ['Appointment', 'Survey'],
  // A booked appointment is no longer available.
  availableAppointmentDays: ['Appointment'],
  availableAppointments: ['Appointment'],
  nextAvailableAppointment: ['Appointment'],
} as const satisfies { readonly [Field in QueryField]?: readonly HeldType[] };
