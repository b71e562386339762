/** The household's stores (migration 0004) on both engines: patches, order, pages, owners and owner scoping. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, ONE_SELF_CONSTRAINT, type Storage } from '../../server/storage';
import { testEngines } from './engines';

const engines = testEngines('the household store tests');

describe.each(engines)('household stores on $name', { timeout: 30_000 }, (engine) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await engine.shared();
  }, 60_000);
  afterAll(async () => {
    await storage?.close();
    await engine.cleanup();
  });

  const newUser = async () => {
    const userId = `household-${randomUUID()}`;
    await storage.users.ensure(userId);
    return userId;
  };

  it('keeps one user (SELF) per household, orders the household and pages it', async () => {
    const userId = await newUser();
    const child = await storage.persons.insert(userId, {
      firstName: 'Emma',
      relationship: 'CHILD',
      dateOfBirth: '2015-05-01',
    });
    const self = await storage.persons.insert(userId, {
      firstName: 'Ann',
      relationship: 'SELF',
      address: { street: '1 Main Street', town: 'Cork', country: 'Ireland' },
    });
    const partner = await storage.persons.upsertByRelationship(userId, 'PARTNER', { firstName: 'Bob' });
    expect(self).toMatchObject({
      userId,
      firstName: 'Ann',
      lastName: null,
      address: { street: '1 Main Street', town: 'Cork' },
    });
    expect(self.joinDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const second = await storage.persons
      .insert(userId, { firstName: 'Ann again', relationship: 'SELF' })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(second, ONE_SELF_CONSTRAINT)).toBe(true);

    const again = await storage.persons.upsertByRelationship(userId, 'PARTNER', { lastName: 'Byrne' });
    expect(again).toMatchObject({ id: partner.id, firstName: 'Bob', lastName: 'Byrne', relationship: 'PARTNER' });

    const all = await storage.persons.listByUser(userId, { first: 50, after: null });
    expect(all?.items.map((p) => p.firstName)).toEqual(['Ann', 'Bob', 'Emma']);
    expect(all?.hasNext).toBe(false);
    const afterSelf = await storage.persons.listByUser(userId, { first: 1, after: { id: self.id } });
    expect(afterSelf?.items.map((p) => p.id)).toEqual([partner.id]);
    expect(afterSelf?.hasNext).toBe(true);
    expect(await storage.persons.listByUser(userId, { first: 1, after: { id: 'unknown' } })).toBeNull();
    expect(await storage.persons.existing(userId, [child.id, 'unknown', self.id])).toEqual(
      expect.arrayContaining([child.id, self.id]),
    );
  });

  it('changes only the fields a patch has (null clears), and never another user’s person', async () => {
    const userId = await newUser();
    const other = await newUser();
    const person = await storage.persons.insert(userId, {
      firstName: 'Ann',
      lastName: 'Smith',
      phoneNumber: '0871234567',
    });
    const changed = await storage.persons.update(userId, person.id, { lastName: 'Byrne', phoneNumber: null });
    expect(changed).toMatchObject({ firstName: 'Ann', lastName: 'Byrne', phoneNumber: null });
    expect(await storage.persons.update(other, person.id, { firstName: 'Mallory' })).toBeNull();
    expect(await storage.persons.get(other, person.id)).toBeNull();
    expect((await storage.persons.get(userId, person.id))?.firstName).toBe('Ann');
  });

  it('saves items with their owners in order, pages them, and scopes every change to the owner', async () => {
    const userId = await newUser();
    const other = await newUser();
    const ann = await storage.persons.insert(userId, { firstName: 'Ann', relationship: 'SELF' });
    const bob = await storage.persons.insert(userId, { firstName: 'Bob', relationship: 'PARTNER' });
    const savings = await storage.assets.insert(
      userId,
      { name: 'Savings', balanceCents: 1_250_050, accessible: true, startDate: '2020-01-01' },
      [bob.id, ann.id],
    );
    const pension = await storage.assets.insert(userId, { name: 'Pension', productType: 'PENSION' });
    expect(savings).toMatchObject({
      userId,
      name: 'Savings',
      balanceCents: 1_250_050,
      accessible: true,
      startDate: '2020-01-01',
      productType: null,
      owners: [
        { id: bob.id, firstName: 'Bob' },
        { id: ann.id, firstName: 'Ann' },
      ],
    });
    expect(pension.owners).toEqual([]);

    const changed = await storage.assets.update(userId, savings.id, { balanceCents: 100, accessible: null }, [ann.id]);
    expect(changed).toMatchObject({
      name: 'Savings',
      balanceCents: 100,
      accessible: null,
      owners: [{ id: ann.id, firstName: 'Ann' }],
    });
    expect((await storage.assets.update(userId, savings.id, { name: 'Rainy day' }))?.owners).toEqual([
      { id: ann.id, firstName: 'Ann' },
    ]);

    expect((await storage.assets.listByUser(userId, { first: 50, after: null }))?.items.map((a) => a.id)).toEqual([
      savings.id,
      pension.id,
    ]);
    expect(
      (await storage.assets.listByUser(userId, { first: 50, after: { id: savings.id } }))?.items.map((a) => a.id),
    ).toEqual([pension.id]);
    expect(await storage.assets.listByUser(other, { first: 50, after: { id: savings.id } })).toBeNull();
    expect(await storage.assets.allOfUser(userId)).toHaveLength(2);

    expect(await storage.assets.get(other, savings.id)).toBeNull();
    expect(await storage.assets.update(other, savings.id, { balanceCents: 0 })).toBeNull();
    expect(await storage.assets.delete(other, savings.id)).toBe(false);
    expect((await storage.assets.get(userId, savings.id))?.balanceCents).toBe(100);

    // An owner from another household is refused by the database itself.
    const stranger = await storage.persons.insert(other, { firstName: 'Eve' });
    await expect(storage.assets.insert(userId, { name: 'x' }, [stranger.id])).rejects.toMatchObject({ code: '23503' });

    expect(await storage.assets.delete(userId, savings.id)).toBe(true);
    expect(await storage.assets.get(userId, savings.id)).toBeNull();
  });

  it('keeps debts, policies and income the same way', async () => {
    const userId = await newUser();
    const ann = await storage.persons.insert(userId, { firstName: 'Ann', relationship: 'SELF' });
    const debt = await storage.debts.insert(
      userId,
      {
        name: 'Mortgage',
        balanceCents: 20_000_000,
        monthlyRepaymentCents: 120_000,
        mortgageYearsLeft: 22,
        isMainMortgage: true,
      },
      [ann.id],
    );
    const policy = await storage.policies.insert(userId, {
      name: 'Life cover',
      amountOfCoverCents: 30_000_000,
      paymentFrequency: 'MONTHLY',
      yearsRemaining: 20,
    });
    const income = await storage.income.insert(
      userId,
      { name: 'Salary', annualIncomeCents: 6_000_000, annualBonusCents: 500_000 },
      [ann.id],
    );
    expect(debt).toMatchObject({
      balanceCents: 20_000_000,
      mortgageYearsLeft: 22,
      isMainMortgage: true,
      owners: [{ id: ann.id }],
    });
    expect(policy).toMatchObject({
      amountOfCoverCents: 30_000_000,
      paymentFrequency: 'MONTHLY',
      yearsRemaining: 20,
      owners: [],
    });
    expect(income).toMatchObject({
      annualIncomeCents: 6_000_000,
      annualBonusCents: 500_000,
      owners: [{ firstName: 'Ann' }],
    });
  });

  it('saves the factfind as a patch, with the user’s and the partner’s answers', async () => {
    const userId = await newUser();
    expect(await storage.factfinds.get(userId)).toBeNull();
    const ann = await storage.persons.insert(userId, { firstName: 'Ann', relationship: 'SELF' });
    const first = await storage.factfinds.save(userId, {
      fields: { maritalStatus: 'MARRIED', numberOfChildren: 2, monthlyOutgoingsCents: 250_000 },
      user: { personId: ann.id, annualIncomeCents: 6_000_000, retirementAge: 66, marginalTaxRate: 0.4, smoker: false },
      partner: { employmentStatus: 'SELF_EMPLOYED' },
    });
    expect(first).toMatchObject({
      userId,
      maritalStatus: 'MARRIED',
      numberOfChildren: 2,
      housingStatus: null,
      monthlyOutgoingsCents: 250_000,
      user: {
        personId: ann.id,
        annualIncomeCents: 6_000_000,
        retirementAge: 66,
        marginalTaxRate: 0.4,
        smoker: false,
        occupation: null,
      },
      partner: { personId: null, employmentStatus: 'SELF_EMPLOYED' },
    });
    const second = await storage.factfinds.save(userId, {
      fields: { housingStatus: 'RENTING', numberOfChildren: null },
      user: { retirementAge: 65 },
      partner: null,
    });
    expect(second).toMatchObject({
      maritalStatus: 'MARRIED',
      numberOfChildren: null,
      housingStatus: 'RENTING',
      user: { personId: ann.id, retirementAge: 65, marginalTaxRate: 0.4 },
      partner: null,
    });
  });
});
