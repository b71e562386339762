/**
 * docs/architecture.md stays true: every repository path it writes in backticks exists,
 * so a rename or a move breaks this test until the map follows; and every folder of src/, server/ and
 * tests/ is named in it, so a new folder gets its line.
 *
 * A backticked text is taken for a path when it has no spaces, globs or parentheses, does not start with
 * '/' or './' (URL paths, package exports), and has a '/' or a file extension. Build output (dist/) is
 * named but not checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Resolved from the file's path: under jsdom, `new URL(…, import.meta.url)` is jsdom's URL.
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DOC = readFileSync(join(REPO, 'docs/architecture.md'), 'utf8');

/** Build output the map names, which a fresh checkout does not have. */
const BUILD_OUTPUT = /^(dist|storybook-static)\//;

/** The files src/widget/ holds beside its rooms: the bundles' entries. */
const WIDGET_ENTRIES = ['cdn-widget.ts', 'cdn.ts', 'global.ts', 'index.ts'];

/** Every backticked text of a Markdown source that reads as a repository path (outside fenced blocks). */
function pathsIn(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const paths = [...prose.matchAll(/`([^`\n]+)`/g)]
    .map((m) => m[1])
    .filter((text) => !/[\s*()]/.test(text) && !text.startsWith('/') && !text.startsWith('./'))
    .filter((text) => text.includes('/') || /\.(ts|tsx|mjs|js|json|md|graphql|css|sql|html)$/.test(text));
  return [...new Set(paths)];
}

/** The folders directly under `dir` (a repository path). */
const foldersOf = (dir: string): string[] =>
  readdirSync(join(REPO, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}/`);

describe('docs/architecture.md', () => {
  const paths = pathsIn(DOC);

  it('names enough paths for this test to mean something', () => {
    expect(paths.length).toBeGreaterThan(80);
  });

  it('names only paths that exist', () => {
    const missing = paths.filter((path) => !BUILD_OUTPUT.test(path) && !existsSync(join(REPO, path)));
    expect(missing, 'paths in docs/architecture.md that do not exist (renamed or moved? update the map)').toEqual([]);
  });

  it('names every folder of src/, server/ and tests/', () => {
    const folders = ['src', 'server', 'tests'].flatMap(foldersOf);
    const unnamed = folders.filter((folder) => !DOC.includes(folder));
    expect(unnamed, 'folders docs/architecture.md does not name (add a line to its table)').toEqual([]);
  });

  it("names every room of src/widget/, and src/widget/ holds no file but the widget's entries", () => {
    const unnamed = foldersOf('src/widget').filter((room) => !DOC.includes(`\`${room}\``));
    expect(unnamed, "rooms of src/widget/ docs/architecture.md does not name (add a line to the rooms' table)").toEqual(
      [],
    );
    const files = readdirSync(join(REPO, 'src/widget'), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
    expect(files, 'a module of src/widget/ outside its rooms (put it in the room of its concern)').toEqual(
      WIDGET_ENTRIES,
    );
  });

  it('reads paths from backticks only, not from code blocks, URLs or package exports', () => {
    const sample =
      'See `src/money.ts`, `/graphql`, `./client`, `src/*.ts`, `mount()`, `npm run deps`.\n```sh\nnpx vitest run tests/nowhere.test.ts\n```\n';
    expect(pathsIn(sample)).toEqual(['src/money.ts']);
  });
});
