/** The command line's pieces: options from the environment, the dev key, building what is missing. */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../server/auth/tokens';
import { authFromEnv, DEFAULT_DATA_DIR, devKeyFile, serverOptionsFromEnv, trustsDevKey } from '../../server/config';
import { loadOrCreateDevKeys, mintToken } from '../../server/dev-token';
import { ensureBuild, REQUIRED_BUNDLES } from '../../server/ensure-build';

describe('serverOptionsFromEnv', () => {
  it('has defaults for everything', () => {
    expect(serverOptionsFromEnv({})).toEqual({
      port: undefined,
      host: undefined,
      databaseUrl: undefined,
      databaseSchema: undefined,
      dataDir: './.data',
      allowedOrigins: undefined,
      inflationRate: undefined,
      advisersFile: undefined,
      development: false,
      printEmailCodes: false,
      production: false,
      rateLimit: undefined,
      drain: undefined,
      trustProxy: false,
      userTurns: undefined,
      databasePoolSize: undefined,
      databaseShare: undefined,
      limits: undefined,
    });
  });

  it('reads every variable', () => {
    expect(
      serverOptionsFromEnv({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u:p@db/planning',
        DATABASE_SCHEMA: 'planning',
        DATA_DIR: '/var/lib/ccc',
        ALLOWED_ORIGINS: 'https://a.example, https://b.example,',
        INFLATION_RATE: '0.025',
        ADVISERS_FILE: '/etc/ccc/advisers.json',
        NODE_ENV: 'development',
        RATE_LIMIT_PER_MINUTE: '120',
        TRUST_PROXY: 'true',
        PRINT_EMAIL_CODES: '1',
        DRAIN_DELAY_MS: '3000',
        DRAIN_TIMEOUT_MS: '45000',
        TURNS_RUNNING: '6',
        TURNS_WAITING: '0',
        ANSWER_BYTES_PER_SECOND: '1048576',
        ANSWER_BURST_BYTES: '4194304',
        DATABASE_POOL_SIZE: '10',
        DATABASE_SHARE: '3',
        MAX_QUERY_WORK: '120',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db/planning',
      databaseSchema: 'planning',
      dataDir: '/var/lib/ccc',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      inflationRate: 0.025,
      advisersFile: '/etc/ccc/advisers.json',
      development: true,
      printEmailCodes: true,
      production: false,
      rateLimit: { perMinute: 120, trustProxy: true },
      drain: { delayMs: 3000, timeoutMs: 45000 },
      trustProxy: true,
      userTurns: { running: 6, waiting: 0, bytesPerSecond: 1_048_576, burstBytes: 4_194_304 },
      databasePoolSize: 10,
      databaseShare: 3,
      limits: { maxWork: 120 },
    });
  });

  it('keeps the defaults of the turns it is not given, and names a setting that is wrong', () => {
    expect(serverOptionsFromEnv({ TURNS_RUNNING: '2' }).userTurns).toEqual({ running: 2 });
    for (const [name, raw, expected] of [
      ['TURNS_RUNNING', '0', 'a whole number of requests from 1 to 2147483647'],
      ['TURNS_WAITING', '-1', 'a whole number of requests (0 or more)'],
      ['ANSWER_BYTES_PER_SECOND', '2MB', 'a whole number of bytes from 1 to 2147483647'],
      ['ANSWER_BURST_BYTES', '0.5', 'a whole number of bytes from 1 to 2147483647'],
      ['DATABASE_POOL_SIZE', '0', 'a whole number of connections from 1 to 2147483647'],
      ['DATABASE_SHARE', 'all', 'a whole number of connections from 1 to 2147483647'],
      ['MAX_QUERY_WORK', '-5', 'a whole number of units of work from 1 to 2147483647'],
      ['ANSWER_BURST_BYTES', '2147483648', 'a whole number of bytes from 1 to 2147483647'],
    ])
      expect(() => serverOptionsFromEnv({ [name]: raw })).toThrow(`${name} must be ${expected}, got '${raw}'`);
  });

  it('names a variable that is wrong', () => {
    expect(() => serverOptionsFromEnv({ PORT: 'eighty' })).toThrow(
      "PORT must be a port number (0–65535), got 'eighty'",
    );
    expect(() => serverOptionsFromEnv({ INFLATION_RATE: '2' })).toThrow(
      "INFLATION_RATE must be a fraction from 0 to 1, such as 0.02, got '2'",
    );
  });

  it('reads the drain’s two variables in whole milliseconds, each on its own, 0 allowed', () => {
    expect(serverOptionsFromEnv({}).drain).toBeUndefined();
    expect(serverOptionsFromEnv({ DRAIN_DELAY_MS: '0' }).drain).toEqual({ delayMs: 0, timeoutMs: undefined });
    // Blank is unset, not 0.
    expect(serverOptionsFromEnv({ DRAIN_DELAY_MS: ' ' }).drain).toBeUndefined();
    expect(serverOptionsFromEnv({ DRAIN_TIMEOUT_MS: '5000' }).drain).toEqual({ delayMs: undefined, timeoutMs: 5000 });
    for (const [name, raw] of [
      ['DRAIN_DELAY_MS', '2s'],
      ['DRAIN_DELAY_MS', '-1'],
      ['DRAIN_TIMEOUT_MS', '1.5'],
      // Past a timer's longest delay, Node fires it at once: the drain's delay would be none.
      ['DRAIN_DELAY_MS', '2147483648'],
    ])
      expect(() => serverOptionsFromEnv({ [name]: raw })).toThrow(
        `${name} must be a whole number of milliseconds from 0 to 2147483647, such as 2000, got '${raw}'`,
      );
  });

  it('reads KEEP_ALIVE_TIMEOUT_MS in whole milliseconds from 1', () => {
    expect(serverOptionsFromEnv({}).timeouts).toBeUndefined();
    expect(serverOptionsFromEnv({ KEEP_ALIVE_TIMEOUT_MS: '600000' }).timeouts).toEqual({ keepAliveMs: 600_000 });
    expect(() => serverOptionsFromEnv({ KEEP_ALIVE_TIMEOUT_MS: '5s' })).toThrow(
      "KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds from 1 to 2147483647, got '5s'",
    );
  });

  it('treats an empty ALLOWED_ORIGINS as no origin but the server’s own', () => {
    expect(serverOptionsFromEnv({ ALLOWED_ORIGINS: '' }).allowedOrigins).toEqual([]);
  });
});

describe('authFromEnv and the dev key', () => {
  it('prefers AUTH_JWKS_URL, then AUTH_PUBLIC_KEY, with issuer and audience', async () => {
    expect(
      (
        await authFromEnv({
          AUTH_JWKS_URL: 'https://id.example/jwks',
          AUTH_PUBLIC_KEY: 'x',
          AUTH_ISSUER: 'https://id.example',
        })
      ).auth,
    ).toEqual({
      jwksUrl: 'https://id.example/jwks',
      issuer: 'https://id.example',
      audience: undefined,
    });
    expect((await authFromEnv({ AUTH_PUBLIC_KEY: 'PEM', AUTH_AUDIENCE: 'planning' })).auth).toEqual({
      publicKey: 'PEM',
      issuer: undefined,
      audience: 'planning',
    });
  });

  it.each(['production', 'Production', 'prod', 'staging', 'TEST', ' development'])(
    "trusts no key with NODE_ENV '%s' unless one is configured, and says why in one line",
    async (nodeEnv) => {
      const setting = await authFromEnv({ NODE_ENV: nodeEnv });
      expect(setting.auth).toBeUndefined();
      expect(setting.devSignIn).toBeUndefined();
      expect(setting.description).toBe(
        `none: NODE_ENV is '${nodeEnv}', so the local dev key is not trusted; set AUTH_JWKS_URL or AUTH_PUBLIC_KEY. Only visitors are served`,
      );
      expect(trustsDevKey({ NODE_ENV: nodeEnv })).toBe(false);
    },
  );

  it.each([undefined, '', 'development', 'test'])(
    'trusts the local dev key with NODE_ENV %s, and offers /dev/sign-in with it',
    async (nodeEnv) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'ccc-keys-'));
      const setting = await authFromEnv({ DATA_DIR: dataDir, NODE_ENV: nodeEnv });
      const keys = await loadOrCreateDevKeys(devKeyFile({ DATA_DIR: dataDir }));
      expect(setting.auth?.publicKey).toBe(keys.publicKey);
      expect(
        await createTokenVerifier(setting.auth)(await mintToken('sam', setting.devSignIn!.privateKey)),
      ).toMatchObject({ kind: 'user', userId: 'sam' });
      expect(setting.description).toBe(
        `the local dev key in ${join(dataDir, 'dev-auth-key.json')} (npm run dev-token, POST /dev/sign-in), trusted because ${nodeEnv ? `NODE_ENV is '${nodeEnv}'` : 'NODE_ENV is unset'}`,
      );
    },
  );

  it('reads the longest token lifetime from AUTH_MAX_TOKEN_LIFETIME, in seconds', async () => {
    expect(
      (await authFromEnv({ AUTH_PUBLIC_KEY: 'PEM', AUTH_MAX_TOKEN_LIFETIME: '3600' })).auth?.maxLifetimeSeconds,
    ).toBe(3600);
    await expect(authFromEnv({ AUTH_PUBLIC_KEY: 'PEM', AUTH_MAX_TOKEN_LIFETIME: '1h' })).rejects.toThrow(
      "AUTH_MAX_TOKEN_LIFETIME must be a whole number of seconds, such as 86400, got '1h'",
    );
  });

  it('offers no /dev/sign-in when a key source is configured', async () => {
    expect((await authFromEnv({ AUTH_PUBLIC_KEY: 'PEM', NODE_ENV: 'development' })).devSignIn).toBeUndefined();
    expect((await authFromEnv({ AUTH_JWKS_URL: 'https://id.example/jwks' })).devSignIn).toBeUndefined();
  });

  it('otherwise uses one local key pair, shared by npm start and npm run dev-token', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ccc-keys-'));
    const env = { DATA_DIR: dataDir };
    const setting = await authFromEnv(env);
    expect(devKeyFile(env)).toBe(join(dataDir, 'dev-auth-key.json'));
    expect(((await stat(devKeyFile(env))).mode & 0o777).toString(8)).toBe('600');
    const keys = await loadOrCreateDevKeys(devKeyFile(env));
    expect(setting.auth?.publicKey).toBe(keys.publicKey);
    const verify = createTokenVerifier(setting.auth);
    expect(await verify(await mintToken('dana', keys.privateKey))).toEqual({
      kind: 'user',
      userId: 'dana',
      name: undefined,
      email: undefined,
    });
    expect(JSON.parse(await readFile(devKeyFile(env), 'utf8'))).toEqual({
      publicKey: keys.publicKey,
      privateKey: expect.stringContaining('PRIVATE KEY'),
    });
  });

  it('keeps the key in the default data directory when the data lives in memory', () => {
    expect(devKeyFile({ DATA_DIR: 'memory' })).toBe(join(DEFAULT_DATA_DIR, 'dev-auth-key.json'));
    expect(devKeyFile({})).toBe(join(DEFAULT_DATA_DIR, 'dev-auth-key.json'));
  });

  it('npm run dev-token prints a token for the user with the local key', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ccc-cli-'));
    const run = spawnSync('npx', ['tsx', 'scripts/dev-token.ts', 'erin', '--name', 'Erin Ennis', '--expires', '1h'], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const token = run.stdout.trim();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: 'erin', name: 'Erin Ennis' });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    const { auth } = await authFromEnv({ DATA_DIR: dataDir });
    expect(await createTokenVerifier(auth)(token)).toMatchObject({ kind: 'user', userId: 'erin', name: 'Erin Ennis' });

    const usage = spawnSync('npx', ['tsx', 'scripts/dev-token.ts'], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run -s dev-token -- <userId>');
  });
});

