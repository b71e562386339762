import css from './form-states.css';

/** The styles of what only the framework shows (form-states.css), in a chunk of their own: framework-part.ts. */
export const formStatesCss: string = css;
