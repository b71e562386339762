/**
 * The household over real HTTP, on both engines: persons, assets, debts, policies, income, goals in
 * a batch and the factfind. Each operation: success (every field round-trips), refused input
 * (payload fieldErrors), another user's id (nothing read or changed) and an unknown id.
 */
import { describe, expect, it } from 'vitest';
import { serversOn } from './engine-server';
import { testEngines } from './engines';
import { codeOf, newUserId, type TestServer } from './helpers';

const ERROR = 'error { code message fieldErrors { field message } }';
const MONEY = '{ float string display }';
const OWNERS = 'owners { id firstName }';
const PROVIDER = 'provider { id name }';
const PERSON_FIELDS = `id title firstName lastName legalFirstName legalLastName dateOfBirth sex phoneNumber relationship joinDate
  address { id buildingName buildingNumber flatNumber street subStreet town county postalCode country }`;
const ASSET_FIELDS = `id userId name productType balance ${MONEY} overdrawnBy ${MONEY} ${OWNERS} ${PROVIDER} frequency
  regularPaymentAmount ${MONEY} startDate maturityDate pensionType propertyType accessible active increasing isComplete
  throughCurrentEmployer valuationMethod whereFrom`;
const DEBT_FIELDS = `id userId name productType balance ${MONEY} arrears ${MONEY} monthlyRepayment ${MONEY} endDate maturityDate
  mortgageType mortgageYearsLeft isMainMortgage arePaymentsUpToDate clearedOnDeath hasPaymentProtectionInsurance repaidMonthly
  ${OWNERS} ${PROVIDER} isComplete`;
const POLICY_FIELDS = `id userId name productType coverType amountOfCover ${MONEY} premium ${MONEY} paymentFrequency renewalDate
  yearsRemaining ${OWNERS} ${PROVIDER} isIrishLifePolicy isOnePlan throughCurrentEmployer isComplete`;
const INCOME_FIELDS = `id userId name annualIncome ${MONEY} annualBonus ${MONEY} incomeType ${OWNERS}`;
const PERSON_FACTFIND = `{ personId annualIncome ${MONEY} employmentStatus occupation healthStatus smoker retirementAge marginalTaxRate }`;
const FACTFIND_FIELDS = `id userId maritalStatus numberOfChildren numberOfOtherDependants housingStatus monthlyRentOrMortgage ${MONEY}
  monthlyOutgoings ${MONEY} user ${PERSON_FACTFIND} partner ${PERSON_FACTFIND}`;

const UPDATE_PERSON = `mutation ($personId: ID, $person: PersonInput!) { updatePerson(personId: $personId, person: $person) { success ${ERROR} person { ${PERSON_FIELDS} } } }`;
const PERSON = `query ($id: ID!) { person(id: $id) { ${PERSON_FIELDS} } }`;
const PERSONS = `query ($userId: ID!, $first: Int, $after: ID) { persons(userId: $userId, first: $first, after: $after) { id firstName relationship } }`;

const euro = (float: number, display: string) => ({ float, string: float.toFixed(2), display });

interface Payload {
  success: boolean;
  error: { code: string; message: string; fieldErrors: { field: string; message: string }[] | null } | null;
  [field: string]: unknown;
}

/** The kinds of item: their operations, a full input and what it reads back as. */
const ITEMS = [
  {
    kind: 'asset',
    list: 'assets',
    one: 'asset',
    many: 'updateAssets',
    inputType: 'AssetInput',
    changeType: 'AssetChangeInput',
    fields: ASSET_FIELDS,
    input: {
      name: 'Rainy day account',
      productType: 'DEPOSIT_ACCOUNT',
      balance: 12500.5,
      overdrawnBy: 0,
      providerId: 'aib',
      frequency: 'MONTHLY',
      regularPaymentAmount: 250,
      startDate: '2020-01-15',
      maturityDate: '2030-01-15',
      pensionType: 'DEFINED_CONTRIBUTION',
      propertyType: 'RESIDENTIAL',
      accessible: true,
      active: true,
      increasing: false,
      throughCurrentEmployer: false,
      valuationMethod: 'OWN_ESTIMATE',
      whereFrom: 'SAVINGS',
    },
    output: {
      balance: euro(12500.5, '€12,500.50'),
      overdrawnBy: euro(0, '€0'),
      regularPaymentAmount: euro(250, '€250'),
      provider: { id: 'aib', name: 'AIB' },
    },
    refused: {
      input: { balance: -1, productType: 'deposit account', maturityDate: '2019-01-01', startDate: '2020-01-01' },
      fields: ['productType', 'balance', 'maturityDate'],
    },
  },
  {
    kind: 'debt',
    list: 'debts',
    one: 'debt',
    many: 'updateDebts',
    inputType: 'DebtInput',
    changeType: 'DebtChangeInput',
    fields: DEBT_FIELDS,
    input: {
      name: 'Home loan',
      productType: 'MORTGAGE',
      balance: 210000,
      arrears: 0,
      monthlyRepayment: 1150.25,
      endDate: '2047-06-01',
      maturityDate: '2047-06-01',
      mortgageType: 'TRACKER',
      mortgageYearsLeft: 22,
      isMainMortgage: true,
      arePaymentsUpToDate: true,
      clearedOnDeath: true,
      hasPaymentProtectionInsurance: false,
      repaidMonthly: true,
      providerId: 'bank-of-ireland',
    },
    output: {
      balance: euro(210000, '€210,000'),
      arrears: euro(0, '€0'),
      monthlyRepayment: euro(1150.25, '€1,150.25'),
      provider: { id: 'bank-of-ireland', name: 'Bank of Ireland' },
    },
    refused: {
      input: { mortgageYearsLeft: 51, monthlyRepayment: 10.001 },
      fields: ['monthlyRepayment', 'mortgageYearsLeft'],
    },
  },
  {
    kind: 'policy',
    list: 'policies',
    one: 'policy',
    many: 'updatePolicies',
    inputType: 'PolicyInput',
    changeType: 'PolicyChangeInput',
    fields: POLICY_FIELDS,
    input: {
      name: 'Life cover',
      productType: 'LIFE_INSURANCE',
      coverType: 'LIFE',
      amountOfCover: 300000,
      premium: 45.5,
      paymentFrequency: 'MONTHLY',
      renewalDate: '2026-01-01',
      yearsRemaining: 20,
      providerId: 'irish-life',
      isIrishLifePolicy: true,
      isOnePlan: false,
      throughCurrentEmployer: false,
    },
    output: {
      amountOfCover: euro(300000, '€300,000'),
      premium: euro(45.5, '€45.50'),
      provider: { id: 'irish-life', name: 'Irish Life' },
    },
    refused: { input: { yearsRemaining: -1, coverType: '' }, fields: ['coverType', 'yearsRemaining'] },
  },
  {
    kind: 'income',
    list: 'income',
    one: null,
    many: null,
    inputType: 'IncomeInput',
    changeType: null,
    fields: INCOME_FIELDS,
    input: { name: 'Salary', annualIncome: 60000, annualBonus: 5000.75, incomeType: 'EMPLOYMENT' },
    output: { annualIncome: euro(60000, '€60,000'), annualBonus: euro(5000.75, '€5,000.75') },
    refused: { input: { annualIncome: 2e9, name: ' ' }, fields: ['name', 'annualIncome'] },
  },
] as const;