describe('ensureBuild', () => {
  const steps = (present: string[], status = 0) => {
    const calls = { builds: 0, logs: [] as string[] };
    return {
      calls,
      steps: {
        exists: (path: string) => present.includes(path),
        build: () => (calls.builds++, status),
        log: (message: string) => void calls.logs.push(message),
      },
    };
  };

  it('does nothing when both bundles are there', () => {
    const { calls, steps: s } = steps(REQUIRED_BUNDLES);
    expect(ensureBuild(s)).toBe(false);
    expect(calls.builds).toBe(0);
  });

  it('builds when a bundle is missing, saying which', () => {
    const { calls, steps: s } = steps(['dist/college-costs.esm.js', 'dist/loader.js', 'dist/examples/react-host.js']);
    expect(ensureBuild(s)).toBe(true);
    expect(calls.builds).toBe(1);
    expect(calls.logs).toEqual(['Building the widget first (dist/college-costs.umd.js missing): npm run build:demo']);
  });

  it('fails clearly when the build fails', () => {
    const { steps: s } = steps([], 2);
    expect(() => ensureBuild(s)).toThrow(
      'npm run build:demo failed (exit status 2); the demo page needs dist/college-costs.umd.js, dist/college-costs.esm.js, dist/loader.js, dist/examples/react-host.js',
    );
  });
});
