/**
 * The pinned snippets of the docs match the version they name (release procedure, docs/packaging.md).
 *
 *   tsx scripts/pin-release.ts           checks (npm run release:check); exits 1 naming each snippet that is wrong
 *   tsx scripts/pin-release.ts --write   writes package.json's version and dist/integrity.json's hashes into them
 *                                        (npm run release:pin)
 *   (either with --root DIR: work on a copy of the repository at DIR)
 *
 * A pinned snippet is a URL `college-costs-calculator@<version>/dist/<file>` in README.md or docs/*.md, with the
 * `integrity="sha384-…"` that follows it within its tag. Each must name package.json's version, and its integrity
 * must be the file's in dist/integrity.json: the hash of what this checkout builds (so run `npm run build` first).
 * CHANGELOG.md must have a dated section for the version. `npm test` runs the check right after its build, and npm
 * runs it before it packs or publishes (prepack), after a fresh build.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const ROOT = rootAt >= 0 ? resolve(args[rootAt + 1]) : resolve(import.meta.dirname, '..');
const write = args.includes('--write');

/** The command that brings every snippet to this checkout's version and build. */
const REPIN = 'npm run build && npm run release:pin';

const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const manifest = join(ROOT, 'dist/integrity.json');
if (!existsSync(manifest)) {
  console.error(`dist/integrity.json: not found, so the hashes of this checkout's build are unknown. Fix: ${REPIN}`);
  process.exit(1);
}
const integrity = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
const files = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** A pinned URL, then (within its tag: no `>` between) its integrity attribute when it has one. */
const PINNED =
  /college-costs-calculator@(\d+\.\d+\.\d+[\w.-]*)\/dist\/([\w./-]+\.js)(?!\w)([^>]*?integrity="([^"]*)")?/g;

const problems: string[] = [];
for (const file of files) {
  const path = join(ROOT, file);
  const text = readFileSync(path, 'utf8');
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const pinned = text.replace(
    PINNED,
    (whole, named: string, dist: string, tail: string | undefined, given: string | undefined, at: number) => {
      const line = lineAt(at);
      const expected = integrity[dist];
      if (!expected)
        problems.push(
          `${file}:${line}: dist/${dist} is not a file this checkout builds (it is not in dist/integrity.json). ` +
            `Fix: correct the file's path in the snippet (renamed?), or ${REPIN} if dist/ is missing or old`,
        );
      if (named !== version)
        problems.push(
          `${file}:${line}: the snippet names college-costs-calculator@${named}, package.json's version is ${version}. ` +
            `Fix: ${REPIN}`,
        );
      if (tail !== undefined && expected && given !== expected)
        problems.push(
          `${file}:${lineAt(at + whole.lastIndexOf('integrity='))}: the integrity of dist/${dist} is ${given}, ` +
            `this checkout builds ${expected} (dist/integrity.json). Fix: ${REPIN}`,
        );
      if (!write) return whole;
      const url = `college-costs-calculator@${version}/dist/${dist}`;
      return tail === undefined
        ? url
        : `${url}${tail.replace(/integrity="[^"]*"$/, `integrity="${expected ?? given}"`)}`;
    },
  );
  if (write && pinned !== text) writeFileSync(path, pinned);
}

const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
if (!new RegExp(`^## \\[${version.replace(/\./g, '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm').test(changelog))
  problems.push(
    `CHANGELOG.md: no dated section "## [${version}] - YYYY-MM-DD" for package.json's version. ` +
      `Fix: move the Unreleased entries under it (docs/packaging.md, "Releasing")`,
  );

if (write) {
  const left = problems.filter((problem) => problem.startsWith('CHANGELOG') || problem.includes('not a file'));
  for (const problem of left) console.error(problem);
  console.log(`pinned snippets set to ${version} and dist/integrity.json's hashes`);
  process.exit(left.length ? 1 : 0);
}
for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(
    `${problems.length} problem(s): README and docs must pin what this checkout builds, for the version CHANGELOG.md dates (docs/packaging.md, "Releasing").`,
  );
  process.exit(1);
}
console.log(`every pinned snippet names ${version} with the hashes of dist/integrity.json`);
