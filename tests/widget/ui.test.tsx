import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NumberInput } from '../../src/widget/ui/NumberInput';
import { TextInput } from '../../src/widget/ui/TextInput';
import { Select } from '../../src/widget/ui/Select';
import {
  TooltipIcon as UiTooltipIcon,
  TOOLTIP_HIDE_DELAY_MS,
  type FloatingTooltipLoader,
  type TooltipIconProps,
} from '../../src/widget/ui/Tooltip';
import { floatingTooltipPart } from '../../src/widget/parts/parts';
import { lazyPart } from '../../src/widget/lib/lazy-part';
import { Expandable } from '../../src/widget/ui/Expandable';
import { ExternalLink } from '../../src/widget/ui/ExternalLink';
import { trackLink } from '../../src/widget/host/analytics';
import { YesNo } from '../../src/widget/ui/YesNo';
import { SubmitRow } from '../../src/widget/ui/SubmitRow';
import { questionIds } from '../../src/widget/ui/Question';
import { dropdownStatusMessage, FORM_MESSAGES } from '../../src/widget/host/messages';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function NumberHost({
  allowDecimals = false,
  onValue,
}: {
  allowDecimals?: boolean;
  onValue: (v: number | null) => void;
}) {
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
    render(
      <TextInput
        ids={questionIds('t')}
        label="Amount"
        hint="Before tax"
        error="Too high"
        iconStart="€"
        iconEnd="a year"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Before tax', 'Error: Too high']);
    expect(screen.getByText('€').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('a year').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('YesNo', () => {
  it('shows nothing chosen for undefined and reports booleans', async () => {
    const changes: boolean[] = [];
    render(
      <YesNo
        ids={questionIds('yn')}
        name="yn"
        label="Free fees?"
        value={undefined}
        onChange={(v) => changes.push(v)}
      />,
    );
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
      placeholder={FORM_MESSAGES.selectPlaceholder}
      statusMessage={dropdownStatusMessage}
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
    expect(
      screen.getByText('3 results are available, use up and down arrow keys to navigate. Press Enter key to select.'),
    ).toBeTruthy();
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
    const { default: css } = await import('../../src/widget/form/form-states.css');
    expect(css).toMatch(/\.ccc-select-menu \{[^}]*max-height: 320px/);
  });
});

/** The icon as the widget uses it: Floating UI comes through the widget's lazy part. */
const TooltipIcon = (props: TooltipIconProps) => <UiTooltipIcon loader={floatingTooltipPart} {...props} />;

describe('TooltipIcon', () => {
  const tip = () => screen.queryByRole('tooltip');

  // First in the file: Floating UI has not arrived yet (it is a chunk of its own).
  it('before Floating UI has arrived, a hover asks for it and the tooltip opens when it is there', async () => {
    expect(floatingTooltipPart.get()).toBeUndefined();
    render(<TooltipIcon label="About free fees">Most students qualify.</TooltipIcon>);
    const button = screen.getByRole('button', { name: 'About free fees' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.pointerEnter(button);
    await waitFor(() => expect(tip()?.textContent).toBe('Most students qualify.'), { timeout: 30_000 });
    expect(screen.getByRole('button', { name: 'About free fees' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the keyboard focus on the icon when Floating UI arrives', async () => {
    cleanup();
    render(<TooltipIcon label="About accommodation">Shared with three others.</TooltipIcon>);
    const button = screen.getByRole('button', { name: 'About accommodation' });
    act(() => button.focus());
    await waitFor(() => expect(tip()).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'About accommodation' }));
  });

  it('opens on a click or tap, and a second click closes it', async () => {
    render(<TooltipIcon label="About free fees">Most students qualify.</TooltipIcon>);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'About free fees' });
    expect(tip()).toBeNull();
    await user.pointer({ keys: '[TouchA]', target: button });
    expect(tip()?.textContent).toBe('Most students qualify.');
    expect(button.getAttribute('aria-describedby')).toBe(tip()?.id);
    await user.pointer({ keys: '[TouchA]', target: button });
    await waitFor(() => expect(tip()).toBeNull());
  });

  it('stays open when a hovered icon is clicked, and Escape closes it however it was opened', async () => {
    render(<TooltipIcon label="About free fees">Most students qualify.</TooltipIcon>);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'About free fees' });
    await user.hover(button);
    expect(tip()).toBeTruthy();
    await user.click(button);
    expect(tip()).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tip()).toBeNull());
    await user.hover(document.body);
    await user.hover(button);
    expect(tip()).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tip()).toBeNull());
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    render(
      <>
        <button type="button">Before</button>
        <TooltipIcon label="About free fees">Most students qualify.</TooltipIcon>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'About free fees' })).toBe(document.activeElement);
    await waitFor(() => expect(tip()).toBeTruthy());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tip()).toBeNull());
  });

  it('hides 150 ms after the pointer leaves, and not while it is over the tooltip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<TooltipIcon label="About free fees">Most students qualify.</TooltipIcon>);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const button = screen.getByRole('button', { name: 'About free fees' });
    await user.hover(button);
    expect(tip()).toBeTruthy();
    await user.unhover(button);
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS - 20);
    });
    expect(tip()).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(40);
    });
    expect(tip()).toBeNull();
  });

  /** A loader whose part arrives only when the test calls `arrive()` (a cold page, the chunk still on its way). */
  function heldLoader() {
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    const loader: FloatingTooltipLoader = {
      ...lazyPart(() => held.then(() => import('../../src/widget/ui/FloatingTooltip'))),
      whenIdle: () => {},
    };
    return { loader, arrive };
  }

  /** The 'About free fees' icon with a held loader: its button, and the call that lets Floating UI arrive. */
  function heldIcon() {
    const { loader, arrive } = heldLoader();
    render(
      <UiTooltipIcon loader={loader} label="About free fees">
        Most students qualify.
      </UiTooltipIcon>,
    );
    return { button: screen.getByRole('button', { name: 'About free fees' }), arrive };
  }

  /** Each time the tooltip is in the document, whether the icon's button said it was expanded (after each DOM change). */
  function expandedWhileShown(button: HTMLElement) {
    const seen: (string | null)[] = [];
    const observer = new MutationObserver(() => {
      if (screen.queryByRole('tooltip')) seen.push(button.isConnected ? button.getAttribute('aria-expanded') : 'gone');
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    return { seen, stop: () => observer.disconnect() };
  }

  it.each([
    ['focus', (button: HTMLElement) => act(() => button.focus())],
    ['tap', (button: HTMLElement) => fireEvent.click(button)],
    ['hover', (button: HTMLElement) => fireEvent.pointerEnter(button)],
  ])(
    'asked for by %s before Floating UI has arrived, the button asked is the one expanded as the tooltip shows',
    async (_how, ask) => {
      const { button, arrive } = heldIcon();
      const watch = expandedWhileShown(button);
      await ask(button);
      // Still on its way: nothing shown, and the button says so.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(tip()).toBeNull();
      expect(button.getAttribute('aria-expanded')).toBe('false');
      arrive();
      await waitFor(() => expect(tip()?.textContent).toBe('Most students qualify.'));
      watch.stop();
      expect(screen.getByRole('button', { name: 'About free fees' })).toBe(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(button.getAttribute('aria-describedby')).toBe(tip()?.id);
      expect(watch.seen.length).toBeGreaterThan(0);
      expect(watch.seen.filter((expanded) => expanded !== 'true')).toEqual([]);
    },
  );

  it('keeps the focus on the button the parent focused when Floating UI arrives, and Escape closes it', async () => {
    const { button, arrive } = heldIcon();
    act(() => button.focus());
    arrive();
    await waitFor(() => expect(tip()).toBeTruthy());
    expect(document.activeElement).toBe(button);
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(tip()).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });

  it('has no visible text that contradicts its accessible name', () => {
    render(<TooltipIcon label="About free fees">Most students qualify.</TooltipIcon>);
    expect(screen.getByRole('button', { name: 'About free fees' }).textContent).toBe('');
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
  it('opens the page in a new tab within the click itself and records the event alongside', () => {
    const events: unknown[] = [];
    render(
      <ExternalLink
        href="https://fees.example/"
        onFollow={trackLink((e) => {
          events.push(e);
          return new Promise(() => {});
        })}
      >
        I'm not sure
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: /I'm not sure \(opens in a new tab\)/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The browser's own navigation is not held back (a popup blocker allows a tab opened by the click).
    expect(fireEvent.click(link)).toBe(true);
    return waitFor(() =>
      expect(events).toEqual([{ name: 'External link clicked', properties: { href: 'https://fees.example/' } }]),
    );
  });

  it('works without analytics, and an analytics handler that throws does not stop the link', () => {
    render(
      <>
        <ExternalLink href="https://a.example/">A</ExternalLink>
        <ExternalLink
          href="https://b.example/"
          onFollow={trackLink(() => {
            throw new Error('tracker down');
          })}
        >
          B
        </ExternalLink>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: /A/ }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: /B/ }))).toBe(true);
  });
});

describe('SubmitRow', () => {
  const row = { label: 'Go', busyText: 'Working…' };

  it.each([
    ['ready', { busy: false }, { button: 'enabled', spinner: false }],
    ['disabled', { busy: false, disabled: true }, { button: 'disabled', spinner: false }],
    ['pending: aria-disabled, still focusable', { busy: false, pending: true }, { button: 'pending', spinner: false }],
    ['busy: the spinner in its place', { busy: true, pending: true }, { button: 'gone', spinner: true }],
  ])('%s', (_name, props, expected) => {
    render(<SubmitRow {...row} {...props} />);
    const button = screen.queryByRole('button', { name: 'Go' }) as HTMLButtonElement | null;
    const state = !button
      ? 'gone'
      : button.disabled
        ? 'disabled'
        : button.getAttribute('aria-disabled') === 'true'
          ? 'pending'
          : 'enabled';
    expect({ button: state, spinner: screen.queryByRole('status')?.textContent === 'Working…' }).toEqual(expected);
    if (state === 'pending') {
      button!.focus();
      expect(document.activeElement).toBe(button);
    }
  });
});
