/**
 * Analytics: SPEC §7. Every mutation is reported once (retries are not reported again) as an event
 * named 'Mutation' with its operation name: `analytics.track('Mutation', { operationName })`.
 * A throwing or rejecting `track` never affects the request.
 */
import { mapExchange, type Exchange, type Operation } from '@urql/core';
import { callSafely } from './callbacks';

/** Where events go: any object with a Segment-style `track(event, properties)`. */
export interface Analytics {
  track(event: string, properties: { operationName: string }): unknown;
}

/** The event name every mutation is reported under. */
export const MUTATION_EVENT = 'Mutation';

export function analyticsExchange(analytics: Analytics): Exchange {
  return mapExchange({
    onOperation(operation) {
      if (operation.kind !== 'mutation') return;
      const operationName = operationNameOf(operation) ?? 'anonymous';
      callSafely(() => analytics.track(MUTATION_EVENT, { operationName }));
    },
  });
}

function operationNameOf(operation: Operation): string | null {
  for (const definition of operation.query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? null;
  }
  return null;
}
