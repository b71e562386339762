/**
 * Many clients from one machine: on Linux every address of 127.0.0.0/8 is this machine's, so a connection made from
 * 127.0.0.N reaches a server on 127.0.0.1 as from a client of its own. Behind HAProxy each address is a visitor of its
 * own (deploy/haproxy.cfg routes visitors by address and counts the rate per address), as real visitors are.
 */
import { Agent } from 'node:http';

/** The i-th client address (from 0): 127.0.1.1, 127.0.1.2, … (254 a block), never 127.0.0.1 itself. */
export function loopbackAddress(i: number): string {
  return `127.0.${1 + Math.floor(i / 254)}.${1 + (i % 254)}`;
}

/** A keep-alive agent whose connections come from `address`, at most `sockets` at once. */
export const agentFrom = (address: string, sockets = 1): Agent =>
  new Agent({ keepAlive: true, maxSockets: sockets, localAddress: address });
