import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Test-only fault injection (never registered in production): the next `count` gateway
 * requests answer 500 ('500'), lose their connection before being handled ('drop'), or are
 * handled and then lose their connection before the answer ('drop-after', the lost-answer case
 * idempotency keys exist for), or are shed as by an overloaded server ('503': SERVER.OVERLOADED
 * with `Retry-After: 1`).
 */
export type FaultMode = '500' | '503' | 'drop' | 'drop-after';

export class FaultSwitch {
  private mode: FaultMode = '500';
  private remaining = 0;

  arm(mode: FaultMode, count: number): void {
    this.mode = mode;
    this.remaining = count;
  }

  get pending(): { mode: FaultMode; count: number } {
    return { mode: this.mode, count: this.remaining };
  }

  /** Takes one fault for this request, if any is armed. */
  take(): FaultMode | undefined {
    if (this.remaining <= 0) return undefined;
    this.remaining--;
    return this.mode;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    dropAfterHandling?: boolean;
  }
}

function destroy(request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  request.raw.socket?.destroy();
  reply.raw.destroy();
}

/** onRequest: answers 500 or drops the connection before anything is handled. Register first. */
export function registerFaultRequestHook(app: FastifyInstance, faults: FaultSwitch): void {
  app.addHook('onRequest', async (request, reply) => {
    const fault = faults.take();
    if (fault === '500') {
      return reply
        .code(500)
        .send({ status_code: 500, error: { code: 'FAULT.INJECTED', message: 'Injected fault' } });
    }
    if (fault === '503') {
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ status_code: 503, error: { code: 'SERVER.OVERLOADED', message: 'Injected overload' } });
    }
    if (fault === 'drop') return destroy(request, reply);
    if (fault === 'drop-after') request.dropAfterHandling = true;
  });
}

/** onSend: drops the connection of a 'drop-after' request once its answer is final. Register last. */
export function registerFaultSendHook(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.dropAfterHandling) {
      request.dropAfterHandling = false;
      request.raw.socket?.destroy();
      reply.raw.destroy();
    }
    return payload;
  });
}
