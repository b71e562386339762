/** Starting a real server on a free port and talking to it over HTTP, as clients do. */
import { createDevKeys, mintToken, type DevKeys, type MintOptions } from '../../server/dev-token';
import { startServer, type RunningServer, type ServerOptions } from '../../server/index';
import type { Storage } from '../../server/storage';
import { openMemoryStorageFast } from './pglite-template';

/** The injected clock of most tests: 15 March 2025. */
export const MARCH_2025 = new Date('2025-03-15T12:00:00Z');

export interface GraphQLError {
  message: string;
  path?: (string | number)[];
  extensions?: {
    code?: string;
    fieldErrors?: { field: string; message: string }[];
    field?: string;
    [key: string]: unknown;
  };
}

export interface GraphQLResponse<Data = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: Data | null;
  errors?: GraphQLError[];
}

export interface TestServer extends RunningServer {
  keys: DevKeys;
  token(userId: string, options?: MintOptions): Promise<string>;
  /** POSTs an operation; `token` goes in the auth-token header. */
  gql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; accept?: string; headers?: Record<string, string> },
  ): Promise<GraphQLResponse<Data>>;
}

let sharedStorage: Promise<Storage> | undefined;
/**
 * One in-memory PGlite per test file (each file runs in its own worker), shared by the servers
 * the file starts: PGlite takes seconds to start. Tests keep apart by using their own user ids.
 */
export const memoryStorage = (): Promise<Storage> => (sharedStorage ??= openMemoryStorageFast());

/** A server on a free loopback port with its own key pair (or `reuseKeys`); storage is the file's shared PGlite unless options choose one. */
export async function startTestServer(options: ServerOptions = {}, reuseKeys?: DevKeys): Promise<TestServer> {
  const keys = reuseKeys ?? (await createDevKeys());
  const ownStorage = options.storage ?? options.databaseUrl ?? options.dataDir;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    ...(ownStorage ? {} : { storage: await memoryStorage() }),
    now: () => MARCH_2025,
    auth: { publicKey: keys.publicKey },
    log: process.env.TEST_SERVER_LOG ? console.error : () => undefined,
    ...options,
  });
  return {
    ...server,
    keys,
    token: (userId, mintOptions) => mintToken(userId, keys.privateKey, mintOptions),
    async gql(
      query,
      variables,
      { token, accept = 'application/graphql-response+json, application/json', headers = {} } = {},
    ) {
      const response = await fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept, ...(token ? { 'auth-token': token } : {}), ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: never; errors?: GraphQLError[] };
      return { status: response.status, headers: response.headers, data: body.data, errors: body.errors };
    },
  };
}

const MONEY = '{ float string display }';

export const COLLEGE_COST_FIELDS = `id userId goalId ageOfChild courseDuration targetDate accommodationType whatToInclude
  eligibleForFreeTuitionFees accommodationCost ${MONEY} fees ${MONEY} otherExpenses ${MONEY} annualCost ${MONEY}
  total ${MONEY} totalAdjustedForInflation ${MONEY} monthlySavingsRequired ${MONEY}`;

/** The widget's own call, as DESIGN.md gives it: the server is tested with exactly what the widget sends. */
import { CalculateCollegeCostsString } from '../../src/client/generated/documents/CalculateCollegeCosts';

/** The calculation as the widget sends it: the generated CalculateCollegeCosts document, on one line. */
export const CALCULATE = CalculateCollegeCostsString;
/** Where an error of its `updateCollegeCosts` field is located in it. */
export const CALCULATE_FIELD_LOCATION = { line: 1, column: CALCULATE.indexOf('updateCollegeCosts') + 1 };

export const GET_ALL_COLLEGE_COSTS = `query GetAllCollegeCosts($userId: ID!) { collegeCosts(userId: $userId) { ${COLLEGE_COST_FIELDS} } }`;

/** The wire types, generated from schema/planning.graphql (npm run codegen). */
export type { CollegeCost, Goal, Money } from '../../src/client/generated/schema';

/** Valid answers: a five-year-old, four years, rented, not eligible, everything included. */
export const ANSWERS = {
  userId: null as string | null,
  accommodation: 'RENTED',
  ageOfChild: 5,
  courseDuration: 4,
  eligibleForFreeTuitionFees: false,
  whatToInclude: ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
};

export const fieldErrorsOf = (response: GraphQLResponse): { field: string; message: string }[] | undefined =>
  response.errors?.[0]?.extensions?.fieldErrors;

export const codeOf = (response: GraphQLResponse): string | undefined => response.errors?.[0]?.extensions?.code;

let counter = 0;
/** A user id no other test uses. */
export const newUserId = (name = 'user'): string => `${name}-${process.pid}-${++counter}-${Date.now()}`;
