import { useEffect, useRef, type ReactElement } from 'react';
import { mount, type CalculatorHandle, type CalculatorOptions } from 'college-costs-calculator';
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
 * The calculator as a React component. It renders an empty box (on the server too: nothing of the
 * page's window is read during render), mounts the widget into it once it is on the page, hands changed
 * options to the widget's update() (the parent's answers stay), and unmounts it on cleanup. Only a change
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

  return <div ref={box} className={props.className} style={{ minHeight: RESERVED_MIN_HEIGHT, ...props.style }} />;
}
