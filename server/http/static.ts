/**
 * Serves files from directories mounted at URL prefixes (GET and HEAD), so one port gives the
 * demo page, the built widget and /graphql. Paths cannot leave their directory. `/` serves the
 * index page, or, when it is missing, a short page saying so. Pages carry their
 * Content-Security-Policy (security-headers.ts).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { contentSecurityPolicy } from './security-headers';

export interface StaticMount {
  /** Starts and ends with '/', for example '/dist/'. */
  urlPrefix: string;
  /** The directory served under it. */
  dir: string;
}

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

async function regularFile(file: string): Promise<{ file: string; size: number } | null> {
  try {
    let info = await stat(file);
    if (info.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file);
    }
    return info.isFile() ? { file, size: info.size } : null;
  } catch {
    return null;
  }
}

/** Returns a handler that answers and resolves true when it served the request, false otherwise. */
export function createStaticHandler(mounts: readonly StaticMount[]) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    for (const mount of mounts) {
      if (!pathname.startsWith(mount.urlPrefix)) continue;
      const path = fileFor(mount.dir, pathname.slice(mount.urlPrefix.length));
      const found = path && (await regularFile(path));
      if (!found) continue;
      const type = CONTENT_TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream';
      const headers = { 'content-type': type, 'content-length': String(found.size), 'cache-control': 'no-cache' };
      if (type.startsWith('text/html')) {
        // A page: read whole (pages are small) for its Content-Security-Policy.
        const html = await readFile(found.file);
        res.writeHead(200, { ...headers, 'content-length': String(html.length), 'content-security-policy': contentSecurityPolicy(html.toString('utf8')) });
        res.end(req.method === 'HEAD' ? undefined : html);
        return true;
      }
      res.writeHead(200, headers);
      if (req.method === 'HEAD') res.end();
      else createReadStream(found.file).pipe(res);
      return true;
    }
    if (pathname === '/') {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy(MISSING_INDEX) })
        .end(req.method === 'HEAD' ? undefined : MISSING_INDEX);
      return true;
    }
    return false;
  };
}
