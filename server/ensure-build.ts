/**
 * `npm start` straight after `npm ci`: when a bundle the demo pages load is missing, run
 * `npm run build:demo` first (the bundles without the type declarations, which the demo does not need).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REQUIRED_BUNDLES = [
  'dist/college-costs.umd.js',
  'dist/college-costs.esm.js',
  'dist/loader.js',
  'dist/examples/react-host.js',
];
const BUILD_SCRIPT = 'build:demo';

export interface BuildSteps {
  exists: (path: string) => boolean;
  /** Runs `npm run build:demo`; resolves to its exit status. */
  build: () => number;
  log: (message: string) => void;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const realSteps: BuildSteps = {
  exists: (path) => existsSync(fileURLToPath(new URL(`../${path}`, import.meta.url))),
  build: () =>
    spawnSync('npm', ['run', BUILD_SCRIPT], { cwd: repoRoot, stdio: 'inherit', shell: process.platform === 'win32' })
      .status ?? 1,
  log: (message) => console.log(message),
};

/** Builds when a bundle is missing; throws when the build fails. Returns whether it built. */
export function ensureBuild(steps: BuildSteps = realSteps): boolean {
  const missing = REQUIRED_BUNDLES.filter((path) => !steps.exists(path));
  if (!missing.length) return false;
  steps.log(`Building the widget first (${missing.join(', ')} missing): npm run ${BUILD_SCRIPT}`);
  const status = steps.build();
  if (status !== 0)
    throw new Error(
      `npm run ${BUILD_SCRIPT} failed (exit status ${status}); the demo page needs ${missing.join(', ')}`,
    );
  return true;
}
