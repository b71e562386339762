import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print, parse, type DocumentNode } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as operations from '../../src/client/generated/operations';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const FILES = [
  'schema/planning.graphql',
  'src/client/operations',
  'schema/generated/schema.ts',
  'schema/generated/resolvers.ts',
  'src/client/generated/schema.ts',
  'src/client/generated/operations.ts',
  'src/client/generated/documents',
];

/** Every generated document module's string, by export name (`<Name>String`). */
const DOCUMENTS_DIR = join(process.cwd(), 'src/client/generated/documents');
const documents: Record<string, string> = Object.assign(
  {},
  ...(await Promise.all(
    readdirSync(DOCUMENTS_DIR).map(
      (file) => import(/* @vite-ignore */ join(DOCUMENTS_DIR, file)) as Promise<Record<string, string>>,
    ),
  )),
);

/** Runs `codegen --check` on a copy of the repository; resolves with its exit code and output. */
function check(root: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      join(repo, 'node_modules/.bin/tsx'),
      [join(repo, 'scripts/codegen.ts'), '--check', '--root', root],
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr });
      },
    );
  });
}

// Each test runs codegen in a child process (tsx, the schema, the plugins): seconds, more on a busy machine.
describe('codegen --check (generated types must match the schema)', { timeout: 60_000 }, () => {
  let copy: string;
  beforeEach(async () => {
    copy = await mkdtemp(join(tmpdir(), 'codegen-'));
    for (const file of FILES) await cp(join(repo, file), join(copy, file), { recursive: true });
  });
  afterEach(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  it('passes when the committed files are fresh', async () => {
    const { code, output } = await check(copy);
    expect(output).toContain('up to date');
    expect(code).toBe(0);
  });

  it('fails, naming the file, when the schema changed and the types were not regenerated', async () => {
    const schemaFile = join(copy, 'schema/planning.graphql');
    const schema = await readFile(schemaFile, 'utf8');
    await writeFile(schemaFile, schema.replace('type Goal {\n  id: ID!', 'type Goal {\n  id: ID!\n  colour: String'));
    const { code, output } = await check(copy);
    expect(code).toBe(1);
    expect(output).toContain('schema/generated/schema.ts is out of date');
    expect(output).toContain('schema/generated/resolvers.ts is out of date');
    expect(output).toContain('Run `npm run codegen`');
  });

  it('fails when a generated file is missing', async () => {
    await rm(join(copy, 'src/client/generated/operations.ts'));
    const { code, output } = await check(copy);
    expect(code).toBe(1);
    expect(output).toContain('src/client/generated/operations.ts is missing');
  });

  it('fails when a document module is missing, or left over from an operation that is gone', async () => {
    await rm(join(copy, 'src/client/generated/documents/CollegeSavingsPlan.ts'));
    await writeFile(
      join(copy, 'src/client/generated/documents/Gone.ts'),
      'export const GoneString = "query Gone{user{id}}";\n',
    );
    const { code, output } = await check(copy);
    expect(code).toBe(1);
    expect(output).toContain('src/client/generated/documents/CollegeSavingsPlan.ts is missing');
    expect(output).toContain('src/client/generated/documents/Gone.ts is left over');
  });
});

describe('the generated document strings (what the widget sends)', () => {
  const typed = operations as unknown as Record<string, DocumentNode>;
  const strings = Object.entries(documents);

  it('give one string per typed document, each the same document, compact', () => {
    expect(strings.map(([name]) => name.replace(/String$/, 'Document')).sort()).toEqual(
      Object.keys(typed)
        .filter((name) => name.endsWith('Document'))
        .sort(),
    );
    for (const [name, source] of strings) {
      expect(print(parse(source)), name).toBe(print(typed[name.replace(/String$/, 'Document')]!));
      expect(source, name).not.toMatch(/\n|\s[{}(),:]|[{}(),:]\s/);
    }
  });
});
