/**
 * Refresh for watched queries whose last result failed.
 *
 * Graphcache stores nothing for a field that failed, so it keeps no dependency on it, and a
 * mutation that refreshes the field cannot reach the query's watchers: a page showing "your plan
 * could not be loaded" would stay so after saving the goal the plan depends on. This unit remembers
 * each query whose last result carried an error and, when a mutation refreshes one of its root
 * fields, sends it again (network-only). urql's client only re-sends queries still watched.
 */
import { makeOperation, mapExchange, type Client, type Exchange, type Operation } from '@urql/core';

export interface FailedQueryRefresher {
  /** Place directly above the cache exchange. */
  exchange: Exchange;
  /** Sends again every failed query that selects one of these root fields. */
  refresh(fields: readonly string[]): void;
}

export function failedQueryRefresher(): FailedQueryRefresher {
  const failed = new Map<number, Operation>();
  let client: Client | undefined;
  const tracker = mapExchange({
    onOperation(operation) {
      // A query nobody watches any more is forgotten, so a long session keeps no stale entries.
      if (operation.kind === 'teardown') failed.delete(operation.key);
    },
    onResult(result) {
      if (result.operation.kind !== 'query') return;
      if (result.error) failed.set(result.operation.key, result.operation);
      else failed.delete(result.operation.key);
    },
  });
  return {
    exchange: (input) => {
      client = input.client;
      return tracker(input);
    },
    refresh(fields) {
      const again = [...failed.values()].filter((operation) => rootFieldsOf(operation).some((field) => fields.includes(field)));
      if (again.length === 0) return;
      // After the cache has finished writing the mutation's result.
      queueMicrotask(() => {
        for (const operation of again) {
          client?.reexecuteOperation(makeOperation('query', operation, { ...operation.context, requestPolicy: 'network-only' }));
        }
      });
    },
  };
}

function rootFieldsOf(operation: Operation): string[] {
  const definition = operation.query.definitions.find((node) => node.kind === 'OperationDefinition');
  if (!definition || definition.kind !== 'OperationDefinition') return [];
  return definition.selectionSet.selections.flatMap((selection) => (selection.kind === 'Field' ? [selection.name.value] : []));
}
