/**
 * The planning API client: `import { createPlanningClient } from 'college-costs-calculator/client'`.
 * See client.ts for the exchange pipeline and each unit's file for its rules and defaults.
 */
export { createPlanningClient, type PlanningClient } from './client';
export { DEFAULT_OPTIONS, type PlanningClientOptions } from './options';
export { clientForLoginState } from './session';
export { PlanningError, toPlanningError, type ApiError, type FieldError, type PlanningErrorKind } from './errors';
export { TokenRefreshError } from './auth';
export { AUTH_HEADER, IDEMPOTENCY_HEADER } from '../api-call/headers';
export { TOKEN_ERROR } from '../api-call/api-errors';
export { MUTATION_EVENT, type AnalyticsEvent, type AnalyticsHandler } from './analytics';
export { RETRY_POLICY, shouldRetry } from './retry';
export { newIdempotencyKey } from '../api-call/idempotency-key';
export { DOWNTIME_STATUS } from './downtime';
export { checkSignInConfig, SignInConfigError, type SignInConfig } from './sign-in';
export { CACHE_REFRESH_MAP, type CacheRefreshMap, type RefreshRule } from './refresh-map';
export { CACHE_KEYS, VALUE_TYPES } from './cache';
export { listPages, readAllPages, type ListPage } from './pages';
export * from './generated/operations';
export type * from './generated/schema';
