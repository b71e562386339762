/** Small response helpers shared by the HTTP pieces. */
import type { ServerResponse } from 'node:http';
import type { ErrorCode } from '../graphql/errors';

/** A refusal before GraphQL is reached: its status and the code sent in the error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function sendJson(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(text);
}
