/**
 * A host page's mount point for the widget in a story: mount() on first render, update() when a control
 * changes, unmount() when the story goes. The options are the ones a designer changes (README "Options"),
 * the theme is the --ccc-* custom properties a host sets on the mount element.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import { fn } from 'storybook/test';
import { mount, type CalculatorHandle, type CalculatorOptions, type Layout } from '../../src/widget';
import { DEFAULT_ADD_GOAL_LABEL } from '../../src/widget/labels';
import { gaAddGoalLabel, gaMessages } from '../../examples/messages-ga.js';
import { STORY_ENDPOINT } from './planning-api';

/** Where the add-goal button would send a visitor (never reached: the stories pass onAddGoal). */
export const STORY_ADVICE_URL = 'https://advice.example/start';
/** The session token a signed-in story passes (the stub only checks that one is sent). */
export const STORY_TOKEN = 'story-session-token';

/** The controls of a widget story. */
export interface CalculatorStoryArgs {
  /** 'card' floats on the page; 'flat' sits in a modal. */
  layout: Layout;
  currencySymbol: string;
  addGoalLabel: string;
  /** A signed-in user's id; empty for a visitor. */
  userId: string;
  /** --ccc-color-primary: buttons, links, chosen options. Empty: the widget's own. */
  primaryColour: string;
  /** --ccc-color-primary-hover. */
  primaryHoverColour: string;
  /** --ccc-color-text. */
  textColour: string;
  /** --ccc-color-surface: the card's background. */
  surfaceColour: string;
  /** --ccc-radius, e.g. '2px' or '16px'. */
  radius: string;
  /** Milliseconds before a calculation is given up (requestTimeoutMs). */
  requestTimeoutMs: number;
  /** The planning app's add-goal handler (shown in the Actions panel). */
  onAddGoal: NonNullable<CalculatorOptions['onAddGoal']>;
  /** Receives the widget's analytics events (Actions panel). */
  analytics: NonNullable<CalculatorOptions['analytics']>;
  /** 'Make a savings plan' under the results (the planner option). */
  planner: boolean;
  /** The texts: the SPEC English, or the Irish example set (examples/messages-ga.js). */
  language: 'en' | 'ga';
  /** Numbers and dates (the locale option). */
  locale: string;
}

export const defaultCalculatorArgs = (): CalculatorStoryArgs => ({
  layout: 'card',
  currencySymbol: '€',
  addGoalLabel: DEFAULT_ADD_GOAL_LABEL,
  userId: '',
  primaryColour: '',
  primaryHoverColour: '',
  textColour: '',
  surfaceColour: '',
  radius: '',
  requestTimeoutMs: 20_000,
  onAddGoal: fn().mockName('onAddGoal'),
  analytics: fn().mockName('analytics'),
  planner: false,
  language: 'en',
  locale: 'en-IE',
});

export const calculatorArgTypes = {
  layout: { control: 'inline-radio', options: ['card', 'flat'] },
  currencySymbol: { control: 'text' },
  addGoalLabel: { control: 'text' },
  userId: { control: 'text', description: 'Empty for a visitor; any id signs in (the add-goal line shows).' },
  primaryColour: { control: 'color', table: { category: 'Theme (--ccc-*)' } },
  primaryHoverColour: { control: 'color', table: { category: 'Theme (--ccc-*)' } },
  textColour: { control: 'color', table: { category: 'Theme (--ccc-*)' } },
  surfaceColour: { control: 'color', table: { category: 'Theme (--ccc-*)' } },
  radius: { control: 'text', table: { category: 'Theme (--ccc-*)' } },
  requestTimeoutMs: { control: { type: 'number', min: 100, max: 600_000, step: 100 } },
  onAddGoal: { table: { disable: true } },
  analytics: { table: { disable: true } },
  planner: { control: 'boolean' },
  language: { control: 'inline-radio', options: ['en', 'ga'], description: "'ga': the Irish example message set" },
  locale: { control: 'text' },
} as const;

/** The mount() options these controls make. */
export function optionsFrom(args: CalculatorStoryArgs): CalculatorOptions {
  const userId = args.userId.trim() || null;
  return {
    digitalAdviceUrl: STORY_ADVICE_URL,
    graphQLEndpoint: STORY_ENDPOINT,
    layout: args.layout,
    currencySymbol: args.currencySymbol,
    addGoalLabel:
      args.language === 'ga' && args.addGoalLabel === DEFAULT_ADD_GOAL_LABEL ? gaAddGoalLabel : args.addGoalLabel,
    userId,
    authToken: userId ? STORY_TOKEN : null,
    requestTimeoutMs: args.requestTimeoutMs,
    onAddGoal: args.onAddGoal,
    analytics: args.analytics,
    planner: args.planner,
    messages: args.language === 'ga' ? gaMessages : {},
    locale: args.locale,
  };
}

const THEME: [keyof CalculatorStoryArgs, string][] = [
  ['primaryColour', '--ccc-color-primary'],
  ['primaryHoverColour', '--ccc-color-primary-hover'],
  ['textColour', '--ccc-color-text'],
  ['surfaceColour', '--ccc-color-surface'],
  ['radius', '--ccc-radius'],
];

/** The custom properties a host sets on the mount element to theme the widget. */
export function themeStyle(args: CalculatorStoryArgs): CSSProperties {
  const style: Record<string, string> = {};
  for (const [arg, property] of THEME) {
    const value = args[arg];
    if (typeof value === 'string' && value.trim()) style[property] = value;
  }
  return style as CSSProperties;
}

/** The mount element a host page gives the widget; the stories' play functions find it by this attribute. */
export const HOST_ATTRIBUTE = 'data-story-widget';
/** Set on the mount element when the widget has said 'ready'. */
export const READY_ATTRIBUTE = 'data-story-ready';

export function CalculatorHost(args: CalculatorStoryArgs) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<CalculatorHandle | null>(null);
  const options = optionsFrom(args);
  useLayoutEffect(() => {
    const host = element.current as HTMLDivElement;
    handle.current = mount(host, options);
    handle.current.on('ready', () => host.setAttribute(READY_ATTRIBUTE, ''));
    return () => {
      handle.current?.unmount();
      handle.current = null;
    };
  }, []);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    handle.current?.update(options);
  });
  return <div ref={element} {...{ [HOST_ATTRIBUTE]: '' }} style={themeStyle(args)} />;
}
