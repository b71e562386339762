import type { Preview } from '@storybook/preact-vite';
import { configure } from 'storybook/test';
import { answerCallsWith, installPlanningApi, type PlanningApiMode } from '../stories/support/planning-api';

// A play function waits up to 5 s for the widget to show what it expects (the story tests share a busy machine).
configure({ asyncUtilTimeout: 5000 });

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
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'none' },
    viewport: { options: VIEWPORTS },
    options: {
      storySort: { order: ['Calculator', ['Form', 'Results', 'Layout and theming'], 'Shared pieces'] },
    },
  },
  beforeEach({ parameters }) {
    answerCallsWith((parameters as StoryTestParameters).planningApi ?? 'cost-model');
  },
};

export default preview;
