/**
 * Cache: urql's graphcache, configured from SPEC §3 (identity) and §4 (refresh after mutations).
 *
 * Identity (`keys`):
 * - the value types §3 lists have no identity: they are stored inside their parent;
 * - Provider is keyed by `id`, or by `name` when it has no id;
 * - every other entity by `id` or `_id` with its type (graphcache's default);
 * - types that cannot have an identity (no `id`/`_id` field, and the mutation payloads, whose `id`
 *   is the deleted item's) are stored inside their parent too, declared so rather than warned about.
 *
 * Refresh: every row of `CACHE_REFRESH_MAP` becomes an `updates.Mutation` function.
 */
import { cacheExchange, type Cache, type Data, type KeyingConfig, type UpdatesConfig } from '@urql/exchange-graphcache';
import type { Exchange } from '@urql/core';
import { POSSIBLE_TYPES, TYPES_WITHOUT_ID, type ObjectTypeName, type QueryField } from './generated/schema';
import { CACHE_REFRESH_MAP, type CacheRefreshMap, type RefreshRule } from './refresh-map';

/** SPEC §3: the value types with no identity of their own. */
export const VALUE_TYPES = [
  'Address',
  'BreakdownSlice',
  'CollegeCost',
  'ComparisonBlock',
  'ComparisonFeature',
  'ComparisonPackage',
  'DebtSummary',
  'EmergencyFundProgress',
  'EmergencyFundSummary',
  'GoalProgress',
  'HealthSummary',
  'Link',
  'MarkdownBlock',
  'Money',
  'PersonFactfind',
  'ProductSummary',
  'ProtectionScenario',
  'ProtectionSummary',
  'RetirementSummary',
  'SavingsInvestingSummary',
  'UrlBlock',
  'WealthProjection',
  'WealthAtDate',
  'RecommendationCTA',
] as const satisfies readonly ObjectTypeName[];

const embedded = () => null;

/** Provider: by `id`, or by `name` when it has no id. */
function providerKey(provider: Data): string | null {
  const key = provider.id ?? provider.name;
  return typeof key === 'string' ? key : null;
}

export const CACHE_KEYS: KeyingConfig = {
  ...Object.fromEntries(
    [...TYPES_WITHOUT_ID, ...POSSIBLE_TYPES.MutationResult, ...VALUE_TYPES].map((typename) => [typename, embedded]),
  ),
  Provider: providerKey,
};

/** Invalidates every cached variant (every set of arguments) of a Query field. */
function refreshField(cache: Cache, field: QueryField): void {
  for (const info of cache.inspectFields('Query')) {
    if (info.fieldName === field) cache.invalidate('Query', info.fieldName, info.arguments ?? undefined);
  }
}

/** Removes the item with `id` from every cached variant of the list field `list`. */
function removeFromLists(cache: Cache, list: QueryField, id: string): void {
  for (const info of cache.inspectFields('Query')) {
    if (info.fieldName !== list) continue;
    const links = cache.resolve('Query', info.fieldName, info.arguments ?? undefined);
    if (!Array.isArray(links)) continue;
    const kept = links.filter((link) => typeof link !== 'string' || cache.resolve(link, 'id') !== id);
    if (kept.length !== links.length) cache.link('Query', info.fieldName, info.arguments ?? {}, kept);
  }
}

function succeeded(payload: unknown): boolean {
  return !(typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false);
}

/** Applies one row of the refresh map after its mutation's result is written. */
export function applyRefreshRule<Args>(rule: RefreshRule<Args>, payload: unknown, args: Args, cache: Cache): void {
  for (const field of rule.refresh ?? []) refreshField(cache, field);
  if (rule.refreshWithoutId && rule.refreshWithoutId.id(args) == null) {
    for (const field of rule.refreshWithoutId.refresh) refreshField(cache, field);
  }
  if (rule.remove && succeeded(payload)) removeFromLists(cache, rule.remove.from, rule.remove.id(args));
}

/** The graphcache `updates` built from a refresh map. */
export function cacheUpdates(map: CacheRefreshMap = CACHE_REFRESH_MAP): UpdatesConfig {
  const Mutation: UpdatesConfig[string] = {};
  for (const [name, rule] of Object.entries(map) as [string, RefreshRule<never>][]) {
    Mutation[name] = (result, args, cache) => applyRefreshRule(rule, result[name], args as never, cache);
  }
  return { Mutation };
}

/** The normalised cache of the planning client. */
export function planningCacheExchange(): Exchange {
  return cacheExchange({
    keys: CACHE_KEYS,
    updates: cacheUpdates(),
    possibleTypes: Object.fromEntries(Object.entries(POSSIBLE_TYPES).map(([type, members]) => [type, [...members]])),
  });
}
