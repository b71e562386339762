/**
 * Cache: urql's graphcache, configured from SPEC §3 (identity) and §4 (refresh after mutations).
 *
 * Identity (`keys`):
 * - the value types §3 lists have no identity: they are stored inside their parent;
 * - Provider is keyed by `id`, or by `name` when it has no id;
 * - every other entity by `id` or `_id` with its type (graphcache's default);
 * - types that cannot have an identity (no `id`/`_id` field, and the mutation payloads, whose `id`
 *   is the deleted item's) are stored inside their parent too, declared so rather than warned about.
 *   Production bundles declare only the payloads: graphcache stores a type with no `id`/`_id` inside its
 *   parent all the same, and warns only in development (TYPES_WITHOUT_ID would cost about 0.2 kB min+gzip).
 *
 * Schema: graphcache matches a fragment on a union's member by POSSIBLE_TYPES. In development it is
 * also given the schema's types and fields (OUTPUT_FIELDS), so that it writes only the fragments that
 * match (without a schema it writes every member's fragment, warning about each field the member lacks:
 * 18 for one plan) and checks every field it reads and writes. Production bundles
 * (process.env.NODE_ENV 'production') leave the schema out: it changes nothing there, and would cost
 * about 2 kB (min+gzip). Nullability is left out of it on purpose, so that the cache answers alike in
 * development and production: with it, graphcache answers a query whose cached answer misses a
 * nullable field with a partial result instead of asking the server.
 *
 * Refresh: every row of `CACHE_REFRESH_MAP`, with what §4's general rule adds to it (refresh-map.ts),
 * becomes an `updates.Mutation` function. Refreshing a Query field sends its watched queries again while
 * they show what the cache has, and drops the cached answers nobody watches (watched-queries.ts). A paged
 * list's `<list>Page` field (LIST_PAGE_FIELDS) is refreshed with the list, and an item a row removes leaves
 * the nodes of its cached pages too (their endCursors stay valid: docs/paging.md).
 */
import {
  cacheExchange,
  type Cache,
  type Data,
  type FieldArgs,
  type KeyingConfig,
  type UpdatesConfig,
} from '@urql/exchange-graphcache';
import { composeExchanges, type Exchange } from '@urql/core';
import {
  LIST_PAGE_FIELDS,
  MUTATION_OBJECT_TYPES,
  OUTPUT_FIELDS,
  POSSIBLE_TYPES,
  QUERY_FIELDS_HOLDING,
  TYPES_WITHOUT_ID,
  type HeldType,
  type MutationName,
  type ObjectTypeName,
  type QueryField,
} from './generated/schema';
import { CACHE_REFRESH_MAP, COMPUTED_FROM, type CacheRefreshMap, type RefreshRule } from './refresh-map';
import { watchedQueries, type WatchedQueries } from './watched-queries';

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

/** The keys, with `withoutId` (types with no `id`/`_id` field) stored inside their parent as declared. */
const keysWith = (withoutId: readonly string[]): KeyingConfig => ({
  ...Object.fromEntries(
    [...withoutId, ...POSSIBLE_TYPES.MutationResult, ...VALUE_TYPES].map((typename) => [typename, embedded]),
  ),
  Provider: providerKey,
});

/** Every type's key as above (the development cache's; production's leaves out the types with no id, see above). */
export const CACHE_KEYS: KeyingConfig = /* @__PURE__ */ keysWith(TYPES_WITHOUT_ID);

/** A Query field, and for a paged list its `<list>Page` sibling too (docs/paging.md): refreshing a list refreshes both. */
const withPages = (field: QueryField): QueryField[] => {
  const page = (LIST_PAGE_FIELDS as Partial<Record<QueryField, QueryField>>)[field];
  return page ? [field, page] : [field];
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
      interfaces: abstract
        .filter(([face, members]) => face in OUTPUT_FIELDS && members.includes(name))
        .map(([face]) => named('INTERFACE')(face)),
      fields: fields.split(' ').map((field) => ({ name: field, type: FIELD_TYPE, args: [] })),
    });
  }
  return {
    __schema: { queryType: { name: 'Query' }, mutationType: { name: 'Mutation' }, subscriptionType: null, types },
  };
}

/**
 * The Query fields §4's general rule refreshes when objects of `types` changed: those whose answer can
 * hold one (from the schema), and those the server computes from one (COMPUTED_FROM).
 */
function fieldsChangedBy(types: readonly HeldType[]): QueryField[] {
  const fields = new Set<QueryField>(types.flatMap((type): readonly QueryField[] => QUERY_FIELDS_HOLDING[type]));
  for (const [field, sources] of Object.entries(COMPUTED_FROM) as [QueryField, readonly HeldType[]][]) {
    if (sources.some((source) => types.includes(source))) fields.add(field);
  }
  return [...fields];
}

/**
 * Refreshes every cached variant (every set of arguments) of a Query field: drops those no query watches
 * (their next use asks the server); the watched ones are sent again by `watched.resend`.
 */
function refreshField(cache: Cache, field: QueryField, watched: WatchedQueries): void {
  const keep = watched.fieldKeys(field, cache);
  for (const info of cache.inspectFields('Query')) {
    if (info.fieldName === field && !keep.has(info.fieldKey))
      cache.invalidate('Query', info.fieldName, info.arguments ?? undefined);
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
export function applyRefreshRule<Args>(
  rule: RefreshRule<Args>,
  payload: unknown,
  args: Args,
  cache: Cache,
  watched: WatchedQueries,
): QueryField[] {
  const listed = [...(rule.refresh ?? [])];
  if (rule.refreshWithoutId && rule.refreshWithoutId.id(args) == null) listed.push(...rule.refreshWithoutId.refresh);
  const fields = new Set(listed.flatMap(withPages));
  if (rule.remove && succeeded(payload)) removeFromLists(cache, rule.remove.from, rule.remove.id(args));
  for (const field of fields) refreshField(cache, field, watched);
  return [...fields];
}

/**
 * The graphcache `updates` built from a refresh map: each row, with the fields the general rule adds for
 * the object types its mutation answers with and changes.
 */
export function cacheUpdates(map: CacheRefreshMap, watched: WatchedQueries): UpdatesConfig {
  const Mutation: UpdatesConfig[string] = {};
  for (const [name, rule] of Object.entries(map) as [MutationName, RefreshRule<never>][]) {
    const changed = fieldsChangedBy([...MUTATION_OBJECT_TYPES[name], ...(rule.changes ?? [])]);
    const withGeneralRule: RefreshRule<never> = { ...rule, refresh: [...(rule.refresh ?? []), ...changed] };
    Mutation[name] = (result, args, cache) =>
      watched.resend(applyRefreshRule(withGeneralRule, result[name], args as never, cache, watched));
  }
  return { Mutation };
}

/**
 * The normalised cache of the planning client: graphcache, with the watched queries tracked above it so
 * that a refresh sends them again (those whose last result was an error too).
 */
export function planningCacheExchange(): Exchange {
  const watched = watchedQueries();
  return composeExchanges([
    watched.exchange,
    cacheExchange({
      keys: process.env.NODE_ENV === 'production' ? keysWith([]) : CACHE_KEYS,
      updates: cacheUpdates(CACHE_REFRESH_MAP, watched),
      possibleTypes: Object.fromEntries(Object.entries(POSSIBLE_TYPES).map(([type, members]) => [type, [...members]])),
      schema: process.env.NODE_ENV === 'production' ? undefined : cacheSchema(),
    }),
  ]);
}
