/**
 * Renders the widget's empty form to HTML at build time, so that it is usable before the framework has arrived,
 * from the same components the widget runs (src/widget/form/FormView.tsx under preact/compat, as every bundle compiles
 * it), with preact-render-to-string. The page shows this HTML the moment the widget's first module has run (or in
 * its own HTML: src/widget/embed/server-form-html.ts); the framework arrives after it and hydrates it
 * (src/widget/embed/empty-form-shell.ts, src/widget/embed/mount.ts).
 *
 *   tsx scripts/prerender-form.ts           writes src/widget/generated/empty-form.ts
 *   tsx scripts/prerender-form.ts --check   exits 1 when that file differs from fresh output
 *
 * Three parts of the markup are the page's, not the build's: the widget's id base (each widget on a page has
 * its own), the 'Not sure?' link's address (the feesInfoUrl option) and the texts (the messages option: the
 * SPEC English, or the page's own, such as Irish). They are written as markers (src/widget/embed/empty-form-marks.ts),
 * which src/widget/embed/empty-form-html.ts replaces.
 *
 * It also writes src/widget/generated/later-messages.ts: the names of the texts that come in later chunks, each
 * with the placeholders of its English, which the first module checks the `messages` option against
 * (src/widget/host/messages.ts) before those texts have arrived; and src/widget/generated/question-keys.ts: the word
 * of each question's ids, from the questions' table (src/widget/form/questions.ts), for the form's ids
 * (src/widget/form/answer-ids.ts), which the first module reads without the rest of the table.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${root}src/widget/generated/empty-form.ts`;
const check = process.argv.includes('--check');

/** The render, bundled for Node with React resolved to preact/compat (as rollup.config.mjs does). */
const ENTRY = `
import { renderToString } from 'preact-render-to-string';
import { FormView } from './src/widget/form/FormView';
import { resolveOptions } from './src/widget/host/options';
import { EMPTY_ANSWERS } from './src/widget/form/answers';
import { ID_BASE_MARK, FEES_URL_MARK, TEXT_MARK } from './src/widget/embed/empty-form-marks';
import { FORM_MESSAGES } from './src/widget/host/messages';
const textMarks = Object.fromEntries(Object.keys(FORM_MESSAGES).map((name) => [name, TEXT_MARK + name + TEXT_MARK]));
const noop = () => undefined;
export const html = renderToString(
  <FormView
    idBase={ID_BASE_MARK}
    initialValues={EMPTY_ANSWERS}
    options={{
      ...resolveOptions({ digitalAdviceUrl: 'https://example.com/plan' }),
      feesInfoUrl: FEES_URL_MARK,
      messages: textMarks,
    }}
    autoFocus={false}
    onCalculated={noop}
    onFailed={noop}
  />,
);
`;

async function render(): Promise<string> {
  const bundle = `${root}node_modules/.cache/prerender-form/render.mjs`;
  await mkdir(dirname(bundle), { recursive: true });
  await build({
    stdin: { contents: ENTRY, loader: 'tsx', resolveDir: root, sourcefile: 'prerender-entry.tsx' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: bundle,
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias: {
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react-dom': 'preact/compat',
      react: 'preact/compat',
    },
    loader: { '.css': 'text' },
    define: { 'process.env.NODE_ENV': '"production"' },
    // One copy of preact for the components, their hooks and the renderer: ES modules throughout.
    mainFields: ['module', 'main'],
    conditions: ['module', 'import'],
    logLevel: 'error',
  });
  const { html } = (await import(`${pathToFileURL(bundle).href}?${Date.now()}`)) as { html: string };
  await rm(bundle);
  return html;
}

/** 'name' or 'name:place,place' for each text of a later chunk, from its English. */
async function laterMessages(): Promise<string> {
  const { RESULTS_MESSAGES } = await import('../src/widget/results/results-messages');
  const { PLANNER_MESSAGES } = await import('../src/widget/planner/planner-messages');
  const { COMPARISON_MESSAGES } = await import('../src/widget/planner/comparison-messages');
  const { MESSAGE } = await import('../src/widget/form/validation');
  const { NOTE_MESSAGES } = await import('../src/widget/results/assumption-notes');
  const { ERROR_SUMMARY_MESSAGES } = await import('../src/widget/form/error-summary-messages');
  const english: Record<string, string> = {
    ...ERROR_SUMMARY_MESSAGES,
    ...RESULTS_MESSAGES,
    ...Object.fromEntries(
      Object.entries(MESSAGE).map(([key, text]) => [`error${key[0].toUpperCase()}${key.slice(1)}`, text]),
    ),
    ...NOTE_MESSAGES,
    ...PLANNER_MESSAGES,
    ...COMPARISON_MESSAGES,
  };
  return Object.entries(english)
    .map(([name, text]) => {
      const places = [...new Set(text.match(/\{\w+\}/g) ?? [])].map((place) => place.slice(1, -1));
      return places.length ? `${name}:${places.join(',')}` : name;
    })
    .join(' ');
}

const LATER_OUT = `${root}src/widget/generated/later-messages.ts`;
const laterSource = `// Generated by scripts/prerender-form.ts from the later chunks' English texts: do not edit (npm run prerender).
/** Each text of a later chunk by name, with the placeholders its English uses after a colon ('targetLine:target,date'). */
export const LATER_MESSAGES = ${JSON.stringify(await laterMessages())};
`;

/** Each answer's word in the question's ids, from the questions' table. */
async function questionKeys(): Promise<Record<string, string>> {
  const { QUESTIONS } = await import('../src/widget/form/questions');
  return Object.fromEntries(Object.entries(QUESTIONS).map(([answer, question]) => [answer, question.key]));
}

const KEYS_OUT = `${root}src/widget/generated/question-keys.ts`;
const keysSource = `// Generated by scripts/prerender-form.ts from src/widget/form/questions.ts: do not edit (npm run prerender).
/** The word of each question's ids, by its answer: the table's \`key\` column, without the rest of the table. */
export const QUESTION_KEY = ${JSON.stringify(await questionKeys())} as const;
`;

// The form's render imports both (through messages.ts and answer-ids.ts): written first.
if (!check) {
  await mkdir(dirname(LATER_OUT), { recursive: true });
  await writeFile(LATER_OUT, laterSource);
  await writeFile(KEYS_OUT, keysSource);
}
const html = await render();
const source = `// Generated by scripts/prerender-form.ts from src/widget/form/FormView.tsx: do not edit (npm run prerender).
/** The empty form's HTML; the id base, the 'Not sure?' address and the texts are markers (empty-form-marks.ts). */
export const EMPTY_FORM_HTML = ${JSON.stringify(html)};
/** A fingerprint of that HTML: a form in a page's HTML is taken over only when it is this markup (server-form-html.ts). */
export const EMPTY_FORM_MARKUP = ${JSON.stringify(createHash('sha256').update(html).digest('base64url').slice(0, 12))};
`;
for (const [out, text] of [
  [OUT, source],
  [LATER_OUT, laterSource],
  [KEYS_OUT, keysSource],
] as const) {
  if (check) {
    const current = await readFile(out, 'utf8').catch(() => '');
    if (current !== text) {
      console.error(`${out} is not what scripts/prerender-form.ts writes now: run npm run prerender.`);
      process.exit(1);
    }
  } else {
    if (out === OUT) await writeFile(out, text);
    console.log(`wrote ${out} (${text.length} characters)`);
  }
}
