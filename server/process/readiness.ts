import type { FastifyInstance } from 'fastify';

/**
 * Where this process is in its life, as a balancer sees it through GET /health/ready:
 * `starting` until the server listens (main.ts migrates and seeds before it listens), `ready`
 * while it serves, `draining` from the moment a shutdown begins (never ready again).
 */
export type ReadinessPhase = 'starting' | 'ready' | 'draining';

export class ProcessReadiness {
  private current: ReadinessPhase = 'starting';

  get phase(): ReadinessPhase {
    return this.current;
  }

  /** The server listens: ready, unless a shutdown already began. */
  markListening(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  /** A shutdown began: /health/ready answers 503 from now on, and every answer closes its connection. */
  markDraining(): void {
    this.current = 'draining';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's readiness (issue #37): read by /health/ready, set by listen and shutdown. */
    readiness: ProcessReadiness;
  }
}

/**
 * Gives `app` (the root instance) its readiness: ready once it listens, draining when it starts
 * closing (graceful-shutdown.ts marks it earlier, at the signal). While draining, every answer
 * carries `Connection: close`, so a keep-alive client opens its next connection elsewhere instead
 * of having an idle connection closed under a request it is sending.
 */
export function registerReadiness(app: FastifyInstance): ProcessReadiness {
  const readiness = new ProcessReadiness();
  app.decorate('readiness', readiness);
  app.addHook('onListen', async () => readiness.markListening());
  app.addHook('preClose', async () => readiness.markDraining());
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.phase === 'draining') reply.header('connection', 'close');
    return payload;
  });
  return readiness;
}
