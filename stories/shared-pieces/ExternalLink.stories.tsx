import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExternalLink, type FollowedIn } from '../../src/widget/ui/ExternalLink';
import { NOT_SURE_LINK } from '../../src/widget/host/labels';
import { FORM_MESSAGES } from '../../src/widget/host/messages';
import { DEFAULT_FEES_INFO_URL } from '../../src/widget';
import { withWidgetStyles } from '../support/WidgetStyles';

interface Args {
  text: string;
  href: string;
  newTabNote: string;
  onFollow: (href: string, opens: FollowedIn) => void;
}

function ExternalLinkStory({ text, href, newTabNote, onFollow }: Args) {
  return (
    <ExternalLink className="ccc-link" href={href} newTabNote={newTabNote} onFollow={onFollow}>
      {text}
    </ExternalLink>
  );
}

const meta = {
  title: 'Shared pieces/External link',
  parameters: {
    docs: {
      description: {
        component:
          "`src/widget/ui/ExternalLink.tsx`. A link that opens in a new tab ('I'm not sure' beside the free-fees question): its name ends in ' (opens in a new tab)' (`opensInNewTab`), it carries `rel=\"noopener noreferrer\"`, and it records an analytics event without holding up the tab.",
      },
    },
  },
  component: ExternalLinkStory,
  decorators: [withWidgetStyles],
  args: {
    text: NOT_SURE_LINK,
    href: DEFAULT_FEES_INFO_URL,
    newTabNote: FORM_MESSAGES.opensInNewTab,
    onFollow: fn().mockName('onFollow'),
  },
  argTypes: { onFollow: { table: { disable: true } } },
} satisfies Meta<typeof ExternalLinkStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tracked: Story = {
  name: 'Followed link (opens a new tab)',
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: `${args.text}${args.newTabNote}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', args.href);
    // The story keeps the tab from opening; the link's own click handler still runs and tells onFollow that the
    // link opens elsewhere (the widget records its analytics event there).
    const stayHere = (event: Event) => event.preventDefault();
    canvasElement.addEventListener('click', stayHere);
    try {
      await userEvent.click(link);
    } finally {
      canvasElement.removeEventListener('click', stayHere);
    }
    await waitFor(() => expect(args.onFollow).toHaveBeenCalledWith(args.href, 'elsewhere'));
  },
};
