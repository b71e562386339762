/**
 * src/widget/ui/ is a leaf (DESIGN.md, issue 22): its shared pieces get their text, environment and callbacks
 * through props and import nothing of the widget, only each other and npm packages. Kept here until the
 * dependency rules are checked by a linter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const UI = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/widget/ui');

/** Every source file under ui/, its subfolders too. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.(tsx?|css)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

/** The specifiers a module names: static imports and re-exports (type-only too), dynamic imports, CSS @imports. */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /@import\s+(?:url\()?['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** A relative or absolute specifier that leaves ui/ (a bare one is an npm package, which is allowed). */
function leavesUi(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return false;
  const target = relative(UI, resolve(dirname(file), specifier));
  return target === '..' || target.startsWith(`..${sep}`) || target.startsWith(sep) || /^[a-zA-Z]:/.test(target);
}

describe('src/widget/ui is a leaf', () => {
  const files = sources(UI);

  it('finds the shared pieces', () => {
    expect(files.map((file) => relative(UI, file))).toEqual(expect.arrayContaining(['Select.tsx', 'Tooltip.tsx', 'ExternalLink.tsx']));
  });

  it.each(files.map((file) => [relative(UI, file), file]))('%s imports nothing outside ui/ but npm packages', (_name, file) => {
    const outside = specifiersOf(readFileSync(file, 'utf8')).filter((specifier) => leavesUi(file, specifier));
    expect(outside).toEqual([]);
  });

  it('the check sees a wrong-way import, whatever its form', () => {
    const file = join(UI, 'Select.tsx');
    const wrong = [
      "import { FORM_MESSAGES } from '../messages';",
      "import type { AnalyticsHandler } from '../types';",
      "export { track } from '../analytics';",
      "const part = () => import('../lib/lazy-part');",
      "import '../styles.css';",
      "import { fill } from '../../fill';",
    ];
    for (const line of wrong) expect(specifiersOf(line).some((specifier) => leavesUi(file, specifier)), line).toBe(true);
    const right = ["import { useSelect } from 'downshift';", "import { Question } from './Question';", "import type { FloatingTooltip } from './FloatingTooltip';"];
    for (const line of right) expect(specifiersOf(line).some((specifier) => leavesUi(file, specifier)), line).toBe(false);
  });
});
