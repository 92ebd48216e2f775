import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../gateway.errors';
import type { GatewayContext } from '../gateway.context';
import { defineRoute } from '../gateway.route';
import { Body, Nullable } from '../route-schema';
import { identityFailure } from '../account/identity-failure';
import { refuseSsoOnlyEmail } from '../account/sso-only-email';
import { newProfile } from '../users/profiles.repository';

const TAGS = ['Light signup'];
const CODE = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

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

  defineRoute(app, {
    method: 'GET',
    url: '/v1/light_signup',
    summary: 'What a light signup code is for (no token needed)',
    tags: TAGS,
    auth: 'none',
    querystring: Type.Object({ code: CODE }),
    data: Type.Object({
      code: Type.String(),
      brand: Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() }),
      position_title: Nullable(Type.String()),
      email: Nullable(Type.String()),
      first_name: Nullable(Type.String()),
      last_name: Nullable(Type.String()),
      expires_at: Type.String(),
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

  defineRoute(app, {
    method: 'POST',
    url: '/v1/light_signup',
    summary: 'Creates a candidate account with a light signup code (guest route)',
    tags: TAGS,
    auth: 'none',
    sensitive: true,
    body: Body(
      {
        code: CODE,
        first_name: Type.String({ minLength: 1, maxLength: 100 }),
        last_name: Type.String({ maxLength: 100 }),
        password: Type.String({ minLength: 1, maxLength: 256 }),
        email: Type.String({ maxLength: 254 }),
        'g-recaptcha-response': Type.String({ maxLength: 4096 }),
        recaptcha_response: Type.String({ maxLength: 4096 }),
      },
      ['code', 'first_name', 'password'],
    ),
    data: Type.Object({
      user_id: Type.String(),
      email: Type.String(),
      username: Type.String(),
      brand_id: Type.Integer(),
      application_id: Nullable(Type.Integer()),
    }),
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
