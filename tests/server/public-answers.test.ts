/** Which GraphQL answers any cache may keep, and the caching headers each gets (server/graphql/public-answers.ts). */
import { describe, expect, it } from 'vitest';
import type { IncomingHttpHeaders } from 'node:http';
import type { Outcome } from '../../server/graphql/answer-status';
import type { Answer } from '../../server/graphql/idempotency';
import {
  answerCaching,
  isPublicAnswer,
  NO_STORE,
  PUBLIC_CACHE_CONTROL,
  selectsOnlyPublicFields,
} from '../../server/graphql/public-answers';
import { getOperationAST, parse } from '../../server/graphql/runtime';
import { entityTag } from '../../server/http/cache-validators';
import { MIN_COMPRESSED_ANSWER_BYTES } from '../../server/http/encoding';

/** The outcome of running `source` without errors, as answer-status.ts notes it. */
function ranClean(source: string, operationName?: string): Outcome {
  const document = parse(source);
  const operation = getOperationAST(document, operationName) ?? undefined;
  return {
    clean: { data: {} },
    query: operation?.operation === 'query',
    refused: false,
    failure: null,
    operation,
    document,
  };
}

const onlyPublic = (source: string, operationName?: string): boolean => {
  const { document, operation } = ranClean(source, operationName);
  return selectsOnlyPublicFields(document!, operation!);
};

describe('selectsOnlyPublicFields', () => {
  it.each<[string, string, boolean]>([
    ['a catalogue', '{ providers { id name } }', true],
    [
      'both catalogues, paged, aliased',
      '{ a: providersPage { nodes { id } } b: occupations(search: "eng") { id } }',
      true,
    ],
    ['__typename alone', '{ __typename }', true],
    ['a catalogue and __typename', 'query Q { __typename occupationsPage { pageInfo { hasNextPage } } }', true],
    ['a user field', '{ user { id } }', false],
    ['a catalogue and a user field', '{ providers { id } tools(userId: "u") { id } }', false],
    ['an alias of a public name on a user field', '{ providers: suggestedTools(userId: "u") { id } }', false],
    ['a field that needs a token', '{ addressesAtPostalCode(postalCode: "D02 XY45") { id } }', false],
    ['the clock', '{ nextAvailableAppointment { id } }', false],
    [
      'a plan computed for the month',
      '{ collegeSavingsPlan(accommodation: RENTED, ageOfChild: 5, courseDuration: 4, eligibleForFreeTuitionFees: false, whatToInclude: [FEES]) { monthlyAmount { float } } }',
      false,
    ],
    ['introspection', '{ __schema { queryType { name } } }', false],
    ['a public fragment', '{ ...P } fragment P on Query { providers { id } }', true],
    [
      'a fragment spreading a user field',
      '{ ...P } fragment P on Query { providers { id } ...U } fragment U on Query { user { id } }',
      false,
    ],
    ['an inline fragment with a user field', '{ providers { id } ... on Query { user { id } } }', false],
    ['a skipped user field (still selected)', '{ providers { id } user @skip(if: true) { id } }', false],
    ['a fragment spread twice', '{ ...P ...P } fragment P on Query { occupations { id } }', true],
    ['a fragment the document lacks', '{ ...Missing }', false],
  ])('%s', (_what, source, expected) => {
    expect(onlyPublic(source)).toBe(expected);
  });

  it('looks at the operation asked for by name', () => {
    const document = 'query Open { providers { id } } query Mine { user { id } }';
    expect(onlyPublic(document, 'Open')).toBe(true);
    expect(onlyPublic(document, 'Mine')).toBe(false);
  });
});

const PUBLIC_QUERY = ranClean('{ providers { id } }');
const GET = { method: 'GET', headers: {} };

