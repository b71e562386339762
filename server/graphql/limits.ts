/**
 * Query limits, enforced while parsing, so a refused query costs nothing more and no resolver
 * runs: its length in characters, its token count, its selection depth (introspection fields not
 * counted), its aliases and its cost, counted two ways:
 * - fields: the most fields it could resolve, where every selected field counts 1 and a paged list
 *   field's selection counts once per item of its page (`first`; its default when left out; the
 *   maximum page size when given by a variable);
 * - bytes: the most JSON its answer could hold, where each field counts what its value can take
 *   (stored text and JSON by the most the rules let a user store in it, goalData 10 KB), a paged
 *   list its page as above, and a list inside a record the most it can hold (answer-sizes.ts).
 * - work: the database statements and model computations its root fields ask for (field-work.ts), each
 *   alias counted again, so a few requests cannot hold the database while asking for little to read.
 * Fragments are expanded where they are spread, and each fragment is measured once, so a document
 * that spreads fragments into each other costs its real size to measure, never an exponential walk.
 * A refusal is a RequestLimitError, answered 400 with its code.
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
  SelectionNode,
  SelectionSetNode,
  Source,
} from 'graphql';
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isEnumType,
  isInterfaceType,
  isListType,
  isObjectType,
  parse,
} from './runtime';
import { FIELD_BYTES, LIST_ITEMS, SCALAR_BYTES } from './answer-sizes';
import { DEFAULT_MAX_WORK, FIELD_WORK, ROOT_FIELD_WORK } from './field-work';
import { RequestLimitError } from './errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pages';
import { keepNewest } from '../keep-newest';

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
  /** The most units of database and model work its root fields may ask for (field-work.ts). */
  maxWork: number;
  /**
   * The most bytes of JSON one answer may hold: a query that could answer more is refused before it
   * runs (see above), and a query's answer that turns out larger is refused instead of sent (handler.ts).
   */
  maxAnswerBytes: number;
}

/** 4 MB: a full page of the largest records (100 goals with 10 KB of goalData each, 100 assets with 50 owners each) fits. */
export const DEFAULT_MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxQueryLength: 10_000,
  maxDepth: 10,
  maxTokens: 2_000,
  maxAliases: 30,
  maxCost: 10_000,
  maxWork: DEFAULT_MAX_WORK,
  maxAnswerBytes: DEFAULT_MAX_ANSWER_BYTES,
};

/** How big a document is: for its largest operation. */
export interface QuerySize {
  depth: number;
  aliases: number;
  cost: number;
  /** The most bytes of JSON its answer could hold (its `data`). */
  bytes: number;
  /** Units of database and model work (field-work.ts). */
  work: number;
}

const NONE: QuerySize = { depth: 0, aliases: 0, cost: 0, bytes: 0, work: 0 };

/** Bytes of one leaf value of `type`, the field `key` (`Goal.goalData`) of its parent. */
function leafBytes(key: string, type: GraphQLNamedType | undefined): number {
  const known = FIELD_BYTES[key] ?? (type && SCALAR_BYTES[type.name]);
  if (known !== undefined) return known;
  if (type && isEnumType(type)) return Math.max(...type.getValues().map((value) => value.name.length)) + 2;
  return SCALAR_BYTES.String;
}

/** The most items of a list field that is not paged: an enum's values, LIST_ITEMS, or once (COUNTED_ONCE and the unknown). */
function listItems(key: string, type: GraphQLNamedType | undefined): number {
  if (type && isEnumType(type)) return type.getValues().length;
  return LIST_ITEMS[key] ?? 1;
}

/** The page a paged list field asks for, or null when the field is not paged. */
function pageSize(field: FieldNode, definition: GraphQLField<unknown, unknown> | undefined): number | null {
  const firstArgument = definition?.args.find((arg) => arg.name === 'first');
  if (!firstArgument) return null;
  const given = field.arguments?.find((arg) => arg.name.value === 'first')?.value;
  if (!given) return typeof firstArgument.defaultValue === 'number' ? firstArgument.defaultValue : DEFAULT_PAGE_SIZE;
  if (given.kind === Kind.INT) return Number(given.value);
  return MAX_PAGE_SIZE;
}

