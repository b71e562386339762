/**
 * A form in the page's HTML (serverFormHtml(): the React component's server rendering, and the form's file for
 * script-tag hosts), taken over by mount(): the same elements, so what was typed stays; a form of other markup, or
 * options mount() refuses, give the mount element its own content back. (jsdom attaches no declarative shadow root
 * from HTML: the tests attach the shadow root a browser's parser would, and write the template's content into it.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor, within } from '@testing-library/preact';
import { mount, serverFormHtml } from '../../src/widget';

const ADVICE = 'https://advice.example/start';
const AGE = 'How old is your child?';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A mount element holding `html` as a browser's parser leaves it: a template's content in a shadow root. */
function hostWith(html: string, fallback = '<a href="https://advice.example/start">Get your free financial plan</a>') {
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = fallback;
  const template = html.match(/^<template shadowrootmode="open">([\s\S]*)<\/template>$/);
  if (template) host.attachShadow({ mode: 'open' }).innerHTML = template[1];
  else host.insertAdjacentHTML('afterbegin', html);
  return host;
}

describe('mount() over a form in the page’s HTML', () => {
  it('takes the form over in place: the same age field, with what the parent typed, and one widget', async () => {
    const host = hostWith(serverFormHtml({ digitalAdviceUrl: ADVICE }));
    const shadow = host.shadowRoot!;
    const age = within(shadow as unknown as HTMLElement).getByRole('spinbutton', { name: AGE }) as HTMLInputElement;
    age.value = '7';
    const handle = mount(host, { digitalAdviceUrl: ADVICE });
    const q = within(shadow as unknown as HTMLElement);
    await waitFor(() => expect((q.getByRole('spinbutton', { name: AGE }) as HTMLInputElement).value).toBe('7'));
    expect(q.getByRole('spinbutton', { name: AGE })).toBe(age);
    expect(shadow.querySelectorAll('[data-college-costs-container]')).toHaveLength(1);
    expect(shadow.querySelectorAll('noscript, slot')).toHaveLength(0);
    handle.unmount();
    // Gone, the widget shows the host's own content again.
    expect(shadow.querySelectorAll('[data-college-costs-container]')).toHaveLength(0);
    expect(shadow.querySelector('slot')).not.toBeNull();
  });

  it('not isolated: takes over the form in the element, whose other content comes back when it goes', async () => {
    const host = hostWith(serverFormHtml({ digitalAdviceUrl: ADVICE, isolate: false }, 'ccc-light'));
    const age = within(host).getByRole('spinbutton', { name: AGE });
    const handle = mount(host, { digitalAdviceUrl: ADVICE, isolate: false });
    expect(within(host).getByRole('spinbutton', { name: AGE })).toBe(age);
    expect(within(host).queryByRole('link', { name: 'Get your free financial plan' })).toBeNull();
    handle.unmount();
    expect(within(host).getByRole('link', { name: 'Get your free financial plan' })).toBeTruthy();
    expect(within(host).queryByRole('spinbutton')).toBeNull();
  });

  it('replaces a form of other markup (another version’s file) with its own, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = serverFormHtml({ digitalAdviceUrl: ADVICE }).replace(
      /data-college-costs-markup="[^"]*"/,
      'data-college-costs-markup="old"',
    );
    const host = hostWith(html);
    const stale = within(host.shadowRoot as unknown as HTMLElement).getByRole('spinbutton', { name: AGE });
    mount(host, { digitalAdviceUrl: ADVICE });
    const age = within(host.shadowRoot as unknown as HTMLElement).getByRole('spinbutton', { name: AGE });
    expect(age).not.toBe(stale);
    expect(host.shadowRoot!.querySelectorAll('[data-college-costs-container]')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/the form in the page's HTML is not this version's markup/),
    );
  });

  it('refusing an option, removes the form: the host’s content shows again', () => {
    const host = hostWith(serverFormHtml({ digitalAdviceUrl: ADVICE }));
    expect(() => mount(host, { digitalAdviceUrl: ADVICE, layout: 'modal' as never })).toThrow(/option "layout"/);
    expect(host.shadowRoot!.querySelectorAll('[data-college-costs-container]')).toHaveLength(0);
    expect(host.shadowRoot!.querySelector('slot')).not.toBeNull();
  });
});

describe('serverFormHtml()', () => {
  it('refuses an id base that is not letters, digits, - or _', () => {
    expect(() => serverFormHtml({ digitalAdviceUrl: ADVICE }, 'a"b')).toThrow(/idBase must be letters, digits/);
  });

  it('writes the default texts, one widget’s ids and the markup fingerprint the widget takes over', () => {
    const html = serverFormHtml({ digitalAdviceUrl: ADVICE });
    expect(html).toContain('data-college-costs-form="ccc-page"');
    expect(html).toMatch(/data-college-costs-markup="[\w-]{12}"/);
    expect(html).toContain(AGE);
  });
});
