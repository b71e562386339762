/**
 * One process measured by bench/server.ts, chosen by its first argument; it sends its URL (when it
 * serves) over IPC once ready, then answers each 'memory' message with its memory use and each
 * 'cpu' message with the CPU time it has used (user and system, µs). bench/server.ts
 * runs it bundled as `npm start` runs the server (server/bundle.ts), on plain Node.
 *   ours-memory, ours-disk   the reference server (startServer) on PGlite in memory / in a directory;
 *                            with NODE_ENV=production as server/main.ts configures production (introspection
 *                            off, no internal detail, a rate limit per address: here one too high to refuse
 *                            the bench's one address, so that its cost is measured and nothing is refused)
 *   bare                     node:http answering every request with the bytes in BARE_BODY
 *   graphql-http             graphql-http's own node:http handler on the same schema, with a document cache (each
 *                            query text parsed and validated once), as a plain server built on it would be
 *   ours-saves               the reference server as deployed (NODE_ENV=production) taking signed-in saves: tokens
 *                            checked with SAVE_PUBLIC_KEY, on PGlite in memory, or on PostgreSQL at DATABASE_URL
 *                            in the schema DATABASE_SCHEMA when those are set
 *   bare-insert              node:http doing, for each request, one node-postgres INSERT of a row like a saved
 *                            calculation's (the same columns and indexes, no trigger or key) into its own table
 *                            in DATABASE_SCHEMA, through a pool of the size the server's has (SAVE_POOL_SIZE):
 *                            what a save costs at the least, the database's part alone
 *   imports                  the server's modules loaded, nothing opened (the baseline)
 *   pglite-memory            PGlite alone, in memory (no server, no migrations)
 * The anonymous calculation never touches storage: graphql-http runs without one (a touch would throw).
 */
import { loadAdviserSchedule } from '../server/appointments/advisers';
import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse, validate, type DocumentNode, type GraphQLError } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/http';
import type { RequestContext } from '../server/graphql/context';
import { yearMonthOf } from '../server/graphql/context';
import { createSchema } from '../server/graphql/schema';
import { resolvers } from '../server/resolvers';
import { startServer } from '../server/index';
import { unconfiguredEmailCodeSender } from '../server/account/email-code-sender';
import { defaultReferenceData } from '../server/reference-data';
import type { Storage } from '../server/storage';
import type { Identity } from '../server/auth/tokens';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const kind = process.argv[2];
const send = (message: unknown) => process.send?.(message);
/** The WASM memory of the PGlite instances this process opened (each one's linear memory, in bytes). */
const wasmHeaps: (() => number)[] = [];

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/**
 * graphql-http's parse and validate, each document kept: the same query text is parsed once, and a
 * document validated once (what a server on graphql-http would add first; ours does the same, limits.ts).
 */
function documentCache(): { parse: typeof parse; validate: typeof validate } {
  const documents = new Map<string, DocumentNode>();
  const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    parse: (source, options) => {
      const text = typeof source === 'string' ? source : source.body;
      let document = documents.get(text);
      if (!document) documents.set(text, (document = parse(source, options)));
      return document;
    },
    validate: (schema, document, rules, options, typeInfo) => {
      let errors = validated.get(document);
      if (!errors) validated.set(document, (errors = validate(schema, document, rules, options, typeInfo)));
      return errors;
    },
  };
}

