// scripts/pin-release.ts: the docs' pinned snippets name the package's version with the hashes of its build, and the
// CHANGELOG dates the version. Run on a copy of a repository's files.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const REPO = resolve(import.meta.dirname, '../..');
const SCRIPT = join(REPO, 'scripts/pin-release.ts');
const TSX = join(REPO, 'node_modules/.bin/tsx');

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function repository(readme: string, changelog = '## [0.2.0] - 2026-11-26\n') {
  root = await mkdtemp(join(tmpdir(), 'pin-release-'));
  await mkdir(join(root, 'docs'));
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'package.json'), JSON.stringify({ version: '0.2.0' }));
  await writeFile(join(root, 'dist/integrity.json'), JSON.stringify({ 'loader.js': 'sha384-NEW' }));
  await writeFile(join(root, 'README.md'), readme);
  await writeFile(join(root, 'docs/embedding.md'), 'No snippet here.\n');
  await writeFile(join(root, 'CHANGELOG.md'), changelog);
  return root;
}

const pin = (dir: string, ...flags: string[]) =>
  run(TSX, [SCRIPT, '--root', dir, ...flags]).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
  );

const SNIPPET = (version: string, hash: string) =>
  `<script async src="https://cdn.jsdelivr.net/npm/college-costs-calculator@${version}/dist/loader.js"\n        integrity="${hash}" crossorigin="anonymous"></script>\n`;

describe('scripts/pin-release.ts', { timeout: 60_000 }, () => {
  it('passes snippets that name the version with the hash of its build', async () => {
    const dir = await repository(SNIPPET('0.2.0', 'sha384-NEW'));
    expect(await pin(dir)).toEqual({ code: 0, out: expect.stringContaining('every pinned snippet names 0.2.0') });
  });

  it('names each snippet with another version or hash, its line and the command that fixes it; --write fixes them', async () => {
    const dir = await repository(SNIPPET('0.1.0', 'sha384-OLD'));
    const refused = await pin(dir);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(
      "README.md:1: the snippet names college-costs-calculator@0.1.0, package.json's version is 0.2.0. " +
        'Fix: npm run build && npm run release:pin',
    );
    expect(refused.out).toContain(
      'README.md:2: the integrity of dist/loader.js is sha384-OLD, this checkout builds sha384-NEW ' +
        '(dist/integrity.json). Fix: npm run build && npm run release:pin',
    );
    expect((await pin(dir, '--write')).code).toBe(0);
    expect(await readFile(join(dir, 'README.md'), 'utf8')).toBe(SNIPPET('0.2.0', 'sha384-NEW'));
    expect((await pin(dir)).code).toBe(0);
  });

  it('refuses a version the CHANGELOG has not dated', async () => {
    const dir = await repository(SNIPPET('0.2.0', 'sha384-NEW'), '## [Unreleased]\n');
    const refused = await pin(dir);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('CHANGELOG.md: no dated section "## [0.2.0] - YYYY-MM-DD"');
    expect(refused.out).toContain('Fix: move the Unreleased entries under it');
  });

  it('gives each of two equal snippets its own line', async () => {
    const dir = await repository(`${SNIPPET('0.1.0', 'sha384-NEW')}\nText.\n\n${SNIPPET('0.1.0', 'sha384-NEW')}`);
    const refused = await pin(dir);
    expect(refused.out).toContain('README.md:1: the snippet names college-costs-calculator@0.1.0');
    expect(refused.out).toContain('README.md:6: the snippet names college-costs-calculator@0.1.0');
  });

  it('names a pinned file the build does not make, and a checkout not built', async () => {
    const dir = await repository(SNIPPET('0.2.0', 'sha384-NEW').replace('loader.js', 'old-loader.js'));
    const refused = await pin(dir);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('README.md:1: dist/old-loader.js is not a file this checkout builds');
    await rm(join(dir, 'dist/integrity.json'));
    const unbuilt = await pin(dir);
    expect(unbuilt).toEqual({ code: 1, out: expect.stringContaining('dist/integrity.json: not found') });
    expect(unbuilt.out).toContain('Fix: npm run build && npm run release:pin');
  });
});
