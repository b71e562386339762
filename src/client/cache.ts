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
 * Schema: graphcache matches a fragment on a union's member by POSSIBLE_TYPES. In development it is
 * also given the schema's types and fields (OUTPUT_FIELDS), so that it writes only the fragments that
 * match (without a schema it writes every member's fragment, warning about each field the member lacks:
 * issue 21 counted 18 for one plan) and checks every field it reads and writes. Production bundles
 * (process.env.NODE_ENV 'production') leave the schema out: it changes nothing there, and would cost
 * about 2 kB (min+gzip). Nullability is left out of it on purpose, so that the cache answers alike in
 * development and production: with it, graphcache answers a query whose cached answer misses a
 * nullable field with a partial result instead of asking the server.
 *
 * Refresh: every row of `CACHE_REFRESH_MAP` becomes an `updates.Mutation` function; watchers of a
 * refreshed field whose last result failed are sent again by failed-queries.ts.
 */
import { cacheExchange, type Cache, type Data, type KeyingConfig, type UpdatesConfig } from '@urql/exchange-graphcache';
import { composeExchanges, type Exchange } from '@urql/core';
import { OUTPUT_FIELDS, POSSIBLE_TYPES, TYPES_WITHOUT_ID, type ObjectTypeName, type QueryField } from './generated/schema';
import { failedQueryRefresher } from './failed-queries';
import { CACHE_REFRESH_MAP, type CacheRefreshMap, type RefreshRule } from './refresh-map';

/** Set by the app's bundler, as graphcache itself expects (it leaves out its development checks when 'production'). */
declare const process: { env: { NODE_ENV?: string } };

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

/** Every field as the cache reads a schema: nullability left out (see above), so a missing field is a cache miss as without one. */
const FIELD_TYPE = { kind: 'NON_NULL', ofType: { kind: 'SCALAR', name: 'Any' } } as const;

/** The schema as graphcache reads it (introspection's shape): objects, interfaces and unions, with their fields. */
function cacheSchema() {
  const abstract = Object.entries(POSSIBLE_TYPES) as [string, readonly string[]][];
  const named = (kind: string) => (name: string) => ({ kind, name });
  const types: object[] = abstract
    .filter(([name]) => !(name in OUTPUT_FIELDS))
    .map(([name, members]) => ({ kind: 'UNION', name, possibleTypes: members.map(named('OBJECT')) }));
  for (const [name, fields] of Object.entries(OUTPUT_FIELDS)) {
    types.push({
      kind: name in POSSIBLE_TYPES ? 'INTERFACE' : 'OBJECT',
      name,
      interfaces: abstract.filter(([face, members]) => face in OUTPUT_FIELDS && members.includes(name)).map(([face]) => named('INTERFACE')(face)),
      fields: fields.split(' ').map((field) => ({ name: field, type: FIELD_TYPE, args: [] })),
    });
  }
  return { __schema: { queryType: { name: 'Query' }, mutationType: { name: 'Mutation' }, subscriptionType: null, types } };
}

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

/** Applies one row of the refresh map after its mutation's result is written; returns the fields refreshed. */
export function applyRefreshRule<Args>(rule: RefreshRule<Args>, payload: unknown, args: Args, cache: Cache): QueryField[] {
  const fields = [...(rule.refresh ?? [])];
  if (rule.refreshWithoutId && rule.refreshWithoutId.id(args) == null) fields.push(...rule.refreshWithoutId.refresh);
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
      schema: process.env.NODE_ENV === 'production' ? undefined : cacheSchema(),
    }),
  ]);
}
