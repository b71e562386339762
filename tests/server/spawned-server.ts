/** `npm start`'s entry as a process of its own, for the tests that need one (main.test.ts, bundle.test.ts). */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export interface SpawnedServer {
  child: ChildProcessWithoutNullStreams;
  /** The demo's address it printed, e.g. 'http://localhost:54321'. */
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with its exit code. */
  exited: Promise<number | null>;
}

/** Runs `node ...args` and resolves once it prints where it serves and which tokens it trusts. */
export async function spawnServer(args: string[], env: Record<string, string>, cwd?: string): Promise<SpawnedServer> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end();
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /demo at (http:\/\/localhost:\d+)\//.exec(output);
      if (match && output.includes('Tokens:')) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, url, output: () => output, exited };
}
