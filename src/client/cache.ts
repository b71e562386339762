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
 * Refresh: every row of `CACHE_REFRESH_MAP` becomes an `updates.Mutation` function; watchers of a
 * refreshed field whose last result failed are sent again by failed-queries.ts. A paged list's
 * `<list>Page` field (LIST_PAGE_FIELDS) is refreshed with the list, and an item a row removes leaves
 * the nodes of its cached pages too (their endCursors stay valid: docs/paging.md).
 */
import { cacheExchange, type Cache, type Data, type FieldArgs, type KeyingConfig, type UpdatesConfig } from '@urql/exchange-graphcache';
import { composeExchanges, type Exchange } from '@urql/core';
import { LIST_PAGE_FIELDS, POSSIBLE_TYPES, TYPES_WITHOUT_ID, type ObjectTypeName, type QueryField } from './generated/schema';
import { failedQueryRefresher } from './failed-queries';
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

/** A Query field, and for a paged list its `<list>Page` sibling too (docs/paging.md): refreshing a list refreshes both. */
const withPages = (field: QueryField): QueryField[] => {
  const page = (LIST_PAGE_FIELDS as Partial<Record<QueryField, QueryField>>)[field];
  return page ? [field, page] : [field];
};

/** Invalidates every cached variant (every set of arguments) of a Query field. */
function refreshField(cache: Cache, field: QueryField): void {
  for (const info of cache.inspectFields('Query')) {
    if (info.fieldName === field) cache.invalidate('Query', info.fieldName, info.arguments ?? undefined);
  }
}

/** Drops the item with `id` from the list `links` of `entity.field`. */
function removeLink(cache: Cache, entity: string, field: string, args: FieldArgs, id: string): void {
  const links = cache.resolve(entity, field, args);
  if (!Array.isArray(links)) return;
  const kept = links.filter((link) => typeof link !== 'string' || cache.resolve(link, 'id') !== id);
  if (kept.length !== links.length) cache.link(entity, field, args, kept);
}

/**
 * Removes the item with `id` from every cached variant of the list field `list` and from the nodes of
 * every cached page of it: each page's endCursor stays valid without the item, so nothing is asked again.
 */
function removeFromLists(cache: Cache, list: QueryField, id: string): void {
  const [, pageField] = withPages(list);
  for (const info of cache.inspectFields('Query')) {
    const args = info.arguments ?? null;
    if (info.fieldName === list) removeLink(cache, 'Query', list, args, id);
    if (info.fieldName !== pageField) continue;
    const page = cache.resolve('Query', pageField, args);
    if (typeof page === 'string') removeLink(cache, page, 'nodes', null, id);
  }
}

function succeeded(payload: unknown): boolean {
  return !(typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false);
}

/** Applies one row of the refresh map after its mutation's result is written; returns the fields refreshed (a list's pages too). */
export function applyRefreshRule<Args>(rule: RefreshRule<Args>, payload: unknown, args: Args, cache: Cache): QueryField[] {
  const listed = [...(rule.refresh ?? [])];
  if (rule.refreshWithoutId && rule.refreshWithoutId.id(args) == null) listed.push(...rule.refreshWithoutId.refresh);
  const fields = listed.flatMap(withPages);
  for (const field of fields) refreshField(cache, field);
  if (rule.remove && succeeded(payload)) removeFromLists(cache, rule.remove.from, rule.remove.id(args));
  return fields;
}

/** The graphcache `updates` built from a refresh map; `onRefresh` hears the fields each mutation refreshed. */
export function cacheUpdates(
  map: CacheRefreshMap = CACHE_REFRESH_MAP,
  onRefresh: (fields: readonly QueryField[]) => void = () => undefined,
): UpdatesConfig {
  const Mutation: UpdatesConfig[string] = {};
  for (const [name, rule] of Object.entries(map) as [string, RefreshRule<never>][]) {
    Mutation[name] = (result, args, cache) => onRefresh(applyRefreshRule(rule, result[name], args as never, cache));
  }
  return { Mutation };
}

/**
 * The normalised cache of the planning client: graphcache, with the failed-query refresher above it
 * so that "refresh" reaches watchers whose last result was an error too.
 */
export function planningCacheExchange(): Exchange {
  const failedQueries = failedQueryRefresher();
  return composeExchanges([
    failedQueries.exchange,
    cacheExchange({
      keys: CACHE_KEYS,
      updates: cacheUpdates(CACHE_REFRESH_MAP, failedQueries.refresh),
      possibleTypes: Object.fromEntries(Object.entries(POSSIBLE_TYPES).map(([type, members]) => [type, [...members]])),
    }),
  ]);
}
