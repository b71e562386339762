/**
 * What the property tests (fast-check) share: what a hostile caller sends, what every answer must
 * be, and a record of the outcomes tried. Each property runs at most RUNS times and at most
 * TIME_LIMIT_MS; fast-check prints the seed and the smallest failing input when one fails (rerun
 * with FC_SEED). FUZZ_REPORT=1 prints what was tried.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { GraphQLResponse } from './helpers';

export const RUNS = 150;
export const TIME_LIMIT_MS = 5_000;
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
export const settings = { numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false, seed };

/** The codes a refusal may carry. */
export const KNOWN_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'QUERY_TOO_LONG',
  'QUERY_TOO_DEEP',
  'QUERY_TOO_MANY_ALIASES',
  'QUERY_TOO_COSTLY',
  'PAYLOAD_TOO_LARGE',
  'LIMIT_REACHED',
]);
// SQL keywords in capitals as whole words only: 'selectedProfile' is a field of the schema, not a leak.
export const STACK_OR_DETAIL =
  /[Ss]tack ?[Tt]race|STACKTRACE|\bat .+:\d+:\d+|\.ts:\d+|\.js:\d+|node_modules|\bSELECT\b|\bINSERT\b|\b(?:detail|Detail|DETAIL)\b/;

/** Counts the outcomes of each property; `report()` prints them when FUZZ_REPORT is set. */
export function outcomeRecorder() {
  const tried = new Map<string, Map<string, number>>();
  return {
    count(property: string, outcome: string) {
      const outcomes = tried.get(property) ?? new Map<string, number>();
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      tried.set(property, outcomes);
    },
    report() {
      if (!process.env.FUZZ_REPORT) return;
      for (const [property, outcomes] of tried)
        console.info(`${property}: ${[...outcomes].map(([outcome, n]) => `${outcome} ×${n}`).join(', ')}`);
    },
  };
}

const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : [deep(depth - 1)]);
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '0000-01-01',
  '1899-12-31',
  '2201-01-01',
  '2030-02-30',
  'é€😀',
  '\u202e\u200b',
  "'; DROP TABLE goals; --",
  '{}',
  'null',
  'x'.repeat(300),
];
/** Any JSON value, with the awkward ones made likely. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, 19, 2 ** 31, -(2 ** 53), 1e308, 0.5, -0.01, 10.001),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer({ min: 15, max: 60 }).map(deep),
);
/**
 * A value for one argument: valid most of the time and anything otherwise, so that a call has a
 * fair chance of being valid, of having one bad argument, and of having several; undefined (rare)
 * leaves it out.
 */
export const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.option(fc.oneof({ weight: 8, arbitrary: valid as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: nasty }), {
    nil: undefined,
    freq: 20,
  });
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

/** Checks what every answer must be, and returns a label of its outcome. */
export function checkAnswer(response: GraphQLResponse, raw: string): string {
  expect(response.status, raw).toBeLessThan(500);
  expect(raw).not.toMatch(STACK_OR_DETAIL);
  for (const error of response.errors ?? []) {
    const code = error.extensions?.code;
    if (code !== undefined) expect(KNOWN_CODES, `${code} in ${raw}`).toContain(code);
  }
  const codes = (response.errors ?? []).map((error) => error.extensions?.code ?? 'GRAPHQL').join('+');
  return `${response.status}${codes ? ` ${codes}` : ''}`;
}

/** POSTs to `url` like TestServer.gql, keeping the raw text to look for leaks. */
export async function sendRaw(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(token ? { 'auth-token': token } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const raw = await answer.text();
  const body = JSON.parse(raw) as { data?: Record<string, never> | null; errors?: GraphQLResponse['errors'] };
  return {
    response: {
      status: answer.status,
      headers: answer.headers,
      data: body.data,
      errors: body.errors,
    } as GraphQLResponse,
    raw,
  };
}
