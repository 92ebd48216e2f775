import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Test-only fault injection (never registered in production): the next `count` gateway
 * requests answer 500 ('500'), lose their connection before being handled ('drop'), or are
 * handled and then lose their connection before the answer ('drop-after', the lost-answer case
 * idempotency keys exist for), or are shed as by an overloaded server ('503': SERVER.OVERLOADED
 * with `Retry-After: 1`). Armed with a `scope`, only requests carrying that value in the
 * FAULT_SCOPE_HEADER count: a browser test gives its own context the header (Playwright's extra
 * HTTP headers) and fails every call of its page without touching the tests running beside it on
 * the same server.
 */
export const FAULT_SCOPE_HEADER = 'x-fault-scope';

export type FaultMode = '500' | '503' | 'drop' | 'drop-after';

export class FaultSwitch {
  private mode: FaultMode = '500';
  private remaining = 0;
  private scope: string | undefined;

  /** Arms `count` faults; with `scope`, for requests of that scope only (FAULT_SCOPE_HEADER). */
  arm(mode: FaultMode, count: number, scope?: string): void {
    this.mode = mode;
    this.remaining = count;
    this.scope = scope;
  }

  get pending(): { mode: FaultMode; count: number; scope?: string } {
    return {
      mode: this.mode,
      count: this.remaining,
      ...(this.scope === undefined ? {} : { scope: this.scope }),
    };
  }

  /** Takes one fault for a request of `scope` (its FAULT_SCOPE_HEADER), if one is armed for it. */
  take(scope?: string): FaultMode | undefined {
    if (this.remaining <= 0) return undefined;
    if (this.scope !== undefined && scope !== this.scope) return undefined;
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
    const scope = request.headers[FAULT_SCOPE_HEADER];
    const fault = faults.take(typeof scope === 'string' ? scope : undefined);
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
