/**
 * The rest of the widget's module for pages (dist/cdn/chunks/cdn-widget-*.js), which the first module (cdn.ts)
 * fetches once it has painted the empty form: mount() and the loader's commands, which take the painted forms
 * over and answer the calls waiting in the queue.
 */
export { serveLoader } from './embed/loader-commands';
