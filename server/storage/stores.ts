/**
 * The stores together, over any SqlExecutor (an engine or a transaction): one small store per
 * table, each in its own file. Column aliases give the records their camelCase names, so rows need
 * no mapping.
 */
import type { SqlExecutor } from './engine';
import { userStore } from './user-store';
import { collegeCostStore } from './college-cost-store';
import { goalStore } from './goal-store';
import { idempotencyStore } from './idempotency-store';
import { messageStore } from './message-store';
import { planRequestStore } from './plan-request-store';
import { riskStore } from './risk-store';
import { appointmentStore } from './appointment-store';
import { surveyStore } from './survey-store';
import { toolSubscriptionStore } from './tool-subscription-store';
import { vulnerabilityReminderStore } from './vulnerability-reminder-store';
import { consentStore } from './consent-store';
import { interactionFlagStore } from './interaction-flag-store';
import { emailVerificationStore } from './email-verification-store';
import { personStore } from './person-store';
import { ASSET_KIND, DEBT_KIND, INCOME_KIND, itemStore, POLICY_KIND, type ItemStore } from './item-store';
import { factfindStore } from './factfind-store';
import type { AssetFields, DebtFields, IncomeFields, PolicyFields } from './household-records';

export interface Stores {
  users: ReturnType<typeof userStore>;
  collegeCosts: ReturnType<typeof collegeCostStore>;
  goals: ReturnType<typeof goalStore>;
  idempotency: ReturnType<typeof idempotencyStore>;
  messages: ReturnType<typeof messageStore>;
  planRequests: ReturnType<typeof planRequestStore>;
  risk: ReturnType<typeof riskStore>;
  appointments: ReturnType<typeof appointmentStore>;
  surveys: ReturnType<typeof surveyStore>;
  tools: ReturnType<typeof toolSubscriptionStore>;
  vulnerabilityReminders: ReturnType<typeof vulnerabilityReminderStore>;
  consents: ReturnType<typeof consentStore>;
  interactionFlags: ReturnType<typeof interactionFlagStore>;
  emailVerifications: ReturnType<typeof emailVerificationStore>;
  persons: ReturnType<typeof personStore>;
  assets: ItemStore<AssetFields>;
  debts: ItemStore<DebtFields>;
  policies: ItemStore<PolicyFields>;
  income: ItemStore<IncomeFields>;
  factfinds: ReturnType<typeof factfindStore>;
}

/** How each store is made over an executor. */
const MAKERS: { readonly [Name in keyof Stores]: (db: SqlExecutor) => Stores[Name] } = {
  users: userStore,
  collegeCosts: collegeCostStore,
  goals: goalStore,
  idempotency: idempotencyStore,
  messages: messageStore,
  planRequests: planRequestStore,
  risk: riskStore,
  appointments: appointmentStore,
  surveys: surveyStore,
  tools: toolSubscriptionStore,
  vulnerabilityReminders: vulnerabilityReminderStore,
  consents: consentStore,
  interactionFlags: interactionFlagStore,
  emailVerifications: emailVerificationStore,
  persons: personStore,
  assets: (db) => itemStore(db, ASSET_KIND),
  debts: (db) => itemStore(db, DEBT_KIND),
  policies: (db) => itemStore(db, POLICY_KIND),
  income: (db) => itemStore(db, INCOME_KIND),
  factfinds: factfindStore,
};
const NAMES = Object.keys(MAKERS) as (keyof Stores)[];

/** Every store over `db`, made at once: the server's own, made once. */
export const createStores = (db: SqlExecutor): Stores =>
  Object.fromEntries(NAMES.map((name) => [name, MAKERS[name](db)])) as unknown as Stores;

const EXECUTOR = Symbol('executor');
const MADE = Symbol('made');
interface LazyStores {
  [EXECUTOR]: SqlExecutor;
  [MADE]: Partial<Record<keyof Stores, unknown>>;
}
/** The stores' getters, each making its store on first use. */
const LAZY = Object.defineProperties(
  {},
  Object.fromEntries(
    NAMES.map((name) => [
      name,
      {
        enumerable: true,
        get(this: LazyStores) {
          return (this[MADE][name] ??= MAKERS[name](this[EXECUTOR]));
        },
      },
    ]),
  ),
);

/**
 * The stores over `db`, each made when first used (its getter on the object's prototype): a transaction's
 * stores are made for each request, which uses one or two of them, and making all twenty cost more than a
 * save's own statement. Not spread: add to the object instead (Object.assign), as its stores are not its own.
 */
export function storesWhenUsed(db: SqlExecutor): Stores {
  const stores = Object.create(LAZY) as LazyStores;
  stores[EXECUTOR] = db;
  stores[MADE] = {};
  return stores as unknown as Stores;
}
