import { describe, expect, it, vi } from 'vitest';
import { createPlanningClient, GetGoalsDocument, PlanningError } from '../../src/client';
import { fakeApi, json, text, useFakeTimersInEachTest, type Answer } from './support';

useFakeTimersInEachTest();

/** The error a caller sees when the API always gives this answer (network errors are retried first). */
async function errorFor(answer: () => Answer): Promise<PlanningError> {
  const api = fakeApi(answer);
  const pending = createPlanningClient({ url: 'https://api.test/graphql', fetch: api.fetch })
    .query(GetGoalsDocument, { userId: 'u1' })
    .toPromise();
  await vi.runAllTimersAsync();
  const result = await pending;
  expect(result.error).toBeInstanceOf(PlanningError);
  return result.error as PlanningError;
}

const badInput = {
  message: 'Invalid goal',
  path: ['goals'],
  extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'userId', message: 'Must be your own id' }] },
};

describe('errors (SPEC §8)', () => {
  it('GraphQL errors: one [GraphQL] line each, keeping code, message and fieldErrors', async () => {
    const error = await errorFor(() =>
      json({ data: null, errors: [badInput, { message: 'Second problem', extensions: { code: 'FORBIDDEN' } }] }),
    );

    expect(error.kind).toBe('graphql');
    expect(error.message).toBe('[GraphQL] Invalid goal\n[GraphQL] Second problem');
    expect(error.status).toBe(200);
    expect(error.networkError).toBeUndefined();
    expect(error.errors).toEqual([
      {
        code: 'BAD_USER_INPUT',
        message: 'Invalid goal',
        fieldErrors: [{ field: 'userId', message: 'Must be your own id' }],
        path: ['goals'],
      },
      { code: 'FORBIDDEN', message: 'Second problem', fieldErrors: [], path: null },
    ]);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fieldErrors).toEqual([{ field: 'userId', message: 'Must be your own id' }]);
  });

  it("status ≥ 300: a network error 'Response not successful: Received status code N', combined with the body's GraphQL errors", async () => {
    const error = await errorFor(() => json({ errors: [badInput] }, { status: 400 }));

    expect(error.kind).toBe('http-status');
    expect(error.status).toBe(400);
    expect(error.networkError?.message).toBe('Response not successful: Received status code 400');
    expect(error.message).toBe('[Network] Response not successful: Received status code 400\n[GraphQL] Invalid goal');
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fieldErrors).toEqual([{ field: 'userId', message: 'Must be your own id' }]);
  });

  it.each([302, 404, 418])('status %i with a text body is a network error naming the status', async (status) => {
    const error = await errorFor(() => text('Nope', status));
    expect(error.kind).toBe('http-status');
    expect(error.message).toBe(`[Network] Response not successful: Received status code ${status}`);
    expect(error.errors).toEqual([]);
    expect(error.code).toBeNull();
  });

  it('a text answer is a network error carrying the text', async () => {
    const error = await errorFor(() => text('Service is being updated'));
    expect(error.kind).toBe('text-response');
    expect(error.message).toBe('[Network] Service is being updated');
  });

  it('an answer with neither data nor errors is a server-response-missing error', async () => {
    const error = await errorFor(() => json({ extensions: {} }));
    expect(error.kind).toBe('response-missing');
    expect(error.networkError?.name).toBe('ServerResponseMissingError');
    expect(error.message).toBe("[Network] Server response was missing for query 'GetGoals'.");
  });

  it('a body that is not JSON is a parse error', async () => {
    const error = await errorFor(() => new Response('{"data": ', { headers: { 'content-type': 'application/json' } }));
    expect(error.kind).toBe('parse');
    expect(error.networkError?.name).toBe('ServerParseError');
    expect(error.message).toMatch(/^\[Network\] JSON Parse error: /);
  });

  it('a failed fetch is a network error', async () => {
    const error = await errorFor(() => Promise.reject(new TypeError('fetch failed')));
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(error.message).toBe('[Network] fetch failed');
  });
});
