import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExternalLink } from '../../src/widget/ui/ExternalLink';
import { NOT_SURE_LINK } from '../../src/widget/labels';
import { DEFAULT_FEES_INFO_URL } from '../../src/widget';
import type { AnalyticsHandler } from '../../src/widget';
import { withWidgetStyles } from '../support/WidgetStyles';

interface Args {
  text: string;
  href: string;
  analytics: AnalyticsHandler;
}

function ExternalLinkStory({ text, href, analytics }: Args) {
  return (
    <ExternalLink className="ccc-link" href={href} analytics={analytics}>
      {text}
    </ExternalLink>
  );
}

const meta = {
  title: 'Shared pieces/External link',
  component: ExternalLinkStory,
  decorators: [withWidgetStyles],
  args: { text: NOT_SURE_LINK, href: DEFAULT_FEES_INFO_URL, analytics: fn().mockName('analytics') },
  argTypes: { analytics: { table: { disable: true } } },
} satisfies Meta<typeof ExternalLinkStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tracked: Story = {
  name: 'Tracked link (opens a new tab)',
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: `${args.text} (opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', args.href);
    // The story keeps the tab from opening; the link's own click handler still runs.
    const stayHere = (event: Event) => event.preventDefault();
    canvasElement.addEventListener('click', stayHere);
    try {
      await userEvent.click(link);
    } finally {
      canvasElement.removeEventListener('click', stayHere);
    }
    await waitFor(() => expect(args.analytics).toHaveBeenCalledWith({ name: 'External link clicked', properties: { href: args.href } }));
  },
};
