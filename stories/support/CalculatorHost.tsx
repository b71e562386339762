/**
 * A host page's mount point for the widget in a story: mount() on first render, update() when a control
 * changes (the widget keeps its state: a story on its results stays there in the new currency, layout or
 * texts), unmount() when the story goes. The controls are the options a designer changes (README
 * "Options"), the theme's --ccc-* custom properties a host sets on the mount element, and every text of
 * the `messages` option (controls.ts makes them from the widget's sources).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { fn } from 'storybook/test';
import type { InputType } from 'storybook/internal/csf';
import { mount, type CalculatorHandle, type CalculatorOptions, type Layout } from '../../src/widget';
import type { Messages } from '../../src/widget/host/messages';
import { gaAddGoalLabel, gaMessages } from '../../examples/messages-ga.js';
import { STORY_ENDPOINT } from './planning-api';
import {
  ENGLISH,
  OPTION_DEFAULTS,
  THEME,
  messageArg,
  messageArgTypes,
  optionArgTypes,
  themeArgTypes,
  type ThemeProperty,
} from './controls';

/** The digital advice site: the add-goal link's address when a story passes no onAddGoal (`adviceSiteLink`). */
export const STORY_ADVICE_URL = 'https://advice.example/start';
/** The session token a signed-in story passes (the stub only checks that one is sent). */
export const STORY_TOKEN = 'story-session-token';

/** The message sets a story starts from: the SPEC English, or the Irish example set (examples/messages-ga.js). */
export type MessageSet = 'en' | 'ga';

/** The controls of a widget story. */
export type CalculatorStoryArgs = {
  layout: Layout;
  currencySymbol: string;
  addGoalLabel: string;
  /** A signed-in user's id; empty for a visitor. */
  userId: string;
  /** Milliseconds before a calculation is given up (requestTimeoutMs). */
  requestTimeoutMs: number;
  /** The planning app's add-goal handler (shown in the Actions panel). */
  onAddGoal: NonNullable<CalculatorOptions['onAddGoal']>;
  /** No onAddGoal handler: the add-goal control is the link to the digital advice site, as on a host page without one. */
  adviceSiteLink: boolean;
  /** Receives the widget's analytics events (Actions panel). */
  analytics: NonNullable<CalculatorOptions['analytics']>;
  planner: boolean;
  locale: string;
  /** The texts the `messages` option starts from; a text changed in its own control replaces the set's. */
  messageSet: MessageSet;
} & {
  /** A theme property's value; empty for the widget's own. */
  [property: ThemeProperty['name']]: string;
} & {
  /** A text of the `messages` option; its English unless changed. */
  [text: `message-${string}`]: string;
};

export const defaultCalculatorArgs = (): CalculatorStoryArgs => ({
  layout: OPTION_DEFAULTS.layout,
  currencySymbol: OPTION_DEFAULTS.currencySymbol,
  addGoalLabel: OPTION_DEFAULTS.addGoalLabel,
  userId: '',
  requestTimeoutMs: OPTION_DEFAULTS.requestTimeoutMs,
  onAddGoal: fn().mockName('onAddGoal'),
  adviceSiteLink: false,
  analytics: fn().mockName('analytics'),
  planner: OPTION_DEFAULTS.planner,
  locale: OPTION_DEFAULTS.locale,
  messageSet: 'en',
  ...Object.fromEntries(THEME.map((property) => [property.name, ''])),
  ...Object.fromEntries(Object.entries(ENGLISH).map(([name, english]) => [messageArg(name), english])),
});

export const calculatorArgTypes: Record<string, InputType> = {
  ...optionArgTypes,
  layout: { ...optionArgTypes.layout, options: ['card', 'flat'] satisfies Layout[] },
  onAddGoal: { table: { disable: true } },
  adviceSiteLink: {
    name: 'advice site link',
    control: { type: 'boolean' },
    description:
      'Mount without `onAddGoal`: the add-goal control is then a link to `digitalAdviceUrl` with the answers (a plain click goes there once analytics has heard; Ctrl, ⌘, Shift or the middle button opens it in a new tab).',
    table: { category: 'Options', defaultValue: { summary: 'false' } },
  },
  analytics: { table: { disable: true } },
  ...themeArgTypes,
  messageSet: {
    name: 'message set',
    control: { type: 'inline-radio', labels: { en: 'English (SPEC)', ga: 'Irish (examples/messages-ga.js)' } },
    options: ['en', 'ga'] satisfies MessageSet[],
    description:
      'The texts the `messages` option starts from: the SPEC English, or the Irish example set. A text changed below replaces the one of the set.',
    table: { category: 'Messages', defaultValue: { summary: 'en' } },
  },
  ...messageArgTypes,
};

/** The `messages` option these controls make: the set's texts, and every text changed from its English. */
export function messagesFrom(args: CalculatorStoryArgs): Partial<Messages> {
  const changed = Object.entries(ENGLISH)
    .filter(([name, english]) => args[messageArg(name)] !== undefined && args[messageArg(name)] !== english)
    .map(([name]) => [name, args[messageArg(name)]]);
  return { ...(args.messageSet === 'ga' ? gaMessages : {}), ...Object.fromEntries(changed) };
}

/** The mount() options these controls make. */
export function optionsFrom(args: CalculatorStoryArgs): CalculatorOptions {
  const userId = args.userId.trim() || null;
  return {
    digitalAdviceUrl: STORY_ADVICE_URL,
    graphQLEndpoint: STORY_ENDPOINT,
    layout: args.layout,
    currencySymbol: args.currencySymbol,
    addGoalLabel:
      args.messageSet === 'ga' && args.addGoalLabel === OPTION_DEFAULTS.addGoalLabel
        ? gaAddGoalLabel
        : args.addGoalLabel,
    userId,
    authToken: userId ? STORY_TOKEN : null,
    requestTimeoutMs: args.requestTimeoutMs,
    onAddGoal: args.adviceSiteLink ? undefined : args.onAddGoal,
    analytics: args.analytics,
    planner: args.planner,
    messages: messagesFrom(args),
    locale: args.locale,
  };
}

/** The custom properties a host sets on the mount element to theme the widget. */
export function themeStyle(args: CalculatorStoryArgs): CSSProperties {
  const style: Record<string, string> = {};
  for (const { name } of THEME) {
    const value = args[name];
    if (typeof value === 'string' && value.trim()) style[name] = value;
  }
  return style as CSSProperties;
}

/** The mount element a host page gives the widget; the stories' play functions find it by this attribute. */
export const HOST_ATTRIBUTE = 'data-story-widget';
/** Set on the mount element when the widget has said 'ready'. */
export const READY_ATTRIBUTE = 'data-story-ready';
/** The line that says why the last change of a control was refused (a text without its {placeholder}, say). */
export const REFUSED_ATTRIBUTE = 'data-story-refused';

export function CalculatorHost(args: CalculatorStoryArgs) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<CalculatorHandle | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
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
    // A refused option changes nothing (update() throws first); say why, as a host's console would.
    try {
      handle.current?.update(options);
      setRefused(null);
    } catch (error) {
      setRefused(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <>
      {refused ? (
        <p role="status" {...{ [REFUSED_ATTRIBUTE]: '' }} style={{ color: '#8a1c13', font: '14px system-ui' }}>
          Not applied: {refused}
        </p>
      ) : null}
      <div ref={element} {...{ [HOST_ATTRIBUTE]: '' }} style={themeStyle(args)} />
    </>
  );
}
