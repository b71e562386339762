/**
 * The watched queries, and how the cache refreshes them: a refreshed field's watched queries are sent
 * again (cache-and-network: they show at once what the cache has, updated by the mutation's answer or an
 * item removed from a list by a delete, marked stale, until the server answers), and only the cached
 * answers nobody watches are dropped, to be asked for again on their next use.
 *
 * Invalidating a watched query's answer instead would show the answer from before the mutation until the
 * server answers again; and a query whose last result failed has no answer in the cache to invalidate
 * (graphcache stores nothing for a field that failed, so a mutation could not reach its watchers: a page
 * showing "your plan could not be loaded" would stay so after saving the goal the plan depends on).
 *
 * urql's client only re-sends queries still watched.
 */
import { makeOperation, type Client, type Exchange, type Operation } from '@urql/core';
import type { Cache, FieldArgs } from '@urql/exchange-graphcache';

type Values = Record<string, unknown>;

export interface WatchedQueries {
  /** Place directly above the cache exchange. */
  exchange: Exchange;
  /** The cache's keys of root field `field` as the watched queries read it: `goals({"userId":"u1"})`. */
  fieldKeys(field: string, cache: Cache): Set<string>;
  /** Sends again, once the cache has written the mutation's answer, every watched query reading one of these root fields. */
  resend(fields: readonly string[]): void;
}

/**
 * An exchange that calls `see` with each operation on its way down, teardowns too (urql's mapExchange
 * does not show those). The operations are a wonka source: a value comes as a signal `[value]` tagged 1
 * (the start is tagged 0, and the end is the number 0).
 */
const operationsSeen =
  (see: (operation: Operation) => void): Exchange =>
  ({ forward }) =>
  (operations) =>
    forward((sink) =>
      operations((signal) => {
        if (typeof signal === 'object' && signal.tag === 1) see(signal[0]);
        sink(signal);
      }),
    );

export function watchedQueries(): WatchedQueries {
  const watched = new Map<number, Operation>();
  let client: Client | undefined;
  const tracker = operationsSeen((operation) => {
    // A query nobody watches any more is forgotten.
    if (operation.kind === 'teardown') watched.delete(operation.key);
    else if (operation.kind === 'query') watched.set(operation.key, operation);
  });
  const reading = (field: string) =>
    [...watched.values()].filter((operation) => rootFields(operation).some((node) => node.name.value === field));
  return {
    exchange: (input) => {
      client = input.client;
      return tracker(input);
    },
    fieldKeys(field, cache) {
      const keys = reading(field).flatMap((operation) => {
        const variables = withDefaults(operation);
        return rootFields(operation)
          .filter((node) => node.name.value === field)
          .map((node) => cache.keyOfField(field, argumentsOf(node, variables) as FieldArgs));
      });
      return new Set(keys.filter((key): key is string => key !== null));
    },
    resend(fields) {
      const again = [...new Set(fields.flatMap(reading))];
      if (again.length === 0) return;
      // After the cache has finished writing the mutation's answer. The client replaces the cache's own
      // re-execution of the query (cache-first) with this one when both wait: hence cache-and-network.
      queueMicrotask(() => {
        for (const operation of again) {
          client?.reexecuteOperation(
            makeOperation('query', operation, { ...operation.context, requestPolicy: 'cache-and-network' }),
          );
        }
      });
    },
  };
}

// ---- The arguments of a root field as graphcache keys them ----

interface ValueNode {
  kind: string;
  value?: string | boolean;
  name?: { value: string };
  values?: readonly ValueNode[];
  fields?: readonly { name: { value: string }; value: ValueNode }[];
}

interface FieldNode {
  kind: 'Field';
  name: { value: string };
  arguments?: readonly { name: { value: string }; value: ValueNode }[];
}

function operationDefinition(operation: Operation) {
  const definition = operation.query.definitions.find((node) => node.kind === 'OperationDefinition');
  return definition?.kind === 'OperationDefinition' ? definition : undefined;
}

function rootFields(operation: Operation): FieldNode[] {
  const selections: readonly { kind: string }[] = operationDefinition(operation)?.selectionSet.selections ?? [];
  return selections.filter((node): node is FieldNode => node.kind === 'Field');
}

/** The operation's variables, with the defaults of its definitions for those not given (as graphcache reads them). */
function withDefaults(operation: Operation): Values {
  const variables: Values = { ...(operation.variables as Values | undefined) };
  for (const definition of operationDefinition(operation)?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (variables[name] === undefined && definition.defaultValue)
      variables[name] = valueOf(definition.defaultValue as ValueNode, variables);
  }
  return variables;
}

/** The arguments given (not null) to a field, or null when none is: graphcache's key of the field's answer. */
function argumentsOf(node: FieldNode, variables: Values): Values | null {
  const given = (node.arguments ?? [])
    .map((argument) => [argument.name.value, valueOf(argument.value, variables)] as const)
    .filter(([, value]) => value != null);
  return given.length ? Object.fromEntries(given) : null;
}

function valueOf(node: ValueNode, variables: Values): unknown {
  switch (node.kind) {
    case 'Variable':
      return variables[node.name!.value];
    case 'NullValue':
      return null;
    case 'IntValue':
    case 'FloatValue':
      return Number(node.value);
    case 'ListValue':
      return node.values!.map((value) => valueOf(value, variables));
    case 'ObjectValue':
      return Object.fromEntries(node.fields!.map((field) => [field.name.value, valueOf(field.value, variables)]));
    default:
      // StringValue, BooleanValue, EnumValue.
      return node.value;
  }
}
