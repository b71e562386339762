/**
 * The empty form before the framework: the state every other story is past (.storybook/preview.ts loads the
 * framework's chunk before the first story). Shown with the empty form's own code, never taken over.
 */
import { useLayoutEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent, within } from 'storybook/test';
import { showEmptyForm } from '../src/widget/embed/empty-form-shell';
import { resolveOptions } from '../src/widget/host/options';
import { addStylesTo } from '../src/widget/root/styles';
import { CALCULATE, QUESTION } from '../src/widget/host/labels';
import type { Layout } from '../src/widget';
import { HOST_ATTRIBUTE, STORY_ADVICE_URL } from './support/CalculatorHost';
import { HostPage } from './support/frames';
import { focusedElement, shadowRootIn } from './support/play';

interface Args {
  layout: Layout;
}

/**
 * A mount element as mount() makes it (a shadow root with the widget's stylesheet), holding the empty form's
 * build-time HTML; what a tap or key would ask of the framework is left unanswered, so the form stays as it is.
 */
function EmptyFormBeforeFramework({ layout }: Args) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current!;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    // As mount() marks it: the size container the widget's breakpoints (its @container rules) measure.
    container.setAttribute('data-college-costs-container', '');
    shadow.replaceChildren(container);
    const releaseStyles = addStylesTo(shadow);
    const options = resolveOptions({ digitalAdviceUrl: STORY_ADVICE_URL, layout });
    const shell = showEmptyForm(container, options, 'college-costs-calculator', 'ccc-story', () => {});
    return () => {
      shell.stop();
      releaseStyles();
      shadow.replaceChildren();
    };
  }, [layout]);
  return <div ref={host} {...{ [HOST_ATTRIBUTE]: '' }} />;
}

const meta = {
  title: 'Calculator/Form before the framework',
  component: EmptyFormBeforeFramework,
  parameters: {
    docs: {
      description: {
        component:
          "What a parent sees in the first moments, before the framework (Preact, the form library, the dropdowns) has arrived: the empty form's HTML, rendered from `FormView` at build time (`scripts/prerender-form.ts`, `src/widget/generated/empty-form.ts`) and shown by `showEmptyForm()` (`src/widget/embed/empty-form-shell.ts`) the moment the widget's first module has run. The age field takes digits and the radios can be chosen; the framework then takes the same elements over (hydration), at the parent's first use of a dropdown, an icon or Enter, or when the browser is idle. Here it never does. It must look exactly like 'Calculator/Form' › 'Empty form': a difference is a bug in the build-time HTML.",
      },
    },
  },
  args: { layout: 'card' },
  argTypes: { layout: { control: { type: 'inline-radio' }, options: ['card', 'flat'] satisfies Layout[] } },
  render: (args) => (
    <HostPage>
      <EmptyFormBeforeFramework {...args} />
    </HostPage>
  ),
} satisfies Meta<typeof EmptyFormBeforeFramework>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five questions and a disabled Calculate, as the first moments show them. */
export const EmptyFormBeforeTheFramework: Story = {
  name: 'Empty form, before the framework',
  play: async ({ canvasElement }) => {
    const form = within(shadowRootIn(canvasElement) as unknown as HTMLElement);
    await expect(form.getByRole('spinbutton', { name: QUESTION.ageOfChild })).toHaveAttribute(
      'placeholder',
      'Enter age',
    );
    for (const question of [QUESTION.courseDuration, QUESTION.accommodation]) {
      await expect(form.getByRole('combobox', { name: question })).toHaveTextContent('Select an option');
    }
    await expect(form.getByRole('button', { name: CALCULATE })).toBeDisabled();
  },
};

/** Usable already: an age typed (the number rules apply: no "e"), a radio chosen, the focus kept. */
export const TypedInBeforeTheFramework: Story = {
  name: 'Typed in, before the framework',
  play: async ({ canvasElement }) => {
    const form = within(shadowRootIn(canvasElement) as unknown as HTMLElement);
    const fees = within(form.getByRole('group', { name: QUESTION.freeFees }));
    await userEvent.click(fees.getByRole('radio', { name: 'Yes' }));
    await expect(fees.getByRole('radio', { name: 'Yes' })).toBeChecked();
    const age = form.getByRole('spinbutton', { name: QUESTION.ageOfChild });
    await userEvent.type(age, '1e2');
    await expect(age).toHaveValue(12);
    await expect(focusedElement()).toBe(age);
  },
};
