/**
 * The React component's props: the widget's options (mount()'s), one callback prop per event, and the box
 * the widget mounts into. The options `className` and `style` style the widget's own root inside its shadow
 * root, where the page's CSS cannot reach; in React, `className` and `style` are expected on the element the
 * page sees, so here they style the box (the page's CSS and the --ccc-* theme properties apply there), and
 * the widget's root takes `rootClassName` and `rootStyle`.
 */
import type { CSSProperties } from 'react';
import type { CalculatorEventName, CalculatorListener, CalculatorOptions } from 'college-costs-calculator';

/**
 * A callback prop for each event of README "Events" but 'add-goal': `onAddGoal` is already the widget's
 * option of that name (it replaces the add-goal navigation), so the event has no prop of its own.
 */
export interface CalculatorEventProps {
  /** The form is on screen and usable. */
  onReady?: CalculatorListener<'ready'>;
  /** An estimate was made: `{ collegeCost, answers }`. */
  onCalculated?: CalculatorListener<'calculated'>;
  /** A call failed: `{ kind, message, status?, code? }`. */
  onError?: CalculatorListener<'error'>;
  /** With `planner`: a savings plan was made. */
  onPlan?: CalculatorListener<'plan'>;
  /** With `planner`: the parent copied a link to the estimate. */
  onLinkCopied?: CalculatorListener<'link-copied'>;
}

export type HeardEvent = Exclude<CalculatorEventName, 'add-goal'>;

/** Which prop hears which event. */
export const EVENT_PROPS: { readonly [K in HeardEvent]: keyof CalculatorEventProps } = {
  ready: 'onReady',
  calculated: 'onCalculated',
  error: 'onError',
  plan: 'onPlan',
  'link-copied': 'onLinkCopied',
};

export interface CollegeCostsCalculatorProps
  extends Omit<CalculatorOptions, 'className' | 'style'>, CalculatorEventProps {
  /** Class name(s) of the box the widget mounts into. */
  className?: string;
  /** Inline style of the box; its reserved `minHeight` (53rem, README "No layout shift") can be overridden here. */
  style?: CSSProperties;
  /** Class name(s) of the widget's own root (mount()'s `className` option). */
  rootClassName?: CalculatorOptions['className'];
  /** Inline style of the widget's own root (mount()'s `style` option). */
  rootStyle?: CalculatorOptions['style'];
}

/** The widget's options in the props: all but the box and the events, the root's two under their option names. */
export function optionsOf(props: CollegeCostsCalculatorProps): CalculatorOptions {
  const {
    className: _box,
    style: _boxStyle,
    onReady: _ready,
    onCalculated: _calculated,
    onError: _error,
    onPlan: _plan,
    onLinkCopied: _linkCopied,
    rootClassName,
    rootStyle,
    ...options
  } = props;
  return {
    ...options,
    ...(rootClassName !== undefined && { className: rootClassName }),
    ...(rootStyle !== undefined && { style: rootStyle }),
  };
}
