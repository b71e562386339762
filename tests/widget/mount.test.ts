import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { mount, OptionError, DEFAULT_GRAPHQL_ENDPOINT } from '../../src/widget';
import { resolveOptions } from '../../src/widget/host/options';
import { screen, within } from './helpers';

const BASE = { digitalAdviceUrl: 'https://advice.example/start' };
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

const host = () => document.body.appendChild(document.createElement('div'));

const shadow = (element: Element) => element.shadowRoot as ShadowRoot;
const inWidget = (element: Element) => within(shadow(element) as unknown as HTMLElement);

describe('mount()', () => {
  it('renders the form inside an open shadow root and returns update and unmount', () => {
    const element = host();
    const handle = mount(element, BASE);
    expect(typeof handle.update).toBe('function');
    expect(typeof handle.unmount).toBe('function');
    expect(inWidget(element).getByRole('form', { name: 'College cost calculator' })).toBeTruthy();
    expect(shadow(element).querySelector('#college-costs-calculator')).toBeTruthy();
    expect(element.children).toHaveLength(0);
    handle.unmount();
  });

  it('with isolate: false renders into the element itself and styles the document once', () => {
    const a = host();
    const b = host();
    const ha = mount(a, { ...BASE, isolate: false });
    const hb = mount(b, { ...BASE, isolate: false });
    expect(a.shadowRoot).toBeNull();
    expect(within(a).getByRole('form', { name: 'College cost calculator' })).toBeTruthy();
    expect(document.querySelectorAll('style[data-college-costs-calculator]')).toHaveLength(1);
    ha.unmount();
    expect(document.querySelectorAll('style[data-college-costs-calculator]')).toHaveLength(1);
    hb.unmount();
    expect(document.querySelectorAll('style[data-college-costs-calculator]')).toHaveLength(0);
  });

  it('unmount() removes the markup and styles it added; what the host put in the element shows again', () => {
    const element = host();
    element.innerHTML = '<p>Loading the calculator…</p>';
    const handle = mount(element, { ...BASE, nonce: 'r4nd0m' });
    expect(shadow(element).querySelector('slot')).toBeNull();
    const style = shadow(element).querySelector('style');
    expect(style?.getAttribute('nonce')).toBe('r4nd0m');
    expect(style?.textContent).toContain('.ccc-root');
    handle.unmount();
    expect(element.innerHTML).toBe('<p>Loading the calculator…</p>');
    expect(shadow(element).innerHTML).toBe('<slot></slot>');
    handle.unmount();
  });

  it('with isolate: false gives back what was in the element', () => {
    const element = host();
    element.innerHTML = '<p>Loading the calculator…</p>';
    const handle = mount(element, { ...BASE, isolate: false });
    expect(element.textContent).not.toContain('Loading the calculator');
    handle.unmount();
    expect(element.innerHTML).toBe('<p>Loading the calculator…</p>');
  });

  it('mounting twice on one element replaces the first widget cleanly, reusing its shadow root', () => {
    const element = host();
    const first = mount(element, BASE);
    const root = shadow(element);
    const second = mount(element, { ...BASE, layout: 'flat' });
    expect(shadow(element)).toBe(root);
    expect(root.querySelectorAll('#college-costs-calculator')).toHaveLength(1);
    expect(root.querySelector('#college-costs-calculator')?.className).toContain('ccc-root--flat');
    expect(root.querySelectorAll('style')).toHaveLength(1);
    first.unmount();
    expect(root.querySelectorAll('#college-costs-calculator')).toHaveLength(1);
    second.unmount();
    expect(root.innerHTML).toBe('<slot></slot>');
    const third = mount(element, BASE);
    expect(inWidget(element).getByRole('form')).toBeTruthy();
    third.unmount();
  });

  it('refuses an element with a shadow root of its own, or one that cannot hold one', () => {
    const custom = host();
    custom.attachShadow({ mode: 'open' });
    expect(() => mount(custom, BASE)).toThrow(/already has a shadow root of its own.*isolate: false/);
    const input = document.body.appendChild(document.createElement('input'));
    expect(() => mount(input, BASE)).toThrow(/<input> element cannot hold a shadow root/);
    expect(() => mount(custom, { ...BASE, isolate: false }).unmount()).not.toThrow();
  });

  it('update() changes only the given options', async () => {
    const element = host();
    const handle = mount(element, { ...BASE, className: 'partner', style: { maxWidth: '480px' } });
    const root = () => shadow(element).querySelector<HTMLElement>('#college-costs-calculator');
    expect(root()?.className).toBe('ccc-root ccc-root--card partner');
    expect(root()?.style.maxWidth).toBe('480px');
    handle.update({ layout: 'flat' });
    await waitFor(() => expect(root()?.className).toBe('ccc-root ccc-root--flat partner'));
    expect(() => handle.update({ currencySymbol: '' })).toThrow(/currencySymbol/);
    expect(() => handle.update({ isolate: false })).toThrow(/"isolate" cannot change after mount/);
    expect(root()?.className).toBe('ccc-root ccc-root--flat partner');
    handle.unmount();
    expect(() => handle.update({ layout: 'card' })).toThrow(/after unmount/);
  });

  it('keeps ids unique per instance so two widgets can share a page, even without isolation', () => {
    const a = host();
    const b = host();
    const ha = mount(a, { ...BASE, isolate: false });
    const hb = mount(b, { ...BASE, isolate: false });
    const ids = (el: HTMLElement) =>
      Array.from(el.querySelectorAll('[id]'))
        .map((n) => n.id)
        .filter((id) => id.startsWith('ccc'));
    const shared = ids(a).filter((id) => ids(b).includes(id));
    expect(ids(a).length).toBeGreaterThan(5);
    expect(shared).toEqual([]);
    ha.unmount();
    hb.unmount();
  });

  it('without isolation, does not repeat the id of a mount point already called #college-costs-calculator', () => {
    const element = host();
    element.id = 'college-costs-calculator';
    const handle = mount(element, { ...BASE, isolate: false });
    expect(document.querySelectorAll('[id="college-costs-calculator"]')).toHaveLength(1);
    expect(within(element).getByRole('form')).toBeTruthy();
    handle.unmount();
  });

  it('refuses something that is not an element', () => {
    expect(() => mount(null as unknown as Element, BASE)).toThrow(/needs a DOM element.*got null/);
    expect(() => mount('#calc' as unknown as Element, BASE)).toThrow(/needs a DOM element.*got string/);
  });
});

