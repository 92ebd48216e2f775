import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { identityServiceFor } from '../identity/identity.service';
import { devPage, escapeHtml } from './html';

/**
 * Development stand-in for the corporate host (CORPORATE_ORIGIN defaults to
 * `{PUBLIC_ORIGIN}/corporate`):
 * - `GET /corporate`: pick a corporate user (profiles with is_corporate) and a target user;
 * - `POST /corporate/shadow-sessions` (form: corporate_user_id, target_user_id) issues a
 *   one-time corporate token (IdentityService.issueCorporateAccessToken, 5 minutes) and
 *   redirects (303) to `{PUBLIC_ORIGIN}/user/login?corporate_token=…&username=…`. The app signs
 *   in with CUSTOM_AUTH as `username`, ClientMetadata `{challenge: 'CORPORATE_USER_ACCESS_TOKEN'}`,
 *   answering the challenge with the token; the session's tokens are shadow tokens.
 * - `GET /corporate/user/login` and `/corporate/user/logout`: where the app sends shadow users
 *   on shadow-logout and logout (spec 000 §2).
 */
export const corporatePlugin: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const { db, config } = deps;
  const identity = identityServiceFor(deps);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const people = () =>
    db
      .selectFrom('user_profiles')
      .innerJoin('identity_users', 'identity_users.id', 'user_profiles.user_id')
      .select([
        'identity_users.id',
        'identity_users.email',
        'user_profiles.first_name',
        'user_profiles.last_name',
        'user_profiles.is_corporate',
      ])
      .orderBy('identity_users.email')
      .execute();

  const page = (reply: { type(t: string): { send(b: string): unknown } }, title: string, body: string) =>
    reply.type('text/html; charset=utf-8').send(devPage(title, body));

  app.get('/corporate', async (_request, reply) => {
    const everyone = await people();
    const option = (person: (typeof everyone)[number]) =>
      `<option value="${escapeHtml(person.id)}">${escapeHtml(`${person.first_name} ${person.last_name} <${person.email}>`)}</option>`;
    const corporate = everyone.filter((person) => person.is_corporate === 1);
    const targets = everyone.filter((person) => person.is_corporate !== 1);
    const form =
      corporate.length === 0
        ? '<p>No corporate user exists (the demo seed adds corporate@demo.brigade.test).</p>'
        : `<form method="post" action="/corporate/shadow-sessions">` +
          `<label for="corporate">Corporate user</label><select id="corporate" name="corporate_user_id">${corporate.map(option).join('')}</select>` +
          `<label for="target">Act as</label><select id="target" name="target_user_id">${targets.map(option).join('')}</select>` +
          `<p><button type="submit">Start shadow session</button></p></form>`;
    return page(
      reply,
      'Corporate host (development stand-in)',
      `<p>Start a shadow session: the app opens signed in as the chosen user, marked as a shadow user.</p>${form}`,
    );
  });

  app.post<{ Body: { corporate_user_id?: string; target_user_id?: string } }>(
    '/corporate/shadow-sessions',
    {
      schema: {
        body: {
          type: 'object',
          required: ['corporate_user_id', 'target_user_id'],
          properties: {
            corporate_user_id: { type: 'string', minLength: 1, maxLength: 64 },
            target_user_id: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
      },
    },
    async (request, reply) => {
      const { corporate_user_id: corporateId, target_user_id: targetId } = request.body;
      const corporate = await db
        .selectFrom('user_profiles')
        .select('is_corporate')
        .where('user_id', '=', corporateId ?? '')
        .executeTakeFirst();
      if (corporate?.is_corporate !== 1) {
        return reply.code(403).send({
          status_code: 403,
          error: {
            code: 'CORPORATE.NOT_ALLOWED',
            message: 'Only corporate users may start shadow sessions',
          },
        });
      }
      const target = await identity.findUserById(targetId ?? '');
      if (!target) {
        return reply
          .code(404)
          .send({ status_code: 404, error: { code: 'IDENTITY.USER_NOT_FOUND', message: 'No such user' } });
      }
      const { token } = await identity.issueCorporateAccessToken(corporateId!, target.id);
      const login = new URL('/user/login', config.publicOrigin);
      login.searchParams.set('corporate_token', token);
      login.searchParams.set('username', target.username);
      return reply.header('cache-control', 'no-store').redirect(login.href, 303);
    },
  );

  app.get('/corporate/user/login', async (_request, reply) =>
    page(
      reply,
      'Corporate sign-in',
      '<p>The shadow session ended. <a href="/corporate">Start another shadow session</a>.</p>',
    ),
  );
  app.get('/corporate/user/logout', async (_request, reply) =>
    page(
      reply,
      'Signed out',
      '<p>You signed out of the shadow session. <a href="/corporate">Back to the corporate host</a>.</p>',
    ),
  );
};
