/**
 * An idempotent signed-in save in one statement (graphql/idempotency.ts, Storage.holdWrites), on both engines:
 * the calculation, its user and its key's record saved together in one round trip; concurrent requests with
 * one key still save once; what the save answers is the row as stored.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { serversOn } from './engine-server';
import { testEngines } from './engines';
import { ANSWERS, CALCULATE, GET_ALL_COLLEGE_COSTS, newUserId, type CollegeCost } from './helpers';

/** One saved calculation, with the fields the save answers (the fragments of CALCULATE). */
const READ_ONE = `query ($id: ID!) { collegeCost(id: $id) { ...CollegeCostFields } } ${CALCULATE.slice(CALCULATE.indexOf('fragment '))}`;

describe.each(testEngines('the one-statement save'))(
  'the one-statement save on $name',
  { timeout: 60_000 },
  (engine) => {
    const start = serversOn(engine);

    it('answers the saved calculation as it is then read back, for every accommodation and age', async () => {
      const { api, storage } = await start();
      const userId = newUserId('one-statement');
      const token = await api.token(userId);
      for (const [accommodation, ageOfChild, whatToInclude] of [
        ['HOME', 0, ['FEES', 'OTHER_EXPENSES']],
        ['RENTED', 9, ['OTHER_EXPENSES', 'ACCOMMODATION', 'FEES']],
        ['STUDENT', 18, ['FEES', 'ACCOMMODATION', 'OTHER_EXPENSES']],
      ] as const) {
        const answers = { ...ANSWERS, userId, accommodation, ageOfChild, whatToInclude };
        const saved = await api.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, answers, {
          token,
          headers: { 'idempotency-key': `${userId}-${accommodation}` },
        });
        expect(saved.errors).toBeUndefined();
        const id = saved.data?.updateCollegeCosts.id as string;
        const read = await api.gql<{ collegeCost: CollegeCost }>(READ_ONE, { id }, { token });
        expect(read.errors).toBeUndefined();
        const { notSaved, ...record } = saved.data?.updateCollegeCosts ?? {};
        expect(notSaved).toBeNull();
        expect(read.data?.collegeCost).toEqual(record);
        const stored = await storage.collegeCosts.get(id);
        expect(stored).toMatchObject({ id, userId, ageOfChild, accommodationType: accommodation, goalId: null });
      }
    });

    it('saves once when 10 requests with one key race 5 with the same key and another request, and answers each', async () => {
      const { api } = await start({ userTurns: { running: 20 } });
      const userId = newUserId('one-statement-race');
      const token = await api.token(userId);
      const headers = { 'idempotency-key': `race-${userId}` };
      const send = (ageOfChild: number) =>
        api.gql<{ updateCollegeCosts: CollegeCost }>(CALCULATE, { ...ANSWERS, userId, ageOfChild }, { token, headers });
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => send(5)),
        ...Array.from({ length: 5 }, () => send(6)),
      ]);
      const costs = await api.gql<{ collegeCosts: CollegeCost[] }>(GET_ALL_COLLEGE_COSTS, { userId }, { token });
      expect(costs.data?.collegeCosts).toHaveLength(1);
      const [saved] = costs.data?.collegeCosts ?? [];
      const winner = saved.ageOfChild;
      answers.forEach((answer, i) => {
        const age = i < 10 ? 5 : 6;
        if (age === winner) {
          expect(answer.status).toBe(200);
          expect(answer.data?.updateCollegeCosts.id).toBe(saved.id);
        } else {
          expect(answer.status).toBe(422);
          expect(answer.errors?.[0].extensions).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED' });
        }
      });
      expect(
        answers.filter((answer) => answer.status === 200 && answer.headers.get('idempotent-replayed') === null),
      ).toHaveLength(1);
    });

    it.runIf(engine.name === 'PostgreSQL')(
      'sends a keyed save as one statement, and its replay reads the answer',
      async () => {
        const { api } = await start();
        const userId = newUserId('one-round-trip');
        const token = await api.token(userId);
        const headers = { 'idempotency-key': `one-${userId}` };
        // The user's turn and token are settled first: only the save's statements are counted.
        await api.gql(GET_ALL_COLLEGE_COSTS, { userId }, { token });
        const sent: string[] = [];
        const query = pg.Client.prototype.query;
        pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
          const first = args[0];
          sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
          return (query as (...a: unknown[]) => unknown).apply(this, args);
        } as typeof query;
        try {
          const saved = await api.gql<{ updateCollegeCosts: CollegeCost }>(
            CALCULATE,
            { ...ANSWERS, userId },
            { token, headers },
          );
          expect(saved.status).toBe(200);
          expect(sent).toHaveLength(1);
          expect(sent[0]).toMatch(/^WITH part_1 AS \(INSERT INTO idempotency_keys/);
          const replayed = await api.gql<{ updateCollegeCosts: CollegeCost }>(
            CALCULATE,
            { ...ANSWERS, userId },
            { token, headers },
          );
          expect(replayed.headers.get('idempotent-replayed')).toBe('true');
          expect(replayed.data).toEqual(saved.data);
        } finally {
          pg.Client.prototype.query = query;
        }
      },
    );
  },
);
