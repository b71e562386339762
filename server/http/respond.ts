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

/** Seconds a client is asked to wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 5;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(body);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end(text);
}
