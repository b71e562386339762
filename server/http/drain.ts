/**
 * Taking a server out of service without dropping a request, as a rolling restart does to each replica in turn.
 * The state here is this process's own: behind a load balancer every replica drains by itself, and the balancer
 * learns it from that replica's /readyz (http/app.ts).
 *
 * drain() runs, in order:
 * (a) `draining` turns true at once, so /readyz answers 503;
 * (b) for `delayMs` everything is served as before: the balancer stops routing here only after some failed checks,
 *     and whatever it routed here meanwhile is answered;
 * (c) the server stops accepting connections, closes its idle keep-alive connections, and from then on every answer
 *     carries `Connection: close` (also the answers of requests already in flight), so each connection ends with
 *     its last request;
 * (d) it waits for the requests in flight, at most `timeoutMs`, then ends the connections left.
 * closeNow() ends every connection at once, also in the middle of a drain, which then resolves.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface DrainOptions {
  /** How long the server keeps serving as before once readiness fails: longer than the balancer takes to notice. */
  delayMs: number;
  /** How long the requests in flight then get to finish before their connections are ended. */
  timeoutMs: number;
}

export const DEFAULT_DRAIN: DrainOptions = { delayMs: 2000, timeoutMs: 20_000 };

export interface DrainOutcome {
  /** Requests still unanswered when `timeoutMs` ran out (or closeNow() came), whose connections were ended. */
  unfinished: number;
}

export interface Drainer {
  /** True from the start of a drain (or closeNow()): readiness answers 503. */
  readonly draining: boolean;
  /** Steps (a) to (d) above; resolves once no connection is left. Called again, the same drain. */
  drain(options: DrainOptions): Promise<DrainOutcome>;
  /** Stops accepting, ends every connection and resolves once none is left. */
  closeNow(): Promise<void>;
}

/** Follows the requests `server` serves, to drain it. Call before the server listens. */
export function drainable(server: Server): Drainer {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let accepting = true;
  let closed: Promise<void> | undefined;
  let drained: Promise<DrainOutcome> | undefined;
  let allAnswered: (() => void) | undefined;
  let interrupt = () => undefined as void;
  const interrupted = new Promise<void>((resolve) => (interrupt = resolve));

  const lastOnItsConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  // Before the request listener: a request counts from its first moment, and its answer is not yet written.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (!accepting) lastOnItsConnection(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) allAnswered?.();
    });
  });

  const stopAccepting = (): Promise<void> => {
    if (!closed) {
      accepting = false;
      closed = new Promise<void>((resolve) => server.close(() => resolve()));
      inFlight.forEach(lastOnItsConnection);
      server.closeIdleConnections();
    }
    return closed;
  };

  /** Resolves after `ms`, when `done` resolves, or on closeNow(), whichever comes first. */
  const waitAtMost = async (ms: number, done?: Promise<void>): Promise<void> => {
    let timer: NodeJS.Timeout | undefined;
    const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    await Promise.race([elapsed, interrupted, ...(done ? [done] : [])]);
    clearTimeout(timer);
  };

  const run = async ({ delayMs, timeoutMs }: DrainOptions): Promise<DrainOutcome> => {
    draining = true;
    await waitAtMost(delayMs);
    const serverClosed = stopAccepting();
    if (inFlight.size > 0) await waitAtMost(timeoutMs, new Promise<void>((resolve) => (allAnswered = resolve)));
    const unfinished = inFlight.size;
    server.closeAllConnections();
    await serverClosed;
    return { unfinished };
  };

  return {
    get draining() {
      return draining;
    },
    drain: (options) => (drained ??= run(options)),
    closeNow: async () => {
      draining = true;
      interrupt();
      const serverClosed = stopAccepting();
      server.closeAllConnections();
      await serverClosed;
    },
  };
}
