/**
 * How the widget sits on a host page: floating card or flat in a modal, another currency symbol, a theme
 * of the host's colours, a right-to-left page, phone widths and 200 % zoom.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { formatMoney } from '../src/money';
import { QUESTION } from '../src/widget/host/labels';
import { CalculatorHost, type CalculatorStoryArgs } from './support/CalculatorHost';
import { calculatorStories } from './support/calculator-stories';
import { FRAME_ATTRIBUTE, ModalFrame, RightToLeftPage, WidthFrame, ZoomedPage } from './support/frames';
import { TYPICAL_ANSWERS, calculate, changeControls, openWidget, shadowRootIn } from './support/play';
import { REFUSED_ATTRIBUTE } from './support/CalculatorHost';
import { messageArg } from './support/controls';
import { RESULTS_MESSAGES } from '../src/widget/results/results-messages';

const meta = {
  title: 'Calculator/Layout and theming',
  // No page of every state at once (each would run): the widget's docs page is stories/Widget.mdx.
  tags: ['!autodocs'],
  ...calculatorStories,
} satisfies Meta<typeof CalculatorHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's root element (.ccc-root) and its computed style. */
function widgetRoot(canvasElement: HTMLElement): { root: HTMLElement; style: CSSStyleDeclaration } {
  const root = shadowRootIn(canvasElement).querySelector<HTMLElement>('.ccc-root');
  if (!root) throw new Error('The widget has no .ccc-root');
  return { root, style: getComputedStyle(root) };
}

/** Nothing in the widget reaches past the right or left edge of the frame it is given. */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>(`[${FRAME_ATTRIBUTE}]`);
  if (!frame) throw new Error('This story has no frame of fixed width');
  const { left, right } = frame.getBoundingClientRect();
  const outside = [...shadowRootIn(canvasElement).querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.getClientRects().length > 0 && !element.closest('.ccc-visually-hidden'))
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.right > right + 0.5 || box.left < left - 0.5;
    })
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  await expect(outside).toEqual([]);
}

export const FloatingCard: Story = {
  name: 'Floating card on a page',
  play: async ({ canvasElement }) => {
    await openWidget(canvasElement);
    const { root, style } = widgetRoot(canvasElement);
    await expect(root).toHaveClass('ccc-root--card');
    await expect(style.boxShadow).not.toBe('none');
    await expect(style.paddingTop).toBe('32px');
  },
};

export const FlatInModal: Story = {
  name: 'Flat, inside a modal',
  args: { layout: 'flat' },
  render: (args) => (
    <ModalFrame>
      <CalculatorHost {...args} />
    </ModalFrame>
  ),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await openWidget(canvasElement);
    const { root, style } = widgetRoot(canvasElement);
    await expect(root).toHaveClass('ccc-root--flat');
    await expect(style.boxShadow).toBe('none');
    // The dialog gives the one inset: the widget adds none of its own.
    await expect(style.paddingTop).toBe('0px');
    await expect(style.paddingLeft).toBe('0px');
  },
};

export const CustomCurrencySymbol: Story = {
  name: 'Another currency symbol (£)',
  args: { currencySymbol: '£' },
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    const cost = await calculate(widget, TYPICAL_ANSWERS, '£');
    await expect(widget.getByText(formatMoney(cost.monthlySavingsRequired.float, '£'))).toBeVisible();
    await expect(widget.getByText(formatMoney(cost.fees.float, '£'))).toBeVisible();
    await expect(shadowRootIn(canvasElement).textContent).not.toContain('€');
  },
};

/** A host's brand: deep purple buttons on a warm white card, square corners. */
const THEME: Partial<CalculatorStoryArgs> = {
  '--ccc-color-primary': '#5b2a86',
  '--ccc-color-primary-hover': '#41205f',
  '--ccc-color-text': '#2b2118',
  '--ccc-color-surface': '#fffaf2',
  '--ccc-radius': '2px',
};

export const ControlsOnResults: Story = {
  name: 'Controls changed on the results: they stay, in $, flat, themed and reworded',
  play: async ({ canvasElement, id }) => {
    const widget = await openWidget(canvasElement);
    const cost = await calculate(widget, TYPICAL_ANSWERS);
    const heading = widget.getByRole('heading', { level: 2 });
    changeControls(id, { currencySymbol: '$' });
    await waitFor(() => expect(heading).toHaveTextContent(formatMoney(cost.total.float, '$')));
    changeControls(id, {
      layout: 'flat',
      '--ccc-color-surface': '#fffaf2',
      [messageArg('startOver')]: 'Begin again',
    });
    await waitFor(() => expect(widgetRoot(canvasElement).root).toHaveClass('ccc-root--flat'));
    await expect(widgetRoot(canvasElement).style.backgroundColor).toBe('rgb(255, 250, 242)');
    await expect(await widget.findByRole('button', { name: 'Begin again' })).toBeVisible();
    // Still the same results: the heading the calculation showed, now in dollars.
    await expect(widget.getByRole('heading', { level: 2 })).toBe(heading);
    await expect(shadowRootIn(canvasElement).textContent).not.toContain('€');
    // A text that drops its {placeholder} is refused, as mount() refuses it; the widget keeps the last good one.
    changeControls(id, { [messageArg('headline')]: 'Save this much' });
    const refused = await waitFor(() => {
      const line = canvasElement.querySelector(`[${REFUSED_ATTRIBUTE}]`);
      if (!line) throw new Error('No line says the change was refused');
      return line;
    });
    await expect(refused).toHaveTextContent('messages.headline');
    await expect(heading).toHaveTextContent(formatMoney(cost.total.float, '$'));
    changeControls(id, { [messageArg('headline')]: RESULTS_MESSAGES.headline });
    await waitFor(() => expect(canvasElement.querySelector(`[${REFUSED_ATTRIBUTE}]`)).toBeNull());
  },
};

