import net from 'node:net';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * Whether a socket address is this machine (127.0.0.0/8, ::1, or the IPv4-mapped form of
 * 127.0.0.0/8). Undefined (a socket already gone) is not.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * The onRequest hook every development page sits behind: with `DEV_PAGES=true` a caller whose
 * socket is not on this machine gets the same 404 as when the pages are off. It reads the
 * socket, never `request.ip`, so no X-Forwarded-For (trusted proxy or not) opens the pages.
 */
export function devPagesGuard(config: Pick<ServerConfig, 'devPages'>): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (config.devPages === 'remote' || isLoopbackAddress(request.socket.remoteAddress)) return;
    return reply.code(404).send({ status_code: 404, error: { code: 'NOT_FOUND', message: 'Not found' } });
  };
}
