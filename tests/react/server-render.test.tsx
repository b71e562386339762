// @vitest-environment node
/**
 * On the server (no window, no document) the component renders its box with the empty form's HTML in it, in a
 * declarative shadow root (or in the box, not isolated), and mounts nothing: Next.js, Remix and the like render a
 * page that holds a form a parent can type in before any script has run.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CollegeCostsCalculator } from '../../src/react';

const ADVICE = 'https://advice.example/start';

/** The opening tags of `html`, attributes included, for elements named `tag`. */
const tags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? [];

describe('<CollegeCostsCalculator> on the server', () => {
  it('renders the box with the reserved room and, in its declarative shadow root, the empty form; touches no DOM', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <CollegeCostsCalculator
        digitalAdviceUrl={ADVICE}
        className="calculator"
        style={{ marginTop: '2rem' }}
        onCalculated={() => undefined}
      />,
    );
    expect(html).toMatch(
      /^<div class="calculator" style="min-height:53rem;margin-top:2rem"><template shadowrootmode="open"><style data-college-costs-calculator>/,
    );
    expect(html).toMatch(/<\/template><\/div>$/);
    // The form as the widget shows it: its label, the five questions, and Calculate, which stays disabled (a submit
    // before any script has run does nothing).
    expect(html).toContain('<form novalidate aria-label="College cost calculator"');
    for (const question of [
      'How old is your child?',
      'How long do you expect your child&#39;s course to be?',
      'Is your child likely to be eligible for free fees?',
      'Where do you expect your child to live while studying?',
      'What do you want to include?',
    ])
      expect(html).toContain(question);
    expect(tags(html, 'button').filter((tag) => tag.includes('type="submit"'))).toEqual([
      expect.stringMatching(/ disabled /),
    ]);
    // The host's own content (its link) shows when scripts are off.
    expect(html).toContain('<noscript><slot></slot></noscript>');
  });

  it("writes the page's texts and 'Not sure?' address, the CSP nonce on its style, and ids of its own per widget", () => {
    const html = renderToString(
      <>
        <CollegeCostsCalculator
          digitalAdviceUrl={ADVICE}
          feesInfoUrl="https://fees.example/?a=1&b=2"
          nonce="n0nce"
          messages={{ ageQuestion: 'Cén aois é do pháiste?', language: 'ga' }}
          layout="flat"
        />
        <CollegeCostsCalculator digitalAdviceUrl={ADVICE} />
      </>,
    );
    expect(html).toContain('Cén aois é do pháiste?');
    expect(html).toContain('href="https://fees.example/?a=1&#38;b=2"');
    expect(tags(html, 'style')[0]).toBe('<style data-college-costs-calculator nonce="n0nce">');
    expect(tags(html, 'div').filter((tag) => tag.includes('ccc-root'))[0]).toBe(
      '<div id="college-costs-calculator" class="ccc-root ccc-root--flat" dir="ltr" lang="ga">',
    );
    const ageIds = tags(html, 'input')
      .filter((tag) => tag.includes('type="number"'))
      .map((tag) => tag.match(/ id="([^"]+)"/)?.[1]);
    expect(ageIds).toHaveLength(2);
    expect(new Set(ageIds).size).toBe(2);
  });

  it('not isolated, writes the form and its style in the box itself', () => {
    const html = renderToString(<CollegeCostsCalculator digitalAdviceUrl={ADVICE} isolate={false} />);
    expect(html).not.toContain('<template');
    expect(html).toMatch(/^<div style="min-height:53rem"><style data-college-costs-calculator>/);
    expect(html).toContain('<div data-college-costs-container data-college-costs-form="');
    // Not isolated, the root takes the SPEC's id in the browser only where no mount element holds it already.
    expect(html).toContain('<div class="ccc-root ccc-root--card" dir="ltr" lang="en">');
  });

  it('renders an empty box where the widget would not open on the empty form (a root style), and refuses a bad option', () => {
    expect(renderToString(<CollegeCostsCalculator digitalAdviceUrl={ADVICE} rootStyle={{ padding: '1rem' }} />)).toBe(
      '<div style="min-height:53rem"></div>',
    );
    expect(() => renderToString(<CollegeCostsCalculator digitalAdviceUrl="not a url" />)).toThrow(
      /option "digitalAdviceUrl"/,
    );
  });
});
