import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { mount, OptionError, DEFAULT_GRAPHQL_ENDPOINT } from '../../src/widget';
import { resolveOptions } from '../../src/widget/options';
import { screen, within } from './helpers';

const BASE = { digitalAdviceUrl: 'https://advice.example/start' };
afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

const host = () => document.body.appendChild(document.createElement('div'));

describe('mount()', () => {
  it('renders the form into the element and returns update and unmount', () => {
    const element = host();
    const handle = mount(element, BASE);
    expect(typeof handle.update).toBe('function');
    expect(typeof handle.unmount).toBe('function');
    expect(within(element).getByRole('form', { name: 'College cost calculator' })).toBeTruthy();
    expect(element.querySelector('#college-costs-calculator')).toBeTruthy();
    handle.unmount();
  });

  it('unmount() removes the markup and the styles it added and gives back what was there', () => {
    const element = host();
    element.innerHTML = '<p>Loading the calculator…</p>';
    const handle = mount(element, BASE);
    expect(element.textContent).not.toContain('Loading the calculator');
    expect(document.querySelectorAll('style[data-college-costs-calculator]')).toHaveLength(1);
    handle.unmount();
    expect(element.innerHTML).toBe('<p>Loading the calculator…</p>');
    expect(document.querySelectorAll('style[data-college-costs-calculator]')).toHaveLength(0);
    handle.unmount();
  });

  it('shares one stylesheet between widgets and removes it with the last', () => {
    const a = mount(host(), BASE);
    const b = mount(host(), BASE);
    expect(document.querySelectorAll('style[data-college-costs-calculator]')).toHaveLength(1);
    a.unmount();
    expect(document.querySelectorAll('style[data-college-costs-calculator]')).toHaveLength(1);
    b.unmount();
    expect(document.querySelectorAll('style[data-college-costs-calculator]')).toHaveLength(0);
  });

  it('mounting twice on one element replaces the first widget cleanly', () => {
    const element = host();
    const first = mount(element, BASE);
    const second = mount(element, { ...BASE, layout: 'flat' });
    expect(element.querySelectorAll('#college-costs-calculator')).toHaveLength(1);
    expect(element.querySelector('#college-costs-calculator')?.className).toContain('ccc-root--flat');
    first.unmount();
    expect(element.querySelectorAll('#college-costs-calculator')).toHaveLength(1);
    second.unmount();
    expect(element.innerHTML).toBe('');
  });

  it('update() changes only the given options', async () => {
    const element = host();
    const handle = mount(element, { ...BASE, className: 'partner', style: { maxWidth: '480px' } });
    const root = element.querySelector<HTMLElement>('#college-costs-calculator');
    expect(root?.className).toBe('ccc-root ccc-root--card partner');
    expect(root?.style.maxWidth).toBe('480px');
    handle.update({ layout: 'flat' });
    await waitFor(() => expect(element.querySelector('#college-costs-calculator')?.className).toBe('ccc-root ccc-root--flat partner'));
    expect(() => handle.update({ currencySymbol: '' })).toThrow(/currencySymbol/);
    expect(element.querySelector('#college-costs-calculator')?.className).toBe('ccc-root ccc-root--flat partner');
    handle.unmount();
    expect(() => handle.update({ layout: 'card' })).toThrow(/after unmount/);
  });

  it('keeps ids unique per instance so two widgets can share a page', () => {
    const a = host();
    const b = host();
    const ha = mount(a, BASE);
    const hb = mount(b, BASE);
    const ids = (el: HTMLElement) => Array.from(el.querySelectorAll('[id]')).map((n) => n.id).filter((id) => id.startsWith('ccc'));
    const shared = ids(a).filter((id) => ids(b).includes(id));
    expect(ids(a).length).toBeGreaterThan(5);
    expect(shared).toEqual([]);
    expect(within(a).getByRole('spinbutton', { name: 'How old is your child?' })).not.toBe(within(b).getByRole('spinbutton', { name: 'How old is your child?' }));
    ha.unmount();
    hb.unmount();
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
    ['digitalAdviceUrl relative', { digitalAdviceUrl: '/plan' }, /"digitalAdviceUrl" must be an absolute http\(s\) URL.*got "\/plan"/],
    ['digitalAdviceUrl javascript:', { digitalAdviceUrl: 'javascript:alert(1)' }, /"digitalAdviceUrl".*got "javascript:alert\(1\)"/],
    ['digitalAdviceUrl a number', { digitalAdviceUrl: 42 }, /"digitalAdviceUrl".*got number 42/],
    ['currencySymbol empty', { ...BASE, currencySymbol: '' }, /"currencySymbol" must be a non-empty string.*got ""/],
    ['currencySymbol too long', { ...BASE, currencySymbol: 'EUROS' }, /"currencySymbol".*at most 4 characters.*got "EUROS"/],
    ['graphQLEndpoint ftp', { ...BASE, graphQLEndpoint: 'ftp://x/graphql' }, /"graphQLEndpoint" must be an http\(s\) URL or a path.*got "ftp:\/\/x\/graphql"/],
    ['feesInfoUrl relative', { ...BASE, feesInfoUrl: 'fees' }, /"feesInfoUrl" must be an absolute http\(s\) URL; got "fees"/],
    ['userId empty', { ...BASE, userId: '' }, /"userId" must be a non-empty string, or null for visitors; got ""/],
    ['userId a number', { ...BASE, userId: 7 }, /"userId".*got number 7/],
    ['onAddGoal a string', { ...BASE, onAddGoal: 'save' }, /"onAddGoal" must be a function.*got "save"/],
    ['addGoalLabel blank', { ...BASE, addGoalLabel: '  ' }, /"addGoalLabel" must be a non-empty string/],
    ['analytics an object', { ...BASE, analytics: {} }, /"analytics" must be a function.*got an object/],
    ['layout unknown', { ...BASE, layout: 'modal' }, /"layout" must be one of "card", "flat"; got "modal"/],
    ['className an array', { ...BASE, className: ['a'] }, /"className" must be a string; got an array/],
    ['style a string', { ...BASE, style: 'color: red' }, /"style" must be an object of CSS properties.*got "color: red"/],
  ])('%s', (_name, options, message) => {
    expect(() => resolveOptions(options)).toThrow(OptionError);
    expect(() => resolveOptions(options)).toThrow(message);
  });

  it('names an unknown option and lists the known ones', () => {
    expect(() => resolveOptions({ ...BASE, digitalAdviceURL: 'x' })).toThrow(/unknown option "digitalAdviceURL"; the options are digitalAdviceUrl, currencySymbol/);
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
    expect(screen.queryByRole('form')).toBeNull();
  });
});
