import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, within } from 'storybook/test';
import { BusySpinner } from '../../src/widget/ui/BusySpinner';
import { CALCULATING } from '../../src/widget/host/labels';
import { PLANNER_MESSAGES } from '../../src/widget/planner/planner-messages';
import { withWidgetStyles } from '../support/WidgetStyles';

interface Args {
  text: string;
  focusable: boolean;
}

/** In place of a submit button while its call runs (the form's Calculate, the planner's 'Show my plan'). */
function BusySpinnerStory({ text, focusable }: Args) {
  return (
    <div className="ccc-submit-row">
      <BusySpinner text={text} elementRef={focusable ? (element) => element?.focus() : undefined} />
    </div>
  );
}

const meta = {
  title: 'Shared pieces/Busy spinner',
  parameters: {
    docs: {
      description: {
        component:
          "`src/widget/ui/BusySpinner.tsx`. Stands in place of a submit button while its call runs (the form's Calculate, the savings plan's 'Show my plan'): a turning ring and what is happening (`calculating`), announced as a status; given an element ref it can take the focus from script, so a keyboard user's focus stays on it after submitting.",
      },
    },
  },
  component: BusySpinnerStory,
  decorators: [withWidgetStyles],
  args: { text: CALCULATING, focusable: false },
} satisfies Meta<typeof BusySpinnerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Calculating: Story = {
  name: 'Calculating',
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(args.text);
    await expect(status).not.toHaveAttribute('tabindex');
  },
};

export const KeepsTheFocus: Story = {
  name: 'Keeps the focus (after a keyboard submit)',
  args: { focusable: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('tabindex', '-1');
    await expect(status).toHaveFocus();
  },
};

export const PlanWorking: Story = {
  name: 'Working out a plan',
  args: { text: PLANNER_MESSAGES.planWorking },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(args.text);
  },
};
