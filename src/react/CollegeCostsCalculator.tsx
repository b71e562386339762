import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { mount, serverFormHtml, type CalculatorHandle, type CalculatorOptions } from 'college-costs-calculator';
import { EVENT_PROPS, optionsOf, type CollegeCostsCalculatorProps, type HeardEvent } from './props';
import { optionsUpdate, sameOptions } from './options-change';
import { withForwarders } from './forwarding';

/** The empty form's room, as README "No layout shift" reserves it, so nothing below moves when the widget appears. */
export const RESERVED_MIN_HEIGHT = '53rem';

/** Each event prop of the latest render hears its event (one listener per event, for the widget's life). */
function listen<K extends HeardEvent>(
  widget: CalculatorHandle,
  name: K,
  latest: { current: CollegeCostsCalculatorProps },
): void {
  widget.on(name, (detail) => latest.current[EVENT_PROPS[name]]?.(detail as never));
}

/**
 * The box's content in the browser differs from the server's HTML by design: the parser has made the declarative
 * shadow root of it (React's prop, which the types this file is checked against do not list).
 */
const HYDRATED_AS_WRITTEN = { suppressHydrationWarning: true };

/** A form id base from React's id of this component (the same on the server and in the browser). */
const idBaseOf = (reactId: string) => `ccc-r${reactId.replace(/[^\w-]/g, '')}`;

/**
 * The calculator as a React component. It renders the box with the empty form's HTML in it (serverFormHtml(): on
 * the server too, so the form is on screen, and can be typed in, before any script has run), mounts the widget
 * into it once it is on the page (the widget takes that form over, with what was typed and the focus), hands
 * changed options to the widget's update() (the parent's answers stay), and unmounts it on cleanup. Only a change
 * of `isolate`, which the widget cannot make in place, mounts it again.
 */
export function CollegeCostsCalculator(props: CollegeCostsCalculatorProps): ReactElement {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<CalculatorHandle | null>(null);
  const latest = useRef(props);
  const forwarders = useRef<Map<string, (...args: unknown[]) => unknown> | null>(null);
  forwarders.current ??= new Map();
  const options = withForwarders(optionsOf(props), () => optionsOf(latest.current), forwarders.current);
  const latestOptions = useRef(options);
  /** The options the widget has now. */
  const given = useRef<CalculatorOptions | null>(null);
  // Written once: React sets the box's content only when this changes, and from then on the box is the widget's.
  // In the browser, hydration keeps what the server wrote (the declarative shadow root is the box's already).
  const reactId = useId();
  const [formHtml] = useState(() => ({ __html: serverFormHtml(options, idBaseOf(reactId)) }));

  // Effects run in this order at every commit: the latest props first, so the other two read them.
  useEffect(() => {
    latest.current = props;
    latestOptions.current = options;
  });
  const isolate = props.isolate !== false;
  useEffect(() => {
    const handle = mount(box.current as HTMLDivElement, latestOptions.current);
    given.current = latestOptions.current;
    for (const name of Object.keys(EVENT_PROPS) as HeardEvent[]) listen(handle, name, latest);
    widget.current = handle;
    return () => {
      widget.current = null;
      given.current = null;
      handle.unmount();
    };
  }, [isolate]);
  useEffect(() => {
    const handle = widget.current;
    const before = given.current;
    if (!handle || !before || sameOptions(before, latestOptions.current)) return;
    handle.update(optionsUpdate(before, latestOptions.current));
    given.current = latestOptions.current;
  });

  return (
    <div
      ref={box}
      className={props.className}
      style={{ minHeight: RESERVED_MIN_HEIGHT, ...props.style }}
      dangerouslySetInnerHTML={formHtml}
      {...HYDRATED_AS_WRITTEN}
    />
  );
}