/** What measuring one document needs: its fragments and the schema's types, and the fragments measured so far. */
interface Measuring {
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  schema: GraphQLSchema | undefined;
  /** The operations' root types, whose fields have resolvers (field-work.ts). */
  roots: ReadonlySet<GraphQLNamedType | null | undefined>;
  measured: Map<string, QuerySize>;
  /** Fragments being measured now: one spread inside itself is a cycle. */
  open: Set<string>;
}

const typeNamed = (m: Measuring, name: string | undefined): GraphQLNamedType | undefined =>
  name ? (m.schema?.getType(name) ?? undefined) : undefined;

/** A fragment's size, measured once however often it is spread. */
function fragmentSize(m: Measuring, name: string): QuerySize {
  const known = m.measured.get(name);
  if (known) return known;
  const fragment = m.fragments.get(name);
  // An unknown or cyclic spread: GraphQL's validation refuses the document; it adds nothing here.
  if (!fragment || m.open.has(name)) return NONE;
  m.open.add(name);
  const size = setSize(m, fragment.selectionSet, typeNamed(m, fragment.typeCondition.name.value));
  m.open.delete(name);
  m.measured.set(name, size);
  return size;
}

/** One field's size with its selection, and the depth it reaches (introspection fields add none). */
function fieldSize(m: Measuring, selection: FieldNode, parent: GraphQLNamedType | undefined): [QuerySize, number] {
  const fields = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields() : undefined;
  const definition = fields?.[selection.name.value];
  const type = definition && getNamedType(definition.type);
  const key = `${parent?.name}.${selection.name.value}`;
  const children = selection.selectionSet ? setSize(m, selection.selectionSet, type) : NONE;
  const paged = pageSize(selection, definition);
  const items = paged ?? 1;
  const list = definition !== undefined && isListType(getNullableType(definition.type));
  // A value: an object's braces and fields, or a leaf; a list holds its page or its most items, each followed by a comma.
  const value = selection.selectionSet
    ? 2 + children.bytes
    : selection.name.value === '__typename'
      ? 40
      : leafBytes(key, type);
  const listed = list ? 2 + (paged ?? listItems(key, type)) * (value + 1) : value * items;
  const introspection = selection.name.value.startsWith('__');
  const root = parent !== undefined && m.roots.has(parent);
  const size = {
    depth: 0,
    aliases: (selection.alias ? 1 : 0) + children.aliases,
    cost: 1 + children.cost * items,
    // "name":value, — the key as sent (its alias), with its quotes, colon and comma.
    bytes: (selection.alias ?? selection.name).value.length + 4 + listed,
    // Only root fields have resolvers (field-work.ts); __typename asks for nothing.
    work: root && !introspection ? (FIELD_WORK[key] ?? ROOT_FIELD_WORK) : 0,
  };
  return [size, introspection ? 0 : 1 + children.depth];
}

/** One selection's size and the depth it reaches: a field, or a fragment inline or spread (as deep as its own fields). */
function selectionSize(
  m: Measuring,
  selection: SelectionNode,
  parent: GraphQLNamedType | undefined,
): [QuerySize, number] {
  if (selection.kind === Kind.FIELD) return fieldSize(m, selection, parent);
  const size =
    selection.kind === Kind.INLINE_FRAGMENT
      ? setSize(
          m,
          selection.selectionSet,
          selection.typeCondition ? typeNamed(m, selection.typeCondition.name.value) : parent,
        )
      : fragmentSize(m, selection.name.value);
  return [size, size.depth];
}

/** A selection set's size: its selections' added up, and the deepest of them. */
function setSize(m: Measuring, set: SelectionSetNode, parent: GraphQLNamedType | undefined): QuerySize {
  const total = { ...NONE };
  for (const selection of set.selections) {
    const [size, depthBelow] = selectionSize(m, selection, parent);
    total.depth = Math.max(total.depth, depthBelow);
    total.aliases += size.aliases;
    total.cost += size.cost;
    total.bytes += size.bytes;
    total.work += size.work;
  }
  return total;
}

