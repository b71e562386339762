import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup } from '../../src/widget/ui/RadioGroup';
import { questionIds } from '../../src/widget/ui/Question';
import { QUESTION } from '../../src/widget/host/labels';
import { includeChoicesFor } from '../../src/widget/form/include-choices';
import { withWidgetStyles } from '../support/WidgetStyles';
import { describedBy } from '../support/play';

interface Args {
  label: string;
  hint: string;
  error: string;
  /** The choices for a child living at home (two) or away (three). */
  atHome: boolean;
  onChange: (value: string) => void;
}

const ids = questionIds('story-include');

function RadioGroupStory({ label, hint, error, atHome, onChange }: Args) {
  const [value, setValue] = useState<string | null>(null);
  const choices = includeChoicesFor(atHome ? 'HOME' : 'RENTED').map((choice) => ({
    key: choice.id,
    value: choice.id as string,
    label: choice.label,
  }));
  return (
    <RadioGroup<string>
      ids={ids}
      name="story-include"
      label={label}
      hint={hint || undefined}
      error={error || undefined}
      options={choices}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shared pieces/Radio group',
  parameters: {
    docs: {
      description: {
        component:
          "`src/widget/ui/RadioGroup.tsx`. The 'What do you want to include?' question: a fieldset whose legend is the question, one radio per choice (one tab stop, arrow keys between the choices), its error tied to the group.",
      },
    },
  },
  component: RadioGroupStory,
  decorators: [withWidgetStyles],
  args: { label: QUESTION.costsInclude, hint: '', error: '', atHome: false, onChange: fn() },
  argTypes: { onChange: { table: { disable: true } } },
} satisfies Meta<typeof RadioGroupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {
  name: 'Choosing an option',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: args.label });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByText('Fees & accommodation'));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Fees & accommodation' })).toBeChecked());
    await expect(args.onChange).toHaveBeenCalledWith('fees-accommodation');
  },
};

export const WithHintAndError: Story = {
  name: 'With a hint and an error',
  args: { atHome: true, hint: 'Living at home, there is no rent to pay', error: 'Please provide an answer' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: args.label });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expect(describedBy(group)).toBe(`${args.hint} Error: ${args.error}`);
  },
};
