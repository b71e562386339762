/**
 * <CollegeCostsCalculator> (src/react) under real React 19, mounting the real widget (Preact, from its
 * source): it mounts once, hands changed options to update() (the parent's answers stay), calls the event
 * props with the events' details, unmounts on cleanup, and is clean under StrictMode and hydration.
 * mount() is wrapped to count the calls the component makes.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { waitFor, within } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalculatorHandle, CalculatorOptions } from 'college-costs-calculator';
import { CollegeCostsCalculator, RESERVED_MIN_HEIGHT } from '../../src/react';
import { callPart, floatingTooltipPart, resultsPart, validationPart } from '../../src/widget/parts/parts';
import { startFixtureServer, json, type FixtureServer } from '../support/fixture-server';
import { collegeCost } from '../support/college-cost';
import { FULL, NO_TIME_TO_RETRY, answer, calculateButton } from '../widget/helpers';
import { act, reactApp, type ReactApp } from './react-root';

const calls = vi.hoisted(() => ({
  mount: [] as CalculatorOptions[],
  update: [] as Partial<CalculatorOptions>[],
  unmount: 0,
}));

vi.mock('college-costs-calculator', async (importOriginal) => {
  const widget = await importOriginal<typeof import('college-costs-calculator')>();
  return {
    ...widget,
    mount(element: Element, options: CalculatorOptions): CalculatorHandle {
      calls.mount.push(options);
      const handle = widget.mount(element, options);
      return {
        ...handle,
        update(partial) {
          calls.update.push(partial);
          handle.update(partial);
        },
        unmount() {
          calls.unmount += 1;
          handle.unmount();
        },
      };
    },
  };
});

const ADVICE = 'https://advice.example/start';
let server: FixtureServer;
let app: ReactApp | undefined;
const consoleErrors = vi.fn();

beforeAll(async () => {
  // As in a browser a moment after the form is shown: the lazily loaded parts have arrived.
  await Promise.all([validationPart.load(), callPart.load(), resultsPart.load(), floatingTooltipPart.load()]);
  server = await startFixtureServer((_request, response) =>
    json(response, 200, { data: { updateCollegeCosts: collegeCost() } }),
  );
});
afterAll(() => server?.close());
beforeEach(() => {
  calls.mount.length = 0;
  calls.update.length = 0;
  calls.unmount = 0;
  consoleErrors.mockReset();
  vi.spyOn(console, 'error').mockImplementation(consoleErrors);
  vi.spyOn(console, 'warn').mockImplementation(consoleErrors);
});
afterEach(async () => {
  await app?.unmount();
  app = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The box the component rendered, and the widget inside its shadow root. */
const boxOf = (container: HTMLElement) => container.firstElementChild as HTMLElement;
const widgetIn = (container: HTMLElement) => {
  const shadow = boxOf(container).shadowRoot;
  if (!shadow) throw new Error('the widget is not mounted');
  return shadow as unknown as HTMLElement;
};