/** Each measure of the larger of two sizes. */
const largerOf = (a: QuerySize, b: QuerySize): QuerySize => ({
  depth: Math.max(a.depth, b.depth),
  aliases: Math.max(a.aliases, b.aliases),
  cost: Math.max(a.cost, b.cost),
  bytes: Math.max(a.bytes, b.bytes),
  work: Math.max(a.work, b.work),
});

/** The size of `document` (without a schema, no field counts as paged). */
export function measureQuery(document: DocumentNode, schema?: GraphQLSchema): QuerySize {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const m: Measuring = {
    fragments,
    schema,
    roots: new Set([schema?.getQueryType(), schema?.getMutationType()]),
    measured: new Map(),
    open: new Set(),
  };
  let largest = NONE;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root =
      definition.operation === 'mutation'
        ? schema?.getMutationType()
        : definition.operation === 'query'
          ? schema?.getQueryType()
          : schema?.getSubscriptionType();
    largest = largerOf(largest, setSize(m, definition.selectionSet, root ?? undefined));
  }
  return largest;
}

const tooLong = (message: string): RequestLimitError => new RequestLimitError(message, 'QUERY_TOO_LONG');

/** An answer's size for a message: '840 KB', '29.6 MB', or 'more than a terabyte'. */
export function sizeShown(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes >= 1024 ** 4) return 'more than a terabyte';
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024).toLocaleString('en')} KB`;
  const mb = bytes / 1024 / 1024;
  return `${(Math.ceil(mb * 10) / 10).toLocaleString('en')} MB`;
}

/** Refuses a document past a limit. */
function checkSize(document: DocumentNode, limits: QueryLimits, schema: GraphQLSchema | undefined): void {
  const { depth, aliases, cost, bytes, work } = measureQuery(document, schema);
  if (depth > limits.maxDepth) {
    throw new RequestLimitError(
      `Query is too deep: ${depth} levels; the limit is ${limits.maxDepth}`,
      'QUERY_TOO_DEEP',
    );
  }
  if (aliases > limits.maxAliases) {
    throw new RequestLimitError(
      `Query has too many aliases: ${aliases}; the limit is ${limits.maxAliases}`,
      'QUERY_TOO_MANY_ALIASES',
    );
  }
  if (cost > limits.maxCost) {
    const shown = Number.isFinite(cost) && cost < 1e15 ? cost.toLocaleString('en') : 'more than a billion';
    throw new RequestLimitError(
      `Query is too costly: it could resolve ${shown} fields; the limit is ${limits.maxCost.toLocaleString('en')} (ask for smaller pages with first, or fewer fields)`,
      'QUERY_TOO_COSTLY',
    );
  }
  if (work > limits.maxWork) {
    throw new RequestLimitError(
      `Query is too costly: it asks for ${work.toLocaleString('en')} units of database and model work; the limit is ${limits.maxWork} (each root field counts 1, plan and planGraph ${FIELD_WORK['Query.plan']} and ${FIELD_WORK['Query.planGraph']}: ask for fewer of them, or fewer aliases, in one request)`,
      'QUERY_TOO_COSTLY',
    );
  }
  if (bytes > limits.maxAnswerBytes) {
    throw new RequestLimitError(
      `Query is too costly: its answer could hold up to ${sizeShown(bytes)}; the limit is ${sizeShown(limits.maxAnswerBytes)} (ask for smaller pages with first, fewer aliases, or fewer fields such as goalData)`,
      'QUERY_TOO_COSTLY',
    );
  }
}

const CACHED_DOCUMENTS = 200;

/** graphql-http's `parse`, with the limits applied (see above). */
export function createLimitedParser(
  limits: QueryLimits = DEFAULT_QUERY_LIMITS,
  schema?: GraphQLSchema,
): (source: string | Source) => DocumentNode {
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
    keepNewest(cache, query, document, CACHED_DOCUMENTS);
    last = { query, document };
    return document;
  };
}
