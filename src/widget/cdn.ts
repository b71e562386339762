/**
 * The widget's ES module for pages (dist/cdn/college-costs.js): the npm entry's functions, and, loaded by a
 * `<script type="module">` of its own, its own loader (./module-snippet.ts). The classic loader imports it too.
 */
import { startFromModuleScript } from './module-snippet';

export * from './index';

if (globalThis.document) startFromModuleScript(window, import.meta.url);
