/**
 * Loaded into the server's process by the attack bench (`node --import`), beside the server's own code, which it
 * does not touch: the delay of the process's event loop, sampled every 10 ms (how late the timer's tick came). On SIGUSR2 it prints one line,
 * `event-loop-delay {"p50":…,"p99":…,"max":…,"mean":…}` in milliseconds since the last such line (or the start),
 * to stderr, and starts afresh; the bench sends the signal at the start and at the end of each phase.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 10;
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();
/** A sample is the time between two of the timer's ticks: the delay is what it took beyond the resolution. */
const ms = (nanoseconds) => Math.max(0, Math.round(nanoseconds / 1e4 - RESOLUTION_MS * 100) / 100);

process.on('SIGUSR2', () => {
  const delay = {
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    mean: ms(histogram.mean),
  };
  process.stderr.write(`event-loop-delay ${JSON.stringify(delay)}\n`);
  histogram.reset();
});
