import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from '../../src/widget/ui/Select';
import { questionIds } from '../../src/widget/ui/Question';
import { ACCOMMODATION_LABEL, QUESTION, SELECT_PLACEHOLDER, dropdownStatusMessage } from '../../src/widget/host/labels';
import { ACCOMMODATION_TYPES } from '../../src/assumptions';
import type { AccommodationType } from '../../src/widget';
import { withWidgetStyles } from '../support/WidgetStyles';
import { describedBy } from '../support/play';

interface Args {
  label: string;
  error: string;
  disabled: boolean;
  placeholder: string;
  onChange: (value: AccommodationType) => void;
}

const ids = questionIds('story-accommodation');
const OPTIONS = ACCOMMODATION_TYPES.map((type) => ({ value: type, label: ACCOMMODATION_LABEL[type] }));

function SelectStory({ label, error, disabled, placeholder, onChange }: Args) {
  const [value, setValue] = useState<AccommodationType | null>(null);
  return (
    <div style={{ minHeight: '260px' }}>
      <Select<AccommodationType>
        ids={ids}
        label={label}
        options={OPTIONS}
        placeholder={placeholder}
        statusMessage={dropdownStatusMessage}
        error={error || undefined}
        disabled={disabled}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shared pieces/Dropdown',
  parameters: {
    docs: {
      description: {
        component:
          "`src/widget/ui/Select.tsx` (Downshift's select, kept in view by `keep-in-view.ts`). The course-length and accommodation questions: a combobox button with a listbox, opened by click or keyboard, highlighted by the arrow keys, chosen by Enter or click; the list's status is announced (`results`, `noResults`).",
      },
    },
  },
  component: SelectStory,
  decorators: [withWidgetStyles],
  args: { label: QUESTION.accommodation, error: '', disabled: false, placeholder: SELECT_PLACEHOLDER, onChange: fn() },
  argTypes: { onChange: { table: { disable: true } } },
} satisfies Meta<typeof SelectStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  name: 'Closed',
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: args.label });
    await expect(combobox).toHaveTextContent(args.placeholder);
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('option')).toBeNull();
  },
};

export const Open: Story = {
  name: 'Open',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: args.label });
    await userEvent.click(combobox);
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(
      OPTIONS.map((option) => option.label),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(dropdownStatusMessage(true, 3));
  },
};

export const OpenHighlighted: Story = {
  name: 'Open, an item highlighted (keyboard)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: args.label });
    await userEvent.tab();
    await expect(combobox).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    const rented = canvas.getByRole('option', { name: 'Rented accommodation' });
    await waitFor(() => expect(combobox).toHaveAttribute('aria-activedescendant', rented.id));
    await expect(rented).toHaveClass('ccc-select-option--highlighted');
  },
};

export const Chosen: Story = {
  name: 'An option chosen (keyboard)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: args.label });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(combobox).toHaveTextContent('Rented accommodation'));
    await expect(args.onChange).toHaveBeenCalledWith('RENTED');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithError: Story = {
  name: 'With an error',
  args: { error: 'Please provide an answer' },
  play: async ({ canvasElement, args }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: args.label });
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect(describedBy(combobox)).toBe(`Error: ${args.error}`);
  },
};
