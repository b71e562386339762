/**
 * Fairness between callers, each signed-in user and each visitor address: each caller's requests take
 * turns, and pay for what they are answered (otherwise 25 heavy requests of one user make other users wait
 * seconds, and a loop of anonymous requests for 30 aliases of the occupations list slows everyone).
 *
 * - At most `running` of one caller's requests are served at once; the next `waiting` wait in line,
 *   first come first served; one more is refused (the handler answers 429 RATE_LIMITED, Retry-After).
 * - Each caller has a budget of answer bytes: `burstBytes`, refilled at `bytesPerSecond`. A request
 *   starts only while the budget is above zero, and its answer's real size is taken from it once the
 *   answer is made (so a request costs what it returns, not what it might have). Answers of a few KB
 *   never wait; a caller asking again and again for the largest answers the limits allow (4 MB) gets
 *   them at `bytesPerSecond` on average, and the rest of the server's time goes to everyone else.
 * - A turn lasts until the answer has been handed to the connection, or the connection has closed,
 *   so a caller who does not read its answers holds its own turns, not the server's memory.
 *
 * A visitor's caller is its address: behind a load balancer, set TRUST_PROXY so that it is the client's
 * (X-Forwarded-For), not the balancer's, which every visitor would otherwise share.
 *
 * The lines live in the replica's memory. With several replicas, the load balancer sends each caller to one
 * replica (deploy/haproxy.cfg hashes the token's user, else the address), so a caller's turns and budget
 * are exact; while a replica restarts, its callers move to another, which starts them with a full budget.
 */
import type { ServerResponse } from 'node:http';
import { ClientAbortError } from './body';

export interface UserTurnsOptions {
  /** Requests of one caller served at once. */
  running: number;
  /** Requests of one caller waiting for a turn; one more is refused. */
  waiting: number;
  /** Bytes of answers one caller is served a second, on average. */
  bytesPerSecond: number;
  /** Bytes of answers one caller may be served at once before the average applies (the budget when full). */
  burstBytes: number;
}

/**
 * 4 at once and 128 waiting: a page of the planning app loads with fewer than 10 requests at once, of a
 * few KB each, but after a mutation the client sends again every watched query it refreshes (an app that
 * watches every query of the schema sends about 50 at once); waiting costs the server a queued callback. 2 MB a second with 8 MB at once: two of the largest answers straight away, then one every
 * 2 s; the server here makes 50–70 MB of answers a second (bench/attack.ts), so one user gets a few per cent.
 */
export const DEFAULT_USER_TURNS: UserTurnsOptions = {
  running: 4,
  waiting: 128,
  bytesPerSecond: 2 * 1024 * 1024,
  burstBytes: 8 * 1024 * 1024,
};

/** A request's turn: what its answer cost is paid with `spend`; `end` says the request's work is over. */
export interface Turn {
  spend(bytes: number): void;
  end(): void;
}

export interface UserTurns {
  readonly options: UserTurnsOptions;
  /**
   * Waits for one of `caller`'s turns for the request answered by `res`, given back once `res` has closed and the
   * turn has ended (a client that goes away does not end the work its request started).
   * Null when the line is full (nothing was taken); a ClientAbortError when the client goes away while
   * waiting.
   */
  take(caller: string, res: ServerResponse): Promise<Turn | null>;
  /** `caller`'s requests served and waiting now, and what is left of their budget. */
  of(caller: string): { running: number; waiting: number; budget: number };
  /** Stops the sweep of idle callers. */
  stop(): void;
}

interface Line {
  running: number;
  waiting: (() => void)[];
  /** Bytes left to answer; below zero after a large answer, until refilled. */
  budget: number;
  updated: number;
  wake?: ReturnType<typeof setTimeout>;
}

const SWEEP_MS = 60_000;

