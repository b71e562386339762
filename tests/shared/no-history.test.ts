/**
 * Code and docs say what is and why, never how it came to be: no issue numbers and no numbered work periods in the
 * source, the tests, the scripts, the benches, the stories or the docs. What changed and when lives in CHANGELOG.md
 * and git. This test reads every tracked (or new, not ignored) file under SCANNED_DIRS and SCANNED_FILES (`git ls-files`) and fails
 * naming each file:line that cites one.
 *
 * What counts (HISTORY, case-insensitive):
 * - an issue number: "issue 21", "issues 15 and 20", "Issue #3". A third-party issue cited by its address
 *   ("github.com/owner/repo/issues/123") does not match: the number follows a '/', not the word;
 * - a numbered work period: "session 36", "sessions 29 to 34", "turn 5", "work period 2", "sprint 4", "iteration 3";
 * - a numbered run used as a label: "run 3", "runs 1 and 2", "run 1 ×1.48", where the number is followed by
 *   punctuation, 'and', '×' or the line's end. A count ("runs 200 concurrent clients", "run 10 rounds") or a
 *   time ("runs 1.2–2.4 ms after it") does not match: its number is followed by what is counted.
 * CHANGELOG.md is not scanned: it is where the history goes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Resolved from the file's path: under jsdom, `new URL(…, import.meta.url)` is jsdom's URL.
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** This file, whose examples of what counts would count. */
const THIS_FILE = relative(REPO, fileURLToPath(import.meta.url));

const SCANNED_DIRS = ['src', 'server', 'tests', 'scripts', 'bench', 'stories', '.storybook', 'docs'];
const SCANNED_FILES = [
  'README.md',
  'SECURITY.md',
  '.dependency-cruiser.mjs',
  'eslint.config.js',
  'rollup.config.mjs',
  'vitest.config.ts',
];

const HISTORY = [
  /\bissues?\s*#?\d+/i,
  /\b(?:sessions?|turns?|work\s+periods?|sprints?|iterations?)\s+#?\d+\b/i,
  /\bruns?\s+#?\d+(?![.,]?\d)(?=\s*(?:[,.;:)\]/×]|and\b|$))/i,
];

/** The tracked files this test reads; without git (a copy of the files), every file under the same paths. */
function scannedFiles(): string[] {
  const scope = [...SCANNED_DIRS, ...SCANNED_FILES];
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...scope], {
      cwd: REPO,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    files = scope.flatMap((path) => walk(join(REPO, path)));
  }
  return files.filter((path) => existsSync(join(REPO, path)) && path !== THIS_FILE);
}

/** Every file under `path` (a file itself), as repository paths, leaving out installed and built folders. */
function walk(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [relative(REPO, path)];
  return readdirSync(path)
    .filter((name) => !['node_modules', 'dist', 'storybook-static'].includes(name))
    .flatMap((name) => walk(join(path, name)));
}

/** Each `file:line: text` of `text` (the file `path`) that cites history. */
function historyIn(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (HISTORY.some((pattern) => pattern.test(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
}

describe('no history in code, tests or docs', () => {
  const files = scannedFiles();

  it('reads enough files for this test to mean something', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('docs/performance.md');
  });

  it('finds no issue number and no numbered work period or run (say what is and why; history goes in CHANGELOG)', () => {
    const found = files.flatMap((path) => {
      const content = readFileSync(join(REPO, path));
      return content.includes(0) ? [] : historyIn(path, content.toString('utf8'));
    });
    expect(found).toEqual([]);
  });

  it('matches history, and leaves counts, third-party issue addresses and look-alike words alone', () => {
    const hits = [
      'the three cases of issue 20',
      '(issues 15 and 20)',
      'Issue #3: a note',
      'before issue21',
      'in session 36; runs 1 and 2',
      'sessions 29 to 34',
      'the last turn 5 changed it',
      'work period 2',
      'run 1 ×1.48',
      '(run 3)',
      'session 36, run 3',
    ];
    const misses = [
      'https://github.com/owner/repo/issues/123',
      'runs 200 concurrent clients for 10 s',
      'run 10 rounds at 4× CPU',
      'the listener runs 1.2–2.4 ms after it; runs 1,200 times',
      'if (x <= 0) return 0;',
      'the token was issued in the future (iat)',
      'color: #000',
      'each round turns one place',
      'The binding reaches the page only with the Runtime domain on for this session.',
    ];
    expect(hits.filter((line) => historyIn('sample', line).length === 0)).toEqual([]);
    expect(misses.flatMap((line) => historyIn('sample', line))).toEqual([]);
  });
});
