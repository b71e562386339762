/**
 * Transport: the HTTP answer rules of SPEC §7–§8, as a `fetch` wrapper for urql's `fetchExchange`.
 *
 * urql's `fetchExchange` already builds every request the way SPEC §7 asks (POST with a JSON body of
 * `query`, `operationName` and `variables`; with `preferGetMethod`, GET for queries whose URL stays
 * within 2047 characters, else POST) and reads `data`, `errors`, `hasNext` and `extensions`.
 * What it does not do is classify answers as §8 does, so `checkedFetch` does that before urql parses:
 *
 * | answer                                   | becomes (thrown, so urql reports it as a network error)         |
 * |------------------------------------------|-----------------------------------------------------------------|
 * | status ≥ 300                             | `ServerError` 'Response not successful: Received status code N', |
 * |                                          | keeping the GraphQL errors of a JSON body                       |
 * | a text (`text/*`) body that is not JSON  | `TextResponseError` whose message is the text                   |
 * | any other body that is not JSON          | `ServerParseError`                                              |
 * | JSON with neither `data` nor `errors`    | `ServerResponseMissingError`                                    |
 *
 * Anything else is handed to urql unchanged in meaning. Streamed answers (`multipart/mixed`,
 * `text/event-stream`) with a 2xx status pass straight through so urql can read each increment.
 */

/** A GraphQL error as it arrives in a response body (`errors[i]`). */
export interface GraphQLErrorJson {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

export type TransportErrorKind = 'http-status' | 'text-response' | 'parse' | 'response-missing';

const ERROR_NAMES: Record<TransportErrorKind, string> = {
  'http-status': 'ServerError',
  'text-response': 'TextResponseError',
  parse: 'ServerParseError',
  'response-missing': 'ServerResponseMissingError',
};

/** An HTTP answer that SPEC §8 treats as a network error. */
export class TransportError extends Error {
  constructor(
    readonly kind: TransportErrorKind,
    message: string,
    /** The HTTP status of the answer. */
    readonly status: number,
    /** The raw body, for diagnostics. */
    readonly bodyText: string,
    /** GraphQL errors found in the body (only for a status ≥ 300 with a JSON body). */
    readonly graphQLErrors: readonly GraphQLErrorJson[] = [],
  ) {
    super(message);
    this.name = ERROR_NAMES[kind];
  }
}

const STREAMED = /multipart\/mixed|text\/event-stream/i;

/** Wraps `fetchImpl` (resolved at call time, so a global stubbed later is honoured) with the rules above. */
export function checkedFetch(fetchImpl: () => typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl()(input, init);
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status < 300 && STREAMED.test(contentType)) return response;

    const bodyText = await response.text();
    let body: unknown;
    let parseFailure: Error | undefined;
    try {
      body = JSON.parse(bodyText);
    } catch (error) {
      parseFailure = error instanceof Error ? error : new Error(String(error));
    }

    if (response.status >= 300) {
      throw new TransportError(
        'http-status',
        `Response not successful: Received status code ${response.status}`,
        response.status,
        bodyText,
        graphQLErrorsIn(body),
      );
    }
    if (parseFailure) {
      if (/^text\//i.test(contentType)) throw new TransportError('text-response', bodyText, response.status, bodyText);
      throw new TransportError('parse', `JSON Parse error: ${parseFailure.message}`, response.status, bodyText);
    }
    if (!isRecord(body) || !('data' in body || Array.isArray(body.errors))) {
      const name = operationNameOf(input, init);
      throw new TransportError(
        'response-missing',
        `Server response was missing for ${name ? `query '${name}'` : 'the query'}.`,
        response.status,
        bodyText,
      );
    }
    return new Response(bodyText, {
      status: response.status,
      statusText: response.statusText,
      headers: { 'content-type': 'application/json' },
    });
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function graphQLErrorsIn(body: unknown): GraphQLErrorJson[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter((error): error is GraphQLErrorJson => isRecord(error) && typeof error.message === 'string');
}

/** The operation name of a request, from its JSON body (POST) or its URL (GET). */
function operationNameOf(input: RequestInfo | URL, init: RequestInit | undefined): string | null {
  if (typeof init?.body === 'string') {
    try {
      const body: unknown = JSON.parse(init.body);
      if (isRecord(body) && typeof body.operationName === 'string') return body.operationName;
    } catch {
      // not a JSON body: no name to report
    }
    return null;
  }
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://localhost').searchParams.get('operationName');
}
