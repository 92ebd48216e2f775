import type { StreamFrameName, StreamFramePayloads } from './live-events.schema';

/**
 * Server-sent events framing (HTML Living Standard §9.2), the little of it the event stream
 * needs. We frame by hand instead of using @fastify/sse: 0.6 asks for Node ≥ 20.20.2 (this
 * project declares ≥ 20.19) and it waits for a slow client's socket to drain, where our policy
 * is to drop that client (it resumes with Last-Event-ID); the whole format is these lines.
 */

/** One event: `id:` (when given), `event:`, one `data:` line of JSON, blank line. */
export function sseEvent(name: string, data: string, id?: number): string {
  // JSON.stringify never emits a raw line break, so one data line always suffices.
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${data.replace(/[\r\n]/g, '')}\n\n`;
}

/** A frame only one stream gets (`ready`, `reload`, `session.ended`), its data as its schema says. */
export function streamFrame<Name extends StreamFrameName>(
  name: Name,
  data: StreamFramePayloads[Name],
  id?: number,
): string {
  return sseEvent(name, JSON.stringify(data), id);
}

/** The reconnection delay the client should use, in ms. */
export const sseRetry = (ms: number): string => `retry: ${Math.max(0, Math.floor(ms))}\n\n`;

/** A comment line: keeps proxies from closing an idle connection. */
export const SSE_PING = ': ping\n\n';