describe('<CollegeCostsCalculator>', () => {
  it('renders a box with the reserved room and mounts the widget into it once, whatever the renders', async () => {
    app = await reactApp();
    await app.render(<CollegeCostsCalculator digitalAdviceUrl={ADVICE} className="calculator" style={{ margin: 8 }} />);
    const box = boxOf(app.container);
    expect(box.tagName).toBe('DIV');
    expect(box.className).toBe('calculator');
    expect(box.style.minHeight).toBe(RESERVED_MIN_HEIGHT);
    expect(box.style.margin).toBe('8px');
    expect(within(widgetIn(app.container)).getByRole('form', { name: 'College cost calculator' })).toBeTruthy();
    await app.render(<CollegeCostsCalculator digitalAdviceUrl={ADVICE} className="calculator" style={{ margin: 8 }} />);
    expect(calls.mount).toEqual([{ digitalAdviceUrl: ADVICE }]);
    expect(calls.update).toEqual([]);
    expect(boxOf(app.container)).toBe(box);
    expect(widgetIn(app.container).querySelectorAll('[data-college-costs-container]')).toHaveLength(1);
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('hands a changed option to update(), not a new mount: the answers typed stay', async () => {
    app = await reactApp();
    await app.render(<CollegeCostsCalculator digitalAdviceUrl={ADVICE} messages={{ calculate: 'Work it out' }} />);
    const widget = widgetIn(app.container);
    const age = within(widget).getByRole('spinbutton', { name: 'How old is your child?' }) as HTMLInputElement;
    await userEvent.setup().type(age, '7');
    // The same values in new objects are no change.
    await app.render(<CollegeCostsCalculator digitalAdviceUrl={ADVICE} messages={{ calculate: 'Work it out' }} />);
    expect(calls.update).toEqual([]);
    await app.render(
      <CollegeCostsCalculator
        digitalAdviceUrl={ADVICE}
        layout="flat"
        rootClassName="mine"
        messages={{ calculate: 'Go' }}
      />,
    );
    expect(calls.update).toEqual([
      { digitalAdviceUrl: ADVICE, layout: 'flat', className: 'mine', messages: { calculate: 'Go' } },
    ]);
    expect(within(widget).getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(widget.querySelector('.ccc-root--flat.mine')).toBeTruthy();
    expect(age.value).toBe('7');
    expect(calls.mount).toHaveLength(1);
    // An option dropped reaches update() as undefined, so the widget goes back to its default.
    await app.render(<CollegeCostsCalculator digitalAdviceUrl={ADVICE} />);
    expect(calls.update.at(-1)).toEqual({
      digitalAdviceUrl: ADVICE,
      layout: undefined,
      className: undefined,
      messages: undefined,
    });
    expect(within(widget).getByRole('button', { name: 'Calculate' })).toBeTruthy();
    expect(widget.querySelector('.ccc-root--card:not(.mine)')).toBeTruthy();
  });

  it('calls the event props with the events’ details, always those of the latest render, with no update()', async () => {
    app = await reactApp();
    const heard: string[] = [];
    const render = (round: number) =>
      app!.render(
        <CollegeCostsCalculator
          digitalAdviceUrl={ADVICE}
          graphQLEndpoint={server.url}
          onReady={() => heard.push(`ready ${round}`)}
          onCalculated={({ collegeCost: cost, answers }) =>
            heard.push(`calculated ${round} ${cost.total.display} ${answers.ageOfChild}`)
          }
          onError={(failure) => heard.push(`error ${round} ${failure.kind}`)}
          analytics={(event) => void heard.push(`analytics ${round} ${event.name}`)}
          {...NO_TIME_TO_RETRY}
        />,
      );
    await render(1);
    await waitFor(() => expect(heard).toEqual(['ready 1']));
    await render(2);
    const widget = widgetIn(app.container);
    const user = userEvent.setup();
    await answer(user, FULL, widget);
    await act(() => user.click(calculateButton(widget)));
    await within(widget).findByRole('heading', { level: 2 });
    expect(heard).toContain(`calculated 2 ${collegeCost().total.display} 10`);
    expect(heard).toContain('analytics 2 College costs calculated');
    expect(heard.filter((line) => / 1 /.test(line) && !line.startsWith('ready'))).toEqual([]);

    server.respondWith((_request, response) => json(response, 500, { errors: [{ message: 'down' }] }));
    await render(3);
    await act(() => user.click(within(widget).getByRole('button', { name: 'Make a change' })));
    await act(() => user.click(calculateButton(widget)));
    await waitFor(() => expect(heard.join('|')).toContain('error 3 graphql'));
    expect(calls.update).toEqual([]);
    expect(calls.mount).toHaveLength(1);
  });

  it('unmounts the widget when the component goes', async () => {
    app = await reactApp();
    await app.render(<CollegeCostsCalculator digitalAdviceUrl={ADVICE} />);
    const box = boxOf(app.container);
    await app.render(<p>Gone</p>);
    expect(calls.unmount).toBe(1);
    expect(box.shadowRoot?.innerHTML).toBe('<slot></slot>');
    expect(app.container.innerHTML).toBe('<p>Gone</p>');
  });

  it('mounts again only when isolate changes, which the widget cannot do in place', async () => {
    app = await reactApp();
    await app.render(<CollegeCostsCalculator digitalAdviceUrl={ADVICE} />);
    // Given where it was left to its default: the same widget, told.
    await app.render(<CollegeCostsCalculator digitalAdviceUrl={ADVICE} isolate />);
    expect(calls.mount).toHaveLength(1);
    expect(calls.update).toEqual([{ digitalAdviceUrl: ADVICE, isolate: true }]);
    await app.render(<CollegeCostsCalculator digitalAdviceUrl={ADVICE} isolate={false} />);
    expect(calls.mount).toEqual([{ digitalAdviceUrl: ADVICE }, { digitalAdviceUrl: ADVICE, isolate: false }]);
    expect(calls.unmount).toBe(1);
    expect(calls.update).toHaveLength(1);
    expect(within(boxOf(app.container)).getByRole('form', { name: 'College cost calculator' })).toBeTruthy();
  });

  it('under StrictMode mounts, unmounts and mounts again cleanly: one widget, no warning', async () => {
    app = await reactApp();
    await app.render(
      <StrictMode>
        <CollegeCostsCalculator digitalAdviceUrl={ADVICE} onReady={() => undefined} />
      </StrictMode>,
    );
    expect(calls.mount).toHaveLength(2);
    expect(calls.unmount).toBe(1);
    const widget = widgetIn(app.container);
    expect(widget.querySelectorAll('[data-college-costs-container]')).toHaveLength(1);
    expect(within(widget).getAllByRole('form', { name: 'College cost calculator' })).toHaveLength(1);
    await app.render(
      <StrictMode>
        <CollegeCostsCalculator digitalAdviceUrl={ADVICE} layout="flat" onReady={() => undefined} />
      </StrictMode>,
    );
    expect(calls.update).toEqual([{ digitalAdviceUrl: ADVICE, layout: 'flat' }]);
    await app.unmount();
    app = undefined;
    expect(calls.unmount).toBe(2);
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('takes over its server-rendered box without a hydration warning, then mounts', async () => {
    const element = <CollegeCostsCalculator digitalAdviceUrl={ADVICE} className="calculator" />;
    const html = renderToString(element);
    expect(calls.mount).toEqual([]);
    app = await reactApp({ html, element });
    expect(within(widgetIn(app.container)).getByRole('form', { name: 'College cost calculator' })).toBeTruthy();
    expect(calls.mount).toHaveLength(1);
    expect(consoleErrors).not.toHaveBeenCalled();
  });
});
