/**
 * The store of the factfind (migration 0004): the household's own answers, one row per user, and the
 * answers about the user and their partner, one row per role.
 */
import type { SqlExecutor } from './engine';
import type { FactfindFields, FactfindRecord, FactfindRole, PersonFactfindRecord } from './household-records';
import { FACTFIND_KINDS, PERSON_FACTFIND_KINDS } from '../household-fields';
import { selectFields, shapeOf, upsert } from './household-sql';

const FACTFIND = shapeOf<FactfindFields>(FACTFIND_KINDS);
const PERSON_FACTFIND = shapeOf<PersonFactfindRecord>(PERSON_FACTFIND_KINDS);

/** A change to the factfind: the present fields; `user`/`partner` a patch of theirs, or null to remove them. */
export interface FactfindChange {
  fields: Partial<FactfindFields>;
  user?: Partial<PersonFactfindRecord> | null;
  partner?: Partial<PersonFactfindRecord> | null;
}

export function factfindStore(db: SqlExecutor) {
  const get = async (userId: string): Promise<FactfindRecord | null> => {
    const [row] = await db.query<FactfindRecord>(
      `SELECT t.user_id AS "userId", ${selectFields('t', FACTFIND.fields)} FROM factfinds t WHERE t.user_id = $1`,
      [userId],
    );
    if (!row) return null;
    const persons = await db.query<PersonFactfindRecord & { role: FactfindRole }>(
      `SELECT t.role, ${selectFields('t', PERSON_FACTFIND.fields)} FROM factfind_persons t WHERE t.user_id = $1`,
      [userId],
    );
    const of = (role: FactfindRole) => {
      const found = persons.find((p) => p.role === role);
      if (!found) return null;
      const { role: _role, ...answers } = found;
      return answers;
    };
    return { ...row, user: of('USER'), partner: of('PARTNER') };
  };
  return {
    /** The user's factfind; null when they have never saved one. */
    get,
    /** Creates or changes the user's factfind: present fields are written, the others kept. */
    async save(userId: string, change: FactfindChange): Promise<FactfindRecord> {
      await upsert(db, 'factfinds', { user_id: userId }, '(user_id)', FACTFIND, change.fields);
      for (const [role, patch] of [
        ['USER', change.user],
        ['PARTNER', change.partner],
      ] as const) {
        if (patch === undefined) continue;
        if (patch === null)
          await db.query('DELETE FROM factfind_persons WHERE user_id = $1 AND role = $2', [userId, role]);
        else await upsert(db, 'factfind_persons', { user_id: userId, role }, '(user_id, role)', PERSON_FACTFIND, patch);
      }
      return (await get(userId)) as FactfindRecord;
    },
  };
}
