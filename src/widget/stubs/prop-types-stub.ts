/**
 * What the widget's bundles use for the `prop-types` package (rollup.config.mjs): downshift builds its
 * propTypes objects when it loads but checks them only in development builds, so in the production bundle
 * every validator can be a do-nothing function. This keeps prop-types and react-is (about 1 KB min+gzip)
 * out of the first interaction.
 */
const none = (): null => null;
const of = () => none;

export default {
  any: none,
  array: none,
  bool: none,
  func: none,
  number: none,
  object: none,
  string: none,
  node: none,
  element: none,
  symbol: none,
  elementType: none,
  arrayOf: of,
  instanceOf: of,
  objectOf: of,
  oneOf: of,
  oneOfType: of,
  shape: of,
  exact: of,
  checkPropTypes: none,
};
