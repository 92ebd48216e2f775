import type { FastifyReply, FastifyRequest } from 'fastify';
import { gatewayErrorHandler } from '../../../server/gateway/gateway.errors.handler';

/**
 * Database errors every route may meet (issue #28, finding 7): a unique violation — two writers
 * racing to insert the same row — is 409 REQUEST.DUPLICATE on either database, and PostgreSQL
 * refusing a character in text is 400 REQUEST.CONTROL_CHARACTER; anything else stays a 500.
 */
function answerTo(error: unknown) {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    code(status: number) {
      sent.status = status;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  } as unknown as FastifyReply;
  const request = { log: { info: () => undefined, error: () => undefined } } as unknown as FastifyRequest;
  gatewayErrorHandler(error as never, request, reply);
  return sent;
}

const databaseError = (code: string) => Object.assign(new Error(`database said ${code}`), { code });

describe('the gateway error handler', () => {
  it.each(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505'])(
    'answers a unique violation (%s) with 409 REQUEST.DUPLICATE',
    (code) => {
      expect(answerTo(databaseError(code))).toEqual({
        status: 409,
        body: { status_code: 409, error: { code: 'REQUEST.DUPLICATE', message: expect.any(String) } },
      });
    },
  );

  it.each(['22021', '22P05'])('answers PostgreSQL refusing a character (%s) with 400', (code) => {
    expect(answerTo(databaseError(code))).toMatchObject({
      status: 400,
      body: { error: { code: 'REQUEST.CONTROL_CHARACTER' } },
    });
  });

  it('keeps other database errors a 500 INTERNAL', () => {
    expect(answerTo(databaseError('SQLITE_CONSTRAINT_FOREIGNKEY'))).toMatchObject({
      status: 500,
      body: { error: { code: 'INTERNAL' } },
    });
  });
});
