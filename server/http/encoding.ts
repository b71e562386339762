/**
 * Content coding: which of `br`, `gzip` or `identity` a request accepts best (its Accept-Encoding,
 * q-values respected; `br` first on a tie), and compressing a body with it. Static files are
 * compressed once, at the best settings (static.ts); dynamic answers quickly (compressAnswer).
 */
import type { ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { addVaryTo, varyWith, type HeaderList } from './header-list';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Codings we produce, in order of preference when the client rates them the same. */
const PREFERRED: readonly Exclude<Encoding, 'identity'>[] = ['br', 'gzip'];

/** The q-value of each coding named in an Accept-Encoding header ('*' included), lower-cased. */
function qualities(header: string): Map<string, number> {
  const rated = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    rated.set(name, Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  return rated;
}

/**
 * The codings a request accepts, best first: those with q > 0, by q, `br` before `gzip` on a tie,
 * then identity. A coding rated below an explicitly rated `identity` comes after it. No header, or
 * one naming neither coding (nor '*'), means identity only. Identity is always last resort, even
 * if the header refuses it (RFC 9110 §12.5.3 allows that rather than a 406).
 */
export function acceptedEncodings(acceptEncoding: string | string[] | undefined): Encoding[] {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return ['identity'];
  const rated = qualities(header);
  const wildcard = rated.get('*');
  // Identity competes only when the header rates it explicitly ("gzip;q=0.5, identity" prefers identity).
  const identityQ = rated.get('identity') ?? 0;
  const better = PREFERRED.map((coding) => ({
    coding,
    q: rated.get(coding) ?? (coding === 'gzip' ? rated.get('x-gzip') : undefined) ?? wildcard ?? 0,
  }))
    .filter(({ q }) => q > 0 && q >= identityQ)
    .sort((x, y) => y.q - x.q); // Stable: br first on a tie.
  return [...better.map(({ coding }) => coding), 'identity'];
}

/** The coding to answer with: the first of acceptedEncodings. */
export const chooseEncoding = (acceptEncoding: string | string[] | undefined): Encoding =>
  acceptedEncodings(acceptEncoding)[0];

/** Media types worth compressing (text, scripts, JSON, SVG); images and fonts are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|graphql-response\+json|manifest\+json|xml)|image\/svg\+xml)/.test(
    contentType,
  );
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses once at the best settings (static files: done once per file version, off the event loop). */
export function compressBest(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: constants.Z_BEST_COMPRESSION });
}

/** Answers smaller than this go as they are: compressing them saves too little to be worth the CPU. */
export const MIN_COMPRESSED_ANSWER_BYTES = 1024;

/**
 * The coding of a dynamic answer of `bytes` bytes of `contentType` (what compressAnswer sends it in):
 * identity below MIN_COMPRESSED_ANSWER_BYTES or for a type not worth compressing, else the best the
 * request accepts. Known before compressing, so the answer's ETag (which names it) can be checked first.
 */
export const answerEncoding = (
  acceptEncoding: string | string[] | undefined,
  bytes: number,
  contentType: string,
): Encoding =>
  bytes < MIN_COMPRESSED_ANSWER_BYTES || !isCompressible(contentType) ? 'identity' : chooseEncoding(acceptEncoding);

/** Adds `value` to the response's Vary header, keeping what is there (CORS sets `Origin`). */
export function addVary(res: ServerResponse, value: string): void {
  const current = res.getHeader('vary');
  res.setHeader('vary', varyWith(current === undefined ? undefined : String(current), value));
}

/**
 * A dynamic answer (GraphQL JSON): compressed with fast settings when it is at least
 * MIN_COMPRESSED_ANSWER_BYTES and the client accepts br or gzip; the body to send, and its headers
 * (`headers` with its length, its coding, and Accept-Encoding in its Vary) added to `list`.
 */
export function compressAnswer(
  acceptEncoding: string | string[] | undefined,
  body: string,
  headers: Readonly<Record<string, string>>,
  list: HeaderList,
): string | Buffer {
  addVaryTo(list, 'Accept-Encoding');
  for (const name in headers) list.push(name, headers[name]);
  const bytes = Buffer.byteLength(body);
  const encoding = answerEncoding(acceptEncoding, bytes, headers['content-type'] ?? '');
  if (encoding === 'identity') {
    list.push('content-length', String(bytes));
    return body;
  }
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
        })
      : gzipSync(body, { level: 6 });
  list.push('content-encoding', encoding, 'content-length', String(compressed.length));
  return compressed;
}

/**
 * Sends a dynamic answer, compressed as compressAnswer decides, with the headers every answer
 * carries (`list`: security, CORS, Vary) and its own, in one writeHead. With its length the head and
 * a text body go out in one write (without it: chunks, in a writev).
 */
export function sendCompressed(
  res: ServerResponse,
  acceptEncoding: string | string[] | undefined,
  status: number,
  statusText: string,
  body: string,
  headers: Readonly<Record<string, string>>,
  list: HeaderList,
): void {
  const sent = compressAnswer(acceptEncoding, body, headers, list);
  res.writeHead(status, statusText, list).end(sent);
}
