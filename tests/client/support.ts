/**
 * Test support for the planning client: an injected fetch that records what the client sends and
 * answers from a handler, and a mock of the planning API executed against the real schema.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  graphql,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLTypeResolver,
} from 'graphql';
import { afterEach, beforeEach, vi } from 'vitest';

const schemaFile = join(dirname(fileURLToPath(import.meta.url)), '../../schema/planning.graphql');
export const planningSchema = buildSchema(readFileSync(schemaFile, 'utf8'));

/** What the client sent, as the API would read it. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The GraphQL request: from the JSON body (POST) or the URL (GET). */
  query: string;
  operationName: string | null;
  variables: Record<string, unknown>;
}

export type Answer = Response | Promise<Response>;

/** Fake timers in each test of the enclosing block (retry delays run in fake time). */
export function useFakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** A fetch for the client that records each request and answers it with `respond`. */
export function fakeApi(respond: (request: SentRequest, index: number) => Answer) {
  const requests: SentRequest[] = [];
  let inFlight = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = readRequest(String(input), init);
    const index = requests.push(request) - 1;
    inFlight++;
    try {
      return await respond(request, index);
    } finally {
      inFlight--;
    }
  };
  return {
    fetch,
    requests,
    get inFlight() {
      return inFlight;
    },
    /** The operation names sent, in order. */
    names: () => requests.map((request) => request.operationName),
  };
}

function readRequest(url: string, init: RequestInit | undefined): SentRequest {
  const method = init?.method ?? 'GET';
  const headers = new Headers(init?.headers);
  if (method === 'POST') {
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    return {
      method,
      url,
      headers,
      query: body.query,
      operationName: body.operationName ?? null,
      variables: body.variables ?? {},
    };
  }
  const params = new URL(url, 'http://localhost').searchParams;
  const variables = params.get('variables');
  return {
    method,
    url,
    headers,
    query: params.get('query') ?? '',
    operationName: params.get('operationName'),
    variables: variables ? (JSON.parse(variables) as Record<string, unknown>) : {},
  };
}

/** A JSON answer. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

/** A text answer. */
export function text(body: string, status = 200, contentType = 'text/plain'): Response {
  return new Response(body, { status, headers: { 'content-type': contentType } });
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Waits, turn by turn of the event loop (not by time), until `condition` holds; fails after 10000 turns. */
export async function until(condition: () => boolean, what = 'the condition'): Promise<void> {
  for (let turn = 0; turn < 10_000; turn++) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/**
 * Waits until the client has nothing left to do: no request in flight and no new request for five
 * turns of the event loop in a row. Counts turns, not time.
 */
export async function settle(api: { requests: unknown[]; inFlight: number }): Promise<void> {
  let quietTurns = 0;
  let seen = api.requests.length;
  await until(() => {
    quietTurns = api.inFlight === 0 && api.requests.length === seen ? quietTurns + 1 : 0;
    seen = api.requests.length;
    return quietTurns >= 5;
  }, 'the client to settle');
}

// ---- A mock of the planning API: the real schema, made-up data ----

type Overrides = Record<string, (args: Record<string, unknown>) => unknown>;

/**
 * Executes each request against the planning schema. Root fields named in `overrides`
 * (`'Query.goals'`, `'Mutation.deleteGoal'`) return what the override returns; everything else is
 * made up from its type: one item per list, the first enum value, `success: true`, and `id`
 * `<Type>-1` unless the data gives one.
 */
export function mockPlanningApi(overrides: Overrides = {}) {
  const fieldResolver: GraphQLFieldResolver<unknown, unknown, Record<string, unknown>> = (
    source,
    args,
    _context,
    info,
  ) => {
    const override = overrides[`${info.parentType.name}.${info.fieldName}`];
    if (override) return override(args);
    if (typeof source === 'object' && source !== null && info.fieldName in source) {
      return (source as Record<string, unknown>)[info.fieldName];
    }
    if (info.fieldName === 'id') return `${info.parentType.name}-1`;
    return mockValue(info.returnType);
  };
  const typeResolver: GraphQLTypeResolver<unknown, unknown> = (value, _context, _info, abstractType) =>
    (value as { __typename?: string }).__typename ?? planningSchema.getPossibleTypes(abstractType)[0].name;

  return fakeApi(async (request) => {
    const result = await graphql({
      schema: planningSchema,
      source: request.query,
      variableValues: request.variables,
      operationName: request.operationName,
      fieldResolver,
      typeResolver,
    });
    return json(result);
  });
}

function mockValue(type: GraphQLOutputType): unknown {
  if (isNonNullType(type)) return mockValue(type.ofType);
  if (isListType(type)) return [mockValue(type.ofType)];
  if (isObjectType(type) || isAbstractType(type)) return {};
  if (isEnumType(type)) return type.getValues()[0].value;
  return scalarValue(type.name);
}

function scalarValue(name: string): unknown {
  const values: Record<string, unknown> = {
    ID: 'id-1',
    String: 'text',
    Int: 1,
    Float: 1.5,
    Boolean: true,
    Date: '2030-09-01',
    DateTime: '2030-09-01T00:00:00Z',
    JSON: null,
  };
  return values[name];
}

/** A literal GraphQL value for a required input of this type, e.g. `{userId: "u1"}`. */
export function literalFor(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literalFor(type.ofType);
  if (isListType(type)) return `[${literalFor(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{${required.map((field) => `${field.name}: ${literalFor(field.type)}`).join(', ')}}`;
  }
  if (isScalarType(type)) return JSON.stringify(type.name === 'ID' ? 'u1' : scalarValue(type.name));
  throw new Error(`no literal for ${String(type)}`);
}

/** The smallest selection of a field's type: `{ id }` for entities, `{ __typename }` otherwise. */
export function smallestSelection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isObjectType(named)) return 'id' in named.getFields() ? '{ id }' : '{ __typename }';
  if (isAbstractType(named)) return '{ __typename }';
  return '';
}

/** A document calling the root field `field` with its required arguments (plus `extraArgs`). */
export function rootFieldDocument(kind: 'query' | 'mutation', field: string, extraArgs = ''): string {
  const root = kind === 'query' ? planningSchema.getQueryType() : planningSchema.getMutationType();
  const definition = root?.getFields()[field];
  if (!definition) throw new Error(`the schema has no ${kind} field ${field}`);
  const args = definition.args
    .filter((arg) => isNonNullType(arg.type))
    .map((arg) => `${arg.name}: ${literalFor(arg.type)}`);
  if (extraArgs) args.push(extraArgs);
  const name = `${kind === 'query' ? 'Watch' : 'Run'}_${field}`;
  return `${kind} ${name} { ${field}${args.length ? `(${args.join(', ')})` : ''} ${smallestSelection(definition.type)} }`;
}

/** Money as the API returns it. */
export const money = (amount: number) => ({
  __typename: 'Money',
  float: amount,
  string: amount.toFixed(2),
  display: `€${amount}`,
});

/** A goal with every field the shipped operations select. */
export function goalData(id: string, userId: string, name = 'College costs') {
  return {
    __typename: 'Goal',
    id,
    userId,
    owners: [{ __typename: 'Owner', id: userId, firstName: 'Ann' }],
    name,
    goalType: 'COLLEGE_COSTS',
    goalData: null,
    priority: 1,
    targetDate: '2037-09-01',
    valueToSave: money(1000),
  };
}
