import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TooltipIcon } from '../../src/widget/ui/Tooltip';
import { floatingTooltipPart } from '../../src/widget/parts/parts';
import { HINT } from '../../src/widget/host/labels';
import { withWidgetStyles } from '../support/WidgetStyles';

interface Args {
  label: string;
  text: string;
}

function TooltipStory({ label, text }: Args) {
  return (
    <p style={{ marginTop: '140px' }}>
      Free fees
      <TooltipIcon loader={floatingTooltipPart} label={label}>
        {text}
      </TooltipIcon>
    </p>
  );
}

const meta = {
  title: 'Shared pieces/Tooltip',
  parameters: {
    docs: {
      description: {
        component:
          "`src/widget/ui/Tooltip.tsx` (the icon, its button and open state, in the form's chunk) and `FloatingTooltip.tsx` (Floating UI and the behaviour, a chunk of its own fetched when the browser is idle or on first use). The information icon beside a question: it opens on hover, keyboard focus or tap, Escape or a press outside closes it (WCAG 1.4.13); its button says `aria-expanded` and is described by the tooltip while it shows, from the first hover even before the behaviour has arrived.",
      },
    },
  },
  component: TooltipStory,
  decorators: [withWidgetStyles],
  args: { label: 'About free fees', text: HINT.freeFees },
} satisfies Meta<typeof TooltipStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  name: 'Hidden',
  play: async ({ canvasElement, args }) => {
    const icon = within(canvasElement).getByRole('button', { name: args.label });
    await expect(icon).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

export const Shown: Story = {
  name: 'Shown (tapped), then Escape and again',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const icon = canvas.getByRole('button', { name: args.label });
    await userEvent.click(icon);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(args.text);
    await expect(icon).toHaveAttribute('aria-expanded', 'true');
    // Escape closes it (WCAG 1.4.13); a second tap shows it again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await userEvent.click(icon);
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};
