import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { json } from '../support/fixture-server';
import { useCalculatorFixture } from './fixture';
import { navigation } from '../../src/widget/host/analytics';
import { collegeCost } from '../support/college-cost';
import { FULL, NO_TIME_TO_RETRY, answer, calculateButton, mountWidget, within, type Mounted } from './helpers';
import { on as onElement, unmount as unmountElement, update as updateElement } from '../../src/widget';

const fx = useCalculatorFixture();
const open: typeof fx.open = (options) => fx.open(options);

const submit = async (m: Mounted) => {
  await answer(m.user, FULL, m.element);
  await m.user.click(calculateButton(m.element));
};

/** A responder that never answers (until the test ends and the server closes the socket). */
const hang = () => fx.server.respondWith(() => new Promise<void>(() => {}));

describe('signed-in calls (authToken)', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a string', 'tok-1', 'tok-1'],
    ['a function', () => 'tok-2', 'tok-2'],
    ['an async function', async () => 'tok-3', 'tok-3'],
    ['a function returning null', () => null, undefined],
    ['null', null, undefined],
  ])('sends the token given as %s in the auth-token header', async (_name, authToken, header) => {
    const m = open({ userId: 'user-1', authToken: authToken as never });
    await submit(m);
    await within(m.element).findByRole('heading', { level: 2 });
    expect(fx.server.requests[0].headers['auth-token']).toBe(header);
  });

  it('asks the function before every call, so a refreshed token is used', async () => {
    let n = 0;
    const m = open({ userId: 'user-1', authToken: () => `tok-${(n += 1)}` });
    await submit(m);
    await m.user.click(await within(m.element).findByRole('button', { name: 'Make a change' }));
    await m.user.click(calculateButton(m.element));
    await within(m.element).findByRole('heading', { level: 2 });
    expect(fx.server.requests.map((r) => r.headers['auth-token'])).toEqual(['tok-1', 'tok-2']);
  });

  it('sends a fresh Idempotency-Key with every calculation', async () => {
    const m = open();
    await submit(m);
    await m.user.click(await within(m.element).findByRole('button', { name: 'Make a change' }));
    await m.user.click(calculateButton(m.element));
    await within(m.element).findByRole('heading', { level: 2 });
    const keys = fx.server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a rejected token shows the error line, keeps the answers, says why in the console and as an event', async () => {
    fx.server.respondWith((_q, res) =>
      json(res, 401, {
        errors: [{ message: 'Token Error: the token has expired', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = open({ userId: 'user-1', authToken: 'expired' });
    const failures: unknown[] = [];
    m.handle.on('error', (detail) => failures.push(detail));
    await submit(m);
    expect((await within(m.element).findByRole('alert')).textContent).toBe('Something went wrong, please try again.');
    expect(within(m.element).getByRole('spinbutton', { name: 'How old is your child?' })).toHaveProperty('value', '10');
    expect(failures).toEqual([
      {
        kind: 'graphql',
        status: 401,
        code: 'UNAUTHENTICATED',
        message: 'HTTP 401 UNAUTHENTICATED: Token Error: the token has expired',
      },
    ]);
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      'college-costs-calculator: the calculation failed (graphql): HTTP 401 UNAUTHENTICATED: Token Error: the token has expired',
    ]);
  });

  it('an authToken function that fails shows the error line and sends nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = open({ userId: 'user-1', authToken: () => Promise.reject(new Error('session store unavailable')) });
    const failures: { kind: string; message: string }[] = [];
    m.handle.on('error', (detail) => failures.push(detail));
    await submit(m);
    expect((await within(m.element).findByRole('alert')).textContent).toBe('Something went wrong, please try again.');
    expect(fx.server.requests).toHaveLength(0);
    expect(failures).toEqual([{ kind: 'token', message: 'the authToken function failed: session store unavailable' }]);
  });

  it("asks the authToken function again after a 'Token Error' and replays the call once, with the same key", async () => {
    let calls = 0;
    fx.server.respondWith((_q, res) =>
      (calls += 1) === 1
        ? json(res, 401, {
            errors: [{ message: 'Token Error: the token has expired', extensions: { code: 'UNAUTHENTICATED' } }],
          })
        : json(res, 200, { data: { updateCollegeCosts: fx.result } }),
    );
    let n = 0;
    const m = open({ userId: 'user-1', authToken: () => `tok-${(n += 1)}` });
    await submit(m);
    await within(m.element).findByRole('heading', { level: 2 });
    expect(fx.server.requests.map((r) => r.headers['auth-token'])).toEqual(['tok-1', 'tok-2']);
    expect(fx.server.requests[0].headers['idempotency-key']).toBe(fx.server.requests[1].headers['idempotency-key']);
  });

  it("does not replay after a 'Token Error' when the token is a fixed string", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fx.server.respondWith((_q, res) =>
      json(res, 401, {
        errors: [{ message: 'Token Error: the token has expired', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    );
    const m = open({ userId: 'user-1', authToken: 'expired' });
    await submit(m);
    await within(m.element).findByRole('alert');
    expect(fx.server.requests).toHaveLength(1);
  });

  it('a visitor who signs in after calculating gets the estimate saved for them before the goal is made from it', async () => {
    const onAddGoal = vi.fn();
    const m = open({ onAddGoal });
    const calculated: unknown[] = [];
    m.handle.on('calculated', ({ collegeCost }) => calculated.push(collegeCost.id));
    await submit(m);
    await within(m.element).findByRole('heading', { level: 2 });
    expect(fx.server.requests[0].body.variables?.userId).toBeNull();
    // The host signs the parent in while the results are shown.
    fx.result = collegeCost({ id: 'cc-9', userId: 'user-1' });
    m.handle.update({ userId: 'user-1', authToken: 'tok', addGoalLabel: 'Add to my plan' });
    await m.user.click(await within(m.element).findByRole('button', { name: 'Add to my plan' }));
    await waitFor(() => expect(onAddGoal).toHaveBeenCalledTimes(1));
    expect(fx.server.requests).toHaveLength(2);
    expect(fx.server.requests[1].body.variables?.userId).toBe('user-1');
    expect(fx.server.requests[1].headers['auth-token']).toBe('tok');
    expect(onAddGoal.mock.calls[0][1]).toMatchObject({ id: 'cc-9', userId: 'user-1' });
    expect(calculated).toEqual([null, 'cc-9']);
  });

  it('warns once when userId is given without authToken, and still mounts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const m = open({ userId: 'user-1' });
    m.handle.update({ addGoalLabel: 'Add to my plan' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/"userId" is set without "authToken"/);
    expect(within(m.element).getByRole('form', { name: 'College cost calculator' })).toBeTruthy();
    open({ userId: 'user-2', authToken: 't' });
    open();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not warn when the token comes in a call right after the mount (a data-user-id mount point, then the queue)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const m = open({ userId: 'user-1' });
    m.handle.update({ authToken: () => 'tok' });
    await Promise.resolve();
    expect(warn).not.toHaveBeenCalled();
    const alone = open({ userId: 'user-2' });
    await Promise.resolve();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(within(alone.element).getByRole('form', { name: 'College cost calculator' })).toBeTruthy();
  });
});

describe('faults', () => {
  it('gives up after requestTimeoutMs: the error line, a console line and a timeout event', async () => {
    hang();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = open({ requestTimeoutMs: 300 });
    const failures: unknown[] = [];
    m.host.addEventListener('college-costs:error', (event) => failures.push((event as CustomEvent).detail));
    await submit(m);
    expect((await within(m.element).findByRole('alert', {}, { timeout: 30_000 })).textContent).toBe(
      'Something went wrong, please try again.',
    );
    expect(failures).toEqual([{ kind: 'timeout', message: 'no answer within 300 ms' }]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(calculateButton(m.element)).toHaveProperty('disabled', false);
  });

  it('locks the answers while the call runs, and focus stays with the spinner', async () => {
    hang();
    const m = open();
    await submit(m);
    const spinner = (await within(m.element).findByText('Calculating your estimate…')).closest('[role="status"]');
    expect(m.focused()).toBe(spinner);
    const age = within(m.element).getByRole('spinbutton', { name: 'How old is your child?' });
    // Inside a disabled fieldset: not editable, not focusable, and announced as unavailable.
    expect(age.matches(':disabled')).toBe(true);
    expect(within(m.element).getByRole('radio', { name: 'No' }).matches(':disabled')).toBe(true);
    const course = within(m.element).getByRole('combobox', {
      name: "How long do you expect your child's course to be?",
    });
    expect(course.getAttribute('aria-disabled')).toBe('true');
    await m.user.click(course);
    expect(within(m.element).queryAllByRole('option')).toHaveLength(0);
    expect(within(m.element).getByRole('form', { name: 'College cost calculator' }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });

  it('unlocks the answers once the call has failed, the answers as they were', async () => {
    // (A 400: not tried again, so the call fails once the spinner has shown.)
    fx.server.respondWith((_q, res) => {
      setTimeout(() => json(res, 400, {}), 150);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = open();
    await submit(m);
    await within(m.element).findByText('Calculating your estimate…');
    await within(m.element).findByRole('alert');
    const age = within(m.element).getByRole('spinbutton', { name: 'How old is your child?' });
    expect(age.matches(':disabled')).toBe(false);
    expect(age).toHaveProperty('value', '10');
    const course = within(m.element).getByRole('combobox', {
      name: "How long do you expect your child's course to be?",
    });
    expect(course.getAttribute('aria-disabled')).toBeNull();
    expect(course.textContent).toContain('4 years');
    expect(within(m.element).getByRole('radio', { name: 'No' }).matches(':disabled')).toBe(false);
    expect(
      within(m.element).getByRole('form', { name: 'College cost calculator' }).getAttribute('aria-busy'),
    ).toBeNull();
    expect(within(m.element).queryByText('Calculating your estimate…')).toBeNull();
    expect(calculateButton(m.element)).toHaveProperty('disabled', false);
  });

  it('a submit by Enter in a field moves focus to the spinner, then to Calculate when the call fails', async () => {
    // (A 400: not tried again, so the call fails at once.)
    fx.server.respondWith((_q, res) => {
      setTimeout(() => json(res, 400, {}), 150);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = open();
    await answer(m.user, FULL, m.element);
    await m.user.type(within(m.element).getByRole('spinbutton', { name: 'How old is your child?' }), '{Enter}');
    const spinner = (await within(m.element).findByText('Calculating your estimate…')).closest('[role="status"]');
    await waitFor(() => expect(m.focused()).toBe(spinner));
    await within(m.element).findByRole('alert');
    await waitFor(() => expect(m.focused()).toBe(calculateButton(m.element)));
  });

  it.each([
    ['as it was', {}],
    ['after an answer was changed', { freeFees: 'No' as const }],
  ])('Calculate pressed again after a failure (%s) keeps the focus on the spinner', async (_name, change) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    fx.server.respondWith((_q, res) => ((calls += 1) === 1 ? json(res, 400, {}) : new Promise<void>(() => {})));
    const m = open();
    await submit(m);
    await within(m.element).findByRole('alert');
    await answer(m.user, change, m.element);
    calculateButton(m.element).focus();
    await m.user.keyboard('{Enter}');
    const spinner = (await within(m.element).findByText('Calculating your estimate…')).closest('[role="status"]');
    await waitFor(() => expect(m.focused()).toBe(spinner));
    await waitFor(() => expect(fx.server.requests).toHaveLength(2));
  });

  it('sends the request before the form re-renders as busy', async () => {
    hang();
    const m = open();
    await answer(m.user, FULL, m.element);
    const form = within(m.element).getByRole('form', { name: 'College cost calculator' });
    const realFetch = globalThis.fetch;
    const busyWhenSent: (string | null)[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      busyWhenSent.push(form.getAttribute('aria-busy'));
      return realFetch(input, init);
    });
    await m.user.click(calculateButton(m.element));
    await within(m.element).findByText('Calculating your estimate…');
    expect(busyWhenSent).toEqual([null]);
    expect(form.getAttribute('aria-busy')).toBe('true');
    spy.mockRestore();
    // (Arrived before the test ends, so it is not counted by the next one.)
    await waitFor(() => expect(fx.server.requests).toHaveLength(1));
  });

  it("calculates from Calculate's click, the browser's form submission cancelled", async () => {
    hang();
    const m = open();
    await answer(m.user, FULL, m.element);
    const form = within(m.element).getByRole('form', { name: 'College cost calculator' });
    const submitted: Event[] = [];
    form.addEventListener('submit', (event) => submitted.push(event));
    const clicks: MouseEvent[] = [];
    m.host.addEventListener('click', (event) => clicks.push(event));
    await m.user.click(calculateButton(m.element));
    await within(m.element).findByText('Calculating your estimate…');
    await waitFor(() => expect(fx.server.requests).toHaveLength(1));
    expect(submitted).toHaveLength(0);
    // The click still reaches the page (its own listeners, analytics), as a cancelled one.
    expect(clicks.map((event) => event.defaultPrevented)).toEqual([true]);
  });

  it('aborts the call on unmount, and reports nothing', async () => {
    let closed = false;
    fx.server.respondWith(
      (_q, res) => new Promise<void>((resolve) => res.on('close', () => ((closed = true), resolve()))),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = open();
    const failures: unknown[] = [];
    m.handle.on('error', (detail) => failures.push(detail));
    await submit(m);
    await waitFor(() => expect(fx.server.requests).toHaveLength(1));
    m.handle.unmount();
    await waitFor(() => expect(closed).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(failures).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it.each<[string, () => void, Record<string, unknown>]>([
    [
      'an HTTP 500 without GraphQL errors',
      () => fx.server.respondWith((_q, res) => json(res, 500, {})),
      { kind: 'http', status: 500 },
    ],
    [
      'an HTTP 503 (the API is down)',
      () => fx.server.respondWith((_q, res) => json(res, 503, {})),
      { kind: 'downtime', status: 503 },
    ],
    [
      'a body that is not JSON',
      () =>
        fx.server.respondWith((_q, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<h1>oops</h1>');
        }),
      { kind: 'malformed' },
    ],
    [
      'a malformed record',
      () => fx.server.respondWith((_q, res) => json(res, 200, { data: { updateCollegeCosts: { total: 1 } } })),
      { kind: 'malformed' },
    ],
    [
      'a dropped connection',
      () =>
        fx.server.respondWith((_q, res) => {
          res.socket?.destroy();
        }),
      { kind: 'network' },
    ],
  ])('classifies %s', async (_name, fail, expected) => {
    fail();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = open(NO_TIME_TO_RETRY);
    const failures: Record<string, unknown>[] = [];
    m.handle.on('error', (detail) => failures.push(detail as unknown as Record<string, unknown>));
    await submit(m);
    await within(m.element).findByRole('alert');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject(expected);
  });
});

describe('events for the host page', () => {
  it('reports ready, calculated and add-goal to handle listeners and as DOM events on the mount element', async () => {
    vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const dom: [string, unknown][] = [];
    const host = document.body.appendChild(document.createElement('section'));
    for (const name of ['ready', 'calculated', 'error', 'add-goal']) {
      // Bubbling: a listener on an ancestor hears them too.
      document.body.addEventListener(`college-costs:${name}`, (event) =>
        dom.push([event.type, (event as CustomEvent).detail]),
      );
    }
    const m = open();
    const heard: [string, unknown][] = [];
    for (const name of ['ready', 'calculated', 'error', 'add-goal'] as const) {
      m.handle.on(name, (detail) => heard.push([name, detail]));
    }
    await waitFor(() => expect(heard.map(([name]) => name)).toEqual(['ready']));
    await submit(m);
    await within(m.element).findByRole('heading', { level: 2 });
    await m.user.click(within(m.element).getByRole('link', { name: 'Get your free financial plan' }));
    const answers = {
      ageOfChild: 10,
      courseDuration: 4,
      freeFees: true,
      accommodation: 'RENTED',
      costsInclude: ['Fees', 'Accommodation', 'OtherExpenses'],
    };
    expect(heard).toEqual([
      ['ready', {}],
      ['calculated', { collegeCost: fx.result, answers }],
      ['add-goal', { collegeCost: fx.result, answers }],
    ]);
    expect(dom).toEqual([
      ['college-costs:ready', {}],
      ['college-costs:calculated', { collegeCost: fx.result, answers }],
      ['college-costs:add-goal', { collegeCost: fx.result, answers }],
    ]);
    host.remove();
  });

  it('on() returns the function that stops listening; a throwing listener breaks nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = open();
    const heard: string[] = [];
    m.handle.on('calculated', () => {
      throw new Error('host bug');
    });
    const stop = m.handle.on('calculated', () => heard.push('first'));
    await submit(m);
    await within(m.element).findByRole('heading', { level: 2 });
    expect(heard).toEqual(['first']);
    expect(String(error.mock.calls[0][0])).toBe('college-costs-calculator: a "calculated" listener threw:');
    stop();
    await m.user.click(within(m.element).getByRole('button', { name: 'Make a change' }));
    await m.user.click(calculateButton(m.element));
    await within(m.element).findByRole('heading', { level: 2 });
    expect(heard).toEqual(['first']);
  });

  it('refuses an unknown event name or a listener that is not a function', () => {
    const m = open();
    expect(() => m.handle.on('done' as never, () => {})).toThrow(
      /needs one of the events "ready", "calculated", "error", "add-goal"; got "done"/,
    );
    expect(() => m.handle.on('ready', 'x' as never)).toThrow(/needs a function as the listener/);
  });

  it('reports a failing onAddGoal handler as an add-goal error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = open({ userId: 'u1', authToken: 't', onAddGoal: () => Promise.reject(new Error('goal service down')) });
    const failures: unknown[] = [];
    m.handle.on('error', (detail) => failures.push(detail));
    await submit(m);
    await m.user.click(await within(m.element).findByRole('button', { name: 'Get your free financial plan' }));
    await within(m.element).findByRole('alert');
    expect(failures).toEqual([{ kind: 'add-goal', message: 'the onAddGoal handler failed: goal service down' }]);
  });

  it('update(element), on(element) and unmount(element) reach the widget mounted on an element', async () => {
    const m = open();
    const heard: string[] = [];
    onElement(m.host, 'calculated', () => heard.push('calculated'));
    updateElement(m.host, { addGoalLabel: 'Plan it' });
    await submit(m);
    expect(await within(m.element).findByRole('link', { name: 'Plan it' })).toBeTruthy();
    expect(heard).toEqual(['calculated']);
    unmountElement(m.host);
    expect(m.host.shadowRoot?.innerHTML).toBe('<slot></slot>');
    expect(() => updateElement(m.host, {})).toThrow(/update\(element, …\) needs an element the widget is mounted on/);
  });
});

describe('layout and direction', () => {
  it('lays itself out left to right in English whatever the host page says', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    try {
      const m = open();
      const root = (m.element as unknown as ShadowRoot).getElementById('college-costs-calculator');
      expect(root?.getAttribute('dir')).toBe('ltr');
      expect(root?.getAttribute('lang')).toBe('en');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('shows amounts and notes with the host currency symbol, set apart from the figure when it is a word', async () => {
    const m = open({ currencySymbol: 'CHF' });
    await submit(m);
    const heading = await within(m.element).findByRole('heading', { level: 2 });
    expect(heading.textContent).toBe("We estimate that you'll need to save CHF\u00a068,524 by 2035");
    await m.user.click(within(m.element).getByRole('button', { name: 'Notes and assumptions' }));
    const notes = within(m.element)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .join(' ');
    expect(notes).toContain('CHF\u00a03,000');
    expect(notes).not.toContain('€');
  });
});

describe('the connection to the planning API', () => {
  const hints = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')).map((link) => [
      link.href,
      link.getAttribute('crossorigin'),
    ]);
  const clear = () => document.head.querySelectorAll('link[rel="preconnect"]').forEach((link) => link.remove());
  beforeEach(clear);
  afterEach(clear);

  it('opens once all five answers are in, when the API is on another origin (once per origin)', async () => {
    const m = mountWidget({ graphQLEndpoint: 'https://api.example/graphql' });
    const { age, ...fourAnswers } = FULL;
    await answer(m.user, fourAnswers, m.element);
    expect(hints()).toEqual([]);
    await answer(m.user, { age }, m.element);
    // The call is a CORS request without credentials: the socket is opened for that pool.
    await waitFor(() => expect(hints()).toEqual([['https://api.example/', '']]));
    const second = mountWidget({ graphQLEndpoint: 'https://api.example/other' });
    await answer(second.user, FULL, second.element);
    await waitFor(() => expect(calculateButton(second.element).hasAttribute('disabled')).toBe(false));
    expect(hints()).toHaveLength(1);
  });

  it('needs none for an API on the page’s own origin', async () => {
    const m = mountWidget({ graphQLEndpoint: '/graphql' });
    await answer(m.user, FULL, m.element);
    await waitFor(() => expect(calculateButton(m.element).hasAttribute('disabled')).toBe(false));
    expect(hints()).toEqual([]);
  });
});
