/**
 * `npm start`: builds the widget if its bundles are missing (unless SKIP_BUILD=1), then serves the
 * demo page and the planning API on one port, configured by environment variables (see config.ts).
 */
import { authFromEnv, serverOptionsFromEnv } from './config';
import { ensureBuild } from './ensure-build';
import { startServer } from './index';

async function main(): Promise<void> {
  if (process.env.SKIP_BUILD !== '1') ensureBuild();
  const options = serverOptionsFromEnv(process.env);
  const { auth, devSignIn, description } = await authFromEnv(process.env);
  const server = await startServer({ ...options, auth, devSignIn });
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

  const stop = (signal: string) => {
    console.log(`${signal}: closing`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
