/**
 * A unit of work's writes held instead of sent (Storage.holdWrites), so that they can be sent later in
 * one statement with what else must be saved with them: an idempotent save's record, in one round trip.
 */
import type { SqlEngine, SqlExecutor } from './engine';
import type { Storage } from './index';
import type { Statement } from './one-statement';
import { storesWhenUsed, type Stores } from './stores';

/**
 * A unit of work's writes, held. Its Storage sends nothing: each write is kept here, in order, and
 * anything else asked of it (a read, a script, a ping) is refused with an error, after which the unit of
 * work has to run again as a real one. Inside it, `transaction` and `unitOfWork` are parts as in a unit
 * of work: a part that fails has its writes dropped, as a savepoint would undo them.
 */
export interface HeldWrites {
  readonly storage: Storage;
  /** The writes held, in order; null when the work asked for anything else. */
  writes(): readonly Statement[] | null;
}

/** A held Storage's answer to anything but a write. */
class NotAWrite extends Error {
  constructor() {
    super('A unit of work whose writes are held asked for more than writes: it runs as a unit of work instead');
  }
}

export function heldWrites(engine: SqlEngine['name']): HeldWrites {
  const held: Statement[] = [];
  let refused = false;
  const refuse = async (): Promise<never> => {
    refused = true;
    throw new NotAWrite();
  };
  const holding = (into: Statement[]): Storage => {
    const executor: SqlExecutor = {
      query: refuse,
      exec: refuse,
      write: async (parts) => {
        into.push(...parts);
      },
    };
    /** A part's writes go to a list of its own, kept only if it succeeds. */
    const part = async <T>(work: (storage: Storage) => Promise<T>): Promise<T> => {
      const own: Statement[] = [];
      const result = await work(holding(own));
      into.push(...own);
      return result;
    };
    return Object.assign<Stores, Omit<Storage, keyof Stores>>(storesWhenUsed(executor), {
      engine,
      connections: 1,
      transaction: part,
      unitOfWork: part,
      holdWrites: () => {
        refused = true;
        throw new NotAWrite();
      },
      ping: refuse,
      close: async () => undefined,
    });
  };
  return { storage: holding(held), writes: () => (refused ? null : held) };
}
