/**
 * Serves files from directories mounted at URL prefixes (GET and HEAD), so one port gives the
 * demo page, the built widget and /graphql. Paths cannot leave their directory. `/` serves the
 * index page, or, when it is missing, a short page saying so. Pages carry their
 * Content-Security-Policy (security-headers.ts).
 *
 * Text files go compressed (`br` or `gzip` by Accept-Encoding, made once per file version and kept
 * in memory: file-cache.ts) with `Vary: Accept-Encoding`, a strong ETag (If-None-Match answers
 * 304), and Cache-Control: a year and `immutable` for files whose name carries a hash of their
 * content (a mount's `versioned` pattern), a short time with revalidation for the rest, and
 * `no-cache` for pages. Files over MAX_CACHED_FILE_BYTES are streamed as they are.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { acceptedEncodings, addVary, isCompressible, type Encoding } from './encoding';
import { matchesIfNoneMatch } from './cache-validators';
import { createFileCache, DEFAULT_FILE_CACHE_BYTES, type FileVersion } from './file-cache';
import { contentSecurityPolicy } from './security-headers';

export interface StaticMount {
  /** Starts and ends with '/', for example '/dist/'. */
  urlPrefix: string;
  /** The directory served under it. */
  dir: string;
  /** Paths (relative to the mount) whose name carries a hash of their content: cached for a year, immutable. */
  versioned?: RegExp;
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * Files that keep their name across versions (the loader and the entries): asked again every time, a 304 when
 * unchanged. The loader carries the hash of the widget module built with it, so after a rebuild a cached
 * older loader would refuse the new module.
 */
export const SHORT_CACHE_CONTROL = 'no-cache';
export const PAGE_CACHE_CONTROL = 'no-cache';
/** Larger files are streamed from disk, uncompressed, with an ETag from their size and mtime. */
export const MAX_CACHED_FILE_BYTES = 8 * 1024 * 1024;
/** Smaller files are not worth compressing. */
const MIN_COMPRESSED_FILE_BYTES = 256;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const MISSING_INDEX = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>College-costs calculator</title></head>
<body><h1>College-costs calculator API</h1>
<p>The demo page is missing: there is no <code>examples/index.html</code> in this checkout.</p>
<p>The planning API answers at <a href="/graphql"><code>/graphql</code></a>.</p></body></html>
`;

/** The file under `dir` for a URL path relative to the mount, or null when it would leave `dir`. */
function fileFor(dir: string, relativePath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = resolve(dir);
  const file = resolve(join(root, decoded));
  return file === root || file.startsWith(root + sep) ? file : null;
}

interface FoundFile {
  file: string;
  size: number;
  mtimeMs: number;
}

async function regularFile(file: string): Promise<FoundFile | null> {
  try {
    let info = await stat(file);
    if (info.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file);
    }
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * The body to send for `version` in the best coding the request accepts, and that coding. Brotli at
 * its best takes about half a second for the widget's bundle: until it is made, a request that
 * also accepts gzip (made in milliseconds) gets gzip instead of waiting.
 */
async function representation(
  req: IncomingMessage,
  version: FileVersion,
  type: string,
): Promise<{ body: Buffer; encoding: Encoding; etag: string }> {
  const accepted =
    isCompressible(type) && version.bytes.length >= MIN_COMPRESSED_FILE_BYTES
      ? acceptedEncodings(req.headers['accept-encoding'])
      : ['identity' as const];
  for (const [index, encoding] of accepted.entries()) {
    if (encoding === 'identity') break;
    if (encoding === 'br' && accepted[index + 1] === 'gzip' && !version.isEncoded('br')) {
      void version.encoded(encoding).catch(() => null); // Made in the background for the next requests.
      continue;
    }
    const compressed = await version.encoded(encoding);
    if (compressed) return { body: compressed, encoding, etag: `${version.etag.slice(0, -1)}-${encoding}"` };
  }
  return { body: version.bytes, encoding: 'identity', etag: version.etag };
}

/** Returns a handler that answers and resolves true when it served the request, false otherwise. */
export function createStaticHandler(mounts: readonly StaticMount[], cacheBytes = DEFAULT_FILE_CACHE_BYTES) {
  const cache = createFileCache(cacheBytes);
  const policies = new WeakMap<FileVersion, string>();
  const policyOf = (version: FileVersion): string => {
    let policy = policies.get(version);
    if (policy === undefined) policies.set(version, (policy = contentSecurityPolicy(version.bytes.toString('utf8'))));
    return policy;
  };

  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    for (const mount of mounts) {
      if (!pathname.startsWith(mount.urlPrefix)) continue;
      const relative = pathname.slice(mount.urlPrefix.length);
      const path = fileFor(mount.dir, relative);
      const found = path && (await regularFile(path));
      if (!found) continue;
      const type = CONTENT_TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream';
      const page = type.startsWith('text/html');
      const headers: Record<string, string> = {
        'content-type': type,
        'cache-control': page
          ? PAGE_CACHE_CONTROL
          : mount.versioned?.test(relative)
            ? IMMUTABLE_CACHE_CONTROL
            : SHORT_CACHE_CONTROL,
      };
      if (isCompressible(type)) addVary(res, 'Accept-Encoding');

      if (found.size > MAX_CACHED_FILE_BYTES && !page) {
        headers.etag = `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
        if (matchesIfNoneMatch(req.headers['if-none-match'], headers.etag))
          return (res.writeHead(304, headers).end(), true);
        res.writeHead(200, { ...headers, 'content-length': String(found.size) });
        if (req.method === 'HEAD') res.end();
        else createReadStream(found.file).pipe(res);
        return true;
      }

      const version = await cache.get(found.file, found.mtimeMs, found.size);
      const { body, encoding, etag } = await representation(req, version, type);
      headers.etag = etag;
      if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) return (res.writeHead(304, headers).end(), true);
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      // A page carries its Content-Security-Policy.
      if (page) headers['content-security-policy'] = policyOf(version);
      res.writeHead(200, { ...headers, 'content-length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    if (pathname === '/') {
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': PAGE_CACHE_CONTROL,
          'content-security-policy': contentSecurityPolicy(MISSING_INDEX),
        })
        .end(req.method === 'HEAD' ? undefined : MISSING_INDEX);
      return true;
    }
    return false;
  };
}
