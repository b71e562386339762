import { performance } from 'node:perf_hooks';

/**
 * `connections` loops at once, each calling `send` again as soon as its last call has ended, until `seconds` have
 * passed (a call under way then ends first). Returns the seconds the loops took, the last calls' included.
 */
export async function inLoops(connections: number, seconds: number, send: () => Promise<void>): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await send();
    }),
  );
  return (performance.now() - started) / 1000;
}
