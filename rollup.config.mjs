// Builds the package (see package.json "exports"):
//   dist/college-costs.esm.js   the widget as an ES module for npm users: what the empty form needs, and the
//                               rest in dist/chunks/ (imported when idle or on first use)
//   dist/college-costs.umd.js   the widget as one self-contained file for a script tag (global CollegeCostsCalculator)
//   dist/client.esm.js          the planning API client ("./client"), dependencies left to the app's bundler
//   dist/client-react.esm.js    its React helpers ("./client/react"), React left to the app
//   dist/react.esm.js           the widget as a React component ("./react"): React left to the app, the widget
//                               imported from dist/college-costs.esm.js (one copy of it in the app)
//   dist/loader.js              the host-page loader ("./loader"), a classic script that pins the widget by SRI
//   dist/*.d.ts                 one bundled declaration file per entry, plus the globals of the loader and UMD
//   dist/integrity.json         each shipped file's SHA-384, for <script integrity>
// The widget's and the loader's source maps are written without a sourceMappingURL comment and kept out
// of the package (1 MB each, mostly library sources); the client's, for the app's own bundler, ship.
// React code in src/widget is compiled against preact/compat in every bundle.
// TypeScript is only transpiled here (esbuild): `npm run typecheck` checks the types, once.
// `rollup -c --environment BUILD:demo` builds what `npm start` serves and skips the declarations.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { dts } from 'rollup-plugin-dts';
import postcss from 'rollup-plugin-postcss';

const demoOnly = process.env.BUILD === 'demo';

const preactCompat = alias({
  entries: [
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react$/, replacement: 'preact/compat' },
    // graphql-request only needs an operation-name reader for string documents (see the module's notes).
    { find: /^graphql$/, replacement: fileURLToPath(new URL('./src/widget/call/graphql-lite.ts', import.meta.url)) },
    // downshift checks its propTypes only in development: production bundles need no prop-types (nor react-is).
    {
      find: /^prop-types$/,
      replacement: fileURLToPath(new URL('./src/widget/stubs/prop-types-stub.ts', import.meta.url)),
    },
    // downshift's one use of react-is is a development check of its Downshift component, which the widget does not use.
    { find: /^react-is$/, replacement: fileURLToPath(new URL('./src/widget/stubs/react-is-stub.ts', import.meta.url)) },
    // react-final-form's and downshift's `_extends` is Object.assign where the browser has it, as all ours do.
    {
      find: /^@babel\/runtime\/helpers\/(esm\/)?extends$/,
      replacement: fileURLToPath(new URL('./src/widget/stubs/extends-stub.ts', import.meta.url)),
    },
    // The dropdown scrolls its list itself (ui/keep-in-view.ts), so downshift's default scroller is never called.
    {
      find: /^compute-scroll-into-view$/,
      replacement: fileURLToPath(new URL('./src/widget/stubs/compute-scroll-stub.ts', import.meta.url)),
    },
  ],
});

/** TypeScript and JSX to JavaScript, without type checking (that is `npm run typecheck`'s job). */
const transpile = (target = 'es2020') =>
  esbuild({ target, jsx: 'automatic', jsxImportSource: 'react', tsconfig: 'tsconfig.json', sourceMap: true });

/**
 * ecma 2020: the widget's files may use the syntax of the browsers it needs (ES2021, see the loader's note below),
 * so terser may write it too. unsafe_methods writes { f: function () {} } as { f() {} }, a method, which cannot
 * be called with `new`: no code in the widget or its libraries does that to a function of an object literal
 * (Preact asks a component for a prototype with a render() before it calls it with `new`). A third pass finds a
 * little more.
 */
const terserOptions = {
  ecma: 2020,
  format: { comments: false },
  compress: { passes: 3, unsafe_arrows: true, unsafe_methods: true },
};
/**
 * The loader is small enough to check by hand: every byte counts there (it is on every host page, before anything else).
 * toplevel: its file has no wrapper function (see classicScriptScope), so terser may inline and rename what is at its top.
 */
const loaderTerserOptions = {
  ecma: 2021,
  toplevel: true,
  format: { comments: false },
  compress: { passes: 3, unsafe: true, unsafe_arrows: true, unsafe_methods: true },
};
const production = replace({
  preventAssignment: true,
  values: { 'process.env.NODE_ENV': JSON.stringify('production') },
});

