/**
 * The widget's side of the host-page loader (src/loader): once the widget has arrived, the loader hands
 * over its command function, and from then on this module answers the calls, the waiting ones first.
 * It lives in the widget so the loader stays about 1 KB: reading a mount point's data-* attributes
 * (data-options.ts), the dispatch of commands and their error messages are only needed once the widget is here.
 */
import { mount, on, unmount, update } from './mount';
import { readOptions } from './data-options';

/** The widget's functions the loader's global offers once the widget has arrived (README "With the loader"). */
const COMMANDS = ['mount', 'update', 'unmount', 'on'];

type WidgetFunction = (...args: never[]) => unknown;

/** What the loader's command function (src/loader/loader.ts `CommandFunction`) shares with the widget. */
export interface LoaderFunction {
  /** The widget's address once a loader has started fetching it ('' before): marks a loader's function. */
  l?: string;
  /** Calls waiting for the widget, in order. A mount point found on the page waits as ('mount', element, elementWithItsDefaults). */
  q?: unknown[][];
  /** Answers a call once the widget is here. */
  d?: (command: unknown[]) => unknown;
}

/**
 * The loader's hand-over for a set of widget functions: takes over the loader's command function, offers the
 * functions on it and runs the waiting calls. A mount point the loader found comes as ('mount', element,
 * elementWithDefaults): its options are read from its data-* attributes, over those of the loader's script.
 */
export function loaderServer(api: Record<string, unknown>): (run: LoaderFunction) => void {
  const dispatch = ([name, ...args]: unknown[]): unknown => {
    if (!COMMANDS.includes(name as string)) {
      console.error(
        `college-costs-calculator: unknown command "${String(name)}"; use "mount", "update", "unmount" or "on".`,
      );
      return undefined;
    }
    if (name === 'mount' && args[1] instanceof Element) args[1] = readOptions(args[0] as Element, args[1]);
    try {
      return (api[name as string] as WidgetFunction)(...(args as never[]));
    } catch (error) {
      console.error(error);
      return undefined;
    }
  };
  return (run) => {
    for (const name of COMMANDS) (run as Record<string, unknown>)[name] = api[name];
    // The waiting calls run at once, in the task that evaluated the widget's module (both are short now that the
    // first module is the empty form alone): the form is on the page before the browser's next frame, where a
    // task of their own let the page be laid out and painted without it first, then again with it. A call
    // made while they run (by a listener of theirs) waits behind them, so the order holds.
    const waiting = run.q?.splice(0) ?? [];
    let draining = true;
    run.d = (command) => (draining ? void waiting.push(command) : dispatch(command));
    for (const command of waiting) dispatch(command);
    draining = false;
  };
}

/** The widget's own hand-over, which dist/loader.js calls once the module has arrived. */
export const serveLoader = /*#__PURE__*/ loaderServer({ mount, update, unmount, on });
