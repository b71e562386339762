/**
 * Analytics: SPEC §7. Every mutation is reported once (retries are not reported again) as the
 * event `{ name: 'Mutation', properties: { operationName } }`. A handler that throws or rejects
 * never affects the request. The event and handler have the widget's shape, so one handler serves both.
 */
import { getOperationName, mapExchange, type Exchange } from '@urql/core';
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
      const operationName = getOperationName(operation.query) ?? 'anonymous';
      callSafely(() => analytics({ name: MUTATION_EVENT, properties: { operationName } }));
    },
  });
}