/**
 * Chunks are named by their content: those of an earlier build are removed, so none is shipped stale. The whole of
 * `dir`, or (where it holds other files too) its entries whose names match `named`.
 */
const removeOldChunks = (dir, named = /(?:)/) => ({
  name: 'remove-old-chunks',
  buildStart() {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir))
      if (named.test(entry)) rmSync(`${dir}/${entry}`, { recursive: true, force: true });
  },
});

/** Everything the widget needs, bundled: the host page has to provide nothing. */
const widgetPlugins = (chunksDir) => [
  removeOldChunks(chunksDir),
  preactCompat,
  production,
  postcss({ inject: false, minimize: true }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  transpile(),
];

/** An integrity value ('sha384-…') of some bytes, and of a file. */
const sha384Of = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const sha384 = (file) => sha384Of(readFileSync(file));

/** The widget file the loader injects, and the placeholder its hash replaces in the loader. */
/** What the loader fetches: the widget's ES module for pages (chunks verified by their hashes). */
const WIDGET_FILE = 'dist/cdn/college-costs.js';
const WIDGET_INTEGRITY_PLACEHOLDER = '__WIDGET_INTEGRITY__';

const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version;

/**
 * Puts the built widget's SHA-384 and the package version into the loader, so the script it injects is
 * the matching version and carries `integrity`.
 */
const widgetIntegrity = () => ({
  name: 'widget-integrity',
  renderChunk(code) {
    for (const placeholder of [WIDGET_INTEGRITY_PLACEHOLDER, '__PACKAGE_VERSION__']) {
      if (!code.includes(placeholder)) this.error(`the loader has no ${placeholder} placeholder`);
    }
    const written = code
      .replaceAll(WIDGET_INTEGRITY_PLACEHOLDER, sha384(WIDGET_FILE))
      .replaceAll('__PACKAGE_VERSION__', VERSION);
    return { code: written, map: null };
  },
});

/**
 * The loader is built as an ES module without imports or exports, which is also a classic script: without the
 * wrapper function of an IIFE build it is a few bytes smaller, but a declaration at its top would then be a global of
 * the host page (a clash with one of the page's own globals would stop the loader). Once minified, the file must be
 * expressions alone: startLoader() inlined into one call, and no `const` or `function` left outside it.
 */
const classicScriptScope = () => ({
  name: 'classic-script-scope',
  renderChunk(code) {
    const declared = this.parse(code).body.filter((node) => node.type !== 'ExpressionStatement');
    if (declared.length) this.error(`the loader declares ${declared.map((node) => node.type).join(', ')} at its top`);
    return null;
  },
});

const CHUNK_INTEGRITY_PLACEHOLDER = '__CHUNK_INTEGRITY__';
const FRAMEWORK_FILES_PLACEHOLDER = '__FRAMEWORK_FILES__';
/** The chunk of the rest of the pages' module (src/widget/cdn-widget.ts), as frameworkChunk() names it. */
const CDN_WIDGET_CHUNK = 'cdn-widget';

/**
 * What the entry preloads beside the rest of the widget (`__cccPreloadFramework`): the chunks the rest imports once
 * it has arrived (the framework and the styles of what it draws), with the chunks they import, but the entry and the
 * rest themselves.
 */
function frameworkFiles(bundle) {
  const rest = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === CDN_WIDGET_CHUNK);
  const files = new Set();
  const visit = (name) => {
    const file = bundle[name];
    if (file.isEntry || file === rest || files.has(name)) return;
    files.add(name);
    file.imports.forEach(visit);
  };
  rest?.dynamicImports.forEach(visit);
  return [...files];
}

/**
 * The widget's ES module for pages (dist/cdn/), which the loader imports: each lazily loaded chunk is
 * imported through `__cccImport`, which first adds a <link rel="modulepreload"> carrying the chunk's SHA-384,
 * so the browser verifies every file of the widget, not only the first. The chunks are asked for beside this
 * module, at the address it was loaded from: they import it back ('../college-costs.js'), and only that address
 * gives them the instance already running (at another address, even the same file at its exact version, the
 * browser would fetch and run a second, unverified copy). A chunk that imports another itself (the framework, the
 * planner, the plan's view) calls the entry's `__cccImport` with the hashes of its own imports, so the entry carries
 * only the hashes of the chunks it imports. A chunk's own static imports (chunks it shares with others) are
 * preloaded with their hashes before it, since the browser checks no hash on an `import` statement. The entry, which
 * paints the empty form and then fetches the rest of the widget (src/widget/cdn.ts), preloads the framework's files beside it (`__cccPreloadFramework`), with their hashes:
 * imported by the rest, they would otherwise be asked for a round trip later. (The npm module keeps plain import()
 * calls, which an app's bundler follows.)
 */
