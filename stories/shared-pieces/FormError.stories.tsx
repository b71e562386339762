import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, within } from 'storybook/test';
import { FormError } from '../../src/widget/ui/FormError';
import { CALCULATION_FAILED, SERVICE_DOWN } from '../../src/widget/host/labels';
import { withWidgetStyles } from '../support/WidgetStyles';

interface Args {
  text: string;
}

/** A form's error line, above its submit button (a failed calculation, plan or 'add goal'). */
function FormErrorStory({ text }: Args) {
  return <FormError>{text}</FormError>;
}

const meta = {
  title: 'Shared pieces/Form error',
  parameters: {
    docs: {
      description: {
        component:
          "`src/widget/ui/FormError.tsx`. A form's error line above its submit button (a failed calculation, plan or add-goal), an alert (`calculationFailed`, `serviceDown`).",
      },
    },
  },
  component: FormErrorStory,
  decorators: [withWidgetStyles],
  args: { text: CALCULATION_FAILED },
} satisfies Meta<typeof FormErrorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CallFailed: Story = {
  name: 'A call failed',
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(args.text);
    await expect(alert).toHaveClass('ccc-form-error');
  },
};

export const ServiceDown: Story = {
  name: 'The service is down',
  args: { text: SERVICE_DOWN },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(args.text);
  },
};
