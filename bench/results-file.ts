/** The benchmarks' results files (bench/*.json), written alike: indented, each list of numbers on one line. */
import { readFile, writeFile } from 'node:fs/promises';

const NUMBER_LIST = /\[\s*(-?\d[\d.e+-]*(?:,\s*-?\d[\d.e+-]*)*)\s*\]/g;

/** `value` as JSON, indented by two, a list of numbers (the runs, the load averages) on one line. */
export const resultsJson = (value: unknown): string =>
  `${JSON.stringify(value, null, 2).replace(NUMBER_LIST, (_, items: string) => `[${items.split(/,\s*/).join(', ')}]`)}\n`;

/** Writes `key` of the results file `file` (bench/results.json), keeping its other keys. */
export async function writeResultsKey(file: URL, key: string, value: unknown): Promise<void> {
  let results: Record<string, unknown> = {};
  try {
    results = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  } catch {
    // No results yet: this bench writes the first key.
  }
  await writeFile(file, resultsJson({ ...results, [key]: value }));
}
