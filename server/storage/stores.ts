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

export const createStores = (db: SqlExecutor): Stores => ({
  users: userStore(db),
  collegeCosts: collegeCostStore(db),
  goals: goalStore(db),
  idempotency: idempotencyStore(db),
  messages: messageStore(db),
  planRequests: planRequestStore(db),
  risk: riskStore(db),
  appointments: appointmentStore(db),
  surveys: surveyStore(db),
  tools: toolSubscriptionStore(db),
  vulnerabilityReminders: vulnerabilityReminderStore(db),
  consents: consentStore(db),
  interactionFlags: interactionFlagStore(db),
  emailVerifications: emailVerificationStore(db),
  persons: personStore(db),
  assets: itemStore(db, ASSET_KIND),
  debts: itemStore(db, DEBT_KIND),
  policies: itemStore(db, POLICY_KIND),
  income: itemStore(db, INCOME_KIND),
  factfinds: factfindStore(db),
});
