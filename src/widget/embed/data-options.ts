/**
 * A mount point's options, read from its data-* attributes (README "With the loader"): by the widget's first
 * module, which paints the empty form with them before the rest of the widget arrives (early-form.ts), and by the
 * loader's commands (loader-commands.ts), which mount with them.
 */

type Options = Record<string, unknown>;

/** The mount() options a data-* attribute may set, as the element's dataset names them ('data-user-id' → userId). */
const DATA_OPTIONS =
  'digitalAdviceUrl currencySymbol graphqlEndpoint feesInfoUrl userId addGoalLabel layout className nonce isolate'.split(
    ' ',
  );

/** Options from a mount point's data-* attributes, over those of the loader's script (`defaults`) as defaults. */
export function readOptions(element: Element, defaults: Element | null): Options {
  const options: Options = {};
  for (const source of [defaults, element] as (HTMLElement | null)[]) {
    for (const name of DATA_OPTIONS) {
      const value = source?.dataset?.[name];
      if (value != null)
        options[name === 'graphqlEndpoint' ? 'graphQLEndpoint' : name] = name === 'isolate' ? value !== 'false' : value;
    }
  }
  const nonce = (defaults as HTMLScriptElement | null)?.nonce;
  if (nonce && !options.nonce) options.nonce = nonce;
  return options;
}