const verifiedChunks = () => ({
  name: 'verified-chunks',
  renderDynamicImport({ chunk }) {
    // Every chunk is in chunks/: './plan-views-….js' from a chunk is './chunks/plan-views-….js' from the entry.
    return chunk.isEntry
      ? { left: '__cccImport(', right: ')' }
      : { left: '__cccImport("./chunks/" + ', right: '.slice(2), __cccIntegrity)' };
  },
  intro: (chunk) =>
    chunk.isEntry
      ? `const __cccIntegrity = "${CHUNK_INTEGRITY_PLACEHOLDER}";
const __cccPreload = (path, hashes = __cccIntegrity) => {
  const url = new URL(path, import.meta.url).href;
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = url;
  link.integrity = hashes[path] || "";
  const nonce = document.querySelector("script[nonce]");
  if (nonce) link.nonce = nonce.nonce;
  document.head.appendChild(link);
  return url;
};
const __cccImport = (path, hashes = __cccIntegrity) => {
  for (const shared of hashes[" " + path] || []) __cccPreload(shared, hashes);
  return import(__cccPreload(path, hashes));
};
const __cccPreloadFramework = () => "${FRAMEWORK_FILES_PLACEHOLDER}".map((path) => __cccPreload(path));
export { __cccImport as __ccc };`
      : chunk.dynamicImports.length > 0
        ? `import { __ccc as __cccImport } from "../${WIDGET_FILE.split('/').pop()}";
const __cccIntegrity = "${CHUNK_INTEGRITY_PLACEHOLDER}";`
        : '',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    /** Puts the hashes of the chunks `file` imports (and `preloads`) into it (theirs first: its own hash covers them). */
    /** The chunks `name` imports itself, and those they import, but the entry (already running). */
    const staticImports = (name, found = new Set()) => {
      for (const imported of bundle[name].imports) {
        if (bundle[imported].isEntry || found.has(imported)) continue;
        found.add(imported);
        staticImports(imported, found);
      }
      return found;
    };
    /** `loaded`: the chunks running by the time `file`'s imports are made (it, the chunks that import it, and theirs). */
    const fill = (file, preloads = [], loaded = new Set()) => {
      if (!file.code.includes(CHUNK_INTEGRITY_PLACEHOLDER)) return;
      const running = new Set([...loaded, file.fileName, ...staticImports(file.fileName)]);
      const hashes = {};
      for (const name of [...file.dynamicImports, ...preloads]) {
        fill(bundle[name], [], running);
        hashes[`./${name}`] = sha384Of(bundle[name].code);
        // A chunk it shares with others (styles, the call) comes through its own `import`, which carries no hash:
        // preloaded with its hash first, it is fetched once, verified (under " ./<chunk>": the ones to preload).
        const shared = [...staticImports(name)].filter((other) => !running.has(other));
        for (const other of shared) {
          fill(bundle[other], [], running);
          hashes[`./${other}`] = sha384Of(bundle[other].code);
        }
        if (shared.length && !preloads.includes(name)) hashes[` ./${name}`] = shared.map((other) => `./${other}`);
      }
      file.code = file.code.replaceAll(`"${CHUNK_INTEGRITY_PLACEHOLDER}"`, JSON.stringify(hashes));
    };
    const entry = chunks.find((file) => file.isEntry);
    if (!entry.code.includes(CHUNK_INTEGRITY_PLACEHOLDER))
      this.error('the widget entry has no chunk integrity placeholder');
    const preloads = frameworkFiles(bundle);
    if (!preloads.length || !entry.code.includes(FRAMEWORK_FILES_PLACEHOLDER))
      this.error('the widget entry has no framework to preload');
    entry.code = entry.code.replaceAll(
      `"${FRAMEWORK_FILES_PLACEHOLDER}"`,
      JSON.stringify(preloads.map((name) => `./${name}`)),
    );
    for (const file of chunks) if (!file.isEntry) fill(file);
    fill(entry, preloads);
  },
});

