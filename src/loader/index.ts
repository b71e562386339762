/**
 * The loader's script: `<script async src=".../dist/loader.js" data-digital-advice-url="https://…"></script>`.
 * Safe to import where there is no window (server-side rendering): it then does nothing.
 */
import { startLoader } from './loader';

if (globalThis.document) {
  startLoader(window, document.currentScript as HTMLScriptElement | null);
}
