/**
 * The planning API as the stories see it: a fetch stub for one GraphQL endpoint, installed once by
 * .storybook/preview.ts. The widget's own calculation call (graphql-request over fetch) runs unchanged;
 * only the answer comes from here. A calculation is answered with the reference server's cost model and
 * record shape (server/cost-model.ts and server/resolvers/views.ts) on a fixed clock, so every figure a
 * story shows is the one the server would send that month: none is typed by hand.
 */
import { COLLEGE_START_AGE, RISING_COSTS_RATE } from '../../src/assumptions';
import { estimateCollegeCost, monthsToSave, type CostAnswers, type YearMonth } from '../../server/cost-model';
import { collegeCostView, unsavedCollegeCost } from '../../server/resolvers/views';
import { notSavedAtCap } from '../../server/resolvers/college-cost-save';
import { savingsPlanView } from '../../server/resolvers/savings-plan-view';
import { readPlanInputs, savingsPlan } from '../../server/savings-plan';
import type { CollegeCost } from '../../src/widget';

/** The endpoint every widget story is given (graphQLEndpoint). Nothing is sent over the network. */
export const STORY_ENDPOINT = 'https://planning-api.example/graphql';

/** The stories' clock: the month the estimates are made in. */
export const STORY_TODAY: YearMonth = { year: 2026, month: 1 };

/**
 * How the stub answers a story's calculation:
 * - 'cost-model': the estimate for the answers sent (the default);
 * - 'hold': never answers (the call stays in flight until the widget gives up or is unmounted);
 * - 'fail': the reference server's answer to a fault it did not mean (HTTP 500, code INTERNAL);
 * - 'fail-plan': the estimate from the cost model, but a savings plan fails as 'fail' does;
 * - 'down': every call answered 503, the API down for maintenance (the widget tries again while it may);
 * - 'at-cap': a signed-in parent already keeps as many saved calculations as the server keeps: the estimate, not
 *   saved (`id` null), with the reason in `notSaved`, as the reference server answers it.
 * A savings plan (CollegeSavingsPlan) is answered with the reference server's plan (server/savings-plan.ts).
 */
export type PlanningApiMode = 'cost-model' | 'hold' | 'fail' | 'fail-plan' | 'down' | 'at-cap';

/** One call the widget made, as the stub received it. */
export interface RecordedCall {
  operationName: string | null;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

const CALCULATION = 'CalculateCollegeCosts';
const SAVINGS_PLAN = 'CollegeSavingsPlan';

/** The plan the reference server answers for these variables, on the stories' clock (its rising costs assumed at 3 %). */
export function expectedSavingsPlan(variables: Record<string, unknown>) {
  // Read as the server reads them (server/validation/savings-plan.ts checks them first, but brings the server's
  // GraphQL errors, which the browser cannot load).
  const answers = answersOf(variables);
  const { inputs, risingCostsRate } = readPlanInputs(variables, RISING_COSTS_RATE);
  return savingsPlanView(savingsPlan(answers, STORY_TODAY, inputs), answers, inputs, risingCostsRate);
}

let mode: PlanningApiMode = 'cost-model';
const calls: RecordedCall[] = [];

/** Sets how the next calls are answered and forgets earlier calls (a story's beforeEach). */
export function answerCallsWith(next: PlanningApiMode): void {
  mode = next;
  calls.length = 0;
}

/** How the calls are answered now. */
export const answeringWith = (): PlanningApiMode => mode;

/** The calls made since the story started. */
export const recordedCalls = (): readonly RecordedCall[] => calls;

/** The record the reference server returns for these calculation variables, on the stories' clock. */
/** The calculation's answers among the variables of either call. */
const answersOf = (variables: Record<string, unknown>): CostAnswers => ({
  ageOfChild: variables.ageOfChild as number,
  courseDuration: variables.courseDuration as number,
  accommodation: variables.accommodation as CostAnswers['accommodation'],
  eligibleForFreeTuitionFees: variables.eligibleForFreeTuitionFees as boolean,
  whatToInclude: variables.whatToInclude as CostAnswers['whatToInclude'],
});

export function expectedCollegeCost(
  variables: Record<string, unknown>,
  userId: string | null = null,
  atCap = false,
): CollegeCost {
  const answers = answersOf(variables);
  const estimate = estimateCollegeCost(answers, STORY_TODAY);
  // A signed-in user's calculation is saved and gets an id (but past the cap); a visitor's is not.
  const notSaved = userId && atCap ? notSavedAtCap() : null;
  const id = userId && !notSaved ? `college-cost-of-${userId}` : null;
  const view = collegeCostView({ ...unsavedCollegeCost(answers, estimate), id, userId, goalId: null });
  return { ...view, notSaved: notSaved && { code: notSaved.code, message: notSaved.message } } as CollegeCost;
}

/** The months the estimate spreads the total over, for a child of this age (server/cost-model.ts). */
export const monthsToSaveFor = (ageOfChild: number): number =>
  monthsToSave(STORY_TODAY.year + COLLEGE_START_AGE - ageOfChild, STORY_TODAY);

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
  });

const graphqlError = (status: number, message: string, code: string): Response =>
  json(status, { errors: [{ message, extensions: { code } }] });

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

/** Waits until the caller aborts the request, then rejects as fetch does. */
const heldUntilAborted = (signal: AbortSignal | null | undefined): Promise<Response> =>
  new Promise((_resolve, reject) => {
    const abort = () => reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });

async function answer(init: RequestInit | undefined): Promise<Response> {
  const headers = headersOf(init);
  let body: { operationName?: unknown; variables?: unknown };
  try {
    body = JSON.parse(String(init?.body ?? ''));
  } catch {
    return graphqlError(400, 'The request body is not JSON', 'BAD_REQUEST');
  }
  const operationName = typeof body.operationName === 'string' ? body.operationName : null;
  const variables = (body.variables ?? {}) as Record<string, unknown>;
  calls.push({ operationName, variables, headers });
  if (mode === 'down') return graphqlError(503, 'The planning API is down for maintenance', 'UNAVAILABLE');
  if (operationName === SAVINGS_PLAN) {
    if (mode === 'fail-plan') return graphqlError(500, 'Internal server error', 'INTERNAL');
    return json(200, { data: { collegeSavingsPlan: expectedSavingsPlan(variables) } });
  }
  if (operationName !== CALCULATION) {
    return graphqlError(
      400,
      `The stories' planning API answers ${CALCULATION} and ${SAVINGS_PLAN} only; got ${String(operationName)}`,
      'NOT_IMPLEMENTED',
    );
  }
  if (mode === 'hold') return heldUntilAborted(init?.signal);
  if (mode === 'fail') return graphqlError(500, 'Internal server error', 'INTERNAL');
  const userId = typeof variables.userId === 'string' ? variables.userId : null;
  if (userId && !headers['auth-token']) {
    return json(200, {
      data: null,
      errors: [
        {
          message: 'Sign in to calculate for a user',
          path: ['updateCollegeCosts'],
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    });
  }
  return json(200, { data: { updateCollegeCosts: expectedCollegeCost(variables, userId, mode === 'at-cap') } });
}

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Puts the stub in front of the page's fetch for STORY_ENDPOINT; other addresses go to the real fetch. */
export function installPlanningApi(target: typeof globalThis = globalThis): void {
  const realFetch = target.fetch.bind(target);
  const stubbed: typeof fetch = (input, init) =>
    urlOf(input) === STORY_ENDPOINT ? answer(init) : realFetch(input, init);
  target.fetch = stubbed;
}
