/**
 * One POST to the planning API's /graphql over `agent` (a keep-alive connection the caller owns), as the widget
 * sends its call: JSON body, a fresh Idempotency-Key, the token when there is one, and a browser's Accept and
 * Accept-Encoding. Resolves with the status and the body as text (decoded when the server compressed it).
 */
import { randomUUID } from 'node:crypto';
import { Agent, request, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

const decoded = (res: IncomingMessage, body: Buffer): string => {
  const decode = DECODERS[String(res.headers['content-encoding'] ?? '')];
  return (decode ? decode(body) : body).toString('utf8');
};

export function postGraphQL(
  url: string,
  agent: Agent,
  body: string,
  token?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          'accept-encoding': 'gzip, deflate, br',
          'idempotency-key': randomUUID(),
          ...(token ? { 'auth-token': token } : {}),
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: decoded(res, Buffer.concat(chunks)) });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
