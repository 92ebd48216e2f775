import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { badRequest, GatewayError } from '../gateway.errors';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../gateway.route';
import { ErrorSchema } from '../route-schema';
import { addLiveEventSchemas, FRAME_REFS } from './live-events.schema';
import type { LiveHub } from './live-hub';
import { LiveReceiver } from './live-receiver';
import { LiveStream } from './live-stream';

/** A Last-Event-ID we accept: a decimal event id (absent or empty: start live). */
function lastEventIdOf(header: unknown): number | undefined {
  if (header === undefined || header === '') return undefined;
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header.trim()))
    throw badRequest('EVENTS.BAD_LAST_EVENT_ID', 'Last-Event-ID must be an event id (a decimal number)');
  return Number(header.trim());
}

/**
 * GET /api/core/v1/events: the caller's live event stream (server-sent events, issue #32; the
 * wire contract is README "Live events"). The bearer token is verified when the stream opens
 * (the gateway's auth hook); the stream ends at the token's exp and when its session is revoked.
 * 400 EVENTS.BAD_LAST_EVENT_ID, 401 TOKEN.*, 429 EVENTS.TOO_MANY_STREAMS (LIVE_STREAMS_PER_USER
 * on this process), 503 EVENTS.SHUTTING_DOWN while the process stops.
 */
export function registerLiveEventRoutes(app: FastifyInstance, context: GatewayContext, hub: LiveHub): void {
  const { live } = context.config;
  addLiveEventSchemas(app);
  // Not defineRoute: the answer is a stream of frames, not the JSON envelope.
  app.route({
    method: 'GET',
    url: '/v1/events',
    config: { auth: 'required' },
    compress: false,
    schema: {
      summary:
        'The caller’s live events as text/event-stream: `ready` first, then every event the caller may read (ids increasing; resume with Last-Event-ID, `reload` when too far behind), `: ping` every 15 s, `session.ended` when the session ends',
      tags: ['live'],
      security: [{ bearer: [] }],
      headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ maxLength: 32 })) }),
      response: {
        200: {
          description:
            'text/event-stream: frames `id:` (stored events), `event:` (the name), `data:` one line of JSON, the schema `LiveEvent.<name>` or `LiveFrame.<name>` of components.schemas',
          content: { 'text/event-stream': { schema: { oneOf: FRAME_REFS } } },
        },
        '4xx': ErrorSchema,
        '5xx': ErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const lastEventId = lastEventIdOf(request.headers['last-event-id']);
      if (hub.closing)
        throw new GatewayError(503, 'EVENTS.SHUTTING_DOWN', 'This server is stopping; reconnect');
      if (!hub.mayOpen(principal.sub))
        throw new GatewayError(
          429,
          'EVENTS.TOO_MANY_STREAMS',
          `At most ${live.streamsPerUser} event streams per user`,
        );
      reply.hijack();
      const raw = reply.raw;
      raw.socket?.setNoDelay(true);
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) headers[name] = value;
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const stream = new LiveStream(
        raw,
        hub.receiverFor(principal.sub, () => new LiveReceiver(context, request, principal.sub)),
        { originJti: principal.originJti, expiresAt: principal.expiresAt },
        { drainTimeoutMs: live.slowClientMs, maxBufferedBytes: live.bufferBytes },
        (error) => request.log.error({ err: error }, 'live event check failed'),
      );
      await hub.open(stream, lastEventId);
    },
  });
}
