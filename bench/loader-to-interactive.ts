/**
 * Benchmark: time from the loader script starting to an interactive form (the age field enabled and
 * focusable), in headless Chromium against the reference server on loopback. Prints the median of N runs.
 *   npm run bench            (after npm run build)
 */
import { chromium } from 'playwright-core';
import { startServer } from '../server/index';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/browser/support';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench</title></head><body>
<div id="college-costs-calculator" data-graphql-endpoint="/graphql"></div>
<script>window.__loaderStart = performance.now();</script>
<script async src="/dist/loader.js" data-digital-advice-url="https://advice.example/"></script></body></html>`;

const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: 'memory', log: () => {} });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const times: number[] = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext(); // a cold cache every run
    const tab = await context.newPage();
    await tab.route(`${server.url}/bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: page }));
    await tab.goto(`${server.url}/bench.html`);
    const age = tab.getByRole('spinbutton', { name: 'How old is your child?' });
    await age.waitFor();
    const elapsed = await age.evaluate((input) => {
      (input as HTMLInputElement).focus();
      return performance.now() - (window as unknown as { __loaderStart: number }).__loaderStart;
    });
    times.push(elapsed);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(
  `loader start → interactive form, ${RUNS} cold runs: median ${median.toFixed(1)} ms, min ${times[0].toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
);
