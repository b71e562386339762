import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NumberInput } from '../../src/widget/ui/NumberInput';
import { TextInput } from '../../src/widget/ui/TextInput';
import { Select } from '../../src/widget/ui/Select';
import { TooltipIcon, TOOLTIP_HIDE_DELAY_MS } from '../../src/widget/ui/Tooltip';
import { Expandable } from '../../src/widget/ui/Expandable';
import { ExternalLink } from '../../src/widget/ui/ExternalLink';
import { YesNo } from '../../src/widget/ui/YesNo';
import { questionIds } from '../../src/widget/ui/Question';
import { navigation } from '../../src/widget/analytics';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function NumberHost({ allowDecimals = false, onValue }: { allowDecimals?: boolean; onValue: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberInput
      ids={questionIds('n')}
      label="Amount"
      placeholder="Enter age"
      allowDecimals={allowDecimals}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('NumberInput', () => {
  it('turns an emptied field into null', async () => {
    const values: (number | null)[] = [];
    render(<NumberHost onValue={(v) => values.push(v)} />);
    const user = userEvent.setup();
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    await user.type(input, '12');
    await user.clear(input);
    expect(values).toEqual([1, 12, null]);
  });

  it('rejects a value longer than 9 characters', async () => {
    const values: (number | null)[] = [];
    render(<NumberHost onValue={(v) => values.push(v)} />);
    const user = userEvent.setup();
    const input = screen.getByRole('spinbutton', { name: 'Amount' }) as HTMLInputElement;
    await user.type(input, '1234567890');
    expect(input.value).toBe('123456789');
    expect(values.at(-1)).toBe(123456789);
  });

  it("blocks '.' when decimals are not allowed, and lets it through when they are", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<NumberHost onValue={() => {}} />);
    const whole = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(fireEvent.keyDown(whole, { key: '.' })).toBe(false);
    expect(fireEvent.keyDown(whole, { key: '5' })).toBe(true);
    unmount();
    const values: (number | null)[] = [];
    render(<NumberHost allowDecimals onValue={(v) => values.push(v)} />);
    const decimal = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(fireEvent.keyDown(decimal, { key: '.' })).toBe(true);
    await user.type(decimal, '2.5');
    expect(values.at(-1)).toBe(2.5);
  });

  it('does not let the mouse wheel change a focused value', () => {
    render(<NumberHost onValue={() => {}} />);
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    input.focus();
    const wheel = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true });
    input.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(true);
  });
});

describe('TextInput', () => {
  it('shows its label, hint, error and icons, with the hint and error tied to the field', () => {
    render(<TextInput ids={questionIds('t')} label="Amount" hint="Before tax" error="Too high" iconStart="€" iconEnd="a year" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Before tax', 'Error: Too high']);
    expect(screen.getByText('€').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('a year').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('YesNo', () => {
  it('shows nothing chosen for undefined and reports booleans', async () => {
    const changes: boolean[] = [];
    render(<YesNo ids={questionIds('yn')} name="yn" label="Free fees?" value={undefined} onChange={(v) => changes.push(v)} />);
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', false);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(changes).toEqual([false]);
  });
});

function SelectHost({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      ids={questionIds('s')}
      label="Where?"
      options={[
        { value: 'STUDENT', label: 'Student accommodation' },
        { value: 'RENTED', label: 'Rented accommodation' },
        { value: 'HOME', label: 'At home' },
      ]}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('Select', () => {
  it('opens, highlights by keyboard and selects with Enter, announcing the status text', async () => {
    const values: string[] = [];
    render(<SelectHost onValue={(v) => values.push(v)} />);
    const user = userEvent.setup();
    const combobox = screen.getByRole('combobox', { name: 'Where?' });
    expect(combobox.textContent).toContain('Select an option');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('3 results are available, use up and down arrow keys to navigate. Press Enter key to select.')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    const highlighted = document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
    expect(highlighted?.textContent).toBe('Rented accommodation');
    await user.keyboard('{Enter}');
    expect(values).toEqual(['RENTED']);
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.textContent).toContain('Rented accommodation');
    expect(screen.queryByText(/results are available/)).toBeNull();
  });

  it('closes with Escape without choosing', async () => {
    const values: string[] = [];
    render(<SelectHost onValue={(v) => values.push(v)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Where?' }));
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(values).toEqual([]);
  });

  it('caps the list height at 320 px in its stylesheet', async () => {
    const { default: css } = await import('../../src/widget/styles.css');
    expect(css).toMatch(/\.ccc-select-menu \{[^}]*max-height: 320px/);
  });
});

describe('TooltipIcon', () => {
  it('shows on focus and hover, hides 150 ms after leaving, and on Escape', async () => {
    render(<TooltipIcon label="About free fees">Most students qualify.</TooltipIcon>);
    const button = screen.getByRole('button', { name: 'About free fees' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => button.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Most students qualify.');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    vi.useFakeTimers();
    fireEvent.mouseEnter(button);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.mouseLeave(button);
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS - 1);
    });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.mouseEnter(screen.getByRole('tooltip'));
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS * 2);
    });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('tooltip'));
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('Expandable', () => {
  it('shows and hides its bullet list', async () => {
    render(<Expandable title="Notes and assumptions" items={['One', 'Two']} />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Notes and assumptions' });
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(toggle);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('ExternalLink', () => {
  it('records the event, then opens the page in a new tab', async () => {
    const open = vi.spyOn(navigation, 'open').mockImplementation(() => {});
    const events: unknown[] = [];
    render(<ExternalLink href="https://fees.example/" analytics={(e) => { events.push(e); }}>I'm not sure</ExternalLink>);
    await userEvent.setup().click(screen.getByRole('link', { name: /I'm not sure/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://fees.example/'));
    expect(events).toEqual([{ name: 'External link clicked', properties: { href: 'https://fees.example/' } }]);
  });

  it('waits at most 500 ms for analytics', async () => {
    vi.useFakeTimers();
    const open = vi.spyOn(navigation, 'open').mockImplementation(() => {});
    render(<ExternalLink href="https://fees.example/" analytics={() => new Promise(() => {})}>Fees</ExternalLink>);
    fireEvent.click(screen.getByRole('link', { name: /Fees/ }));
    await vi.advanceTimersByTimeAsync(499);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('leaves a ctrl-click to the browser', () => {
    const open = vi.spyOn(navigation, 'open').mockImplementation(() => {});
    render(<ExternalLink href="https://fees.example/" analytics={() => {}}>Fees</ExternalLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: /Fees/ }), { ctrlKey: true })).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });
});
