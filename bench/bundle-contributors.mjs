// What takes the room in the widget's script-tag bundle: rendered (tree-shaken, unminified) bytes per
// package, from rollup's own module report. Run after `npm ci`: node bench/bundle-contributors.mjs
import { rollup } from 'rollup';
import configs from '../rollup.config.mjs';

const outputsOf = (config) => [config.output].flat();
const umd = configs.find((config) => outputsOf(config).some((output) => output.file === 'dist/college-costs.umd.js'));
// Only measured, never written: without the plugin that clears dist/chunks and dist/cdn before a build.
const plugins = [umd.plugins].flat(Infinity).filter((plugin) => plugin && plugin.name !== 'remove-old-chunks');
const bundle = await rollup({ ...umd, plugins, output: undefined, onwarn() {} });
// One file with every dynamic import inlined, as the UMD is written (the chunks of an ES build would be left out).
const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
const byPackage = new Map();
for (const [id, module] of Object.entries(output[0].modules)) {
  const inPackage = id.split('node_modules/')[1];
  const key = inPackage
    ? inPackage
        .split('/')
        .slice(0, inPackage.startsWith('@') ? 2 : 1)
        .join('/')
    : id.includes('/src/')
      ? `src/${id.split('/src/')[1].split('/')[0]}`
      : id;
  byPackage.set(key, (byPackage.get(key) ?? 0) + module.renderedLength);
}
const total = [...byPackage.values()].reduce((a, b) => a + b, 0);
console.log('widget bundle, rendered bytes before minification, by package:');
for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  console.log(
    `  ${name.padEnd(28)} ${String(bytes).padStart(7)} B  ${((bytes / total) * 100).toFixed(1).padStart(5)} %`,
  );
}
