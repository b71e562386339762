import type { Preview } from '@storybook/preact-vite';
import { configure } from 'storybook/test';
import { answerCallsWith, installPlanningApi, type PlanningApiMode } from '../stories/support/planning-api';
import { renderInPlace } from '../stories/support/render-in-place';
import { WCAG_22_AA } from '../stories/support/accessibility';
import { frameworkPart } from '../src/widget/embed/framework-part';

// A play function waits up to 5 s for the widget to show what it expects (the story tests share a busy machine).
// A query that finds nothing says so with the HTML it looked in: an element's, the widget's shadow root's, or the
// page's body for a waitFor (whose container is the document, which has no innerHTML). Testing Library's own message
// prints the container with prettyDOM, which takes no shadow root. An error thrown here, in waitFor's timer, would
// leave the wait unsettled and the play function unfinished: no verdict, and no reason.
configure({
  asyncUtilTimeout: 5000,
  getElementError: (message, container) => {
    const searched = container as Element | ShadowRoot | Document;
    const html = 'innerHTML' in searched ? searched.innerHTML : (searched.body?.innerHTML ?? '');
    const error = new Error([message, html.slice(0, 1500)].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// Every widget story calls the planning API at STORY_ENDPOINT; this stub answers for it (no network).
installPlanningApi();

/** The widths the widget is reviewed at (SPEC §9's phone and tablet breakpoints are 640 and 768 px). */
const VIEWPORTS = {
  phone320: { name: 'Phone, 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet768: { name: 'Tablet, 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

/**
 * Parameters the stories set:
 * - planningApi: how the planning API answers (stories/support/planning-api.ts), default 'cost-model';
 * - expectedConsoleErrors: patterns of the console errors the state must produce (a failed call is
 *   said once in the console); the story tests fail on any other console error, and when one of these
 *   is missing.
 */
export interface StoryTestParameters {
  planningApi?: PlanningApiMode;
  expectedConsoleErrors?: string[];
}

const preview: Preview = {
  // A control's change re-renders the story in place (a widget on its results stays there).
  renderToCanvas: renderInPlace,
  // A docs page for each shared piece, made from its stories (the widget's is stories/Widget.mdx).
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'none' },
    viewport: { options: VIEWPORTS },
    // The Accessibility panel checks what the story tests check: WCAG 2.2 A and AA, a violation an error.
    a11y: { options: { runOnly: { type: 'tag', values: WCAG_22_AA } }, test: 'error' },
    options: {
      storySort: {
        order: [
          'Calculator',
          ['About the widget', 'Form', 'Form before the framework', 'Results', 'Layout and theming'],
          'Shared pieces',
        ],
      },
    },
  },
  // The stories are the widget's states, drawn by the framework: its chunk is here before the first story renders,
  // as it is for every widget after a page's first. (The empty form before it: EmptyFormShell.stories.tsx, and
  // tests/widget/empty-form-shell.test.ts.)
  loaders: [async () => ({ framework: await frameworkPart.load() })],
  beforeEach({ parameters }) {
    answerCallsWith((parameters as StoryTestParameters).planningApi ?? 'cost-model');
  },
};

export default preview;