const capital = (word: string) => word[0].toUpperCase() + word.slice(1);

describe.each(testEngines('the household tests'))('the household on $name', { timeout: 60_000 }, (engine) => {
  const startServer = serversOn(engine);
  let started: ReturnType<typeof startServer> | undefined;
  const start = () => (started ??= startServer());

  /** A signed-in user of the one server, and a call as them. */
  async function user(name: string) {
    const { api, storage } = await start();
    const userId = newUserId(name);
    const token = await api.token(userId);
    const call = <Data = Record<string, Payload>>(query: string, variables: Record<string, unknown> = {}) =>
      api.gql<Data>(query, variables, { token });
    return { api: api as TestServer, storage, userId, token, call };
  }

  /** A person of the user's household, made through the API. */
  async function addPerson(u: Awaited<ReturnType<typeof user>>, person: Record<string, unknown>) {
    const made = await u.call(UPDATE_PERSON, { person: { userId: u.userId, ...person } });
    expect(made.data?.updatePerson).toMatchObject({ success: true, error: null });
    return (made.data?.updatePerson.person as { id: string }).id;
  }

  describe('persons', () => {
    it('creates a person with every field, changes only the fields given, reads and lists the household in its order', async () => {
      const u = await user('household');
      const child = await addPerson(u, { firstName: 'Emma', relationship: 'CHILD', dateOfBirth: '2015-06-01' });
      const person = {
        title: 'Dr',
        firstName: ' Ann ',
        lastName: 'Byrne',
        legalFirstName: 'Anne',
        legalLastName: 'Byrne',
        dateOfBirth: '1985-02-28',
        sex: 'FEMALE',
        phoneNumber: '+353 87 123 4567',
        relationship: 'SELF',
        address: {
          buildingName: 'The Mill',
          buildingNumber: '4',
          flatNumber: '2',
          street: 'Main Street',
          subStreet: 'Lower',
          town: 'Cork',
          county: 'Cork',
          postalCode: 'T12 AB34',
          country: 'Ireland',
        },
      };
      const made = await u.call(UPDATE_PERSON, { person: { userId: u.userId, ...person } });
      const saved = made.data?.updatePerson.person as { id: string; joinDate: string };
      expect(made.data?.updatePerson).toEqual({
        success: true,
        error: null,
        person: {
          ...person,
          firstName: 'Ann',
          id: expect.any(String),
          joinDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          address: { id: null, ...person.address },
        },
      });

      const changed = await u.call(UPDATE_PERSON, {
        personId: saved.id,
        person: { userId: u.userId, lastName: 'Walsh', phoneNumber: null },
      });
      expect(changed.data?.updatePerson.person).toMatchObject({
        id: saved.id,
        firstName: 'Ann',
        lastName: 'Walsh',
        phoneNumber: null,
        title: 'Dr',
        address: { town: 'Cork' },
      });
      expect((await u.call(PERSON, { id: saved.id })).data?.person).toEqual(changed.data?.updatePerson.person);

      const partner = await addPerson(u, { firstName: 'Bob', relationship: 'PARTNER' });
      const listed = await u.call<{ persons: { id: string }[] }>(PERSONS, { userId: u.userId });
      expect(listed.data?.persons.map((p) => p.id)).toEqual([saved.id, partner, child]);
      const page = await u.call<{ persons: { id: string }[] }>(PERSONS, {
        userId: u.userId,
        first: 1,
        after: saved.id,
      });
      expect(page.data?.persons.map((p) => p.id)).toEqual([partner]);
      const badCursor = await u.call(PERSONS, { userId: u.userId, after: 'nobody' });
      expect(badCursor.errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'after' }],
      });
    });

    it('refuses bad input in the payload, naming each field, and saves nothing', async () => {
      const u = await user('refused');
      const refused = await u.call(UPDATE_PERSON, {
        person: { userId: u.userId, phoneNumber: 'call me', dateOfBirth: '2025-04-01', address: { town: '' } },
      });
      expect(refused.data?.updatePerson).toEqual({
        success: false,
        error: {
          code: 'BAD_USER_INPUT',
          message: expect.any(String),
          fieldErrors: [
            { field: 'person.relationship', message: 'Please provide an answer' },
            { field: 'person.firstName', message: 'Please provide an answer' },
            {
              field: 'person.phoneNumber',
              // One phone rule for persons and appointments, in the words the schema documents.
              message: "Must be a phone number: 6 to 20 digits, spaces, '(', ')', '-', optionally starting with '+'",
            },
            { field: 'person.address.town', message: 'Must be 1 to 100 characters' },
            { field: 'person.dateOfBirth', message: 'Must not be in the future' },
          ],
        },
        person: null,
      });
      expect((await u.call<{ persons: unknown[] }>(PERSONS, { userId: u.userId })).data?.persons).toEqual([]);
    });

    it('refuses clearing the first name or the relationship of a person, and a factfind adding SELF or PARTNER without a first name; nothing saved', async () => {
      const u = await user('required-fields');
      const self = await addPerson(u, { firstName: 'Ann', relationship: 'SELF' });
      const cleared = await u.call(UPDATE_PERSON, {
        personId: self,
        person: { userId: u.userId, firstName: null, relationship: null, lastName: 'Byrne' },
      });
      expect(cleared.data?.updatePerson).toEqual({
        success: false,
        error: {
          code: 'BAD_USER_INPUT',
          message: expect.any(String),
          fieldErrors: [
            {
              field: 'person.relationship',
              message: 'A person needs a relationship: SELF, PARTNER, CHILD or OTHER_DEPENDANT (it cannot be cleared)',
            },
            {
              field: 'person.firstName',
              message: 'A person needs a first name: give a new one (it cannot be cleared)',
            },
          ],
        },
        person: null,
      });
      expect((await u.call(PERSON, { id: self })).data?.person).toMatchObject({
        firstName: 'Ann',
        relationship: 'SELF',
        lastName: null,
      });

      const UPDATE_FACTFIND = `mutation ($factfind: FactfindInput!) { updateFactfind(factfind: $factfind) { success ${ERROR} } }`;
      const other = await user('required-fields-factfind');
      const added = await other.call(UPDATE_FACTFIND, {
        factfind: {
          userId: other.userId,
          maritalStatus: 'MARRIED',
          persons: [
            { userId: other.userId, relationship: 'SELF', lastName: 'Byrne' },
            { userId: other.userId, relationship: 'PARTNER', firstName: null },
          ],
        },
      });
      expect(added.data?.updateFactfind.error?.fieldErrors).toEqual([
        {
          field: 'factfind.persons[1].firstName',
          message: 'A person needs a first name: give a new one (it cannot be cleared)',
        },
      ]);
      const noName = await other.call(UPDATE_FACTFIND, {
        factfind: {
          userId: other.userId,
          maritalStatus: 'MARRIED',
          persons: [{ userId: other.userId, relationship: 'SELF', lastName: 'Byrne' }],
        },
      });
      expect(noName.data?.updateFactfind).toEqual({
        success: false,
        error: {
          code: 'BAD_USER_INPUT',
          message: expect.any(String),
          fieldErrors: [
            {
              field: 'factfind.persons[0].firstName',
              message:
                'Please provide an answer: the household has no person with relationship SELF yet, so this adds one, and a new person needs a first name',
            },
          ],
        },
      });
      expect((await other.call<{ persons: unknown[] }>(PERSONS, { userId: other.userId })).data?.persons).toEqual([]);
      const changed = await u.call(UPDATE_FACTFIND, {
        factfind: { userId: u.userId, persons: [{ userId: u.userId, relationship: 'SELF', lastName: 'Byrne' }] },
      });
      expect(changed.data?.updateFactfind).toMatchObject({ success: true, error: null });
      expect((await u.call(PERSON, { id: self })).data?.person).toMatchObject({ firstName: 'Ann', lastName: 'Byrne' });
    });

    it('explains a value an enumeration refuses by the values it allows, sent as a variable or written in the query', async () => {
      const u = await user('enums');
      const variable = await u.call(UPDATE_PERSON, {
        person: { userId: u.userId, firstName: 'Ann', relationship: 'SPOUSE' },
      });
      expect(variable.errors?.[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'person.relationship', message: 'Must be SELF, PARTNER, CHILD or OTHER_DEPENDANT' }],
      });
      const literal = await u.call(
        `mutation { updateAsset(asset: { userId: "${u.userId}", frequency: BIWEEKLY }) { success } }`,
      );
      expect(literal.errors?.[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          {
            field: 'asset.frequency',
            message: 'Must be WEEKLY, FORTNIGHTLY, MONTHLY, QUARTERLY, HALF_YEARLY, YEARLY or SINGLE',
          },
        ],
      });
    });

    it('keeps what an income is, changes it alone, and refuses a kind it does not know', async () => {
      const u = await user('income-type');
      const UPDATE_INCOME = `mutation ($incomeId: ID, $income: IncomeInput!) { updateIncome(incomeId: $incomeId, income: $income) { success ${ERROR} income { ${INCOME_FIELDS} } } }`;
      const made = await u.call(UPDATE_INCOME, {
        income: { userId: u.userId, annualIncome: 15563.6, incomeType: 'STATE_PENSION' },
      });
      expect(made.data?.updateIncome).toMatchObject({ success: true, income: { incomeType: 'STATE_PENSION' } });
      const id = (made.data?.updateIncome.income as { id: string }).id;
      const changed = await u.call(UPDATE_INCOME, {
        incomeId: id,
        income: { userId: u.userId, incomeType: 'OTHER_PENSION' },
      });
      expect(changed.data?.updateIncome).toMatchObject({
        success: true,
        income: { incomeType: 'OTHER_PENSION', annualIncome: { display: '€15,563.60' } },
      });
      const refused = await u.call(UPDATE_INCOME, {
        incomeId: id,
        income: { userId: u.userId, incomeType: 'PENSION' },
      });
      expect(refused.errors?.[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          {
            field: 'income.incomeType',
            message: 'Must be EMPLOYMENT, SELF_EMPLOYMENT, STATE_PENSION, OTHER_PENSION or OTHER',
          },
        ],
      });
      const cleared = await u.call(UPDATE_INCOME, { incomeId: id, income: { userId: u.userId, incomeType: null } });
      expect(cleared.data?.updateIncome).toMatchObject({ success: true, income: { incomeType: null } });
    });

    it('keeps one SELF per household, naming the person who is it', async () => {
      const u = await user('one-self');
      const self = await addPerson(u, { firstName: 'Ann', relationship: 'SELF' });
      const other = await addPerson(u, { firstName: 'Bob', relationship: 'CHILD' });
      const second = await u.call(UPDATE_PERSON, {
        personId: other,
        person: { userId: u.userId, relationship: 'SELF' },
      });
      expect(second.data?.updatePerson).toMatchObject({
        success: false,
        error: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [
            {
              field: 'person.relationship',
              message: `The household already has a person with relationship SELF (${self}); update that person instead`,
            },
          ],
        },
      });
      expect((await u.call(PERSON, { id: other })).data?.person).toMatchObject({ relationship: 'CHILD' });
    });

    it('makes one SELF of ten concurrent calls, refusing the others by the database', async () => {
      const u = await user('racing-self');
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          u.call(UPDATE_PERSON, { person: { userId: u.userId, firstName: `Ann ${i}`, relationship: 'SELF' } }),
        ),
      );
      const payloads = answers.map((answer) => answer.data?.updatePerson);
      expect(payloads.filter((p) => p?.success)).toHaveLength(1);
      for (const refused of payloads.filter((p) => !p?.success)) {
        expect(refused?.error).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ field: 'person.relationship' }],
        });
      }
      expect((await u.call<{ persons: unknown[] }>(PERSONS, { userId: u.userId })).data?.persons).toHaveLength(1);
    });

    it("reads nothing and changes nothing of another user's person; an unknown id is NOT_FOUND", async () => {
      const owner = await user('owner');
      const intruder = await user('intruder');
      const id = await addPerson(owner, { firstName: 'Ann', relationship: 'SELF' });
      expect((await intruder.call(PERSON, { id })).data).toEqual({ person: null });
      for (const personId of [id, 'no-such-person']) {
        const changed = await intruder.call(UPDATE_PERSON, {
          personId,
          person: { userId: intruder.userId, firstName: 'Mallory' },
        });
        expect(changed.data?.updatePerson).toEqual({
          success: false,
          error: { code: 'NOT_FOUND', message: 'No person with this id for this user', fieldErrors: null },
          person: null,
        });
      }
      expect((await owner.call(PERSON, { id })).data?.person).toMatchObject({ firstName: 'Ann' });
      expect(codeOf(await intruder.call(PERSONS, { userId: owner.userId }))).toBe('FORBIDDEN');
      expect(
        codeOf(
          await intruder.call(UPDATE_PERSON, {
            person: { userId: owner.userId, firstName: 'x', relationship: 'CHILD' },
          }),
        ),
      ).toBe('FORBIDDEN');
    });
  });

  describe.each(ITEMS)('$list', (item) => {
    const Kind = capital(item.kind);
    const UPDATE = `mutation ($id: ID, $input: ${item.inputType}!) { update${Kind}(${item.kind}Id: $id, ${item.kind}: $input) { success ${ERROR} ${item.kind} { ${item.fields} } } }`;
    const LIST = `query ($userId: ID!, $first: Int, $after: ID) { ${item.list}(userId: $userId, first: $first, after: $after) { ${item.fields} } }`;
    const ONE = item.one && `query ($id: ID!) { ${item.one}(id: $id) { ${item.fields} } }`;
    const DELETE = `mutation ($id: ID!) { delete${Kind}(${item.kind}Id: $id) { success ${ERROR} id } }`;
    const MANY =
      item.many &&
      `mutation ($changes: [${item.changeType}!]!) { ${item.many}(${item.list}: $changes) { success ${ERROR} ${item.list} { ${item.fields} } } }`;

    const list = async (u: Awaited<ReturnType<typeof user>>) =>
      (await u.call<Record<string, { id: string }[]>>(LIST, { userId: u.userId })).data?.[item.list];

    it('saves every field with its owners, reads it back, changes only the fields given, and deletes it', async () => {
      const u = await user(item.kind);
      const ann = await addPerson(u, { firstName: 'Ann', relationship: 'SELF' });
      const bob = await addPerson(u, { firstName: 'Bob', relationship: 'PARTNER' });
      const made = await u.call(UPDATE, { input: { userId: u.userId, ...item.input, ownerIds: [bob, ann] } });
      const saved = made.data?.[`update${Kind}`][item.kind] as { id: string; isComplete?: boolean };
      const { providerId: _providerId, ...plain } = item.input as Record<string, unknown>;
      expect(made.data?.[`update${Kind}`]).toEqual({
        success: true,
        error: null,
        [item.kind]: {
          ...plain,
          ...item.output,
          id: expect.any(String),
          userId: u.userId,
          owners: [
            { id: bob, firstName: 'Bob' },
            { id: ann, firstName: 'Ann' },
          ],
          ...(item.kind === 'income' ? {} : { isComplete: true }),
        },
      });
      if (ONE) expect((await u.call(ONE, { id: saved.id })).data?.[item.one as string]).toEqual(saved);
      expect(await list(u)).toEqual([saved]);

      const changed = await u.call(UPDATE, {
        id: saved.id,
        input: { userId: u.userId, name: 'Renamed', ownerIds: null },
      });
      expect(changed.data?.[`update${Kind}`][item.kind]).toEqual({
        ...saved,
        name: 'Renamed',
        owners: [],
        ...(item.kind === 'income' ? {} : { isComplete: false }),
      });

      const deleted = await u.call(DELETE, { id: saved.id });
      expect(deleted.data?.[`delete${Kind}`]).toEqual({ success: true, error: null, id: saved.id });
      expect(await list(u)).toEqual([]);
      const again = await u.call(DELETE, { id: saved.id });
      expect(again.data?.[`delete${Kind}`]).toEqual({
        success: false,
        error: { code: 'NOT_FOUND', message: `No ${item.kind} with this id for this user`, fieldErrors: null },
        id: saved.id,
      });
    });

    it('refuses bad numbers, codes and owners in the payload, saving nothing', async () => {
      const u = await user(`${item.kind}-refused`);
      const stranger = await user('stranger');
      const theirs = await addPerson(stranger, { firstName: 'Eve', relationship: 'SELF' });
      const refused = await u.call(UPDATE, { input: { userId: u.userId, ...item.refused.input } });
      expect(refused.data?.[`update${Kind}`]).toMatchObject({
        success: false,
        error: { code: 'BAD_USER_INPUT' },
        [item.kind]: null,
      });
      expect(refused.data?.[`update${Kind}`].error?.fieldErrors?.map((e) => e.field)).toEqual(
        item.refused.fields.map((f) => `${item.kind}.${f}`),
      );

      const badOwner = await u.call(UPDATE, { input: { userId: u.userId, name: 'x', ownerIds: [theirs] } });
      expect(badOwner.data?.[`update${Kind}`].error?.fieldErrors).toEqual([
        {
          field: `${item.kind}.ownerIds`,
          message: `No person with id ${theirs} in this household: give the id of one of the caller's persons`,
        },
      ]);
      const repeated = await u.call(UPDATE, { input: { userId: u.userId, ownerIds: ['a', 'a'] } });
      expect(repeated.data?.[`update${Kind}`].error?.fieldErrors).toEqual([
        { field: `${item.kind}.ownerIds`, message: 'Each owner may be listed only once' },
      ]);
      if ('providerId' in item.input) {
        const badProvider = await u.call(UPDATE, { input: { userId: u.userId, providerId: 'no-such-bank' } });
        expect(badProvider.data?.[`update${Kind}`].error?.fieldErrors).toEqual([
          {
            field: `${item.kind}.providerId`,
            message: 'No provider with id no-such-bank: use the id of one of providers',
          },
        ]);
      }
      expect(await list(u)).toEqual([]);
    });

    it("reads nothing and changes nothing of another user's; an unknown id is NOT_FOUND", async () => {
      const owner = await user(`${item.kind}-owner`);
      const intruder = await user('intruder');
      const made = await owner.call(UPDATE, { input: { userId: owner.userId, ...item.input } });
      const saved = made.data?.[`update${Kind}`][item.kind] as { id: string };
      if (ONE) expect((await intruder.call(ONE, { id: saved.id })).data).toEqual({ [item.one as string]: null });
      const notFound = { code: 'NOT_FOUND', message: `No ${item.kind} with this id for this user`, fieldErrors: null };
      for (const id of [saved.id, 'no-such-id']) {
        const changed = await intruder.call(UPDATE, { id, input: { userId: intruder.userId, name: 'Mallory' } });
        expect(changed.data?.[`update${Kind}`]).toEqual({ success: false, error: notFound, [item.kind]: null });
        const deleted = await intruder.call(DELETE, { id });
        expect(deleted.data?.[`delete${Kind}`]).toEqual({ success: false, error: notFound, id });
      }
      expect(await list(owner)).toEqual([saved]);
      expect(await list(intruder)).toEqual([]);
      expect(codeOf(await intruder.call(LIST, { userId: owner.userId }))).toBe('FORBIDDEN');
      expect(
        (await intruder.call(LIST, { userId: intruder.userId, after: saved.id })).errors?.[0].extensions,
      ).toMatchObject({ code: 'BAD_USER_INPUT' });
    });

    if (MANY) {
      it('saves a batch all or nothing, naming the refused change by its index', async () => {
        const u = await user(`${item.list}-batch`);
        const first = await u.call(UPDATE, { input: { userId: u.userId, name: 'First' } });
        const firstId = (first.data?.[`update${Kind}`][item.kind] as { id: string }).id;
        const idArg = `${item.kind}Id`;

        const saved = await u.call(MANY, {
          changes: [
            { [idArg]: firstId, [item.kind]: { userId: u.userId, name: 'First, renamed' } },
            { [item.kind]: { userId: u.userId, ...item.input } },
          ],
        });
        expect(saved.data?.[item.many as string]).toMatchObject({ success: true, error: null });
        const listed = await list(u);
        expect(listed).toEqual(saved.data?.[item.many as string][item.list]);
        expect(listed).toMatchObject([{ id: firstId, name: 'First, renamed' }, { name: item.input.name }]);

        const refused = await u.call(MANY, {
          changes: [
            { [idArg]: firstId, [item.kind]: { userId: u.userId, name: 'Not saved' } },
            { [item.kind]: { userId: u.userId, ...item.refused.input } },
          ],
        });
        expect(refused.data?.[item.many as string]).toMatchObject({
          success: false,
          error: { code: 'BAD_USER_INPUT' },
          [item.list]: null,
        });
        expect(refused.data?.[item.many as string].error?.fieldErrors?.map((e) => e.field)).toEqual(
          item.refused.fields.map((f) => `${item.list}[1].${item.kind}.${f}`),
        );

        const unknown = await u.call(MANY, {
          changes: [
            { [idArg]: firstId, [item.kind]: { userId: u.userId, name: 'Not saved either' } },
            { [item.kind]: { userId: u.userId, name: 'Nor this' } },
            { [idArg]: 'no-such-id', [item.kind]: { userId: u.userId, name: 'x' } },
          ],
        });
        const message = `No ${item.kind} with this id for this user`;
        expect(unknown.data?.[item.many as string]).toEqual({
          success: false,
          error: { code: 'NOT_FOUND', message, fieldErrors: [{ field: `${item.list}[2].${idArg}`, message }] },
          [item.list]: null,
        });
        expect(await list(u)).toEqual(listed);
      });
    }
  });

  describe('updateGoals', () => {
    const GOAL_FIELDS = 'id name goalType priority targetDate valueToSave { float }';
    const UPDATE_GOALS = `mutation ($goals: [GoalChangeInput!]!) { updateGoals(goals: $goals) { success ${ERROR} goals { ${GOAL_FIELDS} } } }`;
    const GOALS = `query ($userId: ID!) { goals(userId: $userId) { ${GOAL_FIELDS} } }`;

    it('creates and changes goals in one batch, all or nothing, naming the refused change by its index', async () => {
      const u = await user('goals');
      const made = await u.call(UPDATE_GOALS, {
        goals: [
          { goal: { userId: u.userId, name: 'Car', goalType: 'CAR', valueToSave: 12000, priority: 2 } },
          { goal: { userId: u.userId, name: 'Rainy day', goalType: 'EMERGENCY_FUND', valueToSave: 3000, priority: 1 } },
        ],
      });
      expect(made.data?.updateGoals).toMatchObject({
        success: true,
        error: null,
        goals: [{ name: 'Car' }, { name: 'Rainy day' }],
      });
      const [car, fund] = made.data?.updateGoals.goals as { id: string }[];

      const changed = await u.call(UPDATE_GOALS, {
        goals: [{ goalId: car.id, goal: { userId: u.userId, valueToSave: 9000 } }],
      });
      expect(changed.data?.updateGoals.goals).toEqual([
        { id: car.id, name: 'Car', goalType: 'CAR', priority: 2, targetDate: null, valueToSave: { float: 9000 } },
      ]);

      const refused = await u.call(UPDATE_GOALS, {
        goals: [
          { goalId: car.id, goal: { userId: u.userId, name: 'Not saved' } },
          { goal: { userId: u.userId, name: 'No type' } },
        ],
      });
      expect(refused.data?.updateGoals).toMatchObject({
        success: false,
        error: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [
            { field: 'goals[1].goal.goalType', message: 'Please provide an answer' },
            { field: 'goals[1].goal.valueToSave', message: 'Please provide an answer' },
          ],
        },
        goals: null,
      });

      const unknown = await u.call(UPDATE_GOALS, {
        goals: [
          { goalId: fund.id, goal: { userId: u.userId, name: 'Not saved' } },
          { goalId: 'no-such-goal', goal: { userId: u.userId, name: 'x' } },
        ],
      });
      expect(unknown.data?.updateGoals).toMatchObject({
        success: false,
        error: {
          code: 'NOT_FOUND',
          fieldErrors: [{ field: 'goals[1].goalId', message: 'No goal with this id for this user' }],
        },
      });
      const goals = (await u.call<{ goals: { id: string; name: string }[] }>(GOALS, { userId: u.userId })).data?.goals;
      expect(goals?.map((g) => g.name)).toEqual(['Rainy day', 'Car']);
    });

    it("changes nothing of another user's goals", async () => {
      const owner = await user('goal-owner');
      const intruder = await user('intruder');
      const made = await owner.call(UPDATE_GOALS, {
        goals: [{ goal: { userId: owner.userId, name: 'Car', goalType: 'CAR', valueToSave: 1 } }],
      });
      const goalId = (made.data?.updateGoals.goals as { id: string }[])[0].id;
      const changed = await intruder.call(UPDATE_GOALS, {
        goals: [{ goalId, goal: { userId: intruder.userId, name: 'Mallory' } }],
      });
      expect(changed.data?.updateGoals).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
      expect(
        codeOf(
          await intruder.call(UPDATE_GOALS, {
            goals: [{ goal: { userId: owner.userId, name: 'x', goalType: 'CAR', valueToSave: 1 } }],
          }),
        ),
      ).toBe('FORBIDDEN');
      expect(
        (await owner.call<{ goals: { name: string }[] }>(GOALS, { userId: owner.userId })).data?.goals.map(
          (g) => g.name,
        ),
      ).toEqual(['Car']);
    });
  });

  describe('factfind', () => {
    const FACTFIND = `query ($userId: ID!) { factfind(userId: $userId) { ${FACTFIND_FIELDS} } }`;
    const UPDATE_FACTFIND = `mutation ($factfind: FactfindInput!) { updateFactfind(factfind: $factfind) { success ${ERROR} factfind { ${FACTFIND_FIELDS} } } }`;
    const ASSETS = `query ($userId: ID!) { assets(userId: $userId) { id name balance { float } owners { id } } }`;

    it('reads as empty before it is saved, then saves family, housing, outgoings, both persons and their answers, and the lists', async () => {
      const u = await user('factfind');
      const empty = await u.call(FACTFIND, { userId: u.userId });
      expect(empty.data?.factfind).toEqual({
        id: u.userId,
        userId: u.userId,
        maritalStatus: null,
        numberOfChildren: null,
        numberOfOtherDependants: null,
        housingStatus: null,
        monthlyRentOrMortgage: null,
        monthlyOutgoings: null,
        user: null,
        partner: null,
      });
      const self = await addPerson(u, { firstName: 'Ann', relationship: 'SELF' });
      const saved = await u.call(UPDATE_FACTFIND, {
        factfind: {
          userId: u.userId,
          maritalStatus: 'MARRIED',
          numberOfChildren: 2,
          numberOfOtherDependants: 0,
          housingStatus: 'OWNER_WITH_MORTGAGE',
          monthlyRentOrMortgage: 1150.25,
          monthlyOutgoings: 3200,
          user: {
            personId: self,
            annualIncome: 60000,
            employmentStatus: 'EMPLOYED',
            occupation: 'Teacher',
            healthStatus: 'GOOD',
            smoker: false,
            retirementAge: 66,
            marginalTaxRate: 0.4,
          },
          partner: {
            annualIncome: 45000,
            employmentStatus: 'SELF_EMPLOYED',
            smoker: true,
            retirementAge: 65,
            marginalTaxRate: 0.2,
          },
          persons: [
            { userId: u.userId, relationship: 'SELF', lastName: 'Byrne', dateOfBirth: '1985-02-28' },
            { userId: u.userId, relationship: 'PARTNER', firstName: 'Bob', dateOfBirth: '1983-11-02' },
          ],
          assets: [{ asset: { userId: u.userId, name: 'Savings', balance: 8000, ownerIds: [self] } }],
        },
      });
      const expected = {
        id: u.userId,
        userId: u.userId,
        maritalStatus: 'MARRIED',
        numberOfChildren: 2,
        numberOfOtherDependants: 0,
        housingStatus: 'OWNER_WITH_MORTGAGE',
        monthlyRentOrMortgage: euro(1150.25, '€1,150.25'),
        monthlyOutgoings: euro(3200, '€3,200'),
        user: {
          personId: self,
          annualIncome: euro(60000, '€60,000'),
          employmentStatus: 'EMPLOYED',
          occupation: 'Teacher',
          healthStatus: 'GOOD',
          smoker: false,
          retirementAge: 66,
          marginalTaxRate: 0.4,
        },
        partner: {
          personId: null,
          annualIncome: euro(45000, '€45,000'),
          employmentStatus: 'SELF_EMPLOYED',
          occupation: null,
          healthStatus: null,
          smoker: true,
          retirementAge: 65,
          marginalTaxRate: 0.2,
        },
      };
      expect(saved.data?.updateFactfind).toEqual({ success: true, error: null, factfind: expected });
      expect((await u.call(FACTFIND, { userId: u.userId })).data?.factfind).toEqual(expected);
      const persons = await u.call<{ persons: { id: string; firstName: string; relationship: string }[] }>(PERSONS, {
        userId: u.userId,
      });
      expect(persons.data?.persons).toEqual([
        { id: self, firstName: 'Ann', relationship: 'SELF' },
        { id: expect.any(String), firstName: 'Bob', relationship: 'PARTNER' },
      ]);
      expect((await u.call(PERSON, { id: self })).data?.person).toMatchObject({
        firstName: 'Ann',
        lastName: 'Byrne',
        dateOfBirth: '1985-02-28',
      });
      expect((await u.call(ASSETS, { userId: u.userId })).data?.assets).toEqual([
        { id: expect.any(String), name: 'Savings', balance: { float: 8000 }, owners: [{ id: self }] },
      ]);

      const changed = await u.call(UPDATE_FACTFIND, {
        factfind: { userId: u.userId, numberOfChildren: 3, partner: null, user: { retirementAge: 65 } },
      });
      expect(changed.data?.updateFactfind.factfind).toEqual({
        ...expected,
        numberOfChildren: 3,
        partner: null,
        user: { ...expected.user, retirementAge: 65 },
      });
    });

    it('refuses out-of-range answers with clear messages, saving nothing', async () => {
      const u = await user('factfind-refused');
      const stranger = await user('stranger');
      const theirs = await addPerson(stranger, { firstName: 'Eve', relationship: 'SELF' });
      const refused = await u.call(UPDATE_FACTFIND, {
        factfind: {
          userId: u.userId,
          maritalStatus: 'MARRIED',
          numberOfChildren: 21,
          monthlyOutgoings: -5,
          user: { retirementAge: 45, marginalTaxRate: 40 },
          partner: { marginalTaxRate: 0.12345 },
          persons: [{ userId: u.userId, relationship: 'CHILD', firstName: 'Emma' }],
          assets: [{ asset: { userId: u.userId, name: 'ok' } }, { asset: { userId: u.userId, balance: 1.001 } }],
        },
      });
      const fraction = 'Must be a fraction from 0 to less than 1 with at most 4 decimals, such as 0.4 for 40%';
      expect(refused.data?.updateFactfind).toEqual({
        success: false,
        error: {
          code: 'BAD_USER_INPUT',
          message: expect.any(String),
          fieldErrors: [
            { field: 'factfind.numberOfChildren', message: 'Must be a whole number from 0 to 20' },
            {
              field: 'factfind.monthlyOutgoings',
              message: 'Must be an amount in euro from 0 to 1,000,000,000 with at most two decimals',
            },
            { field: 'factfind.user.retirementAge', message: 'Must be a whole number from 50 to 80' },
            { field: 'factfind.user.marginalTaxRate', message: fraction },
            { field: 'factfind.partner.marginalTaxRate', message: fraction },
            {
              field: 'factfind.persons[0].relationship',
              message:
                'Must be SELF or PARTNER: the factfind updates the household’s user and partner (add children with updatePerson)',
            },
            {
              field: 'factfind.assets[1].asset.balance',
              message: 'Must be an amount in euro from 0 to 1,000,000,000 with at most two decimals',
            },
          ],
        },
        factfind: null,
      });
      const notTheirs = await u.call(UPDATE_FACTFIND, {
        factfind: { userId: u.userId, maritalStatus: 'SINGLE', user: { personId: theirs } },
      });
      expect(notTheirs.data?.updateFactfind.error?.fieldErrors).toEqual([
        {
          field: 'factfind.user.personId',
          message: `No person with id ${theirs} in this household: give the id of one of the caller's persons`,
        },
      ]);
      expect((await u.call(FACTFIND, { userId: u.userId })).data?.factfind).toMatchObject({
        maritalStatus: null,
        user: null,
      });
      expect((await u.call(ASSETS, { userId: u.userId })).data?.assets).toEqual([]);
    });

    it("refuses user.personId other than the household's SELF and partner.personId other than its PARTNER, saving nothing", async () => {
      const u = await user('factfind-roles');
      const child = await addPerson(u, { firstName: 'Emma', relationship: 'CHILD' });
      const none = await u.call(UPDATE_FACTFIND, {
        factfind: { userId: u.userId, maritalStatus: 'SINGLE', user: { personId: child } },
      });
      expect(none.data?.updateFactfind).toEqual({
        success: false,
        error: {
          code: 'BAD_USER_INPUT',
          message: expect.any(String),
          fieldErrors: [
            {
              field: 'factfind.user.personId',
              message:
                "Must be the id of the household's person with relationship SELF, as the user's answers are about them; the household has none yet: add it in persons or with updatePerson",
            },
          ],
        },
        factfind: null,
      });
      const self = await addPerson(u, { firstName: 'Ann', relationship: 'SELF' });
      const partner = await addPerson(u, { firstName: 'Bob', relationship: 'PARTNER' });
      const swapped = await u.call(UPDATE_FACTFIND, {
        factfind: {
          userId: u.userId,
          maritalStatus: 'MARRIED',
          user: { personId: child },
          partner: { personId: self },
        },
      });
      expect(swapped.data?.updateFactfind.error?.fieldErrors).toEqual([
        {
          field: 'factfind.user.personId',
          message: `Must be the id of the household's person with relationship SELF, as the user's answers are about them (${self})`,
        },
        {
          field: 'factfind.partner.personId',
          message: `Must be the id of the household's person with relationship PARTNER, as the partner's answers are about them (${partner})`,
        },
      ]);
      expect((await u.call(FACTFIND, { userId: u.userId })).data?.factfind).toMatchObject({
        maritalStatus: null,
        user: null,
        partner: null,
      });
      const right = await u.call(UPDATE_FACTFIND, {
        factfind: { userId: u.userId, user: { personId: self }, partner: { personId: partner } },
      });
      expect(right.data?.updateFactfind).toMatchObject({
        success: true,
        factfind: { user: { personId: self }, partner: { personId: partner } },
      });
    });

    it("is the caller's own: another user's factfind is FORBIDDEN, and an unknown item id undoes the whole factfind", async () => {
      const owner = await user('factfind-owner');
      const intruder = await user('intruder');
      await owner.call(UPDATE_FACTFIND, { factfind: { userId: owner.userId, maritalStatus: 'SINGLE' } });
      expect(codeOf(await intruder.call(FACTFIND, { userId: owner.userId }))).toBe('FORBIDDEN');
      expect(
        codeOf(await intruder.call(UPDATE_FACTFIND, { factfind: { userId: owner.userId, maritalStatus: 'MARRIED' } })),
      ).toBe('FORBIDDEN');
      const mixed = await intruder.call(UPDATE_FACTFIND, {
        factfind: {
          userId: intruder.userId,
          maritalStatus: 'MARRIED',
          debts: [{ debt: { userId: owner.userId, name: 'x' } }],
        },
      });
      expect(codeOf(mixed)).toBe('FORBIDDEN');

      const unknown = await owner.call(UPDATE_FACTFIND, {
        factfind: {
          userId: owner.userId,
          maritalStatus: 'MARRIED',
          policies: [{ policyId: 'no-such-policy', policy: { userId: owner.userId, name: 'x' } }],
        },
      });
      expect(unknown.data?.updateFactfind).toEqual({
        success: false,
        error: {
          code: 'NOT_FOUND',
          message: 'No policy with this id for this user',
          fieldErrors: [{ field: 'factfind.policies[0].policyId', message: 'No policy with this id for this user' }],
        },
        factfind: null,
      });
      expect((await owner.call(FACTFIND, { userId: owner.userId })).data?.factfind).toMatchObject({
        maritalStatus: 'SINGLE',
      });
    });
  });
});
