/**
 * Query limits, enforced while parsing, so a refused query costs nothing more and no resolver
 * runs: its length in characters, its token count, its selection depth (introspection fields not
 * counted), its aliases and its cost: the most fields it could resolve, where every selected field
 * counts 1 and a paged list field's selection counts once per item of its page (`first`; its
 * default when left out; the maximum page size when given by a variable). Fragments are expanded
 * where they are spread, and each fragment is measured once, so a document that spreads fragments
 * into each other costs its real size to measure, never an exponential walk. A refusal is a
 * RequestLimitError, answered 400 with its code.
 *
 * The parser keeps the last documents it parsed: a client sends the same few queries again and
 * again, and each is then parsed and measured once.
 */
import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLField,
  GraphQLNamedType,
  GraphQLSchema,
  SelectionSetNode,
  Source,
} from 'graphql';
import { GraphQLError, Kind, getNamedType, isInterfaceType, isObjectType, parse } from './runtime';
import { RequestLimitError } from './errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pages';

export interface QueryLimits {
  /** Characters in the query text. */
  maxQueryLength: number;
  /** Nested selection levels below the operation. */
  maxDepth: number;
  /** Lexical tokens (graphql's own guard against pathological documents). */
  maxTokens: number;
  /** Aliased fields, counted where fragments are spread. */
  maxAliases: number;
  /** The most fields the query could resolve (see above). */
  maxCost: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxQueryLength: 10_000, maxDepth: 10, maxTokens: 2_000, maxAliases: 30, maxCost: 10_000 };

/** How big a document is: for its largest operation. */
export interface QuerySize {
  depth: number;
  aliases: number;
  cost: number;
}

const NONE: QuerySize = { depth: 0, aliases: 0, cost: 0 };

/** The page a paged list field asks for, or null when the field is not paged. */
function pageSize(field: FieldNode, definition: GraphQLField<unknown, unknown> | undefined): number | null {
  const firstArgument = definition?.args.find((arg) => arg.name === 'first');
  if (!firstArgument) return null;
  const given = field.arguments?.find((arg) => arg.name.value === 'first')?.value;
  if (!given) return typeof firstArgument.defaultValue === 'number' ? firstArgument.defaultValue : DEFAULT_PAGE_SIZE;
  if (given.kind === Kind.INT) return Number(given.value);
  return MAX_PAGE_SIZE;
}

/** The size of `document` (without a schema, no field counts as paged). */
export function measureQuery(document: DocumentNode, schema?: GraphQLSchema): QuerySize {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const typeNamed = (name: string | undefined): GraphQLNamedType | undefined => (name ? schema?.getType(name) ?? undefined : undefined);
  const measured = new Map<string, QuerySize>();
  const measuring = new Set<string>();

  const fragmentSize = (name: string): QuerySize => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    // An unknown or cyclic spread: GraphQL's validation refuses the document; it adds nothing here.
    if (!fragment || measuring.has(name)) return NONE;
    measuring.add(name);
    const size = setSize(fragment.selectionSet, typeNamed(fragment.typeCondition.name.value));
    measuring.delete(name);
    measured.set(name, size);
    return size;
  };

  const setSize = (set: SelectionSetNode, parent: GraphQLNamedType | undefined): QuerySize => {
    const total = { depth: 0, aliases: 0, cost: 0 };
    const add = (size: QuerySize, depthBelow: number) => {
      total.depth = Math.max(total.depth, depthBelow);
      total.aliases += size.aliases;
      total.cost += size.cost;
    };
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const fields = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields() : undefined;
        const definition = fields?.[selection.name.value];
        const children = selection.selectionSet ? setSize(selection.selectionSet, definition && getNamedType(definition.type)) : NONE;
        const items = pageSize(selection, definition) ?? 1;
        const introspection = selection.name.value.startsWith('__');
        add(
          { depth: 0, aliases: (selection.alias ? 1 : 0) + children.aliases, cost: 1 + children.cost * items },
          introspection ? 0 : 1 + children.depth,
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const size = setSize(selection.selectionSet, selection.typeCondition ? typeNamed(selection.typeCondition.name.value) : parent);
        add(size, size.depth);
      } else {
        const size = fragmentSize(selection.name.value);
        add(size, size.depth);
      }
    }
    return total;
  };

  let largest = NONE;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.operation === 'mutation' ? schema?.getMutationType() : definition.operation === 'query' ? schema?.getQueryType() : schema?.getSubscriptionType();
    const size = setSize(definition.selectionSet, root ?? undefined);
    largest = { depth: Math.max(largest.depth, size.depth), aliases: Math.max(largest.aliases, size.aliases), cost: Math.max(largest.cost, size.cost) };
  }
  return largest;
}

const tooLong = (message: string): RequestLimitError => new RequestLimitError(message, 'QUERY_TOO_LONG');

/** Refuses a document past a limit. */
function checkSize(document: DocumentNode, limits: QueryLimits, schema: GraphQLSchema | undefined): void {
  const { depth, aliases, cost } = measureQuery(document, schema);
  if (depth > limits.maxDepth) {
    throw new RequestLimitError(`Query is too deep: ${depth} levels; the limit is ${limits.maxDepth}`, 'QUERY_TOO_DEEP');
  }
  if (aliases > limits.maxAliases) {
    throw new RequestLimitError(`Query has too many aliases: ${aliases}; the limit is ${limits.maxAliases}`, 'QUERY_TOO_MANY_ALIASES');
  }
  if (cost > limits.maxCost) {
    const shown = Number.isFinite(cost) && cost < 1e15 ? cost.toLocaleString('en') : 'more than a billion';
    throw new RequestLimitError(
      `Query is too costly: it could resolve ${shown} fields; the limit is ${limits.maxCost.toLocaleString('en')} (ask for smaller pages with first, or fewer fields)`,
      'QUERY_TOO_COSTLY',
    );
  }
}

const CACHED_DOCUMENTS = 200;

/** graphql-http's `parse`, with the limits applied (see above). */
export function createLimitedParser(limits: QueryLimits = DEFAULT_QUERY_LIMITS, schema?: GraphQLSchema): (source: string | Source) => DocumentNode {
  const cache = new Map<string, DocumentNode>();
  // The most recent query, checked first: one request asks twice (idempotency, then graphql-http),
  // and comparing a string is cheaper than hashing it for the map.
  let last: { query: string; document: DocumentNode } | undefined;
  return (source) => {
    const query = typeof source === 'string' ? source : source.body;
    if (last?.query === query) return last.document;
    const cached = cache.get(query);
    if (cached) {
      last = { query, document: cached };
      // Most recently used last, so the oldest is the first to go.
      cache.delete(query);
      cache.set(query, cached);
      return cached;
    }
    if (query.length > limits.maxQueryLength) {
      throw tooLong(`Query is too long: ${query.length} characters; the limit is ${limits.maxQueryLength}`);
    }
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: limits.maxTokens });
    } catch (error) {
      if (error instanceof GraphQLError && error.message.includes('tokens. Parsing aborted')) {
        throw tooLong(`Query has too many tokens; the limit is ${limits.maxTokens}`);
      }
      throw error;
    }
    checkSize(document, limits, schema);
    cache.set(query, document);
    last = { query, document };
    if (cache.size > CACHED_DOCUMENTS) cache.delete(cache.keys().next().value as string);
    return document;
  };
}
