/**
 * The server's dependency rules (issue 22), kept by this test until a linter keeps them:
 * - the server imports nothing from the widget or the client (src/widget/, src/client/); what both sides need
 *   lives in a neutral place (schema/generated/, src/money.ts, …);
 * - the planning model (server/planning/) never imports the resolvers (server/resolvers/): it gives plain values,
 *   and the resolvers make the API's shapes of them.
 * Every module specifier of every file under server/ is read as text (static and dynamic imports, re-exports)
 * and resolved against the file's folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** The rules: a file whose path starts with `from` may not import a path that starts with one of `not`. */
const RULES: { from: string; not: string[] }[] = [
  { from: 'server/', not: ['src/client/', 'src/widget/'] },
  { from: 'server/planning/', not: ['server/resolvers/'] },
];

/** The module specifiers of a source: `from '…'`, `import '…'` and `import('…')`. */
const specifiers = (source: string): string[] =>
  [...source.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? m[2]);

/** Each import, as 'file → imported path' (repository paths), that breaks a rule. */
function wrongWayImports(files: Map<string, string>): string[] {
  const wrong: string[] = [];
  for (const [file, source] of files) {
    for (const specifier of specifiers(source)) {
      if (!specifier.startsWith('.')) continue;
      const target = join(dirname(file), specifier).split(sep).join('/');
      for (const rule of RULES) {
        if (file.startsWith(rule.from) && rule.not.some((forbidden) => `${target}/`.startsWith(forbidden))) wrong.push(`${file} → ${target}`);
      }
    }
  }
  return wrong;
}

/** Every source file under server/, by repository path. */
function serverSources(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(REPO, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name)) files.set(path, readFileSync(join(REPO, path), 'utf8'));
    }
  };
  walk('server');
  return files;
}

describe('the server’s layers', () => {
  it('reads the server’s sources (the rules are not kept over nothing)', () => {
    const files = serverSources();
    expect(files.size).toBeGreaterThan(50);
    expect([...files.keys()].filter((f) => f.startsWith('server/planning/')).length).toBeGreaterThan(10);
  });

  it('imports nothing from the client or the widget, and the planning model never imports the resolvers', () => {
    expect(wrongWayImports(serverSources())).toEqual([]);
  });

  it('finds a wrong-way import however it is written', () => {
    const files = new Map([
      ['server/planning/plan.ts', "import { money } from '../resolvers/views';\nimport type {\n  A,\n} from '../../src/client/generated/schema';"],
      ['server/resolvers/plan.ts', "import { computePlan } from '../planning/plan';\nexport * from '../../src/widget/ui';\nconst m = await import('../../src/client/index');"],
      ['server/http/server.ts', "import { formatMoney } from '../../src/money';\nimport '../../src/widget';"],
    ]);
    expect(wrongWayImports(files)).toEqual([
      'server/planning/plan.ts → server/resolvers/views',
      'server/planning/plan.ts → src/client/generated/schema',
      'server/resolvers/plan.ts → src/widget/ui',
      'server/resolvers/plan.ts → src/client/index',
      'server/http/server.ts → src/widget',
    ]);
  });
});
