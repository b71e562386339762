/** Writes as one statement (storage/one-statement.ts), and a unit of work's writes held (storage/held-writes.ts). */
import { describe, expect, it } from 'vitest';
import { heldWrites } from '../../server/storage/held-writes';
import { asOneStatement, type Statement } from '../../server/storage/one-statement';

const write = (text: string, ...params: unknown[]): Statement => ({ text, params });

describe('asOneStatement', () => {
  it.each<[string, Statement[], Statement]>([
    ['one part as it is', [write('INSERT INTO a VALUES ($1)', 1)], write('INSERT INTO a VALUES ($1)', 1)],
    [
      'the parts before the last in its WITH, their parameters renumbered in order',
      [
        write('INSERT INTO a VALUES ($1, $2)', 1, 2),
        write(' INSERT INTO b VALUES ($1) ', 3),
        write('INSERT INTO c VALUES ($2, $1, $10)', ...Array.from({ length: 10 }, (_, i) => 4 + i)),
      ],
      {
        text: 'WITH part_1 AS (INSERT INTO a VALUES ($1, $2)), part_2 AS (INSERT INTO b VALUES ($3)) INSERT INTO c VALUES ($5, $4, $13)',
        params: Array.from({ length: 13 }, (_, i) => i + 1),
      },
    ],
    [
      'a parameter used twice, renumbered the same',
      [write('INSERT INTO a VALUES ($1)', 'x'), write('INSERT INTO b VALUES ($1, $1)', 'y')],
      { text: 'WITH part_1 AS (INSERT INTO a VALUES ($1)) INSERT INTO b VALUES ($2, $2)', params: ['x', 'y'] },
    ],
  ])('%s', (_, parts, expected) => {
    expect(asOneStatement(parts)).toEqual(expected);
    // Asked again, the same: the text depends on the parts alone.
    expect(asOneStatement(parts)).toEqual(expected);
  });

  it.each<[string, Statement[]]>([
    ['no part', []],
    ['a part with a string of its own', [write("INSERT INTO a VALUES ('$1')"), write('INSERT INTO b VALUES (1)')]],
    ['a part with a WITH of its own', [write('WITH x AS (SELECT 1) INSERT INTO a SELECT * FROM x'), write('SELECT 1')]],
    ['a part with dollar quoting', [write('INSERT INTO a VALUES ($$x$$)'), write('SELECT 1')]],
    ['a parameter missing', [write('INSERT INTO a VALUES ($2)', 1), write('SELECT 1')]],
  ])('refuses %s', (_, parts) => expect(() => asOneStatement(parts)).toThrow());
});

describe('heldWrites', () => {
  const user = write('INSERT INTO users (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', 'u');

  it('holds the writes of the unit of work in order, and sends nothing', async () => {
    const held = heldWrites('postgres');
    await held.storage.users.ensure('u').catch(() => undefined);
    expect(held.writes()).toBeNull();

    const writing = heldWrites('pglite');
    const saved = await writing.storage.transaction((stores) =>
      stores.collegeCosts.insert({
        userId: 'u',
        ageOfChild: 5,
        courseDuration: 4,
        accommodationType: 'RENTED',
        whatToInclude: ['FEES'],
        eligibleForFreeTuitionFees: false,
        targetDate: '2039-09-01',
        feesCents: 1,
        accommodationCents: 2,
        otherExpensesCents: 3,
        annualCents: 4,
        totalCents: 5,
        totalAdjustedForInflationCents: 6,
        monthlySavingsCents: 7,
      }),
    );
    const writes = writing.writes() ?? [];
    expect(writes.map((w) => w.params[0])).toEqual(['u', saved.id]);
    expect(writes[0]).toEqual(user);
    expect(saved).toMatchObject({ userId: 'u', goalId: null, totalCents: 5 });
  });

  it('refuses a read, a script and a ping, after which it has no writes to send', async () => {
    for (const ask of [
      (held: ReturnType<typeof heldWrites>) => held.storage.collegeCosts.get('x'),
      (held: ReturnType<typeof heldWrites>) => held.storage.ping(),
      (held: ReturnType<typeof heldWrites>) => held.storage.transaction((stores) => stores.users.get('u')),
      async (held: ReturnType<typeof heldWrites>) => held.storage.holdWrites(),
    ]) {
      const held = heldWrites('postgres');
      await expect(ask(held)).rejects.toThrow(/asked for more than writes/);
      expect(held.writes()).toBeNull();
    }
  });

  it("drops the writes of a part that fails, as a savepoint would, and keeps the others'", async () => {
    const held = heldWrites('postgres');
    await held.storage.unitOfWork(async (storage) => {
      await storage.transaction(async (stores) => {
        await stores.idempotency.recordWith('c', 'k', 'h', { status: 200, contentType: 'json', body: '{}' }, [user]);
      });
      await storage
        .transaction(async (stores) => {
          await stores.idempotency.recordWith('c', 'k2', 'h', { status: 200, contentType: 'json', body: '{}' }, []);
          throw new Error('this part fails');
        })
        .catch(() => undefined);
    });
    expect(held.writes()?.map((w) => w.params[0])).toEqual(['c', 'u']);
  });
});
