/**
 * Fair shares of the database's connections between callers (a signed-in user, or a visitor's address).
 *
 * At most `capacity` pieces of work run at once (the pool's connections: PostgreSQL's pool size, PGlite's
 * one), and at most `perCaller` of them for one caller, so no caller can hold the whole pool: four requests of
 * one user, each with 30 aliased fields that read the household, once took all 20 PostgreSQL connections and
 * another user got 503 on 2 reads of 5. When more wait than can run, the next free connection goes to the
 * next caller in turn (round robin over the callers waiting, first come first served within a caller), so a
 * caller with one query waits behind at most one query of each other caller, however many they queued.
 *
 * A connection given back is handed on from the next turn of the event loop, not at once: PGlite answers a
 * statement without waiting for I/O, so handing it straight to the next waiting statement of the same caller
 * kept the event loop busy for up to 0.9 s under the pool attack, with other callers' requests unread on their
 * sockets, never reaching the gate to take their turn (bench/attack.ts, 'pool').
 *
 * The gate is the replica's own: with several replicas, each caller is routed to one replica (deploy/), so a
 * caller's share is exact, and each replica's capacity is its own pool.
 */

export interface FairGateOptions {
  /** Pieces of work run at once, all callers together. */
  capacity: number;
  /** Pieces of work one caller runs at once. */
  perCaller: number;
}

/**
 * A quarter of the connections, at least one: a caller cannot hold more than a quarter of the pool, so it takes
 * at least four callers at their share to fill it (PGlite's one connection: one statement each, in turn).
 */
export const defaultDatabaseShare = (connections: number): number => Math.max(1, Math.floor(connections / 4));

export interface FairGate {
  readonly options: FairGateOptions;
  /** Runs `work` once `caller` has a turn, and gives the turn back when it settles. */
  run<T>(caller: string, work: () => Promise<T>): Promise<T>;
  /** What runs and waits now, for tests and the docs' figures. */
  state(): { running: number; waiting: number; callers: number };
}

interface Caller {
  running: number;
  waiting: (() => void)[];
}

export function createFairGate(options: FairGateOptions): FairGate {
  if (!(Number.isInteger(options.capacity) && options.capacity >= 1))
    throw new Error(`The database's connections must be a whole number from 1, got ${options.capacity}`);
  if (!(Number.isInteger(options.perCaller) && options.perCaller >= 1))
    throw new Error(`The connections of one caller must be a whole number from 1, got ${options.perCaller}`);
  const perCaller = Math.min(options.perCaller, options.capacity);
  const callers = new Map<string, Caller>();
  /** Callers with work waiting, in the order their turns come (a Map keeps insertion order). */
  const queue = new Map<string, Caller>();
  let running = 0;

  const start = (caller: Caller) => {
    running++;
    caller.running++;
  };
  /** Hands free connections to waiting callers in turn: each caller served goes to the back of the queue. */
  const admit = () => {
    let passed = 0;
    while (running < options.capacity && queue.size && passed < queue.size) {
      const [key, caller] = queue.entries().next().value as [string, Caller];
      queue.delete(key);
      if (caller.running >= perCaller) {
        // At its share: its turn passes; it waits at the back for one of its own to end.
        queue.set(key, caller);
        passed++;
        continue;
      }
      passed = 0;
      start(caller);
      caller.waiting.shift()?.();
      if (caller.waiting.length) queue.set(key, caller);
    }
  };
  let handing = false;
  /** Admits from the next turn of the event loop, once the requests that arrived meanwhile have joined the queue. */
  const handOn = () => {
    if (handing) return;
    handing = true;
    setImmediate(() => {
      handing = false;
      admit();
    });
  };
  const end = (key: string, caller: Caller) => {
    running--;
    caller.running--;
    if (!caller.running && !caller.waiting.length) callers.delete(key);
    if (queue.size) handOn();
  };

  return {
    options: { capacity: options.capacity, perCaller },
    async run(key, work) {
      let caller = callers.get(key);
      if (!caller) callers.set(key, (caller = { running: 0, waiting: [] }));
      if (running < options.capacity && caller.running < perCaller && !queue.size) {
        start(caller);
      } else {
        const mine = caller;
        await new Promise<void>((resolve) => {
          mine.waiting.push(resolve);
          if (!queue.has(key)) queue.set(key, mine);
          admit();
        });
      }
      try {
        return await work();
      } finally {
        end(key, caller);
      }
    },
    state: () => ({
      running,
      waiting: [...callers.values()].reduce((sum, caller) => sum + caller.waiting.length, 0),
      callers: callers.size,
    }),
  };
}
