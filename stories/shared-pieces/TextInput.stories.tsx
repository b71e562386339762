import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextInput } from '../../src/widget/ui/TextInput';
import { questionIds } from '../../src/widget/ui/Question';
import { TooltipIcon } from '../../src/widget/ui/Tooltip';
import { floatingTooltipPart } from '../../src/widget/parts/parts';
import { withWidgetStyles } from '../support/WidgetStyles';
import { describedBy } from '../support/play';

interface Args {
  label: string;
  hint: string;
  error: string;
  placeholder: string;
  iconStart: string;
  iconEnd: string;
  withTooltip: boolean;
  onChange: (value: string) => void;
}

const ids = questionIds('story-name');

/** The text input with its label, hint, error and icons; the text typed is kept in the story. */
function TextInputStory({ label, hint, error, placeholder, iconStart, iconEnd, withTooltip, onChange }: Args) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      ids={ids}
      label={label}
      hint={hint || undefined}
      error={error || undefined}
      placeholder={placeholder || undefined}
      iconStart={iconStart || undefined}
      iconEnd={iconEnd || undefined}
      labelIcon={
        withTooltip ? (
          <TooltipIcon loader={floatingTooltipPart} label="About the course name">
            As it appears on the college's website.
          </TooltipIcon>
        ) : undefined
      }
      value={value}
      onInput={(event) => {
        setValue(event.currentTarget.value);
        onChange(event.currentTarget.value);
      }}
    />
  );
}

const meta = {
  title: 'Shared pieces/Text input',
  parameters: {
    docs: {
      description: {
        component:
          '`src/widget/ui/TextInput.tsx` with `Question.tsx` (the label, hint and error ids). A labelled field with an optional hint, error and icons before and after it; the hint and error are its description, the error sets `aria-invalid`.',
      },
    },
  },
  component: TextInputStory,
  decorators: [withWidgetStyles],
  args: {
    label: 'Name of the course',
    hint: 'For example, Bachelor of Arts',
    error: '',
    placeholder: '',
    iconStart: '',
    iconEnd: '',
    withTooltip: false,
    onChange: fn(),
  },
  argTypes: { onChange: { table: { disable: true } } },
} satisfies Meta<typeof TextInputStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelAndHint: Story = {
  name: 'Label and hint',
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: args.label });
    await expect(describedBy(input)).toBe(args.hint);
    await userEvent.type(input, 'Arts');
    await expect(input).toHaveValue('Arts');
    await expect(args.onChange).toHaveBeenLastCalledWith('Arts');
  },
};

export const WithError: Story = {
  name: 'With an error',
  args: { error: 'Please provide an answer' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: args.label });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(describedBy(input)).toBe(`${args.hint} Error: ${args.error}`);
    await expect(canvasElement.querySelector('.ccc-question')).toHaveClass('ccc-question--error');
  },
};

export const WithIcons: Story = {
  name: 'With icons and a tooltip',
  args: {
    label: 'Yearly fees',
    hint: '',
    iconStart: '€',
    iconEnd: 'a year',
    placeholder: 'Enter an amount',
    withTooltip: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: args.label });
    await expect(canvas.getByText('€')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('a year')).toHaveAttribute('aria-hidden', 'true');
    await expect(input).toHaveAttribute('placeholder', 'Enter an amount');
    await userEvent.click(canvas.getByRole('button', { name: 'About the course name' }));
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
  },
};
