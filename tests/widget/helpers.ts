import { screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { mount, type CalculatorHandle, type CalculatorOptions } from '../../src/widget';

export type User = ReturnType<typeof userEvent.setup>;

export interface Mounted {
  /** Where the widget's markup is: its shadow root (the default), or the host element with isolate: false. */
  element: HTMLElement;
  /** The element mount() was given. */
  host: HTMLElement;
  handle: CalculatorHandle;
  user: User;
  /** The focused element inside the widget. */
  focused(): Element | null;
}

/** Mounts a widget into a fresh element of the test document (with the id `id`, when given). */
export function mountWidget(options: Partial<CalculatorOptions> = {}, id?: string): Mounted {
  const host = document.createElement('div');
  if (id) host.id = id;
  document.body.appendChild(host);
  const handle = mount(host, { digitalAdviceUrl: 'https://advice.example/start', ...options });
  const shadow = host.shadowRoot;
  // Testing Library queries any node with querySelectorAll, shadow roots included.
  const element = (shadow ?? host) as unknown as HTMLElement;
  return {
    element,
    host,
    handle,
    user: userEvent.setup(),
    focused: () => (shadow ? shadow.activeElement : document.activeElement),
  };
}

/** Picks an option of a dropdown question by clicking, as a mouse user does. */
export async function choose(user: User, question: string, option: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByRole('combobox', { name: question }));
  await user.click(within(scope).getByRole('option', { name: option }));
}

export interface Answers {
  age?: string;
  course?: string;
  freeFees?: 'Yes' | 'No';
  accommodation?: string;
  include?: string;
}

/** Answers the five questions in order; a missing answer is skipped. */
export async function answer(user: User, a: Answers, scope: HTMLElement = document.body) {
  const q = within(scope);
  if (a.age !== undefined) await user.type(q.getByRole('spinbutton', { name: 'How old is your child?' }), a.age);
  if (a.course) await choose(user, "How long do you expect your child's course to be?", a.course, scope);
  if (a.freeFees) {
    const group = q.getByRole('group', { name: 'Is your child likely to be eligible for free fees?' });
    await user.click(within(group).getByRole('radio', { name: a.freeFees }));
  }
  if (a.accommodation)
    await choose(user, 'Where do you expect your child to live while studying?', a.accommodation, scope);
  if (a.include) {
    const group = q.getByRole('group', { name: 'What do you want to include?' });
    await user.click(within(group).getByRole('radio', { name: a.include }));
  }
}

export const FULL: Answers = {
  age: '10',
  course: '4 years',
  freeFees: 'Yes',
  accommodation: 'Rented accommodation',
  include: 'Fees, accommodation & other expenses',
};

/**
 * A deadline shorter than the first retry's wait (1000 ms, SPEC §9): a 5xx answer or a network failure is
 * final at once, for the tests of what a failure shows (tests/widget/retry.test.tsx has the retries).
 */
export const NO_TIME_TO_RETRY = { requestTimeoutMs: 900 } as const;

export const calculateButton = (scope: HTMLElement = document.body) =>
  within(scope).getByRole('button', { name: 'Calculate' });

export { screen, within };
