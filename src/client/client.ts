/**
 * `createPlanningClient`: an urql `Client` whose exchange pipeline carries every client rule of
 * SPEC §4 and §6–§9. Operations flow down the list, results back up:
 *
 *   planningCacheExchange    §3/§4  normalised cache: identity, refresh table, cache-first
 *   analyticsExchange        §7     'Mutation' event per mutation (once, not per retry)
 *   planningErrorExchange    §8     one PlanningError per failed result (above every error source)
 *   idempotencyExchange      §8     an Idempotency-Key per mutation, the same on each of its retries
 *   planningRetryExchange    §9     retry ≥ 500 / network errors with random exponential backoff
 *   tokenAuthExchange        §6/§8  auth-token header, refresh first / on 'Token Error', logout
 *   downtimeExchange         §4/§8  503 → down, anything else → up (sees every attempt)
 *   fetchExchange            §7     POST JSON (GET ≤ 2047 chars when preferred), via checkedFetch
 */
import { Client, fetchExchange, type Exchange } from '@urql/core';
import { analyticsExchange } from './analytics';
import { tokenAuthExchange } from './auth';
import { planningCacheExchange } from './cache';
import { downtimeExchange } from './downtime';
import { planningErrorExchange } from './errors';
import { idempotencyExchange } from './idempotency';
import { resolveOptions, type PlanningClientOptions } from './options';
import { planningRetryExchange } from './retry';
import { checkedFetch } from './transport';

/** The planning API client: an urql `Client` (use it with urql's bindings or on its own). */
export type PlanningClient = Client;

export function createPlanningClient(options?: PlanningClientOptions): PlanningClient {
  const resolved = resolveOptions(options);
  const exchanges: (Exchange | null)[] = [
    planningCacheExchange(),
    resolved.analytics && analyticsExchange(resolved.analytics),
    planningErrorExchange,
    idempotencyExchange(),
    planningRetryExchange(),
    resolved.auth && tokenAuthExchange(resolved.auth),
    resolved.onDowntimeChange && downtimeExchange(resolved.onDowntimeChange),
    fetchExchange,
  ];
  return new Client({
    url: resolved.url,
    fetch: checkedFetch(resolved.fetch),
    preferGetMethod: resolved.preferGetMethod,
    requestPolicy: resolved.requestPolicy,
    exchanges: exchanges.filter((exchange): exchange is Exchange => exchange !== null),
  });
}
