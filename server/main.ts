/**
 * `npm start`: builds the widget if its bundles are missing (unless SKIP_BUILD=1), then serves the
 * demo page and the planning API on one port, configured by environment variables (see config.ts).
 * SIGTERM or SIGINT drains it (http/drain.ts) and exits 0; a second one during the drain closes at once.
 */
import { authFromEnv, serverOptionsFromEnv } from './config';
import { ensureBuild } from './ensure-build';
import { DEFAULT_DRAIN, startServer } from './index';

async function main(): Promise<void> {
  if (process.env.SKIP_BUILD !== '1') ensureBuild();
  const options = serverOptionsFromEnv(process.env);
  const { auth, devSignIn, description } = await authFromEnv(process.env);
  const server = await startServer({ ...options, auth, devSignIn });
  const exitWhen = (done: Promise<unknown>) =>
    done.then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  const delayMs = options.drain?.delayMs ?? DEFAULT_DRAIN.delayMs;
  const timeoutMs = options.drain?.timeoutMs ?? DEFAULT_DRAIN.timeoutMs;
  let signals = 0;
  const stop = (signal: string) => {
    if (++signals === 2) {
      console.log(`${signal} again: closing at once`);
      exitWhen(server.close());
    }
    if (signals > 1) return;
    console.log(
      `${signal}: draining: /readyz answers 503 now, requests are served for ${delayMs} ms more, then no new connection is accepted and the requests in flight get at most ${timeoutMs} ms`,
    );
    exitWhen(
      server.drain().then(({ unfinished }) => {
        // After a second signal the drain ends with the close: that one line was said.
        if (signals > 1) return;
        console.log(
          unfinished
            ? `Drained: ${unfinished} request(s) unfinished after ${timeoutMs} ms were ended; exiting`
            : 'Drained: every request answered; exiting',
        );
      }),
    );
  };
  // Before the server says it is up: a signal sent as soon as it says so drains it, not kills it.
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const shown = server.url.replace('127.0.0.1', 'localhost');
  console.log(`College-costs calculator: demo at ${shown}/ and the planning API at ${shown}/graphql`);
  console.log(
    `Storage: ${options.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${options.dataDir}`}. Tokens: ${description}.`,
  );
  const limit = options.rateLimit ? `${options.rateLimit.perMinute} requests a minute per address` : 'no rate limit';
  console.log(
    options.production
      ? `Production: introspection off, no internal detail, ${limit}.`
      : `Development: introspection on, ${limit}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