async function listen(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const VISITOR: Identity = { kind: 'visitor' };
const noStorage = new Proxy({} as Storage, {
  get: () => {
    throw new Error('the anonymous calculation touched storage');
  },
});

type WithModule = { mod?: { HEAPU8?: Uint8Array } };

/** Records the WASM linear memory of every PGlite the server creates (PGlite.create wrapped). */
async function watchPGliteHeaps(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const create = PGlite.create.bind(PGlite) as unknown as (...args: unknown[]) => Promise<WithModule>;
  (PGlite as unknown as { create: typeof create }).create = async (...args) => {
    const db = await create(...args);
    wasmHeaps.push(() => db.mod?.HEAPU8?.buffer.byteLength ?? 0);
    return db;
  };
}

/** The row each bare INSERT writes: a saved calculation's columns, as college-cost-store.ts sends them. */
const BARE_ROW = {
  columns: `id, user_id, age_of_child, course_duration, accommodation_type, what_to_include,
    eligible_for_free_tuition_fees, target_date, fees_cents, accommodation_cents, other_expenses_cents,
    annual_cents, total_cents, total_adjusted_cents, monthly_savings_cents`,
  values: (userId: string) => [
    randomUUID(),
    userId,
    5,
    4,
    'RENTED',
    ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES'],
    false,
    '2039-09-01',
    300000,
    900000,
    500000,
    1700000,
    6800000,
    6800000,
    40000,
  ],
};

async function bareInsert(): Promise<string> {
  const schema = process.env.DATABASE_SCHEMA ?? '';
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.query(`CREATE TABLE IF NOT EXISTS ${schema}.college_costs (
    id text PRIMARY KEY, user_id text NOT NULL, age_of_child integer NOT NULL, course_duration integer NOT NULL,
    accommodation_type text NOT NULL, what_to_include text[] NOT NULL, eligible_for_free_tuition_fees boolean NOT NULL,
    target_date date NOT NULL, fees_cents bigint NOT NULL, accommodation_cents bigint NOT NULL,
    other_expenses_cents bigint NOT NULL, annual_cents bigint NOT NULL, total_cents bigint NOT NULL,
    total_adjusted_cents bigint NOT NULL, monthly_savings_cents bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now())`);
  await admin.query(
    `CREATE INDEX IF NOT EXISTS college_costs_user_order ON ${schema}.college_costs (user_id, created_at DESC, id DESC)`,
  );
  await admin.end();
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.SAVE_POOL_SIZE),
    options: `-c search_path=${schema}`,
  });
  const insert = `INSERT INTO college_costs (${BARE_ROW.columns})
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`;
  return listen(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as { variables: { userId: string } };
    const { rows } = await pool.query<{ id: string }>(insert, BARE_ROW.values(body.variables.userId));
    const answer = JSON.stringify({ data: { id: rows[0].id } });
    res
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(answer.length) })
      .end(answer);
  });
}

async function start(): Promise<string | undefined> {
  switch (kind) {
    case 'ours-memory':
    case 'ours-disk': {
      await watchPGliteHeaps();
      const dataDir = kind === 'ours-memory' ? 'memory' : process.argv[3];
      const production = process.env.NODE_ENV === 'production';
      const server = await startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        log: () => undefined,
        production,
        rateLimit: production ? { perMinute: 1_000_000_000 } : false,
      });
      return server.url;
    }
    case 'ours-saves': {
      const server = await startServer({
        port: 0,
        host: '127.0.0.1',
        ...(process.env.DATABASE_URL
          ? { databaseUrl: process.env.DATABASE_URL, databaseSchema: process.env.DATABASE_SCHEMA }
          : { dataDir: 'memory' }),
        auth: { publicKey: process.env.SAVE_PUBLIC_KEY },
        log: () => undefined,
        production: true,
        rateLimit: { perMinute: 1_000_000_000 },
      });
      return server.url;
    }
    case 'bare-insert':
      return bareInsert();
    case 'bare': {
      const body = Buffer.from(process.env.BARE_BODY ?? '');
      return listen(async (req, res) => {
        await readBody(req);
        res
          .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) })
          .end(body);
      });
    }
    case 'graphql-http': {
      const contextValue: RequestContext = {
        identity: async () => VISITOR,
        storage: noStorage,
        today: () => yearMonthOf(new Date()),
        now: () => new Date(),
        inflationRate: 0,
        advisers: loadAdviserSchedule(),
        referenceData: defaultReferenceData(),
        emailCodeSender: unconfiguredEmailCodeSender,
      };
      return listen(createHandler({ schema: createSchema(resolvers), context: contextValue, ...documentCache() }));
    }
    case 'imports':
      return undefined;
    case 'pglite-memory': {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create();
      await db.query('select 1');
      wasmHeaps.push(() => (db as unknown as WithModule).mod?.HEAPU8?.buffer.byteLength ?? 0);
      return undefined;
    }
    default:
      throw new Error(`unknown target ${kind}`);
  }
}

const url = await start();
/**
 * Collected twice, a second apart: V8 frees the memory of collected ArrayBuffers and WASM instances
 * (PGlite's initdb leaves one of hundreds of MB) on a background thread after a collection, so
 * one measured at once catches that sweep half done. An idle server reaches this state by itself
 * within seconds (V8's memory reducer collects when it sees no work).
 */
const collected = async (): Promise<void> => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  gc?.();
};

process.on('message', async (message) => {
  if (message === 'exit') process.exit(0);
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ cpuMicros: user + system });
    return;
  }
  if (message !== 'memory') return;
  await collected();
  const usage = process.memoryUsage();
  send({
    memory: {
      rss: usage.rss,
      heapUsed: usage.heapUsed,
      heapTotal: usage.heapTotal,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      wasmHeap: wasmHeaps.reduce((sum, heap) => sum + heap(), 0),
    },
  });
});
send({ ready: true, url });
