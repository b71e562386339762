/**
 * A per-address rate limit: each address has a bucket of `perMinute` requests that refills evenly
 * over a minute. A request finding it empty is answered 429 with Retry-After (seconds until the
 * next request may pass). With `trustProxy`, the address is the first of X-Forwarded-For (set it
 * only behind a proxy that writes that header); otherwise the connection's own address.
 */
import type { IncomingMessage } from 'node:http';

export interface RateLimitOptions {
  /** Requests per minute per address. */
  perMinute: number;
  /** Take the address from X-Forwarded-For. Default false. */
  trustProxy?: boolean;
}

interface Bucket {
  tokens: number;
  updated: number;
}

export interface RateLimiter {
  readonly perMinute: number;
  /** Takes one request from the caller's bucket: 0 when it may pass, else the seconds to wait. */
  take(req: IncomingMessage): number;
  stop(): void;
}

const IDLE_MS = 10 * 60 * 1000;

export function addressOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  if (typeof forwarded === 'string' && forwarded.trim()) return forwarded.split(',')[0].trim();
  return req.socket.remoteAddress ?? 'unknown';
}

export function createRateLimiter(options: RateLimitOptions, now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const perMs = options.perMinute / 60_000;
  // Addresses idle long enough to have a full bucket again are forgotten.
  const sweep = setInterval(() => {
    const cutoff = now() - IDLE_MS;
    for (const [address, bucket] of buckets) if (bucket.updated < cutoff) buckets.delete(address);
  }, IDLE_MS).unref();
  return {
    perMinute: options.perMinute,
    take(req) {
      const address = addressOf(req, options.trustProxy ?? false);
      const time = now();
      let bucket = buckets.get(address);
      if (!bucket) buckets.set(address, (bucket = { tokens: options.perMinute, updated: time }));
      bucket.tokens = Math.min(options.perMinute, bucket.tokens + (time - bucket.updated) * perMs);
      bucket.updated = time;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    },
    stop: () => clearInterval(sweep),
  };
}
