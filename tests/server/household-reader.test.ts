/**
 * The household reader (server/resolvers/household-reader.ts) on both engines: what a user entered, read
 * from the stores into the planning model's Household, each item with what the plan still needs of it, the
 * goals in the list's order with their records, and nothing of another user's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHousehold } from '../../server/resolvers/household-reader';
import type { Storage } from '../../server/storage';
import { testEngines } from './engines';

const engines = testEngines('the household reader tests');

describe.each(engines)('readHousehold on $name', { timeout: 30_000 }, (engine) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await engine.shared();
  }, 60_000);
  afterAll(async () => {
    await storage?.close();
    await engine.cleanup();
  });

  const newUser = async () => {
    const userId = `reader-${randomUUID()}`;
    await storage.users.ensure(userId);
    return userId;
  };

  it('reads a user with nothing entered as an empty household', async () => {
    const userId = await newUser();
    expect(await readHousehold(storage, userId)).toEqual({
      household: { userId, persons: [], assets: [], debts: [], policies: [], incomes: [], factfind: null, goals: [] },
      goals: [],
    });
  });

  it('reads every list, marks what is missing, and leaves out another user’s', async () => {
    const userId = await newUser();
    const other = await newUser();
    const ann = await storage.persons.insert(userId, {
      firstName: 'Ann',
      relationship: 'SELF',
      dateOfBirth: '1985-04-02',
    });
    await storage.persons.insert(other, { firstName: 'Eve', relationship: 'SELF' });
    const savings = await storage.assets.insert(
      userId,
      { name: 'Savings', productType: 'CURRENT_ACCOUNT', balanceCents: 500_000, accessible: true },
      [ann.id],
    );
    const unnamed = await storage.assets.insert(userId, { balanceCents: 100 });
    const loan = await storage.debts.insert(userId, { name: 'Car loan', balanceCents: 900_000 }, [ann.id]);
    const cover = await storage.policies.insert(userId, { name: 'Life cover', premiumCents: 3_000 }, [ann.id]);
    const salary = await storage.income.insert(userId, { annualIncomeCents: 6_000_000 }, [ann.id]);
    await storage.factfinds.save(userId, {
      fields: { numberOfChildren: 0, monthlyOutgoingsCents: 150_000 },
      user: { personId: ann.id, retirementAge: 66 },
    });
    const house = await storage.goals.insert(userId, {
      name: 'House',
      goalType: 'HOME_PURCHASE',
      goalData: null,
      priority: 1,
      targetDate: '2030-01-01',
      valueToSaveCents: 2_000_000,
    });

    const { household, goals } = await readHousehold(storage, userId);
    expect(household.persons).toEqual([
      { id: ann.id, firstName: 'Ann', relationship: 'SELF', dateOfBirth: '1985-04-02' },
    ]);
    expect(household.assets).toEqual([
      expect.objectContaining({
        id: savings.id,
        name: 'Savings',
        balanceCents: 500_000,
        ownerIds: [ann.id],
        missing: [],
      }),
      expect.objectContaining({
        id: unnamed.id,
        name: null,
        ownerIds: [],
        missing: ['name', 'product type', 'owners'],
      }),
    ]);
    expect(household.debts).toEqual([
      expect.objectContaining({ id: loan.id, ownerIds: [ann.id], missing: ['product type', 'monthly repayment'] }),
    ]);
    expect(household.policies).toEqual([
      expect.objectContaining({
        id: cover.id,
        premiumCents: 3_000,
        missing: ['product type', 'cover type', 'amount of cover', 'payment frequency'],
      }),
    ]);
    expect(household.incomes).toEqual([
      expect.objectContaining({ id: salary.id, annualIncomeCents: 6_000_000, ownerIds: [ann.id] }),
    ]);
    expect(household.factfind).toMatchObject({
      numberOfChildren: 0,
      monthlyOutgoingsCents: 150_000,
      user: { personId: ann.id, retirementAge: 66 },
      partner: null,
    });
    expect(household.goals).toEqual([
      {
        id: house.id,
        name: 'House',
        goalType: 'HOME_PURCHASE',
        priority: 1,
        targetDate: '2030-01-01',
        valueToSaveCents: 2_000_000,
      },
    ]);
    expect(goals).toEqual([house]);
  });
});
