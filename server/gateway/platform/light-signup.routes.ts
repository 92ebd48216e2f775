import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../gateway.errors';
import type { GatewayContext } from '../gateway.context';
import { defineUntypedRoute } from '../gateway.route';
import { body, int, nullable, object, str } from '../gateway.schema';
import { identityFailure } from '../account/identity-failure';
import { refuseSsoOnlyEmail } from '../account/sso-only-email';
import { newProfile } from '../users/profiles.repository';

const TAGS = ['Light signup'];
const CODE = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' };

interface LightSignupBody {
  code: string;
  first_name: string;
  last_name?: string;
  password: string;
  email?: string;
  'g-recaptcha-response'?: string;
  recaptcha_response?: string;
}

/**
 * Light signup (spec 000 §3, §7): an employer hands out a code; GET shows what it is for (no
 * token), POST creates a confirmed candidate account with it (guest route, once per code) and
 * applies to the code's position when the brand has it.
 */
export function registerLightSignupRoutes(app: FastifyInstance, context: GatewayContext): void {
  const { db, identity } = context;

  async function usableCode(code: string) {
    const row = await db
      .selectFrom('light_signup_codes')
      .innerJoin('brands', 'brands.id', 'light_signup_codes.brand_id')
      .select([
        'light_signup_codes.code',
        'light_signup_codes.email',
        'light_signup_codes.first_name',
        'light_signup_codes.last_name',
        'light_signup_codes.position_title',
        'light_signup_codes.expires_at',
        'light_signup_codes.used_at',
        'brands.id as brand_id',
        'brands.name as brand_name',
        'brands.type as brand_type',
      ])
      .where('light_signup_codes.code', '=', code)
      .executeTakeFirst();
    if (!row) throw notFound('LIGHT_SIGNUP.NOT_FOUND', 'This signup link is not valid.');
    if (row.used_at !== null) throw badRequest('LIGHT_SIGNUP.USED', 'This signup link was already used.');
    if (row.expires_at <= new Date().toISOString())
      throw badRequest('LIGHT_SIGNUP.EXPIRED', 'This signup link has expired.');
    return row;
  }

  defineUntypedRoute<{ Querystring: { code: string } }>(app, {
    method: 'GET',
    url: '/v1/light_signup',
    summary: 'What a light signup code is for (no token needed)',
    tags: TAGS,
    auth: 'none',
    querystring: object({ code: CODE }, ['code']),
    data: object({
      code: str,
      brand: object({ id: int, name: str, type: str }),
      position_title: nullable(str),
      email: nullable(str),
      first_name: nullable(str),
      last_name: nullable(str),
      expires_at: str,
    }),
    handler: async (request) => {
      const row = await usableCode(request.query.code);
      return {
        code: row.code,
        brand: { id: row.brand_id, name: row.brand_name, type: row.brand_type },
        position_title: row.position_title,
        email: row.email,
        first_name: row.first_name,
        last_name: row.last_name,
        expires_at: row.expires_at,
      };
    },
  });

  defineUntypedRoute<{ Body: LightSignupBody }>(app, {
    method: 'POST',
    url: '/v1/light_signup',
    summary: 'Creates a candidate account with a light signup code (guest route)',
    tags: TAGS,
    auth: 'none',
    sensitive: true,
    body: body(
      {
        code: CODE,
        first_name: { type: 'string', minLength: 1, maxLength: 100 },
        last_name: { type: 'string', maxLength: 100 },
        password: { type: 'string', minLength: 1, maxLength: 256 },
        email: { type: 'string', maxLength: 254 },
        'g-recaptcha-response': { type: 'string', maxLength: 4096 },
        recaptcha_response: { type: 'string', maxLength: 4096 },
      },
      ['code', 'first_name', 'password'],
    ),
    data: object({ user_id: str, email: str, username: str, brand_id: int, application_id: nullable(int) }),
    handler: async (request) => {
      const input = request.body;
      await context.recaptcha.verify(input['g-recaptcha-response'] ?? input.recaptcha_response, request.ip);
      const code = await usableCode(input.code);
      const email = code.email ?? input.email;
      if (!email) throw badRequest('EMAIL_ADDRESS_REQUIRED', 'Unable to log in/sign up. Email required.');
      refuseSsoOnlyEmail(context.config, email);
      const prepared = await identity
        .prepareUser({
          email,
          password: input.password,
          attributes: { given_name: input.first_name.trim(), family_name: (input.last_name ?? '').trim() },
        })
        .catch(identityFailure);
      return db.transaction().execute(async (trx) => {
        const user = await identity.createUserInTransaction(prepared, trx).catch(identityFailure);
        const used = await trx
          .updateTable('light_signup_codes')
          .set({ used_at: new Date().toISOString(), user_id: prepared.id })
          .where('code', '=', code.code)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1)
          throw badRequest('LIGHT_SIGNUP.USED', 'This signup link was already used.');
        await trx
          .insertInto('user_profiles')
          .values(
            newProfile(user.id, {
              first_name: input.first_name.trim(),
              last_name: (input.last_name ?? '').trim(),
              registration_mode: 'LIGHT_SIGNUP',
              email_verified_at: null,
            }),
          )
          .execute();
        const position = code.position_title
          ? await trx
              .selectFrom('positions')
              .select('id')
              .where('brand_id', '=', code.brand_id)
              .where('title', '=', code.position_title)
              .where('archived', '=', 0)
              .executeTakeFirst()
          : undefined;
        const application = position
          ? await trx
              .insertInto('applications')
              .values({
                position_id: position.id,
                candidate_user_id: user.id,
                status: 'APPLIED',
                archived: 0,
                created_at: new Date().toISOString(),
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          : undefined;
        return {
          user_id: user.id,
          email: user.email,
          username: user.username,
          brand_id: code.brand_id,
          application_id: application?.id ?? null,
        };
      });
    },
  });
}
