/**
 * @vitest-environment-options {"url": "https://shop.example.com/college"}
 */
// The page is on a public host here, as a partner's production page is: the built-in development
// endpoint cannot be reached from it, and the host page hears so once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, DEFAULT_GRAPHQL_ENDPOINT } from '../../src/widget';
import { developmentEndpointWarning, isLocalHost } from '../../src/widget/call/endpoint-warning';
import { callPlanningApi } from '../../src/widget/call/planning-call';

const BASE = { digitalAdviceUrl: 'https://advice.example/start' };
const host = () => document.body.appendChild(document.createElement('div'));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('isLocalHost', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['0.0.0.0', true],
    ['', true], // a page opened from a file
    ['shop.example.com', false],
    ['localhost.example.com', false],
    ['10.0.0.5', false],
    ['128.0.0.1', false],
  ])('%j is local: %s', (hostname, local) => {
    expect(isLocalHost(hostname)).toBe(local);
  });
});

describe('developmentEndpointWarning', () => {
  it('names the endpoint, the page host and the option to pass', () => {
    expect(developmentEndpointWarning(DEFAULT_GRAPHQL_ENDPOINT, 'https://shop.example.com:8443/college')).toBe(
      'college-costs-calculator: the widget calls the built-in development endpoint http://localhost:4000/graphql ' +
        '(used when "graphQLEndpoint" is not given) from a page on shop.example.com:8443, where a visitor\'s browser ' +
        'cannot reach it: every calculation will fail. Pass graphQLEndpoint, the URL of your planning API (README "Options").',
    );
  });

  it.each([
    ['another endpoint', 'https://api.example.com/graphql', 'https://shop.example.com/'],
    ['a path', '/graphql', 'https://shop.example.com/'],
    ['a page on localhost', DEFAULT_GRAPHQL_ENDPOINT, 'http://localhost:6006/iframe.html'],
    ['a page on 127.0.0.1', DEFAULT_GRAPHQL_ENDPOINT, 'http://127.0.0.1:5173/'],
    ['a page from a file', DEFAULT_GRAPHQL_ENDPOINT, 'file:///home/me/demo.html'],
    ['no page address', DEFAULT_GRAPHQL_ENDPOINT, undefined],
    ['an unreadable page address', DEFAULT_GRAPHQL_ENDPOINT, 'about:blank'],
  ])('says nothing for %s', (_, endpoint, page) => {
    expect(developmentEndpointWarning(endpoint, page)).toBeNull();
  });
});

describe('calls from a public page', () => {
  it('warn once a page when they go to the development endpoint, whatever the widgets and calls', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // No answer at all: each call fails as a network failure, after the warning (or without it).
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const call = (endpoint: string) =>
      callPlanningApi(endpoint, 'query Q { __typename }', {}, { authToken: null, timeoutMs: 1 }, (data) => data);
    const first = mount(host(), BASE);
    expect(warn).not.toHaveBeenCalled(); // mounting alone calls nothing
    await expect(call('https://api.example.com/graphql')).rejects.toThrow();
    await expect(call('/graphql')).rejects.toThrow();
    expect(warn).not.toHaveBeenCalled();
    await expect(call(DEFAULT_GRAPHQL_ENDPOINT)).rejects.toThrow();
    await expect(call(DEFAULT_GRAPHQL_ENDPOINT)).rejects.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('from a page on shop.example.com');
    first.unmount();
    vi.unstubAllGlobals();
  });
});
