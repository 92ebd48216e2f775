import crypto from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { languageOfRequest } from '../mail/mail-language';
import { CognitoError } from './identity.errors';
import type { IdentityOperation } from './identity.operation';
import { identityServiceFor, type IdentityDependencies } from './identity.service';
import { initiateAuth } from './operations/initiate-auth.operation';
import { changePassword, confirmForgotPassword, forgotPassword } from './operations/password.operations';
import { respondToAuthChallenge } from './operations/respond-to-auth-challenge.operation';
import { getUser, globalSignOut, revokeToken } from './operations/session.operations';
import { confirmSignUp, resendConfirmationCode, signUp } from './operations/sign-up.operations';
import { getTokensFromRefreshToken } from './operations/refresh-tokens.operation';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const AMZ_JSON = 'application/x-amz-json-1.1';

/**
 * The operations of the Cognito User Pools protocol we answer (IDENTITY-PROTOCOL.md). A Map,
 * not an object literal: the operation name comes from a request header, and an object would
 * also answer inherited names (`constructor`, `__proto__`, `toString`, …).
 */
const operations: ReadonlyMap<string, IdentityOperation> = new Map<string, IdentityOperation>([
  ['InitiateAuth', initiateAuth],
  ['RespondToAuthChallenge', respondToAuthChallenge],
  ['GetTokensFromRefreshToken', getTokensFromRefreshToken],
  ['GetUser', getUser],
  ['RevokeToken', revokeToken],
  ['GlobalSignOut', globalSignOut],
  ['ForgotPassword', forgotPassword],
  ['ConfirmForgotPassword', confirmForgotPassword],
  ['ChangePassword', changePassword],
  ['SignUp', signUp],
  ['ConfirmSignUp', confirmSignUp],
  ['ResendConfirmationCode', resendConfirmationCode],
]);

const CORS_HEADERS = {
  // Cognito answers every origin: the protocol carries no cookies, only tokens in bodies.
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype',
  'cross-origin-resource-policy': 'cross-origin',
};

function sendError(reply: FastifyReply, error: CognitoError) {
  return reply
    .code(error.statusCode)
    .headers(CORS_HEADERS)
    .header('x-amzn-errortype', `${error.type}:`)
    .type(AMZ_JSON)
    .send({ __type: error.type, message: error.message });
}

/**
 * The local Amazon Cognito User Pools endpoint: `POST /idp` (X-Amz-Target names the
 * operation; body application/x-amz-json-1.1), CORS for browsers on other origins, and the
 * JWKS at `GET /idp/{poolId}/.well-known/jwks.json`. Errors are `{__type, message}` with
 * Cognito's exception names; bad input is 400 InvalidParameterException, never a 500.
 * Encapsulated: its body parser and error handler apply to these routes only.
 */
export const identityPlugin: FastifyPluginAsync<IdentityDependencies> = async (app, deps) => {
  const service = identityServiceFor(deps);
  const context = service.context;
  await context.keys(); // Generates the key pair on first start, before the first sign-in.

  // Every answer of these routes, errors and preflights included, carries a request id as
  // Cognito's do; the SDKs put it into their error metadata ($metadata.requestId).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-amzn-requestid', crypto.randomUUID());
  });

  app.addContentTypeParser(AMZ_JSON, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new CognitoError('InvalidParameterException', 'The request body is not valid JSON'), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | CognitoError, request, reply) => {
    if (error instanceof CognitoError) return sendError(reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(
        reply,
        new CognitoError('InvalidParameterException', `Invalid request: ${error.message}`),
      );
    }
    request.log.error({ err: error }, 'identity operation failed');
    return sendError(reply, new CognitoError('InternalErrorException', 'Internal server error'));
  });

  const preflight = async (_request: unknown, reply: FastifyReply) =>
    reply
      .code(204)
      .headers(CORS_HEADERS)
      .header('access-control-allow-methods', 'POST, OPTIONS')
      .header(
        'access-control-allow-headers',
        'content-type, x-amz-target, x-amz-user-agent, x-amz-date, authorization, cache-control',
      )
      .header('access-control-max-age', '600')
      .send();
  app.options('/idp', preflight);
  app.options('/idp/', preflight);

  const handle = async (
    request: { headers: Record<string, string | string[] | undefined>; body: unknown; ip: string },
    reply: FastifyReply,
  ) => {
    const target = request.headers['x-amz-target'];
    if (typeof target !== 'string' || !target.startsWith(TARGET_PREFIX)) {
      throw new CognitoError('InvalidParameterException', 'Missing or malformed X-Amz-Target header');
    }
    const operation = operations.get(target.slice(TARGET_PREFIX.length));
    if (!operation) throw new CognitoError('UnknownOperationException', 'Unknown operation');
    const result = await operation(context, request.body, {
      address: request.ip,
      language: languageOfRequest(request.headers),
    });
    return reply.headers(CORS_HEADERS).header('cache-control', 'no-store').type(AMZ_JSON).send(result);
  };
  // Each operation checks its own fields (wire.validation.ts) and names the wrong one as Cognito does.
  const schema = {
    headers: { type: 'object', properties: { 'x-amz-target': { type: 'string', maxLength: 128 } } },
    body: { type: 'object' },
  } as const;
  app.post('/idp', { schema }, handle);
  app.post('/idp/', { schema }, handle);

  const jwksSchema = {
    params: {
      type: 'object',
      required: ['poolId'],
      properties: { poolId: { type: 'string', maxLength: 128 } },
    },
  } as const;
  app.get<{ Params: { poolId: string } }>(
    '/idp/:poolId/.well-known/jwks.json',
    { schema: jwksSchema },
    async (request, reply) => {
      if (request.params.poolId !== deps.config.userPoolId) {
        throw new CognitoError('ResourceNotFoundException', 'User pool does not exist.', 404);
      }
      return reply
        .headers(CORS_HEADERS)
        .header('cache-control', 'public, max-age=300')
        .send(await service.jwks());
    },
  );
};
