/**
 * The empty form the widget's first module paints before mount() has arrived (README's snippet and the classic
 * loader: src/widget/embed/early-form.ts, src/widget/cdn.ts), and mount() taking it over.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/preact';
import { mount } from '../../src/widget';
import { earlyMountPoints } from '../../src/widget/cdn';
import { paintEarlyForm, takeEarlyForm } from '../../src/widget/embed/early-form';
import { readOptions } from '../../src/widget/embed/data-options';

const ADVICE = 'https://advice.example/start';
const LINK = `<a href="${ADVICE}">Get your free financial plan</a>`;

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

/** A mount point holding the host's link, with `attributes`, and the snippet's script with the digital advice site. */
function mountPoint(attributes: Record<string, string> = {}) {
  const element = document.body.appendChild(document.createElement('div'));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = LINK;
  const script = document.body.appendChild(document.createElement('script'));
  script.setAttribute('data-digital-advice-url', ADVICE);
  return { element, script };
}

const ageIn = (root: ParentNode) => root.querySelector<HTMLInputElement>('input[type="number"]');

describe('earlyMountPoints: which of the queued mounts the first module paints', () => {
  const [a, b] = [document.createElement('div'), document.createElement('div')];
  const script = document.createElement('script');
  const listener = () => {};
  it.each([
    [
      'the mount points the loader found, before the host calls',
      [
        ['mount', a, script],
        ['mount', b, script],
        ['on', a, 'ready', listener],
      ],
      [
        [a, script],
        [b, script],
      ],
    ],
    [
      'not one the host unmounts later',
      [
        ['mount', a, script],
        ['mount', b, script],
        ['unmount', a],
      ],
      [[b, script]],
    ],
    [
      'not one the host mounts again with options of its own',
      [
        ['mount', a, script],
        ['mount', a, { digitalAdviceUrl: ADVICE }],
      ],
      [],
    ],
    [
      "not the host's own mounts (options, not an element of defaults)",
      [['mount', a, { digitalAdviceUrl: ADVICE }]],
      [],
    ],
    [
      'none behind a host call',
      [
        ['update', a, {}],
        ['mount', b, script],
      ],
      [],
    ],
    ['none in an empty queue', [], []],
  ] as [string, unknown[][], [Element, Element][]][])('%s', (_, queue, expected) => {
    expect(earlyMountPoints(queue)).toEqual(expected);
  });
});

describe('paintEarlyForm', () => {
  it("paints the empty form in the mount point's shadow root, in place of what it held", () => {
    const { element, script } = mountPoint({ 'data-layout': 'flat', 'data-class-name': 'partner' });
    expect(paintEarlyForm(element, script)).toBe(true);
    const root = element.shadowRoot!.querySelector('.ccc-root')!;
    expect(root.className).toBe('ccc-root ccc-root--flat partner');
    expect(ageIn(element.shadowRoot!)).not.toBeNull();
    expect(element.shadowRoot!.querySelector('slot')).toBeNull();
    takeEarlyForm(element)!.discard();
    expect(element.shadowRoot!.innerHTML).toBe('<slot></slot>');
    expect(element.innerHTML).toBe(LINK);
  });

  it.each([
    ['a layout mount() refuses', { 'data-layout': 'modal' }],
    ["an 'I'm not sure' address that is not http(s)", { 'data-fees-info-url': 'javascript:alert(1)' }],
    ['a currency symbol over 4 characters', { 'data-currency-symbol': 'EURO€' }],
    ['an empty user id', { 'data-user-id': ' ' }],
  ])('paints nothing for %s: the mount point keeps what it held, for mount() to refuse', (_, attributes) => {
    const { element, script } = mountPoint(attributes);
    expect(paintEarlyForm(element, script)).toBe(false);
    expect(element.shadowRoot).toBeNull();
    expect(element.innerHTML).toBe(LINK);
  });

  it('paints nothing without the digital advice site, which mount() requires', () => {
    const { element } = mountPoint();
    expect(paintEarlyForm(element, null)).toBe(false);
    expect(element.innerHTML).toBe(LINK);
  });

  it('with data-isolate="false" paints in the page\'s own DOM, and gives back the link when removed', () => {
    const { element, script } = mountPoint({ 'data-isolate': 'false' });
    expect(paintEarlyForm(element, script)).toBe(true);
    expect(element.shadowRoot).toBeNull();
    expect(ageIn(element)).not.toBeNull();
    expect(element.querySelector(`a[href="${ADVICE}"]`)).toBeNull();
    takeEarlyForm(element)!.discard();
    expect(element.innerHTML).toBe(LINK);
  });
});

describe('mount() over the early form', () => {
  it('takes the painted form over as it is: the same field, with what the parent typed and the focus', () => {
    const { element, script } = mountPoint({ id: 'college-costs-calculator' });
    paintEarlyForm(element, script);
    const age = ageIn(element.shadowRoot!)!;
    age.focus();
    age.value = '7';
    fireEvent.input(age);
    const handle = mount(element, readOptions(element, script) as never);
    expect(ageIn(element.shadowRoot!)).toBe(age);
    expect(age.value).toBe('7');
    expect(element.shadowRoot!.activeElement).toBe(age);
    expect(element.shadowRoot!.querySelectorAll('[data-college-costs-container]')).toHaveLength(1);
    handle.unmount();
    expect(element.innerHTML).toBe(LINK);
    expect(element.shadowRoot!.innerHTML).toBe('<slot></slot>');
  });

  it('brings the painted form up to date with options given since (the layout), as update() does', () => {
    const { element, script } = mountPoint();
    paintEarlyForm(element, script);
    const handle = mount(element, { digitalAdviceUrl: ADVICE, layout: 'flat' });
    expect(element.shadowRoot!.querySelector('.ccc-root')!.className).toBe('ccc-root ccc-root--flat');
    handle.unmount();
  });

  it('removes the painted form where mount() renders elsewhere (isolate: false), and where it refuses the options', () => {
    const { element, script } = mountPoint();
    paintEarlyForm(element, script);
    const handle = mount(element, { digitalAdviceUrl: ADVICE, isolate: false });
    expect(element.shadowRoot!.innerHTML).toBe('<slot></slot>');
    expect(ageIn(element)).not.toBeNull();
    handle.unmount();
    expect(element.innerHTML).toBe(LINK);

    const other = mountPoint();
    paintEarlyForm(other.element, other.script);
    expect(() => mount(other.element, { digitalAdviceUrl: 'ftp://advice.example/' })).toThrow(/digitalAdviceUrl/);
    expect(other.element.shadowRoot!.innerHTML).toBe('<slot></slot>');
    expect(other.element.innerHTML).toBe(LINK);
  });
});
