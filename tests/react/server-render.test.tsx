// @vitest-environment node
/**
 * On the server (no window, no document) the component renders its empty box with the reserved room, and
 * mounts nothing: Next.js, Remix and the like can render a page that holds it.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CollegeCostsCalculator } from '../../src/react';

describe('<CollegeCostsCalculator> on the server', () => {
  it('renders an empty box with the reserved room, and touches no DOM', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <CollegeCostsCalculator
        digitalAdviceUrl="https://advice.example/start"
        className="calculator"
        style={{ marginTop: '2rem' }}
        onCalculated={() => undefined}
      />,
    );
    expect(html).toBe('<div class="calculator" style="min-height:53rem;margin-top:2rem"></div>');
  });
});