describe('isPublicAnswer', () => {
  const errored: Outcome = { ...PUBLIC_QUERY, clean: undefined, failure: 500 };
  const mutation = ranClean('mutation { subscribeToTool(userId: "u", toolId: "t") { success } }');
  it.each<[string, { method?: string; headers: IncomingHttpHeaders }, number, Outcome | undefined, boolean]>([
    ['a GET of public fields without a token, answered 200 without errors', GET, 200, PUBLIC_QUERY, true],
    ['with an auth-token', { method: 'GET', headers: { 'auth-token': 'eyJ…' } }, 200, PUBLIC_QUERY, false],
    ['with an empty auth-token', { method: 'GET', headers: { 'auth-token': '' } }, 200, PUBLIC_QUERY, false],
    [
      'with an Authorization header',
      { method: 'GET', headers: { authorization: 'Basic eDp5' } },
      200,
      PUBLIC_QUERY,
      false,
    ],
    ['a POST', { method: 'POST', headers: {} }, 200, PUBLIC_QUERY, false],
    ['a HEAD', { method: 'HEAD', headers: {} }, 200, PUBLIC_QUERY, false],
    ['an answer with errors', GET, 200, errored, false],
    ['refused before it ran', GET, 200, { ...PUBLIC_QUERY, clean: undefined, refused: true }, false],
    ['a status other than 200 (an answer too large)', GET, 400, PUBLIC_QUERY, false],
    ['no operation ran (refused by graphql-http)', GET, 400, undefined, false],
    ['a mutation', GET, 200, mutation, false],
    ['a user field', GET, 200, ranClean('{ user { id } }'), false],
  ])('%s: %s', (_what, request, status, outcome, expected) => {
    expect(isPublicAnswer(request, status, outcome)).toBe(expected);
  });
});

const JSON_TYPE = 'application/json; charset=utf-8';
const answerOf = (body: string | null, status = 200): Answer => [
  body,
  { status, statusText: 'OK', headers: { 'content-type': JSON_TYPE } },
];
const SMALL = '{"data":{"providers":[{"id":"a"}]}}';
const LARGE = JSON.stringify({ data: { providers: Array.from({ length: 100 }, (_, i) => ({ id: `p${i}` })) } });

describe('answerCaching', () => {
  it('gives a public answer Cache-Control public, its ETag and Vary: Accept, Accept-Encoding', () => {
    expect(answerCaching(GET, answerOf(SMALL), PUBLIC_QUERY)).toEqual({
      headers: { 'cache-control': PUBLIC_CACHE_CONTROL, etag: entityTag(SMALL, JSON_TYPE, 'identity') },
      vary: ['Accept', 'Accept-Encoding'],
      notModified: false,
    });
    expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=300');
  });

  it('gives every other answer no-store, and never a 304', () => {
    const signedIn = { method: 'GET', headers: { 'auth-token': 't', 'if-none-match': '*' } };
    expect(answerCaching(signedIn, answerOf(SMALL), PUBLIC_QUERY)).toEqual({
      headers: { 'cache-control': NO_STORE },
      vary: [],
      notModified: false,
    });
    expect(answerCaching(GET, answerOf(null), PUBLIC_QUERY).headers).toEqual({ 'cache-control': 'no-store' });
    expect(answerCaching(GET, answerOf(SMALL, 500), PUBLIC_QUERY).headers).toEqual({ 'cache-control': 'no-store' });
  });

  it('tags the coding the answer goes in: compressed only from MIN_COMPRESSED_ANSWER_BYTES', () => {
    expect(LARGE.length).toBeGreaterThan(MIN_COMPRESSED_ANSWER_BYTES);
    const asked = (encoding: string) => ({ method: 'GET', headers: { 'accept-encoding': encoding } });
    expect(answerCaching(asked('gzip, br'), answerOf(LARGE), PUBLIC_QUERY).headers.etag).toBe(
      entityTag(LARGE, JSON_TYPE, 'br'),
    );
    expect(answerCaching(asked('gzip'), answerOf(LARGE), PUBLIC_QUERY).headers.etag).toBe(
      entityTag(LARGE, JSON_TYPE, 'gzip'),
    );
    expect(answerCaching(asked('gzip, br'), answerOf(SMALL), PUBLIC_QUERY).headers.etag).toBe(
      entityTag(SMALL, JSON_TYPE, 'identity'),
    );
  });

  it.each<[string, string, boolean]>([
    ['its ETag', 'TAG', true],
    ['a list holding it', '"other", TAG', true],
    ['*', '*', true],
    ['another tag', '"other"', false],
  ])('answers 304 to an If-None-Match of %s', (_what, header, expected) => {
    const etag = entityTag(SMALL, JSON_TYPE, 'identity');
    const request = { method: 'GET', headers: { 'if-none-match': header.replace('TAG', etag) } };
    expect(answerCaching(request, answerOf(SMALL), PUBLIC_QUERY).notModified).toBe(expected);
  });
});
