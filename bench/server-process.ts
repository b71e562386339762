/**
 * `npm start`'s server in a process of its own, for the benchmarks that load it from outside
 * (bench/load.ts, bench/attack.ts): on PGlite in a fresh data directory, or on a fresh schema of the
 * PostgreSQL at `databaseUrl`; stop() ends the process and removes both. The dev key beside the data
 * signs the benchmark's tokens (NODE_ENV=test trusts it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { devKeyFile } from '../server/config';
import { loadOrCreateDevKeys, mintToken } from '../server/dev-token';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What the server has printed so far. */
  output(): string;
  /** A token for user `id`, valid an hour. */
  token(id: string): Promise<string>;
  stop(): Promise<void>;
}

/** Starts the server with Node arguments `args` (the entry and its flags); `name` names the data directory and schema. */
export async function startServerProcess(
  args: readonly string[],
  name: string,
  databaseUrl?: string,
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), `ccc-${name}-`));
  const schema = `ccc_${name}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}) };
  const child = spawn(process.execPath, [...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SKIP_BUILD: '1', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        const match = /demo at (http:\/\/localhost:\d+)\//.exec(output);
        if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
    });
    const { privateKey } = await loadOrCreateDevKeys(devKeyFile({ DATA_DIR: dataDir }));
    return { child, url, output: () => output, token: (id) => mintToken(id, privateKey, { expiresIn: '1h' }), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
