/**
 * The turns of a signed-in user's requests (server/http/user-turns.ts): how many are served at once,
 * how many wait and in what order, and the budget of answer bytes that makes a request cost what it
 * returns. The clock is vitest's: time passes only when a test moves it.
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientAbortError } from '../../server/http/body';
import { createUserTurns, type Turn, type UserTurnsOptions } from '../../server/http/user-turns';

/** A response that closes when the test says so (its answer sent, or its client gone). */
function response() {
  const emitter = new EventEmitter() as EventEmitter & { closed: boolean };
  emitter.closed = false;
  return {
    res: emitter as unknown as ServerResponse,
    close() {
      emitter.closed = true;
      emitter.emit('close');
    },
  };
}

/** A request asking for a turn, and what became of it so far. */
function ask(turns: ReturnType<typeof createUserTurns>, userId: string) {
  const { res, close } = response();
  const request = {
    state: 'waiting' as 'waiting' | 'served' | 'refused' | 'gone',
    turn: undefined as Turn | undefined,
    /** Its work over and its answer sent. */
    close() {
      request.turn?.end();
      close();
    },
    /** Its client gone, its work not over. */
    leave: close,
  };
  turns.take(userId, res).then(
    (turn) => Object.assign(request, turn ? { state: 'served', turn } : { state: 'refused' }),
    (error: unknown) => Object.assign(request, { state: error instanceof ClientAbortError ? 'gone' : String(error) }),
  );
  return request;
}

const MB = 1024 * 1024;
const OPTIONS: UserTurnsOptions = { running: 2, waiting: 2, bytesPerSecond: 1 * MB, burstBytes: 4 * MB };
/** Lets promises settle, and timers due now run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let turns: ReturnType<typeof createUserTurns>;
beforeEach(() => {
  vi.useFakeTimers();
  turns = createUserTurns(OPTIONS, () => Date.now());
});
afterEach(() => {
  turns.stop();
  vi.useRealTimers();
});

describe('turns', () => {
  it('serves `running` requests of a user at once, lines up `waiting` more and refuses the next', async () => {
    const requests = Array.from({ length: 5 }, () => ask(turns, 'ann'));
    await settle();
    expect(requests.map((r) => r.state)).toEqual(['served', 'served', 'waiting', 'waiting', 'refused']);
    expect(turns.of('ann')).toMatchObject({ running: 2, waiting: 2 });
  });

  it('passes a turn to the first in line when an answer is done with, first come first served', async () => {
    const [first, second, third, fourth] = Array.from({ length: 4 }, () => ask(turns, 'ann'));
    await settle();
    second.close();
    await settle();
    expect([first, second, third, fourth].map((r) => r.state)).toEqual(['served', 'served', 'served', 'waiting']);
    first.close();
    await settle();
    expect(fourth.state).toBe('served');
    third.close();
    fourth.close();
    await settle();
    expect(turns.of('ann')).toMatchObject({ running: 0, waiting: 0 });
  });

  it("keeps a turn whose client went away until the request's work is over", async () => {
    const [first, second, third] = Array.from({ length: 3 }, () => ask(turns, 'ann'));
    await settle();
    first.leave();
    await settle();
    // The first request's work goes on: a client that closes at once cannot start request after request.
    expect(third.state).toBe('waiting');
    first.turn?.end();
    await settle();
    expect(third.state).toBe('served');
    second.close();
    third.close();
    await settle();
    expect(turns.of('ann')).toMatchObject({ running: 0, waiting: 0 });
  });

  it('takes a request whose client goes away out of the line, and it takes no turn', async () => {
    const [first, , waiting, next] = Array.from({ length: 4 }, () => ask(turns, 'ann'));
    await settle();
    waiting.close();
    await settle();
    expect(waiting.state).toBe('gone');
    first.close();
    await settle();
    expect(next.state).toBe('served');
    expect(turns.of('ann')).toMatchObject({ running: 2, waiting: 0 });
  });

  it("keeps users apart: another user's requests never wait for this one's", async () => {
    Array.from({ length: 4 }, () => ask(turns, 'ann'));
    const bob = ask(turns, 'bob');
    await settle();
    expect(bob.state).toBe('served');
  });
});

describe('the budget of answer bytes', () => {
  it('makes the next request wait, after answers beyond the budget, until it has refilled', async () => {
    const big = ask(turns, 'ann');
    await settle();
    // 6 MB answered against a budget of 4 MB: 2 MB owed, paid back at 1 MB a second.
    big.turn?.spend(6 * MB);
    big.close();
    const next = ask(turns, 'ann');
    await settle();
    expect(next.state).toBe('waiting');
    expect(turns.of('ann').budget).toBe(-2 * MB);
    await vi.advanceTimersByTimeAsync(1999);
    expect(next.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(2);
    expect(next.state).toBe('served');
    expect(turns.of('bob').budget).toBe(4 * MB);
  });

  it('never holds up answers of a few KB, however many come one after another', async () => {
    for (let i = 0; i < 1000; i++) {
      const request = ask(turns, 'ann');
      await settle();
      expect(request.state).toBe('served');
      request.turn?.spend(4 * 1024);
      request.close();
      await vi.advanceTimersByTimeAsync(5);
    }
  });
});