/**
 * Chromium's explicit compile hint (V8, "allFunctionsCalledOnLoad"), in every file of the widget: the entry
 * holds what the empty form runs at once, and each chunk is loaded just before it is used, so their functions
 * are compiled while the file streams in, off the main thread, instead of one by one on the main thread
 * when first called. Other browsers read a comment. (Before the chunks' hashes are taken.)
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const eagerCompile = () => ({
  name: 'eager-compile',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue;
      file.code = COMPILE_HINT + file.code;
      // The source map's lines move down by one.
      const map = bundle[`${file.fileName}.map`];
      if (map?.type === 'asset') {
        const parsed = JSON.parse(map.source);
        map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
      }
    }
  },
});

/** dist/integrity.json: the SHA-384 of every shipped script, written once the last bundle is out. */
const integrityManifest = () => ({
  name: 'integrity-manifest',
  writeBundle() {
    const scripts = (dir) =>
      readdirSync(`dist/${dir}`, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === 'examples'
            ? []
            : scripts(`${dir}${entry.name}/`)
          : entry.name.endsWith('.js')
            ? [`${dir}${entry.name}`]
            : [],
      );
    const manifest = Object.fromEntries(
      scripts('')
        .sort()
        .map((name) => [name, sha384(`dist/${name}`)]),
    );
    writeFileSync('dist/integrity.json', `${JSON.stringify(manifest, null, 2)}\n`);
  },
});

/** Cycles inside a dependency (graphql-request has three) are the library's own business: not printed. */
const onwarn = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('/node_modules/'))) return;
  warn(warning);
};

/**
 * downshift's propTypes objects (built from PropTypes.* calls, checked only in development) are dropped when unused;
 * so is an unused object spread: Babel's `_extends({}, …)` (in downshift, final-form and react-final-form every
 * call's first argument is a new object, so a call whose answer is unused changes nothing).
 */
const widgetTreeshake = {
  manualPureFunctions: ['PropTypes', '_extends'],
};

/**
 * The framework's chunk (chunks/framework-*.js): every module the calculator needs to take over the empty form
 * (src/widget/calculator/draw-calculator.tsx and what it imports, Preact, the form library and the dropdowns among them)
 * that the first module does not already hold, in one file, fetched once the empty form has painted. Rollup
 * would otherwise cut it into as many files as there are ways to share them with the later chunks.
 */
const FRAMEWORK_ENTRY = fileURLToPath(new URL('./src/widget/calculator/draw-calculator.tsx', import.meta.url));
/** The rest of the pages' module (src/widget/cdn-widget.ts): what it holds stays out of the framework's chunk, as the entry's does. */
const CDN_WIDGET = fileURLToPath(new URL('./src/widget/cdn-widget.ts', import.meta.url));
function frameworkChunk() {
  let chunkOf;
  const staticallyFrom = (start, getModuleInfo, stop = new Set()) => {
    const seen = new Set();
    const visit = (id) => {
      if (seen.has(id) || stop.has(id)) return;
      seen.add(id);
      for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    for (const id of start) visit(id);
    return seen;
  };
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!chunkOf) {
      const entries = [...getModuleIds()].filter((module) => getModuleInfo(module)?.isEntry);
      const first = staticallyFrom(entries, getModuleInfo);
      const rest = getModuleInfo(CDN_WIDGET) ? staticallyFrom([CDN_WIDGET], getModuleInfo, first) : new Set();
      const framework = staticallyFrom([FRAMEWORK_ENTRY], getModuleInfo, new Set([...first, ...rest]));
      chunkOf = new Map([
        ...[...rest].map((module) => [module, CDN_WIDGET_CHUNK]),
        ...[...framework].map((module) => [module, 'framework']),
      ]);
    }
    return chunkOf.get(id);
  };
}

/** The planning app's bundler provides urql, graphql and React once for the whole app. */
const bareImports = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

