import cfg from '../rollup.config.mjs';
import { rollup } from 'rollup';
const c = cfg[1];
const bundle = await rollup({ ...c, onwarn() {} });
const { output } = await bundle.generate({ format: 'es' });
const mods = output[0].modules;
const by = {};
for (const [id, m] of Object.entries(mods)) {
  const key = id.includes('node_modules') ? id.split('node_modules/')[1].split('/').slice(0, id.split('node_modules/')[1].startsWith('@') ? 2 : 1).join('/') : 'src/' + id.split('/src/')[1]?.split('/')[0];
  by[key] = (by[key] || 0) + m.renderedLength;
}
console.log(Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 12));
