import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/preact';
import { startFixtureServer, json, type FixtureServer, type Responder } from '../support/fixture-server';
import { collegeCost } from '../support/college-cost';
import type { CollegeCost } from '../../src/widget/host/types';
import { mountWidget, type Mounted } from './helpers';
import { callPart, floatingTooltipPart, resultsPart, validationPart } from '../../src/widget/parts/parts';

export interface CalculatorFixture {
  /** The stand-in GraphQL endpoint (its requests, and respondWith to change its answers). */
  readonly server: FixtureServer;
  /** The CollegeCost the endpoint answers with; a test may replace it before calculating. */
  result: CollegeCost;
  /** Mounts a widget against the endpoint (its element called `id`, when given); it is unmounted after the test. */
  open(options?: Parameters<typeof mountWidget>[0], id?: string): Mounted;
}

/**
 * Registers the hooks of a widget test file: one fixture endpoint for the file, answering each
 * calculation with `fixture.result` (reset before every test), and widgets unmounted after each test.
 */
export function useCalculatorFixture(): CalculatorFixture {
  let server: FixtureServer | undefined;
  const widgets: Mounted[] = [];
  const fixture: CalculatorFixture = {
    get server() {
      if (!server) throw new Error('the fixture endpoint starts in beforeAll');
      return server;
    },
    result: collegeCost(),
    open(options = {}, id) {
      const mounted = mountWidget({ graphQLEndpoint: fixture.server.url, ...options }, id);
      widgets.push(mounted);
      return mounted;
    },
  };
  const answer: Responder = (_request, response) =>
    json(response, 200, { data: { updateCollegeCosts: fixture.result } });
  beforeAll(async () => {
    // As in a browser a moment after the form is shown: the lazily loaded parts have arrived.
    await Promise.all([validationPart.load(), callPart.load(), resultsPart.load(), floatingTooltipPart.load()]);
    server = await startFixtureServer(answer);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    fixture.result = collegeCost();
    fixture.server.requests.length = 0;
    fixture.server.respondWith(answer);
  });
  afterEach(() => {
    widgets.splice(0).forEach((w) => w.handle.unmount());
    cleanup();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });
  return fixture;
}
