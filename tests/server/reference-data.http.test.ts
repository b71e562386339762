/**
 * Reference data over real HTTP: providers (one without an id, paged by its name), occupations by
 * search, addresses at a postal code from the shipped sample or a replaced lookup; catalogues a
 * deployment replaces; and the e-mail code senders a server has when none is configured.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { developmentEmailCodeSender, startServer } from '../../server/index';
import { OCCUPATIONS } from '../../server/reference-data/occupations';
import { PROVIDERS } from '../../server/reference-data/providers';
import { SAMPLE_ADDRESSES } from '../../server/reference-data/addresses';
import { codeOf, fieldErrorsOf, memoryStorage, newUserId, startTestServer, type TestServer } from './helpers';

const PROVIDERS_QUERY =
  'query ($first: Int, $after: ID) { providers(first: $first, after: $after) { id name iconUrl imageUrl bannerColor providerTypes address { id } } }';
const OCCUPATIONS_QUERY =
  'query ($s: String, $first: Int, $after: ID) { occupations(search: $s, first: $first, after: $after) { id name } }';
const ADDRESSES = `query ($p: String!, $first: Int, $after: ID) { addressesAtPostalCode(postalCode: $p, first: $first, after: $after) {
  id flatNumber buildingName buildingNumber street subStreet town county postalCode country } }`;
const CHANGE_EMAIL =
  'mutation ($e: String!) { changeEmailVerification(email: $e) { success error { code message fieldErrors { field message } } } }';
const MESSAGES = 'query ($u: ID!) { messages(userId: $u) { title subtitle } }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

describe('providers', () => {
  it('serves the shipped list to anyone, the last without an id', async () => {
    const response = await server.gql<{ providers: { id: string | null; name: string }[] }>(PROVIDERS_QUERY);
    expect(response.data?.providers.map((p) => p.name)).toEqual(PROVIDERS.map((p) => p.name));
    expect(response.data?.providers[0]).toEqual({
      id: 'irish-life',
      name: 'Irish Life',
      iconUrl: null,
      imageUrl: null,
      bannerColor: '#00a0df',
      providerTypes: ['PENSION', 'SAVINGS', 'INVESTMENT', 'PROTECTION', 'HEALTH_INSURANCE'],
      address: null,
    });
    expect(response.data?.providers.at(-1)).toMatchObject({ id: null, name: 'Local credit union' });
  });

  it('pages by id, or by name for a provider without one, and refuses a key that is not in the list', async () => {
    const last = PROVIDERS.length - 1;
    const page = await server.gql<{ providers: { id: string | null; name: string }[] }>(PROVIDERS_QUERY, {
      first: 1,
      after: PROVIDERS[last - 1].id,
    });
    expect(page.data?.providers).toMatchObject([{ id: null, name: 'Local credit union' }]);
    expect((await server.gql(PROVIDERS_QUERY, { after: 'Local credit union' })).data).toEqual({ providers: [] });
    expect(fieldErrorsOf(await server.gql(PROVIDERS_QUERY, { after: 'no-such-bank' }))).toEqual([
      { field: 'after', message: 'Must be the endCursor of a page of this list, or the id of an item still in it' },
    ]);
    expect(fieldErrorsOf(await server.gql(PROVIDERS_QUERY, { first: 0 }))?.[0].field).toBe('first');
  });
});

describe('occupations', () => {
  it('finds occupations whose name holds the search, in any case; all of them, paged, without one', async () => {
    const nurse = await server.gql(OCCUPATIONS_QUERY, { s: '  NURSE ' });
    expect(nurse.data).toEqual({ occupations: [{ id: 'nurse', name: 'Nurse' }] });
    const driver = await server.gql<{ occupations: { name: string }[] }>(OCCUPATIONS_QUERY, { s: 'driver' });
    expect(driver.data?.occupations.map((o) => o.name)).toEqual(['Bus driver', 'Taxi driver', 'Truck driver']);
    expect((await server.gql(OCCUPATIONS_QUERY, { s: 'astronaut' })).data).toEqual({ occupations: [] });

    const all = await server.gql<{ occupations: { id: string }[] }>(OCCUPATIONS_QUERY, {});
    expect(all.data?.occupations.map((o) => o.id)).toEqual(OCCUPATIONS.slice(0, 50).map((o) => o.id));
    const next = await server.gql<{ occupations: { id: string }[] }>(OCCUPATIONS_QUERY, {
      after: OCCUPATIONS[49].id,
      first: 100,
    });
    expect(next.data?.occupations.map((o) => o.id)).toEqual(OCCUPATIONS.slice(50).map((o) => o.id));
  });

  it('refuses a search over 100 characters, and an after that the search does not list', async () => {
    expect(fieldErrorsOf(await server.gql(OCCUPATIONS_QUERY, { s: 'x'.repeat(101) }))).toEqual([
      { field: 'search', message: 'Must be 0 to 100 characters' },
    ]);
    expect(fieldErrorsOf(await server.gql(OCCUPATIONS_QUERY, { s: 'nurse', after: 'teacher' }))?.[0].field).toBe(
      'after',
    );
  });
});

describe('addressesAtPostalCode', () => {
  it('looks up the sample for a signed-in caller, with or without the space, in any case', async () => {
    const token = await server.token(newUserId('addresses'));
    const found = await server.gql<{ addressesAtPostalCode: { id: string }[] }>(ADDRESSES, { p: 'd02xy45' }, { token });
    expect(found.data?.addressesAtPostalCode).toHaveLength(4);
    expect(found.data?.addressesAtPostalCode[0]).toEqual({
      id: 'D02XY45-1',
      flatNumber: 'Apartment 1',
      buildingName: 'Harbour Court',
      buildingNumber: '12',
      street: 'Pearse Street',
      subStreet: null,
      town: 'Dublin 2',
      county: 'Dublin',
      postalCode: 'D02 XY45',
      country: 'Ireland',
    });
    const second = await server.gql<{ addressesAtPostalCode: { id: string }[] }>(
      ADDRESSES,
      { p: 'D02 XY45', first: 2, after: 'D02XY45-2' },
      { token },
    );
    expect(second.data?.addressesAtPostalCode.map((a) => a.id)).toEqual(['D02XY45-3', 'D02XY45-4']);
    expect((await server.gql(ADDRESSES, { p: 'A65 F4E2' }, { token })).data).toEqual({ addressesAtPostalCode: [] });
  });

  it('serves every address of the shipped sample at its Eircode (each sample key is an Eircode the lookup accepts)', async () => {
    const token = await server.token(newUserId('addresses'));
    expect(Object.keys(SAMPLE_ADDRESSES)).toHaveLength(3);
    for (const [eircode, addresses] of Object.entries(SAMPLE_ADDRESSES)) {
      const found = await server.gql<{ addressesAtPostalCode: { id: string }[] }>(ADDRESSES, { p: eircode }, { token });
      expect(found.data, eircode).toEqual({ addressesAtPostalCode: addresses.map((a) => ({ ...a })) });
      expect(
        addresses.every((a) => a.postalCode === eircode),
        eircode,
      ).toBe(true);
    }
  });

  it('refuses what is not an Eircode, and callers without a token', async () => {
    const token = await server.token(newUserId('addresses'));
    expect(fieldErrorsOf(await server.gql(ADDRESSES, { p: 'SW1A 1AA' }, { token }))).toEqual([
      {
        field: 'postalCode',
        message: 'Must be an Eircode: a routing key and four letters or digits, such as D02 XY45',
      },
    ]);
    expect(codeOf(await server.gql(ADDRESSES, { p: 'D02 XY45' }))).toBe('UNAUTHENTICATED');
  });
});

describe('catalogues a deployment replaces', () => {
  it('serves the tools, providers, occupations and address lookup it is given', async () => {
    const replaced = await startTestServer({
      referenceData: {
        tools: [
          {
            id: 'budget',
            name: 'Budget planner',
            description: 'Plan a month.',
            url: 'https://example.org/budget',
            operations: [],
          },
        ],
        providers: [
          { id: null, name: 'Only Bank', iconUrl: null, imageUrl: null, bannerColor: null, providerTypes: ['BANK'] },
        ],
        occupations: [{ id: 'pilot', name: 'Pilot' }],
      },
      addressLookup: {
        atPostalCode: async (code) => ({
          addresses: [{ ...SAMPLE_ADDRESSES['T12 AC34'][0], id: 'x', postalCode: code }],
        }),
      },
    });
    try {
      const userId = newUserId('replaced');
      const token = await replaced.token(userId);
      expect(
        (await replaced.gql('query ($u: ID!) { suggestedTools(userId: $u) { id name } }', { u: userId }, { token }))
          .data,
      ).toEqual({
        suggestedTools: [{ id: 'budget', name: 'Budget planner' }],
      });
      expect((await replaced.gql('{ providers { id name } }')).data).toEqual({
        providers: [{ id: null, name: 'Only Bank' }],
      });
      expect((await replaced.gql('{ occupations { id name } }')).data).toEqual({
        occupations: [{ id: 'pilot', name: 'Pilot' }],
      });
      expect(
        (await replaced.gql('{ addressesAtPostalCode(postalCode: "90210") { id postalCode } }', {}, { token })).data,
      ).toEqual({
        addressesAtPostalCode: [{ id: 'x', postalCode: '90210' }],
      });
      const subscribed = await replaced.gql(
        'mutation ($u: ID!) { subscribeToTool(userId: $u, toolId: "college-costs") { error { code } } }',
        { u: userId },
        { token },
      );
      expect(subscribed.data).toEqual({ subscribeToTool: { error: { code: 'NOT_FOUND' } } });
    } finally {
      await replaced.close();
    }
  });

  it('refuses to start with a catalogue that repeats a key', async () => {
    const twice = { id: 'a', name: 'A', description: '', url: null, operations: [] };
    await expect(
      startServer({ port: 0, storage: await memoryStorage(), referenceData: { tools: [twice, twice] } }),
    ).rejects.toThrow("referenceData.tools: 'a' appears twice; each must be unique");
    const nameless = { id: null, name: 'Same', iconUrl: null, imageUrl: null, bannerColor: null, providerTypes: [] };
    await expect(
      startServer({ port: 0, storage: await memoryStorage(), referenceData: { providers: [nameless, nameless] } }),
    ).rejects.toThrow("referenceData.providers: 'Same' appears twice");
  });
});

describe('e-mail code senders a server has without one configured', () => {
  it('in development: writes the code to the user as a message, and prints it only when asked (printEmailCodes)', async () => {
    const print = vi.fn();
    const dev = await startTestServer({ emailCodeSender: developmentEmailCodeSender(print) });
    const plain = await startTestServer();
    try {
      const userId = newUserId('dev-sender');
      const token = await dev.token(userId);
      expect((await dev.gql(CHANGE_EMAIL, { e: 'new@example.org' }, { token })).data).toEqual({
        changeEmailVerification: { success: true, error: null },
      });
      expect(print).toHaveBeenCalledTimes(1);
      const code = /: (\d{6}), until 2025-03-15T12:15:00.000Z$/.exec(print.mock.calls[0][0] as string)?.[1];
      expect(print.mock.calls[0][0]).toBe(
        `E-mail verification code for user ${userId} (new@example.org): ${code}, until 2025-03-15T12:15:00.000Z`,
      );
      expect((await dev.gql(MESSAGES, { u: userId }, { token })).data).toEqual({
        messages: [
          {
            title: 'Your e-mail verification code',
            subtitle: `Enter ${code} to confirm new@example.org as your e-mail address. The code works until 12:15 UTC.`,
          },
        ],
      });

      // The default of a server started without the option writes the message and prints nothing: a code
      // printed on stdout would reach a log, which SECURITY.md says never happens.
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const other = newUserId('default-sender');
      const otherToken = await plain.token(other);
      expect(
        (await plain.gql(CHANGE_EMAIL, { e: 'default@example.org' }, { token: otherToken })).data
          ?.changeEmailVerification,
      ).toMatchObject({ success: true });
      expect([...info.mock.calls, ...log.mock.calls].flat().join('\n')).not.toContain('verification code');
      info.mockRestore();
      log.mockRestore();
      const messages = await plain.gql<{ messages: { title: string }[] }>(
        MESSAGES,
        { u: other },
        { token: otherToken },
      );
      expect(messages.data?.messages.map((m) => m.title)).toEqual(['Your e-mail verification code']);
    } finally {
      await dev.close();
      await plain.close();
    }
  });

  it('with printEmailCodes (PRINT_EMAIL_CODES=1), the development server prints each code on the console too', async () => {
    const printing = await startTestServer({ printEmailCodes: true });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const userId = newUserId('printing-sender');
      const token = await printing.token(userId);
      expect(
        (await printing.gql(CHANGE_EMAIL, { e: 'printed@example.org' }, { token })).data?.changeEmailVerification,
      ).toMatchObject({ success: true });
      expect(info).toHaveBeenCalledWith(
        expect.stringContaining(`E-mail verification code for user ${userId} (printed@example.org): `),
      );
    } finally {
      info.mockRestore();
      await printing.close();
    }
  });

  it('in production: answers EMAIL_NOT_CONFIGURED and keeps no pending change', async () => {
    const production = await startTestServer({ production: true });
    try {
      const userId = newUserId('prod-sender');
      const token = await production.token(userId);
      expect((await production.gql(CHANGE_EMAIL, { e: 'new@example.org' }, { token })).data).toEqual({
        changeEmailVerification: {
          success: false,
          error: {
            code: 'EMAIL_NOT_CONFIGURED',
            message: 'This server cannot send e-mail: its operator has not configured a sender',
            fieldErrors: null,
          },
        },
      });
      expect(await (await memoryStorage()).emailVerifications.claimAttempt(userId)).toBeNull();
    } finally {
      await production.close();
    }
  });

  it('keeps no pending change when the sender fails, so the user may ask again at once', async () => {
    let fail = true;
    const delivered: string[] = [];
    const flaky = await startTestServer({
      emailCodeSender: {
        async send(delivery) {
          if (fail) throw new Error('mail server down');
          delivered.push(delivery.email);
        },
      },
    });
    try {
      const userId = newUserId('flaky');
      const token = await flaky.token(userId);
      const failed = await flaky.gql(CHANGE_EMAIL, { e: 'new@example.org' }, { token });
      expect(failed.status).toBe(500);
      expect(codeOf(failed)).toBe('INTERNAL');
      fail = false;
      expect((await flaky.gql(CHANGE_EMAIL, { e: 'new@example.org' }, { token })).data).toEqual({
        changeEmailVerification: { success: true, error: null },
      });
      expect(delivered).toEqual(['new@example.org']);
    } finally {
      await flaky.close();
    }
  });
});
