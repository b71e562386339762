/**
 * POST /dev/sign-in over real HTTP: a development server signs a parent in with a token of the dev
 * key it trusts; the token works for a signed-in calculation; bad bodies get clear 400s; a server
 * without the dev key has no such route.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevKeys } from '../../server/dev-token';
import {
  ANSWERS,
  CALCULATE,
  GET_ALL_COLLEGE_COSTS,
  newUserId,
  startTestServer,
  type CollegeCost,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  // The dev key the server trusts also signs the sign-in route's tokens.
  const keys = await createDevKeys();
  server = await startTestServer({ devSignIn: { privateKey: keys.privateKey } }, keys);
});
afterAll(() => server?.close());

const signIn = (
  body: unknown,
  headers: Record<string, string> = { 'content-type': 'application/json' },
  url = `${server.url}/dev/sign-in`,
) => fetch(url, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('POST /dev/sign-in', () => {
  it('answers a token for the user that a signed-in calculation accepts, saved under that userId', async () => {
    const userId = newUserId('dev.parent@example');
    const response = await signIn({ userId });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as { token: string; userId: string; expiresAt: string };
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token', 'userId']);
    expect(body.userId).toBe(userId);

    const claims = decodeJwt(body.token);
    expect(claims.sub).toBe(userId);
    expect((claims.exp as number) * 1000).toBe(Date.parse(body.expiresAt));
    expect((claims.exp as number) - (claims.iat as number)).toBeGreaterThanOrEqual(3599);
    expect((claims.exp as number) - (claims.iat as number)).toBeLessThanOrEqual(3600);

    const saved = await server.gql<{ updateCollegeCosts: CollegeCost }>(
      CALCULATE,
      { ...ANSWERS, userId },
      { token: body.token },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateCollegeCosts.userId).toBe(userId);
    const listed = await server.gql<{ collegeCosts: CollegeCost[] }>(
      GET_ALL_COLLEGE_COSTS,
      { userId },
      { token: body.token },
    );
    expect(listed.data?.collegeCosts.map((c) => c.id)).toEqual([saved.data?.updateCollegeCosts.id]);
  });

  it('puts name and email in the token, where syncUser finds them', async () => {
    const userId = newUserId('named');
    const { token } = (await (await signIn({ userId, name: '  Nora Nolan ', email: 'nora@example.com' })).json()) as {
      token: string;
    };
    expect(decodeJwt(token)).toMatchObject({ name: 'Nora Nolan', email: 'nora@example.com' });
    const synced = await server.gql('mutation { syncUser { success user { id name email } } }', {}, { token });
    expect(synced.data).toEqual({
      syncUser: { success: true, user: { id: userId, name: 'Nora Nolan', email: 'nora@example.com' } },
    });
  });

  it.each<[string, unknown, { field: string; message: string }[]]>([
    ['no userId', {}, [{ field: 'userId', message: 'Please provide an answer' }]],
    [
      'an empty userId',
      { userId: '' },
      [{ field: 'userId', message: 'Must be 1 to 64 characters: letters, digits, _ . @ -' }],
    ],
    [
      'a userId of 65 characters',
      { userId: 'a'.repeat(65) },
      [{ field: 'userId', message: 'Must be 1 to 64 characters: letters, digits, _ . @ -' }],
    ],
    [
      'a userId with a space',
      { userId: 'ann smith' },
      [{ field: 'userId', message: 'Must be 1 to 64 characters: letters, digits, _ . @ -' }],
    ],
    [
      'a userId that is a number',
      { userId: 42 },
      [{ field: 'userId', message: 'Must be 1 to 64 characters: letters, digits, _ . @ -' }],
    ],
    ['a name that is not a string', { userId: 'ann', name: 7 }, [{ field: 'name', message: 'Must be a string' }]],
    ['a blank name', { userId: 'ann', name: '  ' }, [{ field: 'name', message: 'Must be 1 to 200 characters' }]],
    [
      'a bad e-mail',
      { userId: 'ann', email: 'ann-at-example' },
      [{ field: 'email', message: 'Must be a valid e-mail address' }],
    ],
    [
      'an unknown field',
      { userId: 'ann', admin: true },
      [{ field: 'admin', message: 'Unknown field: the fields are userId, name and email' }],
    ],
    [
      'a JSON array',
      ['ann'],
      [{ field: 'body', message: 'Must be a JSON object: { "userId": "...", "name"?: "...", "email"?: "..." }' }],
    ],
    [
      'text that is not JSON',
      '{userId: ann',
      [{ field: 'body', message: 'Must be a JSON object: { "userId": "...", "name"?: "...", "email"?: "..." }' }],
    ],
  ])('refuses %s: 400 BAD_USER_INPUT naming the field', async (_name, body, fieldErrors) => {
    const response = await signIn(body);
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as {
      errors: { message: string; extensions: { code: string; fieldErrors: unknown } }[];
    };
    expect(errors).toEqual([
      {
        message: `Invalid input: ${fieldErrors.map((e) => e.field).join(', ')}`,
        extensions: { code: 'BAD_USER_INPUT', fieldErrors },
      },
    ]);
  });

  it('refuses a body not declared JSON (415), another method (405) and a body over 4 KB (413)', async () => {
    const form = await signIn('userId=ann', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({
      errors: [
        {
          message: "Send content-type: application/json, not 'application/x-www-form-urlencoded'",
          extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
        },
      ],
    });
    const get = await fetch(`${server.url}/dev/sign-in`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const big = await signIn({ userId: 'ann', name: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
  });

  it('is granted to the same origins as /graphql, with the content-type header', async () => {
    const preflight = await fetch(`${server.url}/dev/sign-in`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    const post = await signIn(
      { userId: 'cors-user' },
      { 'content-type': 'application/json', origin: 'http://localhost:5173' },
    );
    expect(post.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const evil = await signIn(
      { userId: 'cors-user' },
      { 'content-type': 'application/json', origin: 'https://evil.example' },
    );
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('does not exist on a server started without the dev key: 404', async () => {
    const plain = await startTestServer();
    try {
      const response = await signIn(
        { userId: 'ann' },
        { 'content-type': 'application/json' },
        `${plain.url}/dev/sign-in`,
      );
      expect(response.status).toBe(404);
      expect((await fetch(`${plain.url}/dev/sign-in`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
