/** Fair shares of the database's connections (server/storage/fair-gate.ts): capacity, each caller's share, turns. */
import { describe, expect, it } from 'vitest';
import { createFairGate, defaultDatabaseShare } from '../../server/storage/fair-gate';

/** A piece of work that runs until `finish()`; `started` says whether the gate let it start. */
function held(gate: ReturnType<typeof createFairGate>, caller: string, log: string[], name = caller) {
  let finish!: () => void;
  const piece = { started: false, finish: () => finish() };
  const done = gate.run(caller, () => {
    piece.started = true;
    log.push(name);
    return new Promise<void>((resolve) => (finish = resolve));
  });
  return Object.assign(piece, { done });
}

/** Lets the gate's promise callbacks run, and its hand-on from the next turn of the event loop. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
};

describe('a fair gate', () => {
  it.each([
    [20, 5],
    [1, 1],
    [3, 1],
    [8, 2],
  ])('defaults a caller to a quarter of %i connections, at least one: %i', (connections, share) => {
    expect(defaultDatabaseShare(connections)).toBe(share);
  });

  it('runs at most perCaller of one caller at once, however many it sends', async () => {
    const gate = createFairGate({ capacity: 8, perCaller: 2 });
    const log: string[] = [];
    const pieces = Array.from({ length: 10 }, (_, i) => held(gate, 'ann', log, `ann${i}`));
    await settle();
    expect(pieces.filter((piece) => piece.started)).toHaveLength(2);
    expect(gate.state()).toEqual({ running: 2, waiting: 8, callers: 1 });
    pieces[0].finish();
    await settle();
    expect(pieces.filter((piece) => piece.started)).toHaveLength(3);
    expect(log).toEqual(['ann0', 'ann1', 'ann2']);
  });

  it('lets another caller in at once while the first waits at its share', async () => {
    const gate = createFairGate({ capacity: 4, perCaller: 2 });
    const log: string[] = [];
    const ann = Array.from({ length: 6 }, (_, i) => held(gate, 'ann', log, `ann${i}`));
    await settle();
    const bob = held(gate, 'bob', log);
    await settle();
    expect(bob.started).toBe(true);
    expect(ann.filter((piece) => piece.started)).toHaveLength(2);
  });

  it('gives a free connection to the callers waiting in turn: one with one piece waits behind one of each other', async () => {
    const gate = createFairGate({ capacity: 1, perCaller: 1 });
    const log: string[] = [];
    const first = held(gate, 'ann', log, 'ann0');
    const ann = Array.from({ length: 5 }, (_, i) => held(gate, 'ann', log, `ann${i + 1}`));
    const cat = Array.from({ length: 2 }, (_, i) => held(gate, 'cat', log, `cat${i}`));
    const bob = held(gate, 'bob', log);
    await settle();
    // One at a time: each finishes, and the next in turn starts.
    for (const piece of [first, ann[0], cat[0], bob, ann[1], cat[1], ann[2], ann[3], ann[4]]) {
      expect(piece.started).toBe(true);
      piece.finish();
      await piece.done;
      await settle();
    }
    expect(log).toEqual(['ann0', 'ann1', 'cat0', 'bob', 'ann2', 'cat1', 'ann3', 'ann4', 'ann5']);
    expect(gate.state()).toEqual({ running: 0, waiting: 0, callers: 0 });
  });

  it('hands a connection given back on from the next turn of the event loop, so a request read meanwhile takes its turn', async () => {
    const gate = createFairGate({ capacity: 1, perCaller: 1 });
    const log: string[] = [];
    // Ann's statements end as soon as they start (PGlite answers without waiting for I/O); Bob's request is read from
    // its socket in the next turn of the event loop.
    const ann = Array.from({ length: 5 }, (_, i) =>
      gate.run('ann', async () => {
        log.push(`ann${i}`);
      }),
    );
    const bob = new Promise<void>((resolve) =>
      setImmediate(() =>
        resolve(
          gate.run('bob', async () => {
            log.push('bob');
          }),
        ),
      ),
    );
    await Promise.all([...ann, bob]);
    expect(log.indexOf('bob')).toBeLessThanOrEqual(2);
  });

  it('gives the turn back when the work fails', async () => {
    const gate = createFairGate({ capacity: 1, perCaller: 1 });
    await expect(gate.run('ann', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(gate.run('ann', () => Promise.resolve('next'))).resolves.toBe('next');
    expect(gate.state()).toEqual({ running: 0, waiting: 0, callers: 0 });
  });

  it('never lets a caller past the capacity, its share larger or not', async () => {
    const gate = createFairGate({ capacity: 2, perCaller: 5 });
    expect(gate.options).toEqual({ capacity: 2, perCaller: 2 });
    const log: string[] = [];
    const pieces = Array.from({ length: 4 }, (_, i) => held(gate, `caller${i}`, log));
    await settle();
    expect(pieces.map((piece) => piece.started)).toEqual([true, true, false, false]);
  });

  it.each([
    [{ capacity: 0, perCaller: 1 }, "The database's connections must be a whole number from 1, got 0"],
    [{ capacity: 2, perCaller: 1.5 }, 'The connections of one caller must be a whole number from 1, got 1.5'],
  ])('refuses %o', (options, message) => {
    expect(() => createFairGate(options)).toThrow(message);
  });
});
