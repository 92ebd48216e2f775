import type { FastifyInstance } from 'fastify';
import type { FaultMode, FaultSwitch } from './faults.switch';

/**
 * `POST /dev/faults {mode: '500' | '503' | 'drop' | 'drop-after', count, scope?}` arms the switch for
 * the next `count` gateway requests (count 0 disarms; with `scope`, only requests whose
 * X-Fault-Scope header is that value); `GET /dev/faults` shows what is armed.
 * Outside production only.
 */
export function registerFaultRoutes(app: FastifyInstance, faults: FaultSwitch): void {
  app.post<{ Body: { mode: FaultMode; count: number; scope?: string } }>(
    '/dev/faults',
    {
      schema: {
        hide: true,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['mode', 'count'],
          properties: {
            mode: { type: 'string', enum: ['500', '503', 'drop', 'drop-after'] },
            count: { type: 'integer', minimum: 0, maximum: 1000 },
            scope: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      faults.arm(request.body.mode, request.body.count, request.body.scope);
      return { data: faults.pending, status_code: 200 };
    },
  );
  app.get('/dev/faults', { schema: { hide: true } }, async () => ({
    data: faults.pending,
    status_code: 200,
  }));
}
