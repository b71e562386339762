/**
 * Analytics: SPEC §7. Every mutation is reported once (retries are not reported again) as the
 * event `{ name: 'Mutation', properties: { operationName } }`. A handler that throws or rejects
 * never affects the request. The event and handler have the widget's shape, so one handler serves both.
 */
import { mapExchange, type Exchange, type Operation } from '@urql/core';
import { callSafely } from './callbacks';

/** An analytics event. */
export interface AnalyticsEvent {
  name: string;
  properties?: Record<string, string | number | boolean | null>;
}

/** Receives analytics events; its result (or rejection) is ignored. */
export type AnalyticsHandler = (event: AnalyticsEvent) => void | Promise<unknown>;

/** The event name every mutation is reported under. */
export const MUTATION_EVENT = 'Mutation';

export function analyticsExchange(analytics: AnalyticsHandler): Exchange {
  return mapExchange({
    onOperation(operation) {
      if (operation.kind !== 'mutation') return;
      const operationName = operationNameOf(operation) ?? 'anonymous';
      callSafely(() => analytics({ name: MUTATION_EVENT, properties: { operationName } }));
    },
  });
}

function operationNameOf(operation: Operation): string | null {
  for (const definition of operation.query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? null;
  }
  return null;
}
