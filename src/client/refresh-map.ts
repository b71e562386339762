/**
 * The cache refresh table of SPEC §4, as ONE map keyed by mutation name.
 *
 * `satisfies CacheRefreshMap` checks it against the generated schema types: leaving out a mutation
 * of the schema, naming one the schema lacks, naming a Query field it lacks, or reading an argument
 * a mutation does not have, each fails type-checking. `cache.ts` turns each row into a graphcache
 * `updates.Mutation` function.
 *
 * "Refresh" a Query field = invalidate every cached variant of it (each set of arguments, e.g. the
 * `goals` of every user): watched queries reading it are sent again at once, others on their next use.
 */
import type { MutationArgs, MutationName, QueryField } from './generated/schema';

export interface RefreshRule<Args> {
  /** Query fields refreshed after every call. */
  refresh?: readonly QueryField[];
  /** Query fields also refreshed when the call names no existing item (`id(args)` is null or absent). */
  refreshWithoutId?: { id: (args: Args) => string | null | undefined; refresh: readonly QueryField[] };
  /** On success, the item `id(args)` is removed from every cached variant of the list `from`. */
  remove?: { from: QueryField; id: (args: Args) => string };
}

export type CacheRefreshMap = { [Name in MutationName]: RefreshRule<MutationArgs[Name]> };

const PLAN: readonly QueryField[] = ['plan', 'planGraph'];

export const CACHE_REFRESH_MAP = {
  // ---- The rows of the SPEC §4 table ----
  // "person" of the table is the household's person(s): `person` and `persons` in this schema.
  updatePerson: { refresh: ['plan'], refreshWithoutId: { id: (args) => args.personId, refresh: ['person', 'persons'] } },
  signUp: { refresh: ['person', 'persons', 'user'] },
  updateEmail: { refresh: ['user'] },
  bookAppointment: { refresh: ['availableAppointmentDays', 'availableAppointments', 'scheduledAppointments', 'plan'] },

  updateAsset: { refresh: PLAN, refreshWithoutId: { id: (args) => args.assetId, refresh: ['asset', 'assets'] } },
  updateDebt: { refresh: PLAN, refreshWithoutId: { id: (args) => args.debtId, refresh: ['debt', 'debts'] } },
  updatePolicy: { refresh: PLAN, refreshWithoutId: { id: (args) => args.policyId, refresh: ['policy', 'policies'] } },
  updateGoal: {
    refresh: PLAN,
    refreshWithoutId: { id: (args) => args.goalId, refresh: ['goal', 'goals', 'collegeCost', 'collegeCosts'] },
  },

  deleteAsset: { refresh: PLAN, remove: { from: 'assets', id: (args) => args.assetId } },
  deleteDebt: { refresh: PLAN, remove: { from: 'debts', id: (args) => args.debtId } },
  deletePolicy: { refresh: PLAN, remove: { from: 'policies', id: (args) => args.policyId } },
  deleteGoal: { refresh: PLAN, remove: { from: 'goals', id: (args) => args.goalId } },

  updateAssets: { refresh: ['assets', ...PLAN] },
  updateDebts: { refresh: ['debts', ...PLAN] },
  updatePolicies: { refresh: ['policies', ...PLAN] },
  updateGoals: { refresh: ['goals', ...PLAN] },

  updateFactfind: { refresh: ['persons', 'plan', 'planGraph', 'assets', 'debts', 'policies'] },
  updateRisk: { refresh: PLAN },
  setVulnerabilityReminder: { refresh: ['vulnerabilityReminder'] },
  deleteVulnerabilityReminder: { refresh: ['vulnerabilityReminder'] },
  createNewSurvey: { refresh: ['showSurvey'] },
  declineSurvey: { refresh: ['showSurvey'] },
  subscribeToTool: { refresh: ['tools'] },

  // ---- Mutations the table does not list: §4's general rule (a mutation invalidates the cached
  // results of its own object types), where normalisation alone would leave a list or count stale ----
  updateCollegeCosts: { refresh: ['collegeCosts'] },
  // Income is read by the plan like assets, debts and policies are: refreshed as their rows are.
  updateIncome: { refresh: PLAN, refreshWithoutId: { id: (args) => args.incomeId, refresh: ['income'] } },
  deleteIncome: { refresh: PLAN, remove: { from: 'income', id: (args) => args.incomeId } },
  markAsRead: { refresh: ['unreadMessages'] },
  syncUser: { refresh: ['user'] },
  // Normalisation by id keeps these right on its own:
  changeEmailVerification: {},
  requestPlan: {},
  suggestNewTool: {},
  updateConsent: {},
  updateInteractionFlag: {},
} satisfies CacheRefreshMap;