const configs = [
  {
    // One module graph, written twice: the npm ES module and the script-tag UMD (the pages' module is built below).
    input: 'src/widget/index.ts',
    // The entry itself holds the eager code (the chunks import from it), instead of a facade that adds a request.
    preserveEntrySignatures: 'allow-extension',
    treeshake: widgetTreeshake,
    onwarn,
    output: [
      {
        // What the empty form needs; the rest (the answer rules, Floating UI, the call, the results view) in chunks of its folder.
        dir: 'dist',
        entryFileNames: 'college-costs.esm.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        manualChunks: frameworkChunk(),
        onlyExplicitManualChunks: true,
        format: 'es',
        sourcemap: 'hidden',
        plugins: [terser(terserOptions), eagerCompile()],
      },
      {
        file: 'dist/college-costs.umd.js',
        format: 'umd',
        name: 'CollegeCostsCalculator',
        inlineDynamicImports: true,
        sourcemap: 'hidden',
        plugins: [terser(terserOptions), eagerCompile()],
      },
    ],
    plugins: widgetPlugins('dist/chunks'),
  },
  {
    // The same module graph for pages (dist/cdn/), from an entry that is also its own loader when a page loads it
    // with <script type="module"> (src/widget/embed/module-snippet.ts); the classic loader imports it.
    input: { 'college-costs': 'src/widget/cdn.ts' },
    preserveEntrySignatures: 'allow-extension',
    treeshake: widgetTreeshake,
    onwarn,
    output: {
      dir: 'dist/cdn',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks: frameworkChunk(),
      onlyExplicitManualChunks: true,
      format: 'es',
      sourcemap: 'hidden',
      plugins: [terser(terserOptions), eagerCompile(), verifiedChunks()],
    },
    plugins: widgetPlugins('dist/cdn'),
  },
  {
    input: { client: 'src/client/index.ts', 'client-react': 'src/client/react.ts' },
    output: {
      dir: 'dist',
      entryFileNames: '[name].esm.js',
      chunkFileNames: 'client-[hash].esm.js',
      format: 'es',
      sourcemap: true,
    },
    external: bareImports,
    // The client's shared chunk, dist/client-<hash>.esm.js (and its map).
    plugins: [removeOldChunks('dist', /^client-[\w-]{8}\.esm\.js(\.map)?$/), transpile()],
  },
  {
    // The source imports the widget by the package's name (tsconfig.json maps it to src/widget/index.ts);
    // the file imports the main entry's file beside it, which a bundler finds however the package is installed.
    input: 'src/react/index.ts',
    output: {
      file: 'dist/react.esm.js',
      format: 'es',
      paths: { 'college-costs-calculator': './college-costs.esm.js' },
      // A client component for frameworks that render on the server (Next.js's app router): it renders there too
      // (the empty form's HTML), and runs its effects in the browser.
      banner: "'use client';",
    },
    external: bareImports,
    plugins: [transpile()],
  },
  {
    // After the widget, whose hash it carries.
    input: 'src/loader/index.ts',
    output: {
      file: 'dist/loader.js',
      // A classic script with no wrapper: see classicScriptScope.
      format: 'es',
      sourcemap: 'hidden',
      plugins: [widgetIntegrity(), terser(loaderTerserOptions), classicScriptScope()],
    },
    // ES2021 (`??=`: Chrome 85, Firefox 79, Safari 14), as the widget itself needs (replaceChildren: Chrome 86, Firefox 78, Safari 14).
    plugins: [transpile('es2021')],
  },
  // The React host example: real React and the planning client bundled, the widget imported at run time from dist/.
  {
    input: 'examples/react-host/main.js',
    // A demo, not shipped: esbuild's quicker minifier is enough.
    output: { file: 'dist/examples/react-host.js', format: 'es', plugins: [minify({ target: 'es2020' })] },
    external: ['/dist/college-costs.esm.js'],
    plugins: [
      production,
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] }),
      commonjs(),
      transpile(),
      integrityManifest(),
    ],
  },
];

/** One declaration file per entry, every type inlined (no relative imports to resolve under node16/nodenext). */
const declarations = [
  ['src/widget/index.ts', 'dist/college-costs.d.ts'],
  ['src/client/index.ts', 'dist/client.d.ts'],
  ['src/client/react.ts', 'dist/client-react.d.ts'],
  ['src/react/index.ts', 'dist/react.d.ts'],
  ['src/widget/global.ts', 'dist/umd.d.ts'],
  ['src/loader/global.ts', 'dist/loader.d.ts'],
].map(([input, file]) => ({
  input,
  output: { file, format: 'es' },
  // The globals' files import the main entry's types by the package's own name ('college-costs-calculator').
  external: bareImports,
  plugins: [dts({ tsconfig: 'tsconfig.build.json' })],
}));

export default demoOnly ? configs : [...configs, ...declarations];
