/**
 * Reads a request body as UTF-8 text, refusing (413) past a size limit without reading it all. A
 * client that goes away before sending all of it is a ClientAbortError (logged as one line).
 */
import type { IncomingMessage } from 'node:http';
import { HttpError } from './respond';

/** The client closed the connection before its request was read or answered. */
export class ClientAbortError extends Error {
  constructor() {
    super('The client closed the connection');
    this.name = 'ClientAbortError';
  }
}

const tooLarge = (limit: number): HttpError =>
  new HttpError(413, `Request body is too large: the limit is ${Math.floor(limit / 1024)} KB`, 'PAYLOAD_TOO_LARGE');

export function readBody(req: IncomingMessage, limitBytes: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) {
    req.resume();
    return Promise.reject(tooLarge(limitBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limitBytes) {
        req.off('data', onData);
        req.resume();
        reject(tooLarge(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    let ended = false;
    req.on('data', onData);
    req.on('end', () => {
      ended = true;
      resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8'));
    });
    // After 'end' these change nothing (every request is followed by 'close'): no error is made then.
    const abort = (): void => {
      if (!ended) reject(new ClientAbortError());
    };
    req.on('error', abort);
    req.on('close', abort);
  });
}
