import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { NumberInput } from '../../src/widget/ui/NumberInput';
import { questionIds } from '../../src/widget/ui/Question';
import { withWidgetStyles } from '../support/WidgetStyles';

interface Args {
  label: string;
  placeholder: string;
  allowDecimals: boolean;
  error: string;
  onChange: (value: number | null) => void;
}

const ids = questionIds('story-age');

function NumberInputStory({ label, placeholder, allowDecimals, error, onChange }: Args) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberInput
      ids={ids}
      label={label}
      placeholder={placeholder}
      allowDecimals={allowDecimals}
      error={error || undefined}
      min={0}
      max={18}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shared pieces/Number input',
  parameters: {
    docs: {
      description: {
        component:
          "`src/widget/ui/NumberInput.tsx` (its rules in `number-input-rules.ts`). The age question's field: a spinbutton that takes digits only (a decimal point where allowed, at most 9 characters), ignores the mouse wheel, and ties its hint and error to the field (`aria-describedby`, `aria-invalid`).",
      },
    },
  },
  component: NumberInputStory,
  decorators: [withWidgetStyles],
  args: { label: 'How old is your child?', placeholder: 'Enter age', allowDecimals: false, error: '', onChange: fn() },
  argTypes: { onChange: { table: { disable: true } } },
} satisfies Meta<typeof NumberInputStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WholeNumbers: Story = {
  name: 'Whole numbers (the age question)',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: args.label }) as HTMLInputElement;
    // '.' is blocked when decimals are not allowed, and so are 'e' and '+'.
    await userEvent.type(input, '1.2e+');
    await expect(input).toHaveValue(12);
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    // The mouse wheel never changes the value.
    const wheel = fireEvent.wheel(input, { deltaY: -100 });
    await expect(wheel).toBe(false);
    await expect(input).toHaveValue(12);
    // An empty field is null.
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const TooLong: Story = {
  name: 'More than 9 characters are refused',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: args.label });
    await userEvent.type(input, '1234567890');
    await expect(input).toHaveValue(123456789);
    await expect(args.onChange).toHaveBeenLastCalledWith(123456789);
  },
};

export const WithDecimals: Story = {
  name: 'Decimals allowed',
  args: { label: 'Monthly amount', placeholder: '', allowDecimals: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: args.label });
    await userEvent.type(input, '12.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(12.5);
  },
};
