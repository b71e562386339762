/**
 * `npm run replicas`: the planning API as REPLICAS replicas (default 3) of `npm start`'s server on one PostgreSQL
 * database (DATABASE_URL), behind HAProxy on LB_PORT (default 8080), configured by environment variables
 * (deploy/settings.ts; docs/server.md, "Running several replicas").
 *
 * SIGHUP restarts the replicas one at a time, each drained first (a rolling restart: no request is refused or lost).
 * SIGTERM or SIGINT (Ctrl-C): HAProxy stops taking connections, every replica drains, and all exit; a second one
 * ends them at once.
 */
import { ensureBuild } from '../server/ensure-build';
import { startCluster, type Cluster } from './cluster';
import { replicasSettingsFromEnv } from './settings';

async function main(): Promise<void> {
  const settings = replicasSettingsFromEnv(process.env);
  // Once here: the replicas start with SKIP_BUILD=1, instead of each building at once.
  if (process.env.SKIP_BUILD !== '1') ensureBuild();
  const cluster: Cluster = await startCluster({
    ...settings,
    env: process.env,
    output: (source, line) => console.log(`[${source}] ${line}`),
  });
  // The replicas run in process groups of their own (a terminal's Ctrl-C comes here first): none outlives the runner.
  process.on('exit', () => cluster.kill());

  const shown = cluster.url.replace('127.0.0.1', 'localhost');
  console.log(
    `College-costs calculator: ${cluster.replicas.length} replicas behind HAProxy: demo at ${shown}/ and the planning API at ${shown}/graphql`,
  );
  for (const replica of cluster.replicas) console.log(`  ${replica.name} at ${replica.url} (pid ${replica.pid})`);
  console.log(
    `HAProxy's statistics at ${cluster.statsUrl}/ (CSV at ${cluster.statsUrl}/;csv), pid ${cluster.haproxyPid}`,
  );
  console.log(
    cluster.rateLimitPerMinute
      ? `Rate limit at HAProxy: ${cluster.rateLimitPerMinute} requests a minute per address.`
      : 'No rate limit.',
  );
  console.log('SIGHUP (kill -HUP ' + process.pid + '): a rolling restart. SIGTERM or Ctrl-C: drain and stop.');

  let restarting = false;
  process.on('SIGHUP', () => {
    if (restarting) return console.log('SIGHUP: a rolling restart is under way; this one is ignored');
    restarting = true;
    console.log('SIGHUP: restarting the replicas one at a time');
    cluster
      .rollingRestart((replica) => console.log(`${replica.name} restarted (pid ${replica.pid}) and UP`))
      .then(
        () => console.log('Rolling restart done'),
        (error: unknown) => console.error(`Rolling restart stopped: ${error instanceof Error ? error.message : error}`),
      )
      .finally(() => (restarting = false));
  });

  let signals = 0;
  const stop = (signal: string) => {
    if (++signals > 1) {
      console.log(`${signal} again: ending every process at once`);
      cluster.kill();
      process.exit(1);
    }
    console.log(`${signal}: HAProxy stops taking connections and the replicas drain`);
    cluster.stop().then(
      () => {
        console.log('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