/** Every caller's line, its budget refilled as time passes; callers with nothing to keep are forgotten. */
interface Lines {
  /** The caller's line (a new one with a full budget), refilled. */
  lineOf(caller: string): Line;
  /** The caller's line if it has one, refilled. */
  find(caller: string): Line | undefined;
  refill(line: Line): void;
  /** Starts waiting requests while there are turns and budget; otherwise wakes up when the budget is back above zero. */
  admit(line: Line): void;
  stop(): void;
}

function createLines(options: UserTurnsOptions, now: () => number): Lines {
  const lines = new Map<string, Line>();
  const perMs = options.bytesPerSecond / 1000;
  const refill = (line: Line): void => {
    const time = now();
    line.budget = Math.min(options.burstBytes, line.budget + (time - line.updated) * perMs);
    line.updated = time;
  };
  const admit = (line: Line): void => {
    refill(line);
    while (line.waiting.length && line.running < options.running && line.budget > 0) {
      line.running++;
      line.waiting.shift()?.();
    }
    if (line.waiting.length && line.running < options.running && !line.wake) {
      line.wake = setTimeout(
        () => {
          line.wake = undefined;
          admit(line);
        },
        // At most a timer's longest delay (a budget refilled a few bytes a second could ask for more).
        Math.min(Math.ceil((1 - line.budget) / perMs), 2_147_483_647),
      );
      line.wake.unref();
    }
  };
  // Users with nothing running or waiting and a full budget are forgotten; those in debt are kept until it is paid.
  const sweep = setInterval(() => {
    for (const [caller, line] of lines) {
      refill(line);
      if (!line.running && !line.waiting.length && line.budget >= options.burstBytes) lines.delete(caller);
    }
  }, SWEEP_MS).unref();
  return {
    lineOf(caller) {
      let line = lines.get(caller);
      if (!line) lines.set(caller, (line = { running: 0, waiting: [], budget: options.burstBytes, updated: now() }));
      refill(line);
      return line;
    },
    find(caller) {
      const line = lines.get(caller);
      if (line) refill(line);
      return line;
    },
    refill,
    admit,
    stop() {
      clearInterval(sweep);
      for (const line of lines.values()) clearTimeout(line.wake);
    },
  };
}

/** Waits in `line` until a turn is given; a ClientAbortError, and out of the line, when `res` closes first. */
function waitInLine(line: Line, res: ServerResponse, admit: () => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const turn = () => {
      res.off('close', gone);
      resolve();
    };
    const gone = () => {
      line.waiting.splice(line.waiting.indexOf(turn), 1);
      reject(new ClientAbortError());
    };
    line.waiting.push(turn);
    res.once('close', gone);
    admit();
  });
}

/**
 * The turn a request holds in `line`. It is given back when the answer is done with and the request's work is
 * over, and passes to whoever waits. Not before: a client closing its connection at once would otherwise start
 * request after request.
 */
function turnIn(line: Line, res: ServerResponse, lines: Lines): Turn {
  let open = 2;
  const giveBack = () => {
    if (--open) return;
    line.running--;
    lines.admit(line);
  };
  if (res.closed) giveBack();
  else res.once('close', giveBack);
  let ended = false;
  return {
    spend(bytes) {
      lines.refill(line);
      line.budget -= bytes;
    },
    end() {
      if (ended) return;
      ended = true;
      giveBack();
    },
  };
}

export function createUserTurns(
  options: UserTurnsOptions = DEFAULT_USER_TURNS,
  now: () => number = Date.now,
): UserTurns {
  const lines = createLines(options, now);
  return {
    options,
    async take(caller, res) {
      const line = lines.lineOf(caller);
      if (line.running < options.running && line.budget > 0 && !line.waiting.length) line.running++;
      else if (line.waiting.length >= options.waiting) return null;
      else await waitInLine(line, res, () => lines.admit(line));
      return turnIn(line, res, lines);
    },
    of(caller) {
      const line = lines.find(caller);
      return {
        running: line?.running ?? 0,
        waiting: line?.waiting.length ?? 0,
        budget: line?.budget ?? options.burstBytes,
      };
    },
    stop: () => lines.stop(),
  };
}
