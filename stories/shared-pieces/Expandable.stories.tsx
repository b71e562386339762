import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Expandable } from '../../src/widget/ui/Expandable';
import { NOTES_AND_ASSUMPTIONS } from '../../src/widget/host/labels';
import { assumptionNotes } from '../../src/widget/results/assumption-notes';
import { withWidgetStyles } from '../support/WidgetStyles';

const meta = {
  title: 'Shared pieces/Expandable section',
  parameters: {
    docs: {
      description: {
        component:
          "`src/widget/ui/Expandable.tsx`. A button that shows and hides a bullet list ('Notes and assumptions' under the results); the button says `aria-expanded` and controls the list.",
      },
    },
  },
  component: Expandable,
  decorators: [withWidgetStyles],
  args: { title: NOTES_AND_ASSUMPTIONS, items: assumptionNotes('€'), initiallyOpen: false },
} satisfies Meta<typeof Expandable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  name: 'Closed',
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: args.title });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const Open: Story = {
  name: 'Open',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: args.title });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    const list = canvas.getByRole('list');
    await expect(toggle).toHaveAttribute('aria-controls', list.id);
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(args.items);
  },
};

export const OpenAtFirst: Story = {
  name: 'Open at first',
  args: { initiallyOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: args.title })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('list')).toBeVisible();
  },
};
