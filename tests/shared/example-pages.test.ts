// Every example page is a page a partner or a search engine may land on: it says what it is in a meta
// description (Lighthouse's SEO audit 'meta-description').
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, '../../examples/');
const pages = readdirSync(folder).filter((name) => name.endsWith('.html'));

describe('the example pages', () => {
  it('are there to check', () => {
    expect(pages.length).toBeGreaterThanOrEqual(7);
  });

  it.each(pages)('%s has one meta description of a sentence or two', (page) => {
    const doc = new DOMParser().parseFromString(readFileSync(folder + page, 'utf8'), 'text/html');
    const descriptions = doc.querySelectorAll('head meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    const content = descriptions[0].getAttribute('content') ?? '';
    expect(content.length).toBeGreaterThanOrEqual(50);
    expect(content.length).toBeLessThanOrEqual(170);
  });
});