export const Theme: Story = {
  name: 'Theme through --ccc-* custom properties',
  args: THEME,
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    const { style } = widgetRoot(canvasElement);
    await expect(style.backgroundColor).toBe('rgb(255, 250, 242)');
    await expect(style.color).toBe('rgb(43, 33, 24)');
    await userEvent.click(widget.getByRole('radio', { name: 'Yes' }));
    await waitFor(() =>
      expect(getComputedStyle(widget.getByRole('radio', { name: 'Yes' })).borderColor).toBe('rgb(91, 42, 134)'),
    );
    await calculate(widget, TYPICAL_ANSWERS);
    const addGoal = widget.getByRole('button', { name: 'Get your free financial plan' });
    await expect(getComputedStyle(addGoal).backgroundColor).toBe('rgb(91, 42, 134)');
    await expect(getComputedStyle(addGoal).borderRadius).toBe('2px');
  },
};

export const RightToLeftHost: Story = {
  name: 'On a right-to-left page',
  render: (args) => (
    <RightToLeftPage>
      <CalculatorHost {...args} />
    </RightToLeftPage>
  ),
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    const { root, style } = widgetRoot(canvasElement);
    await expect(root).toHaveAttribute('dir', 'ltr');
    await expect(root).toHaveAttribute('lang', 'en');
    await expect(style.direction).toBe('ltr');
    await expect(style.textAlign).toBe('left');
    // The questions read left to right: the label starts at the widget's left inset, not its right.
    const label = widget.getByText(QUESTION.ageOfChild);
    const inset = label.getBoundingClientRect().left - root.getBoundingClientRect().left;
    await expect(Math.abs(inset - parseFloat(style.paddingLeft))).toBeLessThan(2);
  },
};

const narrow = (width: number, viewport: string): Pick<Story, 'render' | 'globals' | 'parameters'> => ({
  render: (args) => (
    <WidthFrame width={width}>
      <CalculatorHost {...args} />
    </WidthFrame>
  ),
  globals: { viewport: { value: viewport, isRotated: false } },
  parameters: { layout: 'fullscreen' },
});

export const Phone320Form: Story = {
  name: 'Phone, 320 px: form with errors',
  ...narrow(320, 'phone320'),
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await userEvent.click(widget.getByRole('spinbutton', { name: QUESTION.ageOfChild }));
    await userEvent.keyboard('{Enter}');
    await widget.findAllByText('Please provide an answer');
    await expectNoOverflow(canvasElement);
  },
};

export const Phone320Results: Story = {
  name: 'Phone, 320 px: results',
  ...narrow(320, 'phone320'),
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    await expectNoOverflow(canvasElement);
  },
};

export const Phone360Form: Story = {
  name: 'Phone, 360 px: form, dropdown open',
  ...narrow(360, 'phone360'),
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await userEvent.click(widget.getByRole('combobox', { name: QUESTION.accommodation }));
    await widget.findByRole('option', { name: 'Rented accommodation' });
    await expectNoOverflow(canvasElement);
  },
};

export const Phone360Modal: Story = {
  name: 'Phone, 360 px: flat in a modal, results',
  args: { layout: 'flat' },
  render: (args) => (
    <WidthFrame width={360}>
      <ModalFrame>
        <CalculatorHost {...args} />
      </ModalFrame>
    </WidthFrame>
  ),
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    await expectNoOverflow(canvasElement);
  },
};

/** The widget on a page zoomed to 200 %. */
const zoomed: Pick<Story, 'render' | 'parameters'> = {
  render: (args) => (
    <ZoomedPage>
      <CalculatorHost {...args} />
    </ZoomedPage>
  ),
  parameters: { layout: 'fullscreen' },
};

export const Zoom200Form: Story = {
  name: '200 % zoom: form',
  ...zoomed,
  play: async ({ canvasElement }) => {
    await openWidget(canvasElement);
    await expectNoOverflow(canvasElement);
  },
};

export const Zoom200Results: Story = {
  name: '200 % zoom: results',
  ...zoomed,
  play: async ({ canvasElement }) => {
    const widget = await openWidget(canvasElement);
    await calculate(widget, TYPICAL_ANSWERS);
    await expectNoOverflow(canvasElement);
  },
};
