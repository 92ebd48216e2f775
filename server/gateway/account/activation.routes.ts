import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { languageOfRequest, originOfLanguage } from '../../mail/mail-language';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { Body } from '../route-schema';
import { activate } from './activation';
import { REGISTRATION_TAGS } from './registration.schema';

const TOKEN = Type.String({ minLength: 1, maxLength: 512 });
const activatedAnswer = Type.Object({ activated: Type.Boolean(), email: Type.String() });

/** The activation link of the registration e-mail, followed (GET) or posted (POST). */
export function registerActivationRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, config, identity } = context;

  defineRoute(app, {
    method: 'GET',
    url: '/v1/users/activation',
    summary:
      'The activation link of the e-mail: activates the account, then redirects to /user/login?activated=true',
    tags: REGISTRATION_TAGS,
    auth: 'none',
    sensitive: true,
    querystring: Type.Object({ token: TOKEN }),
    data: activatedAnswer,
    handler: async (request, reply) => {
      const email = await activate(db, identity, request.query.token);
      // Back to the login page in the language of the host the link was opened on (the mail's).
      const language = languageOfRequest(request.headers);
      const target = new URL('/user/login', originOfLanguage(config.publicOrigin, language));
      target.searchParams.set('activated', 'true');
      target.searchParams.set('email', email);
      void reply.redirect(target.href, 303);
      return { activated: true, email };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v1/users/activation',
    summary: 'Activates the account of an activation token (JSON form of the e-mail link)',
    tags: REGISTRATION_TAGS,
    auth: 'none',
    sensitive: true,
    body: Body({ token: TOKEN }, ['token']),
    data: activatedAnswer,
    handler: async (request) => ({
      activated: true,
      email: await activate(db, identity, request.body.token),
    }),
  });
}
