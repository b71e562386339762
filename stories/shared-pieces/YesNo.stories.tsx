import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { YesNo } from '../../src/widget/ui/YesNo';
import { questionIds } from '../../src/widget/ui/Question';
import { QUESTION } from '../../src/widget/host/labels';
import { withWidgetStyles } from '../support/WidgetStyles';
import { describedBy } from '../support/play';

interface Args {
  label: string;
  error: string;
  onChange: (value: boolean) => void;
}

const ids = questionIds('story-fees');

function YesNoStory({ label, error, onChange }: Args) {
  const [value, setValue] = useState<boolean | undefined>(undefined);
  return (
    <YesNo
      ids={ids}
      name="story-free-fees"
      label={label}
      error={error || undefined}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shared pieces/Yes or no',
  parameters: {
    docs: {
      description: {
        component:
          "`src/widget/ui/YesNo.tsx`. The free-fees question: two radios, 'Yes' and 'No' (`yes`, `no`), in a fieldset whose legend is the question; nothing is chosen until the parent chooses.",
      },
    },
  },
  component: YesNoStory,
  decorators: [withWidgetStyles],
  args: { label: QUESTION.freeFees, error: '', onChange: fn() },
  argTypes: { onChange: { table: { disable: true } } },
} satisfies Meta<typeof YesNoStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  name: 'Unanswered',
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: args.label });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Yes', 'No']);
    for (const radio of radios) await expect(radio).not.toBeChecked();
  },
};

export const AnsweredNo: Story = {
  name: "Answered 'No'",
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked());
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const WithError: Story = {
  name: 'With an error',
  args: { error: 'Please provide an answer' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: args.label });
    await expect(describedBy(group)).toBe(`Error: ${args.error}`);
    for (const radio of within(group).getAllByRole('radio'))
      await expect(radio).toHaveAttribute('aria-invalid', 'true');
  },
};
