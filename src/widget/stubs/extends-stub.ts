/**
 * @babel/runtime's `_extends`, which react-final-form and downshift import: Object.assign, or a copy loop for
 * browsers without it. Every browser the widget runs in has Object.assign (it is ES2015; the bundles are
 * ES2020), so the bundles take it as is.
 */
export default Object.assign;