describe('option checks', () => {
  it('fills in the defaults', () => {
    expect(resolveOptions(BASE)).toMatchObject({
      currencySymbol: '€',
      graphQLEndpoint: DEFAULT_GRAPHQL_ENDPOINT,
      addGoalLabel: 'Get your free financial plan',
      layout: 'card',
      userId: null,
    });
    expect(DEFAULT_GRAPHQL_ENDPOINT).toBe('http://localhost:4000/graphql');
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['digitalAdviceUrl missing', {}, /"digitalAdviceUrl" must be given \(it is required\).*got undefined/],
    [
      'digitalAdviceUrl relative',
      { digitalAdviceUrl: '/plan' },
      /"digitalAdviceUrl" must be an absolute http\(s\) URL.*got "\/plan"/,
    ],
    [
      'digitalAdviceUrl javascript:',
      { digitalAdviceUrl: 'javascript:alert(1)' },
      /"digitalAdviceUrl".*got "javascript:alert\(1\)"/,
    ],
    ['digitalAdviceUrl a number', { digitalAdviceUrl: 42 }, /"digitalAdviceUrl".*got number 42/],
    ['currencySymbol empty', { ...BASE, currencySymbol: '' }, /"currencySymbol" must be a non-empty string.*got ""/],
    [
      'currencySymbol too long',
      { ...BASE, currencySymbol: 'EUROS' },
      /"currencySymbol".*at most 4 characters.*got "EUROS"/,
    ],
    [
      'graphQLEndpoint ftp',
      { ...BASE, graphQLEndpoint: 'ftp://x/graphql' },
      /"graphQLEndpoint" must be an http\(s\) URL or a path.*got "ftp:\/\/x\/graphql"/,
    ],
    [
      'feesInfoUrl relative',
      { ...BASE, feesInfoUrl: 'fees' },
      /"feesInfoUrl" must be an absolute http\(s\) URL; got "fees"/,
    ],
    ['userId empty', { ...BASE, userId: '' }, /"userId" must be a non-empty string, or null for visitors; got ""/],
    ['userId a number', { ...BASE, userId: 7 }, /"userId".*got number 7/],
    ['onAddGoal a string', { ...BASE, onAddGoal: 'save' }, /"onAddGoal" must be a function.*got "save"/],
    ['addGoalLabel blank', { ...BASE, addGoalLabel: '  ' }, /"addGoalLabel" must be a non-empty string/],
    ['analytics an object', { ...BASE, analytics: {} }, /"analytics" must be a function.*got an object/],
    ['layout unknown', { ...BASE, layout: 'modal' }, /"layout" must be one of "card", "flat"; got "modal"/],
    ['className an array', { ...BASE, className: ['a'] }, /"className" must be a string; got an array/],
    [
      'style a string',
      { ...BASE, style: 'color: red' },
      /"style" must be an object of CSS properties.*got "color: red"/,
    ],
    ['isolate a string', { ...BASE, isolate: 'yes' }, /"isolate" must be true or false; got "yes"/],
    ['nonce empty', { ...BASE, nonce: '' }, /"nonce" must be a non-empty string/],
  ])('%s', (_name, options, message) => {
    expect(() => resolveOptions(options)).toThrow(OptionError);
    expect(() => resolveOptions(options)).toThrow(message);
  });

  it('refuses an unknown option with an OptionError that suggests the nearest name and lists the known ones', () => {
    const refuse = (options: Record<string, unknown>) => {
      try {
        resolveOptions({ ...BASE, ...options });
      } catch (error) {
        return error as OptionError;
      }
      throw new Error('accepted');
    };
    const typo = refuse({ digitalAdviceURL: 'x' });
    expect(typo).toBeInstanceOf(OptionError);
    expect(typo.option).toBe('digitalAdviceURL');
    expect(typo.message).toMatch(
      /unknown option "digitalAdviceURL"; did you mean "digitalAdviceUrl"\? The options are digitalAdviceUrl, currencySymbol/,
    );
    expect(refuse({ authtoken: 't' }).message).toMatch(/did you mean "authToken"\?/);
    expect(refuse({ requestTimeout: 5000 }).message).toMatch(/did you mean "requestTimeoutMs"\?/);
    const far = refuse({ colour: 'red' });
    expect(far).toBeInstanceOf(OptionError);
    expect(far.message).toMatch(/^college-costs-calculator: unknown option "colour"\. The options are /);
  });

  it.each<[string, unknown]>([
    ['authToken', 'tok'],
    ['authToken', () => 'tok'],
    ['authToken', async () => null],
    ['authToken', null],
    ['requestTimeoutMs', 100],
    ['requestTimeoutMs', 20000],
    ['requestTimeoutMs', 600000],
  ])('accepts %s = %s', (option, value) => {
    expect(() => resolveOptions({ ...BASE, [option]: value })).not.toThrow();
  });

  it.each<[string, unknown, RegExp]>([
    [
      'authToken',
      '',
      /option "authToken" must be a non-empty string, a function returning one \(or a promise of one\), or null; got ""/,
    ],
    ['authToken', 42, /option "authToken" must be .*; got number 42/],
    [
      'requestTimeoutMs',
      0,
      /option "requestTimeoutMs" must be a whole number of milliseconds from 100 to 600000; got number 0/,
    ],
    ['requestTimeoutMs', 1.5e6, /got number 1500000/],
    ['requestTimeoutMs', '20000', /got "20000"/],
    ['requestTimeoutMs', 250.5, /got number 250.5/],
  ])('refuses %s = %j', (option, value, message) => {
    expect(() => resolveOptions({ ...BASE, [option]: value })).toThrow(OptionError);
    expect(() => resolveOptions({ ...BASE, [option]: value })).toThrow(message);
  });

  it('defaults to no token and a 20 s timeout', () => {
    expect(resolveOptions(BASE)).toMatchObject({ authToken: null, requestTimeoutMs: 20000 });
  });

  it('refuses options that are not an object', () => {
    expect(() => resolveOptions(undefined)).toThrow(/"options" must be an object/);
  });

  it('accepts a relative GraphQL path and null userId', () => {
    expect(resolveOptions({ ...BASE, graphQLEndpoint: '/graphql', userId: null }).graphQLEndpoint).toBe('/graphql');
  });

  it('mount() throws the same error and renders nothing', () => {
    const element = host();
    expect(() => mount(element, { digitalAdviceUrl: 'nope' })).toThrow(/"digitalAdviceUrl"/);
    expect(element.innerHTML).toBe('');
    expect(element.shadowRoot).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
